"""The checks every game makes of a tally of a game played elsewhere: its players, its sides."""

from __future__ import annotations

from collections.abc import Collection, Iterable

from .errors import InvalidState
from .wording import json_text


def either(values: Iterable[object]) -> str:
    """Values for a message, the last after "or": "2, 3 or 4"."""
    words = [str(value) for value in values]
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


def require_players(players: object, allowed: Collection[int], rule: str) -> None:
    """InvalidState at `tally.players` unless the tally is of a player count the game has."""
    if players not in allowed:
        raise InvalidState(
            f"players must be {either(allowed)} ({rule}); got {json_text(players)}",
            path="tally.players",
        )


def require_sides(
    given: Iterable[str],
    expected: tuple[str, ...],
    path: str,
    *,
    rule: str | None = None,
    lead: str | None = None,
) -> None:
    """InvalidState at `path` unless `given` names exactly the sides `expected`.

    The message says "<lead> the sides ..."; `lead` is "<path> must name exactly" unless
    given, and `rule`, when given, is cited after the sides.
    """
    named = set(given)
    if named == set(expected):
        return
    cited = f" ({rule})" if rule else ""
    raise InvalidState(
        f"{lead or f'{path} must name exactly'} the sides {', '.join(expected)}{cited}; "
        f"got {', '.join(sorted(named)) or 'none'}",
        path=path,
    )
