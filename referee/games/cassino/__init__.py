"""The registered Cassino game; its rules are catalog.yaml, shown in docs/rules/cassino.md."""

from .game import CassinoGame

GAME = CassinoGame()

__all__ = ["GAME", "CassinoGame"]
