"""Scoring: each deal by MOD-5.7's table, the winners (MOD-6), the score sheet and the tally."""

from __future__ import annotations

from referee.engine import InvalidState

from .bidding import check_made_bid
from .options import DEFAULTS
from .pack import ALL, TRICKS_PER_DEAL, is_bid
from .seats import SEATS, SIDES


def player_result(bid, tricks: int, before: int, sweep_points: int) -> tuple[str, str, int]:
    """(outcome, rule, change of score) of one player's deal: MOD-5.7's table, cell by cell."""
    if tricks == TRICKS_PER_DEAL:
        return "sweep", "MOD-5.2", sweep_points  # replaces the bid's result (MOD-8.10, 8.11)
    if bid == ALL:
        if tricks % 4 == 1:
            return "reset", "MOD-5.4", -before  # back to exactly 0 (MOD-5.5)
        return "miss", "MOD-5.4", -3
    if tricks % bid == 1:
        return "hit", "MOD-5.3", bid - 1
    return "miss", "MOD-5.3", 1 - bid


def deal_results(
    scores: dict[str, int], bids: list, tricks: list[int], sweep_points: int
) -> list[dict]:
    """MOD-5.6: the three results from the scores at the start of the deal, applied together."""
    out = []
    for seat, side in enumerate(SIDES):
        before = scores[side]
        outcome, rule, change = player_result(bids[seat], tricks[seat], before, sweep_points)
        out.append(
            {
                "seat": seat,
                "bid": bids[seat],
                "tricks": tricks[seat],
                "outcome": outcome,
                "rule": rule,
                "points": change,
                "before": before,
                "after": before + change,
            }
        )
    return out


def replay(
    scores: dict[str, int], deals: list[dict], options: dict, where: str
) -> tuple[list[list[dict]], dict[str, int]]:
    """Score a record of deals ({bids, tricks}) from `scores`; InvalidState at `where` if no
    play could have made it. Returns each deal's results and the scores after the last."""
    scores = dict(scores)
    results = []
    for number, deal in enumerate(deals):
        check_deal(deal["bids"], deal["tricks"], scores, options, where, number)
        found = deal_results(scores, deal["bids"], deal["tricks"], options["sweep_points"])
        results.append(found)
        scores = {side: found[seat]["after"] for seat, side in enumerate(SIDES)}
    return results, scores


def check_deal(
    bids: list, tricks: list[int], scores: dict[str, int], options: dict, where: str, number: int
) -> None:
    """InvalidState at `where`.`number` unless some play gives these bids and tricks."""
    # Every posted state replays its whole record: the paths are only built on a failure.
    if len(bids) != SEATS:
        raise InvalidState(
            f"{where}.{number}.bids must hold one bid per seat (3); got {len(bids)}",
            path=f"{where}.{number}.bids",
        )
    for seat, bid in enumerate(bids):
        if not is_bid(bid) or bid == ALL:
            check_made_bid(options, scores, seat, bid, f"{where}.{number}.bids.{seat}")
    if (
        len(tricks) != SEATS
        or not all(0 <= t <= TRICKS_PER_DEAL for t in tricks)
        or sum(tricks) != TRICKS_PER_DEAL
    ):
        at = f"{where}.{number}.tricks"
        raise InvalidState(
            f"{at} must give each of the 3 seats 0 to 13 tricks, 13 in all "
            f"(MOD-4.10); got {tricks}",
            path=at,
        )


def winners(scores: dict[str, int]) -> list[str]:
    """MOD-6.2 (MOD-8.17): every side with the highest score; a tie is a shared win."""
    best = max(scores.values())
    return [side for side in SIDES if scores[side] == best]


def result(scores: dict[str, int]) -> dict:
    """MOD-6.3: the final scores and the winning seats (`winner` only when one seat won alone)."""
    won = winners(scores)
    return {"winner": won[0] if len(won) == 1 else None, "winners": won, "scores": dict(scores)}


def items(results: list[list[dict]]) -> list[dict]:
    """One score-sheet item per player per deal, each citing the rule of its table cell."""
    out = []
    for number, deal in enumerate(results, start=1):
        for found in deal:
            side = SIDES[found["seat"]]
            out.append(
                {
                    "item": f"deal {number}, seat {found['seat']}",
                    "rule": found["rule"],
                    "points": {s: found["points"] if s == side else 0 for s in SIDES},
                    "detail": {
                        "deal": number,
                        "seat": found["seat"],
                        "bid": found["bid"],
                        "tricks": found["tricks"],
                        "outcome": found["outcome"],
                        "before": found["before"],
                        "after": found["after"],
                    },
                }
            )
    return out


def totals(results: list[list[dict]]) -> dict[str, int]:
    out = {side: 0 for side in SIDES}
    for deal in results:
        for found in deal:
            out[SIDES[found["seat"]]] += found["points"]
    return out


def score_sheet(state: dict) -> dict:
    """Every scored deal of the game so far, item by item; the match standing and winners."""
    options = state["options"]
    results, scores = replay(
        {side: 0 for side in SIDES}, state["scored_deals"], options, "state.scored_deals"
    )
    finished = state["phase"] == "finished"
    won = winners(scores)
    match = {
        "scores": scores,
        "deals": options["deals"],
        "deals_scored": len(results),
        "finished": finished,
        "winner": won[0] if finished and len(won) == 1 else None,
        "winners": won if finished else [],
    }
    return {
        "game": "modulo",
        "final": finished,
        "items": items(results),
        "totals": totals(results),
        "match": match,
    }


def score_tally(tally: dict) -> dict:
    """The sheet of deals played elsewhere, from the scores before the first of them."""
    options = {
        "sweep_points": DEFAULTS["sweep_points"],
        "all_bid_enabled": DEFAULTS["all_bid_enabled"],
        **tally.get("options", {}),
    }
    start = tally.get("scores", {side: 0 for side in SIDES})
    if sorted(start) != list(SIDES):
        raise InvalidState(
            f"tally.scores must be keyed by the seats 0, 1, 2; got "
            f"{', '.join(sorted(start)) or 'no keys'}",
            path="tally.scores",
        )
    results, _ = replay(start, tally["deals"], options, "tally.deals")
    return {"game": "modulo", "final": True, "items": items(results), "totals": totals(results)}
