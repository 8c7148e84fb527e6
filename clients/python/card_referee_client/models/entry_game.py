from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="EntryGame")



@_attrs_define
class EntryGame:
    """ 
        Attributes:
            id (str):
            title (str):
            players (list[int]):
            url (str): the game's description
            rules_url (str): relative URL of the game's rules catalog
     """

    id: str
    title: str
    players: list[int]
    url: str
    rules_url: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        players = self.players



        url = self.url

        rules_url = self.rules_url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "title": title,
            "players": players,
            "url": url,
            "rules_url": rules_url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        players = cast(list[int], d.pop("players"))


        url = d.pop("url")

        rules_url = d.pop("rules_url")

        entry_game = cls(
            id=id,
            title=title,
            players=players,
            url=url,
            rules_url=rules_url,
        )

        return entry_game

