"""What a seat, or a spectator, may see of a state (SEP-4.5, SEP-4.6).

A seat sees its own playing hand, the floor once turned up, the houses, pile sizes, sweeps and
the last capture.
"""

from __future__ import annotations

from referee.engine.sides import side_seats
from referee.engine.states import view_head
from referee.games import ledgers

from . import scoring, seats
from .houses import is_cemented


def view(state: dict, seat: int | None) -> dict:
    options = state["options"]
    players = options["players"]
    sides = seats.sides(players)
    piles = state["piles"]
    recent = state["last_capture"]
    last_capture = None
    if recent is not None:
        # Everyone may look at the most recent capture until the next play (SEP-4.5).
        pile = piles[seats.side_of(players, recent["player"])]
        shown = pile[len(pile) - recent["count"] :]
        last_capture = {"player": recent["player"], "card": shown[0], "cards": shown[1:]}
    finished = state["phase"] == "finished"
    return {
        **view_head(state, seat),
        "hand_counts": [len(hand) for hand in state["hands"]],
        "reserve_counts": [len(hand) for hand in state["reserves"]],
        "stock_count": len(state["stock"]),
        "sides": {side: side_seats(side) for side in sides},
        "dealer": state["dealer"],
        "bidder": seats.bidder(players, state["dealer"]),
        "deal_number": state["deal_number"],
        "bid": state["bid"],
        "plays": state["plays"],
        "floor_down_count": len(state["floor_down"]),
        "loose": list(state["loose"]),
        "houses": [
            {
                "value": house["value"],
                "cards": list(house["cards"]),
                "owners": list(house["owners"]),
                "cemented": is_cemented(house),
            }
            for house in state["houses"]
        ],
        "pile_counts": {side: len(piles[side]) for side in sides},
        # Piles are face down until the deal is scored (SEP-4.5); then they are open.
        "piles": {side: list(piles[side]) for side in sides} if finished else None,
        "sweeps": {
            side: [
                {"play": play, "points": scoring.sweep_value(play, options)}
                for play in state["sweeps"][side]
            ]
            for side in sides
        },
        "last_capturer": state["last_capturer"],
        "last_capture": last_capture,
        "scores": dict(state["scores"]),
        "baazis_won": dict(state["baazis_won"]),
        "baazi_deals": state["baazi_deals"],
        # Each scored deal's points are announced when it ends (SEP-10.4): public.
        "ledger": ledgers.copied(state["ledger"]),
    }
