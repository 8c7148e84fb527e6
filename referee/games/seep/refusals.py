"""Which rule a refusal names when a move breaks several (SEP-0.6): the end, the turn, the phase.

SEP-0.6 lets a refusal cite any rule the move breaks; this order makes the cited rule fixed
and testable: the seat to move first, then the bid that opens each deal. Only the bidder
bids or asks for a redeal (SEP-3.3, SEP-3.4); play n is seat d+n's (SEP-3.9).
"""

from __future__ import annotations

from referee.engine.citations import OVER, PHASE, TURN, Citation, CitationOrder

PLAYS = ("throw", "capture", "build")

CITATION_ORDER = CitationOrder(
    (
        Citation(OVER, ("SEP-11.2",), "any move once the match is over"),
        Citation(TURN, ("SEP-3.3",), "a bid by a seat that is not the bidder", types=("bid",)),
        Citation(
            TURN, ("SEP-3.4",), "a redeal asked by a seat that is not the bidder", types=("redeal",)
        ),
        Citation(TURN, ("SEP-3.9",), "a play by a seat whose play it is not", types=PLAYS),
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
