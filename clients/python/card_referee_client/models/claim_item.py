from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="ClaimItem")



@_attrs_define
class ClaimItem:
    """ 
        Attributes:
            item (str): `finished`, `winners`, or `scores.<side>` for each side
            claimed (Any): what the transcript claims
            actual (Any): what the moves came to
            matches (bool):
     """

    item: str
    claimed: Any
    actual: Any
    matches: bool





    def to_dict(self) -> dict[str, Any]:
        item = self.item

        claimed = self.claimed

        actual = self.actual

        matches = self.matches


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "item": item,
            "claimed": claimed,
            "actual": actual,
            "matches": matches,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        item = d.pop("item")

        claimed = d.pop("claimed")

        actual = d.pop("actual")

        matches = d.pop("matches")

        claim_item = cls(
            item=item,
            claimed=claimed,
            actual=actual,
            matches=matches,
        )

        return claim_item

