"""Options and the framework's checks shared by every game."""

import pytest

from referee.engine import MalformedInput, Option


def test_option_with_values():
    option = Option("target_score", 21, "match target", "CAS-8.1", values=(21, 51))
    assert option.check(51) == 51
    with pytest.raises(MalformedInput):
        option.check(30)
    with pytest.raises(MalformedInput):
        option.check(True)  # a bool is not the integer 1


def test_option_with_range():
    option = Option("deals", 4, "deals per baazi", "SEP-13", minimum=1, maximum=20)
    assert option.check(1) == 1
    for bad in (0, 21, "3", 2.5, None):
        with pytest.raises(MalformedInput):
            option.check(bad)


def test_nullable_range():
    option = Option(
        "baazi_count", 1, "baazis in the match", "SEP-11.2", minimum=1, maximum=20, nullable=True
    )
    assert option.check(None) is None and option.check(20) == 20
    assert option.describe()["nullable"] is True
    for bad in (0, 21, True, "2", [1]):
        with pytest.raises(MalformedInput):
            option.check(bad)


def test_unhashable_values_are_refused_not_crashed():
    option = Option("first_player", "random", "leader", "CAS-2.4", values=("random", 0, 1))
    for bad in ([0], {"a": 1}, 1.0, False):
        with pytest.raises(MalformedInput):
            option.check(bad)


def test_a_refusal_names_the_place_the_value_was_sent():
    option = Option("players", 2, "2 players, or 4 in teams", "CAS-2.1", values=(2, 4))
    with pytest.raises(MalformedInput) as refused:
        option.check(3)
    assert refused.value.path == "options.players"
    with pytest.raises(MalformedInput) as refused:
        option.check(3, path="players")  # sent beside `options`, at the top of the request
    assert refused.value.path == "players"
    assert refused.value.message == "players must be one of 2, 4; got 3"
