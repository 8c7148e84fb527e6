"""Seeded, platform-independent shuffles: the state's seed and the deal number fix every deal."""

from __future__ import annotations

import hashlib
from collections.abc import Iterator, Sequence
from typing import TypeVar

T = TypeVar("T")


def deal_seed(seed: str, deal_number: int) -> bytes:
    """A per-deal key, so that one deal reveals nothing about the others."""
    return hashlib.sha256(f"{seed}\x00{deal_number}".encode()).digest()


def _stream(key: bytes) -> Iterator[int]:
    # SHA-256 in counter mode rather than `random`, so a deal never changes with the
    # Python version or platform: replays and bug reports stay exact.
    counter = 0
    while True:
        block = hashlib.sha256(key + counter.to_bytes(8, "big")).digest()
        counter += 1
        for i in range(0, 32, 4):
            yield int.from_bytes(block[i : i + 4], "big")


def shuffled(items: Sequence[T], key: bytes) -> list[T]:
    """A Fisher-Yates shuffle of `items` driven by `key`; unbiased by rejection sampling."""
    out = list(items)
    words = _stream(key)
    for i in range(len(out) - 1, 0, -1):
        bound = i + 1
        limit = (1 << 32) - ((1 << 32) % bound)
        while True:
            word = next(words)
            if word < limit:
                break
        j = word % bound
        out[i], out[j] = out[j], out[i]
    return out
