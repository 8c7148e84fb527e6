"""CAS-6 to CAS-8 scoring: a game's score sheet, tallies from elsewhere, how the match ended."""

from __future__ import annotations

from referee.engine.cards import SUIT_OF, VALUES
from referee.engine.errors import InvalidState
from referee.engine.game import require
from referee.engine.sheets import ScoreSheet, SheetItem, item, match_totals, sheet
from referee.engine.standings import MatchOutcome, match_outcome
from referee.engine.tallies import require_sides
from referee.games import ledgers

from .seats import describe_side, sides

GAME_ID = "cassino"
BIG_CASINO, LITTLE_CASINO = "10D", "2S"
MAX_CAPTURES = 24  # 48 cards are played in a game and a capture takes at least two
FIXED_POINTS = (8, 11)  # CAS-7.9: the fixed items of a game, on a card tie and otherwise


def _majority(counts: dict[str, int], points: int) -> dict[str, int]:
    """CAS-7.1 / 7.2 / 7.7: `points` to the side with strictly more; nobody on a tie."""
    top = max(counts.values())
    leaders = [side for side, count in counts.items() if count == top]
    return {side: points if leaders == [side] else 0 for side in counts}


def game_items(piles: dict[str, list[str]], sweeps: dict[str, int]) -> list[SheetItem]:
    """CAS-7.1 to 7.6, item by item, from each side's captured cards and sweeps.

    The details are counts, never cards: a running game's piles are face down (D-18).
    """
    cards = {side: len(pile) for side, pile in piles.items()}
    spades = {side: sum(SUIT_OF[card] == "S" for card in pile) for side, pile in piles.items()}
    big = {side: int(BIG_CASINO in pile) for side, pile in piles.items()}
    little = {side: int(LITTLE_CASINO in pile) for side, pile in piles.items()}
    aces = {side: sum(VALUES[card] == 1 for card in pile) for side, pile in piles.items()}
    return [
        item("cards", "Most cards", "CAS-7.1", _majority(cards, 3), cards),
        item("spades", "Most spades", "CAS-7.2", _majority(spades, 1), spades),
        item(
            "big_casino",
            "Big Casino, the ten of diamonds",
            "CAS-7.3",
            {side: 2 * n for side, n in big.items()},
            big,
        ),
        item("little_casino", "Little Casino, the two of spades", "CAS-7.4", dict(little), little),
        item("aces", "Aces", "CAS-7.5", dict(aces), aces),
        item("sweeps", "Sweeps", "CAS-7.6", dict(sweeps), dict(sweeps)),
    ]


def game_points(piles: dict[str, list[str]], sweeps: dict[str, int]) -> dict[str, int]:
    """CAS-7.9: each side's points for a game, the sum of its items."""
    points = {side: 0 for side in piles}
    for line in game_items(piles, sweeps):
        for side, n in line["points"].items():
            points[side] += n
    return points


def _game_sheet(state: dict, final: bool) -> ScoreSheet:
    scores, target = state["scores"], state["options"]["target_score"]
    finished = state["phase"] == "finished"
    winner = match_winner(scores, target) if finished else None
    return sheet(
        GAME_ID,
        "game",
        state["game_number"],
        final,
        sides(state["options"]["players"]),
        game_items(state["piles"], state["sweeps"]),
        ledgers.running_rows(state["ledger"], sides(state["options"]["players"]), "games"),
        match_totals(scores, finished, target, None if winner is None else [winner]),
    )


def score_sheet(state: dict) -> dict:
    """The sheet of the game in the state: final once the match is over, else so far.

    Between games the state already holds the next game, so a running match shows the
    game in play, and the games before it in `deals`.
    """
    # A plain dict, as the scoring role promises (a TypedDict is not one to the type checker).
    return dict(_game_sheet(state, final=state["phase"] == "finished"))


def scored_game_sheet(state: dict) -> ScoreSheet:
    """The final sheet of a game just scored (CAS-6.4), before the next game is dealt."""
    return _game_sheet(state, final=True)


def reached(scores: dict[str, int], target: int) -> list[str]:
    return [side for side, total in scores.items() if total >= target]


def match_winner(scores: dict[str, int], target: int) -> str | None:
    """CAS-8.3: the side that has won, or None while the match goes on (incl. a tie, CAS-8.4)."""
    done = reached(scores, target)
    if len(done) == 1:
        return done[0]
    if len(done) == 2 and scores[done[0]] != scores[done[1]]:
        return max(done, key=scores.__getitem__)
    return None


def extra_game_due(scores: dict[str, int], target: int) -> bool:
    """CAS-8.4: both sides reached the target with equal totals."""
    return len(reached(scores, target)) == len(scores) == 2 and len(set(scores.values())) == 1


def outcome(state: dict) -> MatchOutcome | None:
    """CAS-8.3 / 8.5: who won the finished match, and whether an extra game decided it.

    None while the match goes on. The last game was an extra game when the totals before it,
    the scores less its points in the ledger, had both reached the target and were equal.
    """
    if state["phase"] != "finished":
        return None
    scores, target = state["scores"], state["options"]["target_score"]
    winner = match_winner(scores, target)
    if winner is None:
        raise InvalidState(
            "the match is marked finished but its scores decide no winner (CAS-8.3)",
            path="state.scores",
        )
    last = state["ledger"][-1]["totals"]
    before = {side: total - last[side] for side, total in scores.items()}
    if extra_game_due(before, target):
        return match_outcome(scores, [winner], "extra_game_won", "CAS-8.4")
    return match_outcome(scores, [winner], "target_reached", "CAS-8.3")


def check_tally(tally: dict) -> None:
    """InvalidState unless the tally could be the captured cards of one game (CAS-7)."""
    players = tally["players"]
    expected = sides(players)
    given = tally["sides"]
    require_sides(given, expected, "tally.sides", lead=f"a {players}-player tally has")
    seen: dict[str, str] = {}
    for side in expected:
        entry = given[side]
        for card in entry["cards"]:
            path = f"tally.sides.{side}.cards"
            require(
                card in VALUES and VALUES[card] > 0,
                f"{card} is not a card of the Cassino pack (CAS-1.1)",
                path,
            )
            require(
                card not in seen,
                f"card {card} appears twice: {describe_side(seen.get(card, side))} "
                f"and {describe_side(side)}",
                path,
            )
            seen[card] = side
        require(
            2 * entry["sweeps"] <= len(entry["cards"]),
            f"{describe_side(side)} made {entry['sweeps']} sweep(s) but captured only "
            f"{len(entry['cards'])} card(s); each sweep captures at least two (CAS-4.5)",
            f"tally.sides.{side}.sweeps",
        )
    total_sweeps = sum(given[side]["sweeps"] for side in expected)
    require(
        total_sweeps <= MAX_CAPTURES,
        f"{total_sweeps} sweeps in one game; a game has at most {MAX_CAPTURES} captures",
        "tally.sides",
    )


def score_tally(tally: dict) -> dict:
    """The score sheet of a game played elsewhere, from its captured cards and sweeps."""
    check_tally(tally)
    order = sides(tally["players"])
    piles = {side: tally["sides"][side]["cards"] for side in order}
    sweeps = {side: tally["sides"][side]["sweeps"] for side in order}
    return dict(sheet(GAME_ID, "tally", None, True, order, game_items(piles, sweeps)))
