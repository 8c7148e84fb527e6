"""Every registered game's rules catalog: complete for what the code cites, cited, well formed.

What counts as a citable id: a string literal of the game package that is a rule id and
nothing else (`"CAS-4.3"`, `"D-04"`, `"SAM-D18"`). Those are the values the code puts in
the `rule` field of violations, score-sheet items, events and options, and each must be a
catalog entry. Rule ids written inside prose (a message's "(CAS-4.3d)", a schema
description's "CAS-9", an entry's text in catalog.yaml) point into the catalog too: at an
entry, at a clause of one (a trailing lowercase letter: clause d of CAS-4.3), or at a
section whose entries it heads.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

from referee.engine import RulesCatalog
from referee.games.registry import REGISTRY

TESTS = Path(__file__).resolve().parents[1]
# A rule id: a prefix, a dash, an optional letter tag and dotted numbers, and in prose an
# optional clause letter. It never starts inside a longer word or id.
RULE_ID = r"[A-Z]{1,5}-[A-Z]{0,2}\d+(?:\.\d+)*"
WHOLE_ID = re.compile(RULE_ID)
PROSE_ID = re.compile(rf"(?<![\w.-])({RULE_ID})([a-z])?(?![\w-]|\.\d)")


def package_dir(game) -> Path:
    return Path(sys.modules[type(game).__module__].__file__).parent


def docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def string_literals(game):
    """(path, line, text, whole) for every string literal of the game's package but docstrings."""
    root = package_dir(game)
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        skipped = docstrings(tree)
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Constant)
                and isinstance(node.value, str)
                and id(node) not in skipped
            ):
                yield path.relative_to(root.parents[2]), node.lineno, node.value


def catalog_prose(game):
    """(path, entry id, text) for the title and the text of every entry of the game's catalog."""
    path = (package_dir(game) / "catalog.yaml").relative_to(TESTS.parent)
    for entry in game.rules:
        yield path, entry.id, entry.title
        yield path, entry.id, entry.text


def cited_ids(game) -> dict[str, str]:
    """Every citable id in the game's source, with the first place it occurs."""
    found: dict[str, str] = {}
    for path, line, text in string_literals(game):
        if WHOLE_ID.fullmatch(text):
            found.setdefault(text, f"{path}:{line}")
    return found


def resolves(catalog: RulesCatalog, rule_id: str) -> bool:
    """An entry, a section its entries share a prefix with, or a section heading by name."""
    return rule_id in catalog or any(
        entry.id.startswith(rule_id + ".") or entry.section.split(" ", 1)[0] == rule_id
        for entry in catalog
    )


GAMES = sorted(REGISTRY)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rule_id_the_code_cites_is_in_the_catalog(game_id):
    game = REGISTRY[game_id]
    cited = cited_ids(game)
    assert cited, f"{game_id}: found no rule id in the package's string literals"
    missing = {rule_id: where for rule_id, where in cited.items() if rule_id not in game.rules}
    assert not missing, (
        f"{game_id}: the code cites rule ids its catalog lacks: "
        + ", ".join(f"{rule_id} ({where})" for rule_id, where in sorted(missing.items()))
        + f"; add them to {package_dir(game).relative_to(TESTS.parent)}/catalog.yaml"
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rule_id_in_a_message_or_description_points_into_the_catalog(game_id):
    game = REGISTRY[game_id]
    unresolved = {}
    for path, place, text in [*string_literals(game), *catalog_prose(game)]:
        for rule_id, _clause in PROSE_ID.findall(text):
            if not resolves(game.rules, rule_id):
                unresolved.setdefault(rule_id, f"{path}:{place}")
    assert not unresolved, (
        f"{game_id}: text in the code or the catalog names rule ids that are neither an "
        f"entry, a clause of one nor a section of the catalog: "
        + ", ".join(f"{rule_id} ({where})" for rule_id, where in sorted(unresolved.items()))
    )


def test_the_source_scan_finds_whole_ids_and_ignores_prose_and_docstrings():
    tree = ast.parse(
        '"""Doc CAS-9.9."""\nRULE = "CAS-4.3"\nMSG = f"no (CAS-4.3d) {x}"\n'
        'B = "D-04"\nC = "SAM-D18"\nD = "10D"\nE = "CAS-4.3 and more"\n'
    )
    skipped = docstrings(tree)
    literals = [
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in skipped
    ]
    assert [text for text in literals if WHOLE_ID.fullmatch(text)] == ["CAS-4.3", "D-04", "SAM-D18"]
    assert PROSE_ID.findall("no (CAS-4.3d) and CAS-5.2.1, not xCAS-1 nor D-100xy") == [
        ("CAS-4.3", "d"),
        ("CAS-5.2.1", ""),
    ]


def game_test_files(game) -> list[Path]:
    """The game's own test files (tests/games/<package>/), the catalog tests left out."""
    folder = TESTS / "games" / package_dir(game).name
    return [path for path in sorted(folder.rglob("test_*.py")) if "catalog" not in path.name]


def citation(rule_id: str) -> re.Pattern:
    # CAS-4.3d cites CAS-4.3 (its clause d); CAS-4.31 and CAS-4.3.1 do not.
    return re.compile(rf"(?<![\w.-]){re.escape(rule_id)}[a-z]?(?![\w-]|\.\d)")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_catalog_entry_is_cited_by_a_test(game_id):
    game = REGISTRY[game_id]
    files = game_test_files(game)
    assert files, f"{game_id}: no test files under tests/games/{package_dir(game).name}/"
    texts = [path.read_text(encoding="utf-8") for path in files]
    uncited = [
        entry.id
        for entry in game.rules
        if not any(citation(entry.id).search(text) for text in texts)
    ]
    assert not uncited, (
        f"{game_id}: catalog entries no test cites: {', '.join(uncited)}; add a test under "
        f"tests/games/{package_dir(game).name}/ that checks each and names its id"
    )


def test_a_citation_is_the_id_or_one_of_its_clauses():
    assert citation("CAS-4.3").search("# CAS-4.3d, CAS-5.2")
    assert citation("CAS-4.3").search("(CAS-4.3)")
    assert not citation("CAS-4.3").search("CAS-4.31 CAS-4.3.1 XCAS-4.3")
    assert not citation("D-1").search("D-10 and SAM-D-1")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_catalog_is_well_formed(game_id):
    game = REGISTRY[game_id]
    catalog = getattr(game, "rules", None)
    assert isinstance(catalog, RulesCatalog), (
        f"{game_id}: the game's rules must be a RulesCatalog, its catalog.py's RULES"
    )
    assert catalog.game == game_id, f"{game_id}: the catalog says it is {catalog.game!r}'s"
    assert catalog.version.strip(), f"{game_id}: the catalog has no version"
    ids = [entry.id for entry in catalog]
    assert len(ids) == len(set(ids)), f"{game_id}: a rule id appears twice"
    for entry in catalog:
        assert WHOLE_ID.fullmatch(entry.id), f"{game_id}: {entry.id!r} is not shaped like a rule id"
        for field in ("title", "text", "section"):
            value = getattr(entry, field)
            assert isinstance(value, str) and value.strip() == value and value, (
                f"{game_id}: {entry.id} has an empty or padded {field}"
            )
        assert entry.text[-1] in ".)", f"{game_id}: {entry.id}'s text is not a sentence"
    for option in game.options:
        assert option.rule in catalog, (
            f"{game_id}: option {option.name!r} cites {option.rule}, not in the catalog"
        )
    for rule_id in (game.turn_rule, game.over_rule):
        assert rule_id in catalog, f"{game_id}: {rule_id} (turn or over rule) is not in the catalog"
