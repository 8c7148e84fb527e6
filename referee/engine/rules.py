"""A game's rules catalog: every rule and decision id it can cite, with its text."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    """One entry of a rules catalog: a rule (`CAS-4.3`) or a decision (`D-25`).

    `section` is the heading the entry sits under (`"4 A turn"`); `text` is a statement of a
    few sentences for players and integrators, in the project's own words.
    """

    id: str
    title: str
    text: str
    section: str

    def to_dict(self) -> dict:
        return {"id": self.id, "title": self.title, "text": self.text, "section": self.section}


class RulesCatalog:
    """The ordered entries of one game's rules, looked up by id."""

    def __init__(self, game: str, version: str, entries: tuple[Rule, ...] | list[Rule]):
        self.game = game
        self.version = version
        self.entries = tuple(entries)
        self._by_id: dict[str, Rule] = {}
        for entry in self.entries:
            if entry.id in self._by_id:
                raise ValueError(f"rule id {entry.id} appears twice in the {game} catalog")
            self._by_id[entry.id] = entry

    def __contains__(self, rule_id: object) -> bool:
        return rule_id in self._by_id

    def __iter__(self) -> Iterator[Rule]:
        return iter(self.entries)

    def __len__(self) -> int:
        return len(self.entries)

    def get(self, rule_id: str) -> Rule | None:
        return self._by_id.get(rule_id)

    def index_url(self) -> str:
        """The relative URL at which the API serves the whole catalog."""
        return f"/v1/games/{self.game}/rules"

    def url(self, rule_id: str) -> str:
        """The relative URL at which the API serves one entry."""
        return f"{self.index_url()}/{rule_id}"
