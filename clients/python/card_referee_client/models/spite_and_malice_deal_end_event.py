from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_deal_end_event_type import SpiteAndMaliceDealEndEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.score_sheet import ScoreSheet
  from ..models.spite_and_malice_deal_end_event_payoff_left import SpiteAndMaliceDealEndEventPayoffLeft
  from ..models.spite_and_malice_deal_end_event_points import SpiteAndMaliceDealEndEventPoints





T = TypeVar("T", bound="SpiteAndMaliceDealEndEvent")



@_attrs_define
class SpiteAndMaliceDealEndEvent:
    """ 
        Attributes:
            type_ (SpiteAndMaliceDealEndEventType): "deal_end"
            deal (int): the deal, from 1
            winner (str): the side that emptied its pay-off piles
            payoff_left (SpiteAndMaliceDealEndEventPayoffLeft): cards left in each side's pay-off piles, by side: "0" and
                "1" with 2 players; "0+2", "1+3" with 4; "0+3", "1+4", "2+5" with 6
            plus_five (bool): whether the winner scored 5 more
            sheet (ScoreSheet):
            points (SpiteAndMaliceDealEndEventPoints): the points the deal scored, by side (SAM-10.3)
     """

    type_: SpiteAndMaliceDealEndEventType
    deal: int
    winner: str
    payoff_left: SpiteAndMaliceDealEndEventPayoffLeft
    plus_five: bool
    sheet: ScoreSheet
    points: SpiteAndMaliceDealEndEventPoints





    def to_dict(self) -> dict[str, Any]:
        from ..models.score_sheet import ScoreSheet # noqa: PLC0415
        from ..models.spite_and_malice_deal_end_event_payoff_left import SpiteAndMaliceDealEndEventPayoffLeft # noqa: PLC0415
        from ..models.spite_and_malice_deal_end_event_points import SpiteAndMaliceDealEndEventPoints # noqa: PLC0415
        type_ = self.type_.value

        deal = self.deal

        winner = self.winner

        payoff_left = self.payoff_left.to_dict()

        plus_five = self.plus_five

        sheet = self.sheet.to_dict()

        points = self.points.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "deal": deal,
            "winner": winner,
            "payoff_left": payoff_left,
            "plus_five": plus_five,
            "sheet": sheet,
            "points": points,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score_sheet import ScoreSheet # noqa: PLC0415
        from ..models.spite_and_malice_deal_end_event_payoff_left import SpiteAndMaliceDealEndEventPayoffLeft # noqa: PLC0415
        from ..models.spite_and_malice_deal_end_event_points import SpiteAndMaliceDealEndEventPoints # noqa: PLC0415
        d = dict(src_dict)
        type_ = SpiteAndMaliceDealEndEventType(d.pop("type"))




        deal = d.pop("deal")

        winner = d.pop("winner")

        payoff_left = SpiteAndMaliceDealEndEventPayoffLeft.from_dict(d.pop("payoff_left"))




        plus_five = d.pop("plus_five")

        sheet = ScoreSheet.from_dict(d.pop("sheet"))




        points = SpiteAndMaliceDealEndEventPoints.from_dict(d.pop("points"))




        spite_and_malice_deal_end_event = cls(
            type_=type_,
            deal=deal,
            winner=winner,
            payoff_left=payoff_left,
            plus_five=plus_five,
            sheet=sheet,
            points=points,
        )

        return spite_and_malice_deal_end_event

