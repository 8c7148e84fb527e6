"""Posted states: 400 when malformed, 422 when the rules cannot reach them; the wire round trip."""

import copy
import json

import pytest

from referee.engine.errors import InvalidState, MalformedInput
from referee.games.cassino import GAME
from tests.games.cassino.positions import checked, position, reserved_midround


def broken(change):
    state = copy.deepcopy(reserved_midround())
    change(state)
    return state


def swap_first_stock_card_into_hand(state):
    state["round"] = 5
    state["stock"] = state["piles"]["0"][:4] + state["piles"]["0"][4:8]
    del state["piles"]["0"][:8]


CASES = [
    (lambda s: s["table"].append("4H"), "card 4H appears twice: hands.0 and table"),
    (
        lambda s: s["piles"]["0"].remove("2S"),
        "card(s) 2S are in no zone; each of the 52 cards must be somewhere exactly once (CAS-1.1)",
    ),
    (lambda s: s["table"].append("JK"), "JK in table is not a card of the Cassino pack (CAS-1.1)"),
    (lambda s: s["hands"].append([]), "a 2-player game has 2 hands; got 3"),
    (
        lambda s: s.update(to_move=1),
        "to_move is 1 but with leader 0 and hand sizes [3, 3] seat 0 moves next (CAS-3.7)",
    ),
    (
        lambda s: s["table"].extend([s["hands"][0].pop(), s["hands"][0].pop()]),
        "hand sizes [1, 3] do not fit a round with leader 0: from the leader, players who "
        "have played hold one card fewer than the rest, at most 4 (CAS-3.7)",
    ),
    (lambda s: s.update(round=5), "in round 5 of 6 the stock holds 8 cards (CAS-3.5); got 0"),
    (
        lambda s: s["reservations"][0].update(value=5),
        "the reservation {AC 3H}=5 of seat 1 does not divide into groups each adding up to "
        "5 (CAS-5.2d)",
    ),
    (
        lambda s: (
            s["hands"][1].__setitem__(0, s["piles"]["0"].pop(0)) or s["piles"]["0"].append("4D")
        ),
        "seat 1 owns the reservation {AC 3H}=4 of seat 1 but holds no card of value 4 (CAS-5.7a)",
    ),
    (
        lambda s: (
            s["reservations"].append({"cards": ["5D"], "value": 5, "owner": 0})
            or s["table"].remove("5D")
        ),
        "reservations.1 has 1 card(s); a reservation has at least two (CAS-5.1)",
    ),
    (
        lambda s: (
            s["reservations"].append({"cards": ["5D", "KC"], "value": 9, "owner": 1})
            or s["table"].clear()
        ),
        "seat 1 owns two reservations; a player owns at most one (CAS-5.7b)",
    ),
    (lambda s: s.update(scores={"0": 3}), "scores must be keyed by the sides 0, 1; got 0"),
    (
        lambda s: s["sweeps"].update({"0": 30}),
        "seat 0 has 30 sweep(s) but only 42 captured card(s); each sweep captures at least "
        "two (CAS-4.5)",
    ),
    (
        lambda s: s.update(last_capturer=None),
        "last_capturer is null but cards have been captured in this game (CAS-4.4)",
    ),
    (
        lambda s: s.update(last_capturer=1),
        "seat 1 is the last capturer but the pile of seat 1 has 0 card(s) (CAS-4.4)",
    ),
    (
        lambda s: s.update(scores={"0": 25, "1": 3}),
        "the scores 0: 25, 1: 3 already decide the match at target 21 (CAS-8.3); the phase "
        "must be finished",
    ),
    (lambda s: s.update(phase="finished"), "a finished match has to_move null"),
    (
        lambda s: s["options"].update(first_player=3),
        "options.first_player 3 is not a seat of a 2-player game",
    ),
    (lambda s: s.update(leader=2), "leader 2 is not a seat of a 2-player game"),
    (
        lambda s: s.update(ledger=[{"number": 1, "totals": {"0": 5, "1": 6}}]),
        "the ledger lists 1 finished game(s); a match playing game 1 has 0 (CAS-8.1)",
    ),
    (
        lambda s: s.update(game_number=2, ledger=[{"number": 2, "totals": {"0": 5, "1": 6}}]),
        "ledger.0 is game 2; the ledger lists the games 1, 2, ... in order",
    ),
    (
        lambda s: s.update(game_number=2, ledger=[{"number": 1, "totals": {"0": 11}}]),
        "ledger.0.totals must be keyed by the sides 0, 1; got 0",
    ),
    (
        lambda s: s.update(game_number=2, ledger=[{"number": 1, "totals": {"0": 5, "1": 6}}]),
        "the scores 0: 0, 1: 0 are not the sum of the ledger's games, 0: 5, 1: 6 (CAS-8.1)",
    ),
    (
        lambda s: s.update(
            game_number=2,
            scores={"0": 3, "1": 2},
            ledger=[{"number": 1, "totals": {"0": 3, "1": 2}}],
        ),
        "game 1 scored 5 point(s) in all; a game scores 8 to 35, or 0 when nobody captured "
        "(CAS-7.9, CAS-6.3)",
    ),
    (
        lambda s: s.update(
            game_number=3,
            scores={"0": 22, "1": 22},
            ledger=[
                {"number": 1, "totals": {"0": 22, "1": 10}},
                {"number": 2, "totals": {"0": 0, "1": 12}},
            ],
        ),
        "the scores 0: 22, 1: 10 after game 1 decided the match at target 21 (CAS-8.3); "
        "no game 2 was played",
    ),
]


@pytest.mark.parametrize("change,message", CASES)
def test_inconsistent_states_are_422_with_a_precise_message(change, message):
    state = GAME.parse_state(json.loads(json.dumps(broken(change))))
    with pytest.raises(InvalidState) as refused:
        GAME.check_state(state)
    assert refused.value.message == message


def test_a_state_of_another_schema_version_is_422():
    state = dict(reserved_midround(), schema_version=GAME.schema_version + 1)
    with pytest.raises(InvalidState) as refused:
        GAME.load_state(json.loads(json.dumps(state)))
    assert refused.value.message.startswith(
        f"schema_version {GAME.schema_version + 1} is newer than this referee reads: it reads "
        f"cassino states of schema_version 1 to {GAME.schema_version}"
    )
    assert refused.value.path == "state.schema_version"


def test_cas_5_7_c_no_reservation_at_the_start_of_a_round():  # CAS-5.7 (c)
    state = position(
        ["5D"],
        {0: ["4H", "7S", "9C", "2D"], 1: ["4D", "8S", "QH", "2H"]},
        reservations=[(["AC", "3H"], 4, 1)],
    )
    with pytest.raises(InvalidState, match="start of a round"):
        checked(state)


def test_cas_3_7_hand_sizes_when_the_second_player_moves():  # CAS-3.7
    checked(position([], {1: ["4D", "8S"]}, to_move=1, leader=0))  # [1, 2]
    state = position([], {1: ["4D", "8S"]}, to_move=1, leader=0)
    state["hands"][0].append(state["piles"]["0"].pop())  # [2, 2]
    with pytest.raises(InvalidState, match="seat 0 moves next"):
        checked(state)


def test_schema_errors_are_400():
    for change in (
        lambda s: s.update(extra=1),
        lambda s: s.update(phase="bidding"),
        lambda s: s["hands"][0].append("1X"),
        lambda s: s.pop("sweeps"),
        lambda s: s["reservations"][0].update(value=14),
        lambda s: s.update(round="1"),
        lambda s: s.pop("ledger"),
        lambda s: s.update(ledger=[{"number": 0, "totals": {"0": 0, "1": 0}}]),
    ):
        with pytest.raises(MalformedInput):
            GAME.parse_state(broken(change))
    with pytest.raises(MalformedInput):
        GAME.parse_state(dict(reserved_midround(), game="ronda"))


def test_json_round_trip_of_states_moves_and_views():
    state = checked(reserved_midround())
    assert GAME.parse_state(json.loads(json.dumps(state))) == state
    for move in GAME.legal_moves(state, 0, 1000)[0]:
        assert GAME.parse_move(json.loads(json.dumps(move))) == move
        out = GAME.play(state, move)
        assert checked(out.state) == out.state
        json.dumps(out.to_dict())
    view = GAME.view(state, 0)
    assert GAME.view_schema.load(json.loads(json.dumps(view))) == view


def test_a_card_in_two_groups_is_taken_once():  # CAS-4.2: only the groups' union counts
    move = GAME.parse_move(
        {"player": 0, "type": "capture", "card": "8S", "groups": [["3H", "5C"], ["5C", "3H"]]}
    )
    assert move["cards"] == ["3H", "5C"]
