"""Seep, the North Indian fishing game of houses, for four players in partnerships or two.

Its rules are in catalog.yaml, rendered as docs/rules/seep.md.
"""

from .game import SeepGame

GAME = SeepGame()
