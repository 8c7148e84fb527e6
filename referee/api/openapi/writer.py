"""The document's writer, and the answers and helpers every part of the document shares."""

from __future__ import annotations

from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from marshmallow import Schema, fields

from ... import __version__
from ...engine import Game
from ...games.registry import REGISTRY
from .constraints import option_schema, options_rules
from .examples import Examples, Exchange, examples

PARTS = ("state", "move", "view", "tally")


def ref(name: str) -> dict:
    return {"$ref": f"#/components/schemas/{name}"}


def component_prefix(game: Game) -> str:
    """The game's id in CamelCase, which starts the names of its components."""
    return "".join(word.title() for word in game.id.split("-"))


def operation_prefix(game: Game) -> str:
    """The game's id in camelCase, which starts the operationIds of its calls."""
    prefix = component_prefix(game)
    return prefix[:1].lower() + prefix[1:]


def component_names(game: Game) -> dict[str, str]:
    """The game's components by part, and `event`: the union of its event types."""
    prefix = component_prefix(game)
    return {part: f"{prefix}{part.title()}" for part in (*PARTS, "event")}


def json_answer(description: str, schema: dict) -> dict:
    return {"description": description, "content": {"application/json": {"schema": schema}}}


def problem_answer(description: str) -> dict:
    return {
        "description": description,
        "content": {"application/problem+json": {"schema": ref("Problem")}},
    }


def with_headers(answer: dict, headers: dict | None) -> dict:
    """`answer` with these response headers (none: unchanged)."""
    return {**answer, "headers": headers} if headers else answer


def carrying(body: dict, *alternatives: str) -> dict:
    """A request body that holds exactly one of `state`, `token` (or an alternative).

    Said as "not (two of them, or none)": a `oneOf` of bare `required` lists would make
    client generators take the body for a union of nameless objects.
    """
    return exactly_one(body, "state", "token", *alternatives)


def exactly_one(body: dict, *names: str) -> dict:
    """A request body that holds exactly one of these fields, said as "not (two of them, or
    none)"."""
    pairs = [[a, b] for i, a in enumerate(names) for b in names[i + 1 :]]
    none = {"not": {"anyOf": [{"required": [name]} for name in names]}}
    return {**body, "not": {"anyOf": [*({"required": pair} for pair in pairs), none]}}


def game_ids() -> dict:
    """A path or body parameter's schema that names a registered game."""
    return {"type": "string", "enum": sorted(REGISTRY)}


MALFORMED = problem_answer(
    "malformed request: not JSON, a missing or mistyped field, a bad card code"
)
INCONSISTENT = problem_answer(
    "the posted state cannot occur in the game (a card missing or duplicated, an impossible "
    "hand size, turn or obligation), or of a `schema_version` this referee neither reads nor "
    "upgrades (`not_upgradable`: newer than it knows, or a field no step can map); or a seal, "
    "token or `opaque` was sent to a referee without state keys (`sealing_unavailable`)"
)
REFUSED_CREDENTIAL = problem_answer(
    "the state's seal, the token or the seat key was refused (`seal_invalid`, "
    "`token_invalid`, `seat_key_invalid`): altered, of a key this referee does not hold, "
    "for another game or seat; or, with REFEREE_REQUIRE_SEAL, a state without its seal"
)
RATE_LIMITED = with_headers(
    problem_answer(
        "the client sent more than its budget (`rate_limited`; only when "
        "REFEREE_RATE_LIMIT_* is set)"
    ),
    {
        "Retry-After": {
            "description": "seconds until the budget allows another request",
            "schema": {"type": "integer", "minimum": 1},
        }
    },
)
# The costly calls: budgeted by default, and computed in the compute pool.
COSTLY_RATE_LIMITED = with_headers(
    problem_answer(
        "the client address sent more than its budget (`rate_limited`; on by default: "
        "REFEREE_RATE_LIMIT_SUGGESTIONS, _EXPERT_SUGGESTIONS, _TRANSCRIPT_BYTES, _DRY_RUNS)"
    ),
    RATE_LIMITED["headers"],
)
COMPUTE_REFUSED = with_headers(
    problem_answer(
        "the compute pool could not run the computation: every process busy and its queue "
        "full (`compute_busy`), past its time budget (`compute_overdue`), or not answering "
        "(`compute_unavailable`); try again after Retry-After"
    ),
    {
        "Retry-After": {
            "description": "seconds to wait before trying again",
            "schema": {"type": "integer", "minimum": 0},
        }
    },
)
NO_KEYS = problem_answer(
    "options each allowed that contradict one another (`options_conflict`, e.g. a first "
    "dealer the player count has no seat for); or `opaque` asked of a referee without state "
    "keys (`sealing_unavailable`)"
)
CONFLICTING_OPTIONS = problem_answer(
    "options each allowed that contradict one another (`options_conflict`, e.g. a first "
    "dealer the player count has no seat for)"
)
TOO_LARGE = problem_answer("the request body is larger than the configured limit")
UNSUPPORTED = problem_answer(
    "the request body is not sent as JSON (Content-Type: application/json or application/*+json)"
)


class Writer:
    """Builds the document: components from marshmallow schemas, and operations."""

    def __init__(self) -> None:
        self.plugin = MarshmallowPlugin()
        self.spec = APISpec(
            title="Card Referee",
            version=__version__,
            openapi_version="3.1.0",
            plugins=[self.plugin],
            info={
                "description": (
                    "A rules referee for traditional card games. Post a state and a move; the "
                    "referee answers whether the move is legal (and which rule forbids it if "
                    "not), the resulting state, its events and the score changes. Sessions keep "
                    "the state on the server and show each seat only its own view."
                ),
                "license": {"name": "MIT", "identifier": "MIT"},
            },
        )
        if self.plugin.converter is None:  # APISpec sets it up as it takes the plugin
            raise RuntimeError("the marshmallow plugin has no converter")
        self.converter = self.plugin.converter
        self._named: set[str] = set()
        self._examples: Examples | None = None

    @property
    def examples(self) -> Examples:
        """The real exchanges the operations show, made once per document."""
        if self._examples is None:
            self._examples = examples()
        return self._examples

    def component(self, name: str, schema: Schema | type[Schema]) -> dict:
        """A schema component, added once; the reference to it."""
        if name not in self._named:
            self.spec.components.schema(name, schema=schema)
            self._named.add(name)
        return ref(name)

    def body(self, schema: Schema, game: Game | None = None) -> dict:
        """The JSON schema of an envelope with the game's components put in place."""
        out = self.converter.schema2jsonschema(schema)
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

    def any_game_body(self, schema: Schema, game: Game | None = None) -> dict:
        """The JSON schema of a session envelope. With `game`, its game parts are that game's
        components (its view, its events); without, a view is one of every game's views (each
        says its `game`). A move is always a `SessionMove`, and a field with `session_schema`
        lists that component."""
        out = self.converter.schema2jsonschema(schema)
        games = sorted(REGISTRY.values(), key=lambda game: game.id)
        for name, field in schema.fields.items():
            inner = field.inner if isinstance(field, fields.List) else field
            description = field.metadata.get("description", "")
            part = inner.metadata.get("game_schema")
            if part == "move":
                target = self.any_move()
            elif part is not None and game is not None:
                target = ref(component_names(game)[part])
            elif part is not None:
                target = {"oneOf": [ref(component_names(each)[part]) for each in games]}
            elif "session_schema" in field.metadata:
                out["properties"][name] = {
                    "type": "array",
                    "description": description,
                    "items": ref(field.metadata["session_schema"]),
                }
                continue
            else:
                continue
            if inner is not field:
                item = {**target, "description": description}
                out["properties"][name] = {
                    "type": "array",
                    "items": item,
                    "description": description,
                }
            else:
                out["properties"][name] = {**target, "description": description}
        return out

    def any_move(self) -> dict:
        """A move of a session's game. Moves of different games share their shapes (a Seep
        and a Modulo bid), so no `oneOf` of every game's moves can say which one a move is:
        a session's moves are objects passed back exactly as its legal moves list them."""
        if "SessionMove" not in self.spec.components.schemas:
            games = sorted(REGISTRY.values(), key=lambda game: game.id)
            self.spec.components.schema(
                "SessionMove",
                component={
                    "type": "object",
                    "description": "a move of the session's game, in the form its legal moves "
                    "list: one of that game's move schemas ("
                    + ", ".join(component_names(game)["move"] for game in games)
                    + ")",
                    "required": ["player", "type"],
                    "properties": {
                        "player": {"type": "integer", "description": "the seat making the move"},
                        "type": {"type": "string", "description": "the kind of move"},
                    },
                    "additionalProperties": True,
                },
            )
        return ref("SessionMove")

    def cross_field_checks(self) -> None:
        """What a schema checks across its fields (a move naming one set of cards, a ledger
        row of one shape), added to its component where the schema says it in JSON Schema:
        its class's `document`."""
        for key, name in self.converter.refs.items():
            extra = getattr(key[0], "document", None)
            if extra:
                self.spec.components.schemas[name].update(extra)

    def named(self, name: str, schema: dict) -> dict:
        """A JSON schema as a component of this name; the reference to it."""
        self.spec.components.schema(name, component=schema)
        return ref(name)

    def document_game(self, game: Game) -> None:
        """A game's state, view, tally and move components."""
        names = component_names(game)
        self.component(names["state"], game.state_schema)
        self.component(names["view"], game.view_schema)
        for part in ("state", "view"):
            # One schema class may serve several games' states in principle; the game and the
            # format version a call takes are fixed per call, so the document fixes them too.
            fields_ = self.spec.components.schemas[names[part]].get("properties", {})
            fixed = {"game": game.id, "schema_version": game.schema_version}
            for name, value in fixed.items():
                if name in fields_:
                    fields_[name] = {**fields_[name], "const": value}
        self._document_options(game)
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

    def _document_options(self, game: Game) -> None:
        """The game's options as its `Option`s say (values, bounds, and the values of each
        player count) in the state's options component, and a new match's `OptionChoices`."""
        properties = {
            option.name: {"description": option.description, **option_schema(option)}
            for option in game.options
        }
        found = self.spec.components.schemas[component_names(game)["state"]]
        options = found.get("properties", {}).get("options", {})
        if "$ref" in options:
            complete = self.spec.components.schemas[options["$ref"].rsplit("/", 1)[-1]]
            complete["properties"] = {
                name: {
                    **schema,
                    "description": complete["properties"]
                    .get(name, {})
                    .get("description", schema["description"]),
                }
                for name, schema in properties.items()
            }
            rules = options_rules(game)
            if rules:
                complete["allOf"] = rules
        self.spec.components.schema(
            component_prefix(game) + "OptionChoices",
            component={
                "type": "object",
                "description": "options of a new match: any of the game's, each optional "
                "(an option left out takes its default), no others",
                "properties": properties,
                "additionalProperties": False,
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
        *,
        operation_id: str | None = None,
        example: Exchange | None = None,
    ) -> dict:
        """An operation; `operation_id` names it in generated clients (camelCase, stable: every
        operation has one, tests/api/test_examples.py checks), and `example` is a real
        exchange that Swagger UI's "Try it out" starts from."""
        if request is not None:
            # Every call with a body answers these before its view runs (referee.api.intake).
            responses = {413: TOO_LARGE, 415: UNSUPPORTED, **responses}
        if example is not None and example.answer is not None:
            responses = {
                **responses,
                example.status: _exemplified(responses[example.status], example),
            }
        if example is not None and parameters:
            parameters = [_parameter_example(parameter, example) for parameter in parameters]
        op = {
            **({"operationId": operation_id} if operation_id else {}),
            "summary": summary,
            "description": description,
            "tags": [tag],
            "responses": {str(status): answer for status, answer in sorted(responses.items())},
        }
        if request is not None:
            content: dict = {"schema": request}
            if example is not None and example.body is not None:
                content["example"] = example.body
            op["requestBody"] = {"required": True, "content": {"application/json": content}}
        if parameters:
            op["parameters"] = parameters
        return op


def _exemplified(answer: dict, example: Exchange) -> dict:
    """A documented answer with the example's answer as its JSON example."""
    content = {
        media: {**described, "example": example.answer} if "json" in media else described
        for media, described in answer["content"].items()
    }
    return {**answer, "content": content}


def _parameter_example(parameter: dict, example: Exchange) -> dict:
    """A path, query or header parameter with the example's value for it, if it has one."""
    found = {"path": example.path, "query": example.query, "header": example.headers}
    values = found.get(parameter.get("in", ""), {})
    if parameter.get("name") not in values:
        return parameter
    return {**parameter, "example": values[parameter["name"]]}
