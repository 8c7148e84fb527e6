"""The move path beside the commit: a dry run checks a seat's move on the session as it is
now, through the service, judges whether it would end the match from the seat's view
alone, and keeps nothing."""

from __future__ import annotations

import pytest

from referee.sessions import Forbidden, SessionNotFound, SessionService, WrongSeat
from referee.sessions.ending import NONE


@pytest.fixture
def service(store, toy_game):
    return SessionService(store, max_session_bytes=1 << 20, games=lambda game_id: toy_game)


@pytest.fixture
def created(service):
    return service.create("toy", options={"hand_size": 3}, seed="seed-1")


def test_a_dry_run_judges_the_move_on_the_seats_view_and_keeps_nothing(service, created):
    token = created["seats"][0]["token"]
    move = service.legal_moves(created["id"], token)["moves"][0]
    judged = []

    def judge(game, view, asked):
        judged.append((view, asked))
        return NONE

    answer = service.dry_run(created["id"], token, move, judge)
    assert (answer.status, answer.version, answer.game) == (200, 0, "toy")
    assert answer.body == {
        "legal": True,
        "version": 0,
        "movers": [0],
        "outcome": None,
        "ends_match": NONE,
    }
    assert judged == [(service.read(created["id"], token)["view"], move)]  # never the state
    assert service.store.load(created["id"]).version == 0
    assert service.history(created["id"], None)["entries"] == []


def test_a_dry_run_of_an_illegal_move_names_the_rule(service, created):
    theirs = service.store.load(created["id"]).state["hands"][1][0]
    answer = service.dry_run(
        created["id"], created["seats"][0]["token"], {"player": 0, "type": "play", "card": theirs}
    )
    assert answer.body["legal"] is False and answer.body["violation"]["rule"] == "TOY-1"
    assert "ends_match" not in answer.body


def test_a_dry_run_is_a_seats_alone(service, created):
    move = {"player": 0, "type": "play", "card": "AS"}
    with pytest.raises(Forbidden):
        service.dry_run(created["id"], created["owner_token"], move)
    with pytest.raises(WrongSeat):
        service.dry_run(created["id"], created["seats"][1]["token"], move)
    with pytest.raises(SessionNotFound):
        service.dry_run("no-such-session", created["seats"][0]["token"], move)
