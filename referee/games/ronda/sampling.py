"""A full state a seat's view could have come from: the unseen cards dealt into the hidden places.

Hidden from a seat (RON-4.4): the other hands and what they hold, the stock, and the piles below
the previous play's cards; the lines of the running deal are summed up in its scores.
"""

from __future__ import annotations

import random
from collections import Counter

from . import declarations as decl
from .pack import PACK, RANK
from .seats import side_of


def sample_state(view: dict, rng: random.Random) -> dict:
    """Every field of a state after `game` and `schema_version` that gives `view` to its seat."""
    seat = view["seat"]
    options = view["options"]
    players = options["players"]
    last = view["last_play"]
    shown: dict[str, list[str]] = {side: [] for side in view["pile_counts"]}
    if last is not None and not last["placed"]:
        shown[side_of(players, last["player"])] = [last["card"], *last["cards"]]
    seen = Counter(view["table"])
    if seat is not None:
        seen.update(view["hand"])
    for cards in shown.values():
        seen.update(cards)
    unseen = [card for card in PACK if not seen[card]]
    rng.shuffle(unseen)

    def take(count: int) -> list[str]:
        cards = unseen[:count]
        del unseen[:count]
        return cards

    hands = [
        list(view["hand"]) if other == seat else take(count)
        for other, count in enumerate(view["hand_counts"])
    ]
    piles = {
        side: take(count - len(shown[side])) + shown[side]
        for side, count in view["pile_counts"].items()
    }
    # What another hand held when dealt is read from the cards it has left (RON-4.1).
    holdings = [
        {"kind": view["holding"]["kind"], "ranks": list(view["holding"]["ranks"])}
        if other == seat
        else decl.holding(hand)
        for other, hand in enumerate(hands)
    ]
    return {
        "options": dict(options),
        "seed": f"sampled-{rng.getrandbits(64):016x}",
        "phase": view["phase"],
        "to_move": view["to_move"],
        "hands": hands,
        "stock": unseen,
        "scores": dict(view["scores"]),
        "dealer": view["dealer"],
        "deal_number": view["deal_number"],
        "round": view["round"],
        "table": list(view["table"]),
        "piles": piles,
        "declarations": list(view["declarations"]),
        "holdings": holdings,
        "pending": list(view["pending"]),
        "last_play": None
        if last is None
        else {
            "player": last["player"],
            "rank": RANK[last["card"]],
            "placed": last["placed"],
            "chain": last["chain"],
            "taken": 0 if last["placed"] else 1 + len(last["cards"]),
        },
        "last_capturer": view["last_capturer"],
        "winner": view["winner"],
        "deal_items": _deal_lines(view),
        "ledger": [
            {"number": row["number"], "totals": dict(row["totals"])} for row in view["ledger"]
        ],
    }


def _deal_lines(view: dict) -> list[dict]:
    """The running deal's points so far as one line (RON-10.4): the view shows their sum."""
    ledger = view["ledger"]
    if view["phase"] == "finished":
        return (
            [_line(dict(ledger[-1]["totals"]))]
            if ledger and any(ledger[-1]["totals"].values())
            else []
        )
    before = {side: sum(row["totals"][side] for row in ledger) for side in view["scores"]}
    points = {side: view["scores"][side] - before[side] for side in view["scores"]}
    return [_line(points)] if any(points.values()) else []


def _line(points: dict[str, int]) -> dict:
    return {
        "item": "declarations",
        "label": "Points of this deal so far",
        "rule": "RON-4.8",
        "points": points,
        "detail": None,
    }
