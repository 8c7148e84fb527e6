from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.event_type import EventType
  from ..models.game_info_defaults_by_players import GameInfoDefaultsByPlayers
  from ..models.option_info import OptionInfo





T = TypeVar("T", bound="GameInfo")



@_attrs_define
class GameInfo:
    """ 
        Attributes:
            id (str):
            title (str):
            rules_version (str):
            players (list[int]):
            options (list[OptionInfo]):
            defaults_by_players (GameInfoDefaultsByPlayers): by player count ("2", "4"), every option as the referee
                resolves it when a client names only that count: a game may tie a default to the seat count (Spite and Malice's
                mixed deal and pay-off size with 4 or 6 players, SAM-12.5.2), which `options[].default` cannot say Example:
                {'2': {'players': 2, 'target_score': 21, 'first_player': 'random'}}.
            move_list_cap (int):
            rules_url (str): relative URL of the game's rules catalog
            events (list[EventType]): every type of event the game emits, with its schema
     """

    id: str
    title: str
    rules_version: str
    players: list[int]
    options: list[OptionInfo]
    defaults_by_players: GameInfoDefaultsByPlayers
    move_list_cap: int
    rules_url: str
    events: list[EventType]





    def to_dict(self) -> dict[str, Any]:
        from ..models.event_type import EventType # noqa: PLC0415
        from ..models.game_info_defaults_by_players import GameInfoDefaultsByPlayers # noqa: PLC0415
        from ..models.option_info import OptionInfo # noqa: PLC0415
        id = self.id

        title = self.title

        rules_version = self.rules_version

        players = self.players



        options = []
        for options_item_data in self.options:
            options_item = options_item_data.to_dict()
            options.append(options_item)



        defaults_by_players = self.defaults_by_players.to_dict()

        move_list_cap = self.move_list_cap

        rules_url = self.rules_url

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.to_dict()
            events.append(events_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "title": title,
            "rules_version": rules_version,
            "players": players,
            "options": options,
            "defaults_by_players": defaults_by_players,
            "move_list_cap": move_list_cap,
            "rules_url": rules_url,
            "events": events,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.event_type import EventType # noqa: PLC0415
        from ..models.game_info_defaults_by_players import GameInfoDefaultsByPlayers # noqa: PLC0415
        from ..models.option_info import OptionInfo # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        rules_version = d.pop("rules_version")

        players = cast(list[int], d.pop("players"))


        options = []
        _options = d.pop("options")
        for options_item_data in (_options):
            options_item = OptionInfo.from_dict(options_item_data)



            options.append(options_item)


        defaults_by_players = GameInfoDefaultsByPlayers.from_dict(d.pop("defaults_by_players"))




        move_list_cap = d.pop("move_list_cap")

        rules_url = d.pop("rules_url")

        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
            events_item = EventType.from_dict(events_item_data)



            events.append(events_item)


        game_info = cls(
            id=id,
            title=title,
            rules_version=rules_version,
            players=players,
            options=options,
            defaults_by_players=defaults_by_players,
            move_list_cap=move_list_cap,
            rules_url=rules_url,
            events=events,
        )

        return game_info

