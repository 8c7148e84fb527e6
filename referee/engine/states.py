"""The fields every game's state and view open with, and the start of every new match."""

from __future__ import annotations

from collections.abc import Iterable

# A state's fields after `game` and `schema_version` open with these, in this order, in every
# game; the game's own fields follow (DESIGN: "A state is a JSON object").
HEAD = ("options", "seed", "phase", "to_move", "hands", "stock", "scores")


def match_fields(*own: str) -> tuple[str, ...]:
    """Every field of a game's state after `game` and `schema_version`: the head, then `own`."""
    return (*HEAD, *own)


def in_order(fields: dict, names: tuple[str, ...]) -> dict:
    """`fields` in the order of `names`, which it must all hold; any other field is left out."""
    return {name: fields[name] for name in names}


def match_opening(options: dict, seed: str, sides: Iterable[str]) -> dict:
    """What every new match starts from: its options, its seed, and every side on 0."""
    return {"options": dict(options), "seed": seed, "scores": dict.fromkeys(sides, 0)}


def copy_seats(to_move: int | list[int] | None) -> int | list[int] | None:
    """A state's `to_move` for a new dict: the seat, or a copy of the list of seats."""
    return list(to_move) if isinstance(to_move, list) else to_move


def view_head(state: dict, seat: int | None) -> dict:
    """The fields every view opens with: the game, its options and phase, who moves, whose
    view it is, and that seat's own hand (None for a spectator, `seat` None)."""
    return {
        "game": state["game"],
        "schema_version": state["schema_version"],
        "options": dict(state["options"]),
        "phase": state["phase"],
        "to_move": copy_seats(state["to_move"]),
        "seat": seat,
        "hand": None if seat is None else list(state["hands"][seat]),
    }


def card_counts(state: dict) -> dict:
    """How many cards each hand and the stock hold: what a view shows of the ones it hides."""
    return {
        "hand_counts": [len(hand) for hand in state["hands"]],
        "stock_count": len(state["stock"]),
    }
