"""The Cassino game: its name and numbers, over the role modules that hold its rules."""

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


class CassinoGame(PackagedGame):
    id = "cassino"
    title = "Cassino (sum captures and reservations)"
    rules_version = "cassino-1"
    schema_version = 2
    player_counts = (2, 4)
    turn_rule = "CAS-4.9"
    over_rule = "CAS-8.3"
    citations = refusals.CITATION_ORDER
    roles = Roles(
        catalog, deal, moves, options, sampling, schema, scoring, upgrades, validation, view
    )
