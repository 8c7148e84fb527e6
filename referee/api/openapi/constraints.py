"""What JSON Schema can say of a game's rules across fields: seats of the table, options of a
player count, a seat key's token; so that a body the document accepts, the referee accepts."""

from __future__ import annotations

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

    rules = []
    for players in game.player_counts:
        count = {"const": players}
        named = {"properties": {"players": count}, "required": ["players"]}
        rules.append(
            {
                "if": {
                    "anyOf": [named, {"properties": {"options": named}, "required": ["options"]}]
                },
                "then": {"properties": table(players)},
            }
        )
    named_anywhere = {
        "anyOf": [
            {"required": ["players"]},
            {"properties": {"options": {"required": ["players"]}}, "required": ["options"]},
        ]
    }
    rules.append(
        {"if": {"not": named_anywhere}, "then": {"properties": table(default_players(game))}}
    )
    return rules


def sides(game: Game, players: int) -> list[str]:
    """The names of the sides of a match of `players` seats, as its scores are keyed."""
    return sorted(game.new_state(game.resolve_options({}, players), "sides")["scores"])


def played(game: Game, players: int) -> dict:
    """What a transcript of a match of `players` seats names: its moves' seats, and the sides
    of its claim."""
    named = sides(game, players)
    names = {"enum": named}
    return {
        "moves": {"items": {"properties": {"player": {"maximum": players - 1}}}},
        "claim": {
            "properties": {
                "winners": {"items": names},
                "scores": {"propertyNames": names, "required": named},
            }
        },
    }


def state_of(players: int) -> dict:
    """The condition of an `if`: the body carries a `state` of a table of `players`."""
    return {
        "properties": {
            "state": {
                "properties": {
                    "options": {
                        "properties": {"players": {"const": players}},
                        "required": ["players"],
                    }
                },
                "required": ["options"],
            }
        },
        "required": ["state"],
    }


def opening_rules(game: Game) -> list[dict]:
    """`if`/`then` pairs for a transcript that opens on a `state`: its moves and claim are
    of that state's table."""
    return [
        {
            "if": state_of(players),
            "then": {"properties": played(game, players)},
        }
        for players in game.player_counts
    ]


def seats_at(players: int, paths: tuple[str, ...]) -> dict:
    """A schema holding each seat at `paths` within a table of `players`: a path is dotted
    (`move.player`), and `[]` after a name means each item of that list (`views[]`)."""
    out: dict = {"allOf": []}
    for path in paths:
        bound: dict = {"maximum": players - 1}
        for name in reversed(path.split(".")):
            if name.endswith("[]"):
                bound = {"properties": {name[:-2]: {"items": bound}}}
            else:
                bound = {"properties": {name: bound}}
        out["allOf"].append(bound)
    return out["allOf"][0] if len(out["allOf"]) == 1 else out


def seat_rules(game: Game, paths: tuple[str, ...]) -> list[dict]:
    """`if`/`then` pairs for a body that carries a `state`: the seats at `paths` are seats of
    that state's table."""
    return [
        {
            "if": state_of(players),
            "then": seats_at(players, paths),
        }
        for players in game.player_counts
    ]


def options_rules(game: Game) -> list[dict]:
    """`if`/`then` pairs for a complete options object (a state's): each option takes only the
    values of the object's player count."""
    rules = []
    for players in game.player_counts:
        choices = _choices(option_choices(game, players))
        if choices:
            rules.append(
                {
                    "if": {"properties": {"players": {"const": players}}},
                    "then": {"properties": choices},
                }
            )
    return rules


# A seat key proves a seat to a token; a seal vouches for a plain state. Where a body deals
# from a `seed` (a transcript's opening), its players and options go with the seed.
CARRIED_TOGETHER = {"seat_key": ["token"], "seal": ["state"]}
DEALT_TOGETHER = {"players": ["seed"], "options": ["seed"]}


def with_rules(body: dict, rules: list[dict]) -> dict:
    """`body` with these rules added to its `allOf`."""
    if not rules:
        return body
    return {**body, "allOf": [*body.get("allOf", []), *rules]}
