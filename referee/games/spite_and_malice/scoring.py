"""Scoring: a deal's points, the score sheet, a tally's sheet and the match's end and winner.

The winner of a deal scores the cards left in the other pay-off piles, plus five (SAM-10.3);
the match mode says when the match ends (SAM-11.1).
"""

from __future__ import annotations

from referee.engine.game import require
from referee.engine.wording import json_text

from .options import MAX_PAYOFF
from .seats import side_of, sides, team

PLUS_FIVE = 5


def payoff_left(players: int, payoffs: list[list[str]]) -> dict[str, int]:
    """Cards left in each side's pay-off piles."""
    out = {side: 0 for side in sides(players)}
    for seat in range(players):
        out[side_of(players, seat)] += len(payoffs[seat])
    return out


def deal_items(
    players: int, left: dict[str, int], winner: str | None, plus_five: bool
) -> list[dict]:
    """The items of a deal: the cards left to the others (SAM-10.3, SAM-10.4) and the five."""
    others = sum(count for side, count in left.items() if side != winner)
    return [
        {
            "item": "payoff_cards_left",
            "rule": "SAM-10.3" if players == 2 else "SAM-10.4",
            "points": {side: others if side == winner else 0 for side in left},
            "detail": dict(left),
        },
        {
            "item": "plus_five",
            "rule": "SAM-10.3",
            "points": {side: PLUS_FIVE if side == winner and plus_five else 0 for side in left},
            "detail": {"plus_five": plus_five},
        },
    ]


def totals(items: list[dict]) -> dict[str, int]:
    sides_ = items[0]["points"]
    return {side: sum(item["points"][side] for item in items) for side in sides_}


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


def score_sheet(state: dict) -> dict:
    """The current or finished deal item by item, and the match so far."""
    options = state["options"]
    players = options["players"]
    left = payoff_left(players, state["payoffs"])
    winner = deal_winner(players, state["payoffs"])
    items = deal_items(players, left, winner, options["plus_five"])
    finished = state["phase"] == "finished"
    match = {
        "scores": dict(state["scores"]),
        "mode": options["match_mode"],
        "deal": state["deal_number"],
        "finished": finished,
        "winner": match_winner(state["scores"]) if finished else None,
    }
    if options["match_mode"] == "target_score":
        match["target"] = options["target_score"]
    if options["match_mode"] == "fixed_deals":
        match["deals"] = options["deal_count"]
    return {
        "game": "spite-and-malice",
        "final": winner is not None,
        "items": items,
        "totals": totals(items),
        "match": match,
    }


def score_tally(tally: dict) -> dict:
    """The sheet of a deal played elsewhere, from the pay-off cards each side has left."""
    players = tally["players"]
    require(
        players in (2, 4, 6),
        f"players must be 2, 4 or 6 (SAM-12.1); got {json_text(players)}",
        "tally.players",
    )
    expected = sides(players)
    left = tally["payoff_left"]
    require(
        set(left) == set(expected),
        f"tally.payoff_left must name exactly the sides "
        f"{', '.join(expected)}; got {', '.join(sorted(left)) or 'none'}",
        "tally.payoff_left",
    )
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
    return {"game": "spite-and-malice", "final": True, "items": items, "totals": totals(items)}
