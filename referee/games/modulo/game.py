"""The Modulo game class: its metadata over the role modules, and the hook it refines."""

from __future__ import annotations

from referee.games.package import PackagedGame, Roles

from . import (
    bidding,
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


class ModuloGame(PackagedGame):
    id = "modulo"
    title = (
        "Modulo (three-player tricks: score when your tricks leave remainder 1 by your secret bid)"
    )
    rules_version = "modulo-1"
    player_counts = (3,)
    turn_rule = "MOD-4.4"
    over_rule = "MOD-6.1"
    citations = refusals.CITATION_ORDER
    roles = Roles(
        catalog, deal, moves, options, sampling, schema, scoring, upgrades, validation, view
    )

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
