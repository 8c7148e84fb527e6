"""The pure game engine: cards, seeded shuffles, the Game interface and its errors."""

from .cards import standard_deck
from .errors import (
    ConflictingOptions,
    IllegalMove,
    InvalidState,
    MalformedInput,
    RefereeError,
    UnknownGame,
)
from .game import Game, Option, Outcome, Violation
from .rules import Rule, RulesCatalog
from .shuffle import deal_seed, shuffled
from .sides import partnership_sides, side_name, side_seats

__all__ = [
    "standard_deck",
    "IllegalMove",
    "ConflictingOptions",
    "InvalidState",
    "MalformedInput",
    "RefereeError",
    "UnknownGame",
    "Game",
    "Option",
    "Outcome",
    "Violation",
    "deal_seed",
    "shuffled",
    "Rule",
    "RulesCatalog",
    "partnership_sides",
    "side_name",
    "side_seats",
]
