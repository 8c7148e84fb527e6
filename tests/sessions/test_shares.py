"""Each party's bounded share of the bot queue, on a real Redis: admitted up to the bound,
the rest waiting oldest first, places given back as turns end or their leases lapse."""

from __future__ import annotations

import secrets

import pytest
import redis

from referee.sessions.shares import PartyShares


@pytest.fixture
def shares(redis_url):
    client = redis.Redis.from_url(redis_url)
    yield PartyShares(client, bound=2, lease=60)
    client.close()


@pytest.fixture
def party() -> str:
    return "party-" + secrets.token_hex(4)


def test_a_party_has_at_most_its_bound_admitted_and_the_rest_wait(shares, party):
    assert shares.admit(party, "t1", now=100.0)
    assert shares.admit(party, "t2", now=101.0)
    assert not shares.admit(party, "t3", now=102.0)
    assert not shares.admit(party, "t4", now=103.0)
    assert shares.admit(party, "t1", now=104.0)  # admitted already: to be queued again
    assert shares.admit("other-" + party, "u1", now=104.0)  # another party has its own


def test_a_turn_played_gives_its_place_to_the_oldest_waiting(shares, party):
    for index, job in enumerate(("t1", "t2", "t3", "t4")):
        shares.admit(party, job, now=100.0 + index)
    assert shares.release(party, "t2", now=110.0) == ["t3"]
    assert shares.release(party, "t1", now=111.0) == ["t4"]
    assert shares.release(party, "t3", now=112.0) == []
    assert shares.admit(party, "t5", now=113.0)  # a place is free


def test_a_waiting_turn_asked_for_again_waits_once(shares, party):
    shares.admit(party, "t1", now=100.0)
    shares.admit(party, "t2", now=100.0)
    for _ in range(3):
        assert not shares.admit(party, "t3", now=101.0)
    assert shares.release(party, "t1", now=102.0) == ["t3"]
    assert shares.release(party, "t2", now=103.0) == []


def test_a_lease_that_lapses_frees_its_place(shares, party):
    shares.admit(party, "lost", now=100.0)  # admitted, then its process died: never played
    shares.admit(party, "t2", now=100.0)
    assert not shares.admit(party, "t3", now=159.0)
    assert shares.release(party, "t2", now=161.0) == ["t3"]  # "lost"'s lease ended at 160
    assert shares.admit(party, "t4", now=161.0)
