"""Scoring: a deal's points, the score sheet, a tally's sheet, and how the match ends.

The winner of a deal scores the cards left in the other pay-off piles, plus five (SAM-10.3);
the match mode says when the match ends and who wins it (SAM-11.1).
"""

from __future__ import annotations

from referee.engine.game import require
from referee.engine.sheets import SheetItem, item, match_totals, sheet
from referee.engine.standings import MatchOutcome, match_outcome
from referee.engine.tallies import require_players, require_sides
from referee.games import ledgers

from .options import MAX_PAYOFF
from .seats import side_of, sides, team

GAME_ID = "spite-and-malice"
PLUS_FIVE = 5

# How each match mode ends the match: the reason, and the rule that ends it (SAM-11.1). A
# single deal ends when a side has emptied its pay-off piles (SAM-10.1).
ENDINGS = {
    "single_deal": ("payoff_emptied", "SAM-10.1"),
    "target_score": ("target_reached", "SAM-11.1"),
    "fixed_deals": ("deals_played", "SAM-11.1"),
}


def payoff_left(players: int, payoffs: list[list[str]]) -> dict[str, int]:
    """Cards left in each side's pay-off piles."""
    out = {side: 0 for side in sides(players)}
    for seat in range(players):
        out[side_of(players, seat)] += len(payoffs[seat])
    return out


def deal_items(
    players: int, left: dict[str, int], winner: str | None, plus_five: bool
) -> list[SheetItem]:
    """The items of a deal: the cards left to the others (SAM-10.3, SAM-10.4) and the five.

    Before the deal has a winner every side has 0 points on both lines.
    """
    others = sum(count for side, count in left.items() if side != winner)
    return [
        item(
            "payoff_cards_left",
            "Cards left in the other pay-off piles",
            "SAM-10.3" if players == 2 else "SAM-10.4",
            {side: others if side == winner else 0 for side in left},
            dict(left),
        ),
        item(
            "plus_five",
            "Five for emptying the pay-off piles",
            "SAM-10.3",
            {side: PLUS_FIVE if side == winner and plus_five else 0 for side in left},
            {"plus_five": plus_five},
        ),
    ]


def totals(items: list[SheetItem]) -> dict[str, int]:
    sides_ = items[0]["points"]
    return {side: sum(line["points"][side] for line in items) for side in sides_}


def deal_winner(players: int, payoffs: list[list[str]]) -> str | None:
    """The side whose pay-off piles are all empty (SAM-10.1), if any."""
    for seat in range(players):
        if all(not payoffs[member] for member in team(players, seat)):
            return side_of(players, seat)
    return None


def match_over(options: dict, scores: dict[str, int], deal_number: int) -> bool:
    """SAM-11.1: after one deal; once a side reaches the target; after deal_count deals."""
    mode = options["match_mode"]
    if mode == "single_deal":
        return True
    if mode == "target_score":
        return max(scores.values()) >= options["target_score"]
    return deal_number >= options["deal_count"]


def match_winner(scores: dict[str, int]) -> str | None:
    """The side with the highest total; equal totals are a drawn match (SAM-11.1, SAM-11.3)."""
    best = max(scores.values())
    leaders = [side for side, score in scores.items() if score == best]
    return leaders[0] if len(leaders) == 1 else None


def winners(state: dict) -> list[str] | None:
    """The sides that won the finished match, none in a drawn one; None while it goes on."""
    if state["phase"] != "finished":
        return None
    winner = match_winner(state["scores"])
    return [] if winner is None else [winner]


def score_sheet(state: dict) -> dict:
    """The current or last deal item by item, the finished deals, and the match so far.

    Once a side has emptied its pay-off piles the deal is final; until then every item holds
    0 points and counts only, never a card.
    """
    options = state["options"]
    players = options["players"]
    left = payoff_left(players, state["payoffs"])
    winner = deal_winner(players, state["payoffs"])
    target = options["target_score"] if options["match_mode"] == "target_score" else None
    return dict(
        sheet(
            GAME_ID,
            "deal",
            state["deal_number"],
            winner is not None,
            sides(players),
            deal_items(players, left, winner, options["plus_five"]),
            ledgers.running_rows(state["ledger"], sides(players), "deals"),
            match_totals(state["scores"], state["phase"] == "finished", target, winners(state)),
        )
    )


def outcome(state: dict) -> MatchOutcome | None:
    """How the match ended, by its mode (SAM-10.1, SAM-11.1); None while it goes on.

    The side with the higher total wins; equal totals after deal_count deals are a draw, won
    by nobody (SAM-D19), and a target_score match always has one winner (SAM-11.3).
    """
    won = winners(state)
    if won is None:
        return None
    reason, rule = ENDINGS[state["options"]["match_mode"]]
    return match_outcome(state["scores"], won, reason, rule)


def score_tally(tally: dict) -> dict:
    """The sheet of a deal played elsewhere, from the pay-off cards each side has left."""
    players = tally["players"]
    require_players(players, (2, 4, 6), "SAM-12.1")
    expected = sides(players)
    left = tally["payoff_left"]
    require_sides(left, expected, "tally.payoff_left")
    empty = [side for side in expected if left[side] == 0]
    require(
        len(empty) == 1,
        "exactly one side has emptied its pay-off piles when a deal ends "
        f"(SAM-10.1); sides with none left: {', '.join(empty) or 'none'}",
        "tally.payoff_left",
    )
    for side in expected:
        require(
            left[side] <= MAX_PAYOFF * len(team(players, 0)),
            f"{left[side]} pay-off cards is more than any deal holds",
            f"tally.payoff_left.{side}",
        )
    items = deal_items(
        players, {side: left[side] for side in expected}, empty[0], tally.get("plus_five", True)
    )
    return dict(sheet(GAME_ID, "tally", None, True, expected, items))
