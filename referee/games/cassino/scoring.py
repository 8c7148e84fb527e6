"""CAS-6 to CAS-8 scoring: a game's score sheet, tallies from elsewhere, and the match result."""

from __future__ import annotations

from referee.engine.cards import SUIT_OF, VALUES
from referee.engine.game import require

from .seats import describe_side, sides

BIG_CASINO, LITTLE_CASINO = "10D", "2S"
MAX_CAPTURES = 24  # 48 cards are played in a game and a capture takes at least two


def _majority(counts: dict[str, int], points: int) -> dict[str, int]:
    """CAS-7.1 / 7.2 / 7.7: `points` to the side with strictly more; nobody on a tie."""
    top = max(counts.values())
    leaders = [side for side, count in counts.items() if count == top]
    return {side: points if leaders == [side] else 0 for side in counts}


def game_items(piles: dict[str, list[str]], sweeps: dict[str, int]) -> list[dict]:
    """CAS-7.1 to 7.6, item by item, from each side's captured cards and sweeps."""
    cards = {side: len(pile) for side, pile in piles.items()}
    spades = {side: sum(SUIT_OF[card] == "S" for card in pile) for side, pile in piles.items()}
    big = {side: int(BIG_CASINO in pile) for side, pile in piles.items()}
    little = {side: int(LITTLE_CASINO in pile) for side, pile in piles.items()}
    aces = {side: sum(VALUES[card] == 1 for card in pile) for side, pile in piles.items()}
    return [
        {"item": "cards", "rule": "CAS-7.1", "points": _majority(cards, 3), "detail": cards},
        {"item": "spades", "rule": "CAS-7.2", "points": _majority(spades, 1), "detail": spades},
        {
            "item": "big_casino",
            "rule": "CAS-7.3",
            "points": {side: 2 * n for side, n in big.items()},
            "detail": big,
        },
        {"item": "little_casino", "rule": "CAS-7.4", "points": dict(little), "detail": little},
        {"item": "aces", "rule": "CAS-7.5", "points": dict(aces), "detail": aces},
        {"item": "sweeps", "rule": "CAS-7.6", "points": dict(sweeps), "detail": dict(sweeps)},
    ]


def totals(items: list[dict]) -> dict[str, int]:
    out: dict[str, int] = {}
    for item in items:
        for side, points in item["points"].items():
            out[side] = out.get(side, 0) + points
    return out


def sheet(piles: dict[str, list[str]], sweeps: dict[str, int], final: bool) -> dict:
    items = game_items(piles, sweeps)
    return {"game": "cassino", "final": final, "items": items, "totals": totals(items)}


def score_sheet(state: dict) -> dict:
    """The sheet of the game in the state: final once the match is over, else so far."""
    finished = state["phase"] == "finished"
    out = sheet(state["piles"], state["sweeps"], final=finished)
    target = state["options"]["target_score"]
    out["match"] = {
        "scores": dict(state["scores"]),
        "target": target,
        "finished": finished,
        "winner": match_winner(state["scores"], target) if finished else None,
    }
    return out


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


def check_tally(tally: dict) -> None:
    """InvalidState unless the tally could be the captured cards of one game (CAS-7)."""
    players = tally["players"]
    expected = sides(players)
    given = tally["sides"]
    require(
        set(given) == set(expected),
        f"a {players}-player tally has the sides {', '.join(expected)}; "
        f"got {', '.join(sorted(given)) or 'none'}",
        "tally.sides",
    )
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
    return sheet(piles, sweeps, final=True)
