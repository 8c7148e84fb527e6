"""The registry of games, by id: the one place a game is made known to the referee."""

from __future__ import annotations

from ..engine import Game, UnknownGame

def _registry() -> dict[str, Game]:
    from .cassino import GAME as cassino
    from .modulo import GAME as modulo
    from .seep import GAME as seep
    games = [cassino, seep, modulo]
    return {game.id: game for game in games}


REGISTRY: dict[str, Game] = _registry()


def get_game(game_id: str) -> Game:
    try:
        return REGISTRY[game_id]
    except (KeyError, TypeError):
        raise UnknownGame(f"no game {game_id!r}; known games: {', '.join(REGISTRY)}") from None
