from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.entry_game import EntryGame
  from ..models.entry_links import EntryLinks





T = TypeVar("T", bound="Entry")



@_attrs_define
class Entry:
    """ 
        Attributes:
            title (str):
            version (str): the referee's version
            links (EntryLinks):
            games (list[EntryGame]):
     """

    title: str
    version: str
    links: EntryLinks
    games: list[EntryGame]





    def to_dict(self) -> dict[str, Any]:
        from ..models.entry_game import EntryGame # noqa: PLC0415
        from ..models.entry_links import EntryLinks # noqa: PLC0415
        title = self.title

        version = self.version

        links = self.links.to_dict()

        games = []
        for games_item_data in self.games:
            games_item = games_item_data.to_dict()
            games.append(games_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "title": title,
            "version": version,
            "links": links,
            "games": games,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.entry_game import EntryGame # noqa: PLC0415
        from ..models.entry_links import EntryLinks # noqa: PLC0415
        d = dict(src_dict)
        title = d.pop("title")

        version = d.pop("version")

        links = EntryLinks.from_dict(d.pop("links"))




        games = []
        _games = d.pop("games")
        for games_item_data in (_games):
            games_item = EntryGame.from_dict(games_item_data)



            games.append(games_item)


        entry = cls(
            title=title,
            version=version,
            links=links,
            games=games,
        )

        return entry

