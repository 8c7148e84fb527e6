from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.sheet_item_points import SheetItemPoints





T = TypeVar("T", bound="SheetItem")



@_attrs_define
class SheetItem:
    """ 
        Attributes:
            item (str): a stable key for this line of the sheet
            label (str): the line in words
            rule (str): the rule that scores it
            points (SheetItemPoints): points by side
            detail (Any): what was counted (counts, or public cards)
            rule_url (str | Unset): that rule's entry in the game's rules catalog
     """

    item: str
    label: str
    rule: str
    points: SheetItemPoints
    detail: Any
    rule_url: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.sheet_item_points import SheetItemPoints # noqa: PLC0415
        item = self.item

        label = self.label

        rule = self.rule

        points = self.points.to_dict()

        detail = self.detail

        rule_url = self.rule_url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "item": item,
            "label": label,
            "rule": rule,
            "points": points,
            "detail": detail,
        })
        if rule_url is not UNSET:
            field_dict["rule_url"] = rule_url

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sheet_item_points import SheetItemPoints # noqa: PLC0415
        d = dict(src_dict)
        item = d.pop("item")

        label = d.pop("label")

        rule = d.pop("rule")

        points = SheetItemPoints.from_dict(d.pop("points"))




        detail = d.pop("detail")

        rule_url = d.pop("rule_url", UNSET)

        sheet_item = cls(
            item=item,
            label=label,
            rule=rule,
            points=points,
            detail=detail,
            rule_url=rule_url,
        )

        return sheet_item

