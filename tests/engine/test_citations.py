"""A citation order as data, and how `Game.play` applies it to a seat that may not move."""

from __future__ import annotations

import pytest

from referee.engine import IllegalMove
from referee.engine.citations import OVER, PHASE, RULES, TURN, Citation, CitationOrder
from tests.conftest import ToyGame

OVER_ROW = Citation(OVER, ("TOY-3",), "any move after the end")


def test_a_row_is_one_of_four_kinds_and_cites_one_rule_unless_it_stands_for_several():
    with pytest.raises(ValueError, match="one of"):
        Citation("later", ("TOY-1",), "no such kind")
    with pytest.raises(ValueError, match="exactly one rule"):
        Citation(TURN, ("TOY-1", "TOY-2"), "two turn rules")
    with pytest.raises(ValueError, match="exactly one rule"):
        Citation(RULES, (), "a rules row standing for nothing")
    with pytest.raises(ValueError, match="phase"):
        Citation(PHASE, ("TOY-1",), "a phase row without its phases")
    with pytest.raises(ValueError, match="phase"):
        Citation(TURN, ("TOY-2",), "a turn row with phases", phases=("play",))
    rules = Citation(RULES, ("TOY-1", "TOY-2"), "the card's rules", types=("play",))
    assert rules.rule == "TOY-1" and rules.covers("play") and not rules.covers("bid")
    assert Citation(TURN, ("TOY-2",), "every type").covers("anything")


def test_an_order_opens_with_one_row_for_every_move_after_the_end():
    turn = Citation(TURN, ("TOY-2",), "out of turn")
    with pytest.raises(ValueError, match="first row"):
        CitationOrder((turn, OVER_ROW))
    with pytest.raises(ValueError, match="first row"):
        CitationOrder((Citation(OVER, ("TOY-3",), "plays after the end", types=("play",)),))
    with pytest.raises(ValueError, match="one row"):
        CitationOrder((OVER_ROW, turn, OVER_ROW))
    assert CitationOrder((OVER_ROW, turn)).over_rule == "TOY-3"


def test_the_turn_comes_first_for_a_type_only_where_no_other_row_precedes_it():
    order = CitationOrder(
        (
            OVER_ROW,
            Citation(PHASE, ("TOY-4",), "a bid during play", types=("bid",), phases=("play",)),
            Citation(RULES, ("TOY-1",), "the card of a discard", types=("discard",)),
            Citation(TURN, ("TOY-2",), "out of turn"),
            Citation(TURN, ("TOY-5",), "a pass out of turn", types=("pass",)),
        )
    )
    assert order.turn_first("play") == "TOY-2" and order.turn_first("pass") == "TOY-2"
    assert order.turn_first("bid") is None and order.turn_first("discard") is None
    assert order.turn_rule("bid") == "TOY-2" and order.turn_rule("pass") == "TOY-2"
    assert CitationOrder((OVER_ROW,)).turn_first("play") is None


class CardFirstToy(ToyGame):
    """The toy whose citation order names a card not in the hand before the turn."""

    citations = CitationOrder(
        (
            OVER_ROW,
            Citation(RULES, ("TOY-1",), "a card not in the hand", types=("play",)),
            Citation(TURN, ("TOY-2",), "a play out of turn"),
        )
    )

    def apply(self, state, move):
        if move["card"] not in state["hands"][move["player"]]:
            raise IllegalMove("not_in_hand", "TOY-1", "not in the hand")
        if move["player"] not in self.to_move(state):
            raise IllegalMove("not_your_turn", "TOY-2", "not this seat's turn")
        return super().apply(state, move)


def test_play_refuses_out_of_turn_first_without_an_order_and_where_the_order_says_so():
    toy, card_first = ToyGame(), CardFirstToy()
    state = toy.new_state(toy.resolve_options({}), "citations")
    foreign = state["hands"][0][0]  # seat 0's card, sent by seat 1, which is not to move
    for game in (toy, card_first):
        own = game.check(state, {"player": 1, "type": "play", "card": state["hands"][1][0]})
        assert own is not None and (own.code, own.rule) == ("not_your_turn", "TOY-2")
    assert toy.check(state, {"player": 1, "type": "play", "card": foreign}).rule == "TOY-2"
    assert card_first.check(state, {"player": 1, "type": "play", "card": foreign}).rule == "TOY-1"
    finished = {**state, "phase": "finished", "to_move": None}
    assert card_first.check(finished, {"player": 1, "type": "play", "card": foreign}).rule == (
        "TOY-3"
    )
