"""What the webhook tests share: a real HTTP receiver on a free loopback port, a guard that
fails a test at once if anything tries to connect outside the loopback range, and a stub
resolver, so that no test can reach another machine, not even by mistake."""

from __future__ import annotations

import ipaddress
import socket
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from tests.servers import free_port

# Names the tests resolve, and what to: nothing else resolves (socket.getaddrinfo is stubbed).
# Under `zz`, a code ISO 3166 keeps for private use, never a delegated domain; not under
# `.example`, which the referee refuses before any resolver is asked (targets.special_use).
NAMES = {
    "hooks.app.zz": ["93.184.215.14"],
    "inside.app.zz": ["10.1.2.3"],
    "metadata.app.zz": ["169.254.169.254"],
    "mixed.app.zz": ["93.184.215.14", "192.168.1.9"],
    "loop.app.zz": ["127.0.0.1"],
}


def _loopback(address: object) -> bool:
    if not isinstance(address, tuple):
        return True  # a Unix socket's path
    try:
        return ipaddress.ip_address(str(address[0]).split("%", 1)[0]).is_loopback
    except ValueError:
        return False  # a name: connect() resolves it itself, so it is refused too


class Blocked(AssertionError):
    """A connection to an address outside the loopback range was attempted."""


def guard(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Fail any connect() to a non-loopback address before a packet leaves, and stub the
    resolver with NAMES; the addresses refused so far (the test may also check it is empty)."""
    refused: list[object] = []
    real_connect, real_connect_ex = socket.socket.connect, socket.socket.connect_ex
    real_getaddrinfo = socket.getaddrinfo

    def connect(self, address):
        if not _loopback(address):
            refused.append(address)
            raise Blocked(f"a test tried to connect to {address!r}")
        return real_connect(self, address)

    def connect_ex(self, address):
        if not _loopback(address):
            refused.append(address)
            raise Blocked(f"a test tried to connect to {address!r}")
        return real_connect_ex(self, address)

    def getaddrinfo(host, port, *args, **kwargs):
        text = host.decode() if isinstance(host, bytes) else host
        if text in NAMES:
            return [
                (socket.AF_INET, socket.SOCK_STREAM, 6, "", (address, port))
                for address in NAMES[text]
            ]
        try:
            ipaddress.ip_address(text)
        except (TypeError, ValueError):
            if text != "localhost":
                raise socket.gaierror(socket.EAI_NONAME, f"{text} is unknown here") from None
        return real_getaddrinfo(host, port, *args, **kwargs)

    monkeypatch.setattr(socket.socket, "connect", connect)
    monkeypatch.setattr(socket.socket, "connect_ex", connect_ex)
    monkeypatch.setattr(socket, "getaddrinfo", getaddrinfo)
    return refused


class Receiver:
    """An app's webhook endpoint on 127.0.0.1: keeps every call (headers and body), answers
    `status` (after `delay` seconds), or a redirect to `location`; `down()` stops listening
    (calls are refused) and `up()` listens again on the same port."""

    def __init__(self) -> None:
        self.port = free_port()
        self.calls: list[tuple[dict[str, str], bytes]] = []
        self.status = 204
        self.delay = 0.0
        self.location: str | None = None
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self.up()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/hooks"

    def up(self) -> None:
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:  # noqa: N802 - http.server's name
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                with receiver._lock:
                    receiver.calls.append(({k.lower(): v for k, v in self.headers.items()}, body))
                    status, delay, location = receiver.status, receiver.delay, receiver.location
                if delay:
                    time.sleep(delay)
                self.send_response(302 if location else status)
                if location:
                    self.send_header("Location", location)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def log_message(self, *args) -> None:
                pass

        ThreadingHTTPServer.allow_reuse_address = True
        self._server = ThreadingHTTPServer(("127.0.0.1", self.port), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True).start()

    def down(self) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def bodies(self) -> list[bytes]:
        with self._lock:
            return [body for _, body in self.calls]

    def wait_for(self, predicate, timeout: float = 20.0) -> None:
        """Wait until `predicate()` holds (calls arrive from other threads), or fail."""
        ends = time.monotonic() + timeout
        while not predicate():
            if time.monotonic() > ends:
                raise AssertionError(f"the receiver did not get what it waited for: {self.calls}")
            time.sleep(0.02)
