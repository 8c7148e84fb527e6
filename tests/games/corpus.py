"""The states of tests/fixtures/states for one game's tests: the same positions as each
schema version wrote them."""

from __future__ import annotations

import json
from pathlib import Path

CORPUS = Path(__file__).parents[1] / "fixtures" / "states"


def names(game_id: str, version: int = 1) -> list[str]:
    """The positions (not the transcripts) of a game's version, by file name."""
    folder = CORPUS / game_id / f"v{version}"
    return sorted(path.name for path in folder.glob("*.json") if "transcript" not in path.name)


def fixture(game_id: str, version: int, name: str) -> dict:
    return json.loads((CORPUS / game_id / f"v{version}" / name).read_text())


def state(game_id: str, version: int, name: str) -> dict:
    return fixture(game_id, version, name)["state"]
