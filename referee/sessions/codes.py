"""Short join codes for a seat: 8 characters of Crockford's base32, read forgivingly.

A code stands for one seat of one session for a while (its TTL) and is spent by its first
redemption. It is typed or read aloud, so its alphabet leaves out I, L, O and U, and a
code read back is taken in any case, with hyphens and spaces ignored and the letters a
reader may mistake for digits (O, I, L) read as those digits. 8 characters are 40 bits: with
the redemption rate limit per address, guessing a live code takes longer than its TTL.
"""

from __future__ import annotations

import re
import secrets

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
LENGTH = 8
DEFAULT_TTL = 3600  # seconds a code stays good unless its owner asks otherwise
MAX_TTL = 7 * 24 * 3600
_CODE = re.compile(f"[{ALPHABET}]{{{LENGTH}}}")
_MISREAD = str.maketrans({"O": "0", "I": "1", "L": "1", "-": None, " ": None})


def new_code() -> str:
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def normalized(text: object) -> str | None:
    """The code `text` spells, or None when it spells none (never a key of anything)."""
    if not isinstance(text, str) or len(text) > 4 * LENGTH:
        return None
    code = text.upper().translate(_MISREAD)
    return code if _CODE.fullmatch(code) else None
