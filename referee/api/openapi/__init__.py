"""The OpenAPI document, generated from the marshmallow schemas of the envelopes and the games.

Every operation is documented here, one module per group of calls (`entry`, `games`,
`suggestions`, `rules`, `sessions`, `operations`), on the one `Writer`. The API's other
modules define the wire format (the marshmallow envelopes) that the document is generated
from, and no document text. A test checks that every route the app serves is documented,
and nothing more.
"""

from __future__ import annotations

from functools import lru_cache

import yaml

from . import entry, games, operations, rules, sessions, suggestions
from .writer import Writer, component_names

__all__ = ["build_spec", "component_names", "spec_yaml"]


def build_spec() -> dict:
    w = Writer()
    entry.document(w)
    games.document(w)
    suggestions.document(w)
    rules.document(w)
    sessions.document(w)
    operations.document(w)
    spec = w.spec.to_dict()
    # A reader (and a renderer sniffing the version) expects `openapi:` first.
    return {"openapi": spec.pop("openapi"), **spec}


@lru_cache(maxsize=1)
def spec_yaml() -> str:
    return yaml.safe_dump(build_spec(), sort_keys=False, allow_unicode=True, width=100)
