"""The OpenAPI document, generated from the marshmallow schemas of the envelopes and the games."""

from __future__ import annotations

from functools import lru_cache

import yaml
from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from marshmallow import Schema, fields

from .. import __version__
from ..engine import Game
from ..games.registry import REGISTRY
from . import envelopes as env
from . import rules, sessions

PARTS = ("state", "move", "view", "tally")


def ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


def component_names(game: Game) -> dict[str, str]:
    prefix = "".join(word.title() for word in game.id.split("-"))
    return {part: f"{prefix}{part.title()}" for part in PARTS}


class Writer:
    """Builds the document; `body(schema, game)` resolves an envelope for one game."""

    def __init__(self):
        self.plugin = MarshmallowPlugin()
        self.spec = APISpec(
            title="Card Referee",
            version=__version__,
            openapi_version="3.1.0",
            plugins=[self.plugin],
            info={
                "description": (
                    "A rules referee for traditional card games. Post a state and a move; the "
                    "referee answers whether the move is legal (and which rule forbids it if not), "
                    "the resulting state, its events and the score changes. Sessions keep the "
                    "state on the server and show each seat only its own view."
                ),
                "license": {"name": "MIT", "identifier": "MIT"},
            },
        )
        self._named: dict[str, str] = {}

    def component(self, name: str, schema) -> dict:
        if name not in self._named:
            self.spec.components.schema(name, schema=schema)
            self._named[name] = name
        return ref(name)

    def body(self, schema: Schema, game: Game | None = None) -> dict:
        """The JSON schema of an envelope with the game's components put in place."""
        out = self.plugin.converter.schema2jsonschema(schema)
        for name, field in schema.fields.items():
            inner = field.inner if isinstance(field, fields.List) else field
            part = inner.metadata.get("game_schema")
            if part is None:
                continue
            target = ref(component_names(game)[part]) if game else {"type": "object"}
            target = {**target, "description": field.metadata.get("description", "")}
            out["properties"][name] = (
                {"type": "array", "items": target} if inner is not field else target
            )
        return out

    def document_game(self, game: Game) -> None:
        names = component_names(game)
        self.component(names["state"], game.state_schema)
        self.component(names["view"], game.view_schema)
        self.component(names["tally"], game.tally_schema)
        moves = {
            kind: self.component(type(schema).__name__, schema)
            for kind, schema in game.move_schemas.items()
        }
        self.spec.components.schema(
            names["move"],
            component={
                "oneOf": list(moves.values()),
                "discriminator": {
                    "propertyName": "type",
                    "mapping": {kind: r["$ref"] for kind, r in moves.items()},
                },
            },
        )

    def operation(
        self,
        summary: str,
        description: str,
        request: dict | None,
        responses: dict,
        tag: str,
        parameters: list | None = None,
    ) -> dict:
        if request is not None:
            # Every call with a body answers these before its view runs (referee.api.intake).
            responses = {413: TOO_LARGE, 415: UNSUPPORTED, **responses}
        op = {
            "summary": summary,
            "description": description,
            "tags": [tag],
            "responses": {str(status): answer for status, answer in sorted(responses.items())},
        }
        if request is not None:
            op["requestBody"] = {
                "required": True,
                "content": {"application/json": {"schema": request}},
            }
        if parameters:
            op["parameters"] = parameters
        return op


def json_answer(description: str, schema: dict) -> dict:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def problem_answer(description: str) -> dict:
    return {
        "description": description,
        "content": {"application/problem+json": {"schema": ref("Problem")}},
    }


MALFORMED = problem_answer(
    "malformed request: not JSON, a missing or mistyped field, a bad card code"
)
INCONSISTENT = problem_answer(
    "the posted state cannot occur in the game (a card missing or "
    "duplicated, an impossible hand size, turn or obligation); or its "
    "seal or token was refused (`seal_invalid`, `token_invalid`, "
    "`sealing_unavailable` when the referee has no state keys)"
)
RATE_LIMITED = {
    **problem_answer(
        "the client sent more than its budget (`rate_limited`; only when "
        "REFEREE_RATE_LIMIT_* is set)"
    ),
    "headers": {
        "Retry-After": {
            "description": "seconds until the budget allows another request",
            "schema": {"type": "integer", "minimum": 1},
        }
    },
}
NO_KEYS = problem_answer("`opaque` asked of a referee without state keys (`sealing_unavailable`)")
TOO_LARGE = problem_answer("the request body is larger than the configured limit")
UNSUPPORTED = problem_answer(
    "the request body is not sent as JSON (Content-Type: application/json or application/*+json)"
)


def carrying(body: dict, *alternatives: str) -> dict:
    """A request body that holds exactly one of `state`, `token` (or an alternative)."""
    return {**body, "oneOf": [{"required": [name]} for name in ("state", "token", *alternatives)]}


def _document_games(w: Writer) -> None:
    w.component("Problem", env.Problem)
    w.component("GameInfo", env.GameInfo)
    w.component("ScoreSheet", env.ScoreSheet)
    w.spec.path(
        path="/v1/games",
        operations={
            "get": w.operation(
                "List the games",
                "Every registered game with its players, options and rules version.",
                None,
                {200: json_answer("the catalog", w.body(env.GameList()))},
                "games",
            )
        },
    )
    w.spec.path(
        path="/v1/games/{game}",
        operations={
            "get": w.operation(
                "Describe a game",
                "Players, options with defaults and allowed values, rules version.",
                None,
                {
                    200: json_answer("the game", ref("GameInfo")),
                    404: problem_answer("no such game"),
                },
                "games",
                [
                    {
                        "name": "game",
                        "in": "path",
                        "required": True,
                        "schema": {"type": "string", "enum": sorted(REGISTRY)},
                    }
                ],
            )
        },
    )
    for game in REGISTRY.values():
        w.document_game(game)
        tag, base = game.id, f"/v1/games/{game.id}"
        w.spec.path(
            path=f"{base}/states",
            operations={
                "post": w.operation(
                    f"Deal a new {game.title} match",
                    "A freshly dealt state. Give `seed` to make the deal reproducible (and leave it out "
                    "when the state is to be hidden in a token: whoever knows the seed knows every "
                    "deal). With `opaque`, a `token` in place of the state; with `views`, those seats' "
                    "views.",
                    w.body(env.NewStateRequest(), game),
                    {
                        200: json_answer("the dealt state", w.body(env.StateResponse(), game)),
                        400: MALFORMED,
                        404: problem_answer("no such game"),
                        413: TOO_LARGE,
                        422: NO_KEYS,
                    },
                    tag,
                )
            },
        )
        w.spec.path(
            path=f"{base}/moves",
            operations={
                "post": w.operation(
                    f"Referee a {game.title} move",
                    "The main call. A legal move answers `legal: true` with the new state, events, "
                    "score deltas and, when the match ends, the result. A well-formed move that the "
                    "rules forbid answers `200` with `legal: false` and the violated rule id. The "
                    "position comes as `state` (with its `seal`) or as a `token`; the new state goes "
                    "back as `state` with a fresh `seal`, or as a `token` when the request sent one or "
                    "asked for `opaque`.",
                    carrying(w.body(env.MovesRequest(), game)),
                    {
                        200: json_answer("the outcome (legal or not)", w.body(env.Outcome(), game)),
                        400: MALFORMED,
                        413: TOO_LARGE,
                        422: INCONSISTENT,
                        429: RATE_LIMITED,
                    },
                    tag,
                )
            },
        )
        w.spec.path(
            path=f"{base}/legal-moves",
            operations={
                "post": w.operation(
                    f"List legal {game.title} moves",
                    "Every legal move, each in exactly the form /moves accepts, capped (`truncated` "
                    "says when the cap cut the list).",
                    carrying(w.body(env.LegalMovesRequest(), game)),
                    {
                        200: json_answer("the moves", w.body(env.LegalMovesResponse(), game)),
                        400: MALFORMED,
                        413: TOO_LARGE,
                        422: INCONSISTENT,
                    },
                    tag,
                )
            },
        )
        w.spec.path(
            path=f"{base}/views",
            operations={
                "post": w.operation(
                    f"A seat's view of a {game.title} state",
                    "Own hand and the public table; counts for hidden cards; never the seed or the "
                    "stock order. Without `player`, a spectator's view.",
                    carrying(w.body(env.ViewsRequest(), game)),
                    {
                        200: json_answer("the view", w.body(env.ViewResponse(), game)),
                        400: MALFORMED,
                        413: TOO_LARGE,
                        422: INCONSISTENT,
                    },
                    tag,
                )
            },
        )
        w.spec.path(
            path=f"{base}/scores",
            operations={
                "post": w.operation(
                    f"Score a {game.title} game",
                    "Send `state` (running or finished) or `tally` (captured cards of a game played "
                    "elsewhere): the score sheet item by item, with rule ids and totals.",
                    carrying(w.body(env.ScoresRequest(), game), "tally"),
                    {
                        200: json_answer("the score sheet", ref("ScoreSheet")),
                        400: MALFORMED,
                        413: TOO_LARGE,
                        422: INCONSISTENT,
                    },
                    tag,
                )
            },
        )


def _document_operations(w: Writer) -> None:
    status = {"type": "object", "properties": {"status": {"type": "string"}}}
    w.spec.path(
        path="/healthz",
        operations={
            "get": w.operation(
                "Liveness",
                "The process answers.",
                None,
                {200: json_answer("alive", status)},
                "operations",
            )
        },
    )
    w.spec.path(
        path="/readyz",
        operations={
            "get": w.operation(
                "Readiness",
                "The process and its session store answer.",
                None,
                {
                    200: json_answer("ready", status),
                    503: json_answer("the session store is unreachable", status),
                },
                "operations",
            )
        },
    )
    w.spec.path(
        path="/metrics",
        operations={
            "get": w.operation(
                "Metrics",
                "Request and move counters in the Prometheus text format (per process).",
                None,
                {
                    200: {
                        "description": "metrics",
                        "content": {"text/plain": {"schema": {"type": "string"}}},
                    }
                },
                "operations",
            )
        },
    )


def build_spec() -> dict:
    w = Writer()
    _document_games(w)
    rules.document(w)
    sessions.document(w)
    _document_operations(w)
    spec = w.spec.to_dict()
    # A reader (and a renderer sniffing the version) expects `openapi:` first.
    return {"openapi": spec.pop("openapi"), **spec}


@lru_cache(maxsize=1)
def spec_yaml() -> str:
    return yaml.safe_dump(build_spec(), sort_keys=False, allow_unicode=True, width=100)
