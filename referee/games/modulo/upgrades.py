"""Upgrades of older states: none, Modulo's states have had one format (schema_version 1)."""

from __future__ import annotations

from referee.games.upgrading import Step

UPGRADES: tuple[Step, ...] = ()
