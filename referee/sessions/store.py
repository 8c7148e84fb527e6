"""The session store interface, the stored record, and the JSON codec every store shares.

A store keeps, per session: the record (game, version, state, seat- and owner-token
hashes, the bots' levels, the seats' names), the history of accepted moves (a list,
one entry per move, read in pages), and per seat the answer to its latest Idempotency-Key,
with a few of its earlier keys (hashed, without answers: a retry of one is refused, never
applied again). That is what a retry can need, since a client retries a move before it
makes the next one, and it bounds the answers by the seats, never by the moves. Apart from
sessions it keeps join codes (codes.py), each a short-lived ticket to one seat, spent once.
It knows nothing of games or HTTP; `SessionService` (service.py) holds the rules of play.

Atomicity is the store's job: `commit` writes a move only if the session is still at
the version the move was checked against (compare-and-set), together with its history
entry, its idempotency answer and a renewed idle TTL on every key, all or nothing.
Everything is stored as JSON text; nothing is ever pickled.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any, ClassVar

import orjson

from ..games.registry import REGISTRY
from ..unique import unique_hex
from .keys import AnswerSlot
from .subscription import Subscription

# Seconds a store says who ended a session: for its watchers and readers of the moments
# after (a stream reconnecting, a long poll, a table reloaded), not for ever.
ENDED_TTL = 3600
_COMPACT = orjson.OPT_NON_STR_KEYS  # int keys become strings, as json.dumps does
_CANONICAL = _COMPACT | orjson.OPT_SORT_KEYS


def encode(value: Any, *, canonical: bool = False) -> str:
    """Compact, deterministic JSON: the only form anything is stored in.

    `canonical` sorts the keys, so two values equal as JSON encode alike whatever order a
    client wrote their keys in (what an idempotency fingerprint compares). orjson, as for
    request bodies (whatever a client sent was parsed by orjson, so it encodes again).
    """
    return orjson.dumps(value, option=_CANONICAL if canonical else _COMPACT).decode()


def decode(text: str | bytes) -> Any:
    return orjson.loads(text)


def new_revision() -> str:
    return unique_hex()


def as_text(value: str | bytes) -> str:
    """A stored text: Redis answers bytes, the memory store the str it was given."""
    return value.decode() if isinstance(value, bytes) else value


def current_state(game_id: str, state: dict) -> dict:
    """A kept session's state in the schema_version this release writes.

    States are forever: a session kept by an earlier release (in Redis, across an upgrade)
    holds a state of that release's format, which is upgraded here as a posted one would be.
    A state already current is taken as stored, unchecked, as every read has always done, and
    so is one of a game this release does not know, which the service refuses on its own."""
    game = REGISTRY.get(game_id)
    if game is None or state.get("schema_version") == game.schema_version:
        return state
    return game.parse_state(state)


@dataclass(frozen=True)
class SessionRecord:
    """One session as stored: `version` counts accepted moves (0 when dealt).

    `revision` is drawn afresh by every commit, so a version number alone never vouches
    for a state: a record a worker kept from earlier (RedisStore.recent) can match the
    stored one's version after a failover rolled Redis back and another move was made,
    never its revision. `parent_revision`, not stored, is the revision of the record a
    move was checked on, which the commit compares.
    """

    id: str
    game: str
    version: int
    state: dict
    seats: tuple[str, ...]  # sha256 hex of each seat's token, by seat ("" for a bot's seat)
    owner: str = ""  # sha256 hex of the owner token (the creating app's)
    bots: tuple[tuple[int, str], ...] = ()  # (seat, level) of each seat a bot holds, by seat
    names: tuple[tuple[int, str], ...] = ()  # (seat, name) of each seat its opener named
    # Who opened the session (its client address, hashed; "" in records of earlier
    # releases): the sessions one party plays with bots alone share a bound on the bots.
    party: str = ""
    webhook: Subscription | None = None  # the app's webhook (subscription.py), if it set one
    history_length: int = 0
    history_bytes: int = 0  # encoded size of all history entries
    revision: str = ""
    parent_revision: str = field(default="", compare=False)
    # What the session holds beside its game (table.py): its clocks, and how the table ended
    # the match (a timeout, a resignation, an abort); None for a session that has neither
    # (every session an earlier release stored).
    table: dict | None = None
    # Whether the meta changed with the move that made this record (a seat handed to a bot
    # by its timeouts), so that the commit writes it too; not stored.
    meta_changed: bool = field(default=False, compare=False)

    @cached_property
    def state_json(self) -> str:
        """The state as stored, encoded once however often it is asked for."""
        return encode(self.state)

    @cached_property
    def meta_json(self) -> str:
        """What no move changes: the id, the game, the token hashes, the bots' seats, the
        seats' names and the webhook (encoded once per record: the size check and the store
        both ask for it)."""
        meta: dict[str, Any] = {
            "id": self.id,
            "game": self.game,
            "seats": list(self.seats),
            "owner": self.owner,
        }
        if self.bots:
            meta["bots"] = {str(seat): level for seat, level in self.bots}
        if self.names:
            meta["names"] = {str(seat): name for seat, name in self.names}
        if self.party:
            meta["party"] = self.party
        if self.webhook is not None:
            meta["webhook"] = self.webhook.to_json()
        return encode(meta)

    @property
    def bots_only(self) -> bool:
        """Whether bots hold every seat, so that no person waits for them."""
        return len(self.bots) == len(self.seats)

    def bot_of(self, seat: int) -> str | None:
        """The level of the bot that holds `seat`; None for a seat a token holds."""
        return dict(self.bots).get(seat)

    def reseated(self, seats: tuple[str, ...], bots: Mapping[int, str]) -> SessionRecord:
        """The record with other holders of its seats: a new revision, so that a record
        kept from before (RedisStore.recent) never vouches for the old holders."""
        return replace(
            self,
            seats=seats,
            bots=tuple(sorted(bots.items())),
            revision=new_revision(),
            parent_revision=self.revision,
        )

    def move_fields(self) -> dict[str, str | int]:
        """The stored fields a move changes (the state apart from the meta, so a move
        re-encodes neither the token hashes nor anything else it leaves alone)."""
        changed: dict[str, str | int] = {
            "version": self.version,
            "state": self.state_json,
            "history_length": self.history_length,
            "history_bytes": self.history_bytes,
            "revision": self.revision,
        }
        if self.table is not None:
            changed["table"] = self.table_json
        if self.meta_changed:
            changed["meta"] = self.meta_json
        return changed

    @cached_property
    def table_json(self) -> str:
        return "" if self.table is None else encode(self.table)

    def fields(self) -> dict[str, str | int]:
        """The record as stored: a flat map of JSON text and integers."""
        return {"meta": self.meta_json, **self.move_fields()}

    @classmethod
    def from_fields(cls, stored: Mapping[str, Any]) -> SessionRecord:
        """The record from its stored fields: text (str or bytes) and integers."""
        meta = decode(stored["meta"])
        return cls(
            id=meta["id"],
            game=meta["game"],
            version=int(stored["version"]),
            state=current_state(meta["game"], decode(stored["state"])),
            seats=tuple(meta["seats"]),
            owner=meta["owner"],
            bots=tuple(sorted((int(seat), level) for seat, level in meta.get("bots", {}).items())),
            names=tuple(sorted((int(seat), name) for seat, name in meta.get("names", {}).items())),
            party=meta.get("party", ""),
            webhook=Subscription.from_json(meta["webhook"]) if "webhook" in meta else None,
            history_length=int(stored["history_length"]),
            history_bytes=int(stored["history_bytes"]),
            revision=as_text(stored.get("revision", "")),
            table=decode(stored["table"]) if stored.get("table") else None,
        )

    def subscribed(self, webhook: Subscription | None) -> SessionRecord:
        """The record with another webhook (None: none), under a new revision."""
        return replace(
            self, webhook=webhook, revision=new_revision(), parent_revision=self.revision
        )

    def advanced(
        self, state: dict, entry: dict, table: dict | None = None, **changed: Any
    ) -> SessionRecord:
        """The record after one accepted move with history entry `entry`, and the `table`
        (table.py) that move leaves when it changes it; `changed`: other fields it changes
        (`seats` and `bots` with `meta_changed`, when a seat passes to a bot)."""
        return replace(
            self,
            version=self.version + 1,
            state=state,
            history_length=self.history_length + 1,
            history_bytes=self.history_bytes + len(encode(entry)),
            revision=new_revision(),
            parent_revision=self.revision,
            table=self.table if table is None else table,
            **changed,
        )

    def stored_bytes(self) -> int:
        """What the session takes in the store: its record plus its history (a measure,
        not a bound: a match is never stopped by its length)."""
        return (
            len(self.meta_json) + len(self.state_json) + len(self.table_json) + self.history_bytes
        )


class SessionStore(ABC):
    """Where sessions live. Every method raises StoreUnavailable when the store is down.

    Methods that name a session raise SessionNotFound for one that does not exist or
    has expired (idle for `ttl` seconds: no move committed).
    """

    kind: ClassVar[str]
    ttl: int
    url: str = ""  # the Redis URL a Redis store talks to ("" for any other)

    @abstractmethod
    def ping(self) -> bool:
        """Whether the store answers now (never raises)."""

    @abstractmethod
    def create(self, record: SessionRecord) -> None:
        """Store a new session with an empty history; SessionExists if the id is taken."""

    @abstractmethod
    def load(self, session_id: str) -> SessionRecord:
        """The current record."""

    def recent(self, session_id: str) -> SessionRecord | None:
        """A record of the session this process read or wrote lately, perhaps no longer
        the current one; None when there is none (or the store keeps none: a read costs
        it nothing). Only a `commit` may rest on it, and that refuses an outdated one."""
        return None

    @abstractmethod
    def expires_in(self, session_id: str) -> float | None:
        """Seconds until the session expires unless something writes it again; None when it
        is not there (expired, ended or never made). A session's webhook learns so of its
        expiry (referee.webhooks.expiry)."""

    @abstractmethod
    def now(self, session_id: str) -> int:
        """The store's time, in ms since the epoch: the one clock every instance reads for
        the session (Redis's TIME on the session's own server; the memory store's clock)."""

    @abstractmethod
    def history(self, session_id: str, start: int = 0, limit: int | None = None) -> list[dict]:
        """History entries from index `start` on, oldest first: at most `limit` (1 or
        more) of them, all without one. Entry `i` is the move that made version `i + 1`."""

    @abstractmethod
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
        """Compare-and-set: write `record`, append `entry` and keep `answer` (slot, body) as
        its seat's latest only if the session is still at `expected_version` and
        `record.parent_revision` and the slot's key answered nothing yet. Returns None when
        written (the TTL of every key renewed); the answer kept for the key when there is
        one (nothing written); KeyAnsweredEarlier when the key is one of the seat's earlier
        ones (nothing written); VersionConflict when the session moved on (nothing
        written), with the current record when the store read it; StoreOutOfSpace when the
        store has no room for the write (nothing written). With a clock, the store's time
        (`now`) is compared in the same step: DeadlinePassed when it is past `not_after` (a
        move made once a deadline has passed), NotDue when it is before `not_before` (a
        timeout applied before its deadline); nothing written either way.
        """

    @abstractmethod
    def reseat(self, expected_version: int, record: SessionRecord) -> None:
        """Compare-and-set of the seats' holders: write `record`'s meta (token hashes, bots)
        and revision only if the session is still at `expected_version` and
        `record.parent_revision`, renewing the TTL of every key. VersionConflict when the
        session moved on (nothing written), with the current record when the store read it.
        """

    @abstractmethod
    def answer(self, session_id: str, slot: AnswerSlot) -> dict | None:
        """The answer kept for the slot's key, if any; KeyAnsweredEarlier for an earlier key."""

    @abstractmethod
    def keep_answer(self, session_id: str, slot: AnswerSlot, answer: dict) -> dict:
        """Keep `answer` as the seat's latest unless its key answered already; the kept one.

        For answers that change no state (an illegal move). KeyAnsweredEarlier when the key
        is one of the seat's earlier ones.
        """

    @abstractmethod
    def keep_join_code(self, code: str, ticket: dict, ttl: int) -> bool:
        """Keep `ticket` (the seat a join code stands for) under `code` for `ttl` seconds,
        unless the code is taken, live or spent; whether it was kept."""

    @abstractmethod
    def spend_join_code(self, code: str) -> dict:
        """The ticket kept under `code`, spent at once: a code is redeemed once (atomic, so two
        redemptions at once never both get it). JoinCodeUnknown for no live code,
        JoinCodeGone (`join_code_spent`) for one spent already, until its TTL runs out."""

    @abstractmethod
    def delete(self, session_id: str, by: str | None = None) -> bool:
        """Remove the session and all its keys; whether it existed. With `by` (who ended it:
        `owner` or `admin`), keep that for `ENDED_TTL` seconds (`ended_by` answers it) and
        announce the end on the session's channel where the store has one (Redis), all in
        one step, so a watcher woken by the end finds the session gone and who ended it."""

    @abstractmethod
    def ended_by(self, session_id: str) -> str | None:
        """Who ended the session (`owner` or `admin`) if it was ended in the last
        `ENDED_TTL` seconds; None otherwise (never created, expired, or ended long ago)."""

    def close(self) -> None:  # noqa: B027 - optional: most stores have nothing to release
        """Release connections (a no-op where there are none)."""
