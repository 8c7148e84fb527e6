"""Ids unique across processes and machines, drawn without a system call each."""

from __future__ import annotations

import itertools
import os

# 64 random bits per process (drawn again in a forked child, e.g. a gunicorn worker), then
# a counter: as unique as 128 random bits would be, for a tenth of the cost of asking the
# kernel for them on every request. For ids that must be unique, never for secrets.
_prefix = ""
_counter = itertools.count()


def _draw_prefix() -> None:
    global _prefix, _counter
    _prefix, _counter = os.urandom(8).hex(), itertools.count()


_draw_prefix()
os.register_at_fork(after_in_child=_draw_prefix)


def unique_hex() -> str:
    """32 hexadecimal characters that no other call, in any process, returns."""
    return f"{_prefix}{next(_counter):016x}"
