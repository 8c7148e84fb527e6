"""The bitmask path for small tables lists exactly what the search lists, in the same order."""

import random

from referee.engine.cards import VALUES, standard_deck
from referee.games.cassino import GAME, subsets
from referee.games.cassino.splitting import split_counts, splitting_subsets
from referee.games.cassino.subsets import FreeCards
from tests.games.cassino.positions import checked, position


def test_small_tables_list_the_searchs_sets_in_its_order():  # CAS-0.3
    rng = random.Random(7)
    deck = standard_deck()
    for _ in range(4000):
        free = rng.sample(deck, rng.randint(0, 12))
        rest = [c for c in deck if c not in free]
        forced = rng.sample(rest, rng.choice((0, 0, 1, 1, 1, 2, 3)))
        v = rng.randint(1, 13)
        nonempty = rng.random() < 0.5
        want = [list(s) for s in splitting_subsets(v, forced, free, nonempty)]
        got = [list(s) for s in FreeCards(free).sets(v, forced, nonempty)]
        assert got == want, (free, forced, v, nonempty)


def test_crowded_small_values_agree_too():  # CAS-0.3: many groups, the split test at work
    rng = random.Random(8)
    small = [c for c in standard_deck() if VALUES[c] <= 6]
    for _ in range(600):
        free = rng.sample(small, rng.randint(6, 11))
        forced = rng.sample([c for c in small if c not in free], rng.randint(0, 3))
        v = rng.randint(5, 13)
        want = [list(s) for s in splitting_subsets(v, forced, free, False)]
        assert [list(s) for s in FreeCards(free).sets(v, forced)] == want, (free, forced, v)


def random_positions(count, seed):
    rng = random.Random(seed)
    found, match = [], 0
    while len(found) < count:
        players = rng.choice((2, 4))
        state = GAME.new_state(GAME.resolve_options({"players": players}), f"s{seed}-{match}")
        match += 1
        for _ in range(rng.randint(0, 90)):
            if state["phase"] == "finished":
                break
            moves, _ = GAME.legal_moves(state, state["to_move"], 1000)
            reserves = [m for m in moves if m["type"] == "reserve"]
            state = GAME.play(
                state, rng.choice(reserves if reserves and rng.random() < 0.4 else moves)
            ).state
        if state["phase"] == "play":
            found.append(state)
    return found


def test_listing_is_the_same_list_with_the_search_alone(monkeypatch):  # CAS-0.3, CAS-4.1
    """Whole listings, order included, with and without the bitmask path."""
    states = random_positions(300, 9)
    crowded = [c for c in standard_deck() if VALUES[c] <= 8][:14]
    states.append(checked(position(crowded, {0: ["9S", "QS", "KS", "9H"]}, last_capturer=1)))
    fast = [GAME.legal_moves(s, s["to_move"], 1000) for s in states]
    monkeypatch.setattr(subsets, "SMALL", -1)  # every table is "large"
    slow = [GAME.legal_moves(s, s["to_move"], 1000) for s in states]
    assert fast == slow


def test_packed_split_test_agrees_with_the_search():  # CAS-0.3: 2, 3, 4 and more groups
    rng = random.Random(10)
    for _ in range(5000):
        v = rng.randint(2, 13)
        counts = [0] + [rng.choice((0, 0, 0, 1, 1, 2, 3, 4)) for _ in range(1, v)]
        total = sum(x * n for x, n in enumerate(counts))
        drop = [x for x in range(1, v) if counts[x]]
        while total % v and drop:  # trim to a multiple of v
            x = rng.choice(drop)
            counts[x] -= 1
            total -= x
            drop = [x for x in range(1, v) if counts[x]]
        if total % v:
            continue
        packed = sum(n << (4 * x) for x, n in enumerate(counts))
        subsets._splits.clear()
        subsets._splits.weight = 0
        assert subsets._splits_counts(v, packed, total) == split_counts(v, tuple(counts), total), (
            v,
            counts,
        )
