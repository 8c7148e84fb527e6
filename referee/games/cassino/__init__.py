"""Cassino (sum captures and reservations), after the seed 000 and shared/rules/cassino.md."""

from .game import CassinoGame

GAME = CassinoGame()

__all__ = ["GAME", "CassinoGame"]
