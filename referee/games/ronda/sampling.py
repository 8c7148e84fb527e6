"""A full state a seat's view could have come from: the unseen cards dealt into the hidden places.

Hidden from a seat (RON-4.4): the other hands and what they hold, the stock, and the piles below
the previous play's cards; the lines of the running deal are summed up in its scores. The
others' hands are dealt to fit what they declared, as far as a few deals can.
"""

from __future__ import annotations

import random
from collections import Counter

from referee.engine.sampling import deal_hands, sampled_head
from referee.games import ledgers

from . import declarations as decl
from .options import hand_size
from .pack import PACK, RANK, RANKS
from .scoring import carried_line, deal_rows
from .seats import side_of

HONEST_TRIES = 50


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
    size = hand_size(options, view["round"])
    declared = view["declarations"]
    # A declaration is taken at its word (RON-4.5): a hand still whole is dealt again, a few
    # times at most, until it holds what its seat declared; a bluff stays possible.
    for _ in range(HONEST_TRIES):
        rng.shuffle(unseen)
        rest = list(unseen)
        dealt = deal_hands(view, rest)
        if all(
            other == seat
            or declared[other] is None
            or len(hand) != size
            or decl.holding(hand)["kind"] == declared[other]
            for other, hand in enumerate(dealt)
        ):
            break
    hands = dealt

    def take(count: int) -> list[str]:
        cards = rest[:count]
        del rest[:count]
        return cards

    piles = {
        side: take(count - len(shown[side])) + shown[side]
        for side, count in view["pile_counts"].items()
    }
    holdings = [
        {"kind": view["holding"]["kind"], "ranks": list(view["holding"]["ranks"])}
        if other == seat
        else decl.holding(hand)
        if len(hand) == size or declared[other] in (None, "none")
        else _declared_holding(declared[other], hand, rng)
        for other, hand in enumerate(hands)
    ]
    return {
        **sampled_head(view, rng, hands, rest),
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
        "ledger": ledgers.copied(view["ledger"]),
    }


def _declared_holding(kind: str, hand: list[str], rng: random.Random) -> dict:
    """What a hand that has played held when dealt, as its seat declared it (RON-4.1): the
    ranks it still holds twice or more, and others drawn for the ones it has played."""
    counts = Counter(RANK[card] for card in hand)
    repeated = sorted((rank for rank, n in counts.items() if n > 1), key=RANKS.index)
    wanted = {"ronda": 1, "tringa": 1, "two_rondas": 2}[kind]
    others = [rank for rank in RANKS if rank not in repeated]
    ranks = sorted(repeated + rng.sample(others, max(0, wanted - len(repeated))), key=RANKS.index)
    hold = {"kind": kind, "ranks": ranks}
    return hold if len(ranks) == wanted and decl.fits(hold, hand) else decl.holding(hand)


def _deal_lines(view: dict) -> list[dict]:
    """The running deal's points so far as one carried line (RON-9.4): the view shows their
    sum, not the steps that scored them."""
    ledger = view["ledger"]
    if view["phase"] == "finished":
        last = ledger[-1]["totals"] if ledger and "carried" not in ledger[-1] else {}
        return [carried_line(dict(last))] if any(last.values()) else []
    rows = deal_rows({"ledger": ledger, "scores": view["scores"]})
    before = rows[-1]["scores"] if rows else dict.fromkeys(view["scores"], 0)
    points = {side: view["scores"][side] - before[side] for side in view["scores"]}
    return [carried_line(points)] if any(points.values()) else []
