"""Requests/s of the stateless /moves call under gunicorn, against a bare Flask echo, in one run."""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import random
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

from referee.games.registry import REGISTRY

HERE = pathlib.Path(__file__).resolve().parent
LUA = """wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = io.open("{body}"):read("*a")
"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


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


def start(app: str, port: int, workers: int, cwd: pathlib.Path,
          settings: dict | None = None) -> subprocess.Popen:
    """gunicorn serving `app`; `settings` are REFEREE_* variables for it."""
    env = {**os.environ, "PYTHONPATH": str(cwd), **(settings or {})}
    env.pop("REFEREE_REDIS_URL", None)
    proc = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-w", str(workers), "-k", "gthread", "--threads", "2",
         "-b", f"127.0.0.1:{port}", "--log-level", "warning", app],
        cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return proc
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError(f"{app} did not start: {proc.stderr.read().decode()}")


def stop(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


def wrk(url: str, script: str, seconds: int, connections: int) -> float:
    out = subprocess.run(["wrk", "-t2", f"-c{connections}", f"-d{seconds}s", "-s", script, url],
                         capture_output=True, text=True, check=True).stdout
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    if errors:
        raise RuntimeError(f"{url}: {errors.group(1)} failed responses\n{out}")
    return float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))


def http_arguments(description: str, script: str, seconds: int) -> argparse.Namespace:
    """The options of an HTTP bench; exits when wrk is missing."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--game", default="cassino", choices=sorted(REGISTRY))
    parser.add_argument("--seconds", type=int, default=seconds)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--connections", type=int, default=8)
    parser.add_argument("--plies", type=int, default=10, help="moves into the match of the posted state")
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
    script.write_text(LUA.format(body=body))

    ports = {"echo": free_port(), "referee": free_port()}
    procs = {"echo": start("echo_app:app", ports["echo"], 2, HERE),
             "referee": start("referee.wsgi:app", ports["referee"], 2, HERE)}
    try:
        for name, port in ports.items():
            check = urllib.request.Request(
                f"http://127.0.0.1:{port}/v1/games/{args.game}/moves", data=body.read_bytes(),
                headers={"Content-Type": "application/json"})
            with urllib.request.urlopen(check) as answer:
                assert json.load(answer)["legal"] is True, name
        results = {"echo": [], "referee": []}
        for _ in range(args.rounds):  # interleaved so drift in the machine hits both alike
            for name, port in ports.items():
                url = f"http://127.0.0.1:{port}/v1/games/{args.game}/moves"
                results[name].append(wrk(url, str(script), args.seconds, args.connections))
    finally:
        for proc in procs.values():
            stop(proc)
    echo, referee = (sorted(results[n])[len(results[n]) // 2] for n in ("echo", "referee"))
    ratio = referee / echo
    print(f"body {len(body.read_bytes()):,} bytes; gunicorn 2 workers x 2 threads; wrk -c{args.connections}")
    print(f"echo    {echo:9,.0f} req/s  (runs: {', '.join(f'{r:,.0f}' for r in results['echo'])})")
    print(f"referee {referee:9,.0f} req/s  (runs: {', '.join(f'{r:,.0f}' for r in results['referee'])})")
    print(f"ratio   {ratio:9.2f}  target 0.75: {'met' if ratio >= 0.75 else 'MISSED'}")


if __name__ == "__main__":
    main()
