"""Which rule a refusal names when a move breaks several: MOD-4.11's table, first row first."""

from __future__ import annotations

from referee.engine.citations import OVER, PHASE, RULES, TURN, Citation, CitationOrder

# MOD-4.11 (MOD-8.20): "If several apply, the first row in this order is cited."
CITATION_ORDER = CitationOrder(
    (
        Citation(OVER, ("MOD-6.1",), "any bid or play after the game has ended"),
        Citation(
            PHASE, ("MOD-3.9",), "a bid outside the bidding phase", types=("bid",), phases=("play",)
        ),
        Citation(
            RULES,
            ("MOD-3.3", "MOD-3.7", "MOD-3.6"),
            "a second bid by the same player in the same deal; a bid value other than 2, 3, 4, "
            "ALL, or ALL when all_bid_enabled is false; ALL by a player who is not eligible",
            types=("bid",),
        ),
        Citation(
            PHASE,
            ("MOD-3.8",),
            "a card play while bidding is in progress",
            types=("play",),
            phases=("bid",),
        ),
        Citation(
            TURN,
            ("MOD-4.4",),
            "a play (or lead) by a player whose turn it is not",
            types=("play",),
        ),
        Citation(
            RULES,
            ("MOD-1.4", "MOD-4.1", "MOD-4.6"),
            "a string that is not one of the 40 card codes; a valid card that is not in the "
            "player's hand; not following suit while holding the led suit (revoke)",
            types=("play",),
        ),
    )
)
