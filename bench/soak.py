"""A soak of all five games on Redis: no error, flat worker memory, Redis bounded by the sessions.

One run starts a redis-server on a free port and `referee serve` on it as production runs
it (REFEREE_REDIS_URL, a key ring in REFEREE_STATE_KEYS, REFEREE_ADMIN_TOKEN; the command's
default workers and threads, and its worker recycling after 10,000-11,000 requests), or
with `--no-recycle` gunicorn on deploy/gunicorn.conf.py with recycling off, so that a
worker that leaks has the whole run to show it; then for `--minutes` (10):

- `--clients` threads (10), each with its own requests.Session, open sessions of one game,
  the five games shared out among them (a random Spite and Malice match runs to thousands
  of moves: taking games in turn, every client would soon be in one), with the game's
  default options (`POST /v1/sessions`), and play each to its end with random legal moves
  through the seat tokens: `GET .../legal-moves`, then `POST .../moves` under a fresh
  Idempotency-Key, as the web table sends them; now and then the same request again, which
  must come back replayed and identical; now and then a seat's view, a history page and the
  score sheet. A finished session is ended with the owner token (`DELETE`: 204, and then
  404), and the next one opens;
- `--stateless-clients` threads play sealed states and opaque tokens through the stateless
  calls (`/states`, `/legal-moves`, `/moves`, `/views`, `/scores`) and read `/v1/games`,
  a rules catalog and `/healthz`;
- every `--sample-seconds` (10), the resident memory of each gunicorn worker (the master's
  children, VmRSS of /proc/<pid>/status) and Redis's `INFO memory` against the summed
  `MEMORY USAGE` of the live sessions' keys (named by `referee.sessions.keys.session_keys`).

When the time is up the clients stop, a last sample is taken, and the sessions still open
are ended with the admin token.

Pass (exit status 0) only when all of these hold:

1. No error. An error is a 5xx, a connection error or timeout, a 4xx the script did not
   ask for, or an answer other than the one expected (a listed legal move answered
   `legal: false`, a retry not replayed as the first answer, a mover with no legal move),
   or an error, a traceback or a worker timeout in the server's log.
2. Flat worker memory. The workers' mean RSS at the last sample is within 10 % of their
   mean at the first sample after the warm-up (`--warmup-seconds`, 60: imports, caches and
   the allocator's per-thread arenas settle in the first minute), and so is each worker's
   own RSS for every worker alive from that sample to the end. `referee serve` recycles a
   worker after 10,000-11,000 requests, which under this load is every minute or two: a
   worker recycled or born meanwhile is shown, not judged, so in a 10-minute run the mean
   is what is judged. `--no-recycle` keeps every worker the whole run, to judge each of
   them. (A worker may idle through its first minute, the clients' keep-alive
   connections held by others: its CPU seconds, printed beside its RSS, tell.)
3. Redis bounded by the sessions. At every sample after the warm-up, Redis's
   `used_memory` less its `used_memory_startup` and its clients' buffers
   (`mem_clients_normal`) is at most 1.25 x the live sessions' summed sizes + 1 MiB (the
   Lua scripts, the key tables' buckets); every session key carries a TTL.
4. Nothing left behind. Once every session is ended, no key matching `referee:{*}:*`
   remains.
"""

from __future__ import annotations

import argparse
import os
import pathlib
import random
import re
import secrets
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import redis
import requests
from serving import ROOT, free_port, gunicorn, redis_server, stop

from referee.games.registry import REGISTRY
from referee.sessions.keys import pattern, session_keys, session_of_channel

GAMES = sorted(REGISTRY)
RSS_GROWTH = 0.10  # criterion 2: the most a worker may grow after its warm-up
REDIS_FACTOR = 1.25  # criterion 3: Redis's session memory against the sessions' sizes
REDIS_SLACK = 1 << 20  # criterion 3: Lua scripts, the key tables' buckets
REPLAY_SHARE = 0.03  # moves sent twice under their key, as a client that lost the answer
READ_SHARE = 0.05  # moves followed by a view, a history page and the score sheet
STATELESS_MOVES = 12  # moves along one stateless match
TIMEOUT = 30  # seconds: gunicorn's worker timeout; a longer wait is an error anyway
MIB = 1 << 20
TICK = os.sysconf("SC_CLK_TCK")
_SESSION_PATH = re.compile(r"/v1/sessions/[A-Za-z0-9_-]+")


@dataclass
class Live:
    """A session the clients opened and have not ended: its game and owner token."""

    game: str
    owner: str


@dataclass
class Tally:
    """What the clients did and what went wrong, shared by every thread."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    counts: Counter[str] = field(default_factory=Counter)
    errors: Counter[str] = field(default_factory=Counter)
    examples: dict[str, list[str]] = field(default_factory=dict)
    live: dict[str, Live] = field(default_factory=dict)

    def add(self, what: str, n: int = 1) -> None:
        with self.lock:
            self.counts[what] += n

    def error(self, kind: str, what: str) -> None:
        with self.lock:
            self.errors[kind] += 1
            shown = self.examples.setdefault(kind, [])
            if len(shown) < 5:
                shown.append(what)


class Client:
    """One HTTP client: a requests.Session and the answers it expects."""

    def __init__(self, base: str, tally: Tally, rng: random.Random) -> None:
        self.base, self.tally, self.rng = base, tally, rng
        self.http = requests.Session()

    def call(
        self,
        method: str,
        path: str,
        expect: int = 200,
        *,
        token: str | None = None,
        body: Any = None,
        headers: dict[str, str] | None = None,
    ) -> requests.Response | None:
        """The answer when its status is `expect`; else None, the error tallied."""
        sent = dict(headers or {})
        if token is not None:
            sent["Authorization"] = f"Bearer {token}"
        what = f"{method} {_SESSION_PATH.sub('/v1/sessions/{id}', path)}"
        try:
            answer = self.http.request(
                method, self.base + path, json=body, headers=sent, timeout=TIMEOUT
            )
        except requests.RequestException as failure:
            self.tally.error("connection", f"{what}: {type(failure).__name__}: {failure}")
            return None
        self.tally.add("requests")
        if answer.status_code != expect:
            status = answer.status_code
            kind = "5xx" if status >= 500 else "unexpected 4xx" if status >= 400 else "status"
            self.tally.error(kind, f"{what}: {status} (expected {expect}) {answer.text[:300]}")
            return None
        return answer

    def wrong(self, what: str) -> None:
        self.tally.error("unexpected answer", what)

    # -- sessions --------------------------------------------------------------------------
    def session(self, game: str, stopping: threading.Event) -> None:
        """Open a session of `game`, play it to its end (or until `stopping`), end it."""
        opened = self.call("POST", "/v1/sessions", 201, body={"game": game})
        if opened is None:
            return
        created = opened.json()
        sid, owner = created["id"], created["owner_token"]
        tokens = [seat["token"] for seat in created["seats"]]
        with self.tally.lock:
            self.tally.live[sid] = Live(game, owner)
        self.tally.add("sessions opened")
        movers: list[int] = created["movers"]
        finished = False
        while not finished and not stopping.is_set():
            if not movers:
                self.wrong(f"{game} {sid}: no mover in a match not finished")
                return
            seat = self.rng.choice(movers)
            listed = self.call("GET", f"/v1/sessions/{sid}/legal-moves", token=tokens[seat])
            if listed is None:
                return
            moves = listed.json()["moves"]
            if not moves:
                self.wrong(f"{game} {sid}: seat {seat} is a mover without a legal move")
                return
            move = self.rng.choice(moves)
            path, key = f"/v1/sessions/{sid}/moves", uuid.uuid4().hex
            sent = {"token": tokens[seat], "body": {"move": move}}
            answer = self.call("POST", path, **sent, headers={"Idempotency-Key": key})
            if answer is None:
                return
            body = answer.json()
            if not body.get("legal"):
                self.wrong(f"{game} {sid}: listed move {move} refused: {body.get('violation')}")
                return
            self.tally.add("moves")
            self.tally.add(f"moves {game}")
            if self.rng.random() < REPLAY_SHARE:
                self.replay(path, key, sent, body)
            if self.rng.random() < READ_SHARE:
                self.reads(sid, tokens[seat], body["version"])
            movers, finished = body["movers"], body["finished"]
        if not finished:
            return  # time is up: the session stays open, ended after the last sample
        self.call("GET", f"/v1/sessions/{sid}/scores", token=owner)
        if self.call("DELETE", f"/v1/sessions/{sid}", 204, token=owner) is None:
            return
        with self.tally.lock:
            del self.tally.live[sid]
        self.call("GET", f"/v1/sessions/{sid}", 404, token=tokens[0])
        self.tally.add("sessions finished")
        self.tally.add(f"finished {game}")

    def replay(self, path: str, key: str, sent: dict[str, Any], first: dict) -> None:
        """The same move under the same key: the first answer again, applied once."""
        again = self.call("POST", path, **sent, headers={"Idempotency-Key": key})
        if again is None:
            return
        self.tally.add("replays")
        if again.headers.get("Idempotent-Replayed") != "true" or again.json() != first:
            self.wrong(f"POST {path}: a retry under its key was not the first answer replayed")

    def reads(self, sid: str, token: str, version: int) -> None:
        """What a seat's page reads between moves: its view, a history page, the sheet."""
        view = self.call("GET", f"/v1/sessions/{sid}", token=token)
        if view is not None and view.json()["version"] < version:
            self.wrong(f"GET /v1/sessions/{sid}: version {view.json()['version']} < {version}")
        self.call("GET", f"/v1/sessions/{sid}/history?since={max(0, version - 5)}", token=token)
        self.call("GET", f"/v1/sessions/{sid}/scores", token=token)

    def sessions(self, game: str, stopping: threading.Event) -> None:
        """Sessions of `game`, one after the other, until `stopping`."""
        while not stopping.is_set():
            self.session(game, stopping)

    # -- stateless calls -------------------------------------------------------------------
    def sealed(self, game: str) -> None:
        """A few moves of a sealed state: every answer's state comes back with its seal."""
        dealt = self.call("POST", f"/v1/games/{game}/states", body={})
        if dealt is None:
            return
        held = {"state": dealt.json()["state"], "seal": dealt.json()["seal"]}
        for _ in range(STATELESS_MOVES):
            listed = self.call("POST", f"/v1/games/{game}/legal-moves", body=held)
            if listed is None or not listed.json()["moves"]:
                break
            move = self.rng.choice(listed.json()["moves"])
            moved = self.call("POST", f"/v1/games/{game}/moves", body={**held, "move": move})
            if moved is None:
                return
            if not moved.json()["legal"]:
                self.wrong(f"{game} sealed: listed move {move} refused")
                return
            self.tally.add("stateless moves")
            held = {"state": moved.json()["state"], "seal": moved.json()["seal"]}
            if moved.json()["finished"]:
                break
        self.call("POST", f"/v1/games/{game}/views", body=held)
        self.call("POST", f"/v1/games/{game}/scores", body=held)

    def opaque(self, game: str) -> None:
        """A few moves of an opaque token, each seat acting with its own seat key."""
        dealt = self.call("POST", f"/v1/games/{game}/states", body={"opaque": True})
        if dealt is None:
            return
        token, seat_keys = dealt.json()["token"], dealt.json()["seat_keys"]
        for _ in range(STATELESS_MOVES):
            looked = self.call("POST", f"/v1/games/{game}/views", body={"token": token})
            if looked is None or not looked.json()["movers"]:
                break
            seat = self.rng.choice(looked.json()["movers"])
            acting = {"token": token, "seat_key": seat_keys[seat]}
            listed = self.call(
                "POST", f"/v1/games/{game}/legal-moves", body={**acting, "player": seat}
            )
            if listed is None:
                return
            move = self.rng.choice(listed.json()["moves"])
            moved = self.call("POST", f"/v1/games/{game}/moves", body={**acting, "move": move})
            if moved is None:
                return
            if not moved.json()["legal"]:
                self.wrong(f"{game} opaque: listed move {move} refused")
                return
            self.tally.add("stateless moves")
            token = moved.json()["token"]
        self.call("POST", f"/v1/games/{game}/scores", body={"token": token})

    def stateless(self, stopping: threading.Event) -> None:
        while not stopping.is_set():
            game = self.rng.choice(GAMES)
            (self.opaque if self.rng.random() < 0.5 else self.sealed)(game)
            self.call("GET", "/v1/games")
            self.call("GET", f"/v1/games/{game}/rules")
            self.call("GET", "/healthz")


# -- samples ---------------------------------------------------------------------------------
def _proc_stat(pid: int) -> list[str] | None:
    """The fields of /proc/<pid>/stat after the command name; None once the process is gone."""
    try:
        return pathlib.Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None


def workers_of(master: int) -> list[int]:
    """The master's child processes: gunicorn's workers."""
    found = []
    for entry in pathlib.Path("/proc").iterdir():
        if entry.name.isdigit():
            fields = _proc_stat(int(entry.name))
            if fields is not None and int(fields[1]) == master:
                found.append(int(entry.name))
    return sorted(found)


def rss_bytes(pid: int) -> int | None:
    try:
        status = pathlib.Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    found = re.search(r"^VmRSS:\s+(\d+) kB", status, re.MULTILINE)
    return int(found.group(1)) * 1024 if found else None


@dataclass(frozen=True)
class WorkerSample:
    at: float  # seconds into the run
    age: float  # seconds since the worker started
    rss: int  # bytes resident (VmRSS)
    cpu: float  # user + system CPU seconds the worker has spent: how much it has served


def worker_sample(pid: int, at: float) -> WorkerSample | None:
    """One worker's age, RSS and CPU time (fields 14, 15 and 22 of /proc/<pid>/stat)."""
    fields, rss = _proc_stat(pid), rss_bytes(pid)
    if fields is None or rss is None:
        return None  # recycled meanwhile
    uptime = float(pathlib.Path("/proc/uptime").read_text().split()[0])
    cpu = (int(fields[11]) + int(fields[12])) / TICK
    return WorkerSample(at, uptime - int(fields[19]) / TICK, rss, cpu)


@dataclass
class RedisSample:
    at: float  # seconds into the run
    used: int  # INFO memory used_memory
    startup: int  # used_memory_startup: an empty server's
    clients: int  # mem_clients_normal: the connections' buffers
    sessions: int  # live sessions, as the clients count them
    by_role: dict[str, int]  # summed MEMORY USAGE of the live sessions' keys, by key role
    keys: int  # keys under referee:{*}:*
    stray: int  # of them, keys of no live session (opened or ended while sampled)
    without_ttl: int  # live sessions' keys that would never expire

    @property
    def sized(self) -> int:
        return sum(self.by_role.values())

    @property
    def held(self) -> int:
        """What Redis holds beyond an empty server and its connections' buffers."""
        return self.used - self.startup - self.clients

    @property
    def bounded(self) -> bool:
        return self.held <= REDIS_FACTOR * self.sized + REDIS_SLACK


def redis_sample(client: redis.Redis, live: list[str], at: float) -> RedisSample:
    """Redis's memory against the live sessions' keys, read in one pipeline."""
    roles = list(session_keys("x"))
    with client.pipeline(transaction=False) as pipe:
        for sid in live:
            for key in session_keys(sid).values():
                pipe.execute_command("MEMORY", "USAGE", key, "SAMPLES", "0")
                pipe.ttl(key)
        replies = pipe.execute()
    by_role = dict.fromkeys(roles, 0)
    without_ttl = 0
    for n, (size, ttl) in enumerate(zip(replies[::2], replies[1::2], strict=True)):
        by_role[roles[n % len(roles)]] += size or 0
        without_ttl += ttl == -1  # -2: gone since the list was taken
    found = [as_text(key) for key in client.scan_iter(match=pattern(), count=1000)]
    ids = set(live)
    stray = sum(1 for key in found if _session_of_key(key) not in ids)
    info = client.info("memory")
    return RedisSample(
        at,
        int(info["used_memory"]),
        int(info["used_memory_startup"]),
        int(info.get("mem_clients_normal", 0)),
        len(live),
        by_role,
        len(found),
        stray,
        without_ttl,
    )


def as_text(value: bytes | str) -> str:
    return value.decode() if isinstance(value, bytes) else value


def _session_of_key(key: str) -> str | None:
    """The session id in a key name (`referee:{<id>}:<role>`)."""
    return session_of_channel(key.rsplit(":", 1)[0] + ":moves")


@dataclass
class Samples:
    workers: dict[int, list[WorkerSample]] = field(default_factory=dict)  # by pid
    redis: list[RedisSample] = field(default_factory=list)


def sample(master: int, client: redis.Redis, tally: Tally, start: float, into: Samples) -> None:
    at = time.monotonic() - start
    for pid in workers_of(master):
        found = worker_sample(pid, at)
        if found is not None:
            into.workers.setdefault(pid, []).append(found)
    with tally.lock:
        live = list(tally.live)
    into.redis.append(redis_sample(client, live, at))


# -- the run ---------------------------------------------------------------------------------
def start_referee(
    redis_url: str, log: pathlib.Path, args: argparse.Namespace
) -> tuple[subprocess.Popen, str, str]:
    """The referee on a free port, configured as in production: `referee serve`, or with
    `--no-recycle` gunicorn on deploy/gunicorn.conf.py with worker recycling off. Its
    master process, its URL and the admin token."""
    port = free_port()
    env = {
        "REFEREE_REDIS_URL": redis_url,
        "REFEREE_STATE_KEYS": f"soak={secrets.token_urlsafe(32)}",
        "REFEREE_ADMIN_TOKEN": secrets.token_urlsafe(32),
    }
    workers = args.workers or min(2 * (os.cpu_count() or 1) + 1, 8)  # serve's default
    if args.no_recycle:
        config = ROOT / "deploy" / "gunicorn.conf.py"
        proc = gunicorn(
            "referee.wsgi:app",
            port,
            workers=workers,
            threads=args.threads,
            config=config,
            env=env,
            log=log,
        )
    else:
        command = [sys.executable, "-m", "referee.cli", "serve", "--host", "127.0.0.1"]
        command += ["--port", str(port), "--workers", str(workers), "--threads"]
        command += [str(args.threads), "--bots-workers", "0"]  # no bot seats are opened
        with open(log, "ab") as out:
            proc = subprocess.Popen(
                command, cwd=ROOT, env={**os.environ, **env}, stdout=out, stderr=out
            )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            if requests.get(f"{base}/readyz", timeout=2).status_code == 200:
                return proc, base, env["REFEREE_ADMIN_TOKEN"]
        except requests.RequestException:
            pass  # not listening yet, or its workers still booting
        time.sleep(0.5)
    proc.kill()
    raise RuntimeError(f"the referee did not start:\n{log.read_text()[-2000:]}")


def verdicts(samples: Samples, tally: Tally, left: int, warmup: float) -> list[tuple[str, bool]]:
    """Print the table; the four criteria with whether each holds."""
    counts = tally.counts
    print("\n== what was played")
    print(f"requests answered           {counts['requests']:>10,}")
    print(
        f"session moves               {counts['moves']:>10,}   "
        + ", ".join(f"{game} {counts[f'moves {game}']:,}" for game in GAMES)
    )
    print(
        f"sessions opened / finished  {counts['sessions opened']:>6,} / "
        f"{counts['sessions finished']:,}   "
        + ", ".join(f"{game} {counts[f'finished {game}']}" for game in GAMES)
    )
    print(f"retries replayed            {counts['replays']:>10,}")
    print(f"stateless moves             {counts['stateless moves']:>10,}")

    print("\n== 1. errors (none allowed)")
    for kind in (
        "5xx",
        "connection",
        "unexpected 4xx",
        "status",
        "unexpected answer",
        "server log",
    ):
        print(f"{kind:28}{tally.errors[kind]:>10,}")
        for example in tally.examples.get(kind, []):
            print(f"    {example}")
    no_error = not tally.errors

    print(f"\n== 2. worker RSS after warm-up vs at the end (flat: growth <= {RSS_GROWTH:.0%})")
    rows = [row for rows in samples.workers.values() for row in rows]
    warm_at = min((row.at for row in rows if row.at >= warmup), default=None)
    end_at = max(row.at for row in rows)
    if warm_at is None or warm_at == end_at:
        print("no sample after the warm-up: not judged")
        return [("1. no error", no_error), ("2. flat worker RSS: not measured", False)]
    warm = [row.rss for row in rows if row.at == warm_at]
    end = [row.rss for row in rows if row.at == end_at]
    mean_growth = statistics.mean(end) / statistics.mean(warm) - 1
    print(
        f"workers' mean RSS: {statistics.mean(warm) / MIB:.1f} MiB at {warm_at:.0f} s "
        f"({len(warm)} workers), {statistics.mean(end) / MIB:.1f} MiB at {end_at:.0f} s "
        f"({len(end)} workers): {mean_growth:+.1%}; largest {max(warm) / MIB:.1f} -> "
        f"{max(end) / MIB:.1f} MiB"
    )
    print(
        f"{'worker':>8} {'born at s':>9} {'first MiB':>9} {'at warm-up':>10} {'cpu s':>6} "
        f"{'last at s':>9} {'MiB':>6} {'cpu s':>6} {'growth':>7}"
    )
    flat, judged = mean_growth <= RSS_GROWTH, 0
    by_birth = sorted(samples.workers.items(), key=lambda item: item[1][0].at - item[1][0].age)
    for pid, mine in by_birth:
        first, last = mine[0], mine[-1]
        at_warm = next((row for row in mine if row.at == warm_at), None)
        # Judged: a worker that lived from the warm-up to the end (without recycling, all).
        spans = at_warm is not None and at_warm.age >= warmup and last.at == end_at
        growth = last.rss / at_warm.rss - 1 if at_warm is not None else None
        if spans and growth is not None:
            judged += 1
            flat = flat and growth <= RSS_GROWTH
        print(
            f"{pid:>8} {max(0.0, first.at - first.age):9.0f} {first.rss / MIB:9.1f} "
            + (
                f"{at_warm.rss / MIB:10.1f} {at_warm.cpu:6.1f} "
                if at_warm is not None
                else f"{'-':>10} {'-':>6} "
            )
            + f"{last.at:9.0f} {last.rss / MIB:6.1f} {last.cpu:6.1f} "
            + (f"{growth:7.1%}" if growth is not None else f"{'-':>7}")
            + ("  judged" if spans else "")
        )
    print(
        f"workers seen {len(samples.workers)}; judged one by one (alive from the warm-up to "
        f"the end) {judged}; the mean judged always"
    )

    print(
        f"\n== 3. Redis used_memory vs the live sessions' sizes "
        f"(bound: held <= {REDIS_FACTOR} x sized + {REDIS_SLACK / MIB:.0f} MiB)"
    )
    print(
        f"{'at s':>6} {'sessions':>8} {'used MiB':>9} {'held MiB':>9} {'sized MiB':>10} "
        f"{'record':>7} {'history':>8} {'answers':>8} {'used/sized':>10} {'held/sized':>10} "
        f"{'keys':>6} {'stray':>6} {'no TTL':>6}"
    )
    bounded = True
    for n, row in enumerate(samples.redis):
        after_warmup = row.at >= warmup
        if after_warmup:
            bounded = bounded and row.bounded and row.without_ttl == 0
        # Every sample would be a long table: one a minute, the first and the last.
        if n in (0, len(samples.redis) - 1) or row.bounded is False or int(row.at) % 60 < 10:
            sized = row.sized or float("nan")
            print(
                f"{row.at:6.0f} {row.sessions:8} {row.used / MIB:9.2f} {row.held / MIB:9.2f} "
                f"{row.sized / MIB:10.2f} {row.by_role['record'] / MIB:7.2f} "
                f"{row.by_role['history'] / MIB:8.2f} {row.by_role['answers'] / MIB:8.2f} "
                f"{row.used / sized:10.2f} {row.held / sized:10.2f} {row.keys:6} "
                f"{row.stray:6} {row.without_ttl:6}"
                + ("" if after_warmup else "  (warm-up)")
                + ("" if row.bounded else "  PAST THE BOUND")
            )

    print(f"\n== 4. session keys left once every session was ended: {left}")
    return [
        ("1. no error", no_error),
        (
            f"2. flat worker RSS after warm-up: the mean, and each worker alive throughout, "
            f"within {RSS_GROWTH:.0%}",
            flat,
        ),
        (
            f"3. Redis held <= {REDIS_FACTOR} x live sessions' sizes + 1 MiB, every key with a TTL",
            bounded,
        ),
        ("4. no session key left behind", left == 0),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=10)
    parser.add_argument("--clients", type=int, default=10, help="threads playing sessions")
    parser.add_argument("--stateless-clients", type=int, default=1)
    parser.add_argument("--workers", type=int, help="gunicorn workers (serve's default)")
    parser.add_argument("--threads", type=int, default=16, help="threads per worker")
    parser.add_argument(
        "--no-recycle",
        action="store_true",
        help="run gunicorn on deploy/gunicorn.conf.py with --max-requests 0 in place of "
        "`referee serve`, so that every worker lives the whole run",
    )
    parser.add_argument("--sample-seconds", type=float, default=10)
    parser.add_argument("--warmup-seconds", type=float, default=60)
    parser.add_argument("--seed", default="soak", help="seeds the clients' choices")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="soak-") as scratch:
        directory = pathlib.Path(scratch)
        redis_proc, redis_url = redis_server(directory)
        log = directory / "referee.log"
        procs = [redis_proc]
        try:
            referee, base, admin = start_referee(redis_url, log, args)
            procs.append(referee)
            return soak(args, base, admin, referee.pid, redis.Redis.from_url(redis_url), log)
        finally:
            for proc in reversed(procs):
                stop(proc)


def soak(
    args: argparse.Namespace,
    base: str,
    admin: str,
    master: int,
    store: redis.Redis,
    log: pathlib.Path,
) -> int:
    tally, samples, stopping = Tally(), Samples(), threading.Event()
    load_before = os.getloadavg()
    print(
        f"soak: {args.minutes:g} min, {args.clients} session clients + "
        f"{args.stateless_clients} stateless on {base}, workers {workers_of(master)}; "
        f"load average {load_before[0]:.1f} {load_before[1]:.1f} {load_before[2]:.1f}",
        flush=True,
    )
    threads = [
        threading.Thread(
            target=Client(base, tally, random.Random(f"{args.seed}-{n}")).sessions,
            args=(GAMES[n % len(GAMES)], stopping),
        )
        for n in range(args.clients)
    ] + [
        threading.Thread(
            target=Client(base, tally, random.Random(f"{args.seed}-stateless-{n}")).stateless,
            args=(stopping,),
        )
        for n in range(args.stateless_clients)
    ]
    start = time.monotonic()
    for thread in threads:
        thread.start()
    end = start + args.minutes * 60
    loads = []
    while (now := time.monotonic()) < end:
        time.sleep(min(args.sample_seconds, end - now))
        sample(master, store, tally, start, samples)
        loads.append(os.getloadavg()[0])
        last = samples.redis[-1]
        print(
            f"  {last.at:5.0f} s: {tally.counts['moves']:,} moves, "
            f"{tally.counts['sessions finished']} finished, {last.sessions} live, "
            f"{sum(tally.errors.values())} errors, workers "
            + " ".join(
                f"{rows[-1].rss / MIB:.0f}"
                for rows in samples.workers.values()
                if rows[-1].at == last.at
            )
            + f" MiB, redis {last.used / MIB:.1f} MiB for {last.sized / MIB:.1f} MiB of sessions",
            flush=True,
        )
    stopping.set()
    for thread in threads:
        thread.join()
    sample(master, store, tally, start, samples)  # every client stopped: the sessions as left
    ender = Client(base, tally, random.Random(0))
    for sid in list(tally.live):
        if ender.call("DELETE", f"/v1/sessions/{sid}", 204, token=admin) is not None:
            del tally.live[sid]
    left = sum(1 for _ in store.scan_iter(match=pattern(), count=1000))
    # A failure the clients never saw (a worker timed out and was replaced, an exception
    # answered as a retry elsewhere) is an error too.
    for line in log.read_text().splitlines():
        if "[ERROR]" in line or "Traceback" in line or "[CRITICAL]" in line:
            tally.error("server log", line[:300])

    results = verdicts(samples, tally, left, args.warmup_seconds)
    print(
        f"\nload average: {min(loads):.1f}-{max(loads):.1f} (1 min, sampled), "
        f"{os.getloadavg()[1]:.1f} over the last 5 min at the end; "
        f"{os.cpu_count()} cores"
    )
    for criterion, holds in results:
        print(f"{'PASS' if holds else 'FAIL'}  {criterion}")
    return 0 if all(holds for _, holds in results) else 1


if __name__ == "__main__":
    sys.exit(main())
