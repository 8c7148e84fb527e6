"""Every numeric option states both its bounds: in the registry, GET /v1/games/{game} and the
rules pages (never "None", never "1 to None")."""

from __future__ import annotations

import pytest

from referee.engine.game import Option
from referee.games.registry import REGISTRY
from referee.rules_pages import page

RANGED = [
    (game.id, option)
    for game in REGISTRY.values()
    for option in game.options
    if option.values is None
]


@pytest.mark.parametrize(
    "game_id,option", RANGED, ids=[f"{game_id}.{option.name}" for game_id, option in RANGED]
)
def test_every_integer_option_has_a_finite_minimum_and_maximum(game_id, option):
    assert isinstance(option.minimum, int), f"{game_id} options.{option.name} has no minimum"
    assert isinstance(option.maximum, int), f"{game_id} options.{option.name} has no maximum"
    assert option.minimum <= option.maximum


def test_a_range_is_described_with_the_bounds_it_has():
    both = Option("n", 3, "a count", "R-1", minimum=1, maximum=9).describe()
    assert (both["minimum"], both["maximum"]) == (1, 9)
    floor = Option("n", 3, "a count", "R-1", minimum=1).describe()
    assert floor["minimum"] == 1 and "maximum" not in floor


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_no_answer_or_page_shows_a_missing_bound(client, game_id):
    described = client.get(f"/v1/games/{game_id}").get_json()
    for option in described["options"]:
        assert None not in (option.get("minimum", 0), option.get("maximum", 0)), option
    text = page(REGISTRY[game_id])
    assert "None" not in text


SUITS, RANKS = "CDHS", ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


@pytest.mark.parametrize(
    "name,value,status",
    [
        ("ten_of_diamonds_points", 2**64 - 1, 400),  # past 64 bits once summed: never a 500
        ("ten_of_diamonds_points", 101, 400),
        ("ten_of_diamonds_points", 100, 200),
        ("sweep_points", 1001, 400),
        ("most_cards_bonus", -1, 400),
    ],
)
def test_a_seep_tallys_options_keep_the_match_options_bounds(client, name, value, status):
    """SEP-13: a tally is scored with the options a match may have, in their bounds."""
    bound = next(option for option in REGISTRY["seep"].options if option.name == name)
    every_card = [rank + suit for suit in SUITS for rank in RANKS]
    tally = {
        "players": 2,
        "sides": {
            "0": {"cards": every_card, "sweep_points": 0},
            "1": {"cards": [], "sweep_points": 0},
        },
        "options": {name: value},
    }
    answer = client.post("/v1/games/seep/scores", json={"tally": tally})
    assert answer.status_code == status, answer.get_json()
    if status == 400:
        problem = answer.get_json()
        assert problem["path"] == f"tally.options.{name}"
        # Past 64 bits the body is refused as it is read, before any option is looked at.
        assert f"{bound.maximum}" in problem["detail"] or (
            value >= 2**63 and "64-bit" in problem["detail"]
        )
