"""One call out: a message POSTed to its app's URL, signed, over a connection to an address
the targets' checks allowed, and what came of it.

The standard library's http.client, given a socket this module connected itself: the check
of the address must sit between resolving the name and sending a byte, which a client that
resolves and connects inside (requests, urllib3, httpx) does not let a caller do without
reaching into it. The name resolves once; the socket connects to one of its addresses by
number; the address it is connected to is checked again; TLS is spoken with the name (SNI
and the certificate's check) and the Host header names it too. No redirect is followed (a
3xx is a failed attempt), the connection and each read time out after a few seconds, and
at most READ_BYTES of the answer are read.
"""

from __future__ import annotations

import http.client
import socket
import ssl
import time
from collections.abc import Callable
from dataclasses import dataclass

from . import signing
from .targets import Allowance, BadTarget, Target, addresses, parse, refusal

READ_BYTES = 4096  # of an answer's body, kept in the delivery log (its first 200 characters)
USER_AGENT = "card-referee-webhooks/1"


@dataclass(frozen=True)
class Attempt:
    """What came of one attempt: the HTTP status (None when no answer came), how long it
    took, and what went wrong (None for a 2xx)."""

    status: int | None
    latency: float
    error: str | None
    answer: str = ""

    @property
    def delivered(self) -> bool:
        return self.status is not None and 200 <= self.status < 300


@dataclass(frozen=True)
class Timeouts:
    connect: float = 3.0
    read: float = 5.0


_TLS = ssl.create_default_context()


def _connect(target: Target, allowance: Allowance, timeouts: Timeouts) -> socket.socket:
    """A socket connected to an allowed address of the target, spoken TLS to for https."""
    failure: str | None = None
    for address in addresses(target, allowance):
        try:
            sock = socket.create_connection((address, target.port), timeout=timeouts.connect)
        except OSError as error:
            failure = f"connecting to {address}: {error.strerror or error}"
            continue
        peer = str(sock.getpeername()[0])
        why = refusal(peer, allowance)
        if why is not None:  # never expected: the socket went where it was sent
            sock.close()
            raise BadTarget(f"connected to a refused address: {why}")
        sock.settimeout(timeouts.read)
        if target.scheme == "https":
            try:
                return _TLS.wrap_socket(sock, server_hostname=target.host)
            except (OSError, ssl.SSLError) as error:
                sock.close()
                failure = f"TLS with {target.host}: {error}"
                continue
        return sock
    raise ConnectionError(failure or f"no address of {target.host} answered")


def send(
    message: dict,
    allowance: Allowance,
    timeouts: Timeouts = Timeouts(),
    clock: Callable[[], float] = time.time,
) -> Attempt:
    """POST the message's body to its URL, signed at this moment; never raises."""
    started = time.monotonic()

    def took() -> float:
        return round(time.monotonic() - started, 4)

    try:
        target = parse(message["url"], allowance)
        sock = _connect(target, allowance, timeouts)
    except BadTarget as refused:
        return Attempt(None, took(), f"refused: {refused.reason}")
    except (OSError, ValueError) as error:
        return Attempt(None, took(), str(error) or type(error).__name__)
    body = message["body"].encode()
    headers = {
        "Host": target.host_header,
        "Content-Type": "application/json",
        "User-Agent": USER_AGENT,
        **signing.headers(message["secret"], message["id"], message["body"], clock()),
    }
    connection = http.client.HTTPConnection(target.host, target.port, timeout=timeouts.read)
    connection.sock = sock
    try:
        connection.request("POST", target.path, body=body, headers=headers)
        answer = connection.getresponse()
        text = answer.read(READ_BYTES).decode("utf-8", "replace")
        status = answer.status
    except (OSError, http.client.HTTPException, ValueError) as error:
        return Attempt(None, took(), f"{type(error).__name__}: {error}".rstrip(": "))
    finally:
        connection.close()
    if 200 <= status < 300:
        return Attempt(status, took(), None, text[:200])
    why = "redirects are not followed" if 300 <= status < 400 else f"answered {status}"
    return Attempt(status, took(), why, text[:200])
