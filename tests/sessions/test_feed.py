"""A session's feed on every store: one read per new version, a window of entries, one
encoding per seat and entry."""

from __future__ import annotations

import pytest

from referee.sessions import SessionNotFound, SessionService
from referee.sessions.feed import WINDOW, Feed


@pytest.fixture
def service(store, toy_game):
    return SessionService(store, max_session_bytes=1 << 20, games=lambda game_id: toy_game)


def played(service, moves: int) -> dict:
    """A toy session (two seats) after `moves` moves."""
    created = service.create("toy", options={"hand_size": 6}, seed="feed")
    tokens = [seat["token"] for seat in created["seats"]]
    for version in range(moves):
        seat = version % 2
        card = service.store.load(created["id"]).state["hands"][seat][0]
        answer = service.move(
            created["id"], tokens[seat], {"player": seat, "type": "play", "card": card}
        )
        assert answer.body["legal"], answer.body
    return created


def test_watchers_woken_for_a_version_share_the_read_that_fetched_it(service):
    created = played(service, 2)
    feed = Feed()
    holders, entries = feed.after(service, created["id"], 0, 2)
    assert [entry["version"] for entry in entries] == [1, 2]
    assert holders.seats == service.store.load(created["id"]).seats
    # Gone from the store: a watcher woken for a version the feed holds is answered from
    # it (no read, or it would find no session); one woken for a later version reads.
    service.store.delete(created["id"])
    assert [entry["version"] for entry in feed.after(service, created["id"], 1, 2)[1]] == [2]
    assert feed.after(service, created["id"], 2, 2)[1] == []
    with pytest.raises(SessionNotFound):
        feed.after(service, created["id"], 2, 3)


def test_a_feed_keeps_the_latest_entries_and_sends_one_further_behind_to_its_own_page(service):
    created = played(service, WINDOW + 2)
    feed = Feed()
    version = WINDOW + 2
    assert feed.after(service, created["id"], 0, version) is None  # read, but past its window
    _, entries = feed.after(service, created["id"], 2, version)
    assert [entry["version"] for entry in entries] == list(range(3, version + 1))
    assert feed.after(service, created["id"], 1, version) is None


def test_an_entry_is_shown_to_each_seat_as_its_history_shows_it_once_per_seat(service):
    created = played(service, 1)
    feed = Feed()
    _, (entry,) = feed.after(service, created["id"], 0, 1)
    made: list[dict] = []

    def encode(shown: dict) -> dict:
        made.append(shown)
        return shown

    for seat, token in ((0, created["seats"][0]["token"]), (None, None)):
        shown = feed.shown(service, entry, seat, encode)
        assert shown == service.history(created["id"], token, 0)["entries"][0]
        assert feed.shown(service, entry, seat, encode) is shown
    assert len(made) == 2
