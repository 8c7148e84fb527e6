"""The Modulo rules catalog: every rule and decision id it cites, from catalog.yaml."""

from __future__ import annotations

from ..catalog_file import load

RULES = load(__package__)
