"""What the compute pool runs: each job by name, on JSON arguments (and a blob), to a JSON
result; the same functions run inline when no pool is configured (`referee.api.offload`).

A job is `job(context, args, blob) -> dict`. It may raise a refusal (the engine's errors, a
seal's or token's, an HTTP problem), which comes back as itself; `context` holds what a job
needs of the deployment beside its arguments: the key ring, read from the same settings as
the app's (`REFEREE_STATE_KEYS`, `REFEREE_REQUIRE_SEAL`).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from ..bots import choose_move
from ..games.registry import get_game
from ..sessions.ending import ends_match

if TYPE_CHECKING:
    from ..api.carried import StateCodec


@dataclass(frozen=True)
class Context:
    """What jobs read of the deployment: its key ring and whether seals are required."""

    states: StateCodec


Job = Callable[[Context, dict, bytes], dict]


def suggest(context: Context, args: dict, blob: bytes) -> dict:
    """A bot's move for `player` on the checked `state` at `level` (`referee.bots`), with the
    milliseconds it took; `seed` seeds its draws (none: drawn at random)."""
    game = get_game(args["game"])
    seed = args.get("seed")
    rng = random.Random(seed) if seed is not None else random.Random()
    started = time.perf_counter()
    move = choose_move(
        game, args["state"], args["player"], args["level"], rng=rng, budget_s=args["budget_s"]
    )
    return {"move": move, "elapsed_ms": round((time.perf_counter() - started) * 1000, 3)}


def judge_ending(context: Context, args: dict, blob: bytes) -> dict:
    """A dry run's `ends_match`: whether `move` ends the match on states dealt from `view`."""
    return {"ends_match": ends_match(get_game(args["game"]), args["view"], args["move"])}


def check_transcript(context: Context, args: dict, blob: bytes) -> dict:
    """A transcript's verdict from its body (`blob`, gzipped or not, JSON or JSON lines),
    checked move by move (`referee.api.transcripts.check_body`); with the bytes it inflated
    to, which the caller's byte budget is charged, whether or not the body was refused."""
    from ..api.transcripts import check_body

    return check_body(
        get_game(args["game"]),
        blob,
        gzipped=args["gzipped"],
        lines=args["lines"],
        limit=args["limit"],
        states=context.states,
    )


JOBS: dict[str, Job] = {
    "suggest": suggest,
    "judge_ending": judge_ending,
    "check_transcript": check_transcript,
}


@cache
def pool_context() -> Context:
    """A pool process's context, from its environment (the one the app's workers have)."""
    from ..api.carried import StateCodec
    from ..api.config import Settings

    return Context(StateCodec.from_settings(Settings.from_env()))
