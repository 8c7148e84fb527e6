"""Following a session's events with the generated client: its event stream read as typed models.

`GET /v1/sessions/{id}/events` is a stream of Server-Sent Events, which the generated client
cannot read (its `stream_session_events` gives the raw answer only). `follow` reads it with
httpx-sse through the client's own connection settings and token, and yields:

- a `SessionHello` first: the session as the watcher joins it;
- then one history entry per accepted move, as the generated model of the session's game
  (`RondaSessionHistoryEntry` for a Ronda session: the `game` each entry names says which),
  so that every event in it is read as its own game's type (`RondaPlayEvent`);
- a `SessionEnd` last (`finished`, `ended` or `revoked`), after which the iteration stops.

A stream lasts a bounded time on the server, and a store failure ends it with an `error`
event: `follow` then opens it again after the server's `retry` with `Last-Event-ID` (the last
move heard), so every move is yielded once and in order, and only the first `hello` is. It
raises `card_referee_client.errors.UnexpectedStatus` when the stream cannot be opened (an
unknown session, a bad token, a server out of streams). `afollow` is the same for asyncio.

    from card_referee_client import AuthenticatedClient
    from card_referee_follow import follow

    seat = AuthenticatedClient(base_url="http://127.0.0.1:8000", token=seat_token)
    for event in follow(seat, session_id, last_event_id=0):  # 0: every move from the first
        print(type(event).__name__, event.to_dict())
"""

from __future__ import annotations

import asyncio
import json
import time
from collections.abc import AsyncIterator, Iterator, Sequence
from typing import Any, Protocol
from urllib.parse import quote

import httpx
from card_referee_client import AuthenticatedClient, Client, errors, models
from card_referee_client.models import SessionEnd, SessionHello
from httpx_sse import ServerSentEvent, aconnect_sse, connect_sse

__all__ = ["READ_TIMEOUT", "MoveEntry", "afollow", "entry_model", "follow"]

# Seconds without a byte (no event, no heartbeat) after which a stream is taken as cut and
# opened again: the referee sends a heartbeat every 15 seconds by default.
READ_TIMEOUT = 60.0


class MoveEntry(Protocol):
    """What the history entry of every game has: each game's model adds its own events."""

    @property
    def game(self) -> str: ...
    @property
    def version(self) -> int: ...
    @property
    def player(self) -> int: ...
    @property
    def movers(self) -> list[int]: ...
    @property
    def events(self) -> Sequence[Any]: ...

    def to_dict(self) -> dict[str, Any]: ...


Followed = SessionHello | MoveEntry | SessionEnd
END, CUT = "end", "cut"


def entry_model(game: str) -> Any:
    """The generated model of a history entry of `game`: `<Game>SessionHistoryEntry`, the
    component the document's `SessionHistoryEntry` maps the game to."""
    name = "".join(word.title() for word in game.split("-")) + "SessionHistoryEntry"
    model = getattr(models, name, None)
    if model is None:
        raise ValueError(f"no model for a {game!r} session: regenerate the client")
    return model


class _Stream:
    """What one watcher has heard across the connections of a stream."""

    def __init__(self, session_id: str, last_event_id: int | None, read_timeout: float):
        self.url = f"/v1/sessions/{quote(session_id, safe='')}/events"
        self.heard = last_event_id
        self.greeted = False
        self.retry = 0.0
        self.read_timeout = read_timeout

    def request(self, client: httpx.Client | httpx.AsyncClient) -> dict[str, Any]:
        """The arguments of the next connection: `Last-Event-ID` once anything is heard."""
        timeout = client.timeout
        return {
            "headers": {} if self.heard is None else {"Last-Event-ID": str(self.heard)},
            "timeout": httpx.Timeout(
                connect=timeout.connect,
                read=self.read_timeout,
                write=timeout.write,
                pool=timeout.pool,
            ),
        }

    def read(self, sse: ServerSentEvent) -> tuple[list[Followed], str | None]:
        """The models one event yields, and what follows it: END (nothing more to hear),
        CUT (the server failed: reconnect) or None (more to read)."""
        if sse.retry is not None:
            self.retry = sse.retry / 1000
        if sse.event == "hello":
            hello = SessionHello.from_dict(json.loads(sse.data))
            if self.heard is None:
                self.heard = hello.version  # the stream goes on from there
            if self.greeted:
                return [], None
            self.greeted = True
            return [hello], None
        if sse.event == "move":
            data = json.loads(sse.data)
            entry = entry_model(data["game"]).from_dict(data)
            self.heard = int(sse.id) if sse.id else entry.version
            return [entry], None
        if sse.event == "end":
            return [SessionEnd.from_dict(json.loads(sse.data))], END
        return [], CUT if sse.event == "error" else None


def _opened(response: httpx.Response) -> None:
    if response.status_code != 200:
        raise errors.UnexpectedStatus(response.status_code, response.content)


def follow(
    client: Client | AuthenticatedClient,
    session_id: str,
    *,
    last_event_id: int | None = None,
    read_timeout: float = READ_TIMEOUT,
) -> Iterator[Followed]:
    """The session's events as the client's bearer (a seat, or a spectator) may see them,
    until the stream's `end`. `last_event_id`: the last version already heard (0: replay
    every move); without it, the moves from now on."""
    stream = _Stream(session_id, last_event_id, read_timeout)
    http = client.get_httpx_client()
    while True:
        with connect_sse(http, "GET", stream.url, **stream.request(http)) as source:
            if source.response.status_code != 200:
                source.response.read()
            _opened(source.response)
            try:
                for sse in source.iter_sse():
                    found, then = stream.read(sse)
                    yield from found
                    if then == END:
                        return
                    if then == CUT:
                        break
            except httpx.TransportError:
                pass  # the stream was cut: open it again from the last move heard
        time.sleep(stream.retry)


async def afollow(
    client: Client | AuthenticatedClient,
    session_id: str,
    *,
    last_event_id: int | None = None,
    read_timeout: float = READ_TIMEOUT,
) -> AsyncIterator[Followed]:
    """`follow` for asyncio, on the client's async connection."""
    stream = _Stream(session_id, last_event_id, read_timeout)
    http = client.get_async_httpx_client()
    while True:
        async with aconnect_sse(http, "GET", stream.url, **stream.request(http)) as source:
            if source.response.status_code != 200:
                await source.response.aread()
            _opened(source.response)
            try:
                async for sse in source.aiter_sse():
                    found, then = stream.read(sse)
                    for model in found:
                        yield model
                    if then == END:
                        return
                    if then == CUT:
                        break
            except httpx.TransportError:
                pass  # the stream was cut: open it again from the last move heard
        await asyncio.sleep(stream.retry)
