"""Jobs for the pool's tests: echo, refuse, fail, and wait until a file exists."""

from __future__ import annotations

import os
import time

from referee.engine import IllegalMove, MalformedInput


def echo(context, args: dict, blob: bytes) -> dict:
    return {
        "args": args,
        "blob": blob.decode(),
        "pid": os.getpid(),
        "policy": os.sched_getscheduler(0),
    }


def refuse(context, args: dict, blob: bytes) -> dict:
    if args.get("illegal"):
        raise IllegalMove("not_your_turn", "TOY-2", "seat 1 may not move now")
    raise MalformedInput("moves.3: not a move", path="moves.3")


def fail(context, args: dict, blob: bytes) -> dict:
    raise ZeroDivisionError("a bug")


def wait_for(context, args: dict, blob: bytes) -> dict:
    """Runs until the file `path` exists (the test makes it), or for ever."""
    while not os.path.exists(args["path"]):
        time.sleep(0.01)
    return {"waited": True}


JOBS = {"echo": echo, "refuse": refuse, "fail": fail, "wait_for": wait_for}
