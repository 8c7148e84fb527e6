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
