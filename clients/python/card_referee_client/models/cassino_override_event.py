from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_override_event_type import CassinoOverrideEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.cassino_reservation import CassinoReservation





T = TypeVar("T", bound="CassinoOverrideEvent")



@_attrs_define
class CassinoOverrideEvent:
    """ 
        Attributes:
            player (int): the seat that moved
            type_ (CassinoOverrideEventType): "override"
            card (str): the card played into the reservation (CAS-5.2) Example: 10D.
            cards (list[str]): the table cards bundled with it
            value (int): the declared value
            replaced (list[CassinoReservation]): the reservations absorbed into the new one (CAS-5.5)
     """

    player: int
    type_: CassinoOverrideEventType
    card: str
    cards: list[str]
    value: int
    replaced: list[CassinoReservation]





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_reservation import CassinoReservation # noqa: PLC0415
        player = self.player

        type_ = self.type_.value

        card = self.card

        cards = self.cards



        value = self.value

        replaced = []
        for replaced_item_data in self.replaced:
            replaced_item = replaced_item_data.to_dict()
            replaced.append(replaced_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "type": type_,
            "card": card,
            "cards": cards,
            "value": value,
            "replaced": replaced,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cassino_reservation import CassinoReservation # noqa: PLC0415
        d = dict(src_dict)
        player = d.pop("player")

        type_ = CassinoOverrideEventType(d.pop("type"))




        card = d.pop("card")

        cards = cast(list[str], d.pop("cards"))


        value = d.pop("value")

        replaced = []
        _replaced = d.pop("replaced")
        for replaced_item_data in (_replaced):
            replaced_item = CassinoReservation.from_dict(replaced_item_data)



            replaced.append(replaced_item)


        cassino_override_event = cls(
            player=player,
            type_=type_,
            card=card,
            cards=cards,
            value=value,
            replaced=replaced,
        )

        return cassino_override_event

