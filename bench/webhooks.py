"""Webhooks off the request path: 1,000 sessions ending in a burst against an app that
answers each call in 200 ms (the time until the last `match.ended` is delivered), and the
session-move p99 with a webhook to an app that hangs against one to an app that answers at
once (target: within 10 %; and, for the hand-over's own cost, against no webhook at all),
all in one process with sessions in memory (the default), as `referee serve` runs them.

    python bench/webhooks.py [--sessions 1000] [--threads 8] [--moves 3000]

The app is an HTTP server on a loopback port (the referee allowed http and private
addresses for the run); the matches are Cassino's, played at random to one move before
their end before the burst.
"""

from __future__ import annotations

import argparse
import random
import statistics
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from referee.api import create_app
from referee.api.config import Settings
from referee.sessions.hooks import Subscription
from referee.webhooks.signing import new_secret


class App:
    """An app's endpoint: counts calls by type, answering after `delay` seconds."""

    def __init__(self, delay: float):
        self.delay, self.calls, self.lock = delay, 0, threading.Lock()
        self.last = 0.0
        app = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:  # noqa: N802
                self.rfile.read(int(self.headers.get("Content-Length", 0)))
                time.sleep(app.delay)
                with app.lock:
                    app.calls += 1
                    app.last = time.perf_counter()
                self.send_response(204)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args) -> None:
                pass

        ThreadingHTTPServer.daemon_threads = True
        ThreadingHTTPServer.request_queue_size = 1024
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/hooks"


def referee(threads: int):
    settings = Settings(
        webhook_allow_http=True,
        webhook_allow_private=True,
        webhook_threads=threads,
        webhook_read_timeout=5.0,
        max_sessions=100_000,
    )
    app = create_app(settings)
    return app.extensions["referee.sessions"], app.extensions["referee.webhooks"]


def play_until_one_before_the_end(service, rng: random.Random) -> tuple[str, dict, dict]:
    """A Cassino session played at random to its last move; (id, tokens, that move)."""
    while True:
        created = service.create("cassino", seed=str(rng.random()))
        sid, tokens = created["id"], {s["player"]: s["token"] for s in created["seats"]}
        game = service.games("cassino")
        while True:
            record = service.store.load(sid)
            seat = game.turn_and_outcome(record.state)["movers"][0]
            moves, _ = game.moves(record.state, seat, 1000)
            move = rng.choice(moves)
            if game.play(record.state, move).finished:
                return sid, tokens, move
            service.move(sid, tokens[seat], move)


def burst(sessions: int, threads: int) -> None:
    service, webhooks = referee(threads)
    app = App(0.2)
    rng = random.Random(38)
    started = time.perf_counter()
    ready = [play_until_one_before_the_end(service, rng) for _ in range(sessions)]
    print(f"{sessions} sessions played to their last move in {time.perf_counter() - started:.1f} s")
    for sid, _, _ in ready:
        owner = service.store.load(sid)
        hook = Subscription(app.url, ("match.ended",), new_secret())
        service.commits.reseat(owner, lambda current, hook=hook: current.subscribed(hook))
    took = []
    began = time.perf_counter()
    for sid, tokens, move in ready:
        at = time.perf_counter()
        answer = service.move(sid, tokens[move["player"]], move)
        took.append(time.perf_counter() - at)
        assert answer.body["finished"], answer.body
    ended = time.perf_counter()
    while app.calls < sessions:
        time.sleep(0.05)
    last = app.last - began
    print(
        f"burst: {sessions} last moves in {ended - began:.2f} s (move p99 "
        f"{1000 * statistics.quantiles(took, n=100)[98]:.2f} ms); last match.ended delivered "
        f"{last:.1f} s after the burst began, with {threads} delivery threads and an app that "
        f"answers in 200 ms (floor: {sessions} x 0.2 s / {threads} = "
        f"{sessions * 0.2 / threads:.1f} s)"
    )
    webhooks.close()
    app.server.shutdown()


class Table:
    """One configuration's sessions: Cassino played at random, a new session at each end,
    each subscribed to `move` on an app that answers after `delay` seconds (30: it hangs
    past the read timeout), or to nothing (None)."""

    def __init__(self, delay: float | None, threads: int, seed: int):
        self.service, self.webhooks = referee(threads)
        self.app = App(delay) if delay is not None else None
        self.rng = random.Random(seed)
        self.game = self.service.games("cassino")
        self.took: list[float] = []
        self.open()

    def open(self) -> None:
        created = self.service.create("cassino", seed=str(self.rng.random()))
        self.sid = created["id"]
        self.tokens = {s["player"]: s["token"] for s in created["seats"]}
        if self.app is not None:
            hook = Subscription(
                self.app.url, ("match.started", "move", "match.ended"), new_secret()
            )
            self.service.set_webhook(self.sid, created["owner_token"], hook)

    def move(self) -> None:
        record = self.service.store.load(self.sid)
        movers = self.game.turn_and_outcome(record.state)["movers"]
        if not movers:
            self.open()
            return self.move()
        listed, _ = self.game.moves(record.state, movers[0], 1000)
        move = self.rng.choice(listed)
        at = time.perf_counter()
        self.service.move(self.sid, self.tokens[movers[0]], move)
        self.took.append(time.perf_counter() - at)

    def p99(self) -> float:
        return statistics.quantiles(self.took, n=100)[98]

    def close(self) -> None:
        self.webhooks.close()
        if self.app is not None:
            self.app.server.shutdown()


def move_p99s(moves: int, threads: int, seed: int) -> tuple[float, float, float]:
    """The move p99 without a webhook, with one to an app that answers at once, and with
    one to an app that hangs: their moves made in turn, so that the machine's load falls
    on the three alike."""
    tables = [Table(None, threads, seed), Table(0.0, threads, seed), Table(30.0, threads, seed)]
    for _ in range(moves):
        for table in tables:
            table.move()
    found = tuple(table.p99() for table in tables)
    for table in tables:
        table.close()
    return found[0], found[1], found[2]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sessions", type=int, default=1000)
    parser.add_argument("--threads", type=int, default=8)
    parser.add_argument("--moves", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args()
    burst(args.sessions, args.threads)
    ratios = []
    for round_ in range(args.rounds):
        none, prompt, hanging = move_p99s(args.moves, args.threads, round_)
        ratios.append(hanging / prompt)
        print(
            f"round {round_ + 1}: move p99 {1000 * none:.3f} ms without a webhook, "
            f"{1000 * prompt:.3f} ms with one to an app that answers at once, "
            f"{1000 * hanging:.3f} ms with one to an app that hangs: hanging/prompt "
            f"{hanging / prompt:.2f}, prompt/none {prompt / none:.2f}"
        )
    ratio = statistics.median(ratios)
    verdict = "met" if ratio <= 1.10 else "NOT met"
    print(f"median hanging/prompt {ratio:.2f} (target <= 1.10): {verdict}")


if __name__ == "__main__":
    main()
