"""Verifying transcripts: every seeded conformance playout reproduces its final state and
score sheet; an altered move is found at its index, or the claim no longer matches."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from referee.engine import MalformedInput
from referee.games.registry import REGISTRY
from referee.transcripts import (
    check_moves,
    dumps_lines,
    opening,
    parse_header,
    stream_lines,
    verify,
)
from tests.transcripts.playouts import PLAYOUTS, playout

CORPUS = Path(__file__).parents[1] / "fixtures" / "states"
OLD_TRANSCRIPTS = sorted(
    path
    for path in CORPUS.rglob("*-transcript.json")
    if json.loads(path.read_text())["state"]["schema_version"]
    < REGISTRY[path.parts[-3]].schema_version
)

# Games where the seat to move is one seat at a time (Modulo's bids are made together).
ONE_MOVER = ["cassino", "ronda", "seep", "spite-and-malice"]


@pytest.mark.parametrize(("game_id", "seed"), PLAYOUTS)
def test_every_conformance_playout_reproduces_its_state_and_scores(game_id, seed):
    game = REGISTRY[game_id]
    final, transcript = playout(game_id, seed)
    answer, state = verify(game, transcript)
    assert state == final
    assert answer["valid"] is True and answer["first_illegal"] is None
    assert answer["moves_checked"] == len(transcript["moves"])
    assert answer["finished"] is True and answer["movers"] == []
    assert answer["sheet"] == game.score_sheet(final)
    assert answer["outcome"]["winners"] == game.outcome(final)["winners"]
    assert answer["claim"]["matches"] is True
    assert [item["item"] for item in answer["claim"]["items"]] == [
        "finished",
        "winners",
        *(f"scores.{side}" for side in final["scores"]),
    ]


def states_along(game, transcript) -> list[dict]:
    state = opening(game, transcript)
    states = [state]
    for move in transcript["moves"]:
        state = game.play(state, move).state
        states.append(state)
    return states


def altered(transcript: dict, moves: list) -> dict:
    return {**transcript, "moves": moves}


@pytest.mark.parametrize("game_id", ONE_MOVER)
def test_a_move_by_another_seat_is_illegal_at_its_index(game_id):
    game = REGISTRY[game_id]
    _, transcript = playout(game_id, "conformance-1")
    seats = game.seat_count(opening(game, transcript))
    for index in (0, len(transcript["moves"]) // 2, len(transcript["moves"]) - 1):
        moves = list(transcript["moves"])
        moves[index] = {**moves[index], "player": (moves[index]["player"] + 1) % seats}
        answer, _ = verify(game, altered(transcript, moves))
        assert answer["valid"] is False
        assert answer["first_illegal"]["index"] == index
        # The rule the game's citation order names for that seat's move, as `play` refuses it.
        before = replayed(game, transcript, index)
        refused = game.check(before, game.parse_move(moves[index]))
        assert refused is not None
        assert answer["first_illegal"]["violation"]["rule"] == refused.rule
        assert answer["moves_checked"] == index + 1


def replayed(game, transcript: dict, upto: int) -> dict:
    """The state before move `upto` of a valid transcript."""
    state = opening(game, transcript)
    for move in transcript["moves"][:upto]:
        state = game.play(state, game.parse_move(move)).state
    return state


@pytest.mark.parametrize("game_id", ONE_MOVER)
def test_two_moves_of_different_seats_swapped_are_illegal_at_the_first(game_id):
    game = REGISTRY[game_id]
    _, transcript = playout(game_id, "conformance-2")
    moves = transcript["moves"]
    index = next(
        i
        for i in range(len(moves) // 3, len(moves) - 1)
        if moves[i]["player"] != moves[i + 1]["player"]
    )
    swapped = [*moves[:index], moves[index + 1], moves[index], *moves[index + 2 :]]
    answer, _ = verify(game, altered(transcript, swapped))
    assert answer["first_illegal"]["index"] == index
    assert answer["valid"] is False


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_another_card_is_illegal_at_its_index(game_id):
    game = REGISTRY[game_id]
    _, transcript = playout(game_id, "conformance-1")
    states = states_along(game, transcript)
    found = 0
    for index, move in enumerate(transcript["moves"]):
        if "card" not in move or found >= 3:
            continue
        state = states[index]
        own = set(state["hands"][move["player"]])
        others = [c for hand in state["hands"] for c in hand if c not in own and c != move["card"]]
        for card in others[:1]:
            changed = {**move, "card": card}
            if game.check(state, game.parse_move(changed)) is None:
                continue
            moves = list(transcript["moves"])
            moves[index] = changed
            answer, after = verify(game, altered(transcript, moves))
            assert answer["first_illegal"]["index"] == index
            assert answer["first_illegal"]["move"] == changed
            assert after == state, "checking stops on the state before the illegal move"
            found += 1
    assert found, "no move was altered"


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_a_dropped_move_is_found_or_breaks_the_claim(game_id):
    game = REGISTRY[game_id]
    final, transcript = playout(game_id, "conformance-3")
    moves = transcript["moves"]
    for index in (len(moves) - 1, len(moves) // 2, 1):
        answer, state = verify(game, altered(transcript, [*moves[:index], *moves[index + 1 :]]))
        assert answer["valid"] is False
        if answer["first_illegal"] is None:
            assert answer["claim"]["matches"] is False
            assert state != final
        else:
            assert answer["first_illegal"]["index"] >= index
    # The last move dropped: every move legal, but the match is not over as claimed.
    answer, _ = verify(game, altered(transcript, moves[:-1]))
    assert answer["first_illegal"] is None
    finished = answer["claim"]["items"][0]
    assert finished == {"item": "finished", "claimed": True, "actual": False, "matches": False}


def test_a_malformed_move_is_refused_naming_its_index():
    game = REGISTRY["cassino"]
    _, transcript = playout("cassino", "conformance-1")
    moves = list(transcript["moves"])
    moves[7] = {**moves[7], "card": "1Z"}
    with pytest.raises(MalformedInput) as refused:
        verify(game, altered(transcript, moves))
    assert refused.value.path == "moves.7.card"
    assert refused.value.message.startswith("moves.7.card:")
    moves[7] = {"player": 0, "type": "teleport"}
    with pytest.raises(MalformedInput) as refused:
        verify(game, altered(transcript, moves))
    assert refused.value.path == "moves.7.type"


def test_an_opening_is_a_seed_or_a_state_never_both_nor_neither():
    game = REGISTRY["cassino"]
    state = game.new_state(game.resolve_options({}), "opening")
    with pytest.raises(MalformedInput):
        opening(game, {"moves": []})
    with pytest.raises(MalformedInput):
        opening(game, {"seed": "x", "state": state, "moves": []})
    with pytest.raises(MalformedInput) as refused:
        opening(game, {"state": state, "options": {}, "moves": []})
    assert refused.value.path == "options"
    assert opening(game, {"state": state, "moves": []}) == state
    assert opening(game, {"seed": "opening", "moves": []}) == state


def test_a_transcript_of_another_game_is_refused():
    _, transcript = playout("seep", "conformance-1")
    with pytest.raises(MalformedInput) as refused:
        verify(REGISTRY["cassino"], transcript)
    assert refused.value.code == "wrong_game"


def test_check_moves_from_a_posed_state():
    game = REGISTRY["cassino"]
    final, transcript = playout("cassino", "conformance-1")
    states = states_along(game, transcript)
    verdict = check_moves(game, states[10], transcript["moves"][10:])
    assert verdict.state == final and verdict.first_illegal is None


@pytest.mark.parametrize("path", OLD_TRANSCRIPTS, ids=lambda path: path.parts[-3])
def test_a_transcript_opening_on_a_state_of_an_earlier_version_verifies(path):
    transcript = json.loads(path.read_text())
    game = REGISTRY[transcript["game"]]
    answer, state = verify(game, transcript)
    assert answer["valid"] is True and answer["claim"]["matches"] is True
    assert state["schema_version"] == game.schema_version
    assert answer["moves_checked"] == len(transcript["moves"])


def test_moves_are_checked_one_at_a_time_and_the_check_stops_at_the_first_illegal():
    game = REGISTRY["cassino"]
    _, transcript = playout("cassino", "conformance-1")
    moves = list(transcript["moves"])
    wrong = next(index for index, move in enumerate(moves) if move["player"] != moves[0]["player"])
    moves[wrong] = {**moves[wrong], "player": moves[wrong - 1]["player"]}
    read: list[int] = []

    def lazily():
        for index, move in enumerate(moves):
            read.append(index)
            # Past the illegal move, a malformed one: never reached, so never refused.
            yield move if index <= wrong else {"player": 0, "type": "teleport"}

    verdict = check_moves(game, transcript_state(game, transcript), lazily())
    assert verdict.first_illegal["index"] == wrong and verdict.moves_checked == wrong + 1
    assert read == list(range(wrong + 1))


def test_a_malformed_move_stops_the_check_where_it_is_reached():
    game = REGISTRY["cassino"]
    _, transcript = playout("cassino", "conformance-1")
    moves = list(transcript["moves"])
    moves[2] = {"player": 0, "type": "teleport"}
    moves[5] = {**moves[5], "player": 9}  # out of range too, but after
    with pytest.raises(MalformedInput) as refused:
        check_moves(game, transcript_state(game, transcript), iter(moves))
    assert refused.value.path == "moves.2.type"


def transcript_state(game, transcript: dict) -> dict:
    return opening(game, transcript)


# -- a table's ending (TBL-1 to TBL-3) ----------------------------------------------------------


def ended(transcript: dict, upto: int, ending: dict, **more) -> dict:
    """The transcript's first `upto` moves, its claim left out, then the table's `ending`."""
    cut = {key: value for key, value in transcript.items() if key != "claim"}
    return {**cut, "moves": transcript["moves"][:upto], "ending": ending, **more}


def first_moves_of_one_seat(transcript: dict) -> int:
    """How many moves open the match before a second seat moves."""
    moves = transcript["moves"]
    return next(index for index, move in enumerate(moves) if move["player"] != moves[0]["player"])


@pytest.mark.parametrize(
    "ending, path, message",
    [
        ({"reason": "resigned"}, "ending.seat", "a resigned names the seat that resigned"),
        ({"reason": "timeout"}, "ending.seat", "a timeout names the seat that timed out"),
        ({"reason": "aborted", "seat": 0}, "ending.seat", "an abort names no seat"),
        ({"reason": "timeout", "seat": -1}, "ending.seat", "greater than or equal to 0"),
        ({"reason": "timeout", "seat": 41}, "ending.seat", "a seat of the match, one of 0 to 1"),
        ({"reason": "resigned", "seat": 2}, "ending.seat", "one of 0 to 1"),
        ({"reason": "walked off", "seat": 0}, "ending.reason", "Must be one of"),
    ],
)
def test_an_ending_of_the_wrong_form_or_seat_is_malformed_before_any_move(ending, path, message):
    # The form is the document's (`EndingSchema.document`), the seats the opening's: both
    # are known before a move is read, like a claim for sides the match has not.
    game = REGISTRY["cassino"]
    _, transcript = playout("cassino", "conformance-1")

    def never():
        pytest.fail("a move was read")
        yield

    with pytest.raises(MalformedInput) as refused:
        verify(game, parse_header(ended(transcript, 0, ending, moves=never())))
    assert refused.value.path == path and message in refused.value.message


def test_an_abort_before_every_seat_moved_ends_the_match_with_no_result():
    game = REGISTRY["cassino"]
    _, transcript = playout("cassino", "conformance-1")
    upto = first_moves_of_one_seat(transcript)
    claim = {"finished": True, "winners": []}
    answer, _ = verify(game, ended(transcript, upto, {"reason": "aborted"}, claim=claim))
    assert answer["valid"] is True and answer["finished"] is True
    assert answer["ending"] == {"reason": "aborted", "allowed": True, "violation": None}
    assert answer["outcome"]["rule"] == "TBL-3" and answer["outcome"]["winners"] == []
    assert answer["claim"]["matches"] is True


def test_an_abort_after_every_seat_moved_is_a_verdict_citing_tbl_3():
    game = REGISTRY["cassino"]
    _, transcript = playout("cassino", "conformance-1")
    upto = first_moves_of_one_seat(transcript) + 1  # the second seat's first move
    claim = {"finished": True}
    answer, state = verify(game, ended(transcript, upto, {"reason": "aborted"}, claim=claim))
    assert answer["valid"] is False and answer["first_illegal"] is None
    assert answer["moves_checked"] == upto
    assert answer["ending"] == {
        "reason": "aborted",
        "allowed": False,
        "violation": {
            "code": "abort_too_late",
            "rule": "TBL-3",
            "rule_url": "/v1/table/rules/TBL-3",
            "message": "every seat moved: the match could no longer be aborted, only resigned",
        },
    }
    # What the moves came to stands, the ending set aside: the match runs on.
    assert answer["finished"] is False and answer["outcome"] == game.outcome(state) is None
    assert answer["movers"] == game.turn_and_outcome(state)["movers"]
    assert answer["claim"]["items"][0] == {
        "item": "finished",
        "claimed": True,
        "actual": False,
        "matches": False,
    }


@pytest.mark.parametrize(
    "ending, rule",
    [
        ({"reason": "resigned", "seat": 0}, "TBL-2"),
        ({"reason": "timeout", "seat": 1}, "TBL-1"),
        ({"reason": "aborted"}, "TBL-3"),
    ],
)
def test_no_table_ending_follows_a_match_the_moves_finished(ending, rule):
    game = REGISTRY["cassino"]
    final, transcript = playout("cassino", "conformance-1")
    answer, _ = verify(game, ended(transcript, len(transcript["moves"]), ending))
    assert answer["valid"] is False and answer["finished"] is True
    assert answer["ending"]["allowed"] is False
    violation = answer["ending"]["violation"]
    assert (violation["code"], violation["rule"]) == ("match_over", rule)
    assert answer["outcome"]["winners"] == game.outcome(final)["winners"]  # the game's own


def test_a_resignation_gives_the_outcome_and_names_the_seat():
    game = REGISTRY["cassino"]
    _, transcript = playout("cassino", "conformance-1")
    answer, _ = verify(game, ended(transcript, 5, {"reason": "resigned", "seat": 1}))
    assert answer["valid"] is True
    assert answer["ending"] == {"reason": "resigned", "seat": 1, "allowed": True, "violation": None}
    assert answer["outcome"]["rule"] == "TBL-2" and answer["outcome"]["seat"] == 1


def test_an_illegal_move_leaves_the_ending_unjudged():
    game = REGISTRY["cassino"]
    _, transcript = playout("cassino", "conformance-1")
    moves = list(transcript["moves"][:6])
    moves[3] = {**moves[3], "player": 1 - moves[3]["player"]}
    answer, _ = verify(game, ended({**transcript, "moves": moves}, 6, {"reason": "aborted"}))
    assert answer["valid"] is False and answer["first_illegal"]["index"] == 3
    assert answer["ending"] is None


def test_an_abort_is_judged_on_the_moves_as_json_lines_stream_them():
    # The seats that moved are counted as the moves are played, once: a transcript read
    # lazily is read whole, and only once.
    game = REGISTRY["cassino"]
    _, transcript = playout("cassino", "conformance-1")
    upto = first_moves_of_one_seat(transcript) + 1
    lines = dumps_lines(ended(transcript, upto, {"reason": "aborted"}))
    answer, _ = verify(game, stream_lines(lines))
    assert answer["moves_checked"] == upto
    assert answer["ending"]["violation"]["code"] == "abort_too_late"
