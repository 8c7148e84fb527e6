"""Captures and throws: groups, complete capture, houses whole, the duty to capture (SEP-5).

A card that can capture must (SEP-4.2); a throw is allowed only where SEP-4.3 and SEP-8.5 say.
"""

from __future__ import annotations

from collections.abc import Iterator

from referee.engine import IllegalMove
from referee.engine.cards import VALUES

from .combinations import (
    Budget,
    canonical,
    choices,
    counts_of,
    each_card_in_some_group,
    has_group,
    reach_of,
    splits,
)
from .position import Position


def can_capture(position: Position, value: int) -> bool:
    """SEP-5.6: a card can capture when a loose card, a loose sum or the house of its value
    exists."""
    return value in position.house_of or has_group(position.reach, value)


# -- capture ------------------------------------------------------------------------------


def check_capture(position: Position, card: str, loose: list[str], houses: list[int]) -> list[dict]:
    """Raise IllegalMove unless `card` may take exactly these items; return the houses taken."""
    position.require_in_hand(card)
    value = VALUES[card]
    position.require_loose(loose, "SEP-5.2", "SEP-5.1")
    taken_houses = position.require_houses(houses, "SEP-5.1")
    for house in taken_houses:
        if house["value"] != value:
            raise IllegalMove(
                "house_not_its_value",
                "SEP-5.2",
                f"the {house['value']}-house can only be taken by a card of value "
                f"{house['value']}, never by {card} (value {value})",
            )
    if not loose and not houses:
        raise IllegalMove("empty_capture", "SEP-5.1", f"a capture with {card} must take something")
    position.check_first_play(value, "capture with a card")
    if value in position.house_of and value not in houses:
        raise IllegalMove(
            "must_take_house", "SEP-5.4", f"{card} must take the {value}-house with its capture"
        )
    if not splits(counts_of(loose), value):
        if any(VALUES[c] > value for c in loose) or not each_card_in_some_group(loose, value):
            raise IllegalMove(
                "not_a_group",
                "SEP-5.4",
                f"{' '.join(canonical(loose))} cannot be split into groups of "
                f"{value} (single cards of {value} or cards adding up to {value})",
            )
        raise IllegalMove(
            "groups_overlap",
            "SEP-5.3",
            f"{' '.join(canonical(loose))} cannot be split into disjoint groups of "
            f"{value}: a card can serve only one group",
        )
    left = [c for c in position.loose if c not in set(loose)]
    if has_group(reach_of(left), value):
        raise IllegalMove(
            "incomplete_capture",
            "SEP-5.4",
            f"the capture with {card} must be complete: loose cards of total {value} "
            f"would remain in {' '.join(canonical(left))}",
        )
    position.check_keys(card, [h for h in position.houses if h["value"] != value])
    return taken_houses


def capture_moves(position: Position, card: str, budget: Budget, cap: int) -> Iterator[dict]:
    """Every legal capture with `card`, in canonical order, found without listing any twice."""
    value = VALUES[card]
    if position.play == 1 and value != position.bid:
        return
    if not can_capture(position, value):
        return
    with_house = value in position.house_of
    houses = [value] if with_house else []
    for taken in position.packings(value, 0, budget, cap):
        if not with_house and not any(taken):
            continue
        for loose in choices(position.by_value, taken):
            yield {
                "player": position.player,
                "type": "capture",
                "card": card,
                "loose": loose,
                "houses": houses,
            }


# -- throw --------------------------------------------------------------------------------


def check_throw(position: Position, card: str) -> None:
    position.require_in_hand(card)
    value = VALUES[card]
    position.check_first_play(value, "throw a card")
    if can_capture(position, value):
        raise IllegalMove(
            "must_capture",
            "SEP-4.2",
            f"{card} can capture, so it may not be thrown (only captured with or "
            "used in a house play)",
        )
    if position.owns_any() and not position.options["owner_may_throw"]:
        raise IllegalMove(
            "owner_may_not_throw",
            "SEP-8.5",
            f"seat {position.player} owns a house and may not throw; capture or make a house play",
        )
    position.check_keys(card, position.houses)


def throw_moves(position: Position, card: str) -> Iterator[dict]:
    if can_capture(position, VALUES[card]):
        return  # the common case, settled without raising
    try:
        check_throw(position, card)
    except IllegalMove:
        return
    yield {"player": position.player, "type": "throw", "card": card}


def greedy_capture(position: Position, card: str) -> dict | None:
    """One complete capture with `card` found without search: take groups until none is left.

    The listing falls back on it when its step budget ran out before any move was found,
    so even the most crowded table lists a move; it is judged like any posted move.
    """
    value = VALUES[card]
    left = canonical(position.loose)
    taken: list[str] = []
    while True:
        group = _one_group(left, value)
        if group is None:
            break
        taken += group
        left = [c for c in left if c not in group]
    houses = [value] if value in position.house_of else []
    loose = canonical(taken)
    move = {
        "player": position.player,
        "type": "capture",
        "card": card,
        "loose": loose,
        "houses": houses,
    }
    try:
        check_capture(position, card, loose, houses)
    except IllegalMove:
        return None
    return move


def _one_group(cards: list[str], value: int) -> list[str] | None:
    """Some cards adding up to `value` (subset sums with back-pointers), or None."""
    via: dict[int, tuple[int, int]] = {0: (-1, -1)}
    for index, card in enumerate(cards):
        for total in sorted(via, reverse=True):
            reach = total + VALUES[card]
            if reach <= value and reach not in via:
                via[reach] = (total, index)
        if value in via:
            break
    if value not in via:
        return None
    group, total = [], value
    while total:
        total, index = via[total]
        group.append(cards[index])
    return group
