from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ending_reason import EndingReason
from ..types import UNSET, Unset






T = TypeVar("T", bound="Ending")



@_attrs_define
class Ending:
    """ 
        Attributes:
            reason (EndingReason): how the table ended the match: `timeout`, `resigned` or `aborted`
            seat (int | Unset): with `timeout` and `resigned` (and only with them): the seat that timed out or resigned
     """

    reason: EndingReason
    seat: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = EndingReason(d.pop("reason"))




        seat = d.pop("seat", UNSET)

        ending = cls(
            reason=reason,
            seat=seat,
        )

        return ending

