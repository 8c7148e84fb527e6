"""The registry of games, by id: the one place a game is made known to the referee."""

from __future__ import annotations

from ..engine import Game, UnknownGame
from ..engine.wording import json_text
from .cassino import GAME as CASSINO
from .modulo import GAME as MODULO
from .ronda import GAME as RONDA
from .seep import GAME as SEEP
from .spite_and_malice import GAME as SPITE_AND_MALICE

REGISTRY: dict[str, Game] = {
    game.id: game for game in (CASSINO, MODULO, RONDA, SEEP, SPITE_AND_MALICE)
}


def get_game(game_id: str) -> Game:
    try:
        return REGISTRY[game_id]
    except (KeyError, TypeError):
        raise UnknownGame(
            f"no game {json_text(game_id)}; known games: {', '.join(REGISTRY)}"
        ) from None
