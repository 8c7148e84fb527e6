"""CAS-4.3 captures: whether a named set of table cards may be taken, and every set that may."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from referee.engine.cards import VALUES
from referee.engine.errors import IllegalMove

from .splitting import splits
from .subsets import FreeCards
from .table import describe, named_cards, obligation, owned, resolve


def check_capture(
    table: list[str], reservations: list[dict], seat: int, card: str, named: list[str]
) -> tuple[list[int], list[int]]:
    """CAS-4.3: the free positions and reservations taken, or IllegalMove with the rule."""
    v = VALUES[card]
    if not named:
        raise IllegalMove(
            "empty_capture", "CAS-4.3", "a capture takes at least one table card (CAS-4.3a)"
        )
    free, reserved = resolve(named, table, reservations, "CAS-5.3")
    own = owned(reservations, seat)
    if own is not None and own not in reserved:
        raise obligation(reservations, seat, own)
    for j in reserved:
        if reservations[j]["value"] != v:
            raise IllegalMove(
                "reservation_value",
                "CAS-5.3",
                f"the {describe(reservations[j])} can only be captured with a "
                f"{reservations[j]['value']}, not with {card}",
            )
    loose = [table[i] for i in free]
    if loose and not splits(loose, v):
        raise IllegalMove(
            "not_a_sum",
            "CAS-4.3",
            f"the free cards {' '.join(loose)} do not divide into groups each adding up to "
            f"{v} (CAS-4.3d)",
        )
    return free, reserved


def capture_sets(
    free: FreeCards, reservations: list[dict], own: int | None, card: str
) -> Iterable[Sequence[str]]:
    """Every legal capture set C for `card`, each once, in canonical order (CAS-4.3).

    Reservations of the card's value are units (D-4): any subset of them, the mover's own
    (`own`) always included (CAS-5.6), joined with any subset of free cards that splits.
    """
    v = VALUES[card]
    if own is not None and reservations[own]["value"] != v:
        return ()
    matching = [j for j, res in enumerate(reservations) if res["value"] == v]
    if not matching:  # the usual case: free cards only
        return free.sets(v, (), nonempty=True)
    return _with_reservations(free, reservations, own, v, matching)


def _with_reservations(
    free: FreeCards, reservations: list[dict], own: int | None, v: int, matching: list[int]
) -> Iterator[list[str]]:
    for mask in range(1 << len(matching)):
        chosen = [j for bit, j in enumerate(matching) if mask >> bit & 1]
        if own is not None and own not in chosen:
            continue
        whole = named_cards(free.cards, reservations, [], chosen)
        for loose in free.sets(v, (), nonempty=not whole):
            yield whole + list(loose)
