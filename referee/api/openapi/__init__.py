"""The OpenAPI document, generated from the marshmallow schemas of the envelopes and the games.

Every operation is documented here, one module per group of calls (`entry`, `games`,
`suggestions`, `rules`, `sessions`, `webhooks`, `transcripts`, `operations`), on the one
`Writer`. The
API's other modules define the wire format (the marshmallow envelopes) that the document is
generated from, and no document text. A test checks that every route the app serves is
documented, and nothing more.
"""

from __future__ import annotations

from functools import lru_cache

import yaml

from . import entry, games, operations, rules, sessions, suggestions, transcripts, webhooks
from .writer import Writer, component_names

__all__ = ["build_spec", "component_names", "spec_yaml"]


def build_spec() -> dict:
    w = Writer()
    entry.document(w)
    games.document(w)
    suggestions.document(w)
    rules.document(w)
    sessions.document(w)
    webhooks.document(w)
    transcripts.document(w)
    operations.document(w)
    w.cross_field_checks()
    spec = w.spec.to_dict()
    spec["webhooks"] = webhooks.section()
    sixty_four_bits(spec)
    # A reader (and a renderer sniffing the version) expects `openapi:` first.
    return {"openapi": spec.pop("openapi"), **spec}


def sixty_four_bits(node: object) -> None:
    """Every integer of the document said to be a 64-bit one (`format: int64`): JSON readers,
    the referee's among them, read wider numbers as floats, which are no integers."""
    if isinstance(node, dict):
        kind = node.get("type")
        kinds = kind if isinstance(kind, list) else [kind]
        if "integer" in kinds and "format" not in node:
            node["format"] = "int64"
        for value in node.values():
            sixty_four_bits(value)
    elif isinstance(node, list):
        for value in node:
            sixty_four_bits(value)


@lru_cache(maxsize=1)
def spec_yaml() -> str:
    return yaml.safe_dump(build_spec(), sort_keys=False, allow_unicode=True, width=100)
