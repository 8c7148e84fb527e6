"""What JSON Schema can say of a game's rules across fields: seats of the table, options of a
player count, a seat key's token; so that a body the document accepts, the referee accepts."""

from __future__ import annotations

from collections.abc import Callable

from ...engine import Game, RefereeError
from ...engine.game import Option


def option_schema(option: Option) -> dict:
    """The values an option takes, from the option itself (the one place they are written)."""
    if option.values is not None:
        return listed(list(option.values))
    out: dict = {"type": ["integer", "null"] if option.nullable else "integer"}
    if option.minimum is not None:
        out["minimum"] = option.minimum
    if option.maximum is not None:
        out["maximum"] = option.maximum
    return out


JSON_TYPES = ((bool, "boolean"), (int, "integer"), (str, "string"))


def listed(values: list) -> dict:
    """A schema for exactly these values, typed: one `type` with its `enum` per JSON type
    among them (client generators take no enum that mixes types), null beside the type."""
    by_type: dict[str, list] = {}
    for value in values:
        if value is None:
            continue
        name = next(name for kind, name in JSON_TYPES if isinstance(value, kind))
        by_type.setdefault(name, []).append(value)
    nullable = None in values
    branches = [
        {
            "type": [name, "null"] if nullable else name,
            "enum": [*found, *([None] if nullable else [])],
        }
        if name != "boolean" or len(found) < 2
        else {"type": [name, "null"] if nullable else name}
        for name, found in by_type.items()
    ]
    return branches[0] if len(branches) == 1 else {"oneOf": branches}


def default_players(game: Game) -> int:
    return next(option.default for option in game.options if option.name == "players")


def option_choices(game: Game, players: int) -> dict[str, list]:
    """For each option with listed values, the values a match of `players` seats takes, where
    that is fewer than all of them: asked of the game's own option checks, one value at a
    time, so that the document cannot drift from them."""
    out = {}
    for option in game.options:
        if option.values is None or option.name == "players":
            continue
        taken = []
        for value in option.values:
            try:
                game.resolve_options({option.name: value}, players)
            except RefereeError:
                continue
            taken.append(value)
        if len(taken) < len(option.values):
            out[option.name] = taken
    return out


def _choices(choices: dict[str, list]) -> dict:
    return {name: listed(values) for name, values in choices.items()}


def new_match_rules(game: Game, fields: set[str] | None = None) -> list[dict]:
    """`if`/`then` pairs for a body with `players` and `options` (a new state or session): the
    two counts agree, and the options and the seats in `views` are those of that count (the
    default count when the body names none). `fields`: the body's own fields, the only ones
    the rules speak of. One pair per count: tools that generate bodies from the document
    expand every pair against every other, so each says no more than it must."""

    def table(players: int) -> dict:
        choices = _choices(option_choices(game, players))
        said = {
            "options": {"properties": {"players": {"const": players}, **choices}},
            "views": {"items": {"maximum": players - 1}},
            # Seats by number, as JSON object keys: "1", or "01".
            "bots": {"propertyNames": {"pattern": f"^0{{0,2}}[0-{players - 1}]$"}},
            "names": {"propertyNames": {"pattern": f"^0{{0,2}}[0-{players - 1}]$"}},
            **played(game, players),
        }
        return {name: rule for name, rule in said.items() if fields is None or name in fields}

    def named(count: dict) -> dict:  # the body names its count in `players` or in `options`
        return {"anyOf": [count, holding("options", count)]}

    rules = [
        {
            "if": named(holding("players", {"const": players})),
            "then": {"properties": table(players)},
        }
        for players in game.player_counts
    ]
    unnamed = {"anyOf": [{"required": ["players"]}, holding("options", {"required": ["players"]})]}
    return [*rules, {"if": {"not": unnamed}, "then": {"properties": table(default_players(game))}}]


def sides(game: Game, players: int) -> list[str]:
    """The names of the sides of a match of `players` seats, as its scores are keyed."""
    return sorted(game.new_state(game.resolve_options({}, players), "sides")["scores"])


def played(game: Game, players: int) -> dict:
    """What a transcript of a match of `players` seats names: its moves' seats, its ending's
    seat, and the sides of its claim."""
    named = sides(game, players)
    names = {"enum": named}
    return {
        "moves": {"items": {"properties": {"player": {"maximum": players - 1}}}},
        "ending": {"properties": {"seat": {"maximum": players - 1}}},
        "claim": {
            "properties": {
                "winners": {"items": names},
                "scores": {"propertyNames": names, "required": named},
            }
        },
    }


def holding(name: str, schema: dict) -> dict:
    """A condition: the object holds `name`, and it meets `schema`."""
    return {"properties": {name: schema}, "required": [name]}


def per_table(game: Game, then: Callable[[int], dict]) -> list[dict]:
    """`if`/`then` pairs for a body that carries a `state`: for the state's table of each size,
    `then(players)`."""
    return [
        {
            "if": holding("state", holding("options", holding("players", {"const": players}))),
            "then": then(players),
        }
        for players in game.player_counts
    ]


def seats_at(players: int, paths: tuple[str, ...]) -> dict:
    """A schema holding each seat at `paths` within a table of `players`: a path is dotted
    (`move.player`), and `[]` after a name means each item of that list (`views[]`)."""
    bounds = []
    for path in paths:
        bound: dict = {"maximum": players - 1}
        for name in reversed(path.split(".")):
            within = {"items": bound} if name.endswith("[]") else bound
            bound = {"properties": {name.removesuffix("[]"): within}}
        bounds.append(bound)
    return bounds[0] if len(bounds) == 1 else {"allOf": bounds}


def options_rules(game: Game) -> list[dict]:
    """`if`/`then` pairs for a complete options object (a state's): each option takes only the
    values of the object's player count."""
    taken = {players: _choices(option_choices(game, players)) for players in game.player_counts}
    return [
        {"if": {"properties": {"players": {"const": players}}}, "then": {"properties": choices}}
        for players, choices in taken.items()
        if choices
    ]


# A seat key proves a seat to a token; a seal vouches for a plain state. Where a body deals
# from a `seed` (a transcript's opening), its players and options go with the seed.
CARRIED_TOGETHER = {"seat_key": ["token"], "seal": ["state"]}
DEALT_TOGETHER = {"players": ["seed"], "options": ["seed"]}


def with_rules(body: dict, rules: list[dict]) -> dict:
    """`body` with these rules added to its `allOf`."""
    if not rules:
        return body
    return {**body, "allOf": [*body.get("allOf", []), *rules]}
