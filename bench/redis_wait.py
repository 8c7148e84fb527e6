"""What REFEREE_REDIS_WAIT_REPLICAS costs a move: commits with and without WAIT for a replica.

Starts its own redis-server primary and replica on free ports of 127.0.0.1 (both on this
machine, so the replica's link is the fastest one there is; across a network add its round
trip), then times store commits of one session in rounds, plain and waiting alternately,
and reports each one's median per commit and the ratio of the two.
"""

from __future__ import annotations

import argparse
import socket
import statistics
import subprocess
import tempfile
import time

import redis

from referee.sessions.redis_store import RedisStore
from referee.sessions.store import SessionRecord


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def server(directory: str, *extra: str) -> tuple[subprocess.Popen, int]:
    port = free_port()
    process = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--dir", directory]
        + ["--save", "", "--appendonly", "no", "--loglevel", "warning", *extra],
        stdout=subprocess.DEVNULL,
    )
    client = redis.Redis(port=port)
    for _ in range(200):
        try:
            client.ping()
            break
        except redis.ConnectionError:
            time.sleep(0.02)
    client.close()
    return process, port


def commits(store: RedisStore, session_id: str, count: int) -> float:
    """Seconds per commit, over `count` moves of a fresh session."""
    record = SessionRecord(id=session_id, game="toy", version=0, state={"n": 0}, seats=("a",))
    store.create(record)
    started = time.perf_counter()
    for n in range(count):
        entry = {"version": n + 1, "move": {"n": n}, "events": []}
        new = record.advanced({"n": n + 1, "hand": ["AS", "2H", "3C"] * 10}, entry)
        store.commit(n, new, entry)
        record = new
    return (time.perf_counter() - started) / count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=9)
    parser.add_argument("--moves", type=int, default=500, help="commits per round")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as first, tempfile.TemporaryDirectory() as second:
        primary, port = server(first)
        replica, replica_port = server(second, "--replicaof", "127.0.0.1", str(port))
        try:
            link = redis.Redis(port=replica_port)
            while link.info("replication").get("master_link_status") != "up":
                time.sleep(0.05)
            link.close()
            url = f"redis://127.0.0.1:{port}/0"
            plain = RedisStore(url, 600)
            waiting = RedisStore(url, 600, wait_replicas=1, wait_timeout=1000)
            times: dict[str, list[float]] = {"plain": [], "wait": []}
            for n in range(args.rounds):
                times["plain"].append(commits(plain, f"plain-{n}", args.moves))
                times["wait"].append(commits(waiting, f"wait-{n}", args.moves))
            base, wait = statistics.median(times["plain"]), statistics.median(times["wait"])
            print(
                f"commit, plain: {base * 1e6:,.0f} µs   with WAIT 1 replica: {wait * 1e6:,.0f} µs"
                f"   ratio {wait / base:.2f}   (medians of {args.rounds} rounds of {args.moves})"
            )
        finally:
            replica.terminate()
            primary.terminate()


if __name__ == "__main__":
    main()
