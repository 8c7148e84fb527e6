"""A game's rules catalog read from the `catalog.yaml` of its package, checked as it is read.

The file holds the game's id, the rules version and the sections of the rules in order, each
with its entries:

    game: cassino
    version: cassino-1
    sections:
      - section: 4 A turn
        rules:
          - id: CAS-4.3
            title: Capturing
            text: >-
              A few sentences for players and integrators.
"""

from __future__ import annotations

from importlib import resources
from typing import Any

import yaml

from ..engine.rules import Rule, RulesCatalog

FILE = "catalog.yaml"
CATALOG_FIELDS = ("game", "version", "sections")
SECTION_FIELDS = ("section", "rules")
ENTRY_FIELDS = ("id", "title", "text")


class CatalogFileError(ValueError):
    """A catalog file that does not hold a well-formed catalog; the message names the place."""


# libyaml's parser, where PyYAML has it, reads the five catalogs at import in a few ms.
class _Loader(yaml.CSafeLoader if yaml.__with_libyaml__ else yaml.SafeLoader):  # type: ignore[misc]
    """The safe loader, refusing a field written twice: YAML would keep the last silently."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict:
        seen: list[Any] = []  # a list: a key YAML allows may be unhashable
        for key_node, _value in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    None, None, f"field {key!r} is written twice", key_node.start_mark
                )
            seen.append(key)
        return super().construct_mapping(node, deep=deep)


def load(package: str) -> RulesCatalog:
    """The catalog in the `catalog.yaml` of `package` (a dotted name), as installed.

    The file is found through the package's resources, so a wheel reads it as the source tree
    does. Each game's `catalog.py` calls this once, when it is imported, and keeps the catalog.
    """
    where = f"{package.replace('.', '/')}/{FILE}"
    try:
        text = resources.files(package).joinpath(FILE).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CatalogFileError(f"{where}: no such file; every game package ships one") from None
    try:
        data = yaml.load(text, Loader=_Loader)
    except yaml.MarkedYAMLError as error:
        mark = error.problem_mark
        line = f":{mark.line + 1}" if mark is not None else ""
        raise CatalogFileError(f"{where}{line}: {error.problem}") from None
    except yaml.YAMLError as error:
        raise CatalogFileError(f"{where}: {error}") from None
    return parse(data, where)


def parse(data: Any, where: str) -> RulesCatalog:
    """The catalog that the loaded YAML `data` of the file `where` describes."""
    _fields(data, CATALOG_FIELDS, where, "the file")
    game = _text(data, "game", where, "the file")
    version = _text(data, "version", where, "the file")
    sections = _list(data, "sections", where, "the file")
    entries: list[Rule] = []
    places: dict[str, str] = {}
    for number, group in enumerate(sections, 1):
        place = f"section {number}"
        _fields(group, SECTION_FIELDS, where, place)
        section = _text(group, "section", where, place)
        place = f"section {section!r}"
        if any(entry.section == section for entry in entries):
            raise CatalogFileError(f"{where}: {place} appears twice; keep its entries together")
        rules = _list(group, "rules", where, place)
        for index, item in enumerate(rules, 1):
            named = isinstance(item, dict) and isinstance(item.get("id"), str)
            entry = f"entry {item['id'] if named else index} of {place}"
            _fields(item, ENTRY_FIELDS, where, entry)
            rule_id = _text(item, "id", where, entry)
            if rule_id in places:
                raise CatalogFileError(
                    f"{where}: {entry}: that id is taken by an entry of {places[rule_id]}"
                )
            places[rule_id] = place
            title = _text(item, "title", where, entry)
            entries.append(Rule(rule_id, title, _text(item, "text", where, entry), section))
    return RulesCatalog(game, version, entries)


def _fields(value: Any, fields: tuple[str, ...], where: str, place: str) -> None:
    if not isinstance(value, dict):
        raise CatalogFileError(f"{where}: {place} must be a mapping of {', '.join(fields)}")
    unknown = [str(key) for key in value if key not in fields]
    if unknown:
        raise CatalogFileError(
            f"{where}: {place} has unknown field {', '.join(unknown)}; "
            f"its fields are {', '.join(fields)}"
        )
    missing = [field for field in fields if field not in value]
    if missing:
        raise CatalogFileError(f"{where}: {place} lacks {', '.join(missing)}")


def _text(value: dict, field: str, where: str, place: str) -> str:
    text = value[field]
    if not isinstance(text, str) or not text.strip():
        raise CatalogFileError(
            f"{where}: {place}: {field} must be text that is not empty, got {text!r} (quote "
            "it if YAML reads it as another type)"
        )
    return text


def _list(value: dict, field: str, where: str, place: str) -> list:
    items = value[field]
    if not isinstance(items, list) or not items:
        raise CatalogFileError(f"{where}: {place}: {field} must be a list of one or more entries")
    return items
