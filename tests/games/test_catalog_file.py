"""The catalog.yaml of a game package: read into the game's catalog, refused loudly when wrong."""

from __future__ import annotations

import importlib
import re
import sys
from pathlib import Path

import pytest

from referee.engine import Rule
from referee.games.catalog_file import CatalogFileError, load
from referee.games.registry import REGISTRY

GOOD = """\
# A comment, as the games' files open with.
game: toy
version: toy-1
sections:
  - section: 1 Play
    rules:
      - id: TOY-1.1
        title: 'Lay a card: any'
        text: >-
          Lay one card of your hand
          on the table.
      - id: TOY-1.2
        title: In turn
        text: Seats play in order.
  - section: 2 Decisions
    rules:
      - id: D-1
        title: No passing
        text: A seat with a card must lay one.
"""


def package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str | None) -> str:
    """A package of its own on the path, holding `text` as its catalog.yaml (none if None)."""
    name = "catalog_file_" + re.sub(r"\W", "_", tmp_path.name)
    folder = tmp_path / name
    folder.mkdir()
    (folder / "__init__.py").write_text("", encoding="utf-8")
    if text is not None:
        (folder / "catalog.yaml").write_text(text, encoding="utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, name, raising=False)
    return name


def refusal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: str | None) -> str:
    name = package(tmp_path, monkeypatch, text)
    with pytest.raises(CatalogFileError) as raised:
        load(name)
    message = str(raised.value)
    assert message.startswith(f"{name}/catalog.yaml"), message
    return message


def test_a_file_reads_into_entries_in_order_each_under_its_section(tmp_path, monkeypatch):
    catalog = load(package(tmp_path, monkeypatch, GOOD))
    assert (catalog.game, catalog.version) == ("toy", "toy-1")
    assert list(catalog) == [
        Rule("TOY-1.1", "Lay a card: any", "Lay one card of your hand on the table.", "1 Play"),
        Rule("TOY-1.2", "In turn", "Seats play in order.", "1 Play"),
        Rule("D-1", "No passing", "A seat with a card must lay one.", "2 Decisions"),
    ]


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_every_games_catalog_is_the_one_its_catalog_yaml_holds(game_id):
    game = REGISTRY[game_id]
    name = type(game).__module__.rsplit(".", 1)[0]
    assert importlib.import_module(f"{name}.catalog").RULES is game.rules
    from_file = load(name)
    assert (from_file.game, from_file.version) == (game.id, game.rules_version)
    assert from_file.entries == game.rules.entries


def test_a_missing_file_is_named(tmp_path, monkeypatch):
    assert "no such file" in refusal(tmp_path, monkeypatch, None)


def test_an_entry_without_an_id_is_named_by_its_place(tmp_path, monkeypatch):
    text = GOOD.replace("      - id: TOY-1.2\n        title", "      - title")
    message = refusal(tmp_path, monkeypatch, text)
    assert "entry 2 of section '1 Play' lacks id" in message


def test_an_id_written_twice_names_both_places(tmp_path, monkeypatch):
    message = refusal(tmp_path, monkeypatch, GOOD.replace("id: D-1", "id: TOY-1.1"))
    assert "entry TOY-1.1 of section '2 Decisions'" in message
    assert "that id is taken by an entry of section '1 Play'" in message


def test_an_unknown_field_is_named_with_its_entry(tmp_path, monkeypatch):
    text = GOOD.replace("        title: In turn", "        title: In turn\n        note: hm")
    message = refusal(tmp_path, monkeypatch, text)
    assert "entry TOY-1.2 of section '1 Play' has unknown field note" in message
    assert "its fields are id, title, text" in message


def test_an_unknown_field_of_the_file_is_named(tmp_path, monkeypatch):
    message = refusal(tmp_path, monkeypatch, GOOD.replace("version:", "versoin:"))
    assert "the file has unknown field versoin" in message


def test_an_unknown_field_of_a_section_is_named(tmp_path, monkeypatch):
    message = refusal(tmp_path, monkeypatch, GOOD.replace("    rules:", "    rule:", 1))
    assert "section 1 has unknown field rule" in message


def test_a_field_written_twice_is_refused_with_its_line(tmp_path, monkeypatch):
    # YAML itself keeps the last of two equal keys, which would drop the first text silently.
    text = GOOD.replace("        text: Seats play in order.", "        text: A.\n        text: B.")
    message = refusal(tmp_path, monkeypatch, text)
    assert "/catalog.yaml:15: field 'text' is written twice" in message  # the second


def test_a_value_yaml_reads_as_no_text_is_refused(tmp_path, monkeypatch):
    message = refusal(tmp_path, monkeypatch, GOOD.replace("title: In turn", "title: yes"))
    assert "entry TOY-1.2 of section '1 Play': title must be text" in message
    assert "got True" in message


def test_a_section_split_in_two_is_refused(tmp_path, monkeypatch):
    message = refusal(tmp_path, monkeypatch, GOOD.replace("2 Decisions", "1 Play"))
    assert "section '1 Play' appears twice" in message


def test_text_that_is_not_yaml_is_refused_with_its_line(tmp_path, monkeypatch):
    message = refusal(tmp_path, monkeypatch, GOOD.replace("  - section: 2", "- [section: 2"))
    assert re.search(r"catalog\.yaml:\d+: ", message), message
