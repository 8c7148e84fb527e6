"""`referee verify`: files and folders, JSON or lines, gzipped or not, on several processes;
a table or JSON; exit 1 when any transcript is invalid."""

from __future__ import annotations

import gzip
import json

import pytest

from referee.cli import main
from referee.transcripts import dumps_json, dumps_lines
from referee.transcripts.console import ordinal
from referee.transcripts.files import summarize_file, transcript_paths
from tests.transcripts.playouts import playout


def archive(folder, invalid: bool = False):
    """Three transcripts in three spellings, and with `invalid` one whose moves are swapped."""
    _, cassino = playout("cassino", "conformance-1")
    _, spite = playout("spite-and-malice", "conformance-1")
    _, seep = playout("seep", "conformance-2")
    (folder / "deep").mkdir(parents=True)
    (folder / "cassino.json").write_bytes(dumps_json(cassino))
    (folder / "deep" / "spite.jsonl.gz").write_bytes(gzip.compress(dumps_lines(spite)))
    (folder / "deep" / "seep.ndjson").write_bytes(dumps_lines(seep))
    (folder / "notes.txt").write_text("not a transcript")
    if invalid:
        moves = list(cassino["moves"])
        moves[0], moves[1] = moves[1], moves[0]
        (folder / "swapped.json").write_bytes(dumps_json({**cassino, "moves": moves}))
    return folder


def test_folders_are_searched_for_transcript_files(tmp_path):
    found = transcript_paths([archive(tmp_path)])
    assert sorted(path.name for path in found) == ["cassino.json", "seep.ndjson", "spite.jsonl.gz"]


def test_every_file_is_summarized(tmp_path):
    for path in transcript_paths([archive(tmp_path)]):
        summary = summarize_file(path)
        assert summary["valid"] is True, summary
        assert summary["moves_checked"] == summary["moves"] > 0
        assert summary["claim_matches"] is True


def test_a_file_that_is_no_transcript_is_invalid_with_its_reason(tmp_path):
    (tmp_path / "broken.json").write_text('{"game": "cassino", "seed": "x"}')
    (tmp_path / "unknown.json").write_text('{"game": "chess", "seed": "x", "moves": []}')
    (tmp_path / "bad.json.gz").write_bytes(b"\x1f\x8bnot gzip")
    summaries = {path.name: summarize_file(path) for path in transcript_paths([tmp_path])}
    assert summaries["broken.json"]["error"]["code"] == "malformed"
    assert summaries["unknown.json"]["error"]["code"] == "unknown_game"
    assert summaries["bad.json.gz"]["error"]["code"] == "unreadable"
    assert not any(summary["valid"] for summary in summaries.values())


def test_verify_prints_a_table_and_exits_0_when_all_are_valid(tmp_path, capsys):
    assert main(["verify", "--processes", "2", str(archive(tmp_path))]) == 0
    out = capsys.readouterr().out
    assert "spite-and-malice" in out and "3 of 3 transcripts valid" in out


def test_verify_exits_1_and_names_the_illegal_move(tmp_path, capsys):
    assert main(["verify", str(archive(tmp_path, invalid=True))]) == 1
    out = capsys.readouterr().out
    assert "swapped.json" in out
    assert "the move at index 0 (the 1st move) is illegal (CAS-4.9)" in out
    assert "3 of 4 transcripts valid" in out


def test_verify_names_the_eleventh_move_by_its_index_and_its_place(tmp_path, capsys):
    """As `first_illegal.index` and the paths of the API (`moves.10`) name it, from 0, and
    counted from 1: never a bare "move 10", which reads as either."""
    _, cassino = playout("cassino", "conformance-1")
    moves = list(cassino["moves"])
    moves[10] = moves[11]  # the eleventh move is the twelfth's, out of its turn
    (tmp_path / "eleventh.json").write_bytes(dumps_json({**cassino, "moves": moves}))
    assert main(["verify", "--json", str(tmp_path)]) == 1
    assert json.loads(capsys.readouterr().out)["results"][0]["first_illegal"]["index"] == 10
    assert main(["verify", str(tmp_path)]) == 1
    out = " ".join(capsys.readouterr().out.split())
    assert "the move at index 10 (the 11th move) is illegal (CAS-" in out, out


@pytest.mark.parametrize(
    ("number", "said"),
    [(1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (11, "11th"), (12, "12th"), (13, "13th")]
    + [(21, "21st"), (22, "22nd"), (23, "23rd"), (101, "101st"), (111, "111th"), (112, "112th")],
)
def test_places_are_counted_in_words(number, said):
    assert ordinal(number) == said


def test_verify_json_is_for_machines(tmp_path, capsys):
    assert main(["verify", "--json", "--processes", "2", str(archive(tmp_path, True))]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["transcripts"] == 4 and report["invalid"] == 1
    swapped = next(row for row in report["results"] if row["name"].endswith("swapped.json"))
    assert swapped["first_illegal"]["index"] == 0
    assert swapped["first_illegal"]["violation"]["rule_url"] == "/v1/games/cassino/rules/CAS-4.9"


def test_verify_refuses_a_missing_path_or_an_empty_folder(tmp_path):
    assert main(["verify", str(tmp_path / "missing")]) == 2
    assert main(["verify", str(tmp_path)]) == 2


def test_verify_names_an_ending_the_table_could_not_have_come_to(tmp_path, capsys):
    _, cassino = playout("cassino", "conformance-1")
    finished = {key: value for key, value in cassino.items() if key != "claim"}
    (tmp_path / "late.json").write_bytes(
        dumps_json({**finished, "ending": {"reason": "resigned", "seat": 0}})
    )
    assert main(["verify", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "the ending (resigned) could not follow the moves (TBL-2)" in out
    summary = summarize_file(tmp_path / "late.json")
    assert summary["valid"] is False and summary["ending"]["violation"]["code"] == "match_over"
