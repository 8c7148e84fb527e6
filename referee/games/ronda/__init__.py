"""Ronda, the Moroccan fishing game of runs, Este and Mesa, for 2, 3 or 4 players (rules: docs/rules/ronda.md)."""

from .game import RondaGame

GAME = RondaGame()
