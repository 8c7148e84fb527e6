from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_game_end_event_reason import SeepGameEndEventReason
from ..models.seep_game_end_event_type import SeepGameEndEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.seep_game_end_event_baazis_won import SeepGameEndEventBaazisWon
  from ..models.seep_game_end_event_totals import SeepGameEndEventTotals





T = TypeVar("T", bound="SeepGameEndEvent")



@_attrs_define
class SeepGameEndEvent:
    """ 
        Attributes:
            type_ (SeepGameEndEventType): game_end
            winner (str): the side that won the baazi
            reason (SeepGameEndEventReason): margin: a lead of baazi_margin (SEP-11.1); deal_limit: ahead after
                deals_per_baazi deals (SEP-13)
            totals (SeepGameEndEventTotals): the baazi's final totals
            baazis_won (SeepGameEndEventBaazisWon): baazis won by each side so far
     """

    type_: SeepGameEndEventType
    winner: str
    reason: SeepGameEndEventReason
    totals: SeepGameEndEventTotals
    baazis_won: SeepGameEndEventBaazisWon





    def to_dict(self) -> dict[str, Any]:
        from ..models.seep_game_end_event_baazis_won import SeepGameEndEventBaazisWon # noqa: PLC0415
        from ..models.seep_game_end_event_totals import SeepGameEndEventTotals # noqa: PLC0415
        type_ = self.type_.value

        winner = self.winner

        reason = self.reason.value

        totals = self.totals.to_dict()

        baazis_won = self.baazis_won.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "winner": winner,
            "reason": reason,
            "totals": totals,
            "baazis_won": baazis_won,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seep_game_end_event_baazis_won import SeepGameEndEventBaazisWon # noqa: PLC0415
        from ..models.seep_game_end_event_totals import SeepGameEndEventTotals # noqa: PLC0415
        d = dict(src_dict)
        type_ = SeepGameEndEventType(d.pop("type"))




        winner = d.pop("winner")

        reason = SeepGameEndEventReason(d.pop("reason"))




        totals = SeepGameEndEventTotals.from_dict(d.pop("totals"))




        baazis_won = SeepGameEndEventBaazisWon.from_dict(d.pop("baazis_won"))




        seep_game_end_event = cls(
            type_=type_,
            winner=winner,
            reason=reason,
            totals=totals,
            baazis_won=baazis_won,
        )

        return seep_game_end_event

