"""What a session holds beside its game: its clocks, and how the table ended the match.

Kept as the record's `table` field (JSON), absent from a session that has neither:

    {"clocks": <clocks.Clocks.to_json()>, "ended": <outcome>}

A match ends at the table, apart from its game's rules, by a timeout under `forfeit`
(TBL-1), a resignation (TBL-2) or an abort (TBL-3). Its state stays as it was; `ended` holds
the outcome in the shape every game's has, citing the table rule, and naming the `seat` that
timed out or resigned. Everything that says who moves and how the match ended reads
`turn_and_outcome` here, never the game's alone.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..tablerules import RULES
from .clocks import Clocks
from .store import SessionRecord

if TYPE_CHECKING:
    from ..engine import Game


def clocks_of(record: SessionRecord) -> Clocks | None:
    """The session's clocks; None for a session without a clock."""
    table = record.table or {}
    return Clocks.from_json(table["clocks"]) if "clocks" in table else None


def ended(record: SessionRecord) -> dict | None:
    """How the table ended the match (its outcome, without `rule_url`); None when it did not."""
    return (record.table or {}).get("ended")


def with_table(
    record: SessionRecord, *, clocks: Clocks | None = None, end: dict | None = None
) -> dict:
    """The record's table with other clocks and, when given, its ending."""
    table = dict(record.table or {})
    if clocks is not None:
        table["clocks"] = clocks.to_json()
    if end is not None:
        table["ended"] = end
    return table


def turn_and_outcome(game: Game, record: SessionRecord) -> dict:
    """Who may move now and how the match ended: the game's answer, unless the table ended
    the match (nobody moves; the table's outcome, linked to the table rules)."""
    end = ended(record)
    if end is None:
        return game.turn_and_outcome(record.state)
    return {"movers": [], "outcome": {**end, "rule_url": RULES.url(end["rule"])}}


def finished(game: Game, record: SessionRecord) -> bool:
    return ended(record) is not None or game.is_finished(record.state)


def kept_for(record: SessionRecord, idle_ttl: int) -> int:
    """Seconds a store keeps the session after writing `record`: the idle TTL, counted from
    the soonest deadline of its running clocks rather than from now, so that a clock longer
    than the TTL (a day a move, or three) outlives it and its timeout still acts."""
    clocks = clocks_of(record)
    if clocks is None or ended(record) is not None:
        return idle_ttl
    soonest = clocks.next_deadline()
    if soonest is None:
        return idle_ttl
    return idle_ttl + max(0, -(-(soonest[0] - clocks.since) // 1000))
