"""Scoring: card points, sweeps, the score sheet and the tally (SEP-9.1, SEP-10, SEP-11).

Spades count at face value, the other aces 1, the ten of diamonds 6 (by default).
"""

from __future__ import annotations

from itertools import product

from referee.engine.cards import CODES, VALUES, standard_deck
from referee.engine.game import require
from referee.engine.wording import json_text

from . import seats
from .options import DEFAULTS

OTHER_ACES = ("AH", "AD", "AC")
SCORING_OPTIONS = (
    "sweep_points",
    "first_play_sweep_points",
    "last_play_sweep_points",
    "ten_of_diamonds_points",
    "most_cards_bonus",
)


def card_points(card: str, options: dict) -> int:
    """SEP-10.1 (D-18): only the 13 spades, the three other aces and the 10D score."""
    if card[-1] == "S":
        return VALUES[card]
    if card in OTHER_ACES:
        return 1
    if card == "10D":
        return options["ten_of_diamonds_points"]
    return 0


def sweep_value(play: int, options: dict) -> int:
    """SEP-9.1: 25 on play 1, 0 on play 48, 50 otherwise (by default)."""
    if play == 1:
        return options["first_play_sweep_points"]
    if play == seats.PLAYS:
        return options["last_play_sweep_points"]
    return options["sweep_points"]


def _items(
    sides: tuple[str, ...],
    piles: dict[str, list[str]],
    sweep_points: dict[str, int],
    sweep_detail: dict,
    options: dict,
) -> tuple[list[dict], dict[str, int]]:
    spades = {side: [c for c in piles[side] if c[-1] == "S"] for side in sides}
    aces = {side: [c for c in piles[side] if c in OTHER_ACES] for side in sides}
    tens = {side: [c for c in piles[side] if c == "10D"] for side in sides}
    sizes = {side: len(piles[side]) for side in sides}
    most = {side: 0 for side in sides}
    bonus = options["most_cards_bonus"]
    leader = max(sides, key=lambda side: sizes[side])
    if bonus and all(sizes[leader] > sizes[side] for side in sides if side != leader):
        most[leader] = bonus
    items: list[dict] = [
        {
            "item": "spades",
            "rule": "SEP-10.1",
            "points": {side: sum(VALUES[c] for c in spades[side]) for side in sides},
            "detail": {side: sorted(spades[side], key=lambda card: VALUES[card]) for side in sides},
        },
        {
            "item": "aces",
            "rule": "SEP-10.1",
            "points": {side: len(aces[side]) for side in sides},
            "detail": {side: sorted(aces[side]) for side in sides},
        },
        {
            "item": "ten_of_diamonds",
            "rule": "SEP-10.1",
            "points": {side: options["ten_of_diamonds_points"] * len(tens[side]) for side in sides},
            "detail": {side: tens[side] for side in sides},
        },
        {"item": "sweeps", "rule": "SEP-9.1", "points": dict(sweep_points), "detail": sweep_detail},
        {"item": "most_cards", "rule": "SEP-10.3", "points": most, "detail": sizes},
    ]
    totals = {side: sum(item["points"][side] for item in items) for side in sides}
    return items, totals


def deal_sheet(state: dict) -> tuple[list[dict], dict[str, int]]:
    """The items of the current (or last) deal, from the team piles and the sweeps made."""
    options = state["options"]
    sides = seats.sides(options["players"])
    points = {
        side: sum(sweep_value(play, options) for play in state["sweeps"][side]) for side in sides
    }
    return _items(
        sides,
        state["piles"],
        points,
        {side: list(state["sweeps"][side]) for side in sides},
        options,
    )


def score_sheet(state: dict) -> dict:
    options = state["options"]
    items, totals = deal_sheet(state)
    finished = state["phase"] == "finished"
    match = {
        "scores": dict(state["scores"]),
        "target": options["baazi_margin"],
        "finished": finished,
        "winner": winner(state) if finished else None,
        "baazis_won": dict(state["baazis_won"]),
        "baazi_count": options["baazi_count"],
    }
    return {"game": "seep", "final": finished, "items": items, "totals": totals, "match": match}


def winner(state: dict) -> str | None:
    """SEP-11.2 (D-20): the side that won more baazis; equal numbers are a draw."""
    won = state["baazis_won"]
    best = max(won.values())
    leaders = [side for side, count in won.items() if count == best]
    return leaders[0] if len(leaders) == 1 else None


# -- a tally of a deal played elsewhere ------------------------------------------------------


def _sweeps_possible(points: int, cards: int, first: int, last: int, options: dict) -> bool:
    ordinary = options["sweep_points"]
    rest = (
        points
        - first * options["first_play_sweep_points"]
        - last * options["last_play_sweep_points"]
    )
    if rest < 0:
        return False
    if ordinary == 0:
        count = 0
        if rest:
            return False
    else:
        if rest % ordinary:
            return False
        count = rest // ordinary
    return (
        2 * (count + first + last) <= cards
    )  # each sweep takes the played card and at least one more


def check_tally(tally: dict) -> tuple[tuple[str, ...], dict]:
    """InvalidState unless the tally is a whole deal some play could produce."""
    players = tally.get("players", 4)
    require(players in (2, 4), f"players must be 4 or 2 (SEP-13); got {players}", "tally.players")
    sides = seats.sides(players)
    given = tally["sides"]
    require(
        set(given) == set(sides),
        f"tally.sides must have exactly the sides {', '.join(sides)}; got "
        f"{', '.join(sorted(given)) or 'none'}",
        "tally.sides",
    )
    options = {**DEFAULT_SCORING, **tally.get("options", {})}
    seen: dict[str, str] = {}
    for side in sides:
        for card in given[side]["cards"]:
            where = f"sides.{side}.cards"
            require(
                card in CODES and card != "JK",
                f"card {card} is not in Seep's pack (SEP-1.1)",
                f"tally.{where}",
            )
            require(
                card not in seen,
                f"card {card} appears twice: {seen.get(card)} and {where}",
                f"tally.{where}",
            )
            seen[card] = where
    missing = [card for card in standard_deck() if card not in seen]
    require(
        not missing,
        f"card {missing[0] if missing else ''} is missing: a tally of a deal holds all "
        f"52 cards (SEP-9.4); {len(missing)} missing",
        "tally.sides",
    )
    points = {side: given[side]["sweep_points"] for side in sides}
    sizes = {side: len(given[side]["cards"]) for side in sides}
    possible = False
    for firsts, lasts in product(product((0, 1), repeat=len(sides)), repeat=2):
        if sum(firsts) > 1 or sum(lasts) > 1:
            continue
        if all(
            _sweeps_possible(points[side], sizes[side], first, last, options)
            for side, first, last in zip(sides, firsts, lasts, strict=True)
        ):
            possible = True
            break
    require(
        possible,
        f"sweep points {json_text(points)} cannot be made of sweeps worth "
        f"{options['sweep_points']} ({options['first_play_sweep_points']} on play 1, "
        f"{options['last_play_sweep_points']} "
        "on play 48), at most one first and one last play, each taking two cards or more (SEP-9.1)",
        "tally.sides",
    )
    return sides, options


DEFAULT_SCORING = {name: DEFAULTS[name] for name in SCORING_OPTIONS}


def score_tally(tally: dict) -> dict:
    sides, options = check_tally(tally)
    piles = {side: list(tally["sides"][side]["cards"]) for side in sides}
    points = {side: tally["sides"][side]["sweep_points"] for side in sides}
    items, totals = _items(sides, piles, points, dict(points), options)
    return {"game": "seep", "final": True, "items": items, "totals": totals}
