"""What a seat may see: its hand and holding, the table, pile sizes, declared kinds (RON-4.4)."""

from __future__ import annotations

from referee.engine.sides import side_seats
from referee.engine.states import card_counts, view_head
from referee.games import ledgers

from .options import rounds
from .pack import RANK
from .seats import side_of, sides


def view(state: dict, seat: int | None) -> dict:
    options = state["options"]
    players = options["players"]
    last = state["last_play"]
    shown_play = None
    if last is not None:
        # The previous play's cards were all shown face up; a Five or Ten takes them next.
        pile = state["piles"][side_of(players, last["player"])]
        if last["taken"]:
            card, moved = pile[len(pile) - last["taken"]], pile[len(pile) - last["taken"] + 1 :]
        else:
            card, moved = next(c for c in state["table"] if RANK[c] == last["rank"]), []
        shown_play = {
            "player": last["player"],
            "card": card,
            "placed": last["placed"],
            "chain": last["chain"],
            "cards": moved,
        }
    return {
        **view_head(state, seat),
        # Only the seat itself knows the rank of what it holds; others hear the kind (RON-4.4).
        "holding": None
        if seat is None
        else {
            "kind": state["holdings"][seat]["kind"],
            "ranks": list(state["holdings"][seat]["ranks"]),
        },
        **card_counts(state),
        "last_round": not state["stock"],
        "sides": {side: side_seats(side) for side in sides(players)},
        "dealer": state["dealer"],
        "deal_number": state["deal_number"],
        "round": state["round"],
        "rounds": rounds(options),
        "table": list(state["table"]),
        "pile_counts": {side: len(pile) for side, pile in state["piles"].items()},
        "declarations": list(state["declarations"]),
        "pending": list(state["pending"]),
        "last_play": shown_play,
        "last_capturer": state["last_capturer"],
        "scores": dict(state["scores"]),
        "winner": state["winner"],
        "ledger": ledgers.copied(state["ledger"]),
    }
