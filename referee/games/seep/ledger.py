"""The ledger: what one deal can score (SEP-9, SEP-10), and its carried row (SEP-11.5)."""

from __future__ import annotations

from functools import lru_cache

from referee.engine import InvalidState
from referee.engine.wording import json_text

from . import baazi

# SEP-10.1: the spades at face value (1 to 13, 91 in all) and the three other aces; with the
# ten of diamonds, every card point of the pack. Every deal hands all 52 cards to the sides
# (SEP-9.4, the dealer taking them when nobody captured), so the sides' card points always add
# up to these and the ten's.
CARD_POINTS = 94
# A sweep empties the floor, and the next play can then only throw (a capture needs a floor
# item, and so does a house, D-25): no two plays in a row sweep, so a deal's 48 plays hold at
# most 24 sweeps, and plays 2 to 47, the ordinary ones, at most 23. The bidder makes play 1
# and its side every odd play; the dealer play 48 and its side every even one (SEP-3.9,
# SEP-12.4).
MOST_SWEEPS = 24
MOST_ORDINARY = 23


def _card_points(points: int, ten: int) -> bool:
    """Whether a side's pile can hold `points` card points: the 16 point cards besides the
    ten of diamonds reach every sum from 0 to 94 (1 to 13 and three 1s), with or without it."""
    return 0 <= points <= CARD_POINTS or ten <= points <= CARD_POINTS + ten


@lru_cache(maxsize=4096)
def _deal_possible(
    sweep: int, first: int, last: int, ten: int, bonus: int, one: int, other: int
) -> bool:
    every = CARD_POINTS + ten
    for bidders, dealers in ((one, other), (other, one)):
        for opened in (0, 1) if first else (0,):
            for closed in (0, 1) if last else (0,):
                shares = ((0, 0), (bonus, 0), (0, bonus)) if bonus else ((0, 0),)
                for to_bidders, to_dealers in shares:
                    left = bidders - opened * first - to_bidders
                    right = dealers - closed * last - to_dealers
                    most = min(MOST_ORDINARY, MOST_SWEEPS - opened - closed)
                    for swept in range(most + 1) if sweep else (0,):
                        cards = left - swept * sweep
                        if cards < 0:
                            break
                        rest = right - (every - cards)
                        if not (_card_points(cards, ten) and _card_points(every - cards, ten)):
                            continue
                        if not sweep:
                            if rest == 0:
                                return True
                            continue
                        if rest >= 0 and rest % sweep == 0:
                            if swept + rest // sweep <= most:
                                return True
    return False


def deal_possible(options: dict, totals: dict[str, int]) -> bool:
    """Whether one deal can score `totals` (SEP-10.3): the sides' card points add up to every
    card point (SEP-10.1), each side's sweeps are worth what SEP-9.1 gives the plays it makes,
    and the most-cards bonus goes to one side or, on a tie, to none."""
    one, other = totals.values()
    return _deal_possible(
        options["sweep_points"],
        options["first_play_sweep_points"],
        options["last_play_sweep_points"],
        options["ten_of_diamonds_points"],
        options["most_cards_bonus"],
        one,
        other,
    )


def deal_range(options: dict) -> tuple[int, int]:
    """The fewest and most points one deal gives both sides together: every card point, and at
    most every sweep the deal can hold and the bonus."""
    sweep, first, last = (
        options["sweep_points"],
        options["first_play_sweep_points"],
        options["last_play_sweep_points"],
    )
    sweeps = max(
        opened * first + closed * last + min(MOST_ORDINARY, MOST_SWEEPS - opened - closed) * sweep
        for opened in (0, 1)
        for closed in (0, 1)
    )
    every = CARD_POINTS + options["ten_of_diamonds_points"]
    return every, every + sweeps + options["most_cards_bonus"]


def check_row(options: dict, totals: dict[str, int], path: str, number: int) -> None:
    """InvalidState unless one deal can score `totals`."""
    if not deal_possible(options, totals):
        low, high = deal_range(options)
        raise InvalidState(
            f"no deal scores {json_text(totals)}: the sides' card points add up to {low} "
            f"with these options, each side's sweeps are worth the points of the plays it makes, "
            f"and the most-cards bonus goes to one side (SEP-9.1, SEP-10.1, SEP-10.3); deal "
            f"{number}'s totals are not of that kind",
            path=path,
        )


def check_carried(options: dict, carried: dict, path: str) -> None:
    """The carried row holds what its deals can have scored, and the baazi and the match went
    on after them (SEP-11.5)."""
    deals, played, points, won = (
        carried["deals"],
        carried["baazi_deals"],
        carried["points"],
        carried["baazis_won"],
    )
    if played + sum(won.values()) > deals:
        raise InvalidState(
            f"the carried row stands for {deals} deal(s), fewer than its {played} deal(s) of "
            f"the current baazi and one for each of the {sum(won.values())} baazi(s) won before "
            "it (SEP-11.5)",
            path=f"{path}.deals",
        )
    low, high = deal_range(options)
    total = sum(points.values())
    if not played * low <= total <= played * high:
        raise InvalidState(
            f"the carried totals {json_text(points)} add up to {total}; {played} deal(s) of the "
            f"baazi score {played * low} to {played * high} in all with these options "
            "(SEP-10.1, SEP-10.3, SEP-11.4, SEP-11.5)",
            path=f"{path}.points",
        )
    if played and baazi.baazi_end(options, points, played) is not None:
        raise InvalidState(
            f"the carried totals {json_text(points)} after {played} deal(s) would have ended "
            "the baazi (SEP-11.1, SEP-11.5)",
            path=f"{path}.points",
        )
    if baazi.match_over(options, won):
        raise InvalidState(
            f"the carried baazis won, {json_text(won)}, are the whole match (SEP-11.2, SEP-11.5)",
            path=f"{path}.baazis_won",
        )
