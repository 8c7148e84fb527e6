"""The Spite and Malice game: its name and metadata, and its role modules wired together."""

from __future__ import annotations

from referee.games.package import PackagedGame, Roles

from . import (
    catalog,
    deal,
    moves,
    options,
    refusals,
    sampling,
    schema,
    scoring,
    upgrades,
    validation,
    view,
)
from .options import seat_defaults


class SpiteAndMaliceGame(PackagedGame):
    id = "spite-and-malice"
    title = "Spite and Malice (Cat and Mouse): pay-off piles, center piles A to K, jokers wild"
    rules_version = "spite-and-malice-1"
    schema_version = 2
    player_counts = (2, 4, 6)
    turn_rule = "SAM-0.6"
    over_rule = "SAM-10.2"
    citations = refusals.CITATION_ORDER
    roles = Roles(
        catalog, deal, moves, options, sampling, schema, scoring, upgrades, validation, view
    )

    def resolve_options(self, options: dict | None, players: int | None = None) -> dict:
        """The client's options, with the defaults that depend on the seat count filled in.

        SAM-12.1 gives the mixed deal, the pack count and the pay-off size other defaults
        with 4 or 6 players, while an `Option` has one default; `seat_defaults` fills in
        only what the client left out, so a contradiction it wrote is still refused.
        """
        given = dict(options or {})
        seats = players if players is not None else given.get("players", 2)
        return super().resolve_options(seat_defaults(given, seats), players)
