"""The corpus of states every release gave out (tests/fixtures/states): each is read, upgraded
to the current schema version, and plays on as the release that made it played it.

For every game and every schema_version it has had, the corpus holds states dealt, in a
deal, between deals, later in the match and finished, each plain, sealed and inside an
opaque token under a fixed test key ring, and a transcript opening on such a state. The
files are never removed or changed (the manifest holds their hashes): a change that stops
the referee reading one fails here.
"""

from __future__ import annotations

import copy
import hashlib
import json
from pathlib import Path

import pytest

from referee.api import create_app
from referee.api.config import Settings
from referee.games.registry import REGISTRY
from referee.statecodec import KeyRing, open_token, verify_seal

CORPUS = Path(__file__).parent / "fixtures" / "states"
MANIFEST = CORPUS / "MANIFEST"
KEYS = "fixtures=card-referee-fixtures-test-key-never-a-deployments-key"
RING = KeyRing.parse(KEYS)
POSITIONS = ("dealt", "mid-deal", "between-deals", "later-deal", "finished")

FILES = sorted(path for path in CORPUS.rglob("*.json"))
STATES = [path for path in FILES if not path.name.endswith("-transcript.json")]
TRANSCRIPTS = [path for path in FILES if path.name.endswith("-transcript.json")]


def name(path: Path) -> str:
    return str(path.relative_to(CORPUS).with_suffix(""))


def read(path: Path) -> dict:
    return json.loads(path.read_text())


def canonical(moves: list[dict]) -> list[str]:
    return sorted(json.dumps(move, sort_keys=True) for move in moves)


@pytest.fixture(scope="module")
def client():
    app = create_app(Settings(state_keys=KEYS))
    app.config["TESTING"] = True
    return app.test_client()


def test_the_corpus_holds_every_version_of_every_game():
    for game in REGISTRY.values():
        for version in range(1, game.schema_version + 1):
            folder = CORPUS / game.id / f"v{version}"
            names = {path.stem for path in folder.glob("*.json")}
            scenarios = {stem.split("-", 1)[0] for stem in names}
            assert scenarios, f"no states of {game.id} schema_version {version} in {folder}"
            for scenario in scenarios:
                for position in POSITIONS:
                    assert f"{scenario}-{position}" in names, (game.id, version, position)
            assert any(stem.endswith("-transcript") for stem in names), (game.id, version)


def test_the_manifest_lists_every_file_unchanged():
    listed = {}
    for line in MANIFEST.read_text().splitlines():
        digest, _, relative = line.partition("  ")
        listed[relative] = digest
    present = {str(path.relative_to(CORPUS)) for path in FILES}
    assert set(listed) == present, "add a new file to MANIFEST; never remove one"
    for relative, digest in listed.items():
        assert hashlib.sha256((CORPUS / relative).read_bytes()).hexdigest() == digest, relative


@pytest.mark.parametrize("path", STATES, ids=name)
def test_a_state_is_read_in_the_current_version_and_plays_as_it_did(path):
    data = read(path)
    game = REGISTRY[data["state"]["game"]]
    made = data["state"]["schema_version"]
    state = game.load_state(copy.deepcopy(data["state"]))
    assert state["schema_version"] == game.schema_version
    moves, truncated = game.moves(state)
    assert canonical(moves) == canonical(data["legal_moves"]["moves"])
    assert truncated == data["legal_moves"]["truncated"]
    assert game.is_finished(state) == (not moves)
    if "next" not in data:
        return
    played = game.play(state, data["next"]["move"]).state
    then = game.load_state(copy.deepcopy(data["next"]["state"]))
    if made == game.schema_version:
        assert played == then
    else:
        # The fields that version had play as they did; what the upgrade wrote in place of
        # the history it did not keep (a carried row) differs from what play records.
        kept = set(data["state"]) - {"schema_version"}
        assert {key: played[key] for key in kept} == {key: then[key] for key in kept}


@pytest.mark.parametrize("path", STATES, ids=name)
def test_a_sealed_state_is_taken_and_answered_in_the_current_version(client, path):
    data = read(path)
    game = REGISTRY[data["state"]["game"]]
    sealed = {"state": data["state"], "seal": data["seal"]}
    listed = client.post(f"/v1/games/{game.id}/legal-moves", json=sealed)
    assert listed.status_code == 200, listed.json
    assert canonical(listed.json["moves"]) == canonical(data["legal_moves"]["moves"])
    if "next" not in data:
        assert client.post(f"/v1/games/{game.id}/views", json=sealed).status_code == 200
        return
    moved = client.post(f"/v1/games/{game.id}/moves", json={**sealed, "move": data["next"]["move"]})
    assert moved.status_code == 200 and moved.json["legal"], moved.json
    assert moved.json["state"]["schema_version"] == game.schema_version
    verify_seal(RING, moved.json["state"], moved.json["seal"])


@pytest.mark.parametrize("path", STATES, ids=name)
def test_a_token_is_taken_and_answered_as_a_token_of_the_current_version(client, path):
    data = read(path)
    game = REGISTRY[data["state"]["game"]]
    viewed = client.post(f"/v1/games/{game.id}/views", json={"token": data["token"]})
    assert viewed.status_code == 200, viewed.json
    if "next" not in data:
        return
    move = data["next"]["move"]
    body = {"token": data["token"], "seat_key": data["seat_keys"][move["player"]], "move": move}
    moved = client.post(f"/v1/games/{game.id}/moves", json=body)
    assert moved.status_code == 200 and moved.json["legal"], moved.json
    opened = open_token(RING, moved.json["token"], game.id, game.schema_version)
    assert opened["schema_version"] == game.schema_version


@pytest.mark.parametrize("path", TRANSCRIPTS, ids=name)
def test_a_transcript_opening_on_a_state_of_its_version_verifies(client, path):
    transcript = read(path)
    game = REGISTRY[transcript["game"]]
    answer = client.post(f"/v1/games/{game.id}/transcripts", json=transcript)
    assert answer.status_code == 200, answer.json
    assert answer.json["valid"] is True and answer.json["first_illegal"] is None
    assert answer.json["claim"]["matches"] is True and answer.json["finished"] is True
    assert answer.json["state"]["schema_version"] == game.schema_version
