"""Players' names kept by a session, on every store (memory, Redis, Redis Cluster): given at
creation, told to every reader, kept when a seat changes hands; a bad name is refused."""

from __future__ import annotations

import pytest


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def test_names_are_told_to_every_reader_and_outlive_moves_and_a_new_holder(session_client):
    names = {"0": "Ana", "1": "Ben"}
    created = session_client.post(
        "/v1/sessions", json={"game": "cassino", "seed": "names", "names": names}
    )
    assert created.status_code == 201, created.get_json()
    opened = created.get_json()
    url = f"/v1/sessions/{opened['id']}"
    tokens = [seat["token"] for seat in opened["seats"]]
    assert session_client.get(url).get_json()["names"] == names  # a spectator's read
    assert session_client.get(url, headers=bearer(tokens[1])).get_json()["names"] == names

    mover = session_client.get(url).get_json()["movers"][0]
    moves = session_client.get(f"{url}/legal-moves", headers=bearer(tokens[mover])).get_json()
    played = session_client.post(
        f"{url}/moves", json={"move": moves["moves"][0]}, headers=bearer(tokens[mover])
    )
    assert played.get_json()["legal"] is True
    # A join code gives seat 1 a new token: the seat changes hands, its name stays.
    code = session_client.post(
        f"{url}/seats/1/join-code", headers=bearer(opened["owner_token"])
    ).get_json()["code"]
    joined = session_client.post(f"/v1/join-codes/{code}").get_json()
    read = session_client.get(url, headers=bearer(joined["token"])).get_json()
    assert (read["seat"], read["version"], read["names"]) == (1, 1, names)


def test_a_session_without_names_has_none(session_client):
    opened = session_client.post("/v1/sessions", json={"game": "cassino"}).get_json()
    assert session_client.get(f"/v1/sessions/{opened['id']}").get_json()["names"] == {}


@pytest.mark.parametrize(
    ("names", "path"),
    [
        ({"2": "Cy"}, "names.2"),  # no seat 2 in a 2-player match
        ({"zero": "Ana"}, "names.zero"),
        ({"0": ""}, "names.0"),
        ({"0": "A" * 41}, "names.0"),
        ({"0": "Ana\nBen"}, "names.0"),
        ({"0": "Ana\n"}, "names.0"),  # a final newline too, as the document's pattern says
        ({"0": 7}, "names.0"),
    ],
)
def test_bad_names_are_malformed(client, names, path):
    answer = client.post("/v1/sessions", json={"game": "cassino", "names": names})
    assert answer.status_code == 400, answer.get_json()
    assert answer.get_json()["path"].startswith(path)
