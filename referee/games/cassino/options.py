"""Cassino's options (CAS-10) and the check that spans two of them."""

from __future__ import annotations

from referee.engine.errors import MalformedInput
from referee.engine.game import Option

OPTIONS: tuple[Option, ...] = (
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


def check_options(options: dict) -> None:
    """MalformedInput when `first_player` names a seat the player count does not have."""
    first, players = options["first_player"], options["players"]
    if first != "random" and first >= players:
        raise MalformedInput(
            f'options.first_player must be "random" or a seat 0-{players - 1}; got {first}',
            path="options.first_player",
        )
