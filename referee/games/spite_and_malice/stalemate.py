"""A turn's start and end, and the stalemate counted over turns (SAM-4.1, SAM-8.1 to SAM-8.7).

A turn starts with the refill; at its end null turns are counted, and a round of them opens
the second-chance phase, which a played turn cancels and a null one ends in a reshuffle.
"""

from __future__ import annotations

from referee.engine.sides import next_seat

from . import stock
from .options import HAND_SIZE

# SAM-8.7: what a state records about the turn and the stalemate, and what a hand-written
# state that leaves it out means.
BOOKKEEPING = {
    "turn_played": False,
    "turn_discarded": False,
    "hand_low_played": False,
    "null_turns": 0,
    "first_null": None,
    "second_chance": 0,
}


def with_bookkeeping(state: dict) -> dict:
    """The state with every SAM-8.7 field, the defaults standing in for missing ones."""
    if BOOKKEEPING.keys() <= state.keys():
        return state
    return {**BOOKKEEPING, **state}


def start_turn(state: dict, seat: int, events: list[dict]) -> None:
    """SAM-4.1: the stock check, then the refill to five cards; a fresh turn's bookkeeping."""
    state["to_move"] = seat
    state["turn_played"] = state["turn_discarded"] = state["hand_low_played"] = False
    need = max(0, HAND_SIZE - len(state["hands"][seat]))
    stock.draw(state, seat, need, "refill", events)


def end_turn(state: dict, events: list[dict]) -> None:
    """The turn of `to_move` is over: count null turns, run the stalemate, start the next turn."""
    seat = state["to_move"]
    players = state["options"]["players"]
    null = not state["turn_played"]
    events.append({"type": "turn_end", "player": seat, "null": null})
    following = next_seat(players, seat)
    if state["second_chance"]:
        if not null:
            # SAM-8.4: a played second-chance turn ends the phase; play goes on normally.
            state["second_chance"], state["null_turns"], state["first_null"] = 0, 0, None
            events.append({"type": "second_chance_cancelled"})
        elif state["second_chance"] == 1:
            restart(state, events)
            return
        else:
            state["second_chance"] -= 1
    elif null:
        state["null_turns"] += 1
        if state["null_turns"] == 1:
            state["first_null"] = seat
        if state["null_turns"] == players:
            # SAM-8.2, SAM-12.5.7: a null turn by every player in a row; F moves next.
            state["second_chance"], state["null_turns"] = players, 0
            events.append({"type": "second_chance", "first": state["first_null"]})
    else:
        state["null_turns"], state["first_null"] = 0, None
    start_turn(state, following, events)


def restart(state: dict, events: list[dict]) -> None:
    """SAM-8.5: every card but the pay-off piles is shuffled into a new stock, five to each
    player from F on, and F plays next."""
    players = state["options"]["players"]
    first = state["first_null"]
    cards = list(state["stock"])
    for hand in state["hands"]:
        cards += hand
    for pile in state["center"] + state["completed"]:
        cards += pile["cards"]
    for slots in state["discards"]:
        for pile in slots:
            cards += pile
    cards = stock.reshuffled(state, cards)
    hands: list[list[str]] = [[] for _ in range(players)]
    for offset in range(players):
        seat = (first + offset) % players
        hands[seat], cards = cards[:HAND_SIZE], cards[HAND_SIZE:]
    state.update(
        stock=cards,
        hands=hands,
        center=[],
        completed=[],
        discards=[[[], [], [], []] for _ in range(players)],
        second_chance=0,
        null_turns=0,
        first_null=None,
    )
    events.append({"type": "reshuffle", "first": first, "stock_count": len(cards)})
    start_turn(state, first, events)
