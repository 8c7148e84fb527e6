"""The Seep game class: its name, player counts and the rules it cites for turn and match end."""

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


class SeepGame(PackagedGame):
    id = "seep"
    title = "Seep (Sip, Sweep): houses of 9 to 13, partnerships, baazi to a 100-point lead"
    rules_version = "seep-1"
    player_counts = (4, 2)
    turn_rule = "SEP-3.9"
    over_rule = "SEP-11.2"
    citations = refusals.CITATION_ORDER
    schema_version = 2
    roles = Roles(
        catalog, deal, moves, options, sampling, schema, scoring, upgrades, validation, view
    )
