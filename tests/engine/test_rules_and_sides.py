"""The rules catalog container and the one side-naming scheme every game uses."""

import pytest

from referee.engine import Rule, RulesCatalog, partnership_sides, side_name, side_seats


def test_catalog_looks_up_by_id_and_keeps_order():
    catalog = RulesCatalog(
        "demo",
        "demo-1",
        [Rule("X-1", "One", "Text one.", "1 Intro"), Rule("D-1", "Two", "Text two.", "Decisions")],
    )
    assert [entry.id for entry in catalog] == ["X-1", "D-1"]
    assert "X-1" in catalog and "X-2" not in catalog
    entry = catalog.get("D-1")
    assert entry is not None and entry.title == "Two" and catalog.get("D-2") is None
    assert catalog.url("X-1") == "/v1/games/demo/rules/X-1"


def test_catalog_refuses_a_duplicate_id():
    with pytest.raises(ValueError, match="twice"):
        RulesCatalog("demo", "demo-1", [Rule("X-1", "a", "b", "c"), Rule("X-1", "d", "e", "f")])


@pytest.mark.parametrize(
    "players, teams, expected",
    [
        (2, 2, ("0", "1")),
        (3, 3, ("0", "1", "2")),
        (4, 2, ("0+2", "1+3")),
        (6, 3, ("0+3", "1+4", "2+5")),
        (6, 2, ("0+2+4", "1+3+5")),
    ],
)
def test_partnership_sides(players, teams, expected):
    assert partnership_sides(players, teams) == expected
    for side in expected:
        assert side_name(side_seats(side)) == side
