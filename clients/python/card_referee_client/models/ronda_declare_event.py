from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_declare_event_kind import RondaDeclareEventKind
from ..models.ronda_declare_event_type import RondaDeclareEventType






T = TypeVar("T", bound="RondaDeclareEvent")



@_attrs_define
class RondaDeclareEvent:
    """ 
        Attributes:
            type_ (RondaDeclareEventType): declare
            player (int): the declaring seat
            kind (RondaDeclareEventKind): the kind declared (RON-4.4)
     """

    type_: RondaDeclareEventType
    player: int
    kind: RondaDeclareEventKind





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        kind = self.kind.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "kind": kind,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = RondaDeclareEventType(d.pop("type"))




        player = d.pop("player")

        kind = RondaDeclareEventKind(d.pop("kind"))




        ronda_declare_event = cls(
            type_=type_,
            player=player,
            kind=kind,
        )

        return ronda_declare_event

