"""What a seat may see: its own hand, pay-off tops, open piles, counts (SAM-3.1 to SAM-3.7).

Nobody sees beneath a pay-off top, another's hand or the stock; the discard, center and
completed piles are open, with the values the jokers in them may stand for.
"""

from __future__ import annotations

from referee.engine.sides import side_seats
from referee.engine.states import card_counts, view_head
from referee.games import ledgers

from .compulsory import must_play
from .piles import needs, possible_values
from .seats import sides
from .stalemate import with_bookkeeping


def view(state: dict, seat: int | None) -> dict:
    """The view of `seat`, or of a spectator when `seat` is None."""
    state = with_bookkeeping(state)
    players = state["options"]["players"]
    mover = state["to_move"]
    return {
        # SAM-3.2: a hand is its owner's alone, a partner's included.
        **view_head(state, seat),
        **card_counts(state),
        "scores": dict(state["scores"]),
        # SAM-10.3: each finished deal's points are public, as the deal_end event told them.
        "ledger": ledgers.copied(state["ledger"]),
        "sides": {side: side_seats(side) for side in sides(players)},
        "deal_number": state["deal_number"],
        # SAM-3.1: the top and the count; what lies beneath is hidden from everyone.
        "payoff_tops": [pile[-1] if pile else None for pile in state["payoffs"]],
        "payoff_counts": [len(pile) for pile in state["payoffs"]],
        "discards": [[list(pile) for pile in slots] for slots in state["discards"]],
        # SAM-3.7, SAM-7.8: the possible values of each discard card, jokers' included.
        "discard_values": [
            [possible_values(pile) for pile in slots] for slots in state["discards"]
        ],
        "center": [
            {"pile": pile["pile"], "cards": list(pile["cards"]), "needs": needs(pile["cards"])}
            for pile in state["center"]
        ],
        "completed": [
            {"pile": pile["pile"], "cards": list(pile["cards"])} for pile in state["completed"]
        ],
        "next_pile": state["next_pile"],
        "turn_played": state["turn_played"],
        "turn_discarded": state["turn_discarded"],
        "hand_low_played": state["hand_low_played"],
        "null_turns": state["null_turns"],
        "first_null": state["first_null"],
        "second_chance": state["second_chance"],
        # What keeps the mover from ending the turn now, as far as this seat may know.
        "must_play": None if mover is None else must_play(state, mover, seat),
    }
