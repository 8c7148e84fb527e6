"""Which rule a refusal names when a move breaks several (RON-0.7, RON-4.4, RON-4.13, RON-5.1).

RON-0.7 asks that a refusal name the rule that was broken: the rule of the declaration
phase or of challenges comes before the turn, since RON-4.4 and RON-4.13 name those moves
whoever sends them.
"""

from __future__ import annotations

from referee.engine.citations import OVER, PHASE, RULES, TURN, Citation, CitationOrder

CITATION_ORDER = CitationOrder(
    (
        Citation(OVER, ("RON-10.7",), "any action once the game has ended"),
        Citation(
            PHASE,
            ("RON-4.4",),
            "playing a card before the declaration phase has ended",
            types=("play",),
            phases=("declare",),
        ),
        Citation(
            PHASE,
            ("RON-4.4",),
            "declaring twice: a declaration once the phase is over",
            types=("declare",),
            phases=("play",),
        ),
        Citation(
            RULES,
            ("RON-4.13",),
            "a challenge with 3 players, of a declaration not pending or of one's own side, "
            "by any seat: a challenge may be made when it is not the challenger's turn",
            types=("challenge",),
        ),
        Citation(TURN, ("RON-4.4",), "declaring out of turn", types=("declare",)),
        Citation(TURN, ("RON-5.1",), "playing out of turn", types=("play",)),
    )
)
