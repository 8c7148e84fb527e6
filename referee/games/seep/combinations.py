"""Capture values and their sums: groups, splits and complete packings (SEP-5, SEP-7.11)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache
from itertools import combinations, product

from referee.engine.cards import SUITS, VALUES

TOP = 13  # the highest capture value (K), and so the highest house value (SEP-6.3)
SUIT_RANK = {suit: index for index, suit in enumerate(SUITS)}


def card_key(code: str) -> tuple[int, int]:
    """The canonical order of cards in every listing: by capture value, then suit S H D C."""
    return VALUES[code], SUIT_RANK[code[-1]]


def canonical(cards: Iterable[str]) -> list[str]:
    return sorted(cards, key=card_key)


def counts_of(cards: Iterable[str]) -> tuple[int, ...]:
    """How many cards of each capture value (index = value); suits never matter (SEP-1.2)."""
    counts = [0] * (TOP + 1)
    for card in cards:
        counts[VALUES[card]] += 1
    return tuple(counts)


def reach_of(cards: Iterable[str]) -> int:
    """Bit s is set when some subset of the cards adds up to s (s <= 13; bit 0 is the empty set)."""
    reach = 1
    mask = (1 << (TOP + 1)) - 1
    for card in cards:
        reach = (reach | (reach << VALUES[card])) & mask
    return reach


def has_group(reach: int, value: int) -> bool:
    """Whether a loose card of `value`, or loose cards adding up to it, exist (SEP-5.1,
    SEP-7.11)."""
    return bool(reach >> value & 1)


def _completions(counts: list[int], total: int, largest: int) -> Iterator[tuple[int, ...]]:
    """What remains of `counts` after each way to pick cards of values <= `largest` adding up
    to `total` (the list is changed while a result is out, and restored after)."""
    if total == 0:
        yield tuple(counts)
        return
    for value in range(min(largest, total), 0, -1):
        have = counts[value]
        if not have:
            continue
        for take in range(min(have, total // value), 0, -1):
            counts[value] -= take
            yield from _completions(counts, total - take * value, value - 1)
            counts[value] += take


@lru_cache(maxsize=1 << 16)
def splits(counts: tuple[int, ...], value: int) -> bool:
    """Whether the multiset splits into disjoint combinations that each add up to `value`."""
    total = 0
    for v, n in enumerate(counts):
        total += v * n
    if total % value:
        return False
    return _greedy(list(counts), value) or _search(counts, value)


def _greedy(counts: list[int], value: int) -> bool:
    """Largest card first, completed by the first fitting cards: settles most splits in one
    pass; False only means "not found this way"."""
    top = len(counts) - 1
    while True:
        while top and not counts[top]:
            top -= 1
        if not top:
            return True
        if top > value:
            return False
        counts[top] -= 1
        if top == value:
            continue
        if not _fill(counts, value - top, top):
            return False


def _fill(counts: list[int], total: int, largest: int) -> bool:
    """Take cards of values <= `largest` adding up to `total` out of `counts`, largest first;
    on failure `counts` is left as it was."""
    if total == 0:
        return True
    for value in range(min(largest, total), 0, -1):
        have = counts[value]
        if not have:
            continue
        for take in range(min(have, total // value), 0, -1):
            counts[value] -= take
            if _fill(counts, total - take * value, value - 1):
                return True
            counts[value] += take
    return False


@lru_cache(maxsize=1 << 16)
def _search(counts: tuple[int, ...], value: int) -> bool:
    """The exhaustive split search. The largest card must sit in some combination with
    smaller (or equal) cards, so trying each way to complete it covers every split;
    memoised on the multiset, it stays small because values are at most 13 and each
    appears at most 4 times."""
    largest = 0
    for v in range(len(counts) - 1, 0, -1):
        if counts[v]:
            largest = v
            break
    if not largest:
        return True
    if largest > value:
        return False
    rest = list(counts)
    if largest == value:
        rest[value] = 0
        return _search(tuple(rest), value)
    rest[largest] -= 1
    return any(
        _search(remaining, value) for remaining in _completions(rest, value - largest, largest)
    )


def splits_with(taken: tuple[int, ...], value: int, extra: int = 0) -> bool:
    """`splits`, with one more card of capture value `extra` (the played card) in the pile."""
    if extra:
        counts = list(taken)
        if extra >= len(counts):
            return False
        counts[extra] += 1
        taken = tuple(counts)
    return splits(taken, value)


def each_card_in_some_group(cards: list[str], value: int) -> bool:
    """Whether every card could belong to some group of `value` made from the others.

    Used only to name the right rule when a set does not split: overlapping groups
    (SEP-5.3) rather than cards that make no group at all (SEP-5.4).
    """
    for index, card in enumerate(cards):
        need = value - VALUES[card]
        if need < 0:
            return False
        if need and not has_group(reach_of(cards[:index] + cards[index + 1 :]), need):
            return False
    return True


class Budget:
    """A cap on search steps, so a listing on an adversarial table ends in bounded time."""

    __slots__ = ("left", "exhausted")

    def __init__(self, steps: int):
        self.left = steps
        self.exhausted = False

    def spend(self) -> bool:
        self.left -= 1
        if self.left < 0:
            self.exhausted = True
            return False
        return True


def packings(
    counts: tuple[int, ...], value: int, extra: int, budget: Budget, cap: int
) -> list[tuple[int, ...]]:
    """Up to `cap` multisets t taken from `counts` such that t (plus a card of `extra`) splits
    into combinations of `value` and what stays behind holds no group of `value`.

    This is the shape shared by a complete capture (SEP-5.4) and a house play's forced
    inclusion (SEP-7.11). Cards above `value` never join; cards of exactly `value` must
    all join (one left behind would be a group). The values below are decided from the
    top down, choosing how many stay behind; a leftover that already holds a group is cut
    at once, and so is a branch whose total can no longer come out a multiple of the value
    (`residues`), which keeps the walk close to the answers. Results come most-taken first.
    """
    low = [v for v in range(value - 1, 0, -1) if counts[v]]
    full = sum(v * counts[v] for v in low) + value * counts[value] + extra
    target = 1 << value
    mask = (target << 1) - 1
    # residues[i]: bit r is set when the cards of low[i:] left behind can add up to r (mod value)
    residues = [1] * (len(low) + 1)
    for i in range(len(low) - 1, -1, -1):
        v, reach = low[i], 0
        for keep in range(counts[v] + 1):
            shift = keep * v % value
            later = residues[i + 1]
            reach |= ((later << shift) | (later >> (value - shift))) & ((1 << value) - 1)
        residues[i] = reach
    taken = list(counts[: value + 1]) + [0] * (TOP - value)
    found: list[tuple[int, ...]] = []
    last = len(low)
    half = value // 2

    def partners_suffice(decided: int) -> bool:
        """A card x above half the value needs partners adding up to value - x, all of value
        <= value - x: for every k, the needs of at most k must fit in the cards of value <= k
        (Hall's condition, counted in pips). Values below `decided` are still open and
        count in full, as `taken` holds them until they are decided."""
        need = [0] * (half + 1)
        for x in range(max(decided, half + 1), value):
            if taken[x]:
                need[value - x] += taken[x] * (value - x)
        if half < extra < value:
            need[value - extra] += value - extra
        demand = supply = 0
        for k in range(1, half + 1):
            demand += need[k]
            supply += k * (taken[k] + (extra == k))
            if demand > supply:
                return False
        return True

    def walk(index: int, reach: int, left_total: int) -> None:
        if not residues[index] >> ((full - left_total) % value) & 1 or not budget.spend():
            return
        if index and low[index - 1] > half and not partners_suffice(low[index - 1]):
            return
        if index == last:
            budget.left -= (
                full - left_total
            ) // value  # a split costs about a step per combination
            candidate = tuple(taken)
            if splits_with(candidate, value, extra):
                found.append(candidate)
            return
        v = low[index]
        have = counts[v]
        grown = reach
        for keep in range(have + 1):
            if keep:
                grown = (grown | (grown << v)) & mask
                if grown & target:
                    break
            taken[v] = have - keep
            walk(index + 1, grown, left_total + keep * v)  # noqa: F821 - bound until the `del` below
            if len(found) >= cap or budget.exhausted:
                break
        taken[v] = have

    try:
        walk(0, 1, 0)
    finally:
        # `walk` refers to itself through its closure: emptying that cell frees it (and
        # `partners_suffice`) at once, where the cycle would wait for the collector.
        del walk
    return found


def choices(by_value: dict[int, list[str]], taken: tuple[int, ...]) -> Iterator[list[str]]:
    """The concrete card sets for a multiset of values, in canonical order."""
    options = [list(combinations(by_value[v], n)) for v, n in enumerate(taken) if n]
    for picked in product(*options):
        yield [card for group in picked for card in group]
