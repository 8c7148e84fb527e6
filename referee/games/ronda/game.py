"""The Ronda game class: metadata and options, and the Game interface over the rules modules."""

from __future__ import annotations

from referee.engine import Game, MalformedInput, Outcome
from referee.games.wire import SchemaWire

from . import match, schema, scoring, validation, view
from .catalog import RULES
from .options import OPTIONS, check_options
from .pack import PACK_SET


class RondaGame(SchemaWire, Game):
    id = "ronda"
    title = "Ronda (Moroccan fishing game: runs, Este, Mesa, rondas and tringas)"
    rules_version = "ronda-1"
    player_counts = (2, 3, 4)
    options = OPTIONS
    turn_rule = "RON-5.1"
    over_rule = "RON-10.7"
    rules = RULES

    state_schema = schema.STATE
    move_schemas = schema.MOVES
    view_schema = schema.VIEW
    tally_schema = schema.TALLY

    def parse_move(self, data) -> dict:
        move = super().parse_move(data)
        if move["type"] != "play" or (
            move["card"] in PACK_SET and PACK_SET.issuperset(move["takes"])
        ):
            return move
        for path, card in (
            ("move.card", move["card"]),
            *((f"move.takes.{i}", c) for i, c in enumerate(move["takes"])),
        ):
            if card not in PACK_SET:
                raise MalformedInput(
                    f"{path}: {card} is not in Ronda's 40-card pack: no 8, 9 "
                    f"or 10, no joker (RON-0.1)",
                    path=path,
                )
        return move

    def check_options(self, options: dict) -> None:
        check_options(options)

    def new_state(self, options: dict, seed: str) -> dict:
        return match.new_state(options, seed)

    def check_state(self, state: dict) -> None:
        validation.check_state(state)

    def to_move(self, state: dict) -> list[int]:
        return match.movers(state)

    def legal_moves(self, state: dict, player: int, limit: int) -> tuple[list[dict], bool]:
        return match.legal_moves(state, player, limit)

    def apply(self, state: dict, move: dict) -> Outcome:
        return match.apply(state, move)

    def view(self, state: dict, seat: int | None) -> dict:
        return view.view(state, seat)

    def score_sheet(self, state: dict) -> dict:
        return scoring.score_sheet(state)

    def score_tally(self, tally: dict) -> dict:
        return scoring.score_tally(tally)

    def is_finished(self, state: dict) -> bool:
        return state["phase"] == "finished"
