"""Requests/s of the stateless /moves call under gunicorn, against a bare Flask echo, in one run."""

from __future__ import annotations

import argparse
import json
import pathlib
import random
import shutil
import sys
import tempfile
import urllib.request

from serving import DONE_LUA, Run, free_port, gunicorn, report, stop, wrk

from referee.games.registry import REGISTRY

TARGET = 0.9

LUA = """wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = io.open("{body}"):read("*a")
local threads = {{}}
function setup(thread) table.insert(threads, thread) end
function init(args) wrong = 0 end
function response(status, headers, body)
  if status ~= 200 or not body:find('"legal":true', 1, true) then wrong = wrong + 1 end
end
"""


def mid_game_request(game_id: str, plies: int) -> dict:
    """A real request: a state some moves into a seeded match, and one of its legal moves."""
    game = REGISTRY[game_id]
    state = game.new_state(game.resolve_options({}), "bench-http")
    rng = random.Random(7)
    for _ in range(plies):
        moves, _ = game.moves(state)
        state = game.play(state, rng.choice(moves)).state
    moves, _ = game.moves(state)
    return {"state": state, "move": moves[0]}


def http_arguments(description: str, script: str, seconds: int) -> argparse.Namespace:
    """The options of an HTTP bench; exits when wrk is missing."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--game", default="cassino", choices=sorted(REGISTRY))
    parser.add_argument("--seconds", type=int, default=seconds)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument(
        "--plies", type=int, default=10, help="moves into the match of the posted state"
    )
    args = parser.parse_args()
    if not shutil.which("wrk"):
        sys.exit(f"bench/{script} needs wrk: apt-get install -y wrk")
    return args


def main() -> None:
    args = http_arguments(__doc__, "http_moves.py", 8)

    request = mid_game_request(args.game, args.plies)
    workdir = pathlib.Path(tempfile.mkdtemp(prefix="referee-bench-"))
    body = workdir / "body.json"
    body.write_text(json.dumps(request))
    script = workdir / "post.lua"
    script.write_text(LUA.format(body=body) + DONE_LUA)

    ports = {"echo": free_port(), "referee": free_port()}
    procs = {
        "echo": gunicorn("echo_app:app", ports["echo"], workers=2, threads=2),
        "referee": gunicorn(
            "referee.wsgi:app",
            ports["referee"],
            workers=2,
            threads=2,
            env={"REFEREE_REDIS_URL": ""},
        ),
    }
    try:
        for name, port in ports.items():
            check = urllib.request.Request(
                f"http://127.0.0.1:{port}/v1/games/{args.game}/moves",
                data=body.read_bytes(),
                headers={"Content-Type": "application/json"},
            )
            with urllib.request.urlopen(check) as answer:
                assert json.load(answer)["legal"] is True, name
        results: dict[str, list[Run]] = {"echo": [], "referee": []}
        for _ in range(args.rounds):  # interleaved so drift in the machine hits both alike
            for name, port in ports.items():
                url = f"http://127.0.0.1:{port}/v1/games/{args.game}/moves"
                results[name].append(
                    wrk(url, script, args.seconds, args.connections, watch=[procs[name].pid])
                )
    finally:
        for proc in procs.values():
            stop(proc)
    print(
        f"{args.game}, {args.plies} plies in; body {len(body.read_bytes()):,} bytes; gunicorn "
        f"2 workers x 2 threads; wrk -c{args.connections}, {args.seconds} s x {args.rounds}"
    )
    report({"/moves": (results["echo"], results["referee"])}, {"/moves": TARGET})


if __name__ == "__main__":
    main()
