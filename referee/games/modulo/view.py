"""What a seat sees: its hand and bid, the play (MOD-4.12), others' bids once revealed (MOD-3.4)."""

from __future__ import annotations

from referee.engine.states import card_counts, view_head
from referee.games import ledgers

from . import bidding, deal, tricks
from .pack import SUIT
from .seats import SEATS


def view(state: dict, seat: int | None) -> dict:
    phase, bids, options = state["phase"], state["bids"], state["options"]
    number = state["deal_number"]
    revealed = phase == "play"
    done = (
        tricks.completed(deal.first_leader_of(state), state["tricks"], SUIT[state["turn_up"]])
        if revealed
        else []
    )
    taken = [0] * SEATS
    for trick in done:
        taken[trick["winner"]] += 1
    return {
        **view_head(state, seat),
        **card_counts(state),
        "scores": dict(state["scores"]),
        "deal_number": number,
        "dealer": deal.dealer_of(options, number),
        # MOD-3.4: that a seat has bid is public, what it bid is not until all three are in.
        "has_bid": [bid is not None for bid in bids],
        "bids": [bid if revealed or s == seat else None for s, bid in enumerate(bids)],
        "all_bid_eligible": bidding.all_bid_open_to(options, state["scores"])
        if phase == "bid"
        else None,
        "turn_up": state["turn_up"],
        "trump": SUIT[state["turn_up"]] if state["turn_up"] else None,
        "leader": state["leader"],
        "trick": list(state["trick"]),
        "tricks": done,
        "tricks_won": taken,
        "scored_deals": ledgers.copied(state["scored_deals"]),
    }
