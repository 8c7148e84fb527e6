"""Legal-move listings: complete on real tables, bounded on adversarial ones (SEP-0.5).

In wire form, with JSON round trips and deterministic play.
"""

from __future__ import annotations

import itertools
import json
import random

import pytest

from referee.engine import IllegalMove, MalformedInput
from referee.engine.cards import standard_deck
from referee.games.seep import GAME
from tests.games.seep.positions import position, random_position

LOW = " ".join(c for c in standard_deck() if c[:-1] in ("A", "2", "3", "4", "5", "6", "7", "8"))
FORTY = " ".join(
    [c for c in standard_deck() if c not in {"KS", "KH", "KD", "KC", "QS", "QH", "QD", "QC"}][:40]
)


def canon(move: dict) -> tuple:
    return tuple(
        sorted(
            (k, tuple(sorted(v, key=str)) if isinstance(v, list) else v) for k, v in move.items()
        )
    )


def brute_force(state: dict) -> set:
    """Every move the referee accepts, found by trying every description on this table."""
    player, legal = state["to_move"], set()
    loose, values = state["loose"], [h["value"] for h in state["houses"]]
    candidates = []
    for card in state["hands"][player]:
        candidates.append({"player": player, "type": "throw", "card": card})
        for r in range(len(loose) + 1):
            for taken in itertools.combinations(loose, r):
                for k in range(min(2, len(values)) + 1):
                    for houses in itertools.combinations(values, k):
                        candidates.append(
                            {
                                "player": player,
                                "type": "capture",
                                "card": card,
                                "loose": list(taken),
                                "houses": list(houses),
                            }
                        )
                        for value in range(8, 15):
                            candidates.append(
                                {
                                    "player": player,
                                    "type": "build",
                                    "card": card,
                                    "value": value,
                                    "loose": list(taken),
                                    "houses": list(houses),
                                }
                            )
    for move in candidates:
        try:
            GAME.play(state, move)
        except IllegalMove:
            continue
        legal.add(canon(move))
    return legal


def test_the_listing_is_exactly_the_set_of_legal_moves():  # SEP-0.5, SEP-4.1, SEP-6.4, SEP-7.13
    rng = random.Random(2024)
    checked = 0
    while checked < 25:
        state = random_position(rng, rng.choice([4, 4, 2]))
        if state is None:
            continue
        checked += 1
        listed, truncated = GAME.legal_moves(state, state["to_move"], 1000)
        assert not truncated
        assert len({canon(m) for m in listed}) == len(listed), "a move is listed twice"
        assert {canon(m) for m in listed} == brute_force(state)
        for move in listed:
            assert GAME.parse_move(move) == move


@pytest.mark.parametrize(
    "hand,plays,loose",
    [
        ("KS QS", 40, LOW),
        ("JS 9S", 40, LOW),
        ("KS", 44, FORTY),
    ],
)
def test_crowded_tables_give_a_bounded_listing(hand, plays, loose):  # SEP-5.5, SEP-7.11
    state = position(hand=hand, plays=plays, loose=loose)
    for limit in (1000, 25, 1):
        moves, truncated = GAME.legal_moves(state, 0, limit)
        assert truncated and 0 < len(moves) <= limit
    moves, _ = GAME.legal_moves(state, 0, 1000)
    for move in moves[:: max(1, len(moves) // 20)]:
        GAME.play(state, move)
    assert GAME.moves(state, limit=5) == (moves[:5], True)


def test_checking_one_move_on_a_crowded_table_uses_only_its_cards():  # SEP-5.4, SEP-5.3
    state = position(hand="KS", plays=44, loose=FORTY)
    everything = state["loose"]
    with pytest.raises(IllegalMove) as bad:
        GAME.play(
            state, {"player": 0, "type": "capture", "card": "KS", "loose": everything, "houses": []}
        )
    assert bad.value.rule in ("SEP-5.3", "SEP-5.4")


def test_a_seat_not_to_move_has_no_moves():  # SEP-3.9
    state = position(hand="6S 9H", loose="6D 2C")
    assert GAME.legal_moves(state, 1, 1000) == ([], False)
    assert GAME.moves(state, player=1) == ([], False)


def test_move_schemas():  # SEP-0.2, SEP-0.5
    good = {"player": 0, "type": "capture", "card": "6S", "loose": ["6D"], "houses": []}
    assert GAME.parse_move(good) == good
    assert GAME.parse_move({"player": 0, "type": "capture", "card": "6S"})["loose"] == []
    for bad in [
        {**good, "loose": ["6D", "6D"]},
        {**good, "card": "6X"},
        {**good, "extra": 1},
        {**good, "houses": ["H10"]},
        {"player": 0, "type": "build", "card": "6S"},
        {"player": 0, "type": "bid", "value": "9"},
    ]:
        with pytest.raises(MalformedInput):
            GAME.parse_move(bad)


def play_out(seed: str, players: int = 4):
    state = GAME.new_state(GAME.resolve_options({}, players), seed)
    rng = random.Random(seed)
    trail = []
    while not GAME.is_finished(state):
        moves, _ = GAME.moves(state)
        move = rng.choice(moves)
        outcome = GAME.play(state, move)
        trail.append((move, outcome.events, outcome.score_deltas))
        state = outcome.state
    return state, trail


def test_json_round_trip_and_determinism():  # SEP-3.2 (deals from the seed)
    first, trail = play_out("det")
    again, trail_again = play_out("det")
    assert json.dumps(trail) == json.dumps(trail_again) and first == again
    assert GAME.load_state(json.loads(json.dumps(first))) == first
    assert GAME.new_state(GAME.resolve_options({}), "a") != GAME.new_state(
        GAME.resolve_options({}), "b"
    )


def test_whole_matches_for_both_player_counts_end_with_a_result():  # SEP-11.2, SEP-12
    for players in (4, 2):
        state, trail = play_out(f"whole-{players}", players)
        assert state["phase"] == "finished"
        totals = {side: sum(deltas[side] for _, _, deltas in trail) for side in state["scores"]}
        assert totals == state["scores"]


def test_every_rule_cited_by_a_refusal_is_a_rule_id():  # SEP-0.1, SEP-0.6
    import re

    rng = random.Random(1)
    state = position(hand="6S 9H", loose="6D 2C")
    for _ in range(200):
        move = {
            "player": 0,
            "type": rng.choice(["throw", "capture", "build"]),
            "card": rng.choice(standard_deck()),
            "loose": rng.sample(standard_deck(), 2),
            "houses": [],
            "value": rng.randint(8, 14),
        }
        if move["type"] != "build":
            move.pop("value")
        if move["type"] == "throw":
            move.pop("loose"), move.pop("houses")
        try:
            GAME.play(state, move)
        except IllegalMove as refused:
            assert re.fullmatch(r"SEP-\d+\.\d+", refused.rule)


def test_an_exhausted_search_still_lists_a_move(monkeypatch):  # SEP-5.6, SEP-8.7 (a)
    from referee.games.seep import moves

    monkeypatch.setattr(moves, "LISTING_BUDGET", 3)
    state = position(hand="KS", plays=44, loose=FORTY)
    moves, truncated = GAME.legal_moves(state, 0, 1000)
    assert truncated and len(moves) == 1 and moves[0]["type"] == "capture"
    GAME.play(state, moves[0])
