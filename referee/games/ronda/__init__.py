"""Ronda, the Moroccan fishing game, for 2, 3 or 4 players (rules: docs/rules/ronda.md)."""

from .game import RondaGame

GAME = RondaGame()
