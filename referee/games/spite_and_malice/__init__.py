"""Spite and Malice: two packs, pay-off piles, center piles built A to K, jokers wild."""

from .game import SpiteAndMaliceGame

GAME = SpiteAndMaliceGame()

__all__ = ["GAME", "SpiteAndMaliceGame"]
