"""The wording of wire refusals, shared by the marshmallow fields and the compiled checks."""

from __future__ import annotations

from typing import Any

from ...engine.wording import json_text

NOT_A_CARD_LIST = "must be a list of card codes"
NOT_TRUE_OR_FALSE = "must be true or false"


def not_a_card(value: Any) -> str:
    return f"{json_text(value)} is not a card code (e.g. 10D, QS, AC)"


def too_many_cards(cap: int) -> str:
    return f"at most {cap} cards"


def first_error(messages: Any, prefix: str = "") -> tuple[str, str]:
    """The first (path, message) of a marshmallow error tree, the path dotted below `prefix`.

    A whole-object check files its message under `_schema`: the object itself is to blame.
    """
    if isinstance(messages, dict) and messages:
        key = next(iter(messages))
        if key == "_schema":
            return first_error(messages[key], prefix)
        return first_error(messages[key], f"{prefix}.{key}" if prefix else str(key))
    if isinstance(messages, list) and messages:
        return first_error(messages[0], prefix)
    return prefix, str(messages)
