"""End to end over real HTTP: gunicorn with two workers, sessions on a real redis-server."""

from __future__ import annotations

import os
import random
import subprocess
import sys
import threading
from collections import Counter

import pytest
import requests

from referee.games.registry import REGISTRY
from tests.refusals import cited_by_order
from tests.servers import free_port, wait_ready
from tests.test_conformance import cards_in, short_match_options

pytestmark = pytest.mark.slow
GAMES = sorted(REGISTRY)


@pytest.fixture(scope="module")
def server(redis_server):
    port = free_port()
    env = {**os.environ, "REFEREE_REDIS_URL": redis_server, "REFEREE_SESSION_TTL": "600"}
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "-w",
            "2",
            "-k",
            "gthread",
            "--threads",
            "4",
            "-b",
            f"127.0.0.1:{port}",
            "--log-level",
            "warning",
            "referee.wsgi:app",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    base = f"http://127.0.0.1:{port}"
    wait_ready(proc, base, "gunicorn")
    yield base
    proc.terminate()
    proc.wait(15)


@pytest.mark.parametrize("game", GAMES)
def test_a_seeded_random_match_over_stateless_http(server, game):
    http = requests.Session()
    rng = random.Random(game)
    state = http.post(
        f"{server}/v1/games/{game}/states",
        json={"seed": f"e2e-{game}", "options": short_match_options(game)},
    ).json()["state"]
    for _ in range(6000):
        listing = http.post(f"{server}/v1/games/{game}/legal-moves", json={"state": state}).json()
        move = rng.choice(listing["moves"])
        outcome = http.post(
            f"{server}/v1/games/{game}/moves", json={"state": state, "move": move}
        ).json()
        assert outcome["legal"], (move, outcome)
        state = outcome["state"]
        if outcome["finished"]:
            break
    assert outcome["finished"] and outcome["result"] is not None


@pytest.mark.parametrize("game", GAMES)
def test_a_seat_that_may_not_move_is_refused_with_a_rule(server, game):
    state = requests.post(f"{server}/v1/games/{game}/states", json={"seed": "e2e"}).json()["state"]
    moves = requests.post(f"{server}/v1/games/{game}/legal-moves", json={"state": state}).json()[
        "moves"
    ]
    while len(seats := sorted({move["player"] for move in moves})) > 1:
        # Simultaneous moves (Modulo's secret bids): each of those seats makes its move.
        for seat in seats:
            first = next(move for move in moves if move["player"] == seat)
            state = requests.post(
                f"{server}/v1/games/{game}/moves", json={"state": state, "move": first}
            ).json()["state"]
        moves = requests.post(
            f"{server}/v1/games/{game}/legal-moves", json={"state": state}
        ).json()["moves"]
    move = moves[0]
    waiting = next(seat for seat in range(len(state["hands"])) if seat != move["player"])
    sent = {**move, "player": waiting}
    outcome = requests.post(
        f"{server}/v1/games/{game}/moves", json={"state": state, "move": sent}
    ).json()
    # The rule the game's citation order names: the turn, or first a rule of the move itself.
    expected = cited_by_order(REGISTRY[game], state, sent)
    assert outcome["legal"] is False and outcome["violation"]["rule"] == expected[1]


@pytest.mark.parametrize("game", GAMES)
def test_seats_play_a_whole_match_through_redis_sessions(server, game):
    created = requests.post(
        f"{server}/v1/sessions",
        json={"game": game, "seed": f"s-{game}", "options": short_match_options(game)},
    )
    assert created.status_code == 201 and created.headers["Location"].endswith(created.json()["id"])
    session = created.json()
    url = f"{server}/v1/sessions/{session['id']}"
    # One HTTP client per seat, as separate apps would have; gunicorn spreads them over workers.
    clients = {}
    for seat in session["seats"]:
        client = requests.Session()
        client.headers["Authorization"] = f"Bearer {seat['token']}"
        clients[seat["player"]] = client
    deck = cards_in(
        REGISTRY[game].new_state(REGISTRY[game].resolve_options(short_match_options(game)), "deck")
    )
    rng = random.Random(game)
    moves_played = 0
    for _ in range(6000):
        views = {seat: client.get(url).json() for seat, client in clients.items()}
        # Each seat sees its own hand: together the hands hold no card more often than the
        # packs do (with one pack, no card twice).
        held = Counter(card for view in views.values() for card in view["view"]["hand"] or [])
        assert not held - deck, held - deck
        for view in views.values():
            assert "seed" not in view["view"] and "stock" not in view["view"]
        mover = next(
            (
                seat
                for seat, client in clients.items()
                if client.get(f"{url}/legal-moves").json()["moves"]
            ),
            None,
        )
        if mover is None:
            break
        moves = clients[mover].get(f"{url}/legal-moves").json()["moves"]
        answer = clients[mover].post(f"{url}/moves", json={"move": rng.choice(moves)})
        assert answer.status_code == 200 and answer.json()["legal"], answer.text
        moves_played += 1
        if answer.json()["finished"]:
            break
    assert answer.json()["finished"]
    history = clients[0].get(f"{url}/history").json()
    assert len(history["entries"]) == moves_played


def test_eight_clients_racing_the_same_move_make_one_accepted_move(server):
    session = requests.post(
        f"{server}/v1/sessions", json={"game": "cassino", "seed": "race"}
    ).json()
    url = f"{server}/v1/sessions/{session['id']}"
    view = requests.get(url).json()
    mover = view["view"]["to_move"]
    token = session["seats"][mover]["token"]
    auth = {"Authorization": f"Bearer {token}"}
    move = requests.get(f"{url}/legal-moves", headers=auth).json()["moves"][0]
    barrier = threading.Barrier(8)
    answers = []

    def race():
        client = requests.Session()
        barrier.wait()
        answers.append(
            client.post(f"{url}/moves", json={"move": move}, headers={**auth, "If-Match": '"0"'})
        )

    threads = [threading.Thread(target=race) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    accepted = [a for a in answers if a.status_code == 200 and a.json()["legal"]]
    assert len(accepted) == 1
    assert all(a.status_code == 412 for a in answers if a not in accepted)
    assert len(requests.get(f"{url}/history", headers=auth).json()["entries"]) == 1
