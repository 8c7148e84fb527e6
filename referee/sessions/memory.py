"""The in-memory session store: the default for one process (no REFEREE_REDIS_URL).

Sessions are kept as the same fields of JSON text that Redis keeps, so callers never
share a mutable object with the store and both stores measure a session's size alike.
One lock makes every operation atomic; `commit` compares the version under it.

The store keeps at most `max_sessions` live sessions (REFEREE_MAX_SESSIONS): a fresh
session takes 1.7–2.4 KB here and a whole match with its history and kept answers 6–150 KB
in most games (bench/session_memory.py), so the default of 10,000 is about 20 MB of freshly
opened sessions. A history grows by a few hundred bytes a move and has no length bound (a
match is never stopped by its length), so a long match takes megabytes: a 2-player Spite
and Malice played at random runs to tens of thousands of moves. Kept answers do not grow
with the match: one per seat, and a few key hashes. Past `max_sessions`,
`create` sweeps expired ones and then refuses (StoreFull) rather than grow without end.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from .errors import (
    DeadlinePassed,
    JoinCodeGone,
    JoinCodeUnknown,
    KeyAnsweredEarlier,
    NotDue,
    SessionExists,
    SessionNotFound,
    StoreFull,
    VersionConflict,
)
from .keys import EARLIER_KEYS, KEY_DIGEST_CHARS, AnswerSlot, earlier_index
from .store import ENDED_TTL, SessionRecord, SessionStore, decode, encode
from .table import kept_for

PURGE_EVERY = 256  # creations between sweeps of expired sessions
MAX_SESSIONS = 10_000
JOIN_CODES_PER_SESSION = 8  # live join codes kept, on average over the sessions' bound
SPENT = None  # what a spent code keeps until its TTL runs out


@dataclass
class _Stored:
    record: dict[str, str | int]  # SessionRecord.fields()
    expires_at: float
    history: list[str] = field(default_factory=list)
    answers: dict[str, str] = field(default_factory=dict)  # the fields Redis's answers hash has

    def kept(self, slot: AnswerSlot) -> str | None:
        """The answer kept for the slot's key; KeyAnsweredEarlier for an earlier key."""
        latest = self.answers.get(slot.latest)
        if latest is not None and latest[:KEY_DIGEST_CHARS] == slot.key:
            return latest[KEY_DIGEST_CHARS:]
        if earlier_index(self.answers.get(slot.earlier, ""), slot.key) != -1:
            raise KeyAnsweredEarlier()
        return None

    def keep(self, slot: AnswerSlot, text: str) -> None:
        """`text` becomes the seat's latest answer; the key it replaces joins the earlier."""
        latest = self.answers.get(slot.latest)
        if latest is not None:
            earlier = self.answers.get(slot.earlier, "") + latest[:KEY_DIGEST_CHARS]
            self.answers[slot.earlier] = earlier[-EARLIER_KEYS * KEY_DIGEST_CHARS :]
        self.answers[slot.latest] = slot.key + text


class MemoryStore(SessionStore):
    kind = "memory"

    def __init__(
        self,
        ttl: int,
        clock: Callable[[], float] = time.monotonic,
        *,
        max_sessions: int = MAX_SESSIONS,
        wall: Callable[[], float] = time.time,
    ):
        """`clock` times the TTLs; `wall` (seconds since the epoch) is the sessions' time,
        which their clocks run on (`now`)."""
        self.ttl, self.max_sessions = ttl, max_sessions
        self._clock = clock
        self.wall = wall
        self._lock = threading.Lock()
        self._sessions: dict[str, _Stored] = {}
        self._creations = 0
        self._codes: dict[str, tuple[str | None, float]] = {}  # code: (ticket JSON, expiry)
        # Who ended each session ended lately, with the expiry of that, the oldest first.
        self._ended: dict[str, tuple[str, float]] = {}

    def ping(self) -> bool:
        return True

    def _live(self, session_id: str) -> _Stored:
        """The stored session (caller holds the lock); expired ones are dropped here."""
        stored = self._sessions.get(session_id)
        if stored is not None and stored.expires_at <= self._clock():
            del self._sessions[session_id]
            stored = None
        if stored is None:
            raise SessionNotFound(session_id)
        return stored

    def expires_in(self, session_id: str) -> float | None:
        with self._lock:
            try:
                return max(0.0, self._live(session_id).expires_at - self._clock())
            except SessionNotFound:
                return None

    def _purge(self) -> None:
        now = self._clock()
        for session_id in [sid for sid, s in self._sessions.items() if s.expires_at <= now]:
            del self._sessions[session_id]
        for session_id in [sid for sid, (_, ends) in self._ended.items() if ends <= now]:
            del self._ended[session_id]

    def create(self, record: SessionRecord) -> None:
        with self._lock:
            self._creations += 1
            if self._creations % PURGE_EVERY == 0 or len(self._sessions) >= self.max_sessions:
                self._purge()
            if len(self._sessions) >= self.max_sessions:
                raise StoreFull(f"the store keeps {self.max_sessions} sessions already")
            try:
                self._live(record.id)
            except SessionNotFound:
                self._sessions[record.id] = _Stored(
                    record.fields(), self._clock() + kept_for(record, self.ttl)
                )
                return
            raise SessionExists(record.id)

    def load(self, session_id: str) -> SessionRecord:
        with self._lock:
            fields = self._live(session_id).record
        return SessionRecord.from_fields(fields)

    def now(self, session_id: str) -> int:
        return round(self.wall() * 1000)

    def history(self, session_id: str, start: int = 0, limit: int | None = None) -> list[dict]:
        start = max(0, start)
        end = None if limit is None else start + limit
        with self._lock:
            entries = self._live(session_id).history[start:end]
        return [decode(entry) for entry in entries]

    def commit(
        self,
        expected_version: int,
        record: SessionRecord,
        entry: dict,
        answer: tuple[AnswerSlot, dict] | None = None,
        *,
        not_after: int | None = None,
        not_before: int | None = None,
    ) -> dict | None:
        changed, line = record.move_fields(), encode(entry)
        kept = (answer[0], encode(answer[1])) if answer else None
        with self._lock:
            stored = self._live(record.id)
            if kept:
                earlier = stored.kept(kept[0])
                if earlier is not None:
                    return decode(earlier)
            if (
                stored.record["version"] != expected_version
                or stored.record.get("revision", "") != record.parent_revision
            ):
                raise VersionConflict(record.id, SessionRecord.from_fields(stored.record))
            if not_after is not None or not_before is not None:
                now = self.now(record.id)
                if not_after is not None and now > not_after:
                    raise DeadlinePassed(record.id)
                if not_before is not None and now < not_before:
                    raise NotDue(record.id)
            stored.record = {**stored.record, **changed}
            stored.history.append(line)
            if kept:
                stored.keep(*kept)
            stored.expires_at = self._clock() + kept_for(record, self.ttl)
        return None

    def reseat(self, expected_version: int, record: SessionRecord) -> None:
        with self._lock:
            stored = self._live(record.id)
            if (
                stored.record["version"] != expected_version
                or stored.record.get("revision", "") != record.parent_revision
            ):
                raise VersionConflict(record.id, SessionRecord.from_fields(stored.record))
            stored.record = {**stored.record, "meta": record.meta_json, "revision": record.revision}
            stored.expires_at = self._clock() + kept_for(record, self.ttl)

    def answer(self, session_id: str, slot: AnswerSlot) -> dict | None:
        with self._lock:
            text = self._live(session_id).kept(slot)
        return None if text is None else decode(text)

    def keep_answer(self, session_id: str, slot: AnswerSlot, answer: dict) -> dict:
        text = encode(answer)
        with self._lock:
            stored = self._live(session_id)
            found = stored.kept(slot)
            if found is None:
                stored.keep(slot, text)
            else:
                text = found
        return decode(text)

    def keep_join_code(self, code: str, ticket: dict, ttl: int) -> bool:
        text = encode(ticket)
        with self._lock:
            now = self._clock()
            found = self._codes.get(code)
            if found is not None and found[1] > now:
                return False
            if len(self._codes) >= self.max_sessions * JOIN_CODES_PER_SESSION:
                for stale in [c for c, (_, ends) in self._codes.items() if ends <= now]:
                    del self._codes[stale]
                if len(self._codes) >= self.max_sessions * JOIN_CODES_PER_SESSION:
                    raise StoreFull("the store keeps as many join codes as it may")
            self._codes[code] = (text, now + ttl)
        return True

    def spend_join_code(self, code: str) -> dict:
        with self._lock:
            text, ends = self._codes.get(code, (SPENT, 0.0))
            if ends <= self._clock():
                self._codes.pop(code, None)
                raise JoinCodeUnknown(code)
            if text is SPENT:
                raise JoinCodeGone("join_code_spent", "the join code was redeemed already")
            self._codes[code] = (SPENT, ends)
        return decode(text)

    def kept_bytes(self, session_id: str) -> int:
        """What the session's kept Idempotency-Key answers take (as text), for measures."""
        with self._lock:
            return sum(map(len, self._live(session_id).answers.values()))

    def delete(self, session_id: str, by: str | None = None) -> bool:
        with self._lock:
            try:
                self._live(session_id)
            except SessionNotFound:
                return False
            del self._sessions[session_id]
            if by is not None:
                self._mark_ended(session_id, by)
            return True

    def _mark_ended(self, session_id: str, by: str) -> None:
        """Keep who ended the session (caller holds the lock): as many marks as sessions at
        most, the expired and then the oldest dropped first."""
        now = self._clock()
        if len(self._ended) >= self.max_sessions:
            for stale in [sid for sid, (_, ends) in self._ended.items() if ends <= now]:
                del self._ended[stale]
            while len(self._ended) >= self.max_sessions:
                del self._ended[next(iter(self._ended))]
        self._ended[session_id] = (by, now + ENDED_TTL)

    def ended_by(self, session_id: str) -> str | None:
        with self._lock:
            by, ends = self._ended.get(session_id, ("", 0.0))
            if ends <= self._clock():
                self._ended.pop(session_id, None)
                return None
        return by
