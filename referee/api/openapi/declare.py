"""`@doc`: a view's operation, declared where its route is and kept on the view function."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

# What a body or an answer holds: a component's name, a marshmallow schema class (a component
# of its name), a builder `(writer, game) -> schema` (`referee.api.openapi.bodies`), or None.
SchemaSpec = Any


@dataclass(frozen=True)
class Answer:
    """A documented answer (or request body): JSON of `schema` unless `media` says otherwise,
    more media types in `also`; `headers` and `links` name entries of `text.yaml`."""

    description: str = ""
    schema: SchemaSpec = None
    headers: tuple[str | dict, ...] = ()
    media: str = "application/json"
    also: Mapping[str, SchemaSpec] = field(default_factory=dict)
    links: str | None = None


@dataclass(frozen=True)
class Operation:
    """What `@doc` says of a view. `{game}` in `operation_id` makes one operation per game
    (its path with the game's id in place of `<game_id>`); `{title}` in the summary is the
    game's title. The description is `descriptions.md`'s under `operation_id`, formatted with
    `words`; `errors` name its error answers, `security` its entry of bearers. The tag is
    `{game}` for a per-game operation, else the blueprint's name unless `tag` says another.
    Optional `header` and `query` parameters are given by name, as (description, schema)."""

    operation_id: str
    summary: str
    tag: str = ""
    params: tuple[dict, ...] = ()
    body: SchemaSpec | Answer = None
    answers: Mapping[int, Answer] = field(default_factory=dict)
    errors: tuple[str, ...] = ()
    security: str | None = None
    words: Mapping[str, object] = field(default_factory=dict)
    header: Mapping[str, tuple[str, dict]] = field(default_factory=dict)
    query: Mapping[str, tuple[str, dict]] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if isinstance(self.errors, str):  # ("code") is a string: ("code",) was meant
            raise TypeError(f"{self.operation_id}: errors is a tuple of codes, not one code")

    @property
    def parameters(self) -> list[dict]:
        named = (("header", self.header), ("query", self.query))
        given = [parameter(where, name, *said) for where, by in named for name, said in by.items()]
        return [*self.params, *given]

    @property
    def per_game(self) -> bool:
        return "{game}" in self.operation_id


def doc(operation_id: str, summary: str, **details: Any) -> Callable:
    """Documents the view it decorates (the shape of flask-smorest's `@blp.doc`)."""
    operation = Operation(operation_id, summary, **details)

    def mark(view: Callable) -> Callable:
        view.openapi = operation  # type: ignore[attr-defined]
        return view

    return mark


def documented(view: Callable) -> Operation | None:
    return getattr(view, "openapi", None)


def parameter(where: str, name: str, description: str, schema: dict) -> dict:
    """An optional query or header parameter."""
    return {
        "name": name,
        "in": where,
        "required": False,
        "schema": schema,
        "description": description,
    }


STRING = {"type": "string"}


def integer(minimum: int, maximum: int, **more: Any) -> dict:
    return {"type": "integer", "minimum": minimum, "maximum": maximum, **more}
