"""Seep, the North Indian fishing game of houses, for four players in partnerships or two (rules: catalog.py, docs/rules/seep.md)."""

from .game import SeepGame

GAME = SeepGame()
