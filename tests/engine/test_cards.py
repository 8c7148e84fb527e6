"""Card codes: the codes, their values and suits, and the pack."""

import pytest

from referee.engine import standard_deck
from referee.engine.cards import CODES, JOKER, SUIT_OF, VALUES


def test_there_are_53_codes_each_a_rank_and_a_suit_or_the_joker():
    assert len(CODES) == 53 and JOKER in CODES
    assert {"AS", "10D", "JC", "QH", "KS"} <= CODES
    for code in ("", "1S", "10", "S10", "11H", "as", "QX", "JK ", "J"):
        assert code not in CODES


def test_standard_deck_has_52_distinct_cards():
    deck = standard_deck()
    assert len(deck) == 52 and set(deck) == CODES - {JOKER}


@pytest.mark.parametrize("code,value", [("AS", 1), ("10D", 10), ("JC", 11), ("QH", 12), ("KS", 13)])
def test_values(code, value):
    # CAS-1.2: every card is a number, courts included
    assert VALUES[code] == value


def test_joker_has_no_suit_and_no_value():
    assert VALUES[JOKER] == 0 and SUIT_OF[JOKER] is None
    assert SUIT_OF["10D"] == "D" and set(VALUES) == set(SUIT_OF) == CODES
