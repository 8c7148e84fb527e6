"""Seep, the North Indian fishing game of houses, for four players in partnerships or two (rules: shared/rules/seep.md)."""

from .game import SeepGame

GAME = SeepGame()
