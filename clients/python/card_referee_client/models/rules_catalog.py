from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.option_info import OptionInfo
  from ..models.rule_entry import RuleEntry





T = TypeVar("T", bound="RulesCatalog")



@_attrs_define
class RulesCatalog:
    """ 
        Attributes:
            game (str):
            rules_version (str):
            url (str): the catalog's relative URL
            entries (list[RuleEntry]): every rule and decision id the game cites, in the order of its rules
            options (list[OptionInfo]): the game's options with their defaults and the rules they set
     """

    game: str
    rules_version: str
    url: str
    entries: list[RuleEntry]
    options: list[OptionInfo]





    def to_dict(self) -> dict[str, Any]:
        from ..models.option_info import OptionInfo # noqa: PLC0415
        from ..models.rule_entry import RuleEntry # noqa: PLC0415
        game = self.game

        rules_version = self.rules_version

        url = self.url

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)



        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "rules_version": rules_version,
            "url": url,
            "entries": entries,
            "options": options,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.option_info import OptionInfo # noqa: PLC0415
        from ..models.rule_entry import RuleEntry # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        rules_version = d.pop("rules_version")

        url = d.pop("url")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = RuleEntry.from_dict(entries_item_data)



            entries.append(entries_item)


        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = OptionInfo.from_dict(options_item_data)



            options.append(options_item)


        rules_catalog = cls(
            game=game,
            rules_version=rules_version,
            url=url,
            entries=entries,
            options=options,
        )

        return rules_catalog

