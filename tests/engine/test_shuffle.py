"""Seeded shuffles: deterministic, a permutation, independent per deal."""

from referee.engine import deal_seed, shuffled, standard_deck


def test_same_seed_same_order():
    deck = standard_deck()
    assert shuffled(deck, deal_seed("s", 1)) == shuffled(deck, deal_seed("s", 1))


def test_shuffle_is_a_permutation_and_leaves_input_alone():
    deck = standard_deck()
    before = list(deck)
    out = shuffled(deck, deal_seed("x", 3))
    assert deck == before and sorted(out) == sorted(deck) and out != deck


def test_deals_differ_by_number_and_seed():
    deck = standard_deck()
    assert shuffled(deck, deal_seed("s", 1)) != shuffled(deck, deal_seed("s", 2))
    assert shuffled(deck, deal_seed("s", 1)) != shuffled(deck, deal_seed("t", 1))


def test_known_vector_never_changes():
    # A replay or bug report must stay exact across Python versions and platforms.
    assert shuffled(standard_deck(), deal_seed("card-referee", 1))[:8] == KNOWN


KNOWN = ["QC", "7D", "10C", "9C", "AC", "8C", "2C", "2D"]
