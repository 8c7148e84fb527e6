"""Time controls as arithmetic on a clock the test sets: banks, increments, caps, pauses."""

from __future__ import annotations

import pytest

from referee.engine import MalformedInput
from referee.engine.errors import ConflictingOptions
from referee.sessions.clocks import Clocks, Control, instant

T = 1_700_000_000_000  # ms since the epoch


def control(**fields) -> Control:
    return Control.parse(fields)


# -- the control, as an opener sends it ------------------------------------------------------
@pytest.mark.parametrize(
    "fields, expected",
    [
        ({"per_move": 30}, Control(None, 0, 30_000, "forfeit")),
        ({"initial": 300, "increment": 3}, Control(300_000, 3_000, None, "forfeit")),
        ({"initial": 1.5, "per_move": 0.25}, Control(1_500, 0, 250, "forfeit")),
        (
            {"per_move": 259200, "on_timeout": "bot"},
            Control(None, 0, 259_200_000, "bot", "greedy", 3),
        ),
        (
            {"per_move": 30, "on_timeout": "bot", "bot": "expert", "takeover_after": 1},
            Control(None, 0, 30_000, "bot", "expert", 1),
        ),
    ],
)
def test_a_control_reads_seconds_as_milliseconds_with_its_defaults(fields, expected):
    assert Control.parse(fields) == expected
    assert Control.from_json(expected.to_json()) == expected


@pytest.mark.parametrize(
    "fields, path",
    [
        ("30", "clock"),
        ({"per_move": "30"}, "clock.per_move"),
        ({"per_move": True}, "clock.per_move"),
        ({"per_move": 0}, "clock.per_move"),
        ({"per_move": -1}, "clock.per_move"),
        ({"initial": 10**9}, "clock.initial"),
        ({"initial": 60, "increment": -1}, "clock.increment"),
        ({"per_move": 30, "on_timeout": "lose"}, "clock.on_timeout"),
        ({"per_move": 30, "on_timeout": "bot", "bot": "genius"}, "clock.bot"),
        ({"per_move": 30, "on_timeout": "bot", "takeover_after": 0}, "clock.takeover_after"),
        ({"per_move": 30, "on_timeout": "bot", "takeover_after": 2.5}, "clock.takeover_after"),
        ({"per_move": 30, "moves": 40}, "clock.moves"),
    ],
)
def test_a_malformed_control_is_refused_where_it_is_wrong(fields, path):
    with pytest.raises(MalformedInput) as refused:
        Control.parse(fields)
    assert refused.value.path == path
    assert not isinstance(refused.value, ConflictingOptions)


@pytest.mark.parametrize(
    "fields, path",
    [
        ({}, "clock"),
        ({"on_timeout": "bot"}, "clock"),
        ({"increment": 3, "per_move": 30}, "clock.increment"),
        ({"increment": 0.0004, "per_move": 30}, "clock.increment"),  # under a millisecond
        ({"per_move": 30, "bot": "random"}, "clock.bot"),
        ({"per_move": 30, "takeover_after": 2}, "clock.takeover_after"),
    ],
)
def test_fields_that_do_not_go_together_are_a_conflict(fields, path):
    with pytest.raises(ConflictingOptions) as refused:
        Control.parse(fields)
    assert refused.value.path == path


# -- a bank (TBL-1) ---------------------------------------------------------------------------
def test_a_bank_runs_only_while_its_seat_moves():
    clocks = Clocks.start(control(initial=60), 2, [0], T)
    assert clocks.deadline(0) == T + 60_000
    assert clocks.deadline(1) is None
    later = clocks.charged(T + 10_000)
    assert later.left == (50_000, 60_000)
    assert later.deadline(0) == T + 60_000  # charging never moves a deadline


def test_fischer_increment_is_added_after_each_of_the_seats_moves():
    clocks = Clocks.start(control(initial=300, increment=3), 2, [0], T)
    clocks = clocks.moved(0, [1], T + 10_000)
    assert clocks.left == (293_000, 300_000)
    assert clocks.running == (1,)
    clocks = clocks.moved(1, [0], T + 15_000)
    assert clocks.left == (293_000, 298_000)
    assert clocks.deadline(0) == T + 15_000 + 293_000


def test_a_seat_that_moves_twice_in_a_row_keeps_running_and_gains_each_increment():
    clocks = Clocks.start(control(initial=60, increment=2), 2, [0], T)
    clocks = clocks.moved(0, [0], T + 5_000)
    clocks = clocks.moved(0, [1], T + 9_000)
    assert clocks.left == (60_000 - 9_000 + 4_000, 60_000)


def test_a_bank_shows_no_less_than_nothing_and_its_deadline_stays_put():
    fresh = Clocks.start(control(initial=1), 2, [0], T)
    clocks = fresh.charged(T + 5_000)
    assert clocks.wire(T + 5_000)["seats"][0]["left"] == 0
    assert clocks.expired(T + 5_000) == (T + 1_000, 0)
    assert fresh.charged(T + 1_000).stopped(T + 1_000).left == (0, 1_000)


# -- a cap on each move ----------------------------------------------------------------------
def test_a_move_cap_starts_afresh_with_every_move():
    clocks = Clocks.start(control(per_move=30), 2, [0], T)
    assert clocks.deadline(0) == T + 30_000
    clocks = clocks.moved(0, [0], T + 20_000)  # the same seat moves again
    assert clocks.deadline(0) == T + 50_000
    assert clocks.left == (None, None)


def test_the_sooner_of_bank_and_cap_is_the_deadline():
    clocks = Clocks.start(control(initial=40, per_move=30), 2, [0], T)
    assert clocks.deadline(0) == T + 30_000
    clocks = clocks.moved(0, [1], T + 25_000).moved(1, [0], T + 26_000)
    assert clocks.left[0] == 15_000
    assert clocks.deadline(0) == T + 26_000 + 15_000  # the bank, now sooner


# -- simultaneous movers (Modulo's bids) --------------------------------------------------------
def test_several_movers_run_at_once_and_each_stops_when_it_moves():
    clocks = Clocks.start(control(initial=60, per_move=20), 3, [0, 1, 2], T)
    clocks = clocks.moved(1, [0, 2], T + 5_000)
    assert clocks.running == (0, 2)
    assert clocks.left == (55_000, 55_000, 55_000)
    assert clocks.deadline(1) is None
    assert clocks.deadline(0) == T + 20_000  # the cap, counted from the start of the bids
    clocks = clocks.moved(0, [2], T + 12_000)
    assert clocks.next_deadline() == (T + 20_000, 2)
    assert clocks.expired(T + 19_999) is None
    assert clocks.expired(T + 20_000) == (T + 20_000, 2)


def test_the_lowest_seat_goes_first_when_two_time_out_at_once():
    clocks = Clocks.start(control(per_move=10), 4, [3, 1], T)
    assert clocks.expired(T + 10_000) == (T + 10_000, 1)


def test_a_seat_that_starts_moving_starts_its_move_afresh():
    clocks = Clocks.start(control(per_move=10), 2, [0, 1], T)
    clocks = clocks.moved(0, [1], T + 4_000)
    clocks = clocks.moved(1, [0, 1], T + 6_000)
    assert clocks.deadline(0) == T + 16_000  # seat 0 began a new move at 6 s
    assert clocks.deadline(1) == T + 16_000


# -- timeouts in a row --------------------------------------------------------------------------
def test_timeouts_in_a_row_count_until_the_seat_moves_itself():
    clocks = Clocks.start(control(per_move=5, on_timeout="bot"), 2, [0], T)
    clocks = clocks.moved(0, [1], T + 5_000, timed_out=True)
    clocks = clocks.moved(1, [0], T + 6_000)
    clocks = clocks.moved(0, [1], T + 11_000, timed_out=True)
    assert clocks.streak == (2, 0)
    clocks = clocks.moved(1, [0], T + 12_000).moved(0, [1], T + 13_000)
    assert clocks.streak == (0, 0)


# -- pausing (TBL-1.2) --------------------------------------------------------------------------
def test_a_paused_clock_stands_and_has_no_deadline():
    clocks = Clocks.start(control(initial=60, per_move=30), 2, [0], T)
    paused = clocks.paused_at(T + 10_000)
    assert paused.left == (50_000, 60_000)
    assert paused.deadline(0) is None and paused.next_deadline() is None
    assert paused.charged(T + 500_000).left == (50_000, 60_000)
    assert paused.paused_at(T + 99_000) == paused
    resumed = paused.resumed_at(T + 100_000)
    assert resumed.deadline(0) == T + 100_000 + 20_000  # the move's cap had 20 s left
    assert resumed.resumed_at(T + 200_000) == resumed


def test_clocks_created_paused_start_when_resumed():
    clocks = Clocks.start(control(per_move=30), 2, [1], T, paused=True)
    assert clocks.next_deadline() is None
    assert clocks.resumed_at(T + 3_600_000).deadline(1) == T + 3_600_000 + 30_000


def test_moves_made_while_paused_cost_no_time():
    clocks = Clocks.start(control(initial=60), 2, [0], T).paused_at(T)
    clocks = clocks.moved(0, [1], T + 50_000)
    assert clocks.left == (60_000, 60_000)


# -- the end ----------------------------------------------------------------------------------
def test_stopped_clocks_run_no_more():
    clocks = Clocks.start(control(initial=60), 2, [0], T).stopped(T + 1_000)
    assert clocks.left == (59_000, 60_000)
    assert clocks.next_deadline() is None
    assert clocks.charged(T + 99_000).left == (59_000, 60_000)


def test_time_never_runs_backwards():
    clocks = Clocks.start(control(initial=60), 2, [0], T)
    assert clocks.charged(T - 5_000).left == (60_000, 60_000)
    assert clocks.charged(T - 5_000).since == T


# -- as stored and on the wire --------------------------------------------------------------------
def test_clocks_are_stored_as_json_and_read_back_alike():
    clocks = Clocks.start(control(initial=60, per_move=9, on_timeout="bot"), 3, [0, 2], T)
    clocks = clocks.moved(2, [0], T + 1_234, timed_out=True).paused_at(T + 2_000)
    assert Clocks.from_json(clocks.to_json()) == clocks


def test_the_wire_gives_each_seat_its_bank_now_and_its_deadline():
    clocks = Clocks.start(control(initial=60, increment=0.5), 2, [0], T)
    wire = clocks.wire(T + 1_500)
    assert wire == {
        "now": instant(T + 1_500),
        "paused": False,
        "seats": [
            {
                "seat": 0,
                "left": 58.5,
                "running": True,
                "deadline": instant(T + 60_000),
                "timeouts": 0,
            },
            {"seat": 1, "left": 60, "running": False, "deadline": None, "timeouts": 0},
        ],
    }
    assert instant(T + 7) == "2023-11-14T22:13:20.007Z"
    assert control(initial=60, increment=0.5).wire()["increment"] == 0.5
