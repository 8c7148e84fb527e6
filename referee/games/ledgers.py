"""A ledger's carried row, the same in every game: what a match brought in from before.

A ledger (Modulo's `scored_deals`) lists the match's finished deals in order. It may open with
one carried row, `{"carried": true, <span>: k, "points": {side: n}, ...}`, which stands for
the first k deals (Cassino's games) and the points they scored, so that a position of any deal
and any scores can be posed without writing those deals out. Each game checks the carried
row against what k deals can score; this module holds what is common: where a carried row may
stand, its sides, copies, and the rows of a score sheet that start from it.
"""

from __future__ import annotations

from referee.engine import InvalidState
from referee.engine.sheets import DealRow


def carried_row(rows: list[dict]) -> dict | None:
    """The carried row opening `rows`, if there is one."""
    return rows[0] if rows and "carried" in rows[0] else None


def recorded(rows: list[dict]) -> list[dict]:
    """The rows after the carried one: each a deal of the match written out."""
    return rows[1:] if carried_row(rows) is not None else rows


def check_placed(rows: list[dict], path: str, rule: str) -> None:
    """InvalidState unless a carried row, if any, is the first row."""
    for index, row in enumerate(rows):
        if index and "carried" in row:
            raise InvalidState(
                f"{path.removeprefix('state.')}.{index} is a carried row; only the first row "
                f"may carry what the match scored before its recorded deals ({rule})",
                path=f"{path}.{index}",
            )


def check_points(points: dict, sides: tuple[str, ...], path: str) -> None:
    """InvalidState unless `points` names exactly the sides of the game."""
    if points.keys() != set(sides):
        raise InvalidState(
            f"{path.removeprefix('state.')} must have exactly the sides {', '.join(sides)}; got "
            f"{', '.join(sorted(points)) or 'none'}",
            path=path,
        )


def copied(rows: list[dict]) -> list[dict]:
    """The rows as new objects, so that a view or a sampled state shares none of them."""
    return [
        {
            key: value.copy() if isinstance(value, dict | list) else value
            for key, value in row.items()
        }
        for row in rows
    ]


def running_rows(rows: list[dict], sides: tuple[str, ...], span: str) -> list[DealRow]:
    """A score sheet's rows: each recorded deal's totals with the match scores right after it,
    counted from the carried row's points, which come first as a row of their own (its
    `number` the last deal it stands for, `carried: true`)."""
    out: list[DealRow] = []
    running = dict.fromkeys(sides, 0)
    for row in rows:
        if "carried" in row:
            running = {side: row["points"][side] for side in sides}
            out.append(
                {
                    "number": row[span],
                    "totals": dict(running),
                    "scores": dict(running),
                    "carried": True,
                }
            )
            continue
        running = {side: running[side] + row["totals"][side] for side in sides}
        out.append({"number": row["number"], "totals": dict(row["totals"]), "scores": running})
    return out
