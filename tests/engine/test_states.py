"""The head every state and view opens with, and the start of every new match."""

from referee.engine.states import (
    HEAD,
    card_counts,
    copy_seats,
    in_order,
    match_fields,
    match_opening,
    view_head,
)

STATE = {
    "game": "demo",
    "schema_version": 3,
    "options": {"players": 2},
    "seed": "s",
    "phase": "play",
    "to_move": 1,
    "hands": [["AS", "2S"], ["3H"]],
    "stock": ["4D", "5D", "6D"],
    "scores": {"0": 0, "1": 0},
    "ledger": [{"number": 1, "totals": {"0": 2, "1": 3}}],
}


def test_a_state_opens_with_the_head_then_the_game_s_own_fields():
    assert match_fields("ledger", "table") == (*HEAD, "ledger", "table")
    assert HEAD[:2] == ("options", "seed") and HEAD[-1] == "scores"


def test_in_order_puts_the_fields_in_the_given_order_and_drops_the_rest():
    assert list(in_order({"b": 2, "a": 1, "c": 3}, ("a", "b"))) == ["a", "b"]


def test_a_new_match_starts_from_its_options_seed_and_every_side_on_zero():
    options = {"players": 4}
    opening = match_opening(options, "seed-1", ("0+2", "1+3"))
    assert opening == {"options": options, "seed": "seed-1", "scores": {"0+2": 0, "1+3": 0}}
    assert opening["options"] is not options  # the state owns its copy


def test_a_seat_sees_the_head_and_its_own_hand_only():
    head = view_head(STATE, 0)
    assert list(head) == [
        "game",
        "schema_version",
        "options",
        "phase",
        "to_move",
        "seat",
        "hand",
    ]
    assert (head["game"], head["schema_version"], head["seat"]) == ("demo", 3, 0)
    assert head["hand"] == ["AS", "2S"] and head["hand"] is not STATE["hands"][0]
    assert view_head(STATE, None)["hand"] is None  # a spectator


def test_the_seats_to_move_are_copied_when_they_are_a_list():
    seats = [0, 2]
    assert copy_seats(seats) == seats and copy_seats(seats) is not seats
    assert copy_seats(1) == 1 and copy_seats(None) is None
    assert view_head({**STATE, "to_move": seats}, 1)["to_move"] == [0, 2]


def test_a_view_counts_the_cards_of_every_hand_and_of_the_stock():
    assert card_counts(STATE) == {"hand_counts": [2, 1], "stock_count": 3}
