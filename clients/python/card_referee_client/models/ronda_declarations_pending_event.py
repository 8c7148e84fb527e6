from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_declarations_pending_event_type import RondaDeclarationsPendingEventType
from typing import cast






T = TypeVar("T", bound="RondaDeclarationsPendingEvent")



@_attrs_define
class RondaDeclarationsPendingEvent:
    """ 
        Attributes:
            type_ (RondaDeclarationsPendingEventType): declarations_pending
            players (list[int]): the seats whose declarations wait (RON-4.11)
     """

    type_: RondaDeclarationsPendingEventType
    players: list[int]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        players = self.players




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "players": players,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = RondaDeclarationsPendingEventType(d.pop("type"))




        players = cast(list[int], d.pop("players"))


        ronda_declarations_pending_event = cls(
            type_=type_,
            players=players,
        )

        return ronda_declarations_pending_event

