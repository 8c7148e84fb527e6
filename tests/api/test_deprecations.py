"""Fields scheduled to go: the answers that carry them say so (Deprecation, Sunset, a link),
and the document marks them deprecated."""

from __future__ import annotations

from datetime import UTC, datetime
from email.utils import parsedate_to_datetime

from referee.api import create_app
from referee.api.deprecations import DEPRECATED, SUNSET
from referee.api.openapi import build_spec
from tests.api.test_sessions_api import auth, move, open_session


def legal_move(client, game: str = "cassino") -> tuple[dict, dict]:
    state = client.post(f"/v1/games/{game}/states", json={"seed": "deprecations"}).json["state"]
    first = client.post(f"/v1/games/{game}/legal-moves", json={"state": state}).json["moves"][0]
    return state, first


def announced(answer) -> bool:
    if "Deprecation" not in answer.headers:
        assert "Sunset" not in answer.headers
        return False
    assert answer.headers["Deprecation"] == f"@{int(DEPRECATED.timestamp())}"
    assert parsedate_to_datetime(answer.headers["Sunset"]) == SUNSET
    assert answer.headers["Link"] == '</openapi.yaml>; rel="deprecation"; type="application/yaml"'
    return True


def test_the_sunset_gives_six_months_notice():
    assert DEPRECATED < SUNSET and (SUNSET - DEPRECATED).days >= 182
    assert DEPRECATED.tzinfo is UTC and SUNSET > datetime(2026, 12, 1, tzinfo=UTC)


def test_a_legal_move_carrying_result_is_announced(client):
    state, first = legal_move(client)
    answer = client.post("/v1/games/cassino/moves", json={"state": state, "move": first})
    assert answer.status_code == 200 and "result" in answer.json
    assert announced(answer)


def test_an_answer_without_the_fields_is_not(client):
    state, first = legal_move(client)
    wrong = {**first, "player": 1 - first["player"]}
    illegal = client.post("/v1/games/cassino/moves", json={"state": state, "move": wrong})
    assert illegal.status_code == 200 and "result" not in illegal.json
    assert not announced(illegal)
    listed = client.post("/v1/games/cassino/legal-moves", json={"state": state})
    assert not announced(listed)


def test_a_session_move_is_announced_and_its_dry_run_is_not(session_client):
    session = open_session(session_client)
    token = session["seats"][0]["token"]
    hand = session_client.get(f"/v1/sessions/{session['id']}", headers=auth(token)).json
    card = hand["view"]["hand"][0]
    url = f"/v1/sessions/{session['id']}/moves"
    dry = session_client.post(f"{url}?dry_run=true", json=move(0, card), headers=auth(token))
    assert dry.status_code == 200 and not announced(dry)
    moved = session_client.post(url, json=move(0, card), headers=auth(token))
    assert moved.status_code == 200 and "result" in moved.json
    assert announced(moved)


def test_the_document_marks_the_fields_deprecated():
    schemas = build_spec(create_app)["components"]["schemas"]
    answers = [name for name in schemas if name.endswith("Outcome") and name != "Outcome"]
    assert "SessionOutcome" in answers and "CassinoOutcome" in answers
    for name in answers:
        schema = schemas[name]
        if "oneOf" in schema:  # one shape per game, each an answer of this list itself
            members = [ref["$ref"].rsplit("/", 1)[1] for ref in schema["oneOf"]]
            assert members and set(members) <= set(answers), name
            continue
        assert schema["properties"]["result"]["deprecated"] is True, name
    ends = {
        "CassinoMatchEndEvent": "winner",
        "SeepMatchEndEvent": "winner",
        "SpiteAndMaliceMatchEndEvent": "winner",
        "RondaGameEndEvent": "winner",
        "ModuloGameEndEvent": "result",
    }
    for name, field in ends.items():
        assert schemas[name]["properties"][field]["deprecated"] is True, name
        assert "outcome" in schemas[name]["properties"]
