"""What the HTTP benchmarks share: free ports, gunicorn and redis-server, wrk runs, the report."""

from __future__ import annotations

import os
import pathlib
import re
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
# wrk's summary, printed by the `done` of every bench script: req/s, p50 and p99 in µs,
# the answers the script found wrong (non-2xx, or not the answer it expected), requests.
RESULT = re.compile(r"RESULT (\S+) (\d+) (\d+) (\d+) (\d+)")
TICK = os.sysconf("SC_CLK_TCK")
DONE_LUA = """
function done(summary, latency, requests)
  local wrong = 0
  for _, thread in ipairs(threads) do wrong = wrong + thread:get("wrong") end
  io.write(string.format("RESULT %.1f %d %d %d %d\\n",
    summary.requests / summary.duration * 1e6, latency:percentile(50),
    latency:percentile(99), wrong + summary.errors.status, summary.requests))
end
"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_port(port: int, proc: subprocess.Popen, what: str, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            break
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return
        except OSError:
            time.sleep(0.1)
    proc.kill()
    raise RuntimeError(f"{what} did not start on port {port}")


def gunicorn(
    app: str,
    port: int,
    *,
    workers: int,
    threads: int,
    worker_class: str = "gthread",
    config: pathlib.Path | None = None,
    env: dict | None = None,
    log: pathlib.Path | None = None,
) -> subprocess.Popen:
    """`app` under gunicorn on 127.0.0.1:`port`; `config` (e.g. deploy/gunicorn.conf.py)
    first, the command line's workers, threads and worker class over it, and no worker
    recycling (a worker booting mid-run would measure its imports, not its requests)."""
    args = [sys.executable, "-m", "gunicorn"]
    if config is not None:
        args += ["-c", str(config)]
    args += [
        "-w",
        str(workers),
        "-k",
        worker_class,
        "--threads",
        str(threads),
        "--max-requests",
        "0",
        "-b",
        f"127.0.0.1:{port}",
        "--log-level",
        "warning",
        app,
    ]
    full_env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE), str(ROOT)]), **(env or {})}
    out = open(log, "ab") if log else subprocess.DEVNULL
    proc = subprocess.Popen(args, cwd=HERE, env=full_env, stdout=out, stderr=out)
    wait_port(port, proc, app)
    return proc


def redis_server(directory: pathlib.Path, unix: bool = False) -> tuple[subprocess.Popen, str]:
    """A throwaway redis-server on a free loopback port (and a Unix socket in `directory`),
    and the URL of the one to use."""
    port, sock = free_port(), directory / "redis.sock"
    proc = subprocess.Popen(
        [
            "redis-server",
            "--port",
            str(port),
            "--bind",
            "127.0.0.1",
            "--save",
            "",
            "--appendonly",
            "no",
            "--dir",
            str(directory),
            "--loglevel",
            "warning",
            "--unixsocket",
            str(sock),
            "--unixsocketperm",
            "700",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    wait_port(port, proc, "redis-server")
    return proc, f"unix://{sock}?db=0" if unix else f"redis://127.0.0.1:{port}/0"


def stop(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


@dataclass(frozen=True)
class Run:
    rps: float
    p50_us: int
    p99_us: int
    cpu_per_request_us: float  # CPU time of the watched processes per request answered
    cpu_split_us: tuple[float, ...] = ()  # the same, watched process by process


def cpu_seconds(pids: list[int]) -> float:
    """User and system CPU time of these processes and all their descendants."""
    parents: dict[int, int] = {}
    times: dict[int, float] = {}
    for entry in pathlib.Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # the process ended meanwhile
        pid = int(entry.name)
        parents[pid] = int(fields[1])
        times[pid] = (int(fields[11]) + int(fields[12])) / TICK
    wanted, total = set(pids), 0.0
    for pid in sorted(times):
        ancestor = pid
        while ancestor > 1 and ancestor not in wanted:
            ancestor = parents.get(ancestor, 0)
        if ancestor in wanted:
            total += times[pid]
    return total


def wrk(
    url: str,
    script: pathlib.Path,
    seconds: int,
    connections: int,
    threads: int | None = None,
    watch: Sequence[int] = (),
) -> Run:
    """One wrk run, with the CPU time the `watch`ed processes spent per request (a
    measure the other loads of a shared machine disturb far less than req/s). A
    RuntimeError if any answer was wrong."""
    threads = threads or min(connections, 2)
    cpu_before = [cpu_seconds([pid]) for pid in watch]
    run = subprocess.run(
        ["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "-s", str(script), url],
        capture_output=True,
        text=True,
        check=True,
    )
    cpu = [cpu_seconds([pid]) - before for pid, before in zip(watch, cpu_before, strict=True)]
    out = run.stdout + run.stderr
    found = RESULT.search(out)
    if found is None:
        raise RuntimeError(f"{url}: no RESULT line from wrk\n{out}")
    if int(found.group(4)):
        raise RuntimeError(f"{url}: {found.group(4)} wrong answers\n{out}")
    per_request = [seconds / max(1, int(found.group(5))) * 1e6 for seconds in cpu]
    return Run(
        float(found.group(1)),
        int(found.group(2)),
        int(found.group(3)),
        sum(per_request),
        tuple(per_request),
    )


def median(values: Sequence[float]) -> float:
    return sorted(values)[len(values) // 2]


def latency(runs: list[Run]) -> str:
    """Median p50 and p99 of the runs, in ms: `1.2/3.4`."""
    return (
        f"{median([r.p50_us for r in runs]) / 1000:.1f}/"
        f"{median([r.p99_us for r in runs]) / 1000:.1f}"
    )


def report(calls: dict[str, tuple[list[Run], list[Run]]], targets: dict[str, float]) -> None:
    """The table of every call: floor and referee runs of each round, paired.

    `ratio` is the median of the rounds' req/s ratios (each round runs the floor and the
    referee back to back, so a round the shared machine slowed down as a whole cancels
    out); `cpu ratio` is the floor's CPU time per request over the referee's, what the
    req/s ratio would be on an otherwise idle machine, where both are CPU-bound.
    """
    print(
        f"{'call':14} {'floor req/s':>11} {'referee':>8} {'ratio':>6} {'cpu µs/req':>15} "
        f"{'cpu ratio':>9} {'p50/p99 ms floor':>17} {'referee':>11}  target"
    )
    for call, (floor, ours) in calls.items():
        pairs = list(zip(floor, ours, strict=True))
        ratio = median([o.rps / f.rps for f, o in pairs])
        cpu_ratio = median([f.cpu_per_request_us / o.cpu_per_request_us for f, o in pairs])
        cpu = (
            f"{median([r.cpu_per_request_us for r in floor]):.0f} / "
            f"{median([r.cpu_per_request_us for r in ours]):.0f}"
        )
        target = targets[call]
        req_verdict = "met" if ratio >= target else "MISSED"
        cpu_verdict = "met" if cpu_ratio >= target else "MISSED"
        print(
            f"{call:14} {median([r.rps for r in floor]):11,.0f} "
            f"{median([r.rps for r in ours]):8,.0f} {ratio:6.2f} {cpu:>15} {cpu_ratio:9.2f} "
            f"{latency(floor):>17} {latency(ours):>11}  {target}: req/s {req_verdict}, "
            f"cpu {cpu_verdict}"
        )
        print(
            "  rounds (floor/referee req/s): "
            + ", ".join(f"{f.rps:,.0f}/{o.rps:,.0f}" for f, o in pairs)
            + "; referee cpu µs/req by process: "
            + ", ".join(" + ".join(f"{part:.0f}" for part in o.cpu_split_us) for o in ours)
        )
