"""The table (CAS-0.2): free cards and reservations, and finding the cards a move names."""

from __future__ import annotations

from collections.abc import Sequence

from referee.engine.errors import IllegalMove


def owned(reservations: list[dict], seat: int) -> int | None:
    """Index of the reservation `seat` owns (CAS-5.7b: at most one), or None."""
    for index, reservation in enumerate(reservations):
        if reservation["owner"] == seat:
            return index
    return None


def describe(reservation: dict) -> str:
    return (
        f"reservation {{{' '.join(reservation['cards'])}}}={reservation['value']} "
        f"of seat {reservation['owner']}"
    )


def resolve(
    named: Sequence[str], table: list[str], reservations: list[dict], whole_rule: str
) -> tuple[list[int], list[int]]:
    """The free-card positions and reservation indices a set of named cards covers.

    CAS-4.2: an unknown card is refused; CAS-4.3b / CAS-5.2c (`whole_rule`): a
    reservation is named whole or not at all.
    """
    free_at = {card: i for i, card in enumerate(table)}
    reserved_in = {card: j for j, res in enumerate(reservations) for card in res["cards"]}
    free: list[int] = []
    hits: dict[int, int] = {}
    for card in dict.fromkeys(named):
        i = free_at.get(card)
        if i is not None:
            free.append(i)
            continue
        j = reserved_in.get(card)
        if j is None:
            raise IllegalMove("card_not_on_table", "CAS-4.2", f"{card} is not on the table")
        hits[j] = hits.get(j, 0) + 1
    for j in sorted(hits):
        reservation = reservations[j]
        if hits[j] != len(reservation["cards"]):
            left = [card for card in reservation["cards"] if card not in named]
            raise IllegalMove(
                "reservation_split",
                whole_rule,
                f"the {describe(reservation)} can only be taken whole; {' '.join(left)} left out",
            )
    free.sort()
    return free, sorted(hits)


def named_cards(
    table: Sequence[str], reservations: list[dict], free: list[int], reserved: list[int]
) -> list[str]:
    """The canonical order of a move's table cards: whole reservations first, then free cards."""
    out = [card for j in reserved for card in reservations[j]["cards"]]
    out.extend(table[i] for i in free)
    return out


def obligation(reservations: list[dict], seat: int, own: int) -> IllegalMove:
    """CAS-5.6 / D-11: the refusal of any move that leaves the mover's reservation alone."""
    return IllegalMove(
        "owner_must_capture",
        "CAS-5.6",
        f"seat {seat} owns the {describe(reservations[own])}: this turn must capture it "
        f"or override it",
    )
