"""Which rule a refusal names when an action breaks several (SAM-0.7): the specific first.

SAM-0.7 cites a rule about the action's card, pile or option before a general one, and
"only the mover may act" (SAM-0.6, SAM-4.8) is the most general: a seat that is not the
mover is told of the card or pile rule its action breaks first. What the turn asks of the
mover (compulsory plays, the stalemate) comes after the turn.
"""

from __future__ import annotations

from referee.engine.citations import OVER, RULES, TURN, Citation, CitationOrder

# Whose pile an action names: a seat of the game, its own or (a play's source) a partner's.
OWNERS = ("SAM-0.4", "SAM-12.5.3", "SAM-4.8")

CITATION_ORDER = CitationOrder(
    (
        Citation(OVER, ("SAM-10.2",), "any action once the deal has ended and the match with it"),
        Citation(
            RULES,
            (*OWNERS, "SAM-4.3", "SAM-7.1", "SAM-7.10", "SAM-5.2", "SAM-5.3", "SAM-5.5", "SAM-0.6"),
            "a play of a card its source does not hold on top, or to a pile that does not take "
            "it: a completed pile, a pile needing another rank, a new pile not begun by an ace "
            "or a joker, a pile that is not there",
            types=("play",),
        ),
        Citation(
            RULES,
            (*OWNERS, "SAM-7.2", "SAM-7.1", "SAM-7.5", "SAM-7.4", "SAM-7.6"),
            "a discard of a card not in the hand, of an ace, to a fifth slot, or to a slot that "
            "does not take its rank",
            types=("discard",),
        ),
        Citation(
            RULES,
            ("SAM-4.5", "SAM-9.4"),
            "a DRAW with cards in the hand, or one that would bring no card",
            types=("draw",),
        ),
        Citation(TURN, ("SAM-0.6",), "acting out of turn: only the mover may act"),
    )
)
