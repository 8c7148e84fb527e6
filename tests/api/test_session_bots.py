"""Bot seats over the session API, in memory: the owner seats bots, one human plays through
its token alone against them to the end, and every bad request is refused."""

from __future__ import annotations

import random

import pytest

from referee.bots import LEVELS
from referee.games.registry import REGISTRY
from tests.test_conformance import choose, short_match_options

GAMES = sorted(REGISTRY)
WAIT = 10  # seconds a long poll waits for a bot's move


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def play_to_the_end(client, session_id: str, token: str, game_id: str, seed: str) -> dict:
    """One human's client: it reads its view (a long poll while bots move), lists its legal
    moves and moves, with its seat token only. The last view it read."""
    rng = random.Random(seed)
    url = f"/v1/sessions/{session_id}"
    while True:
        read = client.get(url, headers=bearer(token))
        assert read.status_code == 200
        view = read.get_json()
        if view["outcome"] is not None:
            return view
        if view["seat"] in view["movers"]:
            moves = client.get(f"{url}/legal-moves", headers=bearer(token)).get_json()["moves"]
            moved = client.post(
                f"{url}/moves",
                json={"move": choose(game_id, moves, rng)},
                headers={**bearer(token), "If-Match": f'"{view["version"]}"'},
            )
            # A bot that moves at once with the human (Modulo's bids) may commit first.
            if moved.status_code != 412:
                assert moved.status_code == 200 and moved.get_json()["legal"], moved.get_json()
            continue
        waited = client.get(
            url,
            query_string={"wait": WAIT},
            headers={**bearer(token), "If-None-Match": f'"{view["version"]}"'},
        )
        assert waited.status_code == 200, f"no bot moved within {WAIT} s of {view['version']}"


@pytest.mark.parametrize("game_id", GAMES)
def test_one_human_plays_a_whole_match_against_bots(client, game_id):
    game = REGISTRY[game_id]
    players = game.player_counts[-1] if game_id != "spite-and-malice" else 2
    human = players - 1
    bots = {str(seat): LEVELS[seat % 2] for seat in range(players) if seat != human}
    opened = client.post(
        "/v1/sessions",
        json={
            "game": game_id,
            "players": players,
            "options": short_match_options(game_id),
            "seed": "bots",
            "bots": bots,
        },
    )
    assert opened.status_code == 201, opened.get_json()
    created = opened.get_json()
    tokens = [seat["token"] for seat in created["seats"]]
    assert [seat["bot"] for seat in created["seats"]] == [bots.get(str(s)) for s in range(players)]
    assert tokens.count(None) == players - 1 and tokens[human]

    end = play_to_the_end(client, created["id"], tokens[human], game_id, game_id)
    assert end["finished"] and end["movers"] == [] and end["bots"] == bots

    # Every seat moved, each move once: versions 1, 2, ... in the history, bots' and human's.
    entries, since = [], 0
    while since is not None:
        page = client.get(f"/v1/sessions/{created['id']}/history", query_string={"since": since})
        entries += page.get_json()["entries"]
        since = page.get_json()["next"]
    assert [entry["version"] for entry in entries] == list(range(1, end["version"] + 1))
    assert {entry["player"] for entry in entries} == set(range(players))


def test_a_bot_seated_later_takes_the_seat_from_its_token(client):
    opened = client.post("/v1/sessions", json={"game": "cassino", "seed": "readme"}).get_json()
    url, owner = f"/v1/sessions/{opened['id']}", bearer(opened["owner_token"])
    mover = opened["movers"][0]
    old = bearer(opened["seats"][mover]["token"])
    seated = client.put(f"{url}/seats/{mover}/bot", json={"level": "random"}, headers=owner)
    assert seated.status_code == 200
    assert seated.get_json() == {
        "id": opened["id"],
        "version": 0,
        "player": mover,
        "bot": "random",
        "bots": {str(mover): "random"},
    }
    # The bot moves by itself: the spectator sees version 1 come.
    moved = client.get(url, query_string={"wait": WAIT}, headers={"If-None-Match": '"0"'})
    assert moved.status_code == 200 and moved.get_json()["version"] >= 1
    history = client.get(f"{url}/history").get_json()["entries"]
    assert history[0]["player"] == mover
    refused = client.get(f"{url}/legal-moves", headers=old)
    assert (refused.status_code, refused.get_json()["code"]) == (401, "unknown_token")

    back = client.delete(f"{url}/seats/{mover}/bot", headers=owner)
    assert back.status_code == 200 and back.get_json()["bots"] == {}
    fresh = bearer(back.get_json()["token"])
    assert client.get(f"{url}/legal-moves", headers=fresh).get_json()["player"] == mover
    again = client.delete(f"{url}/seats/{mover}/bot", headers=owner)
    assert (again.status_code, again.get_json()["code"]) == (409, "not_a_bot")


@pytest.mark.parametrize(
    ("seat", "body", "status", "code", "path"),
    [
        ("0", {"level": "grandmaster"}, 400, "malformed", "level"),
        ("0", {}, 400, "malformed", "level"),
        ("0", {"level": "random", "extra": 1}, 400, "malformed", "extra"),
        ("2", {"level": "random"}, 400, "malformed", "seat"),
        ("-1", {"level": "random"}, 400, "malformed", "seat"),
        ("one", {"level": "random"}, 400, "malformed", "seat"),
    ],
)
def test_bad_seat_changes_are_malformed_and_change_nothing(client, seat, body, status, code, path):
    opened = client.post("/v1/sessions", json={"game": "cassino"}).get_json()
    url, owner = f"/v1/sessions/{opened['id']}", bearer(opened["owner_token"])
    answer = client.put(f"{url}/seats/{seat}/bot", json=body, headers=owner)
    assert (answer.status_code, answer.get_json()["code"]) == (status, code)
    assert answer.get_json()["path"] == path
    assert client.get(url).get_json()["bots"] == {}


@pytest.mark.parametrize(
    ("bots", "path"),
    [
        ({"2": "random"}, "bots.2"),
        ({"1": "grandmaster"}, "bots.1"),
        ({"one": "random"}, "bots.one"),
        ({"1": 3}, "bots.1"),
    ],
)
def test_bad_bots_at_creation_are_malformed(client, bots, path):
    answer = client.post("/v1/sessions", json={"game": "cassino", "bots": bots})
    assert answer.status_code == 400
    assert answer.get_json()["path"].startswith(path)


def test_only_the_owner_or_the_admin_change_a_seat(client):
    opened = client.post("/v1/sessions", json={"game": "cassino"}).get_json()
    url = f"/v1/sessions/{opened['id']}/seats/0/bot"
    seat_token = bearer(opened["seats"][1]["token"])
    for call in (
        lambda headers: client.put(url, json={"level": "random"}, headers=headers),
        lambda headers: client.delete(url, headers=headers),
    ):
        refused = call(seat_token)
        assert (refused.status_code, refused.get_json()["code"]) == (403, "not_owner")
        assert call({}).status_code == 401
        assert call(bearer("nobody's")).status_code == 401
    assert (
        client.put(
            "/v1/sessions/nosuchsession/seats/0/bot", json={"level": "random"}, headers=seat_token
        ).status_code
        == 404
    )
    assert client.get(f"/v1/sessions/{opened['id']}").get_json()["bots"] == {}
