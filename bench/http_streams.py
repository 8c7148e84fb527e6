"""Open event streams against ordinary requests: do held streams starve the workers?

One run, real gunicorn (`--worker-class`: the gevent worker the deploy config runs, or
gthread) and a real redis-server started here:
1. stateless /moves req/s (wrk) with no stream open: the floor;
2. the same with every stream slot of every worker held open by watchers;
3. how long a move takes to reach a watcher's event stream (p50, p99), with streams held.
Prints the ratio of (2) to (1); 1.0 means the held streams cost ordinary requests nothing.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import statistics
import tempfile
import threading
import time

import requests
from http_moves import LUA, mid_game_request
from serving import DONE_LUA, free_port, gunicorn, redis_server, stop, wrk


def start_referee(redis_url: str, workers: int, threads: int, streams: int, worker_class: str):
    """A referee under gunicorn on the given Redis, once it answers /readyz."""
    port = free_port()
    env = {
        "REFEREE_REDIS_URL": redis_url,
        "REFEREE_MAX_STREAMS": str(streams),
        "REFEREE_STREAM_HEARTBEAT": "5",
    }
    proc = gunicorn(
        "referee.wsgi:app",
        port,
        workers=workers,
        threads=threads,
        worker_class=worker_class,
        env=env,
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            if requests.get(f"{base}/readyz", timeout=1).status_code == 200:
                return proc, base
        except requests.RequestException:
            pass
        time.sleep(0.2)
    stop(proc)
    raise RuntimeError(f"the referee on port {port} never became ready")


class Watcher(threading.Thread):
    """A spectator holding one event stream open, timing when each move arrives."""

    def __init__(self, url: str):
        super().__init__(daemon=True)
        self.url = url
        self.arrived: dict[int, float] = {}  # version -> when its event arrived
        self.ready, self.done = threading.Event(), threading.Event()  # done: hello or refused

    def run(self) -> None:
        with requests.get(self.url, stream=True, timeout=120) as response:
            if response.status_code != 200:
                self.done.set()
                return
            for raw in response.iter_lines():
                line = raw.decode()
                if line.startswith("event: hello"):
                    self.ready.set()
                    self.done.set()
                elif line.startswith("id: "):
                    self.arrived[int(line[4:])] = time.perf_counter()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads", type=int, default=16, help="gthread only")
    parser.add_argument(
        "--worker-class",
        default="referee.api.workers.RefereeGeventWorker",
        help="gunicorn worker class (gthread: the thread model)",
    )
    parser.add_argument(
        "--streams", type=int, default=8, help="REFEREE_MAX_STREAMS of each worker process"
    )
    parser.add_argument("--seconds", type=int, default=6)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--moves", type=int, default=40, help="moves timed to their watchers")
    args = parser.parse_args()

    workdir = pathlib.Path(tempfile.mkdtemp(prefix="referee-streams-"))
    body = workdir / "body.json"
    body.write_text(json.dumps(mid_game_request("cassino", 10)))
    script = workdir / "post.lua"
    script.write_text(LUA.format(body=body) + DONE_LUA)
    redis_proc, redis_url = redis_server(workdir)
    proc, base = start_referee(
        redis_url, args.workers, args.threads, args.streams, args.worker_class
    )
    watchers: list[Watcher] = []
    try:
        moves_url = f"{base}/v1/games/cassino/moves"
        session = requests.post(f"{base}/v1/sessions", json={"game": "cassino", "seed": "b"}).json()
        url = f"{base}/v1/sessions/{session['id']}"
        # Fill every slot of every worker: gunicorn hands each connection to whichever worker
        # accepts it first, so keep opening until enough attempts were refused with 503.
        for _ in range(args.workers * args.streams * 3):
            if len(watchers) == args.workers * args.streams:
                break
            watcher = Watcher(f"{url}/events")
            watcher.start()
            watcher.done.wait(5)
            if watcher.ready.is_set():
                watchers.append(watcher)
        time.sleep(1)
        # The floor: a second referee, the same in every way but with no watcher at all.
        floor_proc, floor_base = start_referee(
            redis_url, args.workers, args.threads, args.streams, args.worker_class
        )
        try:
            quiet = [
                wrk(f"{floor_base}/v1/games/cassino/moves", script, args.seconds, 8).rps
                for _ in range(args.rounds)
            ]
        finally:
            stop(floor_proc)
        held = [wrk(moves_url, script, args.seconds, 8).rps for _ in range(args.rounds)]

        tokens = {seat["player"]: seat["token"] for seat in session["seats"]}
        sent = {}
        for _ in range(args.moves):
            view = requests.get(url).json()
            if view["finished"]:
                break
            auth = {"Authorization": f"Bearer {tokens[view['view']['to_move']]}"}
            move = requests.get(f"{url}/legal-moves", headers=auth).json()["moves"][0]
            started = time.perf_counter()
            answer = requests.post(f"{url}/moves", json={"move": move}, headers=auth).json()
            sent[answer["version"]] = started
        time.sleep(1)
        delays = sorted(
            (watcher.arrived[v] - t) * 1000
            for watcher in watchers
            for v, t in sent.items()
            if v in watcher.arrived
        )
    finally:
        stop(proc)
        stop(redis_proc)
    floor, loaded = statistics.median(quiet), statistics.median(held)
    print(
        f"gunicorn {args.worker_class}, {args.workers} workers"
        + (f" x {args.threads} threads, " if args.worker_class == "gthread" else ", ")
        + f"REFEREE_MAX_STREAMS={args.streams}; wrk -c8 on stateless /moves (Cassino)"
    )
    quiet_runs = ", ".join(f"{r:,.0f}" for r in quiet)
    held_runs = ", ".join(f"{r:,.0f}" for r in held)
    print(f"no stream open       {floor:9,.0f} req/s  (runs: {quiet_runs})")
    print(f"{len(watchers):2d} streams held     {loaded:9,.0f} req/s  (runs: {held_runs})")
    print(f"ratio                {loaded / floor:9.2f}")
    if delays:
        p50 = delays[len(delays) // 2]
        p99 = delays[min(len(delays) - 1, int(len(delays) * 0.99))]
        print(
            f"move -> event        p50 {p50:.1f} ms, p99 {p99:.1f} ms over {len(delays)} deliveries"
        )


if __name__ == "__main__":
    main()
