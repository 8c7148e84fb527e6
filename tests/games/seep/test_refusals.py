"""Which rule a refusal names when a move breaks several (SEP-0.6): bidder, turn, bid."""

from __future__ import annotations

from referee.games.seep import GAME


def cited(state: dict, move: dict) -> str:
    violation = GAME.check(state, move)
    assert violation is not None, move
    return violation.rule


def opening(seed: str = "refusals") -> dict:
    state = GAME.new_state(GAME.resolve_options({}), seed)
    assert state["phase"] == "bid"
    return state


def test_a_bid_or_a_redeal_by_a_seat_that_is_not_the_bidder_cites_sep_3_3_or_sep_3_4():
    state = opening()
    bidder = state["to_move"]
    for seat in range(4):
        if seat == bidder:
            continue
        assert cited(state, {"player": seat, "type": "bid", "value": 9}) == "SEP-3.3"  # SEP-3.3
        assert cited(state, {"player": seat, "type": "redeal"}) == "SEP-3.4"  # SEP-3.4
        throw = {"player": seat, "type": "throw", "card": "2C"}
        assert cited(state, throw) == "SEP-3.9"  # SEP-3.9: play 1 is the bidder's


def test_after_the_bid_the_bidder_is_refused_a_second_bid_or_a_redeal():
    state = opening("refusals-bid")
    bid = next(move for move in GAME.moves(state)[0] if move["type"] == "bid")
    after = GAME.play(state, bid).state
    mover = after["to_move"]
    assert cited(after, {"player": mover, "type": "bid", "value": 9}) == "SEP-3.3"
    assert cited(after, {"player": mover, "type": "redeal"}) == "SEP-3.4"
    other = (mover + 1) % 4
    assert cited(after, {"player": other, "type": "bid", "value": 9}) == "SEP-3.3"
