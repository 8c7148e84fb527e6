"""Secret simultaneous bids: who may bid what, who may bid ALL, what others see of a bid (MOD-3)."""

from __future__ import annotations

from referee.engine import IllegalMove, InvalidState
from referee.engine.wording import json_text

from .pack import ALL, NUMBERS, is_bid, quoted
from .seats import SEATS, SIDES


def all_bid_eligible(scores: dict[str, int]) -> int | None:
    """MOD-3.6 (MOD-8.6, MOD-8.7): the one seat with 0 or less, strictly below both others."""
    values = [scores[side] for side in SIDES]
    lowest = min(values)
    if lowest > 0 or values.count(lowest) > 1:
        return None
    return values.index(lowest)


def all_bid_open_to(options: dict, scores: dict[str, int]) -> int | None:
    """The seat that may bid ALL in this deal, if the option leaves the all-bid in (MOD-7.3)."""
    return all_bid_eligible(scores) if options["all_bid_enabled"] else None


def may_bid_all(options: dict, scores: dict[str, int], seat: int) -> bool:
    return all_bid_open_to(options, scores) == seat


def waiting(bids: list) -> list[int]:
    """MOD-3.3: every seat that has not bid yet may bid now, in any order."""
    return [seat for seat in range(SEATS) if bids[seat] is None]


def check_bid(options: dict, scores: dict[str, int], bids: list, seat: int, value) -> None:
    """The bidding rows of MOD-4.11's table, in its order, once bidding is known to be on."""
    if bids[seat] is not None:
        raise IllegalMove(
            "already_bid", "MOD-3.3", f"seat {seat} has already bid in this deal; a bid is final"
        )
    if not is_bid(value) or (value == ALL and not options["all_bid_enabled"]):
        allowed = (
            "2, 3, 4 or ALL"
            if options["all_bid_enabled"]
            else "2, 3 or 4 (the all-bid is switched off by option all_bid_enabled)"
        )
        raise IllegalMove("not_a_bid", "MOD-3.7", f"a bid is {allowed}; got {quoted(value)}")
    if value == ALL and all_bid_eligible(scores) != seat:
        raise IllegalMove(
            "all_bid_not_eligible",
            "MOD-3.6",
            f"seat {seat} may not bid ALL: only a player with 0 points or fewer "
            f"who is alone in last place may (scores: {standing(scores)})",
        )


def check_made_bid(options: dict, scores: dict[str, int], seat: int, bid, path: str) -> None:
    """InvalidState at `path` unless `bid` is one the seat could have made on these scores."""
    if not is_bid(bid):
        raise InvalidState(
            f"{path}: {json_text(bid)} is not a bid (2, 3, 4 or ALL; MOD-3.7)", path=path
        )
    if bid == ALL and not options["all_bid_enabled"]:
        raise InvalidState(
            f"{path}: ALL is switched off by option all_bid_enabled (MOD-3.7)", path=path
        )
    if bid == ALL and all_bid_eligible(scores) != seat:
        raise InvalidState(
            f"{path}: seat {seat} could not bid ALL on scores "
            f"{standing(scores)}: only a seat with 0 or fewer points, alone in "
            "last place, may (MOD-3.6)",
            path=path,
        )


def bid_moves(options: dict, scores: dict[str, int], seat: int) -> list[dict]:
    values = [*NUMBERS, ALL] if may_bid_all(options, scores, seat) else NUMBERS
    return [{"player": seat, "type": "bid", "value": value} for value in values]


def with_bid(bids: list, seat: int, value) -> list:
    placed = list(bids)
    placed[seat] = value
    return placed


def hidden_bid(move: dict) -> dict:
    """MOD-3.4: others see that a seat bid, never what, until the reveal."""
    return {"player": move["player"], "type": "bid"}


def standing(scores: dict[str, int]) -> str:
    return ", ".join(f"seat {side} {scores[side]}" for side in SIDES)
