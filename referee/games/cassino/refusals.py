"""Which rule a refusal names when a move breaks several: the end, the turn, then the rest.

The rules name no order of their own; any rule a move breaks may be cited, and this order
makes the cited rule fixed and testable.
"""

from __future__ import annotations

from referee.engine.citations import OVER, TURN, Citation, CitationOrder

CITATION_ORDER = CitationOrder(
    (
        Citation(OVER, ("CAS-8.3",), "any move once the match has been won"),
        Citation(TURN, ("CAS-4.9",), "a move by a seat whose turn it is not (CAS-2.2)"),
    )
)
