"""Rondas and tringas: holdings, strength, competition, verification, award, penalties (RON-4)."""

from __future__ import annotations

from referee.engine.sheets import SheetItem, item

from .pack import COMBO_ORDER, RANK, RUN_INDEX
from .scoring import KIND_WORDS, penalty_item
from .seats import side_of, sides

KINDS = ("none", "ronda", "tringa", "two_rondas")
# F of RON-4.9: what a false declaration of each kind costs, whatever the holding.
FALSE_PENALTY = {"ronda": 1, "two_rondas": 2, "tringa": 5}


def _counts(hand: list[str]) -> dict[str, int]:
    counts: dict[str, int] = {}
    for card in hand:
        rank = RANK[card]
        counts[rank] = counts.get(rank, 0) + 1
    return counts


def holding(hand: list[str]) -> dict:
    """RON-4.1: what a freshly dealt hand holds; four of a kind is two rondas, never a tringa."""
    counts = _counts(hand)
    if len(counts) == len(hand):
        return {"kind": "none", "ranks": []}
    pairs = sorted((rank for rank, n in counts.items() if n == 2), key=RUN_INDEX.__getitem__)
    for rank, n in counts.items():
        if n == 4:
            return {"kind": "two_rondas", "ranks": [rank, rank]}
        if n == 3:
            return {"kind": "tringa", "ranks": [rank]}
    if len(pairs) >= 2:
        return {"kind": "two_rondas", "ranks": pairs[-2:]}
    if pairs:
        return {"kind": "ronda", "ranks": pairs}
    return {"kind": "none", "ranks": []}


def fits(hold: dict, hand: list[str]) -> bool:
    """Whether what is left of a hand can come from a dealt hand with this holding."""
    counts = _counts(hand)
    if len(counts) == len(hand):
        return True
    kind, ranks = hold["kind"], hold["ranks"]
    if kind == "ronda":
        allowed = {ranks[0]: 2}
    elif kind == "tringa":
        allowed = {ranks[0]: 3}
    elif kind == "two_rondas":
        allowed = {ranks[0]: 4} if ranks[0] == ranks[1] else {rank: 2 for rank in ranks}
    else:
        allowed = {}
    return all(n <= allowed.get(rank, 1) for rank, n in counts.items())


def value(kind: str, options: dict) -> int:
    """RON-4.2: ronda 1, two rondas 2, tringa 3 (or 5, `tringa_points`)."""
    return options["tringa_points"] if kind == "tringa" else (2 if kind == "two_rondas" else 1)


def undeclared_penalty(hold: dict, options: dict) -> int:
    """U of RON-4.9 and RON-4.10: 0, the `undeclared_ronda_penalty`, twice it, or 5."""
    kind = hold["kind"]
    if kind == "tringa":
        return 5
    unit = options["undeclared_ronda_penalty"]
    return {"none": 0, "ronda": unit, "two_rondas": 2 * unit}[kind]


def wrong_penalty(declared: str, hold: dict, options: dict) -> int:
    """RON-4.9 (D-07): max(F(declared), U(actual holding))."""
    return max(FALSE_PENALTY[declared], undeclared_penalty(hold, options))


def strength(hold: dict, options: dict) -> tuple[int, int]:
    """RON-4.3 (D-02): any tringa beats any ronda; then the rank, two rondas by the higher pair."""
    order = COMBO_ORDER[options["combo_rank_order"]]
    return (1 if hold["kind"] == "tringa" else 0, max(order[rank] for rank in hold["ranks"]))


def compete(declared: dict[int, str], players: int) -> bool:
    """RON-4.6 (D-04): two or more tringa sides, or no tringa and two or more ronda sides."""
    tringa = {side_of(players, seat) for seat, kind in declared.items() if kind == "tringa"}
    ronda = {
        side_of(players, seat) for seat, kind in declared.items() if kind in ("ronda", "two_rondas")
    }
    return len(tringa) >= 2 or (not tringa and len(ronda) >= 2)


def wrong_item(seat: int, declared: str, hold: dict, options: dict, settlement: str) -> SheetItem:
    """RON-4.9: a wrong declaration verified by `settlement`, paid to each opposing side."""
    return penalty_item(
        "wrong_declaration",
        f"Wrong declaration of {KIND_WORDS[declared]} by seat {seat}",
        "RON-4.9",
        seat,
        wrong_penalty(declared, hold, options),
        options["players"],
        declared=declared,
        settlement=settlement,
    )


def undeclared_item(seat: int, hold: dict, options: dict) -> SheetItem:
    """RON-4.10: a holding declared as none, paid to each opposing side."""
    return penalty_item(
        "undeclared_holding",
        f"Undeclared {KIND_WORDS[hold['kind']]} of seat {seat}",
        "RON-4.10",
        seat,
        undeclared_penalty(hold, options),
        options["players"],
        holding=hold["kind"],
    )


def award_label(kinds: list[str], seats: list[int], tied: bool) -> str:
    """ "Ronda by seat 1"; "Tringa and ronda by seats 0, 1"; "(tied)" when sides share it."""
    named = " and ".join(KIND_WORDS[kind] for kind in kinds)
    who = f"seat {seats[0]}" if len(seats) == 1 else f"seats {', '.join(map(str, seats))}"
    return f"{named[0].upper()}{named[1:]} by {who}{' (tied)' if tied else ''}"


def settle(
    declared: dict[int, str], holdings: list[dict], options: dict, rule: str
) -> list[SheetItem]:
    """Verify declarations and make the award, as one scoring step (RON-4.8, RON-4.9).

    `rule` names the settlement (RON-4.7 at once, RON-4.11 deferred, RON-4.13 after a
    challenge). Ranks stay out of the items: an immediate settlement comes before any of the
    declarer's cards are shown.
    """
    players = options["players"]
    items: list[SheetItem] = []
    correct = []
    for seat in sorted(declared):
        kind, hold = declared[seat], holdings[seat]
        if kind == hold["kind"]:
            correct.append(seat)
        else:
            items.append(wrong_item(seat, kind, hold, options, rule))
    if not correct:
        return items
    total = sum(value(declared[seat], options) for seat in correct)
    best = max(strength(holdings[seat], options) for seat in correct)
    top = sorted(
        {side_of(players, seat) for seat in correct if strength(holdings[seat], options) == best}
    )
    points = {side: 0 for side in sides(players)}
    if len(top) == 1:
        points[top[0]] = total
    else:
        share = 1 if options["tie_split"] == "one_each" else total // len(top)
        for side in top:
            points[side] = share
    kinds = [declared[seat] for seat in correct]
    items.append(
        item(
            "declarations",
            award_label(kinds, correct, len(top) > 1),
            "RON-4.8",
            points,
            {"seats": correct, "kinds": kinds, "tied": len(top) > 1, "settlement": rule},
        )
    )
    return items
