"""What every refusal must look like: a dotted path rooted at a field of the body, JSON words."""

from __future__ import annotations

import re

PATH = re.compile(r"[A-Za-z_]+(?:\.[^.\s\[\]]+)*")
PYTHON_WORDS = re.compile(r"\b(?:True|False|None)\b|(?<![\w+])'[^'\s]*'")


def assert_clear_refusal(problem: dict, body: dict | None = None) -> None:
    """`problem` names its field as `state.hands.1`, `move.card` or `player` (a key the
    body holds, when the body is given) and writes values in JSON, never Python's words."""
    path = problem.get("path")
    if path is not None:
        assert PATH.fullmatch(path), problem
        if isinstance(body, dict):
            assert path.split(".")[0] in body, problem
    assert not PYTHON_WORDS.search(problem["detail"]), problem
