"""The Ronda game class: its name, player counts and turn rules, over the package's role modules."""

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


class RondaGame(PackagedGame):
    id = "ronda"
    title = "Ronda (Moroccan fishing game: runs, Este, Mesa, rondas and tringas)"
    rules_version = "ronda-1"
    schema_version = 2
    player_counts = (2, 3, 4)
    turn_rule = "RON-5.1"
    over_rule = "RON-10.7"
    citations = refusals.CITATION_ORDER
    roles = Roles(
        catalog, deal, moves, options, sampling, schema, scoring, upgrades, validation, view
    )
