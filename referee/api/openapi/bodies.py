"""Bodies and answers a route's `@doc` names that are more than one schema: a game's envelope
or answer, a session's answer of each game, the session create request, the event stream.

Each builder returns a function of the writer and the game (None outside a per-game path)
that adds the component and answers the reference to it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from marshmallow import Schema

from ...bots import LEVELS
from ...engine import Game
from ...games.registry import REGISTRY
from .constraints import (
    CARRIED_TOGETHER,
    DEALT_TOGETHER,
    new_match_rules,
    per_table,
    played,
    seats_at,
    with_rules,
)
from .writer import Writer, component_names, component_prefix, one_of, ref

Build = Callable[[Writer, "Game | None"], dict]

# Where a request names a seat of the state it carries.
SEATS_NAMED = {
    "MovesRequest": ("move.player", "views[]"),
    "LegalMovesRequest": ("player",),
    "ViewsRequest": ("player",),
    "SuggestionRequest": ("player",),
}


def exactly_one(body: dict, *names: str) -> dict:
    """A body that holds exactly one of these fields, said as "not (two of them, or none)": a
    `oneOf` of bare `required` lists would make client generators take the body for a union
    of nameless objects."""
    pairs = [[a, b] for i, a in enumerate(names) for b in names[i + 1 :]]
    none = {"not": {"anyOf": [{"required": [name]} for name in names]}}
    return {**body, "not": {"anyOf": [*({"required": pair} for pair in pairs), none]}}


def opening(opens: tuple[str, ...], together: dict[str, list[str]]) -> dict:
    """A body that starts from exactly one of `opens`, with the fields that go with it and
    none that go with another: one branch per opening (`seed` with `players` and
    `options`; `state` with its `seal`), each forbidding the rest."""
    branches = []
    for chosen in opens:
        barred = {other for other in opens if other != chosen}
        barred |= {name for name, needs in together.items() if set(needs) & barred}
        branches.append(
            {"required": [chosen], "properties": {name: {"not": {}} for name in sorted(barred)}}
        )
    return {"oneOf": branches}


def new_match_fields(game: Game, properties: dict) -> dict:
    """A new match's `players` and `options` for `game`: the player counts it seats and its
    closed `<Game>OptionChoices`, keeping the fields' descriptions."""
    return {
        "players": {**properties["players"], "enum": list(game.player_counts)},
        "options": {
            **ref(component_prefix(game) + "OptionChoices"),
            "description": properties["options"].get("description", ""),
        },
    }


def envelope(
    schema: type[Schema], carried: tuple[str, ...] | None = None, opens: tuple[str, ...] = ()
) -> Build:
    """A game's envelope as the component `<Game><Envelope>`. `carried`: the request carries a
    state as `state`, `token` or one of these alternatives; `opens`: it starts from exactly
    one of these fields."""

    def build(w: Writer, game: Game | None) -> dict:
        assert game is not None
        name = schema.__name__
        body = w.body(schema(), game)
        if carried is not None:
            body = exactly_one(body, "state", "token", *carried)
        properties = body["properties"]
        together = {
            field: needs
            for field, needs in {**CARRIED_TOGETHER, **DEALT_TOGETHER}.items()
            if field in properties
        }
        if opens:
            opened = per_table(game, lambda players: {"properties": played(game, players)})
            body = with_rules({**body, **opening(opens, together)}, opened)
        if "game" in properties:
            properties["game"] = {**properties["game"], "const": game.id}
        # A seed's fields are told apart by `opening`; only a carried state's go together always.
        carried_needs = {
            field: needs
            for field, needs in together.items()
            if field in CARRIED_TOGETHER and not set(needs) & set(opens)
        }
        if carried_needs:
            body["dependentRequired"] = carried_needs
        if "token" in properties and "opaque" in properties:
            # A token's state goes back as a token: `opaque` may only say so again.
            only_again = {"properties": {"opaque": {"const": True}}}
            body = with_rules(body, [{"if": {"required": ["token"]}, "then": only_again}])
        if name in SEATS_NAMED:
            seats = per_table(game, lambda players: seats_at(players, SEATS_NAMED[name]))
            body = with_rules(body, seats)
        if "options" in properties and "players" in properties:
            properties.update(new_match_fields(game, properties))
            body = with_rules(body, new_match_rules(game, set(properties)))
        return w.named(component_prefix(game) + name, body)

    return build


def game_body(schema: type[Schema]) -> Build:
    """A game's answer as the component `<Game><Answer>`, its `events` each one of the game's."""

    def build(w: Writer, game: Game | None) -> dict:
        assert game is not None
        body = w.body(schema(), game)
        events = body["properties"].get("events")
        if events is not None:
            body["properties"]["events"] = {**events, "items": ref(component_names(game)["event"])}
        return w.named(component_prefix(game) + schema.__name__, body)

    return build


def session(schema: type[Schema], name: str | None = None) -> Build:
    """A session envelope of any game (a plain class says as much outside a per-game path)."""
    return lambda w, game: w.named(name or schema.__name__, w.body(schema(), session=True))


def per_game(schema: type[Schema]) -> Build:
    """A session envelope that carries a game's events, as one component per game
    (`CassinoSessionOutcome`: Cassino's view and `CassinoEvent`s) and their union, told apart
    by the `game` each answer names.

    Events of different games share their `type` values (a Ronda and a Modulo `play`), so
    only the game says which schema an event is: a client reads the answer as its game's
    shape, and each event of it by `type` among that game's."""

    def build(w: Writer, _: Game | None) -> dict:
        variants = {}
        for game in sorted(REGISTRY.values(), key=lambda game: game.id):
            body = w.body(schema(), game, session=True)
            body["properties"]["game"] = {**body["properties"]["game"], "const": game.id}
            variants[game.id] = w.named(component_prefix(game) + schema.__name__, body)
        union = {"description": "one shape per game, told apart by `game`"}
        return w.named(schema.__name__, {**union, **one_of(variants, "game")})

    return build


def create_request(schema: type[Schema]) -> Build:
    """One request for every game: `game` names it, `players` is a count and `options` an
    object, so that a client opens a session of any game with it.

    What each game takes of them (its player counts, its options and the rules between them,
    as its own new-state request says) is said once per game as `if` the body's game is that
    one `then` its rules, `else` nothing: a body must meet one of these, its own game's. Client
    generators leave `if` aside and keep the one request; validators and tools that make
    bodies from the document read it, one game at a time."""

    def build(w: Writer, _: Game | None) -> dict:
        body = w.body(schema(), session=True)
        properties = body["properties"]
        seats = {"pattern": "^[0-9]{1,3}$"}
        levels = {"type": "string", "enum": list(LEVELS)}
        properties["bots"] = {
            **properties["bots"],
            "propertyNames": seats,
            "additionalProperties": levels,
        }
        properties["names"] = {**properties["names"], "propertyNames": seats}
        games: list[dict] = [
            {
                "if": {"properties": {"game": {"const": game.id}}, "required": ["game"]},
                "then": {
                    "properties": new_match_fields(game, properties),
                    "allOf": new_match_rules(game, set(properties)),
                },
                "else": False,
            }
            for game in sorted(REGISTRY.values(), key=lambda game: game.id)
        ]
        return w.named(schema.__name__, {**body, "allOf": [{"anyOf": games}]})

    return build


# Each kind of event of a session's stream: the component naming it, and what it says.
STREAMED = {
    "hello": ("SessionStreamHelloEvent", "the session as the watcher joins it"),
    "move": (
        "SessionStreamMoveEvent",
        "an accepted move, as in /history; `id:` is the version it made",
    ),
    "end": ("SessionStreamEndEvent", "nothing more to hear: close"),
    "error": (
        "SessionStreamErrorEvent",
        "the store failed: the client reconnects after `retry` with Last-Event-ID",
    ),
}


def stream_events(**data: Any) -> Build:
    """Each event of a session's stream (the schema of one event, as OpenAPI 3.1 has it for
    `text/event-stream`), by its `event` name with the schema of its JSON `data`; each carries
    its version as `id:`."""
    version = {"type": "string", "pattern": "^[0-9]{1,12}$", "description": "a session version"}

    def build(w: Writer, game: Game | None) -> dict:
        # Each kind a component of its own, so that generated clients name its model.
        found = []
        for event, schema in data.items():
            name, description = STREAMED[event]
            properties = {
                "event": {"type": "string", "enum": [event]},
                "data": {
                    "type": "string",
                    "contentMediaType": "application/json",
                    "contentSchema": w.schema(schema, game),
                    "description": "one JSON object",
                },
                "id": version,
            }
            sse = {"type": "object", "description": description, "required": ["event", "data"]}
            found.append(w.named(name, {**sse, "properties": properties}))
        return {"oneOf": found}

    return build


def component(name: str, schema: type[Schema]) -> Build:
    """A marshmallow schema as the component of this name (not the class's)."""
    return lambda w, game: w.component(name, schema)
