"""Checking a transcript: every move in order on the state it opened with, to the first
illegal one; what the moves came to; and the claim held against it."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..engine import Game, IllegalMove, MalformedInput
from ..engine.game import State
from ..engine.wording import json_text
from ..tablerules import RULES as TABLE_RULES
from ..tablerules.outcomes import ABORTED, outcome_of_ending
from .claims import check_claim_sides, compare_claim


def opening(
    game: Game, transcript: dict, load_state: Callable[[Any], State] | None = None
) -> State:
    """The state a transcript opens with: dealt from its `seed`, or its own `state` checked
    by `load_state` (the game's own check unless the caller has more to check, a seal)."""
    if ("seed" in transcript) == ("state" in transcript):
        raise MalformedInput("a transcript opens with exactly one of `seed` or `state`")
    if "seed" in transcript:
        options = game.resolve_options(transcript.get("options"), transcript.get("players"))
        return game.new_state(options, transcript["seed"])
    for name in ("options", "players"):
        if name in transcript:
            raise MalformedInput(f"`{name}` goes with `seed`: a state holds its own", path=name)
    return (load_state or game.load_state)(transcript["state"])


def _parsed(game: Game, data: object, index: int) -> dict:
    """A move checked for form; a malformed one is refused naming its index."""
    try:
        return game.parse_move(data)
    except MalformedInput as error:
        where = f"moves.{index}"
        path = where + (error.path or "move").removeprefix("move")
        message = error.message
        if message.startswith("move"):
            message = where + message.removeprefix("move")
        raise MalformedInput(message, path=path, code=error.code) from None


@dataclass(frozen=True)
class Verdict:
    """What checking the moves found: the state after the last legal one, how many moves
    were checked (the illegal one included), and the first illegal move, if any."""

    state: State
    moves_checked: int
    first_illegal: dict | None


def check_moves(game: Game, state: State, moves: Iterable) -> Verdict:
    """Play `moves` in order from the checked `state`, one at a time, stopping at the first
    illegal one; a malformed one is refused (MalformedInput at `moves.i`) when it is reached.

    `moves` may be a lazy iterator (`format.stream_lines`): nothing past the move that stops
    the check is read, so a long transcript that goes wrong early costs little.
    """
    play = game.play
    index = -1
    for index, data in enumerate(moves):  # noqa: B007
        move = _parsed(game, data, index)
        try:
            state = play(state, move).state
        except IllegalMove as illegal:
            violation = {
                "code": illegal.code,
                "rule": illegal.rule,
                "rule_url": game.rules.url(illegal.rule),
                "message": illegal.message,
            }
            return Verdict(state, index + 1, {"index": index, "move": move, "violation": violation})
    return Verdict(state, index + 1, None)


def verdict_answer(
    game: Game, verdict: Verdict, claim: dict | None, ending: dict | None = None
) -> dict:
    """The answer to a transcript, but its final state (which the caller carries as it may):
    `valid` when every move is legal and any claim matches what the moves came to, and
    after them the table's `ending`, if any, which then gives the outcome."""
    ended = None
    if ending is not None and verdict.first_illegal is None:
        ended = outcome_of_ending(verdict.state["scores"], ending)
    compared = None if claim is None else compare_claim(game, verdict.state, claim, ended)
    valid = verdict.first_illegal is None and (compared is None or compared["matches"])
    turn = game.turn_and_outcome(verdict.state)
    if ended is not None:
        turn = {"movers": [], "outcome": {**ended, "rule_url": TABLE_RULES.url(ended["rule"])}}
    return {
        "valid": valid,
        "moves_checked": verdict.moves_checked,
        "first_illegal": verdict.first_illegal,
        "finished": ended is not None or game.is_finished(verdict.state),
        **turn,
        "sheet": game.score_sheet(verdict.state),
        "claim": compared,
    }


def check_ending(game: Game, state: State, moves: list, ending: dict) -> None:
    """A transcript's ending that a table could have come to after its moves: a seat of the
    match where one is named (and only there), never after the game's own end, and an abort
    only while some seat has not moved."""
    count = game.seat_count(state)
    reason = ending["reason"]
    if reason == ABORTED:
        if "seat" in ending:
            raise MalformedInput("ending.seat: an abort names no seat", path="ending.seat")
        movers = {move.get("player") for move in moves if isinstance(move, dict)}
        if set(range(count)) <= movers:
            raise MalformedInput(
                "ending: every seat moved, so the match could not be aborted (TBL-3)",
                path="ending.reason",
            )
        return
    seat = ending.get("seat")
    if seat is None or not 0 <= seat < count:
        raise MalformedInput(
            f"ending.seat: a {reason} names the seat, one of 0 to {count - 1}", path="ending.seat"
        )


def verify(
    game: Game, transcript: dict, load_state: Callable[[Any], State] | None = None
) -> tuple[dict, State]:
    """Check a parsed transcript of `game`: its answer and its final state."""
    if transcript.get("game", game.id) != game.id:
        raise MalformedInput(
            f"the transcript is of {json_text(transcript['game'])}, not {json_text(game.id)}",
            path="game",
            code="wrong_game",
        )
    state = opening(game, transcript, load_state)
    claim = transcript.get("claim")
    if claim is not None:
        check_claim_sides(game, state, claim)
    ending = transcript.get("ending")
    if ending is not None:
        check_ending(game, state, transcript["moves"], ending)
    verdict = check_moves(game, state, transcript["moves"])
    if ending is not None and game.is_finished(verdict.state):
        raise MalformedInput(
            "ending: the moves end the match by the game's rules; no table ending follows them",
            path="ending",
        )
    return verdict_answer(game, verdict, claim, ending), verdict.state
