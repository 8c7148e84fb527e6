"""Ten thousand watchers on one instance: connected, served within 250 ms, and cheap.

One run, a real redis-server and a real referee (gunicorn) started here, and a load
generator in a process of its own (gevent sockets: a greenlet per watcher):
1. `--sessions` four-seat Seep sessions are opened;
2. the floor: `--rate` of the sessions move every second (each move one timed POST) with
   no watcher connected: the move p99. The generator deals each session as the referee
   did (same seed) and plays every accepted move on its own copy, so it picks a legal
   move without asking the referee (a GET legal-moves only for a session whose move
   failed, whose state it no longer knows for sure);
3. every seat of every session opens its own event stream (`?token=`), so each hears
   its session's moves as public_record shows them to that seat; the worker RSS growth
   over the watchers is the memory one idle watcher costs;
4. the same moves again with the watchers held: move p99 (its ratio to the floor's), and
   the delay from a move's POST to the arrival of its event at each of its four watchers.

`--model gevent` runs `deploy/gunicorn.conf.py` as shipped; `--model gthread` runs the
thread model it replaced (5 workers x 16 threads, REFEREE_MAX_STREAMS=8 per worker), from
the source given with `--source` (a checkout of the commit before the change) if any.
`--profile DIR` samples where the workers and the generator spend their CPU while the
watchers are held (sampler.py), and every run reports the CPU the workers, Redis and the
generator took while moving.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import pathlib
import random
import resource
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
TICK = os.sysconf("SC_CLK_TCK")


# -- the load generator (a process of its own, under gevent) ------------------------------


def _loader(plan_path: str, out_path: str, stop_path: str) -> None:
    """Open every watcher, run the moves of each phase the plan names, write what arrived."""
    import gevent
    from gevent import socket
    from gevent.lock import BoundedSemaphore
    from gevent.queue import Queue

    from referee.games.registry import get_game

    # A collection of the generator's heap (10,000 greenlets and their sockets) would
    # stop every reader at once and be counted as the referee's latency; what it makes
    # is freed by reference counting.
    gc.disable()
    plan = json.loads(pathlib.Path(plan_path).read_text())
    if plan.get("profile"):
        import sampler

        sampler.start(
            os.path.join(plan["profile"], "loader.txt"),
            reset=os.path.join(plan["profile"], "reset"),
        )
    host, port = plan["host"], plan["port"]
    sessions = plan["sessions"]  # [{"id", "tokens": [...], "seed"}]
    arrivals: list[tuple[str, int, int, float]] = []  # session, seat, version, when
    counts = {"connected": 0, "refused": 0, "closed": 0}
    refusals: dict[str, int] = {}

    opening = BoundedSemaphore(plan["opening"])  # watchers connecting at once

    def watch(session: dict, seat: int) -> None:
        try:
            sock = socket.create_connection((host, port))
        except OSError:
            counts["refused"] += 1
            refusals["connect"] = refusals.get("connect", 0) + 1
            opening.release()
            return
        token = session["tokens"][seat]
        sock.sendall(
            f"GET /v1/sessions/{session['id']}/events?token={token} HTTP/1.1\r\n"
            "Host: bench\r\nAccept: text/event-stream\r\n\r\n".encode()
        )
        buffer, status = b"", None
        try:
            while True:
                data = sock.recv(65536)
                if not data:
                    if status is None:
                        opening.release()
                    counts["closed"] += 1
                    return
                buffer += data
                if status is None:
                    if b"\r\n" not in buffer:
                        continue
                    status = buffer.split(b" ", 2)[1].decode()
                    opening.release()
                    if status != "200":
                        counts["refused"] += 1
                        refusals[status] = refusals.get(status, 0) + 1
                        return
                    counts["connected"] += 1
                *lines, buffer = buffer.split(b"\n")
                for line in lines:
                    if line.startswith(b"id: "):
                        arrivals.append((session["id"], seat, int(line[4:]), time.monotonic()))
        finally:
            sock.close()

    class Client:
        """One keep-alive HTTP/1.1 connection to the referee."""

        def __init__(self) -> None:
            self.sock = socket.create_connection((host, port))
            self.buffer = b""

        def call(self, method: str, path: str, token: str, body: bytes = b"") -> tuple[int, bytes]:
            try:
                return self._call(method, path, token, body)
            except OSError:
                # The server closes a keep-alive connection idle for its keepalive seconds.
                self.sock.close()
                self.__init__()  # type: ignore[misc]
                return self._call(method, path, token, body)

        def _call(self, method: str, path: str, token: str, body: bytes) -> tuple[int, bytes]:
            head = (
                f"{method} {path} HTTP/1.1\r\nHost: bench\r\n"
                f"Authorization: Bearer {token}\r\nContent-Length: {len(body)}\r\n"
            )
            if body:
                head += "Content-Type: application/json\r\n"
            self.sock.sendall(head.encode() + b"\r\n" + body)
            while b"\r\n\r\n" not in self.buffer:
                self.buffer += self._recv()
            header, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
            lines = header.decode().split("\r\n")
            length = 0
            for line in lines[1:]:
                name, _, value = line.partition(":")
                if name.strip().lower() == "content-length":
                    length = int(value)
            while len(self.buffer) < length:
                self.buffer += self._recv()
            payload, self.buffer = self.buffer[:length], self.buffer[length:]
            return int(lines[0].split(" ")[1]), payload

        def _recv(self) -> bytes:
            data = self.sock.recv(65536)
            if not data:
                raise ConnectionError("the referee closed the connection")
            return data

    clients: Queue = Queue()
    for _ in range(plan["connections"]):
        clients.put(Client())
    moves: list[tuple[str, int, float, float]] = []  # session, version, sent, answered
    failures = [0]

    def move(session: dict) -> None:
        if session["finished"]:
            return
        client = clients.get()
        try:
            state = session["state"]
            if state is not None:
                # The loader deals the session as the referee did (same game, same seed)
                # and plays every accepted move on its own copy, so it knows a legal move
                # of the seat to move without asking the referee for one.
                seat = game.to_move(state)[0]
                chosen = game.moves(state, seat, 1)[0][0]
            else:
                # Who moves now, as the referee says: this copy's turn was lost with it.
                status, payload = client.call(
                    "GET", f"/v1/sessions/{session['id']}", session["tokens"][0]
                )
                read: dict = json.loads(payload) if status == 200 else {}
                session["finished"] = read.get("finished", False)
                movers: list[int] = read.get("movers") or []
                if not movers:
                    failures[0] += 1
                    return
                seat = movers[0]
                status, payload = client.call(
                    "GET",
                    f"/v1/sessions/{session['id']}/legal-moves?limit=1",
                    session["tokens"][seat],
                )
                legal = json.loads(payload) if status == 200 else {"moves": []}
                if not legal["moves"]:
                    failures[0] += 1
                    return
                chosen = legal["moves"][0]
            token = session["tokens"][seat]
            body = json.dumps({"move": chosen}).encode()
            sent = time.monotonic()
            status, payload = client.call(
                "POST", f"/v1/sessions/{session['id']}/moves", token, body
            )
            answered = time.monotonic()
            if status != 200 or b'"legal":true' not in payload:
                failures[0] += 1
                session["state"] = None  # unsure what was committed: ask the referee from now on
                return
            if state is not None:
                session["state"] = after = game.play(state, chosen).state
                session["version"] += 1
                session["finished"] = game.is_finished(after)
                moves.append((session["id"], session["version"], sent, answered))
            else:
                answer = json.loads(payload)
                moves.append((session["id"], answer["version"], sent, answered))
                session["finished"] = answer["finished"]
        finally:
            clients.put(client)

    def play(seconds: float) -> list:
        """`rate` of the sessions move each second, spread evenly over the second."""
        moves.clear()
        per_second = max(1, int(len(sessions) * plan["rate"]))
        gap = 1.0 / per_second
        started, turn, spawned = time.monotonic(), 0, []
        while time.monotonic() - started < seconds:
            due = started + turn * gap
            pause = due - time.monotonic()
            if pause > 0:
                gevent.sleep(pause)
            spawned.append(gevent.spawn(move, sessions[turn % len(sessions)]))
            turn += 1
        gevent.joinall(spawned, timeout=30)
        return list(moves)

    game = get_game("seep")
    for session in sessions:
        session["finished"], session["version"] = False, 0
        session["state"] = game.new_state(game.resolve_options(None, None), session["seed"])
    play(plan["warmup"])  # every worker has run each kind of request before any is timed
    report: dict = {"floor": play(plan["seconds"])}
    # The referee measures its memory now, before any watcher; then the watchers connect.
    pathlib.Path(out_path + ".floor").touch()
    while not os.path.exists(stop_path + ".measured"):
        gevent.sleep(0.2)
    opened = time.monotonic()
    watchers = []
    for session in sessions:
        for seat in range(len(session["tokens"])):
            opening.acquire()
            watchers.append(gevent.spawn(watch, session, seat))
    while counts["connected"] + counts["refused"] + counts["closed"] < len(watchers):
        gevent.sleep(0.1)
        if time.monotonic() - opened > 300:
            break
    report["opening_seconds"] = time.monotonic() - opened
    report["counts"], report["refusals"] = dict(counts), refusals
    pathlib.Path(out_path + ".open").write_text(json.dumps(report["counts"]))
    # The referee measures its memory now, watchers connected and idle; then the moves.
    while not os.path.exists(stop_path):
        gevent.sleep(0.2)
    gevent.sleep(plan["heartbeat"] + 1)  # every watcher through a heartbeat: none hangs
    pathlib.Path(out_path + ".playing").touch()
    report["held"] = play(plan["seconds"])
    pathlib.Path(out_path + ".played").touch()
    gevent.sleep(2)
    report["arrivals"] = arrivals
    report["counts_after"], report["failures"] = dict(counts), failures[0]
    pathlib.Path(out_path).write_text(json.dumps(report))


# -- the referee and the report -------------------------------------------------------------


def worker_rss_kb(master: int) -> int:
    """The resident memory of the gunicorn master's workers, in KB."""
    children = pathlib.Path(f"/proc/{master}/task/{master}/children").read_text().split()
    total = 0
    for pid in children:
        for line in pathlib.Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                total += int(line.split()[1])
    return total


def cpu_seconds(master: int, redis: int, loader: int) -> dict[str, float]:
    """CPU seconds (user and system) spent so far by the workers, redis-server and the loader."""

    def spent(pid: int | str) -> float:
        fields = pathlib.Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / TICK

    children = pathlib.Path(f"/proc/{master}/task/{master}/children").read_text().split()
    return {
        "workers": sum(spent(pid) for pid in children),
        "redis": spent(redis),
        "loader": spent(loader),
    }


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))] if ordered else float("nan")


def start_referee(args, redis_url: str, workdir: pathlib.Path):
    import requests
    from serving import free_port, gunicorn, stop

    port = free_port()
    env = {
        "REFEREE_REDIS_URL": redis_url,
        "REFEREE_STREAM_HEARTBEAT": str(args.heartbeat),
        "REFEREE_STREAM_SECONDS": "3600",
        "REFEREE_MAX_STREAMS_PER_ADDRESS": "100000",  # every watcher comes from 127.0.0.1
    }
    if args.source:
        env["PYTHONPATH"] = os.pathsep.join([str(HERE), args.source])
    if args.model == "gevent":
        env["REFEREE_MAX_STREAMS"] = str(args.max_streams)
        config = ROOT / "deploy" / "gunicorn.conf.py"
        if args.profile:
            # deploy/gunicorn.conf.py as shipped, and a sampling profiler in each worker.
            wrapped = workdir / "gunicorn.conf.py"
            wrapped.write_text(
                f"exec(open({str(config)!r}).read())\n\n\n"
                "def post_worker_init(worker):\n"
                "    import os, sampler\n\n"
                f"    where = {args.profile!r}\n"
                "    sampler.start(os.path.join(where, f'worker-{os.getpid()}.txt'),"
                " reset=os.path.join(where, 'reset'))\n"
            )
            config = wrapped
        proc = gunicorn(
            "referee.wsgi:app",
            port,
            workers=args.workers or os.cpu_count() or 1,
            threads=1,
            worker_class="referee.api.workers.RefereeGeventWorker",
            config=config,
            env=env,
            log=workdir / "referee.log",
        )
    else:
        env["REFEREE_MAX_STREAMS"] = str(args.max_streams)
        proc = gunicorn(
            "referee.wsgi:app",
            port,
            workers=args.workers or 5,
            threads=args.threads,
            config=ROOT / "deploy" / "gunicorn.conf.py" if not args.source else None,
            env=env,
            log=workdir / "referee.log",
        )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if requests.get(f"{base}/readyz", timeout=1).status_code == 200:
                return proc, port, base
        except requests.RequestException:
            pass
        time.sleep(0.2)
    stop(proc)
    raise RuntimeError("the referee never became ready")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--model", choices=("gevent", "gthread"), default="gevent")
    parser.add_argument("--source", help="PYTHONPATH of the referee to run (another checkout)")
    parser.add_argument("--workers", type=int, default=None)
    parser.add_argument("--threads", type=int, default=16, help="gthread only")
    parser.add_argument("--max-streams", type=int, default=12000, help="REFEREE_MAX_STREAMS")
    parser.add_argument("--sessions", type=int, default=2500)
    parser.add_argument("--rate", type=float, default=0.10, help="share of sessions moving /s")
    parser.add_argument("--seconds", type=float, default=20, help="length of each move phase")
    parser.add_argument("--warmup", type=float, default=5, help="untimed moves first (s)")
    parser.add_argument("--heartbeat", type=int, default=15, help="REFEREE_STREAM_HEARTBEAT")
    parser.add_argument("--connections", type=int, default=64, help="the movers' connections")
    parser.add_argument("--opening", type=int, default=200, help="watchers connecting at once")
    parser.add_argument(
        "--profile", help="a directory for sampled profiles of the workers and the loader"
    )
    parser.add_argument("--loader", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # a socket per watcher
    if args.loader:
        _loader(*args.loader)
        return

    import requests
    from serving import redis_server, stop

    workdir = pathlib.Path(tempfile.mkdtemp(prefix="referee-watchers-"))
    redis_proc, redis_url = redis_server(workdir)
    proc, port, base = start_referee(args, redis_url, workdir)
    loader = None
    try:
        http = requests.Session()
        sessions = []
        for index in range(args.sessions):
            created = http.post(
                f"{base}/v1/sessions", json={"game": "seep", "seed": f"w{index}"}
            ).json()
            sessions.append(
                {
                    "id": created["id"],
                    "tokens": [seat["token"] for seat in created["seats"]],
                    "seed": f"w{index}",
                }
            )
        random.Random(7).shuffle(sessions)
        plan = {
            "host": "127.0.0.1",
            "port": port,
            "sessions": sessions,
            "rate": args.rate,
            "seconds": args.seconds,
            "heartbeat": args.heartbeat,
            "connections": args.connections,
            "opening": args.opening,
            "warmup": args.warmup,
            "profile": args.profile,
        }
        plan_path, out_path, stop_path = (str(workdir / name) for name in ("plan", "out", "stop"))
        pathlib.Path(plan_path).write_text(json.dumps(plan))
        loader = subprocess.Popen(
            [sys.executable, __file__, "--loader", plan_path, out_path, stop_path],
            cwd=HERE,
            env={**os.environ, "PYTHONPATH": str(HERE)},
        )
        while not os.path.exists(out_path + ".floor"):
            if loader.poll() is not None:
                raise RuntimeError("the load generator stopped")
            time.sleep(0.5)
        time.sleep(2)
        before = worker_rss_kb(proc.pid)
        pathlib.Path(stop_path + ".measured").touch()
        while not os.path.exists(out_path + ".open"):
            if loader.poll() is not None:
                raise RuntimeError("the load generator stopped")
            time.sleep(0.5)
        time.sleep(3)
        after = worker_rss_kb(proc.pid)
        opened = json.loads(pathlib.Path(out_path + ".open").read_text())
        ready = http.get(f"{base}/healthz", timeout=5)
        pathlib.Path(stop_path).touch()
        while not os.path.exists(out_path + ".playing") and loader.poll() is None:
            time.sleep(0.05)
        cpu_before = cpu_seconds(proc.pid, redis_proc.pid, loader.pid)
        if args.profile:
            pathlib.Path(args.profile, "reset").touch()  # profile the moves with watchers held
        while not os.path.exists(out_path + ".played") and loader.poll() is None:
            time.sleep(0.05)
        cpu = {
            name: spent - cpu_before[name]
            for name, spent in cpu_seconds(proc.pid, redis_proc.pid, loader.pid).items()
        }
        loader.wait(args.seconds * 3 + args.heartbeat + 120)
        report = json.loads(pathlib.Path(out_path).read_text())
    finally:
        if loader is not None and loader.poll() is None:
            loader.kill()
        stop(proc)
        stop(redis_proc)

    sent = {(s, v): t for s, v, t, _ in report["held"]}
    answered_at = {(s, v): a for s, v, _, a in report["held"]}
    delays = [
        (when - sent[(session, version)]) * 1000
        for session, _, version, when in report["arrivals"]
        if (session, version) in sent
    ]
    # From the move's answer, not its sending: the fan-out alone, without the move's own time.
    fanout = [
        (when - answered_at[(session, version)]) * 1000
        for session, _, version, when in report["arrivals"]
        if (session, version) in answered_at
    ]
    expected = len(report["held"]) * 4 if opened["connected"] == args.sessions * 4 else None
    floor = [(answered - t) * 1000 for _, _, t, answered in report["floor"]]
    held = [(answered - t) * 1000 for _, _, t, answered in report["held"]]
    watchers = opened["connected"]
    per_watcher = (after - before) / watchers if watchers else None  # KB
    floor_p99, held_p99 = percentile(floor, 0.99), percentile(held, 0.99)
    delay_p99 = percentile(delays, 0.99)
    label = (
        f"gevent, {args.workers or os.cpu_count()} workers"
        if args.model == "gevent"
        else f"gthread, {args.workers or 5} workers x {args.threads} threads"
    )
    print(f"{label}; {args.sessions} Seep sessions x 4 seats; {args.rate:.0%} move each second")
    print(
        f"watchers connected    {watchers:,} of {args.sessions * 4:,} "
        f"(refused {opened['refused']:,}: {report['refusals']}) in "
        f"{report['opening_seconds']:.1f} s; /healthz {ready.status_code}"
    )
    print(
        f"worker RSS            {before / 1024:,.0f} MB idle -> {after / 1024:,.0f} MB held: "
        + (f"{per_watcher:,.1f} KB per watcher" if per_watcher is not None else "-")
    )
    print(
        f"move p99              {floor_p99:.1f} ms without watchers "
        f"({len(floor)} moves), {held_p99:.1f} ms held ({len(held)} moves): "
        f"ratio {held_p99 / floor_p99:.2f}"
    )
    print(
        f"move -> watcher       p50 {percentile(delays, 0.5):.1f} ms, "
        f"p99 {delay_p99:.1f} ms, max {max(delays, default=float('nan')):.1f} ms"
        f" over {len(delays):,} deliveries"
        + (f" of {expected:,} expected" if expected is not None else "")
    )
    print(
        f"answer -> watcher     p50 {percentile(fanout, 0.5):.1f} ms, "
        f"p99 {percentile(fanout, 0.99):.1f} ms (from the move's answer to the event's arrival)"
    )
    print(
        f"CPU while moving      {sum(cpu.values()) / args.seconds:.2f} cores: "
        + ", ".join(f"{name} {spent / args.seconds:.2f}" for name, spent in cpu.items())
    )
    print(
        f"move failures {report['failures']}, streams closed by the server "
        f"{report['counts_after']['closed']}"
    )
    verdicts = [
        ("every watcher connected", watchers == args.sessions * 4),
        ("move -> watcher p99 <= 250 ms", delay_p99 <= 250),
        ("held move p99 <= 2x the floor's", held_p99 <= 2 * floor_p99),
        ("memory per idle watcher <= 50 KB", per_watcher is not None and per_watcher <= 50),
    ]
    print(
        "targets               "
        + "; ".join(f"{name}: {'met' if ok else 'MISSED'}" for name, ok in verdicts)
    )


if __name__ == "__main__":
    main()
