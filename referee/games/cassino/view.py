"""What a seat may see (CAS-1.5): the public table and counts, its own hand, never the piles."""

from __future__ import annotations

from referee.engine.states import card_counts, view_head
from referee.games import ledgers

from .deal import ROUNDS
from .scoring import extra_game_due


def view(state: dict, seat: int | None) -> dict:
    """What `seat` sees of the state; `None`: a spectator, who sees no hand."""
    finished = state["phase"] == "finished"
    return {
        **view_head(state, seat),
        **card_counts(state),
        "scores": dict(state["scores"]),
        "ledger": ledgers.copied(state["ledger"]),
        "game_number": state["game_number"],
        "round": state["round"],
        "rounds": ROUNDS[state["options"]["players"]],
        "leader": state["leader"],
        "extra_game": extra_game_due(state["scores"], state["options"]["target_score"]),
        "table": list(state["table"]),
        "reservations": [dict(r, cards=list(r["cards"])) for r in state["reservations"]],
        "pile_counts": {side: len(pile) for side, pile in state["piles"].items()},
        "sweeps": dict(state["sweeps"]),
        "last_capturer": state["last_capturer"],
        # D-18: captured cards stay face down until the game is scored; a finished
        # match shows the piles its last game was scored from.
        "piles": {side: list(pile) for side, pile in state["piles"].items()} if finished else None,
    }
