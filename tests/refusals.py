"""What every refusal must look like: a dotted path rooted at a field of the body, JSON words;
and which rule it must cite, by the game's citation order."""

from __future__ import annotations

import re

from referee.engine import Game
from referee.engine.citations import PHASE, RULES, TURN, Citation, CitationOrder

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


def as_mover(game: Game, state: dict, seat: int) -> dict:
    """The position as if `seat` were the one to move: the game's `as_mover` conformance hook,
    else the state with `to_move` set to the seat."""
    from tests.test_conformance import HOOKS  # the suites' hooks, loaded once there

    hook = getattr(HOOKS.get(game.id), "as_mover", None)
    return hook(state, seat) if hook is not None else {**state, "to_move": seat}


def cited_by_order(game: Game, state: dict, move: dict) -> tuple[Citation, str] | None:
    """The row of the game's citation order that decides the refusal of `move` in `state`, and
    the rule it names; None where the order leaves the choice to the game's other rules (a
    move by a seat that may move, past every row that applies).

    A RULES row stands for the game's own rules of the move: a seat that may not move is
    refused for the rule of that row it breaks, the refusal it would get were it to move.
    """
    order = game.citations
    assert order is not None, f"{game.id} has no citation order"
    if game.is_finished(state):
        return order.rows[0], order.over_rule
    kind = move["type"]
    waiting = move["player"] not in game.to_move(state)
    for row in order.rows[1:]:
        if not row.covers(kind):
            continue
        if row.kind == PHASE and state["phase"] in row.phases:
            return row, row.rule
        if row.kind == TURN and waiting:
            return row, row.rule
        if row.kind == RULES and waiting:
            own = game.check(as_mover(game, state, move["player"]), move)
            if own is not None and own.rule in row.rules:
                return row, own.rule
    return None


def predicted_rows(order: CitationOrder) -> list[Citation]:
    """The rows `cited_by_order` can decide: all but a RULES row standing after the TURN row
    of its move types (the mover's own rules, which only the game decides)."""
    out = []
    for index, row in enumerate(order.rows):
        turn_before = any(
            earlier.kind == TURN and any(earlier.covers(kind) for kind in row.types)
            for earlier in order.rows[:index]
        )
        if not (row.kind == RULES and turn_before):
            out.append(row)
    return out
