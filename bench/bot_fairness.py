"""A person's greedy bot reply with and without a backlog of bots-only expert matches.

On a throwaway redis-server, two `referee bots-worker` processes take the bot turns (as
`referee serve` starts them: one for the turns a person waits for only, one for both; a
checkout without that split gets two alike). A person plays Cassino against a greedy bot
through the session service: each of their moves is timed until the bot has replied and it
is their turn again. First alone, then beside `--backlog` sessions where two expert bots
play each other (Spite and Malice, whose experts think their whole budget), opened by
`--parties` client addresses (each session's party). It prints
the reply's p50 and p99 in each case and their ratio, with backlog over alone.

Target: the ratio of p50s stays within 2 (a backlog never delays a person's bot reply by
more than a bot's own search time; an expert thinks 0.2 s).

    python bench/bot_fairness.py                         # this checkout
    python bench/bot_fairness.py --source /tmp/main-src  # another checkout's code (before)
"""

from __future__ import annotations

import argparse
import inspect
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time
from typing import Any

BENCH = pathlib.Path(__file__).resolve().parent


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--replies", type=int, default=30, help="bot replies timed per case")
    parser.add_argument("--backlog", type=int, default=16, help="bots-only expert sessions")
    parser.add_argument("--parties", type=int, default=2, help="addresses that open them")
    parser.add_argument(
        "--backlog-game",
        default="spite-and-malice",
        help="the game the experts play (Spite and Malice's think their whole 0.2 s)",
    )
    parser.add_argument("--source", help="the checkout whose `referee` to run (default: this)")
    args = parser.parse_args()
    if args.source:
        sys.path.insert(0, str(pathlib.Path(args.source).resolve()))
    sys.path.insert(0, str(BENCH))
    from serving import redis_server, stop

    from referee.sessions import SessionService, bots
    from referee.sessions.bots import QueueTurns
    from referee.sessions.redis_store import RedisStore

    split = hasattr(bots, "BOTS_ONLY_QUEUE")
    takes_party = "party" in inspect.signature(SessionService.create).parameters
    import referee

    print(f"referee from {pathlib.Path(referee.__file__).parent.parent}", file=sys.stderr)
    with tempfile.TemporaryDirectory() as folder:
        server, url = redis_server(pathlib.Path(folder))
        env = {
            **os.environ,
            "REFEREE_REDIS_URL": url,
            "PYTHONPATH": os.pathsep.join(
                filter(None, [args.source and str(pathlib.Path(args.source).resolve())])
            ),
        }
        worker = [sys.executable, "-m", "referee.cli", "bots-worker"]
        workers = [
            subprocess.Popen(worker + (["--attended-only"] if split else []), env=env),
            subprocess.Popen(worker, env=env),
        ]
        service = SessionService(
            RedisStore(url, 3600), max_session_bytes=1 << 22, bots=QueueTurns(url)
        )
        try:
            replies(service, 3)  # the workers' first turns load the games
            alone = replies(service, args.replies)
            backlog = []
            for index in range(args.backlog):
                party: dict[str, Any] = (
                    {"party": f"bench-{index % args.parties}"} if takes_party else {}
                )
                opened = service.create(args.backlog_game, bots={0: "expert", 1: "expert"}, **party)
                backlog.append(opened["id"])
            time.sleep(1.0)  # the workers are into the backlog
            beside = replies(service, args.replies)
            left = sum(not service.read(each, None)["finished"] for each in backlog)
        finally:
            for proc in workers:
                proc.terminate()
            for proc in workers:
                proc.wait(10)
            stop(server)
    print(f"workers: {'one for people only + one for both' if split else 'two alike'}")
    for name, times in (("alone", alone), ("with backlog", beside)):
        print(
            f"{name:>13}: reply p50 {percentile(times, 0.5) * 1000:7.1f} ms, "
            f"p99 {percentile(times, 0.99) * 1000:7.1f} ms ({len(times)} replies)"
        )
    print(f"bots-only sessions unfinished at the end: {left} of {args.backlog}")
    ratio = statistics.median(beside) / statistics.median(alone)
    ratio99 = percentile(beside, 0.99) / percentile(alone, 0.99)
    print(f"ratio with backlog / alone: p50 {ratio:.2f}, p99 {ratio99:.2f} (target p50 <= 2)")
    return 0


def replies(service, count: int) -> list[float]:
    """Seconds from each of a person's moves to the greedy bot's reply (their turn again)."""
    times: list[float] = []
    while len(times) < count:
        created = service.create("cassino", bots={1: "greedy"})
        token = created["seats"][0]["token"]
        while len(times) < count:
            view = service.read(created["id"], token)
            if view["finished"]:
                break
            if 0 not in view["movers"]:
                time.sleep(0.002)
                continue
            move = service.legal_moves(created["id"], token)["moves"][0]
            moved = service.move(created["id"], token, move)
            version = moved.version
            if 0 in moved.body["movers"] or not moved.body["movers"]:
                continue  # their turn again at once, or the end: no bot reply to time
            started = time.perf_counter()
            while True:
                now = service.read(created["id"], token)
                if now["finished"] or (now["version"] > version and 0 in now["movers"]):
                    break
                time.sleep(0.002)
            if not now["finished"]:
                times.append(time.perf_counter() - started)
    return times


if __name__ == "__main__":
    sys.exit(main())
