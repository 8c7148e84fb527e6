"""The canonical encoding of a JSON value that seals are computed over (specified in SECURITY.md).

UTF-8 JSON with no whitespace, object members sorted by key in code point order, integers
in decimal, strings with only `"`, `\\` and control characters escaped. Two encodings of
the same value are the same bytes, so a client may re-serialize a state freely.
"""

from __future__ import annotations

from typing import Any

import orjson


def canonical(value: Any) -> bytes:
    # orjson sorts keys by their UTF-8 bytes, which is code point order.
    return orjson.dumps(value, option=orjson.OPT_SORT_KEYS)
