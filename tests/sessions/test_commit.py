"""The one commit of every move, on every store: written by compare-and-set, then announced
to the watchers and, when a bot is to move next, its turn made due; and a session's end,
announced the same way."""

from __future__ import annotations

import pytest

from referee.sessions import SessionEnded, SessionService
from tests.sessions.test_bots import Noted, human_plays, toy


class Heard:
    """What the watchers are told: committed moves (session id, version) and ends (session
    id, who ended it), in order."""

    def __init__(self) -> None:
        self.versions: list[tuple[str, int]] = []
        self.ends: list[tuple[str, str]] = []

    def publish(self, session_id: str, version: int) -> None:
        self.versions.append((session_id, version))

    def publish_end(self, session_id: str, by: str) -> None:
        self.ends.append((session_id, by))


@pytest.fixture
def heard():
    return Heard()


@pytest.fixture
def turns():
    return Noted()


@pytest.fixture
def service(store, toy_game, heard, turns):
    return SessionService(
        store,
        max_session_bytes=1 << 20,
        games=lambda game_id: toy_game,
        bots=turns,
        watchers=heard,
    )


def test_a_seats_move_and_a_bots_are_each_announced_once(service, heard, turns):
    created = toy(service, bots={1: "random"})
    assert heard.versions == []  # dealing is no move
    human_plays(service, created, 0)
    assert heard.versions == [(created["id"], 1)]
    assert turns.turns == [(created["id"], 1)]  # the bot's turn, made due by the same commit
    assert service.play_bot(created["id"], 1) is True
    assert heard.versions == [(created["id"], 1), (created["id"], 2)]


def test_what_commits_nothing_announces_nothing(service, heard):
    created = toy(service)
    token = created["seats"][0]["token"]
    theirs = service.store.load(created["id"]).state["hands"][1][0]
    legal = service.legal_moves(created["id"], token)["moves"][0]
    illegal = {"player": 0, "type": "play", "card": theirs}
    assert service.move(created["id"], token, illegal).body["legal"] is False
    assert service.dry_run(created["id"], token, legal).body["legal"] is True
    service.seat_bot(created["id"], created["owner_token"], 1, "random")  # holders, no move
    assert heard.versions == []
    service.move(created["id"], token, legal, idempotency_key="k")
    replayed = service.move(created["id"], token, legal, idempotency_key="k")
    assert replayed.replayed and heard.versions == [(created["id"], 1)]


def test_an_end_is_announced_with_who_ended_it(service, heard):
    by_owner, by_admin = toy(service), toy(service)
    assert service.delete(by_owner["id"], by_owner["owner_token"]) == "owner"
    service.commits.end(by_admin["id"], "admin")
    assert heard.ends == [(by_owner["id"], "owner"), (by_admin["id"], "admin")]
    with pytest.raises(SessionEnded):
        service.commits.end(by_admin["id"], "admin")  # ended once, told once
    assert len(heard.ends) == 2 and heard.versions == []


class Deaf:
    """Watchers that cannot be told."""

    def publish(self, session_id: str, version: int) -> None:
        raise ConnectionError("the watchers cannot be told")

    def publish_end(self, session_id: str, by: str) -> None:
        raise ConnectionError("the watchers cannot be told")


def test_a_move_or_end_is_kept_and_answered_whatever_befalls_its_announcement(
    store, toy_game, turns
):
    service = SessionService(
        store,
        max_session_bytes=1 << 20,
        games=lambda game_id: toy_game,
        bots=turns,
        watchers=Deaf(),
    )
    created = toy(service, bots={1: "greedy"})
    assert human_plays(service, created, 0).body["legal"] is True
    assert store.load(created["id"]).version == 1
    assert turns.turns == [(created["id"], 1)]
    assert service.delete(created["id"], created["owner_token"]) == "owner"
    with pytest.raises(SessionEnded):
        service.read(created["id"], None)
