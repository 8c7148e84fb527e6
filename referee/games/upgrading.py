"""States of older schema versions upgraded to the current one, one small step per version.

Each game package lists its steps in `upgrades.py` as `UPGRADES`: the step at index i turns
a state of schema_version i + 1 into one of version i + 2, so a game at version n has n - 1
steps, and a state of any earlier version is brought up by the chain of those after it. A
step reads only the fields it changes, returns a new object (the state it is given was
sealed or sent as it is, and stays so) and leaves `schema_version` to this module. The
upgraded state is then parsed and checked like any other, so a step need not check what the
current format checks; what a step cannot map it refuses with `NotUpgradable`, saying why.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from referee.engine import InvalidState, RefereeError
from referee.engine.wording import json_text

Step = Callable[[dict], dict]


class NotUpgradable(InvalidState):
    """A state of an older version that no step can bring to the current one (HTTP 422)."""

    code = "not_upgradable"


def older_version(data: Any, game_id: str, current: int) -> int | None:
    """The schema_version of `data` when it is a state of this game older than `current`."""
    if not (isinstance(data, dict) and data.get("game") == game_id):
        return None
    version = data.get("schema_version")
    return version if type(version) is int and version < current else None


def check_readable(data: Any, game_id: str, current: int) -> None:
    """NotUpgradable for a version that is no version of this game's states: newer than this
    referee knows, or below 1. Other values are the schema's to refuse."""
    if not (isinstance(data, dict) and data.get("game") == game_id):
        return
    version = data.get("schema_version")
    if type(version) is not int or version == current:
        return
    if version > current:
        raise NotUpgradable(
            f"schema_version {version} is newer than this referee reads: it reads {game_id} "
            f"states of schema_version 1 to {current}, so the state comes from a later "
            "release; send it to that release or a later one",
            path="state.schema_version",
        )
    if version < 1:
        raise NotUpgradable(
            f"schema_version must be 1 to {current}; got {json_text(version)}",
            path="state.schema_version",
        )


def upgraded(data: Any, game_id: str, current: int, steps: Sequence[Step]) -> Any:
    """`data` brought to schema_version `current` when it is an older state of this game;
    anything else unchanged. NotUpgradable where a step cannot map the state."""
    check_readable(data, game_id, current)
    version = older_version(data, game_id, current)
    if version is None:
        return data
    state: dict = data
    for number in range(version, current):
        state = _step(steps[number - 1], state, game_id, number)
    return state


def _step(step: Step, state: dict, game_id: str, version: int) -> dict:
    try:
        out = step(state)
    except RefereeError:
        raise
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        # A step reads the fields of its version's format; a state that lacks them, or holds
        # values of other types, is no state of that version.
        raise NotUpgradable(
            f"this {game_id} state of schema_version {version} cannot be upgraded to "
            f"{version + 1}: it does not hold the fields a state of schema_version {version} "
            "holds",
            path="state",
        ) from None
    out = dict(out)  # a step that hands back the state it was given leaves that one as sent
    out["schema_version"] = version + 1
    return out


def without(state: dict, names: tuple[str, ...], game_id: str, version: int) -> None:
    """NotUpgradable when the state holds a field its version's states never hold: a field
    its step adds, most likely, under a schema_version set by mistake."""
    for name in names:
        if name in state:
            raise refuse(
                version,
                game_id,
                f"it holds `{name}`, which no state of schema_version {version} holds; is its "
                "schema_version the one it was written with?",
                f"state.{name}",
            )


def inserted_after(state: dict, after: str, name: str, value: Any) -> dict:
    """`state` with the field `name` placed right after `after`, as the newer version writes
    it; every other field keeps its place."""
    out: dict = {}
    for key, kept in state.items():
        out[key] = kept
        if key == after:
            out[name] = value
    return out


def integer(value: Any) -> int:
    """`value` when it is an integer (never a boolean); else the TypeError that `_step` words
    as a state that is not of its version."""
    if type(value) is not int:
        raise TypeError(value)
    return value


def refuse(version: int, game_id: str, why: str, path: str) -> NotUpgradable:
    """The refusal of a step that cannot map a field: `why` says what the field holds."""
    return NotUpgradable(
        f"this {game_id} state of schema_version {version} cannot be upgraded to "
        f"{version + 1}: {why}",
        path=path,
    )
