"""The registered Cassino game; its rules are catalog.py, shown in docs/rules/cassino.md."""

from .game import CassinoGame

GAME = CassinoGame()

__all__ = ["GAME", "CassinoGame"]
