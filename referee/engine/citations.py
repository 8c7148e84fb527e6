"""A rules file's citation order: which rule a refusal names when a move breaks several."""

from __future__ import annotations

from dataclasses import dataclass

# What a row of the order covers:
OVER = "over"  # any move once the match is over
PHASE = "phase"  # a move of the row's types in one of the row's phases
RULES = "rules"  # the game's own rules of the move (its card, pile, bid...): checked by the game
TURN = "turn"  # a move by a seat that may not move now
KINDS = (OVER, PHASE, RULES, TURN)


@dataclass(frozen=True)
class Citation:
    """One row of the order: the refusals it covers, in the rules file's words, and its rules.

    `rules` holds the one rule an OVER, PHASE or TURN row cites; a RULES row lists the rules
    of the game it stands for (any of them may be cited, as the move breaks them). `types`
    names the move types the row covers (every type when empty), `phases` the phases in which
    a PHASE row refuses them.
    """

    kind: str
    rules: tuple[str, ...]
    text: str
    types: tuple[str, ...] = ()
    phases: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a citation is one of {', '.join(KINDS)}; got {self.kind!r}")
        if not self.rules or (self.kind != RULES and len(self.rules) != 1):
            raise ValueError(f"a {self.kind} row cites exactly one rule; got {self.rules}")
        if (self.kind == PHASE) != bool(self.phases):
            raise ValueError("phases belong to a phase row, and every phase row names them")

    @property
    def rule(self) -> str:
        """The rule the row cites (the first of a RULES row's)."""
        return self.rules[0]

    def covers(self, move_type: str) -> bool:
        return not self.types or move_type in self.types


@dataclass(frozen=True)
class CitationOrder:
    """The rows of a rules file's citation order, first cited first.

    The first row covers every move once the match is over (each rules file puts it first);
    a TURN row that comes before every PHASE and RULES row of a move type lets the engine
    refuse that type from a seat not to move before the game sees it. For every other type,
    the game's `apply` receives moves from any seat and checks them in this order.
    """

    rows: tuple[Citation, ...]

    def __post_init__(self) -> None:
        if not self.rows or self.rows[0].kind != OVER or self.rows[0].types:
            raise ValueError("the first row of a citation order covers every move after the end")
        if any(row.kind == OVER for row in self.rows[1:]):
            raise ValueError("a citation order has one row for moves after the end")

    @property
    def over_rule(self) -> str:
        return self.rows[0].rule

    def turn_first(self, move_type: str) -> str | None:
        """The rule cited for a move of this type by a seat not to move, when the turn is
        the first check after the end; None when the game checks its own rules first."""
        for row in self.rows[1:]:
            if row.covers(move_type):
                return row.rule if row.kind == TURN else None
        return None

    def turn_rule(self, move_type: str) -> str | None:
        """The rule of the first TURN row covering this move type, if any."""
        return next(
            (row.rule for row in self.rows if row.kind == TURN and row.covers(move_type)), None
        )
