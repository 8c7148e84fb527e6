"""Scoring lines, the card count of a deal, and score sheets of a state and a tally (RON-9.2)."""

from __future__ import annotations

from referee.engine.game import require
from referee.engine.wording import json_text

from .options import PACK_SIZE
from .seats import opposing_sides, sides


def item(name: str, rule: str, points: dict[str, int], **detail) -> dict:
    """One line of a scoring step: its name, rule, points by side and what it is about."""
    return {"item": name, "rule": rule, **detail, "points": points}


def penalty_item(name: str, rule: str, seat: int, points: int, players: int, **detail) -> dict:
    """A penalty paid to each opposing side of `seat` in full (RON-4.9, D-20)."""
    paid = {side: 0 for side in sides(players)}
    for side in opposing_sides(players, seat):
        paid[side] = points
    return item(name, rule, paid, player=seat, **detail)


# RON-9.2: cards over 20 score with 2 or 4 players, over 13 with 3.
THRESHOLD = {2: 20, 3: 13, 4: 20}


def card_count_item(piles: dict[str, list], players: int) -> dict:
    counts = {side: len(piles[side]) for side in sides(players)}
    return card_count_of(counts, players)


def card_count_of(counts: dict[str, int], players: int) -> dict:
    over = THRESHOLD[players]
    return item(
        "card_count",
        "RON-9.2",
        {side: max(0, n - over) for side, n in counts.items()},
        detail=dict(counts),
    )


def score_sheet(state: dict) -> dict:
    """The card count of the current deal's piles (final once the game is over) and the match."""
    options = state["options"]
    players = options["players"]
    line = card_count_item(state["piles"], players)
    finished = state["phase"] == "finished"
    return {
        "game": "ronda",
        "final": finished,
        "items": [line],
        "totals": dict(line["points"]),
        "match": {
            "scores": dict(state["scores"]),
            "target": options["target_score"],
            "finished": finished,
            "winner": state["winner"],
        },
    }


def score_tally(tally: dict) -> dict:
    """The card count of a deal played elsewhere, from the number of cards each side won."""
    players = tally["players"]
    require(
        players in THRESHOLD,
        f"players must be 2, 3 or 4 (RON-2.1); got {json_text(players)}",
        "tally.players",
    )
    expected = sides(players)
    given = tally["sides"]
    require(
        set(given) == set(expected),
        f"tally.sides must name exactly the sides {', '.join(expected)} (RON-0.4); got "
        f"{', '.join(sorted(given)) or 'none'}",
        "tally.sides",
    )
    counts = {side: given[side]["cards"] for side in expected}
    require(
        sum(counts.values()) == PACK_SIZE,
        f"the sides' cards add up to {sum(counts.values())}; at the end of a deal every one "
        f"of the 40 cards is in a pile (RON-9.1)",
        "tally.sides",
    )
    line = card_count_of(counts, players)
    return {"game": "ronda", "final": True, "items": [line], "totals": dict(line["points"])}
