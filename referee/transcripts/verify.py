"""Checking a transcript: every move in order on the state it opened with, to the first
illegal one; what the moves came to; the table's ending, if any, judged against them; and
the claim held against it."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..engine import Game, IllegalMove, MalformedInput
from ..engine.game import State
from ..engine.wording import json_text
from ..tablerules import RULES as TABLE_RULES
from ..tablerules.outcomes import ABORTED, RULE_OF, outcome_of_ending
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
    were checked (the illegal one included), the first illegal move, if any, and the seats
    that made a legal move."""

    state: State
    moves_checked: int
    first_illegal: dict | None
    moved: frozenset[int] = frozenset()


def check_moves(game: Game, state: State, moves: Iterable) -> Verdict:
    """Play `moves` in order from the checked `state`, one at a time, stopping at the first
    illegal one; a malformed one is refused (MalformedInput at `moves.i`) when it is reached.

    `moves` may be a lazy iterator (`format.stream_lines`): nothing past the move that stops
    the check is read, so a long transcript that goes wrong early costs little.
    """
    play = game.play
    index = -1
    moved: set[int] = set()
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
            illegal_move = {"index": index, "move": move, "violation": violation}
            return Verdict(state, index + 1, illegal_move, frozenset(moved))
        moved.add(move["player"])
    return Verdict(state, index + 1, None, frozenset(moved))


def ending_violation(game: Game, verdict: Verdict, ending: dict) -> dict | None:
    """Why the table could not have ended the match so after the legal moves, citing the
    table rule (TBL-1 to TBL-3); None when it could. A table ends only a match that runs
    (whichever ending), and an abort only while some seat has not moved."""
    rule = RULE_OF[ending["reason"]]
    seats = set(range(game.seat_count(verdict.state)))
    if game.is_finished(verdict.state):
        code = "match_over"
        message = "the moves end the match by the game's rules: no table ending follows them"
    elif ending["reason"] == ABORTED and seats <= verdict.moved:
        code = "abort_too_late"
        message = "every seat moved: the match could no longer be aborted, only resigned"
    else:
        return None
    return {"code": code, "rule": rule, "rule_url": TABLE_RULES.url(rule), "message": message}


def judge_ending(game: Game, verdict: Verdict, ending: dict | None) -> dict | None:
    """The transcript's ending as judged after its moves: itself, `allowed`, and the
    `violation` when it is not; None without one, or when an illegal move came first."""
    if ending is None or verdict.first_illegal is not None:
        return None
    violation = ending_violation(game, verdict, ending)
    return {**ending, "allowed": violation is None, "violation": violation}


def verdict_answer(
    game: Game, verdict: Verdict, claim: dict | None, ending: dict | None = None
) -> dict:
    """The answer to a transcript, but its final state (which the caller carries as it may):
    `valid` when every move is legal, the table's `ending` (if any) could follow them, and
    any claim matches what they came to: the ending's outcome where it is allowed."""
    judged = judge_ending(game, verdict, ending)
    ended = None
    if judged is not None and judged["allowed"]:
        ended = outcome_of_ending(verdict.state["scores"], judged)
    compared = None if claim is None else compare_claim(game, verdict.state, claim, ended)
    valid = (
        verdict.first_illegal is None
        and (judged is None or judged["allowed"])
        and (compared is None or compared["matches"])
    )
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
        "ending": judged,
    }


def check_ending(game: Game, state: State, ending: dict) -> None:
    """A transcript's ending names a seat of the match where it names one (its form, a seat
    named or not, is the schema's): known from the opening, so it is refused before any move
    is played, as a claim for sides the match has not."""
    seat = ending.get("seat")
    count = game.seat_count(state)
    if seat is not None and not 0 <= seat < count:
        raise MalformedInput(
            f"ending.seat: a {ending['reason']} names a seat of the match, one of 0 to {count - 1}",
            path="ending.seat",
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
        check_ending(game, state, ending)
    verdict = check_moves(game, state, transcript["moves"])
    return verdict_answer(game, verdict, claim, ending), verdict.state
