"""Secret simultaneous bids: who may bid what, the reveal, and the refusals in MOD-4.11's order."""

from __future__ import annotations

import pytest

from referee.engine import IllegalMove
from referee.games.modulo import GAME
from referee.games.modulo.bidding import all_bid_eligible
from tests.games.modulo.positions import bid_all, bidding_position, trick_position


def refusal(state: dict, move: dict) -> IllegalMove:
    before = dict(state)
    with pytest.raises(IllegalMove) as refused:
        GAME.play(state, move)
    assert state == before  # MOD-4.11: a refusal changes nothing
    return refused.value


def bid(seat: int, value) -> dict:
    return {"player": seat, "type": "bid", "value": value}


@pytest.mark.parametrize(
    "scores, eligible",
    [
        ((0, 0, 0), None),
        ((-3, 2, 1), 0),
        ((1, 0, 4), 1),
        ((-2, -2, 3), None),
        ((2, 3, 5), None),
        ((-1, -6, -4), 1),
    ],
)
def test_mod_9_4_all_bid_eligibility(scores, eligible):
    # MOD-9.4, MOD-3.6, MOD-8.6 (solely last: strictly lower), MOD-8.7 (0 counts)
    assert all_bid_eligible({str(seat): score for seat, score in enumerate(scores)}) == eligible


def test_every_seat_bids_in_any_order_before_anything_is_dealt():
    # MOD-3.1, MOD-3.2, MOD-3.3, MOD-8.3, MOD-2.2
    state = GAME.new_state(GAME.resolve_options({}), "bids")
    assert state["phase"] == "bid" and GAME.to_move(state) == [0, 1, 2]
    assert state["hands"] == [[], [], []] and state["turn_up"] is None
    listed, _ = GAME.moves(state)
    assert listed == [bid(seat, value) for seat in range(3) for value in (2, 3, 4)]
    state = GAME.play(state, bid(2, 4)).state
    assert GAME.to_move(state) == [0, 1] and state["hands"] == [[], [], []]
    state = GAME.play(state, bid(0, 2)).state
    assert GAME.to_move(state) == [1]


def test_the_third_bid_reveals_all_three_then_the_cards_are_dealt():
    # MOD-3.5, MOD-2.4, MOD-8.4, MOD-8.5, MOD-8.19: a bid is a value
    state = bidding_position(([3, 2, 2], [0, 0, 13]))
    state = GAME.play(state, bid(0, "ALL")).state
    outcome = GAME.play(GAME.play(state, bid(2, 3)).state, bid(1, 2))
    kinds = [event["type"] for event in outcome.events]
    assert kinds == ["bid", "reveal", "deal"]
    assert outcome.events[1]["bids"] == ["ALL", 2, 3]
    assert all("value" not in event for event in outcome.events)
    assert outcome.state["phase"] == "play" and outcome.state["bids"] == ["ALL", 2, 3]
    assert [len(hand) for hand in outcome.state["hands"]] == [13, 13, 13]


def test_a_second_bid_is_refused_and_the_first_stands():
    # MOD-3.3, MOD-3.7, MOD-8.4
    state = GAME.play(GAME.new_state(GAME.resolve_options({}), "bids"), bid(1, 3)).state
    refused = refusal(state, bid(1, 4))
    assert (refused.code, refused.rule) == ("already_bid", "MOD-3.3")
    assert state["bids"] == [None, 3, None]
    assert refusal(state, bid(1, 7)).rule == "MOD-3.3"  # the second bid comes first in the order


@pytest.mark.parametrize("value", [1, 5, 0, -2, 2**70, "2", "all", "", "ALL "])
def test_a_value_that_is_not_a_bid_is_refused(value):
    # MOD-3.7, MOD-1.5
    state = GAME.new_state(GAME.resolve_options({}), "bids")
    refused = refusal(state, bid(0, value))
    assert (refused.code, refused.rule) == ("not_a_bid", "MOD-3.7")
    assert GAME.to_move(state) == [0, 1, 2]


def test_all_when_the_option_is_off_is_not_a_bid():
    # MOD-3.7, MOD-7.3: switched off, even for the eligible seat
    state = bidding_position(([3, 2, 2], [0, 0, 13]), all_bid_enabled=False)
    assert all_bid_eligible(state["scores"]) == 0
    assert refusal(state, bid(0, "ALL")).rule == "MOD-3.7"
    assert [move["value"] for move in GAME.moves(state, 0)[0]] == [2, 3, 4]
    assert GAME.view(state, 0)["all_bid_eligible"] is None


def test_all_by_a_seat_that_is_not_eligible_is_refused():
    # MOD-3.6; deal 1 (all at 0): nobody
    state = GAME.new_state(GAME.resolve_options({}), "bids")
    refused = refusal(state, bid(2, "ALL"))
    assert (refused.code, refused.rule) == ("all_bid_not_eligible", "MOD-3.6")
    state = bidding_position(([3, 2, 2], [0, 0, 13]))  # scores -2, -1, 10
    assert refusal(state, bid(1, "ALL")).rule == "MOD-3.6"
    listed = {seat: [m["value"] for m in GAME.moves(state, seat)[0]] for seat in range(3)}
    assert listed == {0: [2, 3, 4, "ALL"], 1: [2, 3, 4], 2: [2, 3, 4]}
    assert GAME.view(state, None)["all_bid_eligible"] == 0


def test_eligibility_is_checked_afresh_each_deal():
    # MOD-3.6: the same seat may bid ALL in several deals
    record = (([3, 2, 2], [0, 0, 13]), (["ALL", 2, 2], [0, 0, 13]))
    state = bidding_position(*record)  # scores -5, -2, 20
    assert state["scores"] == {"0": -5, "1": -2, "2": 20}
    assert GAME.play(state, bid(0, "ALL")).state["bids"] == ["ALL", None, None]


def test_a_play_while_bidding_and_a_bid_during_trick_play():
    # MOD-3.8, MOD-3.9
    state = GAME.new_state(GAME.resolve_options({}), "bids")
    refused = refusal(state, {"player": 0, "type": "play", "card": "AS"})
    assert (refused.code, refused.rule) == ("bidding_in_progress", "MOD-3.8")
    playing = trick_position(1, "8H", {})
    for seat in range(3):
        refused = refusal(playing, bid(seat, 2))
        assert (refused.code, refused.rule) == ("not_bidding", "MOD-3.9")


def test_the_order_of_citation():
    # MOD-4.11, MOD-8.20: game over, then bid outside bidding, second bid, value, eligibility
    finished = GAME.new_state(GAME.resolve_options({"deals": 1}), "order")
    finished, _ = bid_all(finished, 2, 2, 2)
    while not GAME.is_finished(finished):
        finished = GAME.play(finished, GAME.moves(finished)[0][0]).state
    for move in (bid(0, 9), {"player": 1, "type": "play", "card": "ZZ"}):
        refused = refusal(finished, move)
        assert (refused.code, refused.rule) == ("game_over", "MOD-6.1")
    assert GAME.over_rule == "MOD-6.1"
    assert refusal(trick_position(1, "8H", {}), bid(0, "nonsense")).rule == "MOD-3.9"
    state = GAME.play(GAME.new_state(GAME.resolve_options({}), "order"), bid(0, 2)).state
    assert refusal(state, bid(0, "ALL")).rule == "MOD-3.3"
    assert refusal(state, bid(1, 9)).rule == "MOD-3.7"
    assert refusal(state, bid(1, "ALL")).rule == "MOD-3.6"
    assert refusal(state, {"player": 1, "type": "play", "card": "ZZ"}).rule == "MOD-3.8"


def test_bids_are_secret_until_the_reveal_in_every_view():
    # MOD-3.4, MOD-8.4: whether a seat has bid is public, the value is not
    state = GAME.new_state(GAME.resolve_options({}), "secret")
    state = GAME.play(GAME.play(state, bid(0, 4)).state, bid(2, 3)).state
    for seat in (None, 0, 1, 2):
        view = GAME.view(state, seat)
        assert view["has_bid"] == [True, False, True]
        own = {0: [4, None, None], 2: [None, None, 3]}.get(seat, [None, None, None])
        assert view["bids"] == own
    state = GAME.play(state, bid(1, 2)).state
    assert all(GAME.view(state, seat)["bids"] == [4, 2, 3] for seat in (None, 0, 1, 2))


def test_public_record_hides_a_bid_from_others_until_the_reveal():
    # MOD-3.4, MOD-3.5
    state = GAME.new_state(GAME.resolve_options({}), "record")
    first = GAME.play(state, bid(1, 4))
    for seat in (None, 0, 2):
        move, events = GAME.public_record(bid(1, 4), first.events, seat)
        assert move == {"player": 1, "type": "bid"} and events == first.events
    assert GAME.public_record(bid(1, 4), first.events, 1) == (bid(1, 4), first.events)
    last = GAME.play(GAME.play(first.state, bid(0, 2)).state, bid(2, 3))
    for seat in (None, 0, 1, 2):
        assert GAME.public_record(bid(2, 3), last.events, seat) == (bid(2, 3), last.events)
