"""card_referee_follow, beside the generated Python client: a session's event stream, followed
against a live referee, as typed models, resumed with Last-Event-ID whenever a stream ends."""

from __future__ import annotations

import asyncio
import json
import queue
import threading

import pytest

from referee.api.config import Settings
from tests.api.test_clients import CLIENTS
from tests.web.pages import LiveServer

WAIT = 60  # seconds a test waits for the next event before it gives up on the helper


@pytest.fixture
def client(monkeypatch):
    """The generated client and the helper, imported from clients/python."""
    pytest.importorskip("httpx_sse")
    monkeypatch.syspath_prepend(str(CLIENTS / "python"))
    import card_referee_client
    import card_referee_follow

    return card_referee_client, card_referee_follow


def open_session(base: str, **request):
    from card_referee_client import AuthenticatedClient, Client
    from card_referee_client.api.sessions import create_session
    from card_referee_client.models import SessionCreateRequest

    created = create_session.sync(
        client=Client(base_url=base), body=SessionCreateRequest.from_dict(request)
    )
    seats = {
        seat.player: AuthenticatedClient(base_url=base, token=seat.token) for seat in created.seats
    }
    return created, seats


def play_one(session_id: str, seats: dict, movers: list[int]) -> list[int]:
    """The first legal move of the first seat to move; the movers after it."""
    from card_referee_client.api.sessions import list_session_legal_moves, play_session_move
    from card_referee_client.models import SessionMoveRequest

    seat = seats[movers[0]]
    move = list_session_legal_moves.sync(session_id, client=seat).to_dict()["moves"][0]
    answer = play_session_move.sync(
        session_id, client=seat, body=SessionMoveRequest.from_dict({"move": move})
    )
    assert answer.legal
    return answer.movers


def play_to_the_end(session_id: str, seats: dict, movers: list[int]) -> int:
    moves = 0
    while movers:
        movers = play_one(session_id, seats, movers)
        moves += 1
    return moves


def test_a_finished_session_is_followed_from_its_first_move_to_its_end(client):
    _, follow = client
    from card_referee_client import Client
    from card_referee_client.api.sessions import get_session_history
    from card_referee_client.models import SessionEnd, SessionHello

    with LiveServer() as server:
        created, seats = open_session(
            server.url, game="ronda", seed="follow", options={"target_score": 1}
        )
        moves = play_to_the_end(created.id, seats, created.movers)
        spectator = Client(base_url=server.url)

        hello, *entries, end = follow.follow(spectator, created.id, last_event_id=0)
        assert isinstance(hello, SessionHello) and hello.finished and hello.version == moves
        assert [type(entry).__name__ for entry in entries] == ["RondaSessionHistoryEntry"] * moves
        history = get_session_history.sync_detailed(created.id, client=spectator)
        assert [entry.to_dict() for entry in entries] == json.loads(history.content)["entries"]
        assert isinstance(end, SessionEnd) and end.reason.value == "finished"
        assert (
            end.version == moves
            and end.to_dict()["outcome"] == history.parsed.entries[-1].to_dict()["outcome"]
        )

        # From now on: nothing more will happen, and the stream says so at once.
        now = [type(event).__name__ for event in follow.follow(spectator, created.id)]
        assert now == ["SessionHello", "SessionEnd"]
        # From a move on: the moves after it.
        later = list(follow.follow(seats[0], created.id, last_event_id=moves - 2))
        assert [entry.version for entry in later[1:-1]] == [moves - 1, moves]

        async def afollowed():
            return [event async for event in follow.afollow(spectator, created.id, last_event_id=0)]

        assert [event.to_dict() for event in asyncio.run(afollowed())] == [
            event.to_dict() for event in [hello, *entries, end]
        ]


def test_the_generated_stream_call_answers_without_failing(client):
    from card_referee_client import Client
    from card_referee_client.api.sessions import stream_session_events

    with LiveServer() as server:
        created, seats = open_session(server.url, game="cassino", seed="raw")
        play_to_the_end(created.id, seats, created.movers)
        spectator = Client(base_url=server.url)
        raw = stream_session_events.sync_detailed(created.id, client=spectator)
        assert raw.status_code == 200 and b"event: end" in raw.content
        assert stream_session_events.sync(created.id, client=spectator) is None


def test_a_live_session_is_followed_across_streams_with_last_event_id(client):
    """Streams that end as soon as they have told what there was (a stream's life of 0
    seconds, a retry of 0): every move still comes once and in order, one `hello` only."""
    _, follow = client
    from card_referee_client.models import SessionEnd, SessionHello

    heard: queue.Queue = queue.Queue()

    def listen(seat) -> None:
        try:
            for event in follow.follow(seat, created.id):
                heard.put(event)
        except Exception as error:  # the test reads it from the queue
            heard.put(error)

    settings = Settings(max_streams=32, stream_heartbeat=1, stream_seconds=0, retry_after=0)
    with LiveServer(settings) as server:
        created, seats = open_session(
            server.url, game="ronda", seed="live", options={"target_score": 1}
        )
        listener = threading.Thread(target=listen, args=(seats[0],), daemon=True)
        listener.start()
        hello = heard.get(timeout=WAIT)
        assert isinstance(hello, SessionHello) and hello.version == 0
        movers, version = created.movers, 0
        while movers:
            movers = play_one(created.id, seats, movers)
            version += 1
            entry = heard.get(timeout=WAIT)
            assert type(entry).__name__ == "RondaSessionHistoryEntry", entry
            assert entry.version == version
        end = heard.get(timeout=WAIT)
        assert isinstance(end, SessionEnd) and end.reason.value == "finished"
        listener.join(WAIT)
        assert not listener.is_alive() and heard.empty()


def test_a_stream_that_cannot_be_opened_raises(client):
    generated, follow = client
    from card_referee_client import AuthenticatedClient, Client

    with LiveServer() as server:
        with pytest.raises(generated.errors.UnexpectedStatus) as unknown:
            next(follow.follow(Client(base_url=server.url), "no-such-session"))
        assert unknown.value.status_code == 404
        created, _ = open_session(server.url, game="seep", seed="token")
        stranger = AuthenticatedClient(base_url=server.url, token="not-a-token")
        with pytest.raises(generated.errors.UnexpectedStatus) as refused:
            next(follow.follow(stranger, created.id))
        assert refused.value.status_code == 401
