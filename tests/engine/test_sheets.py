"""Score sheets in one shape: totals are the items' sum, and the unit covered is named."""

import pytest

from referee.engine.sheets import item, match_totals, sheet


def test_totals_are_the_sum_of_the_items_side_by_side():
    items = [
        item("cards", "Most cards", "CAS-7.1", {"0": 3, "1": 0}),
        item("sweeps", "Sweeps", "CAS-7.6", {"0": 1, "1": 2}, detail={"0": 1, "1": 2}),
    ]
    out = sheet("cassino", "game", 1, True, ("0", "1"), items, match=match_totals({}, False))
    assert out["totals"] == {"0": 4, "1": 2}
    assert (out["covers"], out["number"], out["final"], out["deals"]) == ("game", 1, True, [])
    assert out["items"][1]["detail"] == {"0": 1, "1": 2}


def test_a_sheet_names_what_it_covers_from_a_fixed_list():
    with pytest.raises(ValueError):
        sheet("cassino", "hand", 1, True, ("0", "1"), [])
