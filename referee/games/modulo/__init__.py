"""Modulo: three-player tricks scored by the remainder of a secret divisor bid."""

from .game import ModuloGame

GAME = ModuloGame()

__all__ = ["GAME", "ModuloGame"]
