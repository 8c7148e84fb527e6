"""Which rule a refusal names for a seat that is not the mover: SAM-0.7's specific first."""

from __future__ import annotations

from referee.games.spite_and_malice import GAME
from tests.games.spite_and_malice.positions import discard, draw, end, play, position, refused


def seat_one_waits(**fields) -> dict:
    """Seat 0 (P1) is the mover; seat 1 (P2) holds 5H AC 7S QS JK and waits."""
    return position(
        hands=["10S 10H 10C JS JH", "5H AC 7S QS JK"],
        center=["AS 2S 3S 4S"],
        completed=["AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD"],
        **fields,
    )


def test_a_card_the_waiting_seat_does_not_hold_cites_sam_4_3():
    # SAM-0.7: the rule of that card (SAM-4.3) before the general SAM-0.6.
    assert refused(seat_one_waits(), play("9C", "hand", 2, player=1)) == "SAM-4.3"


def test_a_card_sent_to_a_completed_pile_by_the_waiting_seat_cites_sam_5_5():
    # SAM-0.7's own example (T-04): a card sent to a completed pile cites SAM-5.5.
    assert refused(seat_one_waits(), play("5H", "hand", 1, player=1)) == "SAM-5.5"


def test_a_pile_rule_broken_by_the_waiting_seat_is_cited_before_the_turn():
    state = seat_one_waits()
    assert refused(state, play("7S", "hand", 2, player=1)) == "SAM-5.3"  # C2 needs a 5
    assert refused(state, play("7S", "hand", "new", player=1)) == "SAM-5.2"
    assert refused(state, play("QH", "payoff", 2, player=1)) == "SAM-5.3"
    assert refused(state, play("QS", "discard", 2, player=1, slot=0)) == "SAM-7.10"


def test_a_discard_by_the_waiting_seat_cites_the_rule_of_its_card():
    # SAM-0.7's own example (T-16): an ace sent to a discard slot cites SAM-7.5.
    state = seat_one_waits()
    assert refused(state, discard("AC", 0, player=1)) == "SAM-7.5"
    assert refused(state, discard("9C", 0, player=1)) == "SAM-7.2"


def test_a_draw_by_the_waiting_seat_cites_sam_4_5_or_sam_9_4():
    assert refused(seat_one_waits(), draw(player=1)) == "SAM-4.5"  # cards in hand
    # SAM-9.4: a DRAW that would bring no card, the stock still empty after the check.
    bare = position(hands=["10S 10H 10C JS JH", ""], stock=[])
    assert refused(bare, draw(player=1)) == "SAM-9.4"
    assert refused(bare, draw(player=0)) == "SAM-4.5"


def test_an_action_that_breaks_no_rule_of_its_card_cites_the_turn_sam_0_6():
    state = seat_one_waits()
    assert refused(state, play("5H", "hand", 2, player=1)) == "SAM-0.6"  # C2 takes a 5
    assert refused(state, play("JK", "hand", "new", player=1)) == "SAM-0.6"
    assert refused(state, discard("QS", 0, player=1)) == "SAM-0.6"
    assert refused(state, end(player=1)) == "SAM-0.6"
    refill = position(hands=["10S 10H 10C JS JH", ""])
    assert refused(refill, draw(player=1)) == "SAM-0.6"


def test_a_draw_that_would_bring_no_card_is_refused_as_sam_9_4_words_it():
    # SAM-9.4: "A DRAW that would bring no card (the stock still empty after the check) is
    # illegal"; the catalog entry says so, and so does the refusal.
    bare = position(hands=["", "10S 10H 10C JS JH"], stock=[], turn_played=True)
    violation = GAME.check(bare, draw())
    assert violation is not None and violation.rule == "SAM-9.4"
    assert "would bring no card" in violation.message and "stock check" in violation.message
    entry = GAME.rules.get("SAM-9.4")
    assert entry is not None and "would bring no card" in entry.text and "illegal" in entry.text
