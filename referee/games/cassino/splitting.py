"""CAS-0.3 splitting: whether cards divide into disjoint groups that each add up to v."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from functools import lru_cache
from itertools import combinations, product

from referee.engine.cards import VALUES

# The search works on value counts, not on cards: which of two equal-valued cards goes
# into a group never matters, and a pack holds at most four cards of each value, so a
# collection is a vector of at most 13 small counts whatever its size.
#
# Cards are placed from the highest value down. A group is opened by its highest card
# and leaves a *residual* (what it still needs); lower cards then close residuals. The
# state after a value is the sorted tuple of open residuals, so the search is exact
# (every partition has such a placement) and memoises well.

# Caches shared by every request (all keyed by value counts, so positions share them);
# each is emptied when full rather than grown without bound.
_CACHE_LIMIT = 200_000
_CHOICE_CACHE_LIMIT = 20_000
_split_cache: dict[tuple, bool] = {}
_choice_cache: dict[tuple, tuple] = {}
# A listing is cached only when it is small; a huge one is cut at the move limit anyway.
_CHOICES_CACHED_MAX = 512


def value_counts(cards: Sequence[str]) -> list[int]:
    """How many cards of each value (index 1-13; index 0 unused)."""
    counts = [0] * 14
    for card in cards:
        counts[VALUES[card]] += 1
    return counts


def _with(residuals: tuple, need: int) -> tuple:
    return tuple(sorted(residuals + (need,)))


@lru_cache(maxsize=1 << 16)
def _place(residuals: tuple, value: int, count: int, v: int) -> tuple:
    """Every residual state after placing `count` cards of `value` (< v) into `residuals`."""
    states = {residuals}
    for _ in range(count):
        placed = set()
        for state in states:
            placed.add(_with(state, v - value))  # the card opens a group
            previous = None
            for i, need in enumerate(state):
                if need >= value and need != previous:  # or joins an open one
                    rest = state[:i] + state[i + 1 :]
                    placed.add(rest if need == value else _with(rest, need - value))
                previous = need
        states = placed
    return tuple(sorted(states))


class _Search:
    """One split problem: forced cards that must all be grouped, optional cards that may be.

    `forced` and `optional` are value counts for values 1..v-1 (index 0 unused); cards of
    value v are groups of their own and never enter the search.
    """

    __slots__ = ("v", "forced", "optional", "room", "forced_below", "reach", "cards_below", "memo")

    def __init__(self, v: int, forced: tuple, optional: tuple):
        self.v, self.forced, self.optional = v, forced, optional
        room = [0] * v  # total value of the cards at or below each value
        forced_below = [0] * v  # forced cards at or below each value
        reach = [1] * v  # bit r: some cards at or below each value add up to r
        cards_below = [0] * v  # how many cards at or below each value
        full = (1 << v) - 1
        for x in range(1, v):
            room[x] = room[x - 1] + (forced[x] + optional[x]) * x
            cards_below[x] = cards_below[x - 1] + forced[x] + optional[x]
            forced_below[x] = forced_below[x - 1] + forced[x]
            sums = reach[x - 1]
            for _ in range(forced[x] + optional[x]):
                sums |= (sums << x) & full
            reach[x] = sums
        self.room, self.forced_below, self.reach = room, forced_below, reach
        self.cards_below = cards_below
        self.memo: dict[tuple[int, tuple], bool] = {}

    def completable(self, x: int, residuals: tuple) -> bool:
        """Whether the cards of value <= x can close every residual and group every forced card."""
        if not residuals and not self.forced_below[x]:
            return True  # nothing left open and nothing forced: take no more
        if x == 0 or sum(residuals) > self.room[x]:
            return False
        reach, cards_below = self.reach[x], self.cards_below
        for i, need in enumerate(residuals):
            # Each open group needs a card of its own no larger than what it lacks
            # (Hall's condition on the sorted residuals), and some cards adding up to it.
            if cards_below[need if need < x else x] <= i or not reach >> need & 1:
                return False
        key = (x, residuals)
        known = self.memo.get(key)
        if known is None:
            known = False
            forced, v = self.forced[x], self.v
            for extra in range(self.optional[x] + 1):
                if any(
                    self.completable(x - 1, after)
                    for after in _place(residuals, x, forced + extra, v)
                ):
                    known = True
                    break
            self.memo[key] = known
        return known

    def choices(self, x: int, frontier: set, chosen: list) -> Iterator[tuple]:
        """Every optional count vector that completes a split, in canonical order.

        Each frontier state is completable, so every branch followed yields at least one
        answer: the walk costs in proportion to what it lists, not to what it rules out.
        """
        if x == 0:
            yield tuple(chosen)
            return
        for extra in range(self.optional[x] + 1):
            count = self.forced[x] + extra
            following = {
                after
                for state in frontier
                for after in _place(state, x, count, self.v)
                if self.completable(x - 1, after)
            }
            if following:
                chosen[x] = extra
                yield from self.choices(x - 1, following, chosen)
        chosen[x] = 0


def splits(cards: Sequence[str], v: int) -> bool:
    """CAS-0.3: whether `cards` divide into disjoint groups each adding up to v."""
    counts = value_counts(cards)
    total = sum(value * n for value, n in enumerate(counts))
    if total % v or any(counts[v + 1 :]):
        return False
    return split_counts(v, tuple(counts[:v]), total - counts[v] * v)


def split_counts(v: int, counts: tuple, total: int) -> bool:
    """`splits` on value counts 1..v-1 (index 0 unused) adding up to `total`, a multiple of v."""
    if total <= v:
        return True  # no group, or all the cards as one group
    if total == 2 * v:  # two groups: some cards add up to v
        sums, full = 1, (2 << v) - 1
        for x in range(1, v):
            for _ in range(counts[x]):
                sums |= (sums << x) & full
        return bool(sums >> v & 1)
    known = _split_cache.get((v, counts[1:]))
    if known is None:
        if len(_split_cache) > _CACHE_LIMIT:
            _split_cache.clear()
        known = _Search(v, counts, (0,) * v).completable(v - 1, ())
        _split_cache[(v, counts[1:])] = known
    return known


# Below this many candidate count vectors, testing the candidates against the shared
# split cache is cheaper than setting up a search; typical tables are far below it.
_FEW_CANDIDATES = 1024


def _choices(v: int, forced: tuple, optional: tuple) -> Iterable[tuple]:
    """Every optional count vector that completes a split, in the search's order; cached."""
    key = (v, forced, optional)
    cached = _choice_cache.get(key)
    if cached is not None:
        return cached
    present = [x for x in range(v - 1, 0, -1) if optional[x]]
    candidates = 1
    for x in present:
        candidates *= optional[x] + 1
    if candidates > _FEW_CANDIDATES:
        return _searched(key)
    found = tuple(_few_choices(v, forced, optional, present))
    _remember(key, found)
    return found


def _remember(key: tuple, found: tuple) -> None:
    if len(_choice_cache) > _CHOICE_CACHE_LIMIT:
        _choice_cache.clear()
    _choice_cache[key] = found


def _searched(key: tuple) -> Iterator[tuple]:
    v, forced, optional = key
    found: list | None = []
    for choice in _Search(v, forced, optional).choices(v - 1, {()}, [0] * v):
        if found is not None:
            found.append(choice)
            if len(found) > _CHOICES_CACHED_MAX:
                found = None
        yield choice
    if found is not None:
        _remember(key, tuple(found))


def _few_choices(v: int, forced: tuple, optional: tuple, present: list[int]) -> Iterator[tuple]:
    """The same answers in the same order as the search, by testing each candidate vector
    whose total is a multiple of v; candidates with any other total are never built."""
    # reachable[i]: bit r when the values present[i:] can add r modulo v.
    full = (1 << v) - 1
    reachable = [1] * (len(present) + 1)
    for i in range(len(present) - 1, -1, -1):
        found, x = reachable[i + 1], present[i]
        for _ in range(optional[x]):
            found |= ((found << x) | (found >> (v - x))) & full
        reachable[i] = found
    counts = list(forced)
    choice = [0] * v

    def walk(i: int, total: int) -> Iterator[tuple]:
        if i == len(present):
            if split_counts(v, tuple(counts), total):
                yield tuple(choice)
            return
        x, after = present[i], reachable[i + 1]
        for n in range(optional[x] + 1):
            if after >> (-(total + n * x) % v) & 1:
                counts[x] += n
                choice[x] = n
                yield from walk(i + 1, total + n * x)  # noqa: F821 - bound until the `del` below
                counts[x] -= n
        choice[x] = 0

    try:
        if reachable[0] >> (-sum(x * n for x, n in enumerate(forced)) % v) & 1:
            yield from walk(0, sum(x * n for x, n in enumerate(forced)))
    finally:
        # `walk` refers to itself through its closure: emptying that cell frees it at once,
        # where the cycle would wait for the collector.
        del walk


class _Free:
    """The free cards of one table, grouped by value (built once per table)."""

    __slots__ = ("by_value", "position", "counts", "singles", "residues", "sums")

    def __init__(self, free: Sequence[str]):
        by_value: list[list[str]] = [[] for _ in range(14)]
        for card in free:
            by_value[VALUES[card]].append(card)
        self.by_value = by_value
        self.position = {card: i for i, card in enumerate(free)}
        self.counts = [len(cards) for cards in by_value]
        self.singles: dict[int, list[list[str]]] = {}
        self.residues: dict[int, int] = {}
        self.sums: dict[int, int] = {}

    def adds_up(self, v: int, total: int) -> bool:
        """Whether some free cards of values below v add up to exactly `total` (<= v)."""
        return bool(self.sums_below(v) >> total & 1)

    def capturable(self, v: int) -> bool:
        """Whether some nonempty set of free cards splits into v: one group is enough."""
        return bool(self.counts[v]) or self.adds_up(v, v)

    def sums_below(self, v: int) -> int:
        """Bit t (t <= v): some free cards of values below v add up to exactly t."""
        found = self.sums.get(v)
        if found is None:
            found, full = 1, (2 << v) - 1
            for x in range(1, v):
                for _ in range(self.counts[x]):
                    found |= (found << x) & full
            self.sums[v] = found
        return found

    def residues_below(self, v: int) -> int:
        """Bit r: some free cards of values below v add up to r modulo v."""
        found = self.residues.get(v)
        if found is None:
            found, full = 1, (1 << v) - 1
            for x in range(1, v):
                for _ in range(self.counts[x]):
                    found |= ((found << x) | (found >> (v - x))) & full
            self.residues[v] = found
        return found

    def single_sets(self, v: int) -> list[list[str]]:
        """Every subset of the free cards of value v, each a group of its own."""
        sets = self.singles.get(v)
        if sets is None:
            cards = self.by_value[v]
            sets = [
                list(chosen)
                for size in range(len(cards) + 1)
                for chosen in combinations(cards, size)
            ]
            self.singles[v] = sets
        return sets


_free_cache: dict[tuple, _Free] = {}


def free_cards(free: Sequence[str]) -> _Free:
    key = tuple(free)
    index = _free_cache.get(key)
    if index is None:
        if len(_free_cache) > 4096:
            _free_cache.clear()
        index = _free_cache[key] = _Free(free)
    return index


def splitting_subsets(
    v: int, forced_cards: Sequence[str], free: Sequence[str], nonempty: bool = False
) -> Iterator[list[str]]:
    """Every subset S of the free cards such that forced_cards + S splits into v (CAS-0.3).

    Distinct subsets, each listed once, in a canonical order (by value counts from the
    highest value down, then by table position); each subset is in table order; the
    empty one is left out when `nonempty`. Lazy, so a caller that needs only the first
    few pays only for those.
    """
    forced = [0] * v
    forced_total = forced_below = 0
    for card in forced_cards:
        value = VALUES[card]
        if value > v:
            return
        if value < v:
            forced[value] += 1
            forced_total += value
            forced_below += 1
    index = free_cards(free)
    # Exact answers for the common cases before any search: with nothing forced, a
    # nonempty S needs a card of value v or some cards adding up to v; one forced card
    # needs cards adding up to what it lacks. Otherwise a test on totals modulo v.
    if not forced_below:
        if nonempty and not index.capturable(v):
            return
    elif forced_below == 1:
        if not index.adds_up(v, v - forced_total):
            return
    elif not index.residues_below(v) >> (-forced_total % v) & 1:
        return
    by_value = index.by_value
    single_sets = index.single_sets(v)
    position = index.position.__getitem__
    for choice in _choices(v, tuple(forced), tuple(index.counts[:v])):
        pools = [
            list(combinations(by_value[x], choice[x])) for x in range(v - 1, 0, -1) if choice[x]
        ]
        for parts in product(*pools):
            base = [card for part in parts for card in part]
            for single in single_sets:
                if nonempty and not base and not single:
                    continue
                chosen = base + single
                chosen.sort(key=position)
                yield chosen
