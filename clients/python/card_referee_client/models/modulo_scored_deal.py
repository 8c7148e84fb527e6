from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="ModuloScoredDeal")



@_attrs_define
class ModuloScoredDeal:
    """ 
        Attributes:
            bids (list[int | str]): each seat's bid in that deal, by seat
            tricks (list[int]): the tricks each seat took in that deal, by seat; 13 in all
     """

    bids: list[int | str]
    tricks: list[int]





    def to_dict(self) -> dict[str, Any]:
        bids = []
        for bids_item_data in self.bids:
            bids_item: int | str
            bids_item = bids_item_data
            bids.append(bids_item)



        tricks = self.tricks




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "bids": bids,
            "tricks": tricks,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bids = []
        _bids = d.pop("bids")
        for bids_item_data in (_bids):
            def _parse_bids_item(data: object) -> int | str:
                return cast(int | str, data)

            bids_item = _parse_bids_item(bids_item_data)

            bids.append(bids_item)


        tricks = cast(list[int], d.pop("tricks"))


        modulo_scored_deal = cls(
            bids=bids,
            tricks=tricks,
        )

        return modulo_scored_deal

