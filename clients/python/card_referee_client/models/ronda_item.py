from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_item_item import RondaItemItem
from typing import cast

if TYPE_CHECKING:
  from ..models.ronda_item_points import RondaItemPoints





T = TypeVar("T", bound="RondaItem")



@_attrs_define
class RondaItem:
    """ 
        Attributes:
            item (RondaItemItem): what the line scores
            label (str): the line in words
            rule (str): the rule that scores it
            points (RondaItemPoints): points by side, every side named
            detail (Any): who scored and what: seats and kinds, or each side's cards counted
     """

    item: RondaItemItem
    label: str
    rule: str
    points: RondaItemPoints
    detail: Any





    def to_dict(self) -> dict[str, Any]:
        from ..models.ronda_item_points import RondaItemPoints # noqa: PLC0415
        item = self.item.value

        label = self.label

        rule = self.rule

        points = self.points.to_dict()

        detail = self.detail


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "item": item,
            "label": label,
            "rule": rule,
            "points": points,
            "detail": detail,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ronda_item_points import RondaItemPoints # noqa: PLC0415
        d = dict(src_dict)
        item = RondaItemItem(d.pop("item"))




        label = d.pop("label")

        rule = d.pop("rule")

        points = RondaItemPoints.from_dict(d.pop("points"))




        detail = d.pop("detail")

        ronda_item = cls(
            item=item,
            label=label,
            rule=rule,
            points=points,
            detail=detail,
        )

        return ronda_item

