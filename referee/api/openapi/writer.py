"""The document's writer: components from the marshmallow schemas of the envelopes and games."""

from __future__ import annotations

from typing import Any

from apispec import APISpec
from apispec.ext.marshmallow import MarshmallowPlugin
from marshmallow import Schema, fields

from ... import __version__
from ...engine import Game
from ...games.registry import REGISTRY
from .constraints import option_schema, options_rules

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


def events_name(game: Game) -> str:
    """The component that is one of the game's events (`CassinoEvent`)."""
    return component_names(game)["event"]


def event_names(game: Game) -> dict[str, str]:
    """Each event type's component: the game's name, the type's words, `Event`
    (`CassinoGameEndEvent` for Cassino's `game_end`)."""
    prefix = events_name(game).removesuffix("Event")
    return {
        kind: prefix + "".join(word.title() for word in kind.split("_")) + "Event"
        for kind in game.event_schemas
    }


def one_of(refs: dict[str, dict], by: str) -> dict:
    """The union of these components, told apart by the property `by`."""
    mapping = {kind: found["$ref"] for kind, found in refs.items()}
    return {"oneOf": list(refs.values()), "discriminator": {"propertyName": by, "mapping": mapping}}


def game_ids() -> dict:
    """A path or body parameter's schema that names a registered game."""
    return {"type": "string", "enum": sorted(REGISTRY)}


class Writer:
    """Builds the document's components from marshmallow schemas."""

    def __init__(self, description: str) -> None:
        self.plugin = MarshmallowPlugin()
        self.spec = APISpec(
            title="Card Referee",
            version=__version__,
            openapi_version="3.1.0",
            plugins=[self.plugin],
            info={
                "description": description,
                "license": {"name": "MIT", "identifier": "MIT"},
            },
        )
        if self.plugin.converter is None:  # APISpec sets it up as it takes the plugin
            raise RuntimeError("the marshmallow plugin has no converter")
        self.converter = self.plugin.converter

    def component(self, name: str, schema: Schema | type[Schema]) -> dict:
        """A schema component, added once; the reference to it."""
        if name not in self.spec.components.schemas:
            self.spec.components.schema(name, schema=schema)
        return ref(name)

    def schema(self, spec: Any, game: Game | None = None) -> dict:
        """A body or answer `@doc` names (`declare.SchemaSpec`), as a reference. Outside a
        game's path, a class with a game's parts is a session envelope, of any game."""
        if isinstance(spec, str):
            return ref(spec)
        if isinstance(spec, dict):
            return spec
        if not isinstance(spec, type):
            return spec(self, game)
        schema, name = spec(), spec.__name__.removesuffix("Schema")
        if game is None and any(
            "session_schema" in field.metadata
            or "game_schema" in getattr(field, "inner", field).metadata
            for field in schema.fields.values()
        ):
            return self.named(name, self.body(schema, session=True))
        return self.component(name, spec)

    def body(self, schema: Schema, game: Game | None = None, session: bool = False) -> dict:
        """The JSON schema of an envelope with its game parts in place: `game`'s components, or
        without a game one of every game's (each view says its `game`). In a session envelope
        a move is always a `SessionMove`, a list says what it holds, and a field with
        `session_schema` lists that component."""
        out = self.converter.schema2jsonschema(schema)
        games = sorted(REGISTRY.values(), key=lambda game: game.id)
        for name, field in schema.fields.items():
            inner = field.inner if isinstance(field, fields.List) else field
            said = {"description": field.metadata.get("description", "")}
            part = inner.metadata.get("game_schema")
            if part == "move" and session:
                target = self.any_move()
            elif part is not None and game is not None:
                target = ref(component_names(game)[part])
            elif part is not None:
                target = {"oneOf": [ref(component_names(each)[part]) for each in games]}
            elif "session_schema" in field.metadata and session:
                listed = ref(field.metadata["session_schema"])
                out["properties"][name] = {"type": "array", **said, "items": listed}
                continue
            else:
                continue
            item = {**target, **said}
            listing = {"type": "array", "items": item, **(said if session else {})}
            out["properties"][name] = item if inner is field else listing
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
        """A JSON schema as a component of this name (added once); the reference to it."""
        if name not in self.spec.components.schemas:
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
        self.named(names["move"], one_of(moves, "type"))
        self._document_events(game)

    def _document_events(self, game: Game) -> None:
        """One component per event type of the game, each with its `type` fixed, and the
        union of them discriminated by `type`."""
        refs = {}
        for kind, schema in game.event_schemas.items():
            out = self.converter.schema2jsonschema(schema)
            fixed = {**out["properties"].get("type", {}), "type": "string", "enum": [kind]}
            out["properties"]["type"] = fixed
            refs[kind] = self.named(event_names(game)[kind], out)
        self.named(
            events_name(game),
            one_of(refs, "type")
            if refs
            else {"type": "object", "description": "an event (the game declares no event types)"},
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
