from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_house_event_type import SeepHouseEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.seep_view_house import SeepViewHouse





T = TypeVar("T", bound="SeepHouseEvent")



@_attrs_define
class SeepHouseEvent:
    """ 
        Attributes:
            type_ (SeepHouseEventType): house
            player (int): the seat that played
            card (str): the card played onto the floor Example: 10D.
            value (int): the house value, 9 to 13
            loose (list[str]): the loose cards that joined the house
            houses (list[int]): the values of houses used
            method (str): how the house was made (SEP-6, SEP-7)
            house (SeepViewHouse):
     """

    type_: SeepHouseEventType
    player: int
    card: str
    value: int
    loose: list[str]
    houses: list[int]
    method: str
    house: SeepViewHouse





    def to_dict(self) -> dict[str, Any]:
        from ..models.seep_view_house import SeepViewHouse # noqa: PLC0415
        type_ = self.type_.value

        player = self.player

        card = self.card

        value = self.value

        loose = self.loose



        houses = self.houses



        method = self.method

        house = self.house.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "card": card,
            "value": value,
            "loose": loose,
            "houses": houses,
            "method": method,
            "house": house,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seep_view_house import SeepViewHouse # noqa: PLC0415
        d = dict(src_dict)
        type_ = SeepHouseEventType(d.pop("type"))




        player = d.pop("player")

        card = d.pop("card")

        value = d.pop("value")

        loose = cast(list[str], d.pop("loose"))


        houses = cast(list[int], d.pop("houses"))


        method = d.pop("method")

        house = SeepViewHouse.from_dict(d.pop("house"))




        seep_house_event = cls(
            type_=type_,
            player=player,
            card=card,
            value=value,
            loose=loose,
            houses=houses,
            method=method,
            house=house,
        )

        return seep_house_event

