"""check_state: every impossible state is a precise InvalidState (422), never a crash.

Chiefly SEP-1.1, SEP-3.10, SEP-6.1, SEP-8.1 and SEP-8.3.
"""

from __future__ import annotations

import copy
import json
import random

import pytest

from referee.engine import InvalidState, MalformedInput
from referee.games.seep import GAME
from tests.games.seep.positions import house, opening, played, position


def base() -> dict:
    return position(hand="10C 3H", loose="2D 6D", houses=(house(10, "4S 6H", 1),), holds={1: "10S"})


def invalid(state: dict, *fragments: str) -> str:
    with pytest.raises(InvalidState) as bad:
        GAME.load_state(json.loads(json.dumps(state)))
    for fragment in fragments:
        assert fragment in bad.value.message, bad.value.message
    return bad.value.message


def test_a_valid_hand_built_state_loads():  # SEP-1.1, SEP-3.10, SEP-8.3
    state = base()
    assert GAME.load_state(json.loads(json.dumps(state))) == state


def test_a_duplicated_card_is_named_with_both_places():  # SEP-1.1
    state = base()
    state["hands"][2].append("6D")
    invalid(state, "card 6D appears twice: hands.2 and loose")


def test_a_missing_card_and_a_joker():  # SEP-1.1
    state = base()
    state["piles"]["0+2"].pop()
    invalid(state, "is missing")
    state = base()
    state["piles"]["0+2"].append("JK")
    invalid(state, "card JK in piles.0+2 is not in Seep's pack")


def test_hand_sizes_follow_the_play_number():  # SEP-3.10
    state = base()
    state["hands"][1].append(state["piles"]["0+2"].pop())
    invalid(state, "hands.1 holds 3 cards", "must hold 2")


def test_turn_phase_and_play_number():  # SEP-3.9
    state = base()
    state["to_move"] = 2
    invalid(state, "to_move must be seat 0")
    state = base()
    state["phase"] = "dancing"
    invalid(state, "phase must be one of")
    state = base()
    state["plays"] = 48
    invalid(state, "plays must be 1 to 47")


@pytest.mark.parametrize(
    "change,fragment",
    [
        (lambda h: h.update(value=8), "a house is worth 9 to 13 (SEP-6.3)"),
        (lambda h: h.update(owners=[]), "has 0 owners"),
        (lambda h: h.update(owners=[1, 3]), "are of one side"),
        (lambda h: h.update(owners=[0, 1]), "ordinary and has two owners"),
        (lambda h: h.update(owners=[7]), "owner 7 of the 10-house is not a seat"),
        (
            lambda h: h.update(owners=[2]),
            "seat 2 owns the 10-house but holds no card of value 10 (SEP-8.3)",
        ),
    ],
)
def test_malformed_houses(change, fragment):  # SEP-6.1, SEP-6.3, SEP-8.1, SEP-8.3
    state = base()
    change(state["houses"][0])
    invalid(state, fragment)


def test_house_cards_must_split_and_values_be_unique():  # SEP-6.1, SEP-6.2
    state = base()
    state["houses"][0]["cards"] = ["4S", "5H"]
    state["piles"]["0+2"].remove("5H")
    state["piles"]["0+2"].append("6H")
    invalid(state, "do not split into combinations of 10")
    state = position(
        hand="10C 3H", houses=(house(10, "4S 6H", 1), house(9, "4C 5D", 1)), holds={1: "10S 9S"}
    )
    state["houses"][1]["value"] = 10
    state["houses"][1]["cards"] = ["4C", "6D"]
    state["piles"]["0+2"].remove("6D")
    state["piles"]["0+2"].append("5D")
    invalid(state, "there are two 10-houses")
    state = base()
    state["houses"][0]["cards"] = ["10H"]
    state["piles"]["0+2"] += ["4S", "6H"]
    state["piles"]["0+2"].remove("10H")
    invalid(state, "a pile of two or more cards")


def test_bid_sweeps_and_captures():  # SEP-3.3, SEP-9.1, SEP-5.7, SEP-4.5
    state = base()
    state["bid"] = None
    invalid(state, "bid must be a value from 9 to 13")
    state = base()
    state["sweeps"]["1+3"] = [37]  # play 37 is P0's (team A)
    invalid(state, "cannot be a sweep of side 1+3")
    state = base()
    state["sweeps"]["0+2"] = [41]
    invalid(state, "names play 41, but 40 plays have been made")
    state = base()
    state["last_capturer"] = None
    invalid(state, "last_capturer is null")
    state = base()
    state["last_capture"] = {"player": 1, "count": 2}
    invalid(state, "last_capture names seat 1")


def test_sides_options_and_scores():  # SEP-0.3, SEP-11.1, SEP-13
    state = base()
    state["scores"] = {"NS": 0, "EW": 0}
    invalid(state, "scores must have exactly the sides 0+2, 1+3")
    state = base()
    state["options"]["players"] = 3
    invalid(state, "state.options.players must be one of")
    state = base()
    state["scores"] = {"0+2": 120, "1+3": 10}
    invalid(state, "would have ended the baazi")
    state = base()
    state["baazis_won"] = {"0+2": 1, "1+3": 0}
    invalid(state, "the 1-baazi match is over")


def test_opening_phases():  # SEP-3.1, SEP-3.6
    state = opening(dealer=0, hand="KH 9C 4D 2S", floor="3D 6C 4S 9H")
    broken = copy.deepcopy(state)
    broken["hands"][2] = [broken["stock"].pop()]
    invalid(broken, "hands.2 holds 1 cards; before play 1 (SEP-3.1) it must hold 0")
    first = opening(dealer=0, hand="KH 9C 4D 2S", floor="3D 6C 4S 9H", bid=13)
    first["bid"] = 10
    invalid(first, "holds no card of the bid value 10")


def test_two_player_reserves():  # SEP-12.3
    state = position(hand="7C 2H", players=2, dealer=1, plays=20, loose="3D")
    state["piles"]["0"].append(state["reserves"][0].pop())
    invalid(state, "reserves.0 holds 11 cards")


def test_schema_errors_are_400():  # SEP-0.2
    state = base()
    for bad in [
        {**state, "extra": 1},
        {**state, "hands": "x"},
        {**state, "loose": ["1S"]},
        {**state, "bid": True},
        {**state, "options": {**state["options"], "owner_may_throw": 1}},
    ]:
        with pytest.raises(MalformedInput):
            GAME.load_state(bad)


def test_fuzzed_states_only_ever_give_invalid_state():  # the 422 contract
    rng = random.Random(5)
    states = [
        base(),
        opening(dealer=0, hand="KH 9C 4D 2S", floor="3D 6C 4S 9H"),
        position(hand="7C 2H", players=2, dealer=1, plays=20, loose="3D"),
    ]
    for _ in range(600):
        state = copy.deepcopy(rng.choice(states))
        for _ in range(rng.randint(1, 3)):
            key = rng.choice(list(state))
            value = state[key]
            if isinstance(value, list) and value and isinstance(value[0], list):
                rng.choice(value).append(rng.choice(["AS", "KD", "JK", "10H"]))
            elif isinstance(value, list):
                state[key] = value[1:] if value and rng.random() < 0.5 else value + ["5C"]
            elif isinstance(value, dict) and key in ("scores", "baazis_won"):
                state[key] = {**value, rng.choice(list(value)): rng.randint(0, 300)}
            elif isinstance(value, dict) and key == "piles":
                side = rng.choice(list(value))
                state[key] = {**value, side: value[side][1:]}
            elif isinstance(value, int) and not isinstance(value, bool):
                state[key] = rng.choice([0, 1, 3, 7, 47, 48, 100])
            elif value is None:
                state[key] = rng.choice([0, 3])
        try:
            GAME.load_state(state)
        except (InvalidState, MalformedInput):
            pass


@pytest.mark.parametrize("version", [3, 0])
def test_schema_version_other_than_one_the_game_reads_is_422(version):  # SEP-13
    state = base()
    assert state["schema_version"] == GAME.schema_version == 2
    state["schema_version"] = version
    with pytest.raises(InvalidState) as bad:
        GAME.load_state(state)
    assert ("is newer than this referee reads" if version == 3 else "must be 1 to 2") in (
        bad.value.message
    )
    assert bad.value.path == "state.schema_version"


def test_deal_numbers_start_at_1():  # SEP-3.1
    state = base()
    state["deal_number"] = 0
    with pytest.raises(MalformedInput):
        GAME.load_state(state)


def test_the_ledger_adds_up_to_the_state():  # SEP-10.4, SEP-11.1, SEP-11.4
    state = played(base(), {"0+2": 155, "1+3": 95}, 2)
    state["ledger"] = [
        {"number": 1, "totals": {"0+2": 60, "1+3": 40}},
        {"number": 2, "totals": {"0+2": 95, "1+3": 55}},
    ]
    GAME.load_state(json.loads(json.dumps(state)))
    wrong = copy.deepcopy(state)
    wrong["ledger"][1]["totals"] = {"0+2": 50, "1+3": 50}
    invalid(wrong, 'the ledger\'s scored deals make scores {"0+2": 110, "1+3": 90}')
    late = copy.deepcopy(state)
    late["ledger"][1]["number"] = 3
    invalid(late, "deal 3 is in play, so it is not yet in the ledger")
    backwards = copy.deepcopy(state)
    backwards["ledger"].reverse()
    invalid(backwards, "ledger.1 is deal 1; the ledger lists scored deals in order")
    sides = copy.deepcopy(state)
    sides["ledger"][0]["totals"] = {"0+2": 60}
    invalid(sides, "ledger.0.totals must have exactly the sides 0+2, 1+3")
    # A baazi won in the ledger must be in baazis_won, and its totals set back to 0.
    earlier = copy.deepcopy(state)
    earlier["options"]["baazi_count"] = 2
    earlier["ledger"] = [{"number": 1, "totals": {"0+2": 100, "1+3": 0}}] + [
        {"number": row["number"] + 1, "totals": row["totals"]} for row in state["ledger"]
    ]
    earlier["deal_number"] = 4
    invalid(earlier, 'make baazis_won {"0+2": 1, "1+3": 0}')
    earlier["baazis_won"] = {"0+2": 1, "1+3": 0}
    GAME.load_state(json.loads(json.dumps(earlier)))
    earlier["options"]["baazi_count"] = 1
    invalid(earlier, "the 1-baazi match is over")


def test_a_finished_match_ends_on_its_last_scored_deal():  # SEP-11.2
    from tests.games.seep.positions import play, throw
    from tests.games.seep.test_scoring import TV26_A, TV26_B

    state = position(
        hand="4D",
        plays=47,
        loose="8S QH",
        piles={"0+2": TV26_A, "1+3": TV26_B},
        sweeps={"0+2": [29], "1+3": []},
        last_capturer=1,
        options={"deals_per_baazi": 1},
    )
    done = play(state, throw(3, "4D")).state
    GAME.load_state(json.loads(json.dumps(done)))
    assert done["ledger"] == [{"number": 1, "totals": {"0+2": 105, "1+3": 45}}]
    unscored = copy.deepcopy(done)
    unscored["deal_number"] = 2
    invalid(unscored, "a finished match ends on its last deal, 2")
    extra = copy.deepcopy(done)
    extra["ledger"].insert(0, {"number": 1, "totals": {"0+2": 40, "1+3": 60}})
    extra["ledger"][1]["number"] = 2
    extra["deal_number"] = 2
    invalid(extra, "end the match 1 deal(s) before its last row")
