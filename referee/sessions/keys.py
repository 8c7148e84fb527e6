"""Redis key names of a session, built here and nowhere else.

Every key of one session carries the session id as a hash tag (`{<id>}`), so all of
them live in one Redis Cluster slot and one Lua script (scripts.py) may touch them together:

    referee:{<id>}:record    hash    the session record: `meta` (JSON: id, game, token hashes),
                                     `state` (JSON), `version`, `history_length`, `history_bytes`,
                                     `revision` (drawn afresh by every commit)
    referee:{<id>}:history   list    one JSON entry per accepted move, oldest first
    referee:{<id>}:answers   hash    Idempotency-Key answers, by seat: field `<seat>` holds the
                                     seat's latest key (hashed) and its answer; `<seat>:earlier`
                                     the seat's keys before it (hashed, no answers, a few)

and one pub/sub channel, `referee:{<id>}:moves`, on which each committed version is
published to wake the session's event streams and long polls on every instance, and
`end:<by>` when the session is ended (`by`: `owner` or `admin`).

Once the session is ended, one key says who ended it, for the watchers and readers that
come after (a stream reconnecting, a long poll, a table reloaded), until its TTL runs out:

    referee:{<id>}:ended     string  `owner` or `admin`

Beside the sessions, each live join code (codes.py) has one key of its own, so that the code
alone finds it:

    referee:{join:<code>}:seat  string  the seat the code stands for (JSON: session id, seat,
                                        the hash of the seat's token when it was made), or
                                        `spent` once redeemed, until its TTL runs out

A code's key is touched alone (set, then read and spent by one script), so it lives in a
slot of its own on a cluster; the session's keys are then read and written by the session's
calls. A code reaches a key name only as `codes.normalized` spells it: base32, no braces.

Session ids are drawn by the referee from `[A-Za-z0-9_-]`; an id from a client is
checked with `valid_id` before any key is built, so no client text ever reaches a key
name unescaped (and no `{`/`}` can move a key to another slot).
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

PREFIX = "referee"
_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")


def valid_id(session_id: object) -> bool:
    return isinstance(session_id, str) and _ID.fullmatch(session_id) is not None


def session_keys(session_id: str) -> dict[str, str]:
    """Every key of one session by role; the one function that spells key names."""
    if not valid_id(session_id):
        raise ValueError(f"not a session id: {session_id!r}")
    tag = f"{PREFIX}:{{{session_id}}}"
    return {"record": f"{tag}:record", "history": f"{tag}:history", "answers": f"{tag}:answers"}


def join_code_key(code: str) -> str:
    """The key of a join code; `code` is one `codes.normalized` returned (no `{` or `}`)."""
    if not code.isalnum():
        raise ValueError(f"not a join code: {code!r}")
    return f"{PREFIX}:{{join:{code}}}:seat"


def moves_channel(session_id: str) -> str:
    """The pub/sub channel on which a committed move of the session is announced."""
    return f"{session_keys(session_id)['record'].rsplit(':', 1)[0]}:moves"


MOVES_PATTERN = f"{PREFIX}:{{*}}:moves"  # every session's moves channel (PSUBSCRIBE)
ENDED_BY = "end:"  # a moves channel's message that the session was ended, before who ended it


def ended_key(session_id: str) -> str:
    """The key that says who ended the session, once it is ended."""
    return f"{session_keys(session_id)['record'].rsplit(':', 1)[0]}:ended"


def end_message(by: str) -> str:
    """The moves channel's message that the session was ended by `by` (`owner`, `admin`)."""
    return ENDED_BY + by


def ender_of_message(data: str) -> str | None:
    """Who ended the session, when a moves channel's message says it was ended; else None."""
    if not data.startswith(ENDED_BY):
        return None
    return data[len(ENDED_BY) :] or None


def session_of_channel(channel: str) -> str | None:
    """The session id a moves channel names, or None for any other channel."""
    head, _, rest = channel.partition(":{")
    session_id, _, tail = rest.partition("}:")
    if head != PREFIX or tail != "moves" or not valid_id(session_id):
        return None
    return session_id


KEY_DIGEST_CHARS = 32  # 128 bits of an Idempotency-Key's SHA-256: collision-free in practice
EARLIER_KEYS = 16  # a seat's keys remembered, without their answers, before its latest


@dataclass(frozen=True)
class AnswerSlot:
    """Where an Idempotency-Key answer is kept: the seat's fields, and the key hashed (a
    fixed width, so the earlier keys are kept as one string and searched in place)."""

    seat: int
    key: str

    @property
    def latest(self) -> str:
        """The field of the seat's latest key and answer: the key, then the answer (JSON)."""
        return str(self.seat)

    @property
    def earlier(self) -> str:
        """The field of the seat's earlier keys, oldest first, each `KEY_DIGEST_CHARS` wide."""
        return f"{self.seat}:earlier"


def answer_slot(seat: int, idempotency_key: str) -> AnswerSlot:
    """The slot of an Idempotency-Key answer: scoped to the seat, the client's key hashed."""
    digest = hashlib.sha256(idempotency_key.encode("utf-8")).hexdigest()
    return AnswerSlot(seat, digest[:KEY_DIGEST_CHARS])


def earlier_index(earlier: str, key: str) -> int:
    """Where `key` is among the seat's earlier keys (-1 when absent): at a whole slot only."""
    at = earlier.find(key)
    while at != -1 and at % KEY_DIGEST_CHARS:
        at = earlier.find(key, at + 1)
    return at


def pattern() -> str:
    """A SCAN pattern matching every key the referee writes (for operators and tests)."""
    return f"{PREFIX}:{{*}}:*"
