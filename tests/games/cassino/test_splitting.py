"""CAS-0.3 splitting: whether cards divide into groups of one value, and which sets do."""

import itertools
import random

from referee.engine.cards import VALUES, standard_deck
from referee.games.cassino.splitting import splits, splitting_subsets


def test_cas_0_3_splitting_examples():  # CAS-0.3
    assert splits(["3C", "6D", "3H", "6C"], 9)
    assert not splits(["3H", "3C", "6D"], 9)
    assert splits(["9D"], 9) and splits(["4S", "5S", "9D"], 9)
    assert not splits(["10D"], 9)
    assert splits(["AS", "AH", "AD", "AC"], 1) and splits(["AS", "AH", "2C"], 2)


def brute_splits(values, v):
    """A slow, obviously right CAS-0.3: put the first card in some group, recurse."""
    if not values:
        return True
    first, rest = values[0], values[1:]
    for size in range(len(rest) + 1):
        for picked in itertools.combinations(range(len(rest)), size):
            if first + sum(rest[i] for i in picked) == v:
                left = [rest[i] for i in range(len(rest)) if i not in picked]
                if brute_splits(left, v):
                    return True
    return False


def test_cas_0_3_agrees_with_brute_force():  # CAS-0.3
    rng = random.Random(3)
    deck = standard_deck()
    for _ in range(1500):
        cards = rng.sample(deck, rng.randint(1, 9))
        v = rng.randint(1, 13)
        assert splits(cards, v) == brute_splits([VALUES[c] for c in cards], v), (cards, v)


def test_splitting_subsets_lists_each_set_once_and_all_of_them():  # CAS-0.3, CAS-4.2
    rng = random.Random(4)
    deck = standard_deck()
    for _ in range(150):
        free = rng.sample(deck, rng.randint(0, 8))
        forced = rng.sample([c for c in deck if c not in free], rng.randint(0, 2))
        v = rng.randint(1, 13)
        got = [frozenset(s) for s in splitting_subsets(v, forced, free)]
        assert len(got) == len(set(got))
        want = {
            frozenset(s)
            for size in range(len(free) + 1)
            for s in itertools.combinations(free, size)
            if splits(forced + list(s), v)
        }
        assert set(got) == want, (free, forced, v)
