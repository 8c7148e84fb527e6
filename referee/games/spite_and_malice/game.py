"""The Spite and Malice game class: metadata and options, and the Game interface over the rules modules."""

from __future__ import annotations

from referee.engine import Game, Outcome
from referee.games.wire import SchemaWire

from . import listing, match, schema, scoring, validation, views
from .catalog import RULES
from .options import OPTIONS, check_options, seat_defaults


class SpiteAndMaliceGame(SchemaWire, Game):
    id = "spite-and-malice"
    title = "Spite and Malice (Cat and Mouse): pay-off piles, center piles A to K, jokers wild"
    rules_version = "spite-and-malice-1"
    player_counts = (2, 4, 6)
    options = OPTIONS
    turn_rule = "SAM-0.6"
    over_rule = "SAM-10.2"
    rules = RULES

    state_schema = schema.STATE
    move_schemas = schema.MOVES
    view_schema = schema.VIEW
    tally_schema = schema.TALLY

    def resolve_options(self, options: dict | None, players: int | None = None) -> dict:
        given = dict(options or {})
        seats = players if players is not None else given.get("players", 2)
        return super().resolve_options(seat_defaults(given, seats), players)

    def check_options(self, options: dict) -> None:
        check_options(options)

    def new_state(self, options: dict, seed: str) -> dict:
        return match.new_state(self.id, options, seed)

    def check_state(self, state: dict) -> None:
        validation.check_state(state)

    def to_move(self, state: dict) -> list[int]:
        return [] if state["to_move"] is None else [state["to_move"]]

    def legal_moves(self, state: dict, player: int, limit: int) -> tuple[list[dict], bool]:
        return listing.legal_moves(state, player, limit)

    def apply(self, state: dict, move: dict) -> Outcome:
        return match.apply(state, move)

    def view(self, state: dict, seat: int | None) -> dict:
        return views.view(state, seat)

    def score_sheet(self, state: dict) -> dict:
        return scoring.score_sheet(state)

    def score_tally(self, tally: dict) -> dict:
        return scoring.score_tally(tally)

    def is_finished(self, state: dict) -> bool:
        return state["phase"] == "finished"
