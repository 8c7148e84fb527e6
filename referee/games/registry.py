"""The registry of games, by id: the one place a game is made known to the referee."""

from __future__ import annotations

from ..engine import Game, UnknownGame
from ..engine.wording import json_text


def _registry() -> dict[str, Game]:
    from .cassino import GAME as cassino
    from .modulo import GAME as modulo
    from .ronda import GAME as ronda
    from .seep import GAME as seep
    from .spite_and_malice import GAME as spite_and_malice

    games = [cassino, modulo, ronda, seep, spite_and_malice]
    return {game.id: game for game in games}


REGISTRY: dict[str, Game] = _registry()


def get_game(game_id: str) -> Game:
    try:
        return REGISTRY[game_id]
    except (KeyError, TypeError):
        raise UnknownGame(
            f"no game {json_text(game_id)}; known games: {', '.join(REGISTRY)}"
        ) from None
