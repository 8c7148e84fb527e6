"""House plays: build, break, cement, merge and add, with owners and keys (SEP-6 to SEP-8)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import NamedTuple

from referee.engine import IllegalMove
from referee.engine.cards import VALUES

from .combinations import Budget, canonical, choices, counts_of, has_group, reach_of, splits_with
from .position import Position

LOWEST, HIGHEST = 9, 13  # SEP-6.3


def is_cemented(house: dict) -> bool:
    """SEP-6.1: the cards make total / value combinations, one for an ordinary house, two or
    more for a cemented one."""
    return sum(VALUES[card] for card in house["cards"]) // house["value"] >= 2


class Plan(NamedTuple):
    """The shape of a house play, fixed by the played card, the value and the houses it names."""

    card: str
    value: int
    merged: dict | None  # the existing house of the value, taken in whole (SEP-6.2)
    broken: dict | None  # the ordinary house raised by the card (SEP-6.7)
    owners: list[int]  # the owners afterwards (SEP-8.2)

    @property
    def extra(self) -> int:
        """The played card's value when it combines with loose cards; 0 when it stands alone or
        sits on the broken house (then the loose cards form whole combinations by themselves)."""
        card_value = VALUES[self.card]
        return 0 if self.broken is not None or card_value == self.value else card_value

    @property
    def method(self) -> str:
        """The source rules' name for the play (SEP-7.13): build, break, cement, merge or add."""
        if self.merged is not None:
            return "merge" if self.broken is not None else "add"
        return "break" if self.broken is not None else "build"


def owners_after(position: Position, merged: dict | None) -> list[int]:
    """SEP-8.2: a new value belongs to the player alone; an existing house keeps its owners,
    gaining the player only when its one owner is an opponent."""
    if merged is None:
        return [position.player]
    owners = merged["owners"]
    if position.player in owners or (position.partner is not None and position.partner in owners):
        return sorted(owners)
    return sorted([*owners, position.player])


def plan_house(position: Position, card: str, value: int, houses: list[dict]) -> Plan:
    """The checks of a house play that do not depend on the loose cards it names."""
    card_value = VALUES[card]
    if not LOWEST <= value <= HIGHEST:
        raise IllegalMove(
            "house_value_out_of_range",
            "SEP-6.3",
            f"a house must have a value from 9 to 13; {value} is not allowed",
        )
    position.check_first_play(value, "build a house")
    merged = position.house_of.get(value)
    if merged is not None and all(house is not merged for house in houses):
        raise IllegalMove(
            "two_houses_of_a_value",
            "SEP-6.2",
            f"a {value}-house already exists: a house play of value {value} must "
            "include it (there is only ever one house of each value)",
        )
    broken = None
    for house in houses:
        if house is merged:
            continue
        if house["value"] + card_value != value:
            raise IllegalMove(
                "house_not_usable",
                "SEP-6.4",
                f"the {house['value']}-house can join a {value}-house only by being "
                f"raised by the played card, and {house['value']} + {card_value} "
                f"is not {value}",
            )
        if is_cemented(house):
            raise IllegalMove(
                "cemented_house_unbreakable",
                "SEP-6.8",
                f"the {house['value']}-house is cemented and can never change value (SEP-7.0)",
            )
        if position.owns(house):
            raise IllegalMove(
                "own_house_unbreakable",
                "SEP-6.8",
                f"seat {position.player} owns the {house['value']}-house and may not break it",
            )
        broken = house
    if broken is None and card_value > value:
        raise IllegalMove(
            "not_a_sum", "SEP-6.4", f"{card} (value {card_value}) cannot be part of a {value}-house"
        )
    return Plan(card, value, merged, broken, owners_after(position, merged))


def check_plan_keys(position: Position, plan: Plan) -> None:
    """SEP-6.5 (with the partner exception of SEP-7.10) and SEP-8.3 for every other house owned."""
    if position.player in plan.owners and not position.holds_value_after(plan.card, plan.value):
        raise IllegalMove(
            "no_key",
            "SEP-6.5",
            f"after building the {plan.value}-house seat {position.player} must still "
            f"hold a card of value {plan.value}",
        )
    position.check_keys(
        plan.card,
        [
            house
            for house in position.houses
            if house is not plan.merged and house is not plan.broken
        ],
    )


def check_loose(position: Position, plan: Plan, loose: list[str]) -> None:
    """The combinations (SEP-6.4) and forced inclusion (SEP-7.11) for the named loose cards."""
    if not splits_with(counts_of(loose), plan.value, plan.extra):
        shown = " ".join(canonical([plan.card, *loose]))
        if plan.broken is not None:
            shown = f"{' '.join(canonical(loose))} (beside the raised {plan.broken['value']}-house)"
        raise IllegalMove(
            "not_a_sum", "SEP-6.4", f"{shown} cannot be split into combinations of {plan.value}"
        )
    named = set(loose)
    left = [card for card in position.loose if card not in named]
    if has_group(reach_of(left), plan.value):
        raise IllegalMove(
            "must_include_loose",
            "SEP-7.11",
            f"loose cards of total {plan.value} would stay beside the "
            f"{plan.value}-house in {' '.join(canonical(left))}; they must join it",
        )


def check_house(
    position: Position, card: str, value: int, loose: list[str], houses: list[int]
) -> Plan:
    position.require_in_hand(card)
    position.require_loose(loose, "SEP-6.4", "SEP-6.4")
    named = position.require_houses(houses, "SEP-6.4")
    if not loose and not named:
        raise IllegalMove(
            "empty_house_play",
            "SEP-6.4",
            f"a house play puts {card} on at least one floor item (D-25)",
        )
    plan = plan_house(position, card, value, named)
    check_loose(position, plan, loose)
    check_plan_keys(position, plan)
    return plan


def built_house(plan: Plan, loose: list[str]) -> dict:
    cards = [plan.card, *loose]
    for house in (plan.broken, plan.merged):
        if house is not None:
            cards.extend(house["cards"])
    return {"value": plan.value, "cards": canonical(cards), "owners": plan.owners}


def house_moves(position: Position, card: str, budget: Budget, cap: int) -> Iterator[dict]:
    """Every legal house play with `card`, value by value, in canonical order.

    Values the play could never reach are skipped up front (no key and no partner's house
    to add to; no loose cards or house to combine with); every candidate left is judged by
    the same checks as a posted move.
    """
    card_value = VALUES[card]
    for value, keyless in position.house_values():
        if value < card_value or (not keyless and not position.holds_value_after(card, value)):
            continue
        merged = position.house_of.get(value)
        shapes: list[dict | None] = []
        if (card_value == value and (merged is not None or position.reach >> value & 1)) or (
            card_value < value and position.reach >> (value - card_value) & 1
        ):
            shapes.append(None)
        if card_value < value and value - card_value in position.house_of:
            shapes.append(position.house_of[value - card_value])
        for broken in shapes:
            named = [house for house in (broken, merged) if house is not None]
            try:
                plan = plan_house(position, card, value, named)
                check_plan_keys(position, plan)
            except IllegalMove:
                continue
            houses = sorted(house["value"] for house in named)
            for taken in position.packings(value, plan.extra, budget, cap):
                if not named and not any(taken):
                    continue  # D-25: the card alone is never a house
                for loose in choices(position.by_value, taken):
                    yield {
                        "player": position.player,
                        "type": "build",
                        "card": card,
                        "value": value,
                        "loose": loose,
                        "houses": houses,
                    }
