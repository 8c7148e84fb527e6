"""The bid: a value of 9 to 13 the bidder holds, or a redeal without one (SEP-3.3, SEP-3.4)."""

from __future__ import annotations

from collections.abc import Iterator

from referee.engine import IllegalMove
from referee.engine.cards import VALUES

LOWEST, HIGHEST = 9, 13


def biddable(hand: list[str]) -> list[int]:
    """The values the bidder may announce, ascending."""
    return sorted({VALUES[card] for card in hand if VALUES[card] >= LOWEST})


def check_bid(hand: list[str], value: int) -> None:
    if not LOWEST <= value <= HIGHEST:
        raise IllegalMove(
            "bid_out_of_range",
            "SEP-3.3",
            f"a bid must be a value from 9 to 13; {value} is not allowed",
        )
    if value not in biddable(hand):
        raise IllegalMove("bid_not_held", "SEP-3.3", f"the bidder holds no card of value {value}")


def check_redeal(hand: list[str]) -> None:
    held = biddable(hand)
    if held:
        raise IllegalMove(
            "must_bid",
            "SEP-3.4",
            f"the bidder holds a card of value {held[0]} and must bid; a redeal is "
            "only for a hand without a card of 9 or more",
        )


def bid_moves(player: int, hand: list[str]) -> Iterator[dict]:
    values = biddable(hand)
    for value in values:
        yield {"player": player, "type": "bid", "value": value}
    if not values:
        yield {"player": player, "type": "redeal"}
