"""A client's claim about a match (over or not, its winners, its scores) held against what
the moves came to, item by item."""

from __future__ import annotations

from ..engine import Game, MalformedInput
from ..engine.game import State
from ..engine.wording import json_text


def check_claim_sides(game: Game, state: State, claim: dict) -> None:
    """A claim names only sides of the match, and every one of them in its scores: known
    from the opening, so a claim for the wrong sides is refused before any move is played."""
    sides = list(state["scores"])
    known = ", ".join(sides)
    for index, side in enumerate(claim.get("winners", ())):
        if side not in sides:
            raise MalformedInput(
                f"claim.winners.{index}: {json_text(side)} is no side of this match; "
                f"its sides: {known}",
                path=f"claim.winners.{index}",
                code="unknown_side",
            )
    if "scores" in claim:
        claimed = claim["scores"]
        for side in claimed:
            if side not in sides:
                raise MalformedInput(
                    f"claim.scores: {json_text(side)} is no side of this match; its sides: {known}",
                    path=f"claim.scores.{side}",
                    code="unknown_side",
                )
        missing = [side for side in sides if side not in claimed]
        if missing:
            raise MalformedInput(
                f"claim.scores names every side of the match; missing: {', '.join(missing)}",
                path="claim.scores",
                code="unknown_side",
            )


def compare_claim(game: Game, state: State, claim: dict, ended: dict | None = None) -> dict:
    """Each claimed item beside what the moves came to: `finished`, `winners` (as a set),
    and `scores.<side>` for each side; `matches` when every one agrees. `ended`: the outcome
    of a match the table ended after the moves (verify.py), in place of the game's."""
    outcome = game.outcome(state) if ended is None else ended
    finished = game.is_finished(state) or ended is not None
    winners: list[str] = [] if outcome is None else outcome["winners"]
    items = []
    if "finished" in claim:
        items.append(_item("finished", claim["finished"], finished))
    if "winners" in claim:
        same = sorted(claim["winners"]) == sorted(winners)
        items.append({**_item("winners", claim["winners"], winners), "matches": same})
    for side, points in claim.get("scores", {}).items():
        items.append(_item(f"scores.{side}", points, state["scores"][side]))
    return {"matches": all(item["matches"] for item in items), "items": items}


def _item(name: str, claimed: object, actual: object) -> dict:
    return {"item": name, "claimed": claimed, "actual": actual, "matches": claimed == actual}
