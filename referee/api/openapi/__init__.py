"""The OpenAPI document, built from the app's routes: each view declares its operation with
`@doc` (`declare`), and `paths` walks the routes and writes them out with the marshmallow
schemas of the envelopes and the games (`writer`, `bodies`), the prose of `descriptions.md`
and the tables of `text.yaml`; `webhooks` adds the calls the referee makes
(OpenAPI 3.1 `webhooks`), which no route serves.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

import yaml
from flask import Flask

from . import webhooks
from .paths import build_paths, descriptions
from .writer import Writer, component_names

__all__ = ["build_spec", "component_names", "spec_yaml"]


def build_spec(make_app: Callable[..., Flask]) -> dict:
    """The document of the app `make_app` (`referee.api.create_app`) makes."""
    w = Writer(descriptions()["the API"])
    build_paths(w, make_app)
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
def spec_yaml(make_app: Callable[..., Flask]) -> str:
    return yaml.safe_dump(build_spec(make_app), sort_keys=False, allow_unicode=True, width=100)
