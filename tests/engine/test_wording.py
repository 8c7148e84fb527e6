"""Values and seats in refusal messages: JSON words, and the game's own seat range."""

from referee.engine.wording import json_text, seat_range


def test_values_read_as_json_not_python():
    assert [json_text(v) for v in (True, False, None, "7Q", 3)] == [
        "true",
        "false",
        "null",
        '"7Q"',
        "3",
    ]
    assert json_text({"0+2": 60, "1+3": [1, None]}) == '{"0+2": 60, "1+3": [1, null]}'


def test_seat_ranges_name_the_seats_of_the_game():
    assert seat_range(2) == "seats are 0 and 1 in this 2-player game"
    assert seat_range(4) == "seats are 0 to 3 in this 4-player game"
