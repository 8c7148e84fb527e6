"""Which rule a refusal names when a move breaks several (SEP-0.6): the end, the turn, the phase.

SEP-0.6 lets a refusal cite any rule the move breaks; this order makes the cited rule fixed
and testable: the seat to move first (SEP-3.9), then the bid that opens each deal.
"""

from __future__ import annotations

from referee.engine.citations import OVER, PHASE, TURN, Citation, CitationOrder

PLAYS = ("throw", "capture", "build")

CITATION_ORDER = CitationOrder(
    (
        Citation(OVER, ("SEP-11.2",), "any move once the match is over"),
        Citation(TURN, ("SEP-3.9",), "a move by a seat other than the one to play or bid"),
        Citation(
            PHASE,
            ("SEP-3.3",),
            "a play before the bidder has bid",
            types=PLAYS,
            phases=("bid",),
        ),
        Citation(
            PHASE,
            ("SEP-3.3",),
            "a second bid once the bid has been made",
            types=("bid",),
            phases=("first_play", "play"),
        ),
        Citation(
            PHASE,
            ("SEP-3.4",),
            "a redeal once the bid has been made",
            types=("redeal",),
            phases=("first_play", "play"),
        ),
    )
)
