"""The Modulo game class: metadata and options, the Game interface over the rules modules, and what others may see of a secret bid."""

from __future__ import annotations

from referee.engine import Game, Outcome
from referee.games.wire import SchemaWire

from . import bidding, play, schema, scoring, validation
from .catalog import RULES
from .options import OPTIONS
from .view import view


class ModuloGame(SchemaWire, Game):
    id = "modulo"
    title = (
        "Modulo (three-player tricks: score when your tricks leave remainder 1 by your secret bid)"
    )
    rules_version = "modulo-1"
    player_counts = (3,)
    options = OPTIONS
    turn_rule = "MOD-4.4"
    over_rule = "MOD-6.1"
    rules = RULES

    state_schema = schema.STATE
    move_schemas = schema.MOVES
    view_schema = schema.VIEW
    tally_schema = schema.TALLY

    def new_state(self, options: dict, seed: str) -> dict:
        return play.new_state(options, seed)

    def check_state(self, state: dict) -> None:
        validation.check_state(state)

    def to_move(self, state: dict) -> list[int]:
        return list(state["to_move"])

    def legal_moves(self, state: dict, player: int, limit: int) -> tuple[list[dict], bool]:
        return play.legal_moves(state, player, limit)

    def play(self, state: dict, move: dict) -> Outcome:
        """The framework's turn check would cite MOD-4.4 for a second bid or a bid during
        trick play; MOD-4.11 names other rules for those, in a fixed order, so Modulo
        referees every move through that order (after the framework's seat check)."""
        self.check_seat(state, move["player"], "move.player")
        return play.referee(state, move)

    def apply(self, state: dict, move: dict) -> Outcome:
        return play.referee(state, move)

    def view(self, state: dict, seat: int | None) -> dict:
        return view(state, seat)

    def public_record(
        self, move: dict, events: list[dict], seat: int | None
    ) -> tuple[dict | None, list[dict]]:
        """MOD-3.4, MOD-3.5: a bid's value is the bidder's alone until the bid that
        completes the bidding, whose events reveal all three at once. Bid events never
        carry a value, so only the move needs hiding."""
        if (
            move["type"] == "bid"
            and seat != move["player"]
            and not any(event["type"] == "reveal" for event in events)
        ):
            return bidding.hidden_bid(move), events
        return move, events

    def score_sheet(self, state: dict) -> dict:
        return scoring.score_sheet(state)

    def score_tally(self, tally: dict) -> dict:
        return scoring.score_tally(tally)

    def is_finished(self, state: dict) -> bool:
        return state["phase"] == "finished"
