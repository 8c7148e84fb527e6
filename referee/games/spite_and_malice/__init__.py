"""Spite and Malice (two packs, pay-off piles, center piles A to K, jokers wild), after the seed 002."""

from .game import SpiteAndMaliceGame

GAME = SpiteAndMaliceGame()

__all__ = ["GAME", "SpiteAndMaliceGame"]
