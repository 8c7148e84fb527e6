"""The table rules: what ends a match at the table, whatever its game (TBL-1 a timeout, TBL-2
a resignation, TBL-3 an abort), its catalog from catalog.yaml (served at /v1/table/rules)
and the outcomes they come to (outcomes.py)."""

from __future__ import annotations

from ..engine import RulesCatalog
from ..games.catalog_file import load

TIMEOUT, BOT_ON_TIMEOUT, PAUSE, RESIGNATION, ABORT = "TBL-1", "TBL-1.1", "TBL-1.2", "TBL-2", "TBL-3"


class TableRules(RulesCatalog):
    """The table's rules, served apart from every game's."""

    def index_url(self) -> str:
        return "/v1/table/rules"


_read = load(__package__)
RULES = TableRules(_read.game, _read.version, _read.entries)
