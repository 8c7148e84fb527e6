"""CAS-5 reservations: creating and overriding one, and every reservation a card can make."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from referee.engine.cards import VALUES
from referee.engine.errors import IllegalMove

from .splitting import splits
from .subsets import FreeCards
from .table import named_cards, obligation, owned, resolve


def keeps_value(hand: list[str], card: str, value: int) -> bool:
    """CAS-5.2e / D-6: after `card` leaves, the hand still holds a card of `value`."""
    return any(VALUES[held] == value for held in hand if held != card)


def check_reserve(
    table: list[str],
    reservations: list[dict],
    seat: int,
    hand: list[str],
    card: str,
    named: list[str],
    value: int,
) -> tuple[list[int], list[int]]:
    """CAS-5.2 / CAS-5.5: the free positions and reservations bundled, or IllegalMove."""
    if not named:
        raise IllegalMove(
            "reservation_needs_table_card",
            "CAS-5.2",
            "a reservation bundles the played card with at least one table card (CAS-5.2a)",
        )
    free, reserved = resolve(named, table, reservations, "CAS-5.2")
    own = owned(reservations, seat)
    if own is not None and own not in reserved:
        raise obligation(reservations, seat, own)
    if not keeps_value(hand, card, value):
        raise IllegalMove(
            "declared_value_not_in_hand",
            "CAS-5.2",
            f"after playing {card}, seat {seat} holds no card of value {value} to capture "
            f"the reservation with (CAS-5.2e)",
        )
    bundle = [card] + named_cards(table, reservations, free, reserved)
    if not splits(bundle, value):
        raise IllegalMove(
            "not_a_sum",
            "CAS-5.2",
            f"{' '.join(bundle)} do not divide into groups each adding up to {value} (CAS-5.2d)",
        )
    return free, reserved


def reserve_moves(
    free: FreeCards, reservations: list[dict], own: int | None, hand: list[str], card: str
) -> Iterator[tuple[int, Sequence[str]]]:
    """Every legal (declared value, T) for playing `card`, in canonical order (CAS-5.2).

    By declared value upwards, then by which whole reservations are absorbed (the
    mover's own, `own`, always: CAS-5.6), then by the free cards that complete the split.
    """
    v = VALUES[card]
    declared = sorted({VALUES[held] for held in hand if held != card and VALUES[held] >= v})
    if not reservations:  # the usual case: free cards only
        for value in declared:
            for loose in free.sets(value, (card,), nonempty=True):
                yield value, loose
        return
    highest = [max(VALUES[c] for c in res["cards"]) for res in reservations]
    for value in declared:
        # Only reservations whose cards all fit under the declared value can be absorbed.
        fits = [j for j, top in enumerate(highest) if top <= value]
        if own is not None and own not in fits:
            continue
        for mask in range(1 << len(fits)):
            chosen = [j for bit, j in enumerate(fits) if mask >> bit & 1]
            if own is not None and own not in chosen:
                continue
            whole = named_cards(free.cards, reservations, [], chosen)
            for loose in free.sets(value, [card] + whole, nonempty=not whole):
                yield value, whole + list(loose)
