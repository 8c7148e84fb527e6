from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.modulo_reveal_event_type import ModuloRevealEventType
from typing import cast






T = TypeVar("T", bound="ModuloRevealEvent")



@_attrs_define
class ModuloRevealEvent:
    """ 
        Attributes:
            type_ (ModuloRevealEventType): reveal
            deal (int): the deal bid for, from 1
            bids (list[int | str]): the three bids by seat, revealed at once by the third (MOD-3.5)
     """

    type_: ModuloRevealEventType
    deal: int
    bids: list[int | str]





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        deal = self.deal

        bids = []
        for bids_item_data in self.bids:
            bids_item: int | str
            bids_item = bids_item_data
            bids.append(bids_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "deal": deal,
            "bids": bids,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = ModuloRevealEventType(d.pop("type"))




        deal = d.pop("deal")

        bids = []
        _bids = d.pop("bids")
        for bids_item_data in (_bids):
            def _parse_bids_item(data: object) -> int | str:
                return cast(int | str, data)

            bids_item = _parse_bids_item(bids_item_data)

            bids.append(bids_item)


        modulo_reveal_event = cls(
            type_=type_,
            deal=deal,
            bids=bids,
        )

        return modulo_reveal_event

