"""A person's session moves and /healthz beside the costly calls, against the same alone.

`referee serve --workers 2` (gevent, Redis on a throwaway redis-server, no bots workers) is
started from `--source` (a checkout; this one by default). A person plays Cassino sessions
move by move (both seats, a new session when one ends) and a prober asks /healthz every
50 ms; each phase runs `--seconds`:

- floor: the person and the prober alone;
- expert 1/s, expert 3/s: `POST /v1/games/cassino/suggestions` with `level: expert` and
  `budget_ms: 1000`, sent open loop at that rate (each in its own thread);
- gzip 1/s: a gzipped transcript of some 48 KB that inflates to just under 16 MiB (one legal
  move copied), one a second.

The budgets per address (`REFEREE_RATE_LIMIT_*`) are turned off, so that the attack reaches
whatever does the work: the figures measure where the work runs, not the budgets. Printed
per phase: the person's move and /healthz p50 and p99 in ms, each as a ratio to the floor of
the same run, the attack's answers by status, and requests that timed out (10 s). The
machine's load average is printed before and after: on a shared machine the figures move
with it.
"""

from __future__ import annotations

import argparse
import gzip
import os
import pathlib
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter

import orjson
import requests
from serving import ROOT, free_port, redis_server, stop

TIMEOUT = 10.0
PHASES = ("floor", "expert 1/s", "expert 3/s", "gzip 1/s")


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def serve(source: pathlib.Path, redis_url: str, port: int, log: pathlib.Path) -> subprocess.Popen:
    env = {
        **os.environ,
        "PYTHONPATH": str(source),
        "REFEREE_REDIS_URL": redis_url,
        "REFEREE_RATE_LIMIT_SUGGESTIONS": "off",
        "REFEREE_RATE_LIMIT_EXPERT_SUGGESTIONS": "off",
        "REFEREE_RATE_LIMIT_TRANSCRIPT_BYTES": "off",
        "REFEREE_RATE_LIMIT_DRY_RUNS": "off",
    }
    env.pop("REFEREE_COMPUTE_SOCKET", None)
    command = [sys.executable, "-m", "referee.cli", "serve", "--workers", "2", "--port", str(port)]
    with log.open("ab") as errors:
        proc = subprocess.Popen(
            [*command, "--bots-workers", "0"],
            cwd=source,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=errors,
        )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        try:
            if requests.get(f"{base}/readyz", timeout=1).status_code == 200:
                return proc
        except requests.RequestException:
            pass
        if proc.poll() is not None:
            break
        time.sleep(0.2)
    stop(proc)
    raise SystemExit(f"referee serve from {source} did not start: {log.read_text()[-2000:]}")


class Person:
    """Plays Cassino sessions move by move, both seats; records each move's time."""

    def __init__(self, base: str):
        self.base, self.http = base, requests.Session()
        self.times: list[float] = []
        self.timeouts = 0
        self.session: tuple[str, list[dict]] | None = None

    def open(self) -> tuple[str, list[dict]]:
        created = self.http.post(f"{self.base}/v1/sessions", json={"game": "cassino"}, timeout=30)
        body = created.json()
        return body["id"], [{"Authorization": f"Bearer {s['token']}"} for s in body["seats"]]

    def step(self) -> None:
        if self.session is None:
            self.session = self.open()
        sid, seats = self.session
        for headers in seats:
            listing = self.http.get(
                f"{self.base}/v1/sessions/{sid}/legal-moves", headers=headers, timeout=30
            ).json()
            if listing.get("moves"):
                break
        else:
            self.session = None  # over
            return
        started = time.perf_counter()
        try:
            answer = self.http.post(
                f"{self.base}/v1/sessions/{sid}/moves",
                json={"move": listing["moves"][0]},
                headers=headers,
                timeout=TIMEOUT,
            )
        except requests.Timeout:
            self.timeouts += 1
            return
        self.times.append(time.perf_counter() - started)
        if answer.json().get("finished"):
            self.session = None


def probe(base: str, until: float, times: list[float], timeouts: list[int]) -> None:
    http = requests.Session()
    while time.monotonic() < until:
        started = time.perf_counter()
        try:
            http.get(f"{base}/healthz", timeout=TIMEOUT)
            times.append(time.perf_counter() - started)
        except requests.Timeout:
            timeouts.append(1)
        time.sleep(0.05)


def bomb() -> bytes:
    """A JSON lines transcript just under 16 MiB of one legal first move, gzipped."""
    from referee.games.registry import get_game

    game = get_game("cassino")
    state = game.new_state(game.resolve_options(None, None), "bomb")
    seat = game.to_move(state)[0]
    move = game.legal_moves(state, seat, 1)[0][0]

    line = orjson.dumps(move) + b"\n"
    header = orjson.dumps({"game": "cassino", "seed": "bomb"}) + b"\n"
    copies = (16 * 1024 * 1024 - len(header) - 1) // len(line)
    return gzip.compress(header + line * copies, 9)


def attack(kind: str, base: str, until: float, outcomes: Counter, state: dict, body: bytes):
    rate = {"expert 1/s": 1, "expert 3/s": 3, "gzip 1/s": 1}[kind]
    threads = []

    def one() -> None:
        try:
            if kind.startswith("expert"):
                answer = requests.post(
                    f"{base}/v1/games/cassino/suggestions",
                    json={**state, "level": "expert", "budget_ms": 1000},
                    timeout=TIMEOUT,
                )
            else:
                answer = requests.post(
                    f"{base}/v1/games/cassino/transcripts",
                    data=body,
                    headers={"Content-Type": "application/x-ndjson", "Content-Encoding": "gzip"},
                    timeout=TIMEOUT,
                )
            code = answer.json().get("code", "") if answer.status_code != 200 else ""
            outcomes[f"{answer.status_code} {code}".strip()] += 1
        except requests.Timeout:
            outcomes["timeout"] += 1

    while time.monotonic() < until:
        for _ in range(rate):
            thread = threading.Thread(target=one)
            thread.start()
            threads.append(thread)
        time.sleep(1.0)
    for thread in threads:
        thread.join(TIMEOUT + 5)


def run_phase(kind: str, base: str, seconds: float, state: dict, body: bytes) -> dict:
    until = time.monotonic() + seconds
    person = Person(base)
    health: list[float] = []
    health_timeouts: list[int] = []
    outcomes: Counter = Counter()
    prober = threading.Thread(target=probe, args=(base, until, health, health_timeouts))
    prober.start()
    attacker = None
    if kind != "floor":
        attacker = threading.Thread(target=attack, args=(kind, base, until, outcomes, state, body))
        attacker.start()
    while time.monotonic() < until:
        person.step()
    prober.join()
    if attacker is not None:
        attacker.join()
    return {
        "move": (percentile(person.times, 0.5), percentile(person.times, 0.99), len(person.times)),
        "healthz": (percentile(health, 0.5), percentile(health, 0.99), len(health)),
        "timeouts": person.timeouts + len(health_timeouts),
        "outcomes": dict(outcomes),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=pathlib.Path, default=ROOT, help="checkout to serve")
    parser.add_argument("--seconds", type=float, default=20, help="length of each phase")
    parser.add_argument("--log", type=pathlib.Path, help="keep the server's log in this file")
    args = parser.parse_args()
    print(f"load average before: {os.getloadavg()}")
    body = bomb()
    with tempfile.TemporaryDirectory() as folder:
        directory = pathlib.Path(folder)
        redis_proc, url = redis_server(directory)
        port = free_port()
        log = args.log or directory / "referee.log"
        server = serve(args.source.resolve(), url, port, log)
        base = f"http://127.0.0.1:{port}"
        try:
            dealt = requests.post(f"{base}/v1/games/cassino/states", json={"seed": "fair"}).json()
            listing = requests.post(
                f"{base}/v1/games/cassino/legal-moves", json={"state": dealt["state"]}
            ).json()
            state = {"state": dealt["state"], "player": listing["moves"][0]["player"]}
            results = {kind: run_phase(kind, base, args.seconds, state, body) for kind in PHASES}
        finally:
            stop(server)
            stop(redis_proc)
    print(f"load average after: {os.getloadavg()}")
    print(f"source: {args.source}; gzip body {len(body):,} bytes; {args.seconds:g} s a phase")
    floor = results["floor"]
    print(
        "phase        | move p50 ms (x) | move p99 ms (x) | healthz p50 ms (x) "
        "| healthz p99 ms (x) | timeouts | attack answers"
    )
    for kind, result in results.items():
        cells = []
        for what in ("move", "healthz"):
            for index in (0, 1):
                value, base_value = result[what][index], floor[what][index]
                cells.append(f"{value * 1000:8.1f} ({value / base_value:5.2f})")
        outcomes = ", ".join(f"{key}: {n}" for key, n in sorted(result["outcomes"].items()))
        print(f"{kind:12} | " + " | ".join(cells) + f" | {result['timeouts']} | {outcomes}")


if __name__ == "__main__":
    main()
