"""Modulo's rules catalog: every id the code names is in it, every entry is checked by a test."""

from __future__ import annotations

import re
from pathlib import Path

from referee.games.modulo import GAME
from referee.games.modulo.catalog import RULES

RULE_ID = re.compile(r"\bMOD-\d+(?:\.\d+)+\b")
PACKAGE = Path(GAME.__module__.replace(".", "/")).parent
ROOT = Path(__file__).resolve().parents[3]
TESTS = ROOT / "tests"


def test_every_rule_id_in_the_source_is_in_the_catalog():
    named = set()
    for path in (ROOT / PACKAGE).glob("*.py"):
        if path.name != "catalog.py":
            named |= set(RULE_ID.findall(path.read_text()))
    named |= {GAME.turn_rule, GAME.over_rule, *(option.rule for option in GAME.options)}
    assert named and not named - {entry.id for entry in RULES}, sorted(
        named - set(entry.id for entry in RULES)
    )


def test_every_catalog_entry_is_cited_by_a_test():
    text = "\n".join(path.read_text() for path in TESTS.rglob("*.py"))
    cited = set(RULE_ID.findall(text))
    assert not [entry.id for entry in RULES if entry.id not in cited]


def test_the_catalog_is_the_games_and_well_formed():
    assert GAME.rules is RULES and RULES.game == "modulo" and RULES.version == GAME.rules_version
    assert GAME.rules_version == "modulo-1"
    for entry in RULES:
        assert entry.title and entry.text.endswith(".") and entry.section.startswith("MOD-")
        assert entry.section.split()[0] == entry.id.split(".")[0]
