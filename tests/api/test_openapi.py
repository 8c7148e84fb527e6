"""The OpenAPI document: generated, committed unchanged, valid, true to the data and the routes."""

from __future__ import annotations

import pathlib
import re

import jsonschema
import pytest
import yaml
from openapi_spec_validator import validate
from referencing import Registry, Resource

from referee.api.openapi import build_spec, component_names, spec_yaml
from referee.games.registry import REGISTRY

COMMITTED = pathlib.Path(__file__).resolve().parents[2] / "openapi.yaml"


def test_committed_document_matches_the_code():
    assert COMMITTED.read_text(encoding="utf-8") == spec_yaml(), (
        "openapi.yaml is stale: run `referee openapi > openapi.yaml`"
    )


def test_document_is_served_unchanged(client):
    response = client.get("/openapi.yaml")
    assert response.status_code == 200
    assert response.get_data(as_text=True) == COMMITTED.read_text(encoding="utf-8")


def test_document_is_valid_openapi():
    validate(yaml.safe_load(spec_yaml()))


def test_every_game_has_documented_schemas_not_bare_objects():
    spec = build_spec()
    schemas = spec["components"]["schemas"]
    for game in REGISTRY.values():
        names = component_names(game)
        for part in ("state", "view", "tally"):
            assert schemas[names[part]].get("properties"), f"{names[part]} is a bare object"
        assert len(schemas[names["move"]]["oneOf"]) == len(game.move_schemas)
        for kind in ("states", "moves", "legal-moves", "views", "scores"):
            assert f"/v1/games/{game.id}/{kind}" in spec["paths"]


def validator_for(name: str):
    spec = build_spec()
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
    assert spec_yaml().startswith("openapi: 3.1.0\n")


# Served, but no part of the API: the document itself and the browser pages.
UNDOCUMENTED = ("static", "operations.openapi_yaml", "web.")
METHODS = {"get", "post", "put", "patch", "delete"}


def test_every_route_the_app_serves_is_documented_and_nothing_else(app):
    """The operations are documented in `referee.api.openapi`, apart from their routes:
    this keeps the two in step, for every game."""
    documented = {
        (path, method)
        for path, operations in build_spec()["paths"].items()
        for method in operations
        if method in METHODS
    }
    covered = set()
    for rule in app.url_map.iter_rules():
        if rule.endpoint.startswith(UNDOCUMENTED):
            continue
        for method in {m.lower() for m in rule.methods or ()} & METHODS:
            for game_id in REGISTRY if "<game_id>" in rule.rule else ("",):
                parts = re.split(r"<[^>]+>", rule.rule.replace("<game_id>", game_id))
                pattern = "[^/]+".join(re.escape(part) for part in parts)
                found = {
                    (path, m)
                    for path, m in documented
                    if m == method and re.fullmatch(pattern, path.replace("{game}", game_id))
                }
                assert found, f"{method.upper()} {rule.rule} is not documented ({game_id})"
                covered |= found
    assert covered == documented, f"documented but not served: {documented - covered}"
