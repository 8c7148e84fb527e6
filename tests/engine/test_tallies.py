"""The checks every game makes of a tally: a player count of the game's, exactly its sides."""

import pytest

from referee.engine import InvalidState
from referee.engine.tallies import either, require_players, require_sides


def test_values_are_listed_with_the_last_after_or():
    assert either((2, 3, 4)) == "2, 3 or 4"
    assert either((4, 2)) == "4 or 2"
    assert either((3,)) == "3"


def test_a_player_count_the_game_lacks_is_refused_citing_its_rule():
    require_players(4, (2, 4, 6), "SAM-12.1")
    with pytest.raises(InvalidState) as refused:
        require_players(5, (2, 4, 6), "SAM-12.1")
    assert refused.value.message == "players must be 2, 4 or 6 (SAM-12.1); got 5"
    assert refused.value.path == "tally.players"


def test_the_sides_must_be_exactly_the_game_s():
    require_sides({"1": 0, "0": 3}, ("0", "1"), "tally.sides")
    with pytest.raises(InvalidState) as refused:
        require_sides({"2": 0, "0": 1}, ("0", "1"), "tally.payoff_left")
    assert refused.value.message == ("tally.payoff_left must name exactly the sides 0, 1; got 0, 2")
    assert refused.value.path == "tally.payoff_left"


def test_a_refusal_of_the_sides_may_cite_a_rule_and_word_its_lead():
    with pytest.raises(InvalidState) as refused:
        require_sides({}, ("0", "1"), "tally.sides", rule="RON-0.4")
    assert refused.value.message == (
        "tally.sides must name exactly the sides 0, 1 (RON-0.4); got none"
    )
    with pytest.raises(InvalidState) as refused:
        require_sides({"0": 1}, ("0", "1"), "tally.sides", lead="a 2-player tally has")
    assert refused.value.message == "a 2-player tally has the sides 0, 1; got 0"
