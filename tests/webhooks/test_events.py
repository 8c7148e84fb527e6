"""The messages made of a session's happenings: the table's types, chosen ones only, stable
ids, one body for every retry, and signatures an app's Standard Webhooks code accepts."""

from __future__ import annotations

import orjson
import pytest
from standardwebhooks.webhooks import Webhook, WebhookVerificationError

from referee.sessions.hooks import Subscription
from referee.sessions.store import SessionRecord
from referee.webhooks import events, signing
from referee.webhooks.targets import Allowance, refusal

EVERY = events.EVENT_TYPES


def record(toy, types=EVERY) -> SessionRecord:
    state = toy.new_state(toy.resolve_options({"hand_size": 1, "deck_size": 8}), "seed")
    hook = Subscription("https://hooks.example/", tuple(types), signing.new_secret())
    return SessionRecord("s1", "toy", 3, state, ("", ""), webhook=hook, revision="r")


def entry(outcome=None, events_=()) -> dict:
    move = {"player": 0, "type": "play", "card": "2C"}
    return {
        "version": 3,
        "player": 0,
        "move": move,
        "events": list(events_),
        "movers": [1],
        "outcome": outcome,
    }


def test_every_event_type_is_in_the_one_table():
    assert set(events.TYPES.values()) == set(EVERY)
    assert "seat.timed_out" in EVERY and "seat.resigned" in EVERY
    assert "move" not in events.DEFAULT_TYPES


def test_a_move_that_scores_a_deal_and_ends_the_match(toy_game):
    sheet = {"game": "toy", "kind": "deal"}
    found = events.moved(
        record(toy_game),
        toy_game,
        entry({"winners": ["0"]}, [{"type": "end", "sheet": sheet}]),
        5.0,
    )
    assert [one["type"] for one in found] == ["move", "deal.scored", "match.ended"]
    scored = orjson.loads(found[1]["body"])
    assert scored["data"]["sheet"] == sheet and scored["data"]["session"] == "s1"
    ended = orjson.loads(found[2]["body"])["data"]
    assert ended["reason"] == "finished" and ended["outcome"] == {"winners": ["0"]}
    assert ended["sheet"]["game"] == "toy"
    assert orjson.loads(found[0]["body"])["timestamp"] == "1970-01-01T00:00:05Z"


def test_only_the_chosen_types_and_the_same_ids_every_time(toy_game):
    chosen = record(toy_game, ["match.ended"])
    assert events.moved(chosen, toy_game, entry(), 1.0) == []
    one = events.moved(record(toy_game), toy_game, entry(), 1.0)[0]
    again = events.moved(record(toy_game), toy_game, entry(), 2.0)[0]
    assert one["id"] == again["id"] and one["id"].startswith("msg_")


def test_signatures_verify_with_the_standard_webhooks_package():
    secret, body = signing.new_secret(), '{"type":"move"}'
    import time

    headers = signing.headers(secret, "msg_1", body, time.time())
    assert Webhook(secret).verify(body, headers) == {"type": "move"}
    with pytest.raises(WebhookVerificationError):
        Webhook(signing.new_secret()).verify(body, headers)
    with pytest.raises(WebhookVerificationError):
        Webhook(secret).verify(body + " ", headers)


@pytest.mark.parametrize(
    "address, private_allowed, refused",
    [
        ("93.184.215.14", False, False),
        ("127.0.0.1", False, True),
        ("127.0.0.1", True, False),
        ("10.0.0.1", False, True),
        ("100.64.0.1", False, True),  # shared (CGNAT)
        ("169.254.169.254", True, True),  # metadata, whatever is allowed
        ("fd00:ec2::254", True, True),
        ("::ffff:192.168.0.1", False, True),
        ("fe80::1", False, True),
        ("2606:4700::1111", False, False),
    ],
)
def test_which_addresses_are_refused(address, private_allowed, refused):
    assert (refusal(address, Allowance(private=private_allowed)) is not None) is refused
