"""The `referee` command: the OpenAPI writer and `serve` on each session store."""

from __future__ import annotations

import os
import pathlib
import socket
import subprocess
import sys

import pytest
import requests

from referee.cli import main
from tests.servers import free_port, wait_ready

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_openapi_prints_the_committed_document(capsys):
    assert main(["openapi"]) == 0
    assert capsys.readouterr().out == (ROOT / "openapi.yaml").read_text(encoding="utf-8")
    assert main(["openapi", "--check", str(ROOT / "openapi.yaml")]) == 0


def test_openapi_check_fails_on_a_stale_file(tmp_path):
    stale = tmp_path / "openapi.yaml"
    stale.write_text("openapi: 3.1.0\n")
    assert main(["openapi", "--check", str(stale)]) == 1


def test_in_memory_sessions_refuse_several_workers(monkeypatch):
    monkeypatch.delenv("REFEREE_REDIS_URL", raising=False)
    assert main(["serve", "--workers", "3"]) == 2


def serve(env: dict, *args: str):
    port = free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "referee.cli", "serve", "--port", str(port), *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    return proc, base, wait_ready(proc, base, "referee serve")


def stop(proc) -> str:
    proc.terminate()
    out, _ = proc.communicate(timeout=15)
    return out


@pytest.mark.slow
def test_serve_defaults_to_memory_with_one_worker():
    env = {k: v for k, v in os.environ.items() if k != "REFEREE_REDIS_URL"}
    proc, base, ready = serve(env)
    try:
        assert ready["store"]["kind"] == "memory"
        created = requests.post(f"{base}/v1/sessions", json={"game": "cassino"})
        assert created.status_code == 201
    finally:
        out = stop(proc)
    assert "in-memory sessions, 1 worker(s)" in out


@pytest.mark.slow
def test_serve_uses_redis_with_several_workers(redis_url):
    proc, base, ready = serve({**os.environ, "REFEREE_REDIS_URL": redis_url}, "--workers", "3")
    try:
        assert ready["store"] == {"kind": "redis", "healthy": True}
        session = requests.post(f"{base}/v1/sessions", json={"game": "seep"}).json()
        # Every worker reads the session the first one wrote: they share the Redis.
        for _ in range(30):
            response = requests.get(
                f"{base}/v1/sessions/{session['id']}", headers={"Connection": "close"}
            )
            assert response.status_code == 200
        text = requests.get(f"{base}/metrics", headers={"Connection": "close"}).text
        # One series per live worker for the load share; the counters summed over all of them.
        pids = {
            line.split('pid="')[1].split('"')[0]
            for line in text.splitlines()
            if line.startswith("referee_worker_requests{")
        }
        reads = next(
            float(line.rsplit(" ", 1)[1])
            for line in text.splitlines()
            if line.startswith(
                'referee_requests_total{method="GET",route="/v1/sessions/<session_id>",status="200"}'
            )
        )
    finally:
        out = stop(proc)
    assert "redis sessions, 3 worker(s)" in out
    assert len(pids) >= 2, "requests were all answered by one worker"
    assert reads == 30, "the request counter is not summed over the workers"


@pytest.mark.slow
def test_the_access_log_never_holds_a_query_string():
    """A browser's EventSource sends its seat token in the query (`/events?token=…`)."""
    env = {k: v for k, v in os.environ.items() if k != "REFEREE_REDIS_URL"}
    proc, base, _ = serve(env, "--access-log")
    try:
        created = requests.post(f"{base}/v1/sessions", json={"game": "cassino"}).json()
        token = created["seats"][0]["token"]
        requests.get(f"{base}/v1/sessions/{created['id']}?token={token}&wait=0")
    finally:
        out = stop(proc)
    assert f"/v1/sessions/{created['id']}" in out, "the request was not logged at all"
    assert token not in out and "token=" not in out


@pytest.mark.slow
def test_serve_opens_no_control_socket(tmp_path):
    """gunicorn's control socket would be one path in $HOME for every server of the user."""
    env = {k: v for k, v in os.environ.items() if k not in ("REFEREE_REDIS_URL", "XDG_RUNTIME_DIR")}
    proc, _, _ = serve({**env, "HOME": str(tmp_path)})
    try:
        assert not (tmp_path / ".gunicorn").exists()
    finally:
        stop(proc)


# What ends a worker while the server runs: recycling, and the master's heartbeat timeout.
# With sessions in memory the one worker holds them all, so nothing may end it (0: off).
LIFETIMES = {
    "memory": {"max_requests": 0, "max_requests_jitter": 0, "timeout": 0},
    "redis": {"max_requests": 10_000, "max_requests_jitter": 1_000, "timeout": 30},
}


@pytest.mark.parametrize("store", sorted(LIFETIMES))
def test_serve_ends_workers_as_the_deploy_config_does(monkeypatch, tmp_path, store):
    from gunicorn.app.base import BaseApplication

    if store == "redis":
        monkeypatch.setenv("REFEREE_REDIS_URL", "redis://127.0.0.1:1/0")  # never connected to
    else:
        monkeypatch.delenv("REFEREE_REDIS_URL", raising=False)
    monkeypatch.setenv("PROMETHEUS_MULTIPROC_DIR", str(tmp_path / "metrics"))
    seen = {}
    monkeypatch.setattr(
        BaseApplication, "run", lambda self: seen.update(vars(self.cfg)["settings"])
    )
    assert main(["serve", "--port", str(free_port()), "--bots-workers", "0"]) == 0
    deploy: dict = {}
    exec((ROOT / "deploy" / "gunicorn.conf.py").read_text(), deploy)
    for name, value in LIFETIMES[store].items():
        assert seen[name].get() == deploy[name] == value, name
    assert seen["control_socket_disable"].get() == deploy["control_socket_disable"] is True


def test_serve_says_plainly_when_its_port_is_taken():
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        env = {k: v for k, v in os.environ.items() if k != "REFEREE_REDIS_URL"}
        done = subprocess.run(
            [sys.executable, "-m", "referee.cli", "serve", "--port", str(port)],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
    assert done.returncode == 1
    assert done.stderr.strip() == (
        f"referee: port {port} on 127.0.0.1 is in use by another process; stop it, or serve "
        "on another port with --port (or REFEREE_PORT)"
    )
    assert "Traceback" not in done.stderr and done.stdout == ""
