from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_score_event_step import RondaScoreEventStep
from ..models.ronda_score_event_type import RondaScoreEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.ronda_item import RondaItem
  from ..models.ronda_score_event_points import RondaScoreEventPoints





T = TypeVar("T", bound="RondaScoreEvent")



@_attrs_define
class RondaScoreEvent:
    """ 
        Attributes:
            type_ (RondaScoreEventType): score
            step (RondaScoreEventStep): play, undeclared, declarations, challenge or card_count
            items (list[RondaItem]): its lines
            points (RondaScoreEventPoints): the step's points by side
     """

    type_: RondaScoreEventType
    step: RondaScoreEventStep
    items: list[RondaItem]
    points: RondaScoreEventPoints





    def to_dict(self) -> dict[str, Any]:
        from ..models.ronda_item import RondaItem # noqa: PLC0415
        from ..models.ronda_score_event_points import RondaScoreEventPoints # noqa: PLC0415
        type_ = self.type_.value

        step = self.step.value

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        points = self.points.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "step": step,
            "items": items,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ronda_item import RondaItem # noqa: PLC0415
        from ..models.ronda_score_event_points import RondaScoreEventPoints # noqa: PLC0415
        d = dict(src_dict)
        type_ = RondaScoreEventType(d.pop("type"))




        step = RondaScoreEventStep(d.pop("step"))




        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = RondaItem.from_dict(items_item_data)



            items.append(items_item)


        points = RondaScoreEventPoints.from_dict(d.pop("points"))




        ronda_score_event = cls(
            type_=type_,
            step=step,
            items=items,
            points=points,
        )

        return ronda_score_event

