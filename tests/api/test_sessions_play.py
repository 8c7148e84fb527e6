"""Whole matches, races and leaks through the session API, on Redis (and in memory).

Done when: two clients play a whole seeded match to its end through the session API on
Redis, and eight clients racing to post the same move on the same version produce
exactly one accepted move.
"""

from __future__ import annotations

import json
import threading

import pytest

from referee.api import create_app
from referee.api.config import Settings
from referee.games.registry import REGISTRY
from tests.test_conformance import HOOKS, cards_in, hidden_cards, short_match_options

GAMES = sorted(REGISTRY)
MAX_MOVES = 5000


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


@pytest.fixture
def redis_app(redis_url, toy_game):
    """The app as `referee serve` builds it with REFEREE_REDIS_URL set."""
    app = create_app(Settings(redis_url=redis_url))
    assert app.extensions["referee.store"].kind == "redis"
    yield app
    app.extensions["referee.store"].close()


def full_state(app, session_id: str) -> dict:
    return app.extensions["referee.store"].load(session_id).state


def hidden_from(state: dict, seat: int | None) -> set[str]:
    """Cards the seat may not see (every other hand, the stock, what the game's conformance
    hooks add), leaving out a code of which some copy is in sight (duplicate packs)."""
    hidden = hidden_cards(state, seat)
    deck = cards_in(state)
    return {card for card, count in hidden.items() if count and count == deck[card]}


def shown(payload, cards: set[str]) -> set[str]:
    """The cards of `cards` that occur as a JSON string anywhere in `payload`."""
    text = json.dumps(payload)
    return {card for card in cards if f'"{card}"' in text}


# Events after which the deck may be gathered and dealt again: cards played before one
# of these may sit in a hand now, so the history is checked from the last one on. Spite
# and Malice gathers played cards into the stock mid-deal (recycle, reshuffle).
DECK_GATHERED = {
    "round_end",
    "game_end",
    "deal_end",
    "hand_end",
    "match_end",
    "recycle",
    "reshuffle",
}


def since_last_gathering(entries: list[dict]) -> list[dict]:
    start = 0
    for index, entry in enumerate(entries):
        if any(event.get("type") in DECK_GATHERED for event in entry["events"]):
            start = index + 1
    return entries[start:]


def check_nothing_leaks(app, client, created: dict) -> None:
    session_id, seats = created["id"], created["seats"]
    state = full_state(app, session_id)
    for seat in [None, *range(len(seats))]:
        headers = auth(seats[seat]["token"]) if seat is not None else {}
        view = client.get(f"/v1/sessions/{session_id}", headers=headers).json
        history = client.get(f"/v1/sessions/{session_id}/history", headers=headers).json
        hidden = hidden_from(state, seat)
        assert not shown(view, hidden), (seat, shown(view, hidden))
        # A card every seat saw go where it lies face down now (a captured pile) was public
        # when its event happened; what was never shown must never be in the history.
        once_public = getattr(HOOKS.get(state["game"]), "once_public", lambda state: set())(state)
        current = since_last_gathering(history["entries"])
        assert not shown(current, hidden - once_public), (
            seat,
            shown(current, hidden - once_public),
        )
        assert state["seed"] not in json.dumps([view, history])
        assert "stock" not in view["view"] and "hands" not in view["view"]


def seen_by(game, entries: list[dict], seat: int | None) -> list[dict]:
    """The entries as the game lets `seat` see them (a Modulo bid hides its value)."""
    out = []
    for entry in entries:
        move, events = game.public_record(entry["move"], entry["events"], seat)
        # A move's answer is an entry of the history, which names its type.
        out.append({**entry, "type": "move", "move": move, "events": events})
    return out


def play_match(app, client, created: dict, check_every: int = 0) -> list[dict]:
    """Every seat's client in turn: list its legal moves, post the first, until the end."""
    session_id, seats = created["id"], created["seats"]
    accepted = []
    while len(accepted) < MAX_MOVES:
        status = client.get(f"/v1/sessions/{session_id}").json
        if status["finished"]:
            return accepted
        moved = False
        for seat in seats:
            listed = client.get(
                f"/v1/sessions/{session_id}/legal-moves", headers=auth(seat["token"])
            ).json
            if not listed["moves"]:
                continue
            answer = client.post(
                f"/v1/sessions/{session_id}/moves",
                json={"move": listed["moves"][0]},
                headers={**auth(seat["token"]), "If-Match": f'"{listed["version"]}"'},
            )
            assert answer.status_code == 200 and answer.json["legal"] is True, answer.json
            assert answer.json["view"]["seat"] == seat["player"]
            accepted.append(
                {
                    "game": created["game"],
                    "version": answer.json["version"],
                    "player": seat["player"],
                    "move": listed["moves"][0],
                    "events": answer.json["events"],
                    "movers": answer.json["movers"],
                    "outcome": answer.json["outcome"],
                }
            )
            moved = True
            if check_every and len(accepted) % check_every == 0:
                check_nothing_leaks(app, client, created)
            break
        assert moved, "nobody could move in an unfinished match"
    raise AssertionError(f"no end after {MAX_MOVES} moves")


@pytest.mark.parametrize("game_id", GAMES + ["toy"])
def test_two_clients_play_a_whole_seeded_match_on_redis(redis_app, game_id):
    client = redis_app.test_client()
    created = client.post(
        "/v1/sessions",
        json={"game": game_id, "seed": "whole-match", "options": short_match_options(game_id)},
    ).json
    accepted = play_match(redis_app, client, created, check_every=7)
    final = client.get(f"/v1/sessions/{created['id']}").json
    assert final["finished"] is True and final["version"] == len(accepted)
    history = client.get(f"/v1/sessions/{created['id']}/history").json
    assert history["entries"] == seen_by(REGISTRY[game_id], accepted, None)
    check_nothing_leaks(redis_app, client, created)
    last = client.post(
        f"/v1/sessions/{created['id']}/moves",
        json={"move": accepted[-1]["move"]},
        headers=auth(created["seats"][accepted[-1]["player"]]["token"]),
    )
    assert last.json["legal"] is False and last.json["violation"]["code"] == "game_over"

    # The same seed gives the same match, move for move.
    again = client.post(
        "/v1/sessions",
        json={"game": game_id, "seed": "whole-match", "options": short_match_options(game_id)},
    ).json
    assert play_match(redis_app, client, again) == accepted


@pytest.mark.parametrize("game_id", GAMES + ["toy"])
def test_eight_clients_racing_the_same_move_on_redis_make_one_accepted_move(redis_app, game_id):
    client = redis_app.test_client()
    created = client.post("/v1/sessions", json={"game": game_id, "seed": "race"}).json
    session_id = created["id"]
    seat = next(
        seat
        for seat in created["seats"]
        if client.get(f"/v1/sessions/{session_id}/legal-moves", headers=auth(seat["token"])).json[
            "moves"
        ]
    )
    the_move = client.get(
        f"/v1/sessions/{session_id}/legal-moves", headers=auth(seat["token"])
    ).json["moves"][0]
    barrier, answers = threading.Barrier(8), []

    def post():
        racer = redis_app.test_client()
        barrier.wait()
        answers.append(
            racer.post(
                f"/v1/sessions/{session_id}/moves",
                json={"move": the_move},
                headers=auth(seat["token"]),
            )
        )

    threads = [threading.Thread(target=post) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert [answer.status_code for answer in answers] == [200] * 8
    accepted = [answer.json for answer in answers if answer.json["legal"]]
    assert len(accepted) == 1 and accepted[0]["version"] == 1
    history = client.get(f"/v1/sessions/{session_id}/history", headers=auth(seat["token"])).json[
        "entries"
    ]
    assert [entry["move"] for entry in history] == [the_move]


def test_eight_clients_racing_with_if_match_get_one_200_and_seven_412(redis_app):
    client = redis_app.test_client()
    created = client.post("/v1/sessions", json={"game": "toy", "seed": "race"}).json
    token = created["seats"][0]["token"]
    moves = client.get(f"/v1/sessions/{created['id']}/legal-moves", headers=auth(token)).json[
        "moves"
    ]
    barrier, statuses = threading.Barrier(8), []

    def post(n: int):
        racer = redis_app.test_client()
        barrier.wait()
        statuses.append(
            racer.post(
                f"/v1/sessions/{created['id']}/moves",
                json={"move": moves[n % len(moves)]},
                headers={**auth(token), "If-Match": '"0"'},
            ).status_code
        )

    threads = [threading.Thread(target=post, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [200] + [412] * 7
    assert len(client.get(f"/v1/sessions/{created['id']}/history").json["entries"]) == 1


def test_racing_clients_never_lose_an_update(session_app):
    """Two clients per seat play as fast as they can, all at once, without If-Match: every
    accepted answer has its own version, and the history is exactly those moves in order."""
    client = session_app.test_client()
    created = client.post(
        "/v1/sessions",
        json={"game": "toy", "seed": "race", "options": {"players": 4, "deck_size": 24}},
    ).json
    session_id = created["id"]
    accepted, lock = [], threading.Lock()
    barrier = threading.Barrier(8)

    def seat_client(seat: dict):
        racer = session_app.test_client()
        barrier.wait()
        for _ in range(400):
            status = racer.get(f"/v1/sessions/{session_id}").json
            if status["finished"]:
                return
            listed = racer.get(
                f"/v1/sessions/{session_id}/legal-moves", headers=auth(seat["token"])
            ).json
            if not listed["moves"]:
                continue
            answer = racer.post(
                f"/v1/sessions/{session_id}/moves",
                json={"move": listed["moves"][-1]},
                headers=auth(seat["token"]),
            )
            assert answer.status_code == 200
            if answer.json["legal"]:
                with lock:
                    accepted.append((answer.json["version"], listed["moves"][-1]))

    threads = [threading.Thread(target=seat_client, args=(seat,)) for seat in created["seats"] * 2]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    history = client.get(f"/v1/sessions/{session_id}/history").json["entries"]
    assert client.get(f"/v1/sessions/{session_id}").json["finished"] is True
    assert len(history) == 24
    assert sorted(accepted, key=lambda pair: pair[0]) == [
        (entry["version"], entry["move"]) for entry in history
    ]
    assert [entry["version"] for entry in history] == list(range(1, 25))


@pytest.mark.parametrize("game_id", GAMES + ["toy"])
def test_no_seat_sees_another_seats_cards_or_the_stock(session_app, game_id):
    """Leak test on every store: at every step of a seeded match, no seat's view, the
    spectator's view or the history holds a card of another hand or of the stock."""
    client = session_app.test_client()
    created = client.post(
        "/v1/sessions",
        json={"game": game_id, "seed": "leak", "options": short_match_options(game_id)},
    ).json
    check_nothing_leaks(session_app, client, created)
    play_match(session_app, client, created, check_every=3)
    check_nothing_leaks(session_app, client, created)
