"""The position a play is judged in: the mover's hand, the floor and the owners' keys."""

from __future__ import annotations

from referee.engine import IllegalMove
from referee.engine.cards import VALUES

from . import seats
from .combinations import Budget, canonical, counts_of, packings, reach_of


class Position:
    """Everything a move by the seat to play is judged against, computed once per request."""

    __slots__ = (
        "state",
        "players",
        "player",
        "hand",
        "hand_set",
        "loose",
        "loose_set",
        "houses",
        "house_of",
        "in_house",
        "counts",
        "reach",
        "by_value",
        "play",
        "bid",
        "options",
        "partner",
        "held",
        "found",
        "_house_values",
    )

    def __init__(self, state: dict, player: int):
        self.state = state
        self.players = state["options"]["players"]
        self.options = state["options"]
        self.player = player
        self.partner = seats.partner(self.players, player)
        self.hand = state["hands"][player]
        self.hand_set = set(self.hand)
        self.held = counts_of(self.hand)
        self.loose = state["loose"]
        self.loose_set = set(self.loose)
        self.houses = state["houses"]
        self.house_of = {house["value"]: house for house in self.houses}
        self.in_house = {card: house["value"] for house in self.houses for card in house["cards"]}
        self.counts = counts_of(self.loose)
        self.reach = reach_of(self.loose)
        self.by_value: dict[int, list[str]] = {}
        for card in canonical(self.loose):
            self.by_value.setdefault(VALUES[card], []).append(card)
        self.play = state["plays"] + 1  # the number of the play being made (SEP-3.9)
        self.bid = state["bid"]
        self.found: dict[tuple[int, int], list[tuple[int, ...]]] = {}
        self._house_values: list[tuple[int, bool]] | None = None

    # -- the hand ------------------------------------------------------------------------
    def require_in_hand(self, card: str) -> None:
        if card not in self.hand_set:
            raise IllegalMove(
                "card_not_in_hand", "SEP-4.1", f"{card} is not in seat {self.player}'s hand"
            )

    def holds_value_after(self, card: str, value: int) -> bool:
        """Whether the hand, once `card` is played, still holds a card of capture value `value`."""
        if card not in self.hand_set:
            return self.held[value] > 0
        return self.held[value] - (VALUES[card] == value) > 0

    def packings(self, value: int, extra: int, budget: Budget, cap: int) -> list[tuple[int, ...]]:
        """The floor's packings for a value, shared by every card of the hand that needs them.

        At most `cap` are kept: each yields at least one move, so a listing never needs more.
        """
        key = (value, extra)
        if key not in self.found:
            self.found[key] = packings(self.counts, value, extra, budget, cap)
        return self.found[key]

    def house_values(self) -> list[tuple[int, bool]]:
        """The values 9-13 a house play could have, each with whether it needs no key because a
        partner owns the existing house of that value (SEP-7.10): a cheap first filter for
        listings; the full checks still judge every candidate."""
        if self._house_values is None:
            out = []
            for value in range(9, 14):
                if self.play == 1 and value != self.bid:
                    continue
                merged = self.house_of.get(value)
                keyless = (
                    merged is not None
                    and self.partner is not None
                    and self.partner in merged["owners"]
                )
                if keyless or self.held[value]:
                    out.append((value, keyless))
            self._house_values = out
        return self._house_values

    # -- the floor -----------------------------------------------------------------------
    def require_loose(self, cards: list[str], rule: str, missing_rule: str) -> None:
        for card in cards:
            if card in self.loose_set:
                continue
            if card in self.in_house:
                raise IllegalMove(
                    "not_loose",
                    rule,
                    f"{card} is inside the {self.in_house[card]}-house, not a loose "
                    "card; a house is only ever used whole",
                )
            raise IllegalMove("not_on_floor", missing_rule, f"{card} is not on the floor")

    def require_houses(self, values: list[int], rule: str) -> list[dict]:
        found = []
        for value in values:
            house = self.house_of.get(value)
            if house is None:
                raise IllegalMove("no_such_house", rule, f"there is no {value}-house on the floor")
            found.append(house)
        return found

    def owns(self, house: dict) -> bool:
        return self.player in house["owners"]

    def owns_any(self) -> bool:
        return any(self.player in house["owners"] for house in self.houses)

    # -- obligations ---------------------------------------------------------------------
    def check_keys(self, card: str, remaining: list[dict]) -> None:
        """SEP-4.4 / SEP-8.3: after the move the mover keeps a key for every house they own."""
        for house in remaining:
            if self.player in house["owners"] and not self.holds_value_after(card, house["value"]):
                raise IllegalMove(
                    "owner_needs_key",
                    "SEP-8.3",
                    f"seat {self.player} owns the {house['value']}-house and would hold no card "
                    f"of value {house['value']} after playing {card}",
                )

    def check_first_play(self, value: int, what: str) -> None:
        """SEP-3.6: play 1 is a house of the bid value, or a capture or throw with a card of it."""
        if self.play == 1 and value != self.bid:
            raise IllegalMove(
                "first_play_not_bid",
                "SEP-3.6",
                f"on play 1 the bidder must {what} of the bid value {self.bid}; this is {value}",
            )
