"""Ledgers in every game: where a carried row stands, its sheet rows, and a row's two shapes on
the wire, which the document states as marshmallow checks them."""

from __future__ import annotations

import jsonschema
import pytest
from marshmallow import ValidationError

from referee.engine import InvalidState
from referee.games import ledgers
from referee.games.registry import REGISTRY
from referee.games.wire import Invalid, compiled
from referee.games.wire.ledger import LedgerRowSchema

CARRIED = {"carried": True, "deals": 2, "points": {"0": 5, "1": 7}}
ROW = {"number": 3, "totals": {"0": 1, "1": 4}}


def test_a_carried_row_opens_a_ledger_and_only_there():
    assert ledgers.carried_row([CARRIED, ROW]) == CARRIED
    assert ledgers.recorded([CARRIED, ROW]) == [ROW]
    assert ledgers.carried_row([ROW]) is None and ledgers.recorded([ROW]) == [ROW]
    ledgers.check_placed([CARRIED, ROW], "state.ledger", "X-1")
    with pytest.raises(InvalidState) as refused:
        ledgers.check_placed([ROW, CARRIED], "state.ledger", "X-1")
    assert refused.value.path == "state.ledger.1" and "(X-1)" in refused.value.message


def test_sheet_rows_run_from_the_carried_points():
    assert ledgers.running_rows([CARRIED, ROW], ("0", "1"), "deals") == [
        {"number": 2, "totals": {"0": 5, "1": 7}, "scores": {"0": 5, "1": 7}, "carried": True},
        {"number": 3, "totals": {"0": 1, "1": 4}, "scores": {"0": 6, "1": 11}},
    ]


def test_copied_rows_share_nothing_with_the_state():
    rows = [CARRIED, {"bids": [2, 3, 4], "tricks": [1, 6, 6]}]
    copies = ledgers.copied(rows)
    assert copies == rows
    assert copies[0]["points"] is not CARRIED["points"]
    assert copies[1]["bids"] is not rows[1]["bids"]


def row_schemas():
    """Every game's ledger row schema, found through its state schema."""
    found = {}
    for game in REGISTRY.values():
        for field in game.state_schema.fields.values():
            inner = getattr(field, "inner", None)
            schema = getattr(inner, "schema", None)
            if isinstance(schema, LedgerRowSchema):
                found[game.id] = schema
    return found


def test_every_game_s_ledger_rows_take_a_carried_row():
    assert set(row_schemas()) == set(REGISTRY)


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_the_document_of_a_row_accepts_what_the_schema_accepts(game_id):
    schema = row_schemas()[game_id]
    row, carried = (
        {name: SAMPLES[name] for name in names} for names in (schema.ROW, schema.CARRIED)
    )
    candidates = [
        row,
        carried,
        {**row, **carried},
        {**row, "carried": True},
        {key: value for key, value in carried.items() if key != "carried"},
        {key: value for key, value in row.items() if key != schema.ROW[0]},
        {},
    ]
    document = schema.document
    for candidate in candidates:
        try:
            compiled(schema)(candidate)
            accepted = True
        except (Invalid, ValidationError):
            accepted = False
        assert accepted == jsonschema.Draft202012Validator(document).is_valid(candidate), candidate
        assert accepted == (candidate in (row, carried)), candidate


SAMPLES = {
    "number": 1,
    "totals": {"0": 1, "1": 0},
    "bids": [2, 3, 4],
    "tricks": [1, 6, 6],
    "carried": True,
    "deals": 1,
    "games": 1,
    "points": {"0": 1, "1": 0},
    "baazi_deals": 1,
    "baazis_won": {"0": 0, "1": 0},
}
