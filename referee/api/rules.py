"""The rules catalog endpoints (JSON, or HTML to a browser), and the `rule_url` links of answers."""

from __future__ import annotations

import hashlib
from functools import lru_cache
from typing import Any

import orjson
from flask import Blueprint, Response, render_template, request
from marshmallow import Schema, fields

from ..engine import Game, Rule, RulesCatalog
from ..engine.game import Option
from ..engine.wording import json_text
from ..games.registry import get_game
from ..rules_pages import allowed_text, sections
from ..tablerules import RULES as TABLE_RULES
from .envelopes import OptionInfo
from .openapi.bodies import component
from .openapi.declare import Answer, doc, parameter
from .problems import ApiProblem

bp = Blueprint("rules", __name__, url_prefix="/v1/games")

# The rules change only with a deployment, and the ETag lets a client revalidate cheaply.
CACHE_CONTROL = "public, max-age=3600"


class RuleEntry(Schema):
    id = fields.String(required=True, metadata={"description": "the rule or decision id"})
    title = fields.String(required=True)
    text = fields.String(
        required=True, metadata={"description": "what the rule says, in a few sentences"}
    )
    section = fields.String(
        required=True, metadata={"description": "the heading of the rules the entry sits under"}
    )
    url = fields.String(required=True, metadata={"description": "the entry's relative URL"})


class RuleAnswer(RuleEntry):
    game = fields.String(required=True)
    rules_version = fields.String(required=True)


class RulesCatalogAnswer(Schema):
    game = fields.String(required=True)
    rules_version = fields.String(required=True)
    url = fields.String(required=True, metadata={"description": "the catalog's relative URL"})
    entries = fields.List(
        fields.Nested(RuleEntry),
        required=True,
        metadata={
            "description": "every rule and decision id the game cites, in the order of its rules"
        },
    )
    options = fields.List(
        fields.Nested(OptionInfo),
        required=True,
        metadata={"description": "the game's options with their defaults and the rules they set"},
    )


def linked(catalog: RulesCatalog, value: Any) -> Any:
    """`value` with a `rule_url` beside every string `rule` it holds, at any depth."""
    if isinstance(value, list):
        return [linked(catalog, item) for item in value]
    if not isinstance(value, dict):
        return value
    out = {}
    for key, item in value.items():
        out[key] = linked(catalog, item)
        if key == "rule" and isinstance(item, str):
            out["rule_url"] = catalog.url(item)
    return out


def with_violation_url(catalog: RulesCatalog, answer: dict) -> dict:
    """A move's answer with its violation, if it has one, linked to the rule it cites.

    Only the violation: events stay exactly as the session history keeps them.
    """
    if "violation" not in answer:
        return answer
    return {**answer, "violation": linked(catalog, answer["violation"])}


def entry(catalog: RulesCatalog, rule: Rule) -> dict:
    return {**rule.to_dict(), "url": catalog.url(rule.id)}


@lru_cache(maxsize=64)
def _catalog_body(
    game_id: str, rules_version: str, catalog: RulesCatalog, options: tuple[Option, ...]
) -> tuple[bytes, str]:
    body = orjson.dumps(
        {
            "game": game_id,
            "rules_version": rules_version,
            "url": catalog.index_url(),
            "entries": [entry(catalog, rule) for rule in catalog],
            "options": [linked(catalog, option.describe()) for option in options],
        }
    )
    return body, _tag(body)


def _tag(body: bytes) -> str:
    # The body holds the rules version, every entry and option: the tag changes with them alone.
    return hashlib.sha256(body).hexdigest()[:24]


def _wants_html() -> bool:
    """Whether the client prefers HTML to JSON (a browser); JSON for anyone else, `*/*` too."""
    best = request.accept_mimetypes.best_match(["application/json", "text/html"])
    return best == "text/html"


def _cached(body: bytes | str, tag: str, mimetype: str = "application/json") -> Response:
    response = Response(body, mimetype=mimetype)
    response.set_etag(tag)
    response.headers["Cache-Control"] = CACHE_CONTROL
    response.vary.add("Accept")
    response.make_conditional(request)  # in place: 304 when If-None-Match holds
    return response


def _unknown(game: Game, rule_id: str) -> str:
    # Messages cite clauses as CAS-4.3d; the clause is part of its entry's text.
    entry_id = rule_id[:-1]
    if rule_id[-1:].islower() and entry_id in game.rules:
        return (
            f"{rule_id} is clause ({rule_id[-1]}) of {entry_id}, which is at "
            f"{game.rules.url(entry_id)}"
        )
    return (
        f"the {game.id} rules have no entry {json_text(rule_id)}; every entry is listed at "
        f"{game.rules.index_url()}"
    )


# Each answer of the catalog's, as JSON or (a browser preferring it) as a page.
STRING = {"type": "string"}
CACHED = ("ETag/rules", {"Cache-Control": {"description": CACHE_CONTROL, "schema": STRING}})
AS_PAGE = {"text/html": {**STRING, "description": "the same, as a page"}}
NOT_MODIFIED = Answer("unchanged since the ETag given in If-None-Match", headers=CACHED)
IF_NONE_MATCH = parameter(
    "header",
    "If-None-Match",
    "an ETag of an earlier answer: 304 while it still holds",
    STRING,
)


@bp.get("/<game_id>/rules")
@doc(
    "getRules",
    "The rules catalog of a game",
    params=(IF_NONE_MATCH,),
    answers={
        200: Answer(
            "the catalog", component("RulesCatalog", RulesCatalogAnswer), CACHED, also=AS_PAGE
        ),
        304: NOT_MODIFIED,
    },
    errors=("unknown_game",),
)
def rules_catalog(game_id: str):
    game = get_game(game_id)
    body, tag = _catalog_body(game.id, game.rules_version, game.rules, game.options)
    if _wants_html():
        page = render_template(
            "rules.html",
            game=game,
            sections=sections(game.rules),
            options=[(option, allowed_text(option)) for option in game.options],
            json_url=game.rules.index_url(),
        )
        return _cached(page, f"{tag}-html", "text/html")
    return _cached(body, tag)


@bp.get("/<game_id>/rules/<rule_id>")
@doc(
    "getRule",
    "One rule of a game",
    params=(IF_NONE_MATCH,),
    answers={200: Answer("the rule", RuleAnswer, CACHED, also=AS_PAGE), 304: NOT_MODIFIED},
    errors=("unknown_rule",),
)
def rules_entry(game_id: str, rule_id: str):
    game = get_game(game_id)
    found = game.rules.get(rule_id)
    if found is None:
        raise ApiProblem(404, "unknown_rule", _unknown(game, rule_id))
    body = orjson.dumps(
        {**entry(game.rules, found), "game": game.id, "rules_version": game.rules_version}
    )
    if _wants_html():
        page = render_template("rule.html", game=game, rule=found, index_url=game.rules.index_url())
        return _cached(page, f"{_tag(body)}-html", "text/html")
    return _cached(body, _tag(body))


def described(game: Game) -> dict:
    """A game's description with its catalog's URL and a link from each option to its rule."""
    return {**linked(game.rules, game.describe()), "rules_url": game.rules.index_url()}


# The table rules (referee.tablerules): what ends a session's match whatever its game.
table = Blueprint("table_rules", __name__, url_prefix="/v1/table")


@table.get("/rules")
@doc(
    "getTableRules",
    "The table rules",
    tag="rules",
    params=(IF_NONE_MATCH,),
    answers={
        200: Answer("the catalog", component("RulesCatalog", RulesCatalogAnswer), CACHED),
        304: NOT_MODIFIED,
    },
)
def table_rules():
    body, tag = _catalog_body(TABLE_RULES.game, TABLE_RULES.version, TABLE_RULES, ())
    return _cached(body, tag)


@table.get("/rules/<rule_id>")
@doc(
    "getTableRule",
    "One table rule",
    tag="rules",
    params=(IF_NONE_MATCH,),
    answers={200: Answer("the rule", RuleAnswer, CACHED), 304: NOT_MODIFIED},
    errors=("unknown_rule/table",),
)
def table_rule(rule_id: str):
    found = TABLE_RULES.get(rule_id)
    if found is None:
        raise ApiProblem(
            404,
            "unknown_rule",
            f"the table rules have no entry {json_text(rule_id)}; every entry is listed at "
            f"{TABLE_RULES.index_url()}",
        )
    body = orjson.dumps(
        {
            **entry(TABLE_RULES, found),
            "game": TABLE_RULES.game,
            "rules_version": TABLE_RULES.version,
        }
    )
    return _cached(body, _tag(body))
