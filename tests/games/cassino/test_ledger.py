"""The ledger of finished games: the carried row that may open it (CAS-8.6), and what one
game can score (CAS-7.9)."""

from __future__ import annotations

import json

import pytest

from referee.engine.errors import InvalidState, MalformedInput
from referee.games.cassino import GAME
from referee.games.cassino.ledger import game_bounds
from tests.games.cassino.positions import checked, play, position


def carried(games: int, points: dict) -> dict:
    return {"carried": True, "games": games, "points": points}


def last_turn(scores: dict, ledger: list, game_number: int, target: int = 21) -> dict:
    """Seat 1 trails 9H on the game's last turn; side 0 holds 10D and 2S, side 1 the rest."""
    return position(
        ["KD", "QC"],
        {1: ["9H"]},
        to_move=1,
        leader=0,
        scores=scores,
        last_capturer=1,
        piles={"0": ["10D", "2S"]},
        ledger=ledger,
        game_number=game_number,
        target=target,
    )


def refused(state: dict) -> InvalidState:
    with pytest.raises(InvalidState) as error:
        checked(state)
    return error.value


def test_a_match_in_game_6_is_posed_with_its_scores_and_nothing_invented():  # CAS-8.6
    scores = {"0": 19, "1": 18}
    state = checked(last_turn(scores, [carried(5, scores)], 6))
    sheet = GAME.score_sheet(state)
    assert sheet["number"] == 6
    assert sheet["deals"] == [{"number": 5, "totals": scores, "scores": scores, "carried": True}]
    assert GAME.view(state, 0)["ledger"] == [carried(5, scores)]
    # The game ends: its row follows the carried one, numbered after the games it stands for.
    done = play(state, {"player": 1, "type": "trail", "card": "9H"})
    assert done.finished and done.state["game_number"] == 6
    assert done.state["ledger"] == [carried(5, scores), {"number": 6, "totals": {"0": 3, "1": 8}}]
    assert done.state["scores"] == {"0": 22, "1": 26}
    final = GAME.score_sheet(checked(done.state))
    assert [row.get("carried", False) for row in final["deals"]] == [True, False]
    assert final["deals"][-1]["scores"] == {"0": 22, "1": 26}


def test_the_carried_row_counts_its_games_and_its_sides():  # CAS-8.6, CAS-8.1
    scores = {"0": 10, "1": 9}
    wrong_count = refused(last_turn(scores, [carried(4, scores)], 6))
    assert "after the carried row's 4" in wrong_count.message
    assert wrong_count.path == "state.ledger"
    sides = refused(last_turn(scores, [carried(5, {"0": 10, "2": 9})], 6))
    assert sides.path == "state.ledger.0.points"
    sum_off = refused(last_turn({"0": 11, "1": 9}, [carried(5, scores)], 6))
    assert sum_off.path == "state.scores"


def test_the_carried_row_comes_first_and_the_rows_after_it_are_numbered_on():  # CAS-8.6
    rows = [{"number": 1, "totals": {"0": 5, "1": 6}}, carried(1, {"0": 5, "1": 6})]
    second = refused(last_turn({"0": 10, "1": 12}, rows, 3))
    assert second.path == "state.ledger.1" and "only the first row" in second.message
    numbered = [carried(2, {"0": 5, "1": 6}), {"number": 2, "totals": {"0": 5, "1": 6}}]
    off = refused(last_turn({"0": 10, "1": 12}, numbered, 4))
    assert off.path == "state.ledger.1.number" and "3, 4, ..." in off.message


def test_carried_points_are_what_their_games_can_score():  # CAS-8.6, CAS-7.9, CAS-6.3
    checked(last_turn({"0": 0, "1": 0}, [carried(3, {"0": 0, "1": 0})], 4))  # nobody captured
    checked(last_turn({"0": 4, "1": 4}, [carried(1, {"0": 4, "1": 4})], 2))  # 8: cards tied
    too_few = refused(last_turn({"0": 4, "1": 3}, [carried(1, {"0": 4, "1": 3})], 2))
    assert too_few.path == "state.ledger.0.points" and "score 8 to 35" in too_few.message
    checked(last_turn({"0": 20, "1": 50}, [carried(2, {"0": 20, "1": 50})], 3, target=51))
    too_many = refused(last_turn({"0": 21, "1": 50}, [carried(2, {"0": 21, "1": 50})], 3, 51))
    assert too_many.path == "state.ledger.0.points" and "score 8 to 70" in too_many.message


def test_carried_scores_that_decided_the_match_are_refused():  # CAS-8.6, CAS-8.3
    # Side 1 catching up in a later game would make an extra game due, had the match gone on.
    rows = [carried(2, {"0": 21, "1": 5}), {"number": 3, "totals": {"0": 0, "1": 16}}]
    decided = refused(last_turn({"0": 21, "1": 21}, rows, 4))
    assert decided.path == "state.ledger.0.points" and "decided the match" in decided.message
    # Level at or above the target, an extra game is due (CAS-8.4): the match goes on.
    checked(last_turn({"0": 21, "1": 21}, [carried(3, {"0": 21, "1": 21})], 4))


def test_a_finished_match_ends_on_a_recorded_game():  # CAS-8.6, CAS-8.3
    scores = {"0": 19, "1": 18}
    done = play(
        checked(last_turn(scores, [carried(5, scores)], 6)),
        {"player": 1, "type": "trail", "card": "9H"},
    ).state
    alone = {**done, "ledger": [carried(6, done["scores"])]}
    assert "not the carried row" in refused(alone).message


def test_a_game_row_scores_what_one_game_can():  # CAS-7.9, CAS-6.3
    low, high = game_bounds()
    assert (low, high) == (8, 35)
    for total, fine in ((0, True), (low - 1, False), (low, True), (high, True), (high + 1, False)):
        rows = [{"number": 1, "totals": {"0": total, "1": 0}}]
        state = last_turn({"0": total, "1": 0}, rows, 2, target=51)
        if fine:
            checked(state)
        else:
            assert refused(state).path == "state.ledger.0.totals"


@pytest.mark.parametrize(
    "row",
    [
        {"carried": False, "games": 1, "points": {"0": 4, "1": 4}},
        {"carried": True, "games": 1, "points": {"0": 4, "1": 4}, "number": 1},
        {"carried": True, "points": {"0": 4, "1": 4}},
        {"carried": True, "games": 0, "points": {"0": 4, "1": 4}},
        {"number": 1, "totals": {"0": 4, "1": 4}, "games": 1},
        {"number": 1},
    ],
)
def test_a_row_is_a_game_or_a_carried_row_on_the_wire(row):  # CAS-8.6
    state = last_turn({"0": 4, "1": 4}, [row], 2)
    with pytest.raises(MalformedInput) as malformed:
        GAME.load_state(json.loads(json.dumps(state)))
    assert malformed.value.path.startswith("state.ledger.0")
