"""Reading JSON text as the wire format takes it: bounded nesting, one kind of number."""

from __future__ import annotations

import re
from typing import Any

import orjson

from ...engine import MalformedInput

# Arrays and objects nested in a body, at most. A state or a move nests a handful deep; a
# body nested hundreds deep parses (orjson allows 1,024) but breaks whatever walks it
# recursively later, such as the standard `json` module quoting a value in an error.
MAX_DEPTH = 32
_STRING = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"')
_SQUARE = bytes.maketrans(b"{}", b"[]")
_NOT_A_BRACKET = bytes(range(256)).translate(None, b"[]{}")


def nested_deeper(body: bytes, limit: int = MAX_DEPTH) -> bool:
    """Whether a well-formed JSON text nests arrays and objects more than `limit` deep.

    Measured on the bytes, never by walking the parsed value (a walk costs more than the
    parse): the brackets outside strings, of which each pass drops the innermost pairs,
    so a text `limit` deep is empty after `limit` passes.
    """
    if body.count(b"[") + body.count(b"{") <= limit:
        return False
    # Strings may hold brackets. Without a backslash, quotes only ever delimit strings.
    outside = _STRING.sub(b"", body) if b"\\" in body else b"".join(body.split(b'"')[::2])
    brackets = outside.translate(_SQUARE, _NOT_A_BRACKET)
    for _ in range(limit):
        brackets = brackets.replace(b"[]", b"")
        if not brackets:
            return False
    return True


def loads(text: bytes, what: str = "the request body", path: str | None = "") -> Any:
    """`text` as JSON: MalformedInput when it is not JSON or nests past MAX_DEPTH; whole
    numbers spelled as floats read as integers, and integers past 64 bits refused."""
    try:
        data = orjson.loads(text)
    except orjson.JSONDecodeError as error:
        raise MalformedInput(f"{what} is not valid JSON: {error}", path=path) from None
    if nested_deeper(text):
        raise MalformedInput(
            f"{what} nests arrays and objects more than {MAX_DEPTH} deep", path=path
        )
    return whole_numbers(data) if _NOT_PLAIN.search(text) else data


# A number with a fraction or an exponent where JSON puts a value, or a run of 19 digits (a
# number that may not fit 64 bits); strings rarely match, and a false match only costs the
# walk below.
_NOT_PLAIN = re.compile(rb"[:\[,]\s*-?[0-9]+[.eE]|[0-9]{19}")


# Past 2**53 a float no longer spells one integer; such a number stays a float (and is refused
# where an integer is due), never a wide integer that JSON writers cannot hold.
_EXACT = 2**53
_INT64 = (-(2**63), 2**63 - 1)


def whole_numbers(value: Any, path: str = "") -> Any:
    """`value` with every whole number spelled as a float (`2.0`, `2e0`) made the integer it
    is: JSON has one kind of number, and JSON Schema, so the document, counts those as
    integers. Other floats stay floats, for the schemas to refuse where an integer is due;
    an integer past 64 bits (as the document bounds every integer) is MalformedInput naming
    where it is (`path`, dotted)."""
    if isinstance(value, float):
        return int(value) if value.is_integer() and abs(value) <= _EXACT else value
    if isinstance(value, int) and not isinstance(value, bool):
        if not _INT64[0] <= value <= _INT64[1]:
            where = path or "the request body"
            raise MalformedInput(
                f"{where}: {value} is past the 64-bit integers this referee reads", path=path
            )
        return value
    if isinstance(value, dict):
        return {
            key: whole_numbers(item, f"{path}.{key}" if path else str(key))
            for key, item in value.items()
        }
    if isinstance(value, list):
        return [
            whole_numbers(item, f"{path}.{index}" if path else str(index))
            for index, item in enumerate(value)
        ]
    return value
