"""The OpenAPI document: generated, committed unchanged, valid, true to the data and the routes."""

from __future__ import annotations

import pathlib
import re

import jsonschema
import pytest
import yaml
from openapi_spec_validator import validate
from referencing import Registry, Resource

import referee
from referee.api import create_app
from referee.api.openapi import build_spec, component_names, spec_yaml
from referee.api.openapi.bodies import session
from referee.api.openapi.declare import STRING, Answer, doc, documented, parameter
from referee.api.openapi.paths import HERE as OPENAPI_DIR
from referee.api.openapi.paths import METHODS, UNDOCUMENTED
from referee.api.sessions import schemas
from referee.api.sessions.routes import ON_SESSION
from referee.engine import RefereeError
from referee.games.registry import REGISTRY
from referee.sessions import SessionError
from referee.statecodec import CodecError

COMMITTED = pathlib.Path(__file__).resolve().parents[2] / "openapi.yaml"


def test_committed_document_matches_the_code():
    assert COMMITTED.read_text(encoding="utf-8") == spec_yaml(create_app), (
        "openapi.yaml is stale: run `referee openapi > openapi.yaml`"
    )


def test_document_is_served_unchanged(client):
    response = client.get("/openapi.yaml")
    assert response.status_code == 200
    assert response.get_data(as_text=True) == COMMITTED.read_text(encoding="utf-8")


def test_document_is_valid_openapi():
    validate(yaml.safe_load(spec_yaml(create_app)))


def test_every_game_has_documented_schemas_not_bare_objects():
    spec = build_spec(create_app)
    schemas = spec["components"]["schemas"]
    for game in REGISTRY.values():
        names = component_names(game)
        for part in ("state", "view", "tally"):
            assert schemas[names[part]].get("properties"), f"{names[part]} is a bare object"
        assert len(schemas[names["move"]]["oneOf"]) == len(game.move_schemas)
        for kind in ("states", "moves", "legal-moves", "views", "scores"):
            assert f"/v1/games/{game.id}/{kind}" in spec["paths"]


def validator_for(name: str):
    spec = build_spec(create_app)
    registry = Registry().with_resource(
        "urn:spec",
        Resource.from_contents({**spec, "$schema": "https://json-schema.org/draft/2020-12/schema"}),
    )
    schema = {"$ref": f"urn:spec#/components/schemas/{name}"}
    return jsonschema.Draft202012Validator(schema, registry=registry)


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_real_states_moves_and_views_fit_their_documented_schemas(client, game_id):
    game = REGISTRY[game_id]
    names = component_names(game)
    state = client.post(f"/v1/games/{game_id}/states", json={"seed": "doc"}).json["state"]
    validator_for(names["state"]).validate(state)
    moves = client.post(f"/v1/games/{game_id}/legal-moves", json={"state": state}).json["moves"]
    for move in moves[:20]:
        validator_for(names["move"]).validate(move)
    for seat in (None, 0):
        view = client.post(f"/v1/games/{game_id}/views", json={"state": state, "player": seat}).json
        validator_for(names["view"]).validate(view["view"])


def test_openapi_key_comes_first():
    assert spec_yaml(create_app).startswith("openapi: 3.1.0\n")


def test_the_committed_document_means_what_the_built_one_does():
    """The first test read as data, key order aside: a failure names the paths that differ."""
    committed = yaml.safe_load(COMMITTED.read_text(encoding="utf-8"))
    built = build_spec(create_app)
    old, new = committed["paths"], built["paths"]
    stale = sorted(path for path in old.keys() | new.keys() if old.get(path) != new.get(path))
    assert committed == built, f"openapi.yaml is stale; the paths that differ: {stale}"


def test_every_route_the_app_serves_is_declared_where_it_is(app):
    """Each view the app serves carries its `@doc`: the document is written from them."""
    for rule in app.url_map.iter_rules():
        if not rule.endpoint.startswith(UNDOCUMENTED):
            assert documented(app.view_functions[rule.endpoint]), f"{rule.rule} has no @doc"


def test_a_route_without_a_declaration_stops_the_document():
    def with_a_bare_route(*args, **kwargs):
        app = create_app(*args, **kwargs)
        app.add_url_rule("/v1/bare", "bare", lambda: "")
        return app

    with pytest.raises(LookupError, match="/v1/bare"):
        build_spec(with_a_bare_route)


def test_what_a_declaration_leaves_implied_is_written_as_if_it_said_it():
    """The tag, a bearer's 401, a session path's 404 and 503, a session envelope: left out, or
    said in full as earlier declarations do, they make the same operation."""
    said = doc(
        "endSession",
        "End",
        tag="sessions",
        params=(parameter("header", "If-Match", "the version", STRING),),
        body=session(schemas.SessionResignRequest),
        answers={200: Answer("changed", session(schemas.SessionTableChange), ("ETag",))},
        errors=("token_required", "not_owner", *ON_SESSION),
        security="owner",
    )(lambda session_id: "")
    implied = doc(
        "endSession",
        "End",
        header={"If-Match": ("the version", STRING)},
        body=schemas.SessionResignRequest,
        answers={200: Answer("changed", schemas.SessionTableChange, ("ETag",))},
        errors=("not_owner",),
        security="owner",
    )(lambda session_id: "")

    def with_both(*args, **kwargs):
        app = create_app(*args, **kwargs)
        app.add_url_rule("/v1/sessions/<session_id>/said", "sessions.said", said, methods=["POST"])
        app.add_url_rule(
            "/v1/sessions/<session_id>/implied", "sessions.implied", implied, methods=["POST"]
        )
        return app

    paths = build_spec(with_both)["paths"]
    written = paths["/v1/sessions/{id}/said"]["post"]
    assert written == paths["/v1/sessions/{id}/implied"]["post"]
    assert written["tags"] == ["sessions"]
    assert {"401", "404", "503"} <= set(written["responses"])


# The name each path parameter has in the document, where it is not the view's.
PATH_NAMES = {"session_id": "id", "game_id": "game"}


def test_every_served_operation_is_in_the_document_and_nothing_else(app):
    documented_paths = {
        (path, method)
        for path, operations in build_spec(create_app)["paths"].items()
        for method in operations
        if method in METHODS
    }
    served = set()
    for rule in app.url_map.iter_rules():
        if rule.endpoint.startswith(UNDOCUMENTED):
            continue
        per_game = documented(app.view_functions[rule.endpoint]).per_game
        for game_id in REGISTRY if per_game else ("<game_id>",):
            path = re.sub(
                r"<([^>]+)>",
                lambda found: "{" + PATH_NAMES.get(found[1], found[1]) + "}",
                rule.rule.replace("<game_id>", game_id) if per_game else rule.rule,
            )
            served |= {(path, m.lower()) for m in rule.methods or () if m.lower() in METHODS}
    assert served == documented_paths


def test_each_error_answer_has_the_status_its_code_is_answered_with():
    """The error table's answers, keyed by problem code, have the status the code carries
    where it is raised (its class's `status`, or the status it is raised with)."""
    raised = dict(raised_codes())
    table = yaml.safe_load((OPENAPI_DIR / "text.yaml").read_text(encoding="utf-8"))["errors"]
    checked = 0
    for name, said in table.items():
        code = name.split("/")[0]
        if code in raised:
            assert raised[code] == said["status"], f"{name}: {said['status']}, not {raised[code]}"
            checked += 1
    assert checked > len(table) // 2


REFUSALS = {"Unauthorized": 401, "Forbidden": 403, "SeatConflict": 409, "JoinCodeGone": 410}


def raised_codes():
    """(code, status) of every failure the referee raises: the error classes' own, and the
    codes an `ApiProblem` or a refusal class is raised with, read from the source."""
    classes: list[type] = [RefereeError, CodecError, SessionError]
    while classes:
        kind = classes.pop()
        classes.extend(kind.__subclasses__())
        if "code" in vars(kind) and isinstance(getattr(kind, "status", None), int):
            yield kind.code, kind.status
    refusal = re.compile(r"(" + "|".join(REFUSALS) + r')\(\s*"(\w+)"')
    for path in pathlib.Path(referee.__file__).parent.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for status, code in re.findall(r'ApiProblem\(\s*(\d+),\s*"(\w+)"', text):
            yield code, int(status)
        for kind, code in refusal.findall(text):
            yield code, REFUSALS[kind]
