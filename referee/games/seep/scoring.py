"""Scoring: card points, sweeps, the score sheets, the tally and the outcome (SEP-9 to SEP-11).

Spades count at face value, the other aces 1, the ten of diamonds 6 (by default).
"""

from __future__ import annotations

from itertools import product

from referee.engine.cards import CODES, VALUES, standard_deck
from referee.engine.game import require
from referee.engine.sheets import ScoreSheet, SheetItem, item, match_totals, sheet
from referee.engine.standings import MatchOutcome, match_outcome
from referee.engine.tallies import require_players, require_sides
from referee.engine.wording import json_text

from . import baazi, seats
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


# The lines of a deal's sheet: key, label, rule.
LINES = (
    ("spades", "Spades", "SEP-10.1"),
    ("aces", "Aces of hearts, diamonds and clubs", "SEP-10.1"),
    ("ten_of_diamonds", "Ten of diamonds", "SEP-10.1"),
    ("sweeps", "Sweeps", "SEP-9.1"),
    ("most_cards", "Most cards", "SEP-10.3"),
)


def _items(
    sides: tuple[str, ...],
    piles: dict[str, list[str]],
    sweep_points: dict[str, int],
    sweep_detail: dict,
    options: dict,
    open_piles: bool,
) -> list[SheetItem]:
    """The deal's lines; `open_piles` false while the piles are face down (SEP-4.5): the card
    lines then count the cards instead of naming them."""
    spades = {side: [c for c in piles[side] if c[-1] == "S"] for side in sides}
    aces = {side: [c for c in piles[side] if c in OTHER_ACES] for side in sides}
    tens = {side: [c for c in piles[side] if c == "10D"] for side in sides}
    sizes = {side: len(piles[side]) for side in sides}
    most = {side: 0 for side in sides}
    bonus = options["most_cards_bonus"]
    leader = max(sides, key=lambda side: sizes[side])
    if bonus and all(sizes[leader] > sizes[side] for side in sides if side != leader):
        most[leader] = bonus

    def shown(cards: dict[str, list[str]]) -> dict:
        if open_piles:
            return cards
        return {side: len(cards[side]) for side in sides}

    points = (
        {side: sum(VALUES[c] for c in spades[side]) for side in sides},
        {side: len(aces[side]) for side in sides},
        {side: options["ten_of_diamonds_points"] * len(tens[side]) for side in sides},
        dict(sweep_points),
        most,
    )
    details = (
        shown({side: sorted(spades[side], key=lambda card: VALUES[card]) for side in sides}),
        shown({side: sorted(aces[side]) for side in sides}),
        shown({side: tens[side] for side in sides}),
        sweep_detail,
        sizes,
    )
    return [
        item(key, label, rule, line, detail)
        for (key, label, rule), line, detail in zip(LINES, points, details, strict=True)
    ]


def _deal_items(state: dict, open_piles: bool) -> list[SheetItem]:
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
        open_piles,
    )


def deal_sheet(state: dict) -> tuple[list[SheetItem], dict[str, int]]:
    """The items of the current (or last) deal, from the team piles and the sweeps made, and
    their totals: the deal score of SEP-10.3."""
    sides = seats.sides(state["options"]["players"])
    items = _deal_items(state, True)
    return items, {side: sum(line["points"][side] for line in items) for side in sides}


def deal_score_sheet(state: dict, final: bool) -> ScoreSheet:
    """The sheet of the state's deal: the unit Seep scores, one pack played out (SEP-0.4,
    SEP-10.3), with the scored deals of the match before it (the ledger) and the baazi's
    running totals. `final`: the deal is over and scored, its piles open."""
    options = state["options"]
    sides = seats.sides(options["players"])
    played = baazi.replay(options, sides, state["ledger"])
    finished = state["phase"] == "finished"
    ended = outcome(state)
    # A baazi is won by a lead (SEP-11.1), not by reaching a score: there is no target.
    match = match_totals(
        state["scores"], finished, None, None if ended is None else ended["winners"]
    )
    return sheet(
        "seep",
        "deal",
        state["deal_number"],
        final,
        sides,
        _deal_items(state, final),
        played.rows,
        match,
    )


def score_sheet(state: dict) -> dict:
    """The sheet of the deal in play, or of the last deal once the match is finished."""
    return dict(deal_score_sheet(state, state["phase"] == "finished"))


def winner(state: dict) -> str | None:
    """SEP-11.2 (D-20): the side that won more baazis; equal numbers are a draw."""
    won = state["baazis_won"]
    best = max(won.values())
    leaders = [side for side, count in won.items() if count == best]
    return leaders[0] if len(leaders) == 1 else None


def outcome(state: dict) -> MatchOutcome | None:
    """How the match ended: None while it goes on.

    SEP-11.2 (D-20): the side that won more baazis wins; equal numbers are a draw, which
    both sides share. A one-baazi match ends with its baazi, by the lead of SEP-11.1
    (`baazi_lead`) or by the deal limit of deals_per_baazi (`deal_limit`, SEP-11.1, SEP-13);
    a longer one when its baazis are played (`baazis_played`, SEP-11.2).
    """
    if state["phase"] != "finished":
        return None
    options = state["options"]
    won = state["baazis_won"]
    best = max(won.values())
    winners = [side for side, count in won.items() if count == best]
    if options["baazi_count"] == 1:
        how = baazi.baazi_end(options, state["scores"], state["baazi_deals"])
        reason, rule = ("baazi_lead" if how == "margin" else "deal_limit"), "SEP-11.1"
    else:
        reason, rule = "baazis_played", "SEP-11.2"
    return match_outcome(state["scores"], winners, reason, rule)


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
    require_players(players, (4, 2), "SEP-13")
    sides = seats.sides(players)
    given = tally["sides"]
    require_sides(given, sides, "tally.sides", lead="tally.sides must have exactly")
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
    items = _items(sides, piles, points, dict(points), options, True)
    return dict(sheet("seep", "tally", None, True, sides, items))
