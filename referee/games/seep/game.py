"""The Seep game class: metadata and options, and the Game interface over the rules modules."""

from __future__ import annotations

from referee.engine import Game, MalformedInput, Outcome
from referee.games.wire import SchemaWire

from . import rules, schema, scoring, validation, views
from .catalog import RULES
from .options import OPTIONS


class SeepGame(SchemaWire, Game):
    id = "seep"
    title = "Seep (Sip, Sweep): houses of 9 to 13, partnerships, baazi to a 100-point lead"
    rules_version = "seep-1"
    player_counts = (4, 2)
    options = OPTIONS
    turn_rule = "SEP-3.9"
    over_rule = "SEP-11.2"
    rules = RULES

    state_schema = schema.STATE
    move_schemas = schema.MOVES
    view_schema = schema.VIEW
    tally_schema = schema.TALLY

    def check_options(self, options: dict) -> None:
        first = options["first_dealer"]
        if first is not None and first >= options["players"]:
            raise MalformedInput(
                f"first_dealer {first} is not a seat of a {options['players']}-player game",
                path="options.first_dealer",
            )

    def new_state(self, options: dict, seed: str) -> dict:
        return rules.new_state(options, seed)

    def check_state(self, state: dict) -> None:
        validation.check_state(state)

    def to_move(self, state: dict) -> list[int]:
        return [] if state["to_move"] is None else [state["to_move"]]

    def legal_moves(self, state: dict, player: int, limit: int) -> tuple[list[dict], bool]:
        return rules.legal_moves(state, player, limit)

    def apply(self, state: dict, move: dict) -> Outcome:
        return rules.apply(state, move)

    def view(self, state: dict, seat: int | None) -> dict:
        return views.view(state, seat)

    def score_sheet(self, state: dict) -> dict:
        return scoring.score_sheet(state)

    def score_tally(self, tally: dict) -> dict:
        return scoring.score_tally(tally)

    def is_finished(self, state: dict) -> bool:
        return state["phase"] == "finished"
