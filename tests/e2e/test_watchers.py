"""A thousand watchers on one instance, under the gevent worker the deploy config runs.

Each seat of 200 Seep and 100 Modulo sessions holds its own event stream (`?token=`), 1,100
at once on one instance; moves on some of the sessions reach each of their watchers as that
seat's history shows them (public_record: a Modulo bid stays hidden from the other seats),
and no one else, while ordinary requests keep answering. Also the
bounds on streams: per instance across workers, and a slot given back as soon as its
client has gone.
"""

from __future__ import annotations

import os
import pathlib
import resource
import selectors
import socket
import subprocess
import sys
import time

import orjson
import pytest
import requests

from tests.servers import free_port, wait_ready

pytestmark = pytest.mark.slow
ROOT = pathlib.Path(__file__).resolve().parents[2]


def start_gevent_referee(
    env: dict, log: pathlib.Path, workers: int = 1
) -> tuple[subprocess.Popen, str, int]:
    """The referee as deploy/gunicorn.conf.py runs it (gevent worker), on a free port."""
    port = free_port()
    full = {
        **os.environ,
        "REFEREE_BIND": f"127.0.0.1:{port}",
        "REFEREE_WORKERS": str(workers),
        **env,
    }
    full.pop("PROMETHEUS_MULTIPROC_DIR", None)
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "-c",
            str(ROOT / "deploy" / "gunicorn.conf.py"),
            "--log-level",
            "warning",
            "referee.wsgi:app",
        ],
        env=full,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=log.open("ab"),  # kept in the test's tmp_path: a pipe nobody reads could fill
    )
    base = f"http://127.0.0.1:{port}"
    wait_ready(proc, base, "gunicorn (gevent)")
    return proc, base, port


def play_first_move(http: requests.Session, base: str, session: dict) -> None:
    """The session's first mover plays the first of its legal moves."""
    seat = session["movers"][0]
    auth = {"Authorization": f"Bearer {session['seats'][seat]['token']}"}
    url = f"{base}/v1/sessions/{session['id']}"
    move = http.get(f"{url}/legal-moves", headers=auth, timeout=10).json()["moves"][0]
    answer = http.post(f"{url}/moves", json={"move": move}, headers=auth, timeout=10)
    assert answer.status_code == 200 and answer.json()["legal"]


def stop(proc: subprocess.Popen) -> None:
    proc.terminate()
    try:
        proc.wait(15)
    except subprocess.TimeoutExpired:
        proc.kill()


class Streams:
    """Many event streams read by one thread through a selector: a socket each."""

    def __init__(self, port: int):
        self.port = port
        self.selector = selectors.DefaultSelector()
        self.events: dict[int, list[dict]] = {}  # watcher -> parsed move events
        self.status: dict[int, int] = {}
        self.buffers: dict[int, bytes] = {}
        self.sockets: dict[int, socket.socket] = {}

    def open(self, watcher: int, path: str) -> None:
        sock = socket.create_connection(("127.0.0.1", self.port))
        sock.sendall(f"GET {path} HTTP/1.1\r\nHost: test\r\n\r\n".encode())
        sock.setblocking(False)
        self.sockets[watcher], self.buffers[watcher], self.events[watcher] = sock, b"", []
        self.selector.register(sock, selectors.EVENT_READ, watcher)

    def pump(self, seconds: float, until=lambda: False) -> None:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and not until():
            for key, _ in self.selector.select(timeout=0.1):
                watcher = key.data
                try:
                    data = key.fileobj.recv(65536)
                except BlockingIOError:
                    continue
                if not data:
                    self.selector.unregister(key.fileobj)
                    continue
                self._take(watcher, self.buffers[watcher] + data)

    def _take(self, watcher: int, buffer: bytes) -> None:
        if watcher not in self.status and b"\r\n" in buffer:
            self.status[watcher] = int(buffer.split(b" ", 2)[1])
        # Chunked framing: the size lines sit between events; events end with a blank line.
        while b"\n\n" in buffer:
            block, buffer = buffer.split(b"\n\n", 1)
            fields = {}
            for line in block.split(b"\n"):
                name, _, value = line.strip(b"\r").partition(b": ")
                fields[name] = value
            if fields.get(b"event") == b"move":
                self.events[watcher].append(orjson.loads(fields[b"data"]))
        self.buffers[watcher] = buffer

    def close(self) -> None:
        for sock in self.sockets.values():
            sock.close()
        self.selector.close()


def test_over_a_thousand_watchers_each_hear_their_seat_of_their_session(redis_url, tmp_path):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < 2400:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 4096), hard))
    proc, base, port = start_gevent_referee(
        {
            "REFEREE_REDIS_URL": redis_url,
            "REFEREE_STREAM_HEARTBEAT": "5",
            "REFEREE_MAX_STREAMS_PER_ADDRESS": "5000",  # every watcher comes from 127.0.0.1
        },
        tmp_path / "referee.log",
    )
    http = requests.Session()
    streams = Streams(port)
    try:
        # Seep (four seats, public moves) and Modulo (three seats, whose bids are secret).
        sessions = [
            http.post(f"{base}/v1/sessions", json={"game": game, "seed": f"s{i}"}).json()
            for i, game in enumerate(["seep"] * 200 + ["modulo"] * 100)
        ]
        watchers = [
            (index, seat)
            for index, session in enumerate(sessions)
            for seat in range(len(session["seats"]))
        ]
        assert len(watchers) == 1100
        for number, (index, seat) in enumerate(watchers):
            token = sessions[index]["seats"][seat]["token"]
            streams.open(number, f"/v1/sessions/{sessions[index]['id']}/events?token={token}")
            if number % 100 == 99:  # a hundred at a time, as a page of clients might
                streams.pump(60, until=lambda n=number: len(streams.status) > n)
        streams.pump(60, until=lambda: len(streams.status) == len(watchers))
        assert len(streams.status) == len(watchers) and set(streams.status.values()) == {200}

        # Ordinary requests answer while the watchers are held.
        started = time.monotonic()
        assert http.get(f"{base}/healthz", timeout=5).status_code == 200
        assert http.get(f"{base}/v1/games", timeout=5).status_code == 200
        assert time.monotonic() - started < 5

        moved = set(range(0, 200, 10)) | set(range(200, 300, 10))  # 20 Seep, 10 Modulo
        for index in sorted(moved):
            play_first_move(http, base, sessions[index])

        def heard_all() -> bool:
            return all(
                streams.events[number]
                for number, (index, _) in enumerate(watchers)
                if index in moved
            )

        streams.pump(30, until=heard_all)
        for number, (index, seat) in enumerate(watchers):
            if index not in moved:
                assert not streams.events[number], "a watcher heard another session's move"
                continue
            session = sessions[index]
            history = http.get(
                f"{base}/v1/sessions/{session['id']}/history",
                headers={"Authorization": f"Bearer {session['seats'][seat]['token']}"},
            ).json()
            # The event is the history entry as this seat may see it, and nothing more.
            assert streams.events[number] == history["entries"], (session["game"], seat)
        for index in moved - set(range(200)):  # a Modulo bid: its seat sees it, others don't
            heard = [streams.events[n] for n, (i, _) in enumerate(watchers) if i == index]
            bidder = sessions[index]["movers"][0]
            assert all(heard[seat] != heard[bidder] for seat in range(3) if seat != bidder)
    finally:
        streams.close()
        stop(proc)


def open_streams(base: str) -> float:
    text = requests.get(f"{base}/metrics", timeout=5).text
    return sum(
        float(line.split()[-1])
        for line in text.splitlines()
        if line.startswith("referee_open_streams")
    )


def test_the_instance_bound_holds_across_workers_and_a_gone_client_frees_its_slot(
    redis_url, tmp_path
):
    proc, base, port = start_gevent_referee(
        {
            "REFEREE_REDIS_URL": redis_url,
            "REFEREE_MAX_STREAMS": "6",
            "REFEREE_STREAM_HEARTBEAT": "30",  # no heartbeat write finds the gone client
        },
        tmp_path / "referee.log",
        workers=2,
    )
    streams = Streams(port)
    try:
        created = requests.post(f"{base}/v1/sessions", json={"game": "seep", "seed": "c"}).json()
        path = f"/v1/sessions/{created['id']}/events"
        for watcher in range(10):
            streams.open(watcher, path)
        streams.pump(20, until=lambda: len(streams.status) == 10)
        assert sorted(streams.status.values()) == [200] * 6 + [503] * 4
        assert open_streams(base) == 6

        held = [w for w, status in streams.status.items() if status == 200]
        for watcher in held[:3]:
            streams.selector.unregister(streams.sockets[watcher])
            streams.sockets[watcher].close()
        deadline = time.monotonic() + 3
        while open_streams(base) > 3 and time.monotonic() < deadline:
            time.sleep(0.1)
        assert open_streams(base) == 3, "the slots of gone clients were kept"
        answer = requests.get(f"{base}{path}", stream=True, timeout=10)
        assert answer.status_code == 200
        answer.close()
    finally:
        streams.close()
        stop(proc)


def test_streams_do_not_recycle_a_worker_and_ordinary_requests_still_do(redis_url, tmp_path):
    # A worker restarts after 40 requests here, its streams cut 3 s after it stops
    # accepting. Sixty streams and thirty long polls do not restart it: counted, they would,
    # and be cut.
    proc, base, port = start_gevent_referee(
        {
            "REFEREE_REDIS_URL": redis_url,
            "REFEREE_MAX_STREAMS_PER_ADDRESS": "5000",
            "GUNICORN_CMD_ARGS": "--max-requests 40 --max-requests-jitter 0 --graceful-timeout 3",
        },
        tmp_path / "referee.log",
    )
    http = requests.Session()
    streams = Streams(port)
    polls: list[socket.socket] = []
    try:
        sessions = [
            http.post(f"{base}/v1/sessions", json={"game": "seep", "seed": f"r{i}"}).json()
            for i in range(15)
        ]
        for index, session in enumerate(sessions):
            for seat, held in enumerate(session["seats"]):
                streams.open(
                    4 * index + seat, f"/v1/sessions/{session['id']}/events?token={held['token']}"
                )
        for session in sessions[5:]:
            for seat in range(3):
                poll = socket.create_connection(("127.0.0.1", port))
                token = session["seats"][seat]["token"]
                poll.sendall(
                    f"GET /v1/sessions/{session['id']}?wait=30 HTTP/1.1\r\nHost: test\r\n"
                    f'Authorization: Bearer {token}\r\nIf-None-Match: "0"\r\n\r\n'.encode()
                )
                polls.append(poll)
        streams.pump(8, until=lambda: len(streams.status) == 60)
        assert len(streams.status) == 60 and set(streams.status.values()) == {200}
        streams.pump(6)  # past the graceful timeout of a worker told to restart
        assert len(streams.selector.get_map()) == 60, "streams were cut: the worker restarted"
        for poll in polls:  # still waiting: neither answered nor cut
            poll.setblocking(False)
            with pytest.raises(BlockingIOError):
                poll.recv(1)

        for session in sessions[:5]:
            play_first_move(http, base, session)
        streams.pump(10, until=lambda: all(streams.events[n] for n in range(20)))
        assert all(len(streams.events[n]) == 1 for n in range(20))
        assert not any(streams.events[n] for n in range(20, 60))

        # Ordinary requests still count: past 40 of them the worker restarts, and its
        # streams end (clients reconnect with Last-Event-ID to the worker that replaces it).
        for _ in range(14):
            assert http.get(f"{base}/v1/games", timeout=30).status_code == 200
        streams.pump(30, until=lambda: not streams.selector.get_map())
        assert not streams.selector.get_map(), "the worker did not restart"
    finally:
        for poll in polls:
            poll.close()
        streams.close()
        stop(proc)
