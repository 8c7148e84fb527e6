"""What the HTTP benchmarks share: free ports, gunicorn and redis-server started and stopped, wrk runs."""

from __future__ import annotations

import os
import pathlib
import re
import signal
import socket
import subprocess
import sys
import time

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
# wrk's summary, printed by the `done` of every bench script: req/s, p50 and p99 in µs,
# then the answers the script found wrong (non-2xx, or not the answer it expected).
RESULT = re.compile(r"RESULT (\S+) (\d+) (\d+) (\d+)")
DONE_LUA = """
function done(summary, latency, requests)
  local wrong = 0
  for _, thread in ipairs(threads) do wrong = wrong + thread:get("wrong") end
  io.write(string.format("RESULT %.1f %d %d %d\\n",
    summary.requests / summary.duration * 1e6, latency:percentile(50),
    latency:percentile(99), wrong + summary.errors.status))
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


def gunicorn(app: str, port: int, *, workers: int, threads: int, worker_class: str = "gthread",
             config: pathlib.Path | None = None, env: dict | None = None,
             log: pathlib.Path | None = None) -> subprocess.Popen:
    """`app` under gunicorn on 127.0.0.1:`port`; `config` (e.g. deploy/gunicorn.conf.py)
    first, the command line's workers, threads and worker class over it, and no worker
    recycling (a worker booting mid-run would measure its imports, not its requests)."""
    args = [sys.executable, "-m", "gunicorn"]
    if config is not None:
        args += ["-c", str(config)]
    args += ["-w", str(workers), "-k", worker_class, "--threads", str(threads),
             "--max-requests", "0", "-b", f"127.0.0.1:{port}", "--log-level", "warning", app]
    full_env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(HERE), str(ROOT)]),
                **(env or {})}
    out = open(log, "ab") if log else subprocess.DEVNULL
    proc = subprocess.Popen(args, cwd=HERE, env=full_env, stdout=out, stderr=out)
    wait_port(port, proc, app)
    return proc


def redis_server(directory: pathlib.Path) -> tuple[subprocess.Popen, str]:
    """A throwaway redis-server on a free loopback port, and its URL."""
    port = free_port()
    proc = subprocess.Popen(
        ["redis-server", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
         "--appendonly", "no", "--dir", str(directory), "--loglevel", "warning"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_port(port, proc, "redis-server")
    return proc, f"redis://127.0.0.1:{port}/0"


def stop(proc: subprocess.Popen) -> None:
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(10)
    except subprocess.TimeoutExpired:
        proc.kill()


def wrk(url: str, script: pathlib.Path, seconds: int, connections: int,
        threads: int | None = None) -> tuple[float, int, int]:
    """req/s, p50 µs and p99 µs of one wrk run; RuntimeError if any answer was wrong."""
    threads = threads or min(connections, 2)
    run = subprocess.run(["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s",
                          "-s", str(script), url], capture_output=True, text=True, check=True)
    out = run.stdout + run.stderr
    found = RESULT.search(out)
    if found is None:
        raise RuntimeError(f"{url}: no RESULT line from wrk\n{out}")
    if int(found.group(4)):
        raise RuntimeError(f"{url}: {found.group(4)} wrong answers\n{out}")
    return float(found.group(1)), int(found.group(2)), int(found.group(3))


def median(values: list[float]) -> float:
    return sorted(values)[len(values) // 2]
