"""Scoring: each deal by MOD-5.7's table, the winners and outcome (MOD-6), sheets and tallies."""

from __future__ import annotations

from referee.engine import InvalidState
from referee.engine.sheets import DealRow, ScoreSheet, SheetItem, item, match_totals, sheet
from referee.engine.standings import MatchOutcome, match_outcome
from referee.games import ledgers

from .bidding import check_made_bid
from .options import DEFAULTS
from .pack import ALL, TRICKS_PER_DEAL, is_bid
from .seats import SEATS, SIDES

NO_SCORES = {side: 0 for side in SIDES}


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
    scores: dict[str, int], deals: list[dict], options: dict, where: str, first: int = 0
) -> tuple[list[list[dict]], dict[str, int]]:
    """Score a record of deals ({bids, tricks}) from `scores`; InvalidState at `where`.i if no
    play could have made it, i counted from `first`. Returns each deal's results and the
    scores after the last."""
    scores = dict(scores)
    results = []
    for number, deal in enumerate(deals, start=first):
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


def score_sheet(state: dict) -> dict:
    """The sheet of the state's deal, with every scored deal's row and the match so far.

    Modulo scores a deal only once its 13 tricks are played (MOD-4.10, MOD-5.6), so a deal
    being bid or played has no item yet; a finished game's sheet is its last deal's.
    """
    finished = state["phase"] == "finished"
    # A plain dict, as every game's score_sheet answers (the Game contract's type).
    return dict(_deal_sheet(state, state["deal_number"], finished))


def deal_end_sheet(state: dict) -> ScoreSheet:
    """The final sheet of the deal just scored: the last of the state's scored deals."""
    carried = ledgers.carried_row(state["scored_deals"])
    before = carried["deals"] if carried else 0
    return _deal_sheet(state, before + len(ledgers.recorded(state["scored_deals"])), True)


def record(state: dict) -> tuple[dict[str, int], list[dict], int]:
    """The scores the record of scored deals starts from (its carried row's, else 0 each), the
    deals written out after it, and how many deals the carried row stands for (MOD-6.4)."""
    carried = ledgers.carried_row(state["scored_deals"])
    if carried is None:
        return NO_SCORES, state["scored_deals"], 0
    return dict(carried["points"]), ledgers.recorded(state["scored_deals"]), carried["deals"]


def _deal_sheet(state: dict, number: int, final: bool) -> ScoreSheet:
    start, rows, before = record(state)
    results, _ = replay(
        start, rows, state["options"], "state.scored_deals", len(state["scored_deals"]) - len(rows)
    )
    scores, finished = state["scores"], state["phase"] == "finished"
    carried = []
    if before:
        carried = [DealRow(number=before, totals=dict(start), scores=dict(start), carried=True)]
    return sheet(
        "modulo",
        "deal",
        number,
        final,
        SIDES,
        _items(results[number - before - 1], number) if final else [],
        carried + _rows(results, before),
        match_totals(scores, finished, None, winners(scores) if finished else None),
    )


def score_tally(tally: dict) -> dict:
    """The sheet of deals played elsewhere, from the scores before the first of them."""
    options = {
        "sweep_points": DEFAULTS["sweep_points"],
        "all_bid_enabled": DEFAULTS["all_bid_enabled"],
        **tally.get("options", {}),
    }
    start = tally.get("scores", NO_SCORES)
    if sorted(start) != list(SIDES):
        raise InvalidState(
            f"tally.scores must be keyed by the seats 0, 1, 2; got "
            f"{', '.join(sorted(start)) or 'no keys'}",
            path="tally.scores",
        )
    results, _ = replay(start, tally["deals"], options, "tally.deals")
    lines = [
        line
        for number, found in enumerate(results, start=1)
        for line in _items(found, number, tallied=True)
    ]
    return dict(sheet("modulo", "tally", None, True, SIDES, lines, _rows(results)))


def outcome(state: dict) -> MatchOutcome | None:
    """MOD-6.1, MOD-6.2: once the last deal is scored, the highest score wins, ties shared."""
    if state["phase"] != "finished":
        return None
    return match_outcome(state["scores"], winners(state["scores"]), "deals_played", "MOD-6.1")


def _items(found: list[dict], number: int, tallied: bool = False) -> list[SheetItem]:
    """One item per seat of a scored deal, citing the rule of its cell in MOD-5.7's table; a
    tally of several deals names the deal in each item's key and label too."""
    return [
        item(
            f"deal_{number}_seat_{result['seat']}" if tallied else f"seat_{result['seat']}",
            f"{f'Deal {number}, seat' if tallied else 'Seat'} {result['seat']}: "
            + _result_words(result),
            result["rule"],
            {
                side: result["points"] if seat == result["seat"] else 0
                for seat, side in enumerate(SIDES)
            },
            {
                "deal": number,
                "seat": result["seat"],
                "bid": result["bid"],
                "tricks": result["tricks"],
                "outcome": result["outcome"],
                "before": result["before"],
                "after": result["after"],
            },
        )
        for result in found
    ]


def _result_words(result: dict) -> str:
    tricks = result["tricks"]
    took = f"{tricks} trick" if tricks == 1 else f"{tricks} tricks"
    if result["outcome"] == "sweep":
        return f"bid {result['bid']}, all 13 tricks"
    if result["outcome"] == "reset":
        return f"bid ALL, {took}, score reset to 0"
    return f"bid {result['bid']}, {took}, {'made' if result['outcome'] == 'hit' else 'missed'}"


def _rows(results: list[list[dict]], before: int = 0) -> list[DealRow]:
    """Each scored deal's points by side and the scores right after it; the first is deal
    `before` + 1."""
    return [
        {
            "number": number,
            "totals": {SIDES[found["seat"]]: found["points"] for found in deal},
            "scores": {SIDES[found["seat"]]: found["after"] for found in deal},
        }
        for number, deal in enumerate(results, start=before + 1)
    ]
