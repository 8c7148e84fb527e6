from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_deal_end_event_reason import SeepDealEndEventReason
from ..models.seep_deal_end_event_type import SeepDealEndEventType






T = TypeVar("T", bound="SeepDealEndEvent")



@_attrs_define
class SeepDealEndEvent:
    """ 
        Attributes:
            type_ (SeepDealEndEventType): deal_end
            deal_number (int): the deal given up
            reason (SeepDealEndEventReason): redeal: the pack is gathered unscored and dealt again (SEP-2.5)
     """

    type_: SeepDealEndEventType
    deal_number: int
    reason: SeepDealEndEventReason





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        deal_number = self.deal_number

        reason = self.reason.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "deal_number": deal_number,
            "reason": reason,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = SeepDealEndEventType(d.pop("type"))




        deal_number = d.pop("deal_number")

        reason = SeepDealEndEventReason(d.pop("reason"))




        seep_deal_end_event = cls(
            type_=type_,
            deal_number=deal_number,
            reason=reason,
        )

        return seep_deal_end_event

