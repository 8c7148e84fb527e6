"""POST /v1/games/{game}/transcripts and GET /v1/sessions/{id}/transcript: every seeded
conformance playout, stateless and played in a session, exported and verified to the same
final state and sheet; bad input; the transcript's own bound, gzip and gzip bombs."""

from __future__ import annotations

import gzip
import tracemalloc

import orjson
import pytest

from referee.api import create_app
from referee.api.config import Settings
from referee.api.intake import inflate
from referee.api.problems import ApiProblem
from referee.api.rules import linked
from referee.games.registry import REGISTRY
from referee.sessions import MemoryStore
from referee.transcripts import dumps_lines
from tests.transcripts.playouts import PLAYOUTS, playout

ADMIN = "the-admin-token-of-the-transcript-tests"


@pytest.fixture
def settings() -> Settings:
    return Settings(admin_token=ADMIN, max_transcript_bytes=4 * 1024 * 1024)


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def post(client, game_id: str, transcript, **kwargs):
    return client.post(f"/v1/games/{game_id}/transcripts", json=transcript, **kwargs)


@pytest.mark.parametrize(("game_id", "seed"), PLAYOUTS)
def test_every_playout_verifies_to_its_final_state_and_sheet(client, game_id, seed):
    game = REGISTRY[game_id]
    final, transcript = playout(game_id, seed)
    answer = post(client, game_id, transcript).get_json()
    assert answer["valid"] is True and answer["first_illegal"] is None
    assert answer["state"] == final
    assert answer["sheet"] == linked(game.rules, game.score_sheet(final))
    assert answer["outcome"] == game.turn_and_outcome(final)["outcome"]
    assert answer["claim"]["matches"] is True


def play_in_session(client, game_id: str, transcript: dict) -> dict:
    created = client.post("/v1/sessions", json={"game": game_id, "seed": transcript["seed"]})
    created = created.get_json()
    tokens = {seat["player"]: seat["token"] for seat in created["seats"]}
    for move in transcript["moves"]:
        moved = client.post(
            f"/v1/sessions/{created['id']}/moves",
            json={"move": move},
            headers=auth(tokens[move["player"]]),
        )
        assert moved.get_json()["legal"] is True
    return created


@pytest.mark.parametrize(("game_id", "seed"), PLAYOUTS)
def test_a_session_exports_a_transcript_that_reproduces_it(client, game_id, seed):
    final, transcript = playout(game_id, seed)
    created = play_in_session(client, game_id, transcript)
    url = f"/v1/sessions/{created['id']}"
    exported = client.get(f"{url}/transcript", headers=auth(created["seats"][0]["token"]))
    assert exported.status_code == 200
    assert exported.headers["ETag"] == f'"{len(transcript["moves"])}"'
    assert exported.get_json() == transcript
    answer = post(client, game_id, exported.get_json()).get_json()
    assert answer["valid"] is True and answer["state"] == final
    assert answer["sheet"] == client.get(f"{url}/scores").get_json()
    assert answer["outcome"] == client.get(url).get_json()["outcome"]


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_an_exported_transcript_names_its_player_count_and_verifies(client, game_id):
    seats = max(REGISTRY[game_id].player_counts)
    created = client.post(
        "/v1/sessions", json={"game": game_id, "players": seats, "seed": "count"}
    ).get_json()
    url, owner = f"/v1/sessions/{created['id']}/transcript", auth(created["owner_token"])
    transcript = client.get(url, headers=owner).get_json()
    assert transcript["players"] == transcript["options"]["players"] == seats
    assert None not in transcript.values(), transcript
    lines = client.get(url, headers={**owner, "Accept": "application/x-ndjson"}).get_data()
    assert orjson.loads(lines.splitlines()[0])["players"] == seats
    answer = post(client, game_id, transcript).get_json()
    assert answer["valid"] is True and len(answer["state"]["hands"]) == seats


def test_a_session_exports_as_json_lines(client):
    _, transcript = playout("cassino", "conformance-1")
    created = play_in_session(client, "cassino", transcript)
    exported = client.get(
        f"/v1/sessions/{created['id']}/transcript",
        headers={**auth(created["owner_token"]), "Accept": "application/x-ndjson"},
    )
    assert exported.mimetype == "application/x-ndjson"
    assert exported.get_data() == dumps_lines(transcript)
    answer = client.post(
        "/v1/games/cassino/transcripts",
        data=gzip.compress(exported.get_data()),
        headers={"Content-Type": "application/x-ndjson", "Content-Encoding": "gzip"},
    ).get_json()
    assert answer["valid"] is True


def test_who_may_export_a_running_session(client):
    created = client.post("/v1/sessions", json={"game": "cassino", "seed": "who"}).get_json()
    url = f"/v1/sessions/{created['id']}/transcript"
    seat = auth(created["seats"][1]["token"])
    assert client.get(url).status_code == 401
    assert client.get(url, headers=auth("nobody")).get_json()["code"] == "unknown_token"
    refused = client.get(url, headers=seat)
    assert refused.status_code == 403 and refused.get_json()["code"] == "not_finished"
    for token in (created["owner_token"], ADMIN):
        exported = client.get(url, headers=auth(token)).get_json()
        assert exported["moves"] == [] and exported["seed"] == "who"
        assert exported["claim"] == {"finished": False, "winners": [], "scores": {"0": 0, "1": 0}}
    assert client.get("/v1/sessions/nosuchsession/transcript", headers=seat).status_code == 404


def test_an_altered_move_is_reported_at_its_index(client):
    _, transcript = playout("spite-and-malice", "conformance-1")
    moves = list(transcript["moves"])
    moves[40] = {**moves[40], "player": 1 - moves[40]["player"]}
    answer = post(client, "spite-and-malice", {**transcript, "moves": moves}).get_json()
    assert answer["valid"] is False and answer["moves_checked"] == 41
    illegal = answer["first_illegal"]
    assert illegal["index"] == 40 and illegal["move"] == moves[40]
    assert illegal["violation"]["rule_url"].startswith("/v1/games/spite-and-malice/rules/")


def test_bad_input(client):
    _, transcript = playout("cassino", "conformance-1")
    unknown = post(client, "chess", transcript)
    assert unknown.status_code == 404 and unknown.get_json()["code"] == "unknown_game"
    not_a_list = post(client, "cassino", {**transcript, "moves": {"0": transcript["moves"][0]}})
    assert not_a_list.status_code == 400 and not_a_list.get_json()["path"] == "moves"
    wrong_sides = post(client, "cassino", {**transcript, "claim": {"scores": {"0+2": 1, "1+3": 0}}})
    assert wrong_sides.status_code == 400
    assert wrong_sides.get_json()["code"] == "unknown_side"
    assert wrong_sides.get_json()["path"].startswith("claim.scores")
    moves = list(transcript["moves"])
    moves[9] = {**moves[9], "card": "XX"}
    malformed = post(client, "cassino", {**transcript, "moves": moves})
    assert malformed.status_code == 400 and malformed.get_json()["path"] == "moves.9.card"
    other = post(client, "seep", transcript)
    assert other.status_code == 400 and other.get_json()["code"] == "wrong_game"
    token = post(client, "cassino", {**transcript, "token": "k1.abc"})
    assert token.status_code == 400 and token.get_json()["path"] == "token"
    text = client.post(
        "/v1/games/cassino/transcripts", data="x", headers={"Content-Type": "text/plain"}
    )
    assert text.status_code == 415


def test_a_state_opening_with_its_seal_and_an_opaque_answer(client):
    keys = "k1=" + "s" * 40
    app = create_app(Settings(state_keys=keys, require_seal=True), store=MemoryStore(60))
    sealed = app.test_client()
    game = REGISTRY["cassino"]
    final, transcript = playout("cassino", "conformance-1")
    dealt = sealed.post("/v1/games/cassino/states", json={"seed": "conformance-1"}).get_json()
    opening = {"state": dealt["state"], "seal": dealt["seal"], "moves": transcript["moves"]}
    answer = post(sealed, "cassino", opening).get_json()
    assert answer["valid"] is True and answer["state"] == final and "seal" in answer
    forged = {**opening, "seal": dealt["seal"][:-2] + "AA"}
    assert post(sealed, "cassino", forged).get_json()["code"] == "seal_invalid"
    unsealed = {key: value for key, value in opening.items() if key != "seal"}
    assert post(sealed, "cassino", unsealed).get_json()["code"] == "seal_invalid"
    opaque = post(sealed, "cassino", {**transcript, "opaque": True, "views": [0]}).get_json()
    assert "state" not in opaque and opaque["token"] and len(opaque["seat_keys"]) == 2
    assert opaque["views"] == [game.view(final, 0)]


def test_a_body_over_the_transcript_bound_is_413_stating_it(client):
    _, transcript = playout("cassino", "conformance-1")
    padded = {**transcript, "seed": "x" * 100, "moves": transcript["moves"] * 4000}
    refused = post(client, "cassino", padded)
    assert refused.status_code == 413
    assert "4194304 bytes" in refused.get_json()["detail"]
    # Other calls keep their own bound.
    big = client.post("/v1/games/cassino/moves", json={"state": {"pad": "x" * 300_000}})
    assert big.status_code == 413 and "262144 bytes" in big.get_json()["detail"]


def test_a_gzip_bomb_is_refused_before_it_is_inflated(client):
    bomb = gzip.compress(b" " * (64 * 1024 * 1024), 9)  # 64 MiB of spaces in ~64 KiB
    refused = client.post(
        "/v1/games/cassino/transcripts",
        data=bomb,
        headers={"Content-Type": "application/json", "Content-Encoding": "gzip"},
    )
    assert refused.status_code == 413
    assert "inflated" in refused.get_json()["detail"]
    tracemalloc.start()
    with pytest.raises(ApiProblem):
        inflate(bomb, 1024 * 1024)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    assert peak < 8 * 1024 * 1024, f"inflating took {peak} bytes at its peak"


def test_gzip_is_taken_only_by_transcripts_and_must_be_whole(client):
    _, transcript = playout("cassino", "conformance-1")
    cut = gzip.compress(dumps_lines(transcript))[:-20]
    refused = client.post(
        "/v1/games/cassino/transcripts",
        data=cut,
        headers={"Content-Type": "application/x-ndjson", "Content-Encoding": "gzip"},
    )
    assert refused.status_code == 400
    moved = client.post(
        "/v1/games/cassino/moves",
        data=gzip.compress(b"{}"),
        headers={"Content-Type": "application/json", "Content-Encoding": "gzip"},
    )
    assert moved.status_code == 415
    assert inflate(gzip.compress(b"ab") + gzip.compress(b"cd"), 10) == b"abcd"


@pytest.mark.parametrize("game_id", ["cassino", "spite-and-malice"])
def test_a_session_on_redis_exports_and_verifies(redis_url, game_id):
    from referee.sessions.redis_store import RedisStore

    store = RedisStore(redis_url, 3600)
    client = create_app(Settings(), store=store).test_client()
    final, transcript = playout(game_id, "conformance-2")
    created = play_in_session(client, game_id, transcript)
    url = f"/v1/sessions/{created['id']}"
    exported = client.get(f"{url}/transcript", headers=auth(created["seats"][1]["token"]))
    answer = post(client, game_id, exported.get_json()).get_json()
    assert answer["valid"] is True and answer["state"] == final
    assert answer["sheet"] == client.get(f"{url}/scores").get_json()
    store.close()


def test_a_gzipped_transcript_of_one_move_repeated_stops_at_its_second_copy(client):
    # The shape of a gzip body that inflates to megabytes: its check ends at the first
    # illegal move, and the lines after it are never parsed (the last is not even JSON).
    _, transcript = playout("cassino", "conformance-1")
    header = {key: value for key, value in transcript.items() if key not in ("moves", "claim")}
    copies = dumps_lines({**header, "moves": [transcript["moves"][0]] * 100_000}) + b"{oops\n"
    answer = client.post(
        "/v1/games/cassino/transcripts",
        data=gzip.compress(copies),
        headers={"Content-Type": "application/x-ndjson", "Content-Encoding": "gzip"},
    )
    assert answer.status_code == 200, answer.json
    assert answer.json["valid"] is False and answer.json["moves_checked"] == 2
    assert answer.json["first_illegal"]["index"] == 1


def with_ending(transcript: dict, upto: int, ending: dict) -> dict:
    cut = {key: value for key, value in transcript.items() if key != "claim"}
    return {**cut, "moves": transcript["moves"][:upto], "ending": ending}


@pytest.mark.parametrize(
    "ending, detail",
    [
        ({"reason": "resigned"}, "a resigned names the seat that resigned"),
        ({"reason": "timeout", "seat": 41}, "names a seat of the match, one of 0 to 1"),
        ({"reason": "aborted", "seat": 27}, "an abort names no seat"),
    ],
)
def test_an_ending_the_document_refuses_is_a_400_at_its_seat(client, ending, detail):
    _, transcript = playout("cassino", "conformance-1")
    body = with_ending(transcript, 2, ending)
    answer = post(client, "cassino", body)
    assert answer.status_code == 400 and answer.json["path"] == "ending.seat", answer.json
    assert detail in answer.json["detail"]
    # ... and the document says as much: the request schema refuses the same body.
    assert not transcript_document("cassino").is_valid(body)


def test_an_abort_after_every_seat_moved_is_an_invalid_transcript_not_a_400(client):
    _, transcript = playout("cassino", "conformance-1")
    moves = transcript["moves"]
    upto = 1 + next(i for i, move in enumerate(moves) if move["player"] != moves[0]["player"])
    body = with_ending(transcript, upto, {"reason": "aborted"})
    assert transcript_document("cassino").is_valid(body)
    answer = post(client, "cassino", body)
    assert answer.status_code == 200, answer.json
    verdict = answer.json
    assert verdict["valid"] is False and verdict["first_illegal"] is None
    assert verdict["ending"]["allowed"] is False
    assert verdict["ending"]["violation"]["rule"] == "TBL-3"
    assert verdict["ending"]["violation"]["code"] == "abort_too_late"
    assert verdict["finished"] is False
    allowed = post(client, "cassino", with_ending(transcript, upto - 1, {"reason": "aborted"}))
    assert allowed.json["valid"] is True and allowed.json["outcome"]["rule"] == "TBL-3"


def transcript_document(game_id: str):
    from referee.api.openapi.writer import component_prefix
    from tests.api.test_openapi import validator_for

    return validator_for(component_prefix(REGISTRY[game_id]) + "TranscriptRequest")
