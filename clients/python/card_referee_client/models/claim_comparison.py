from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.claim_item import ClaimItem





T = TypeVar("T", bound="ClaimComparison")



@_attrs_define
class ClaimComparison:
    """ 
        Attributes:
            matches (bool): every item matches
            items (list[ClaimItem]):
     """

    matches: bool
    items: list[ClaimItem]





    def to_dict(self) -> dict[str, Any]:
        from ..models.claim_item import ClaimItem # noqa: PLC0415
        matches = self.matches

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "matches": matches,
            "items": items,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.claim_item import ClaimItem # noqa: PLC0415
        d = dict(src_dict)
        matches = d.pop("matches")

        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = ClaimItem.from_dict(items_item_data)



            items.append(items_item)


        claim_comparison = cls(
            matches=matches,
            items=items,
        )

        return claim_comparison

