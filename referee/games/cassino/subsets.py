"""CAS-0.3 splitting subsets of a table's free cards: by bitmasks when few, else by the search."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable, Iterator, Sequence
from itertools import combinations

from referee.engine.cards import VALUES

from .splitting import split_counts, splitting_subsets

# Tables met in play hold a handful of free cards, so every subset of the free cards below
# a target value can simply be summed: 2**k subsets. Past SMALL such cards the count-vector
# search in splitting.py takes over (hostile tables), lazily, for the move limit.
SMALL = 10

# Each subset of the cards below a target gets one int code, built by adding its cards:
#   bits 0-15   0xFFFF minus the mask, so that of equal counts the higher mask comes first;
#   bits 16-24  the sum of the values;
#   bits 25+    the value counts, 4 bits per value (a pack holds 4 cards of a value).
# Sorting subsets by code sorts them by value counts from the highest value down, then by
# mask: the search's order (see FreeCards).
_SUM, _COUNTS, _BITS = 16, 25, 4
_NO_CARDS = 0xFFFF
_REACHABLE = (1 << 14) - 1  # sums up to 13, the highest value


class _Shape:
    """Every subset of some card values (highest first), by mask: its sum and its code.

    The first value is the mask's highest bit and the last one bit 0.
    """

    __slots__ = ("sums", "codes")

    def __init__(self, values: tuple[int, ...]):
        sums, codes = [0], [_NO_CARDS]
        for bit, value in enumerate(reversed(values)):
            step = (1 << (_BITS * value + _COUNTS)) + (value << _SUM) - (1 << bit)
            sums += [total + value for total in sums]
            codes += [code + step for code in codes]
        self.sums, self.codes = sums, codes


class _Cache(dict):
    """A dict shared by every request, emptied whenever what it holds passes a budget."""

    def __init__(self, budget: int):
        super().__init__()
        self.budget, self.weight = budget, 0

    def put(self, key, value, weight: int = 1):
        if self.weight + weight > self.budget:
            self.clear()
            self.weight = 0
        self[key] = value
        self.weight += weight
        return value


# All depend on card values only, so positions and requests share them.
_shapes = _Cache(1 << 18)  # weighed by the masks they hold
_wins_found = _Cache(1 << 18)  # weighed by the masks they hold
_splits = _Cache(1 << 16)


def _splits_counts(v: int, counts: int, total: int) -> bool:
    """`split_counts` on value counts packed 4 bits per value, `total` a multiple of v."""
    if total <= v:
        return True
    known = _splits.get((v, counts))
    if known is None:
        if total == 2 * v:
            # Cached too: a new table's value scan meets the same two-group counts often.
            known = _completes(counts, v)
        elif total <= _FEW_GROUPS * v:
            # The group of a highest card is that card and some of the rest adding up to
            # what it lacks: try each such choice (as value counts) on what remains.
            top = (counts.bit_length() - 1) // _BITS
            rest = counts - (1 << (_BITS * top))
            known = any(
                _splits_counts(v, rest - taken, total - v)
                for taken in _adding_up(rest, top, v - top)
            )
        else:
            unpacked = tuple(counts >> (_BITS * x) & 15 for x in range(v))
            known = split_counts(v, unpacked, total)
        _splits.put((v, counts), known)
    return known


# Up to this many groups the choices of the first group are few enough to try one by one;
# more (crowded tables) go to the count-vector search, whose memo copes with them.
_FEW_GROUPS = 4


def _completes(counts: int, v: int) -> bool:
    """Whether some of the cards (packed counts of values below v) add up to v."""
    sums, full = 1, (2 << v) - 1
    for x in range(1, v):
        for _ in range(counts >> (_BITS * x) & 15):
            sums |= (sums << x) & full
    return bool(sums >> v & 1)


def _adding_up(counts: int, top: int, need: int) -> Iterator[int]:
    """Every choice of cards among `counts` of values at most `top` that adds up to `need`
    (> 0), packed like the counts, each multiset once."""
    for x in range(min(top, need), 0, -1):
        have = counts >> (_BITS * x) & 15
        for n in range(1, min(have, need // x) + 1):
            left = need - n * x
            if not left:
                yield n << (_BITS * x)
            else:
                for rest in _adding_up(counts, x - 1, left):
                    yield (n << (_BITS * x)) + rest


def _wins(
    values: tuple[int, ...], v: int, forced_total: int, forced_counts: int
) -> tuple[int, ...]:
    """The masks over `values` (all below v) that split into v with the forced cards, in
    the search's order."""
    key = (values, v, forced_counts)
    wins = _wins_found.get(key)
    if wins is None:
        shape = _shapes.get(values) or _shapes.put(values, _Shape(values), 1 << len(values))
        sums, codes = shape.sums, shape.codes
        # Totals that are multiples of v: 0 or v is no group or one group, larger ones
        # need the split test.
        found = [
            m
            for m in range(1 << len(values))
            if (total := sums[m] + forced_total) % v == 0
            and (total <= v or _splits_counts(v, (codes[m] >> _COUNTS) + forced_counts, total))
        ]
        found.sort(key=codes.__getitem__)
        wins = _wins_found.put(key, tuple(found), len(found) + 1)
    return wins


# The positions of the bits of a mask (masks over at most 12 positions are kept).
_positions_of: dict[int, tuple[int, ...]] = {}


def _positions(chosen: int) -> tuple[int, ...]:
    found = _positions_of.get(chosen)
    if found is None:
        found = tuple(i for i in range(chosen.bit_length()) if chosen >> i & 1)
        if chosen < 1 << 12:
            _positions_of[chosen] = found
    return found


class FreeCards:
    """The free cards of one table, set up once for every splitting question about them.

    The cards are ranked by value downwards, then by table position. The cards below any
    target value are then a tail of the ranking; a subset of a tail is a mask whose
    highest bit is the tail's first card. The search lists subsets by value counts, then
    value by value by combinations in lexicographic order, and for equal counts that is
    the higher mask first: the order of the subsets' codes.
    """

    __slots__ = ("cards", "ranks", "values", "spots", "reach")

    def __init__(self, cards: Sequence[str]):
        self.cards = cards
        values = [VALUES[card] for card in cards]
        ranked = sorted(range(len(cards)), key=values.__getitem__, reverse=True)  # stable
        self.values = tuple([values[i] for i in ranked])
        self.ranks = [-value for value in self.values]  # ascending, for bisect
        self.spots = [1 << i for i in ranked]  # table positions, as bits
        # reach[i]: bit t when some of the ranked cards from i on add up to t (t <= 13).
        reach = [1]
        for value in reversed(self.values):
            reach.append((reach[-1] | reach[-1] << value) & _REACHABLE)
        reach.reverse()
        self.reach = reach

    def sets(
        self, v: int, forced_cards: Sequence[str], nonempty: bool = False
    ) -> Iterable[Sequence[str]]:
        """`splitting_subsets` of these cards: the same sets in the same order, a list on
        small tables, lazy (for the move limit) on large ones."""
        found = self._subsets(v, forced_cards)
        if found is None:
            return splitting_subsets(v, forced_cards, self.cards, nonempty)
        if nonempty and found and not found[0]:
            return found[1:]  # the empty set can only come first
        return found

    def _subsets(self, v: int, forced_cards: Sequence[str]) -> list[tuple[str, ...]] | None:
        """Every free subset S such that the forced cards plus S split into v, each in
        table order, the empty one too when it qualifies; None when there are too many
        cards below v for bitmasks."""
        forced_total = forced_counts = forced_below = 0
        for card in forced_cards:
            value = VALUES[card]
            if value > v:
                return []
            if value < v:
                forced_total += value
                forced_counts += 1 << (_BITS * value)
                forced_below += 1
        ranks = self.ranks
        first = bisect_right(ranks, -v)  # the cards below v start here
        above = bisect_right(ranks, -v - 1)  # and those of value v here
        # Answers without listing: one forced card needs free cards that complete its
        # group; with none forced, only the empty set qualifies unless some free cards
        # make a group (a card of value v, or cards adding up to v).
        if forced_below == 1:
            if not self.reach[first] >> (v - forced_total) & 1:
                return []
        elif not forced_below and above == first and not self.reach[first] >> v & 1:
            return [()]
        if len(ranks) - first > SMALL:
            return None
        wins = _wins(self.values[first:], v, forced_total, forced_counts)
        if not wins:
            return []
        # Cards of value v are groups of their own: any subset of them, smallest first.
        spots = self.spots
        exact = spots[above:first]
        singles = (
            [sum(chosen) for size in range(len(exact) + 1) for chosen in combinations(exact, size)]
            if exact
            else [0]
        )
        cards, last = self.cards, len(spots) - 1
        out = []
        for m in wins:
            loose = 0
            for bit in _positions(m):
                loose |= spots[last - bit]
            for single in singles:
                out.append(tuple([cards[i] for i in _positions(loose | single)]))
        return out
