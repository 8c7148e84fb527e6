"""Clocked sessions on one Redis: how late each timeout lands, what a clocked session costs
Redis, and the referee's CPU while clocked sessions sit idle.

On a throwaway redis-server, `referee serve` (one gunicorn worker) with `--bots-workers`
bots workers (2), which serve the deadlines. The sessions are opened in this process through
the same service the instance builds (Cassino, `clock: {"per_move": ...}`, forfeit):

1. Idle: the serving processes' CPU time (the serve and its children: gunicorn and the bots
   workers, from /proc) over `--idle-seconds` with no session, with 1,000 and with
   `--sessions` clocked sessions whose deadlines are an hour away; redis-server's apart.
   Target: none that grows with the number of sessions. Redis's `used_memory` before and
   after opening them gives the memory per clocked session (and, beside it, per session
   without a clock, and the sorted set of deadlines' share).
2. Timeouts: `--sessions` more, opened as fast as this process can, each with a `per_move`
   drawn between `--shortest` and `--longest` seconds (5 to 60: deadlines spread over a
   minute), none ever moving. A listener in a process of its own subscribes to every
   session's moves channel and notes when each timeout is announced (the commit script
   publishes it as it writes it); lateness = that time - the deadline the session was opened
   with. Target: p99 <= 500 ms. Then each session's history holds exactly one entry, its
   timeout.

    python bench/clocks.py                    # 10,000 sessions
    python bench/clocks.py --sessions 1000    # a quick run
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import pathlib
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from datetime import datetime

BENCH = pathlib.Path(__file__).resolve().parent
TARGET_P99_MS = 500


def ms(instant: str) -> int:
    return round(datetime.fromisoformat(instant).timestamp() * 1000)


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def listen(url: str, ready, stop, found) -> None:
    """Note when each session's first move (its timeout) is announced: session id -> ms."""
    import redis

    from referee.sessions.keys import MOVES_PATTERN, session_of_channel

    client = redis.Redis.from_url(url)
    pubsub = client.pubsub(ignore_subscribe_messages=True)
    pubsub.psubscribe(MOVES_PATTERN)
    while pubsub.get_message(timeout=1.0) is None and not pubsub.subscribed:
        pass
    ready.set()
    seen: dict[str, int] = {}
    while not stop.is_set():
        message = pubsub.get_message(timeout=0.2)
        if message is None:
            continue
        at = time.time() * 1000
        channel = message["channel"].decode()
        session_id = session_of_channel(channel)
        if session_id is not None and session_id not in seen:
            seen[session_id] = round(at)
    found.put(seen)


def open_sessions(service, count: int, per_move, rng: random.Random) -> dict[str, int]:
    """`count` Cassino sessions whose clocks run from now: session id -> the mover's deadline."""
    opened: dict[str, int] = {}
    for index in range(count):
        created = service.create(
            "cassino", seed=f"bench-{index}-{rng.random()}", clock={"per_move": per_move(rng)}
        )
        mover = created["movers"][0]
        opened[created["id"]] = ms(created["clocks"]["seats"][mover]["deadline"])
    return opened


def idle_cpu(pids: list[int], seconds: float) -> float:
    """CPU seconds the processes (and their descendants) spent over `seconds`."""
    from serving import cpu_seconds

    before = cpu_seconds(pids)
    time.sleep(seconds)
    return cpu_seconds(pids) - before


def used_memory(client) -> int:
    return int(client.info("memory")["used_memory"])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, default=10_000, help="clocked sessions")
    parser.add_argument("--idle-seconds", type=float, default=20, help="each CPU sample")
    parser.add_argument("--shortest", type=float, default=5, help="shortest per_move (s)")
    parser.add_argument("--longest", type=float, default=60, help="longest per_move (s)")
    parser.add_argument("--bots-workers", type=int, default=2, help="deadline servers")
    args = parser.parse_args()
    sys.path.insert(0, str(BENCH))
    from serving import free_port, redis_server, stop, wait_port

    from referee.api.config import Settings
    from referee.sessions import build_service
    from referee.sessions.deadlines import KEY
    from referee.sessions.redis_store import RedisStore

    print(f"load average at the start: {os.getloadavg()}")
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as folder:
        server, url = redis_server(pathlib.Path(folder))
        port = free_port()
        env = {**os.environ, "REFEREE_REDIS_URL": url, "REFEREE_SESSION_TTL": "7200"}
        env.pop("PROMETHEUS_MULTIPROC_DIR", None)
        referee = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "referee.cli",
                "serve",
                "--port",
                str(port),
                "--workers",
                "1",
                "--bots-workers",
                str(args.bots_workers),
            ],
            env=env,
            stderr=subprocess.DEVNULL,
        )
        context = multiprocessing.get_context("spawn")
        ready, stopping, found = context.Event(), context.Event(), context.Queue()
        listener = context.Process(target=listen, args=(url, ready, stopping, found))
        try:
            wait_port(port, referee, "referee serve")
            store = RedisStore(url, 7200)
            service = build_service(Settings(redis_url=url), store)
            client = store.client
            time.sleep(3)  # the bots workers up and serving
            # -- 1. idle -------------------------------------------------------------
            serving = [referee.pid]
            counts = sorted({0, min(1000, args.sessions), args.sessions})
            cpu: dict[int, tuple[float, float]] = {}
            memory: dict[str, float] = {}
            held = 0
            for count in counts:
                if count > held:
                    before = used_memory(client)
                    open_sessions(service, count - held, lambda _: 3600, rng)
                    if held == 0:
                        memory["clocked"] = (used_memory(client) - before) / count
                        memory["set"] = client.memory_usage(KEY) / count
                    held = count
                time.sleep(1)  # what opening them cost is not counted
                redis_before = _cpu_of(server.pid)
                spent = idle_cpu(serving, args.idle_seconds)
                cpu[count] = (spent, _cpu_of(server.pid) - redis_before)
            before = used_memory(client)
            for index in range(1000):
                service.create("cassino", seed=f"unclocked-{index}")
            memory["unclocked"] = (used_memory(client) - before) / 1000
            # -- 2. timeouts ---------------------------------------------------------
            listener.start()
            assert ready.wait(30), "the listener did not subscribe"
            started = time.time()
            deadlines = open_sessions(
                service, args.sessions, lambda r: r.uniform(args.shortest, args.longest), rng
            )
            opened_in = time.time() - started
            bound = max(deadlines.values()) / 1000 + 60
            while time.time() < bound and _timed_out(client, deadlines) < len(deadlines):
                time.sleep(1)
            time.sleep(1)  # the last announcements reach the listener
            stopping.set()
            seen: dict[str, int] = found.get(timeout=30)
            entries = _entries(client, deadlines)
            load = os.getloadavg()
        finally:
            stopping.set()
            if listener.is_alive():
                listener.join(10)
            stop(referee)
            stop(server)
    lateness = [seen[sid] - at for sid, at in deadlines.items() if sid in seen]
    once = sum(kinds == ["timeout"] for kinds in entries.values())
    print(f"sessions: {args.sessions}; bots workers: {args.bots_workers}")
    print("\n-- idle: the referee's CPU (serve, gunicorn, bots workers), redis-server's --")
    for count, (spent, redis_spent) in cpu.items():
        print(
            f"{count:>6} idle clocked sessions: referee {spent / args.idle_seconds * 100:5.2f} % "
            f"of a core ({spent:.2f} s in {args.idle_seconds:g} s), "
            f"redis-server {redis_spent / args.idle_seconds * 100:5.2f} %"
        )
    print("\n-- Redis memory --")
    print(f"per clocked session: {memory['clocked']:.0f} bytes (used_memory delta / sessions)")
    print(f"  of which its member of the deadlines' sorted set: {memory['set']:.0f} bytes")
    print(f"per session without a clock: {memory['unclocked']:.0f} bytes")
    print("\n-- timeouts --")
    print(
        f"opened {args.sessions} sessions in {opened_in:.1f} s; per_move "
        f"{args.shortest:g}-{args.longest:g} s"
    )
    print(f"announced: {len(lateness)} of {len(deadlines)}; one timeout entry each: {once}")
    if lateness:
        p50, p99, worst = (
            percentile(lateness, 0.5),
            percentile(lateness, 0.99),
            max(lateness),
        )
        early = sum(late < 0 for late in lateness)
        print(
            f"lateness past the deadline: p50 {p50:.0f} ms, p99 {p99:.0f} ms, max {worst:.0f} ms "
            f"(target p99 <= {TARGET_P99_MS} ms); before the deadline: {early}"
        )
    print(f"load average at the end: {load}")
    return 0


def _cpu_of(pid: int) -> float:
    from serving import cpu_seconds

    return cpu_seconds([pid])


def _timed_out(client, deadlines: dict[str, int]) -> int:
    from referee.sessions.keys import session_keys

    with client.pipeline(transaction=False) as pipe:
        for sid in deadlines:
            pipe.llen(session_keys(sid)["history"])
        return sum(1 for length in pipe.execute() if length)


def _entries(client, deadlines: dict[str, int]) -> dict[str, list[str]]:
    """Each session's history, as the types of its entries."""
    import orjson

    from referee.sessions.keys import session_keys

    with client.pipeline(transaction=False) as pipe:
        for sid in deadlines:
            pipe.lrange(session_keys(sid)["history"], 0, -1)
        found = pipe.execute()
    return {
        sid: [orjson.loads(entry).get("type", "move") for entry in history]
        for sid, history in zip(deadlines, found, strict=True)
    }


if __name__ == "__main__":
    sys.exit(main())
