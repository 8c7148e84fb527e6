"""One session's new moves as a process's watchers read them: one store read per new version.

When a move is announced, every watcher of the session in the process wakes. The first to
read fetches the session's record and its new history entries from the store; the others
wait for that read and take its result, so a move costs one store read per session per
process however many watchers it has there. Each entry is filtered for a seat (the game's
`public_record`) and encoded once per seat, then handed to every watcher of that seat.

A feed keeps only the last `WINDOW` entries: a watcher further behind (one resuming from
an old Last-Event-ID) reads its own page from the store, as a single watcher always did.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace
from typing import Any

from .store import SessionRecord

WINDOW = 4  # entries a feed keeps, for watchers a move or two behind


class Feed:
    """The entries of one session read so far by this process, newest `WINDOW` of them."""

    __slots__ = ("_lock", "version", "holders", "game", "_entries", "_encoded")

    def __init__(self) -> None:
        # Held while the store is read: the session's other watchers queue here and then
        # find the versions they were woken for already read.
        self._lock = threading.Lock()
        self.version = -1  # of the record last read; -1 before any read
        # That record without its state: who holds the seats, to check a token against.
        self.holders: SessionRecord | None = None
        self.game: Any = None
        self._entries: list[dict] = []  # consecutive versions, the newest last
        self._encoded: dict[tuple[int, int | None], Any] = {}

    def after(
        self, service, session_id: str, last: int, wanted: int
    ) -> tuple[SessionRecord, list[dict]] | None:
        """Who holds the seats (a record without its state) and the entries after version
        `last`, of a record at version `wanted` or later, reading the store only when no
        watcher has read that far yet; None when the feed no longer holds the entry after
        `last` (the caller reads its own page). SessionNotFound and StoreUnavailable as the
        store raises them."""
        with self._lock:
            if self.version < wanted:
                self._read(service, session_id, last)
            assert self.holders is not None
            if last >= self.version:
                return self.holders, []
            if not self._entries or self._entries[0]["version"] > last + 1:
                return None
            return self.holders, [entry for entry in self._entries if entry["version"] > last]

    def _read(self, service, session_id: str, last: int) -> None:
        record, game = service.session_record(session_id)
        known = self.version if self.version >= 0 else max(last, 0)
        fresh = []
        if record.version > known:
            for entry in service.store.history(session_id, known):
                # Entries of moves made after the record was read wait for the next read.
                if entry["version"] > record.version:
                    break
                fresh.append(entry)
        if fresh and self._entries and fresh[0]["version"] != self._entries[-1]["version"] + 1:
            self._entries = []  # never a gap: a watcher behind it reads its own page
        self._entries = (self._entries + fresh)[-WINDOW:]
        oldest = self._entries[0]["version"] if self._entries else record.version + 1
        self._encoded = {key: value for key, value in self._encoded.items() if key[0] >= oldest}
        self.version, self.holders, self.game = record.version, replace(record, state={}), game

    def shown(self, service, entry: dict, seat: int | None, encode: Callable[[dict], Any]) -> Any:
        """`encode` of the entry as `seat` may see it (`service.public_entry`), made once
        per seat and entry for every watcher of that seat."""
        key = (entry["version"], seat)
        made = self._encoded.get(key)
        if made is None:
            made = self._encoded[key] = encode(service.public_entry(self.game, entry, seat))
        return made
