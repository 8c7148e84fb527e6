from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_holding_kind import RondaHoldingKind
from ..models.ronda_holding_ranks_item import RondaHoldingRanksItem
from typing import cast






T = TypeVar("T", bound="RondaHolding")



@_attrs_define
class RondaHolding:
    """ 
        Attributes:
            kind (RondaHoldingKind): none, ronda, tringa or two_rondas (RON-4.1)
            ranks (list[RondaHoldingRanksItem]): the rank of the pair or three; both pairs' ranks for two_rondas, the same
                rank twice for four of a kind
     """

    kind: RondaHoldingKind
    ranks: list[RondaHoldingRanksItem]





    def to_dict(self) -> dict[str, Any]:
        kind = self.kind.value

        ranks = []
        for ranks_item_data in self.ranks:
            ranks_item = ranks_item_data.value
            ranks.append(ranks_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "kind": kind,
            "ranks": ranks,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        kind = RondaHoldingKind(d.pop("kind"))




        ranks = []
        _ranks = d.pop("ranks")
        for ranks_item_data in (_ranks):
            ranks_item = RondaHoldingRanksItem(ranks_item_data)



            ranks.append(ranks_item)


        ronda_holding = cls(
            kind=kind,
            ranks=ranks,
        )

        return ronda_holding

