"""Scoring lines, the card count of a deal, the deal's score sheet and the match outcome."""

from __future__ import annotations

import copy

from referee.engine.game import require
from referee.engine.sheets import DealRow, SheetItem, item, match_totals, sheet
from referee.engine.standings import MatchOutcome, match_outcome
from referee.engine.tallies import require_players, require_sides
from referee.games import ledgers

from .options import PACK_SIZE
from .seats import opposing_sides, sides

KIND_WORDS = {"ronda": "ronda", "tringa": "tringa", "two_rondas": "two rondas"}


def penalty_item(
    name: str, label: str, rule: str, seat: int, points: int, players: int, **detail
) -> SheetItem:
    """A penalty paid to each opposing side of `seat` in full (RON-4.9, D-20)."""
    paid = {side: 0 for side in sides(players)}
    for side in opposing_sides(players, seat):
        paid[side] = points
    return item(name, label, rule, paid, {"player": seat, **detail})


# RON-9.2: cards over 20 score with 2 or 4 players, over 13 with 3.
THRESHOLD = {2: 20, 3: 13, 4: 20}


def card_count_item(piles: dict[str, list], players: int) -> SheetItem:
    counts = {side: len(piles[side]) for side in sides(players)}
    return card_count_of(counts, players)


def card_count_of(counts: dict[str, int], players: int) -> SheetItem:
    """RON-9.2: each side's cards over the threshold; the detail is the cards each side won."""
    over = THRESHOLD[players]
    return item(
        "card_count",
        f"Cards over {over}",
        "RON-9.2",
        {side: max(0, n - over) for side, n in counts.items()},
        dict(counts),
    )


def deal_rows(state: dict) -> list[DealRow]:
    """Each finished deal's totals, and the match scores right after it (RON-9.3), from the
    carried row's points, if any (RON-9.4)."""
    return ledgers.running_rows(state["ledger"], tuple(state["scores"]), "deals")


def carried_line(points: dict[str, int]) -> dict:
    """RON-9.4: the points a deal scored before its lines were kept, as the deal's first line."""
    return dict(
        item("carried", "Points of this deal scored before its lines were kept", "RON-9.4", points)
    )


def deal_sheet(state: dict, final: bool) -> dict:
    """Every scoring step of the state's deal so far, the finished deals, the match.

    No item names a card: the lines say who scored and what, and the card count counts.
    """
    options = state["options"]
    finished = state["phase"] == "finished"
    winners = [state["winner"]] if finished else None
    return dict(
        sheet(
            "ronda",
            "deal",
            state["deal_number"],
            final,
            sides(options["players"]),
            copy.deepcopy(state["deal_items"]),  # a sheet is the caller's to annotate
            deal_rows(state),  # RON-9.3
            match_totals(state["scores"], finished, options["target_score"], winners),
        )
    )


def score_sheet(state: dict) -> dict:
    """The sheet of the state's deal, final once the match is over.

    A deal that ends while the match goes on deals the next one in the same move, so the deal
    of a running match is never over: its sheet lists the scoring steps so far.
    """
    return deal_sheet(state, state["phase"] == "finished")


def score_tally(tally: dict) -> dict:
    """The card count of a deal played elsewhere, from the number of cards each side won."""
    players = tally["players"]
    require_players(players, tuple(THRESHOLD), "RON-2.1")
    expected = sides(players)
    given = tally["sides"]
    require_sides(given, expected, "tally.sides", rule="RON-0.4")
    counts = {side: given[side]["cards"] for side in expected}
    require(
        sum(counts.values()) == PACK_SIZE,
        f"the sides' cards add up to {sum(counts.values())}; at the end of a deal every one "
        f"of the 40 cards is in a pile (RON-9.1)",
        "tally.sides",
    )
    return dict(sheet("ronda", "tally", None, True, expected, [card_count_of(counts, players)]))


def leader_at_target(scores: dict[str, int], target: int) -> str | None:
    """RON-10.2, RON-10.3: the side alone at the top with at least the target, if any."""
    top = max(scores.values())
    if top < target:
        return None
    leaders = [side for side, score in scores.items() if score == top]
    return leaders[0] if len(leaders) == 1 else None


def outcome(state: dict) -> MatchOutcome | None:
    """None while the match goes on; then who won, and whether by points or by a challenge.

    A match ends by points only with its winner alone at the top at or above the target
    (RON-10.2). A correct declaration challenged ends it without a score (RON-10.5), when no
    side had reached the target alone, so a winner who is not that leader won a challenge.
    """
    if state["phase"] != "finished":
        return None
    scores, winner = state["scores"], state["winner"]
    if leader_at_target(scores, state["options"]["target_score"]) == winner:
        return match_outcome(scores, [winner], "target_reached", "RON-10.2")
    return match_outcome(scores, [winner], "challenge_failed", "RON-10.5")
