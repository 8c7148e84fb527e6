"""How refusals write values and seats: JSON words (true, null, "7Q"), and a game's seat range."""

from __future__ import annotations

import json
from typing import Any


def json_text(value: Any) -> str:
    """`value` as the client sent it, in JSON: true, null, "7Q", {"0": 1}; never Python's True."""
    return json.dumps(value, ensure_ascii=False, default=str)


def seat_range(players: int) -> str:
    """The seats of a game, for a message: "seats are 0 and 1 in this 2-player game"."""
    seats = "0 and 1" if players == 2 else f"0 to {players - 1}"
    return f"seats are {seats} in this {players}-player game"
