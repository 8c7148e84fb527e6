"""The known variants the referee leaves out (SEP-14, D-23): the 100-point game as described."""

from __future__ import annotations

from referee.games.seep import GAME
from tests.games.seep.positions import build, house, play, position


def test_no_limit_on_the_number_of_houses():  # D-23: no two-house limit
    state = position(
        hand="8C JS 5D",
        plays=36,
        loose="3H",
        houses=(house(9, "4S 5H", 1), house(10, "4C 6H", 3)),
        holds={1: "9D", 3: "10S"},
    )
    outcome = play(state, build(0, "8C", 11, "3H"))
    assert [h["value"] for h in outcome.state["houses"]] == [9, 10, 11]


def test_no_option_for_the_punjabi_game_or_the_under_nine_loss():  # D-23
    names = {option.name for option in GAME.options}
    assert names == {
        "players",
        "first_dealer",
        "baazi_margin",
        "baazi_count",
        "deals_per_baazi",
        "sweep_points",
        "first_play_sweep_points",
        "last_play_sweep_points",
        "ten_of_diamonds_points",
        "most_cards_bonus",
        "owner_may_throw",
    }
