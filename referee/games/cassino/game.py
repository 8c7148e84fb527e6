"""The Cassino game: metadata, options and the Game interface over the rules modules."""

from __future__ import annotations

from ...engine.errors import MalformedInput
from ...engine.game import Game, Option, Outcome
from ..wire import SchemaWire
from . import schema
from .catalog import RULES
from .deal import first_leader
from .listing import legal_moves
from .play import apply_move, start_game
from .scoring import match_winner, sheet, tally_sheet
from .sides import sides
from .validation import check_state
from .view import view


class CassinoGame(SchemaWire, Game):
    id = "cassino"
    title = "Cassino (sum captures and reservations)"
    rules_version = "cassino-1"
    player_counts = (2, 4)
    options = (
        Option("players", 2, "2 players, or 4 in the teams 0+2 and 1+3", "CAS-2.1", values=(2, 4)),
        Option("target_score", 21, "points that win the match", "CAS-8.1", values=(21, 51)),
        Option(
            "first_player",
            "random",
            'leader of the first game: "random" or a seat',
            "CAS-2.4",
            values=("random", 0, 1, 2, 3),
        ),
    )
    turn_rule = "CAS-4.9"
    over_rule = "CAS-8.3"
    rules = RULES
    state_schema = schema.STATE
    move_schemas = schema.MOVES
    view_schema = schema.VIEW
    tally_schema = schema.TALLY

    def check_options(self, options: dict) -> None:
        first, players = options["first_player"], options["players"]
        if first != "random" and first >= players:
            raise MalformedInput(
                f'options.first_player must be "random" or a seat 0-{players - 1}; got {first}',
                path="options.first_player",
            )

    def new_state(self, options: dict, seed: str) -> dict:
        players = options["players"]
        first = options["first_player"]
        state = {
            "game": self.id,
            "schema_version": 1,
            "options": dict(options),
            "seed": seed,
            "scores": {side: 0 for side in sides(players)},
        }
        start_game(state, 1, first_leader(seed, players) if first == "random" else first)
        order = (
            "game",
            "schema_version",
            "options",
            "seed",
            "phase",
            "to_move",
            "hands",
            "stock",
            "scores",
            "game_number",
            "round",
            "leader",
            "table",
            "reservations",
            "piles",
            "sweeps",
            "last_capturer",
        )
        return {key: state[key] for key in order}

    def check_state(self, state: dict) -> None:
        check_state(state)

    def to_move(self, state: dict) -> list[int]:
        return [] if state["phase"] == "finished" else [state["to_move"]]

    def legal_moves(self, state: dict, player: int, limit: int) -> tuple[list[dict], bool]:
        return legal_moves(state, player, limit)

    def apply(self, state: dict, move: dict) -> Outcome:
        return apply_move(state, move)

    def view(self, state: dict, seat: int | None) -> dict:
        return view(state, seat)

    def score_sheet(self, state: dict) -> dict:
        """The sheet of the game in the state: final once the match is over, else so far."""
        finished = state["phase"] == "finished"
        out = sheet(state["piles"], state["sweeps"], final=finished)
        target = state["options"]["target_score"]
        out["match"] = {
            "scores": dict(state["scores"]),
            "target": target,
            "finished": finished,
            "winner": match_winner(state["scores"], target) if finished else None,
        }
        return out

    def score_tally(self, tally: dict) -> dict:
        return tally_sheet(tally)

    def is_finished(self, state: dict) -> bool:
        return state["phase"] == "finished"
