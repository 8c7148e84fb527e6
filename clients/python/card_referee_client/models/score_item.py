from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.score_item_detail import ScoreItemDetail
  from ..models.score_item_points import ScoreItemPoints





T = TypeVar("T", bound="ScoreItem")



@_attrs_define
class ScoreItem:
    """ 
        Attributes:
            item (str):
            rule (str):
            rule_url (str): relative URL of that rule's entry in the game's rules catalog
            points (ScoreItemPoints):
            detail (ScoreItemDetail | Unset): what the points were counted from
     """

    item: str
    rule: str
    rule_url: str
    points: ScoreItemPoints
    detail: ScoreItemDetail | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.score_item_detail import ScoreItemDetail # noqa: PLC0415
        from ..models.score_item_points import ScoreItemPoints # noqa: PLC0415
        item = self.item

        rule = self.rule

        rule_url = self.rule_url

        points = self.points.to_dict()

        detail: dict[str, Any] | Unset = UNSET
        if not isinstance(self.detail, Unset):
            detail = self.detail.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "item": item,
            "rule": rule,
            "rule_url": rule_url,
            "points": points,
        })
        if detail is not UNSET:
            field_dict["detail"] = detail

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score_item_detail import ScoreItemDetail # noqa: PLC0415
        from ..models.score_item_points import ScoreItemPoints # noqa: PLC0415
        d = dict(src_dict)
        item = d.pop("item")

        rule = d.pop("rule")

        rule_url = d.pop("rule_url")

        points = ScoreItemPoints.from_dict(d.pop("points"))




        _detail = d.pop("detail", UNSET)
        detail: ScoreItemDetail | Unset
        if isinstance(_detail,  Unset):
            detail = UNSET
        else:
            detail = ScoreItemDetail.from_dict(_detail)




        score_item = cls(
            item=item,
            rule=rule,
            rule_url=rule_url,
            points=points,
            detail=detail,
        )

        return score_item

