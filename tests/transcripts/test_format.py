"""The transcript format: JSON and JSON lines print and parse as inverses; bad shapes refused."""

from __future__ import annotations

import pytest

from referee.engine import MalformedInput
from referee.transcripts import dumps_json, dumps_lines, parse_json, parse_lines
from tests.transcripts.playouts import PLAYOUTS, playout


@pytest.mark.parametrize(("game_id", "seed"), PLAYOUTS[::3])
def test_json_and_lines_round_trip(game_id, seed):
    _, transcript = playout(game_id, seed)
    assert parse_json(dumps_json(transcript)) == transcript
    lines = dumps_lines(transcript)
    assert lines.count(b"\n") == len(transcript["moves"]) + 1
    assert parse_lines(lines) == transcript


def test_a_move_list_that_is_not_a_list_is_refused():
    with pytest.raises(MalformedInput) as refused:
        parse_json(b'{"game": "cassino", "seed": "x", "moves": {"0": {}}}')
    assert refused.value.path == "moves"


def test_unknown_fields_and_bad_json_are_refused():
    with pytest.raises(MalformedInput) as refused:
        parse_json(b'{"game": "cassino", "seed": "x", "moves": [], "mvoes": []}')
    assert refused.value.path == "mvoes"
    with pytest.raises(MalformedInput):
        parse_json(b'{"game": ')


def test_lines_name_the_move_that_is_not_json():
    text = (
        b'{"game": "cassino", "seed": "x"}\n{"player": 1, "type": "trail", "card": "7S"}\n{oops\n'
    )
    with pytest.raises(MalformedInput) as refused:
        parse_lines(text)
    assert refused.value.path == "moves.1"
    assert "line 3" in refused.value.message


def test_lines_keep_the_moves_out_of_the_header():
    with pytest.raises(MalformedInput) as refused:
        parse_lines(b'{"game": "cassino", "seed": "x", "moves": []}\n')
    assert refused.value.path == "moves"
    with pytest.raises(MalformedInput):
        parse_lines(b"\n\n")
    with pytest.raises(MalformedInput):
        parse_lines(b"[1]\n")


def test_streamed_lines_are_read_only_as_far_as_the_moves_are_taken():
    from referee.transcripts import stream_lines

    text = b'{"game": "cassino", "seed": "x"}\r\n\n{"player": 1}\r{oops\n{"player": 0}'
    transcript = stream_lines(text)
    assert transcript["seed"] == "x"
    moves = transcript["moves"]
    assert next(moves) == {"player": 1}
    with pytest.raises(MalformedInput) as refused:
        next(moves)
    assert refused.value.path == "moves.1" and "line 4" in refused.value.message
    # The header is checked before any move is read.
    with pytest.raises(MalformedInput) as header:
        stream_lines(b'{"game": "cassino", "sede": "x"}\n{oops\n')
    assert header.value.path == "sede"


def test_a_streamed_json_transcript_leaves_its_moves_to_the_check():
    from referee.transcripts import stream_json

    transcript = stream_json(b'{"game": "cassino", "seed": "x", "moves": [1, {"no": "move"}]}')
    assert transcript["moves"] == [1, {"no": "move"}]
    with pytest.raises(MalformedInput) as refused:
        stream_json(b'{"game": "cassino", "seed": "x", "moves": {"0": {}}}')
    assert refused.value.path == "moves"
