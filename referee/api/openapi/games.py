"""The stateless game calls in the document: the catalog, and each game's five calls."""

from __future__ import annotations

from marshmallow import Schema

from ...engine import Game
from ...games.registry import REGISTRY
from ...games.wire import OutcomeSchema, ScoreSheetSchema
from .. import envelopes as env
from .constraints import (
    CARRIED_TOGETHER,
    DEALT_TOGETHER,
    new_match_rules,
    opening_rules,
    seat_rules,
    with_rules,
)
from .writer import (
    INCONSISTENT,
    MALFORMED,
    NO_KEYS,
    RATE_LIMITED,
    REFUSED_CREDENTIAL,
    TOO_LARGE,
    Writer,
    carrying,
    component_names,
    component_prefix,
    game_ids,
    json_answer,
    operation_prefix,
    problem_answer,
    ref,
)


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


def document_events(w: Writer, game: Game) -> dict:
    """One component per event type of the game, each with its `type` fixed, and the union
    of them discriminated by `type`; the reference to the union."""
    names = event_names(game)
    refs = {}
    for kind, schema in game.event_schemas.items():
        out = w.converter.schema2jsonschema(schema)
        out["properties"]["type"] = {
            **out["properties"].get("type", {}),
            "type": "string",
            "enum": [kind],
        }
        w.spec.components.schema(names[kind], component=out)
        refs[kind] = ref(names[kind])
    union: dict = (
        {
            "oneOf": list(refs.values()),
            "discriminator": {
                "propertyName": "type",
                "mapping": {kind: r["$ref"] for kind, r in refs.items()},
            },
        }
        if refs
        else {"type": "object", "description": "an event (the game declares no event types)"}
    )
    w.spec.components.schema(events_name(game), component=union)
    return ref(events_name(game))


def with_events(body: dict, event: dict) -> dict:
    """A move answer's schema whose `events` are each one of the game's."""
    events = body["properties"]["events"]
    body["properties"]["events"] = {**events, "items": event}
    return body


def document(w: Writer) -> None:
    w.component("Problem", env.Problem)
    w.component("GameInfo", env.GameInfo)
    w.component("ScoreSheet", ScoreSheetSchema)
    w.component("Outcome", OutcomeSchema)
    w.component("GameList", env.GameList)
    w.spec.path(
        path="/v1/games",
        operations={
            "get": w.operation(
                "List the games",
                "Every registered game with its players, options and rules version.",
                None,
                {200: json_answer("the catalog", ref("GameList"))},
                "games",
                operation_id="listGames",
                example=w.examples.catalog,
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
                        "schema": game_ids(),
                        "example": next(iter(REGISTRY)),
                    }
                ],
                operation_id="describeGame",
                example=w.examples.game,
            )
        },
    )
    for game in REGISTRY.values():
        w.document_game(game)
        event = document_events(w, game)
        tag, base = game.id, f"/v1/games/{game.id}"
        camel, shown = operation_prefix(game), w.examples.games[game.id]
        w.spec.path(
            path=f"{base}/states",
            operations={
                "post": w.operation(
                    f"Deal a new {game.title} match",
                    "A freshly dealt state. Give `seed` to make the deal reproducible (and leave "
                    "it out when the state is to be hidden in a token: whoever knows the seed "
                    "knows every deal). With `opaque`, a `token` in place of the state; with "
                    "`views`, those seats' views.",
                    envelope(w, game, env.NewStateRequest()),
                    {
                        200: json_answer("the dealt state", envelope(w, game, env.StateResponse())),
                        400: MALFORMED,
                        404: problem_answer("no such game"),
                        413: TOO_LARGE,
                        422: NO_KEYS,
                    },
                    tag,
                    operation_id=camel + "NewState",
                    example=shown.states,
                )
            },
        )
        w.spec.path(
            path=f"{base}/moves",
            operations={
                "post": w.operation(
                    f"Referee a {game.title} move",
                    "The main call. A legal move answers `legal: true` with the new state, "
                    "events, score deltas and, when the match ends, the result. A well-formed "
                    "move that the rules forbid answers `200` with `legal: false` and the "
                    "violated rule id. The position comes as `state` (with its `seal`) or as a "
                    "`token`; the new state goes back as `state` with a fresh `seal`, or as a "
                    "`token` when the request sent one or asked for `opaque`.",
                    envelope(w, game, env.MovesRequest(), ()),
                    {
                        200: json_answer(
                            "the outcome (legal or not)",
                            w.named(
                                component_prefix(game) + "Outcome",
                                with_events(w.body(env.Outcome(), game), event),
                            ),
                        ),
                        400: MALFORMED,
                        413: TOO_LARGE,
                        403: REFUSED_CREDENTIAL,
                        422: INCONSISTENT,
                        429: RATE_LIMITED,
                    },
                    tag,
                    operation_id=camel + "PlayMove",
                    example=shown.moves,
                )
            },
        )
        w.spec.path(
            path=f"{base}/legal-moves",
            operations={
                "post": w.operation(
                    f"List legal {game.title} moves",
                    "Every legal move, each in exactly the form /moves accepts, capped "
                    "(`truncated` says when the cap cut the list).",
                    envelope(w, game, env.LegalMovesRequest(), ()),
                    {
                        200: json_answer("the moves", envelope(w, game, env.LegalMovesResponse())),
                        400: MALFORMED,
                        413: TOO_LARGE,
                        403: REFUSED_CREDENTIAL,
                        422: INCONSISTENT,
                    },
                    tag,
                    operation_id=camel + "LegalMoves",
                    example=shown.legal_moves,
                )
            },
        )
        w.spec.path(
            path=f"{base}/views",
            operations={
                "post": w.operation(
                    f"A seat's view of a {game.title} state",
                    "Own hand and the public table; counts for hidden cards; never the seed or "
                    "the stock order. Without `player`, a spectator's view.",
                    envelope(w, game, env.ViewsRequest(), ()),
                    {
                        200: json_answer("the view", envelope(w, game, env.ViewResponse())),
                        400: MALFORMED,
                        413: TOO_LARGE,
                        403: REFUSED_CREDENTIAL,
                        422: INCONSISTENT,
                    },
                    tag,
                    operation_id=camel + "View",
                    example=shown.views,
                )
            },
        )
        w.spec.path(
            path=f"{base}/scores",
            operations={
                "post": w.operation(
                    f"Score a {game.title} game",
                    "Send `state` (running or finished) or `tally` (captured cards of a game "
                    "played elsewhere): the score sheet item by item, with rule ids and totals.",
                    envelope(w, game, env.ScoresRequest(), ("tally",)),
                    {
                        200: json_answer("the score sheet", ref("ScoreSheet")),
                        400: MALFORMED,
                        413: TOO_LARGE,
                        403: REFUSED_CREDENTIAL,
                        422: INCONSISTENT,
                    },
                    tag,
                    operation_id=camel + "Score",
                    example=shown.scores,
                )
            },
        )


# Where a request names a seat of the state it carries.
SEATS_NAMED = {
    "MovesRequest": ("move.player", "views[]"),
    "LegalMovesRequest": ("player",),
    "ViewsRequest": ("player",),
    "SuggestionRequest": ("player",),
}


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
    w: Writer,
    game: Game,
    schema: Schema,
    carried: tuple[str, ...] | None = None,
    opens: tuple[str, ...] = (),
) -> dict:
    """A game's envelope as the component `<Game><Envelope>`; the reference to it. `carried`:
    the request carries a state as `state`, `token` or one of these alternatives; `opens`:
    it starts from exactly one of these fields."""
    name = type(schema).__name__
    body = w.body(schema, game)
    if carried is not None:
        body = carrying(body, *carried)
    properties = body["properties"]
    together = {
        field: needs
        for field, needs in {**CARRIED_TOGETHER, **DEALT_TOGETHER}.items()
        if field in properties
    }
    if opens:
        body = with_rules({**body, **opening(opens, together)}, opening_rules(game))
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
        body = with_rules(
            body,
            [{"if": {"required": ["token"]}, "then": {"properties": {"opaque": {"const": True}}}}],
        )
    if name in SEATS_NAMED:
        body = with_rules(body, seat_rules(game, SEATS_NAMED[name]))
    if "options" in properties and "players" in properties:
        properties.update(new_match_fields(game, properties))
        body = with_rules(body, new_match_rules(game, set(properties)))
    return w.named(component_prefix(game) + name, body)
