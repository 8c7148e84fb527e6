"""Walking and rewriting JSON values by path, for tests that mutate real states and moves."""

from __future__ import annotations

import copy


def paths(value, prefix=()):
    """Every path in a JSON value, the root (the empty path) first."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, prefix + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths(item, prefix + (index,))


def parent_of(value, path):
    """The container holding the value at `path` (a non-empty path)."""
    for key in path[:-1]:
        value = value[key]
    return value


def replaced(value, path, new):
    """A deep copy of `value` with the value at `path` replaced by `new`."""
    if not path:
        return new
    out = copy.deepcopy(value)
    parent_of(out, path)[path[-1]] = new
    return out
