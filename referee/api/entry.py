"""GET /: where to start, as a page for a browser and as JSON for a program."""

from __future__ import annotations

from flask import Blueprint, Response, render_template, request
from marshmallow import Schema, fields

from .. import __version__
from ..games.registry import REGISTRY
from .jsonio import json_response
from .openapi.declare import Answer, doc

bp = Blueprint("entry", __name__)

LINKS = {
    "play": "/play",
    "docs": "/docs",
    "openapi": "/openapi.yaml",
    "games": "/v1/games",
    "sessions": "/v1/sessions",
}


class EntryGame(Schema):
    id = fields.String(required=True)
    title = fields.String(required=True)
    players = fields.List(fields.Integer(), required=True)
    url = fields.String(required=True, metadata={"description": "the game's description"})
    rules_url = fields.String(
        required=True, metadata={"description": "relative URL of the game's rules catalog"}
    )


class EntryLinks(Schema):
    play = fields.String(
        required=True, metadata={"description": "the reference web table: lobby and seats"}
    )
    docs = fields.String(required=True, metadata={"description": "the interactive API docs"})
    openapi = fields.String(required=True, metadata={"description": "the OpenAPI document"})
    games = fields.String(required=True, metadata={"description": "every game, described"})
    sessions = fields.String(required=True, metadata={"description": "where sessions are opened"})


class Entry(Schema):
    title = fields.String(required=True)
    version = fields.String(required=True, metadata={"description": "the referee's version"})
    links = fields.Nested(EntryLinks, required=True)
    games = fields.List(fields.Nested(EntryGame), required=True)


def entry() -> dict:
    """The entry's links and games."""
    return {
        "title": "Card Referee",
        "version": __version__,
        "links": dict(LINKS),
        "games": [
            {
                "id": game.id,
                "title": game.title,
                "players": list(game.player_counts),
                "url": f"/v1/games/{game.id}",
                "rules_url": game.rules.index_url(),
            }
            for game in REGISTRY.values()
        ],
    }


@bp.get("/")
@doc(
    "getEntry",
    "Where to start",
    tag="operations",
    answers={
        200: Answer(
            "the links and the games",
            Entry,
            ("Vary",),
            also={"text/html": {"type": "string"}},
        )
    },
)
def index():
    # A browser ranks text/html above */*; curl's */* (equal ranks) gets the first: JSON.
    wanted = request.accept_mimetypes.best_match(["application/json", "text/html"])
    headers = {"Vary": "Accept"}
    if wanted == "text/html":
        return Response(render_template("entry.html", **entry()), headers=headers)
    return json_response(entry(), headers=headers)
