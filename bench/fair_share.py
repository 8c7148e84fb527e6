"""A person's session moves and /healthz beside each costly call of issue 36, against the same
alone.

`referee serve --workers 2` (gevent, Redis on a throwaway redis-server, its two bots workers)
is started from `--source` (a checkout; this one by default), with that checkout's own
`.venv/bin/python` when it has one: an editable install of another tree in the interpreter
would otherwise decide which `referee` runs, so the bench asks the interpreter which one it
imports and stops when it is not the source's. A person plays Cassino sessions move by move
(both seats, a new session when one ends) and a prober asks /healthz every 20 ms; each phase
runs `--seconds`, and a round is every attack once, each just after a floor of its own
(the person and the prober alone), its ratios taken to that floor:

- expert 1/s, expert 3/s: `POST /v1/games/cassino/suggestions` with `level: expert` and
  `budget_ms: 1000`, sent open loop at that rate (each in its own thread);
- gzip 1/s: a gzipped transcript of some 48 KB that inflates to just under 16 MiB (one legal
  move copied), one a second;
- bots-only: one address (127.0.0.3) asks for a session of two expert bots every half second,
  as many as its budget (REFEREE_RATE_LIMIT_BOT_SESSIONS, left at its default) lets it open,
  and their matches play on the bots workers; they are ended (`DELETE`) with the phase;
- spectators: token-less spectator streams from five addresses (127.0.0.2, .4 to .7, each a
  loopback address the server counts apart) fill the stream slots of a session the person
  holds both seats of, and are held through the phase; every second the person opens one
  seat's event stream (and reads its `hello`) and, in turn, one seat's long poll
  (`?wait=1`): how many of each connected is printed;
- dry runs 300/s: 28 sessions opened by one address (127.0.0.8), `?dry_run=true` moves of
  their seats to move, 300 a second in all, from 10 paced threads.

The budgets per address of the other costly calls (`REFEREE_RATE_LIMIT_*`) are turned off,
so that each attack reaches whatever does the work: the figures measure where the work runs,
not the budgets. Each attack runs in a process of its own at nice 10: it stands for clients
on other machines, so it should neither hold the person's threads' GIL nor take the server's
CPU as a remote client would not. Printed per phase and round: the person's move and
/healthz p50 and p99 in ms, each as a ratio to the attack's floor, the attack's
answers by status, requests that timed out (10 s), and the load average at the phase's end;
then, over the rounds, the median of each phase's ratios. On a shared machine the figures
move with its load.
"""

from __future__ import annotations

import argparse
import gzip
import multiprocessing
import os
import pathlib
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from typing import Any

import orjson
import requests
from requests.adapters import HTTPAdapter
from serving import ROOT, free_port, redis_server, stop

TIMEOUT = 10.0
PHASES = (
    "floor",
    "expert 1/s",
    "expert 3/s",
    "gzip 1/s",
    "bots-only",
    "spectators",
    "dry runs 300/s",
)
SPECTATOR_ADDRESSES = ("127.0.0.2", "127.0.0.4", "127.0.0.5", "127.0.0.6", "127.0.0.7")
SPECTATORS_PER_ADDRESS = 40  # past the per-address bound (32), to find every slot there is
BOTS_ADDRESS = "127.0.0.3"
DRY_RUN_ADDRESS = "127.0.0.8"
DRY_RUN_SESSIONS = 28
DRY_RUN_RATE = 300
DRY_RUN_THREADS = 10
ATTACK_NICENESS = 10
PROBE_SECONDS = 0.02  # enough /healthz samples in a phase that its p99 is not its 3rd worst


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def interpreter(source: pathlib.Path) -> str:
    """The source's own interpreter when it has a venv, else this one."""
    own = source / ".venv" / "bin" / "python"
    return str(own) if own.exists() else sys.executable


def server_env(source: pathlib.Path, redis_url: str) -> dict[str, str]:
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
    env.pop("REFEREE_RATE_LIMIT_BOT_SESSIONS", None)  # its default: the attack meets it
    return env


def check_source(python: str, source: pathlib.Path, env: dict[str, str]) -> str:
    """The file of the `referee` package that `python` imports from `source`; exits when it
    is not the source's."""
    found = subprocess.run(
        [python, "-c", "import referee; print(referee.__file__)"],
        cwd=source,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    if not pathlib.Path(found).resolve().is_relative_to(source):
        raise SystemExit(f"{python} imports referee from {found}, not from {source}")
    return found


def serve(source: pathlib.Path, redis_url: str, port: int, log: pathlib.Path) -> subprocess.Popen:
    env = server_env(source, redis_url)
    python = interpreter(source)
    print(f"server: {python}, referee from {check_source(python, source, env)}")
    command = [python, "-m", "referee.cli", "serve", "--workers", "2", "--port", str(port)]
    with log.open("ab") as errors:
        proc = subprocess.Popen(
            [*command, "--bots-workers", "2"],
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


class FromAddress(HTTPAdapter):
    """Connections from one loopback address: the server counts each address apart."""

    def __init__(self, address: str):
        self.address = address
        super().__init__()

    def init_poolmanager(self, *args: Any, **kwargs: Any) -> None:
        kwargs["source_address"] = (self.address, 0)
        super().init_poolmanager(*args, **kwargs)


def client(address: str | None = None) -> requests.Session:
    http = requests.Session()
    if address is not None:
        http.mount("http://", FromAddress(address))
    return http


def open_session(http: requests.Session, base: str, **body: Any) -> dict:
    answer = http.post(f"{base}/v1/sessions", json={"game": "cassino", **body}, timeout=30)
    answer.raise_for_status()
    return answer.json()


def auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


class Person:
    """Plays Cassino sessions move by move, both seats; records each move's time."""

    def __init__(self, base: str):
        self.base, self.http = base, client()
        self.times: list[float] = []
        self.timeouts = 0
        self.session: tuple[str, list[dict]] | None = None

    def step(self) -> None:
        if self.session is None:
            body = open_session(self.http, self.base)
            self.session = body["id"], [auth(s["token"]) for s in body["seats"]]
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
    http = client()
    while time.monotonic() < until:
        started = time.perf_counter()
        try:
            http.get(f"{base}/healthz", timeout=TIMEOUT)
            times.append(time.perf_counter() - started)
        except requests.Timeout:
            timeouts.append(1)
        time.sleep(PROBE_SECONDS)


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


# -- the attacks, each in a process of its own ------------------------------------------------


def outcome(answer: requests.Response) -> str:
    if answer.status_code < 300:
        return str(answer.status_code)
    try:
        code = answer.json().get("code", "")
    except ValueError:
        code = ""
    return f"{answer.status_code} {code}".strip()


def open_loop(rate: int, until: float, send, outcomes: Counter) -> None:
    """`send()` `rate` times a second, each in its own thread, until `until`."""
    threads = []

    def one() -> None:
        try:
            outcomes[outcome(send())] += 1
        except requests.Timeout:
            outcomes["timeout"] += 1
        except requests.RequestException as error:
            outcomes[type(error).__name__] += 1

    while time.monotonic() < until:
        for _ in range(rate):
            thread = threading.Thread(target=one)
            thread.start()
            threads.append(thread)
        time.sleep(1.0)
    for thread in threads:
        thread.join(TIMEOUT + 5)


def expert_attack(base: str, until: float, ctx: dict, rate: int) -> Counter:
    outcomes: Counter = Counter()
    body = {**ctx["state"], "level": "expert", "budget_ms": 1000}

    def send() -> requests.Response:
        url = f"{base}/v1/games/cassino/suggestions"
        return requests.post(url, json=body, timeout=TIMEOUT)

    open_loop(rate, until, send, outcomes)
    return outcomes


def gzip_attack(base: str, until: float, ctx: dict) -> Counter:
    outcomes: Counter = Counter()
    headers = {"Content-Type": "application/x-ndjson", "Content-Encoding": "gzip"}

    def send() -> requests.Response:
        url = f"{base}/v1/games/cassino/transcripts"
        return requests.post(url, data=ctx["bomb"], headers=headers, timeout=TIMEOUT)

    open_loop(1, until, send, outcomes)
    return outcomes


def bots_attack(base: str, until: float, ctx: dict) -> Counter:
    """Sessions of two expert bots from one address, as many as its budget lets it open;
    every one ended once the phase is over."""
    outcomes: Counter = Counter()
    http = client(BOTS_ADDRESS)
    opened = []
    while time.monotonic() < until:
        answer = http.post(
            f"{base}/v1/sessions",
            json={"game": "cassino", "bots": {"0": "expert", "1": "expert"}},
            timeout=TIMEOUT,
        )
        outcomes[outcome(answer)] += 1
        if answer.status_code == 201:
            opened.append(answer.json())
        time.sleep(0.5)
    for session in opened:
        http.delete(
            f"{base}/v1/sessions/{session['id']}", headers=auth(session["owner_token"]), timeout=30
        )
    return outcomes


def spectator(port: int, address: str, session_id: str) -> tuple[str, socket.socket | None]:
    """A token-less event stream of the session from `address`, held open while it lasts."""
    conn = socket.create_connection(("127.0.0.1", port), TIMEOUT, source_address=(address, 0))
    conn.sendall(
        f"GET /v1/sessions/{session_id}/events HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        "Accept: text/event-stream\r\n\r\n".encode()
    )
    status = conn.recv(4096).split(b"\r\n", 1)[0].decode(errors="replace")
    code = status.split(" ")[1] if " " in status else "none"
    if code != "200":
        conn.close()
        return code, None
    return code, conn


def spectators_attack(base: str, until: float, ctx: dict) -> Counter:
    outcomes: Counter = Counter()
    port = int(base.rsplit(":", 1)[1])
    held = []
    for _ in range(SPECTATORS_PER_ADDRESS):
        for address in SPECTATOR_ADDRESSES:
            try:
                code, conn = spectator(port, address, ctx["watched"]["id"])
            except OSError as error:
                code, conn = type(error).__name__, None
            outcomes[code] += 1
            if conn is not None:
                held.append(conn)
    ctx["ready"].set()
    while time.monotonic() < until:
        time.sleep(0.2)
    for conn in held:
        conn.close()
    return outcomes


def dry_run_attack(base: str, until: float, ctx: dict) -> Counter:
    """Dry runs of the seats to move of DRY_RUN_SESSIONS sessions, DRY_RUN_RATE a second."""
    outcomes: Counter = Counter()
    lock = threading.Lock()
    targets = ctx["dry_runs"]
    interval = DRY_RUN_THREADS / DRY_RUN_RATE

    def paced(index: int) -> None:
        http = client(DRY_RUN_ADDRESS)
        due, n = time.monotonic(), index
        while time.monotonic() < until:
            url, headers, move = targets[n % len(targets)]
            n += DRY_RUN_THREADS
            try:
                code = outcome(http.post(url, json=move, headers=headers, timeout=TIMEOUT))
            except requests.Timeout:
                code = "timeout"
            with lock:
                outcomes[code] += 1
            due += interval
            time.sleep(max(0.0, due - time.monotonic()))

    threads = [threading.Thread(target=paced, args=(i,)) for i in range(DRY_RUN_THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return outcomes


def run_attack(kind: str, base: str, until: float, ctx: dict, results) -> None:
    """In the attack's own process: run it, and hand its answers by status back."""
    os.nice(ATTACK_NICENESS)
    attacks = {
        "expert 1/s": lambda: expert_attack(base, until, ctx, 1),
        "expert 3/s": lambda: expert_attack(base, until, ctx, 3),
        "gzip 1/s": lambda: gzip_attack(base, until, ctx),
        "bots-only": lambda: bots_attack(base, until, ctx),
        "spectators": lambda: spectators_attack(base, until, ctx),
        "dry runs 300/s": lambda: dry_run_attack(base, until, ctx),
    }
    results.put(dict(attacks[kind]()))


def prepare_dry_runs(base: str) -> list[tuple[str, dict, dict]]:
    """The sessions of the dry-run attack, each with its seat to move and a legal move."""
    http = client(DRY_RUN_ADDRESS)
    targets = []
    for _ in range(DRY_RUN_SESSIONS):
        body = open_session(http, base)
        for seat in body["seats"]:
            headers = auth(seat["token"])
            url = f"{base}/v1/sessions/{body['id']}"
            moves = http.get(f"{url}/legal-moves", headers=headers, timeout=30).json()["moves"]
            if moves:
                targets.append((f"{url}/moves?dry_run=true", headers, {"move": moves[0]}))
                break
    return targets


def hello(answer: requests.Response) -> bool:
    """Whether the stream's first event is its `hello`."""
    for line in answer.iter_lines():
        if line.startswith(b"event:"):
            return line.split(b":", 1)[1].strip() == b"hello"
    return False


def seat_checks(base: str, watched: dict, until: float, counts: Counter) -> None:
    """Every second, one seat's event stream (its `hello` read) or long poll, in turn."""
    http = client()
    sid, seats = watched["id"], watched["seats"]
    turn = 0
    while time.monotonic() < until:
        seat = seats[turn % len(seats)]
        kind = "stream" if turn % 2 == 0 else "long poll"
        answer: requests.Response | None = None
        try:
            if kind == "stream":
                answer = http.get(
                    f"{base}/v1/sessions/{sid}/events?token={seat['token']}",
                    stream=True,
                    timeout=TIMEOUT,
                )
                ok = answer.status_code == 200 and hello(answer)
                answer.close()
            else:
                answer = http.get(
                    f"{base}/v1/sessions/{sid}?wait=1",
                    headers={**auth(seat["token"]), "If-None-Match": '"999999"'},
                    timeout=TIMEOUT,
                )
                ok = answer.status_code in (200, 304)
        except requests.RequestException as error:
            ok = False
            counts[f"{kind} {type(error).__name__}"] += 1
        if answer is not None and not ok:
            counts[f"{kind} {answer.status_code}"] += 1
        counts[f"{kind} attempts"] += 1
        counts[f"{kind} connected"] += ok
        turn += 1
        time.sleep(1.0)


def run_phase(kind: str, base: str, seconds: float, ctx: dict) -> dict:
    attacker, results = None, None
    seats: Counter = Counter()
    checker = None
    if kind == "dry runs 300/s":
        ctx = {**ctx, "dry_runs": prepare_dry_runs(base)}
    if kind != "floor":
        fork = multiprocessing.get_context("fork")
        results = fork.Queue()
        if kind == "spectators":
            ctx = {**ctx, "watched": open_session(client(), base), "ready": fork.Event()}
        until = time.monotonic() + seconds
        attacker = fork.Process(target=run_attack, args=(kind, base, until, ctx, results))
        attacker.start()
        if kind == "spectators":
            ctx["ready"].wait(60)  # the slots are taken before the seats try theirs
            checker = threading.Thread(
                target=seat_checks, args=(base, ctx["watched"], until, seats)
            )
            checker.start()
    else:
        until = time.monotonic() + seconds
    person = Person(base)
    health: list[float] = []
    health_timeouts: list[int] = []
    prober = threading.Thread(target=probe, args=(base, until, health, health_timeouts))
    prober.start()
    while time.monotonic() < until:
        person.step()
    prober.join()
    outcomes: dict = {}
    if attacker is not None and results is not None:
        outcomes = results.get(timeout=120)
        attacker.join(30)
    if checker is not None:
        checker.join()
    return {
        "move": (percentile(person.times, 0.5), percentile(person.times, 0.99), len(person.times)),
        "healthz": (percentile(health, 0.5), percentile(health, 0.99), len(health)),
        "timeouts": person.timeouts + len(health_timeouts),
        "outcomes": outcomes,
        "seats": dict(seats),
        "load": os.getloadavg(),
    }


def ratio(result: dict, floor: dict, what: str, index: int) -> float:
    return result[what][index] / floor[what][index]


def print_round(number: int, pairs: dict[str, tuple[dict, dict]]) -> None:
    print(f"\nround {number}")
    print(
        "phase          | move p50 ms (x) | move p99 ms (x) | healthz p50 ms (x) "
        "| healthz p99 ms (x) | timeouts | load (1 min) | attack answers | seats"
    )
    for kind, (floor, result) in pairs.items():
        for name, shown in (("  its floor", floor), (kind, result)):
            cells = []
            for what in ("move", "healthz"):
                for index in (0, 1):
                    value = shown[what][index]
                    cells.append(f"{value * 1000:8.1f} ({ratio(shown, floor, what, index):5.2f})")
            outcomes = ", ".join(f"{key}: {n}" for key, n in sorted(shown["outcomes"].items()))
            seats = ", ".join(f"{key}: {n}" for key, n in sorted(shown["seats"].items()))
            print(
                f"{name:14} | "
                + " | ".join(cells)
                + f" | {shown['timeouts']} | {shown['load'][0]:.1f} | {outcomes} | {seats}"
            )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--source", type=pathlib.Path, default=ROOT, help="checkout to serve")
    parser.add_argument("--seconds", type=float, default=20, help="length of each phase")
    parser.add_argument("--rounds", type=int, default=1, help="every phase once, this often")
    parser.add_argument(
        "--phases", default=",".join(PHASES[1:]), help="the attacks to run, comma-separated"
    )
    parser.add_argument("--log", type=pathlib.Path, help="keep the server's log in this file")
    args = parser.parse_args()
    phases = [p.strip() for p in args.phases.split(",") if p.strip() not in ("", "floor")]
    unknown = set(phases) - set(PHASES)
    if unknown:
        raise SystemExit(f"no phase {sorted(unknown)}; the phases: {', '.join(PHASES)}")
    print(f"load average before: {os.getloadavg()}")
    body = bomb()
    rounds: list[dict[str, tuple[dict, dict]]] = []
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
            ctx = {"state": state, "bomb": body}
            for number in range(1, args.rounds + 1):
                # Each attack beside a floor taken just before it: the machine's load moves
                # less between the two than over a whole round.
                pairs = {
                    kind: (
                        run_phase("floor", base, args.seconds, ctx),
                        run_phase(kind, base, args.seconds, ctx),
                    )
                    for kind in phases
                }
                rounds.append(pairs)
                print_round(number, pairs)
        finally:
            stop(server)
            stop(redis_proc)
    print(f"\nload average after: {os.getloadavg()}")
    print(f"source: {args.source}; gzip body {len(body):,} bytes; {args.seconds:g} s a phase")
    print(f"median over {len(rounds)} round(s) of the ratios to each attack's floor:")
    print("phase          | move p50 | move p99 | healthz p50 | healthz p99 | timeouts")
    for kind in phases:
        cells = [
            statistics.median(ratio(r[kind][1], r[kind][0], what, index) for r in rounds)
            for what in ("move", "healthz")
            for index in (0, 1)
        ]
        timeouts = sum(r[kind][1]["timeouts"] for r in rounds)
        print(f"{kind:14} | " + " | ".join(f"{c:8.2f}" for c in cells) + f" | {timeouts}")


if __name__ == "__main__":
    main()
