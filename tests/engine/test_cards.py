"""Card codes: the parse/format round trip, values and decks."""

import pytest

from referee.engine import MalformedInput, card_value, format_card, parse_card, standard_deck
from referee.engine.cards import CODES, JOKER


def test_every_code_round_trips():
    for code in CODES:
        assert format_card(parse_card(code)) == code


def test_standard_deck_has_52_distinct_cards():
    deck = standard_deck()
    assert len(deck) == 52 and len(set(deck)) == 52 and JOKER not in deck


@pytest.mark.parametrize("code,value", [("AS", 1), ("10D", 10), ("JC", 11), ("QH", 12), ("KS", 13)])
def test_values(code, value):
    # CAS-1.2: every card is a number, courts included
    assert card_value(code) == value


@pytest.mark.parametrize("bad", ["", "1S", "10", "S10", "11H", "as", "QX", "JK ", None, 10, ["AS"]])
def test_malformed_codes_are_refused(bad):
    with pytest.raises(MalformedInput):
        parse_card(bad)


def test_joker_parses():
    card = parse_card("JK")
    assert card.rank is None and card.value == 0 and card.code() == "JK"
