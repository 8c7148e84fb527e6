"""Modulo (three-player tricks scored by the remainder of a secret divisor bid), as the rules catalog states it."""

from .game import ModuloGame

GAME = ModuloGame()

__all__ = ["GAME", "ModuloGame"]
