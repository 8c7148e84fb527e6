"""Transcripts kept as files: finding them in folders, reading them, and the one-line
summary of checking each (what `referee verify` shows and its job-queue workers answer)."""

from __future__ import annotations

import gzip
from collections.abc import Iterable
from pathlib import Path

from ..engine import RefereeError
from ..games.registry import get_game
from .format import parse_json, parse_lines
from .verify import verify

LINES_SUFFIXES = (".jsonl", ".ndjson")
SUFFIXES = (".json", *LINES_SUFFIXES)


def is_transcript_file(path: Path) -> bool:
    name = path.name.removesuffix(".gz")
    return name.endswith(SUFFIXES)


def is_lines(name: str) -> bool:
    """JSON lines by the file's name (`.jsonl`, `.ndjson`, gzipped or not); else JSON."""
    return name.removesuffix(".gz").endswith(LINES_SUFFIXES)


def transcript_paths(paths: Iterable[str | Path]) -> list[Path]:
    """Each named file, and every transcript file (`.json`, `.jsonl`, `.ndjson`, each
    perhaps `.gz`) under each named folder, in a stable order; FileNotFoundError for a
    path that is neither."""
    found: list[Path] = []
    for given in paths:
        path = Path(given)
        if path.is_dir():
            found.extend(
                sorted(
                    item for item in path.rglob("*") if item.is_file() and is_transcript_file(item)
                )
            )
        elif path.is_file():
            found.append(path)
        else:
            raise FileNotFoundError(f"no such file or folder: {path}")
    return found


def read_text(path: Path) -> bytes:
    """A transcript file's bytes, inflated when it is gzipped (by its magic bytes)."""
    data = path.read_bytes()
    return gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data


def summarize(name: str, data: bytes, lines: bool) -> dict:
    """Check one transcript; a summary that says, for a transcript that is no match at all
    (unreadable, malformed, of an unknown game), why in `error`."""
    summary: dict = {"name": name, "game": None, "valid": False, "moves": 0}
    try:
        transcript = parse_lines(data) if lines else parse_json(data)
        if "game" not in transcript:
            raise RefereeError("a transcript file names its `game`", path="game")
        game = get_game(transcript["game"])
        summary["game"] = game.id
        summary["moves"] = len(transcript["moves"])
        answer, _ = verify(game, transcript)
    except RefereeError as error:
        return {**summary, "error": {"code": error.code, "message": error.message}}
    outcome = answer["outcome"]
    return {
        **summary,
        "valid": answer["valid"],
        "moves_checked": answer["moves_checked"],
        "first_illegal": answer["first_illegal"],
        "finished": answer["finished"],
        "winners": None if outcome is None else outcome["winners"],
        "scores": answer["sheet"]["match"]["scores"] if answer["sheet"]["match"] else None,
        "claim_matches": None if answer["claim"] is None else answer["claim"]["matches"],
        "ending": answer["ending"],
    }


def summarize_file(path: Path) -> dict:
    try:
        data = read_text(path)
    except (OSError, EOFError, gzip.BadGzipFile) as error:
        return {
            "name": str(path),
            "game": None,
            "valid": False,
            "moves": 0,
            "error": {"code": "unreadable", "message": str(error)},
        }
    return summarize(str(path), data, is_lines(path.name))
