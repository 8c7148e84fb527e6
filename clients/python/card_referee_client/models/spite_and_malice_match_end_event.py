from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_match_end_event_type import SpiteAndMaliceMatchEndEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.outcome import Outcome
  from ..models.spite_and_malice_match_end_event_scores import SpiteAndMaliceMatchEndEventScores





T = TypeVar("T", bound="SpiteAndMaliceMatchEndEvent")



@_attrs_define
class SpiteAndMaliceMatchEndEvent:
    """ 
        Attributes:
            type_ (SpiteAndMaliceMatchEndEventType): "match_end"
            winner (None | str): the side with the higher total; null: drawn. Deprecated: read `outcome`, the same in every
                game; a release from 2027-06-01 on may leave this field out
            scores (SpiteAndMaliceMatchEndEventScores): the final totals
            outcome (Outcome):
     """

    type_: SpiteAndMaliceMatchEndEventType
    winner: None | str
    scores: SpiteAndMaliceMatchEndEventScores
    outcome: Outcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.spite_and_malice_match_end_event_scores import SpiteAndMaliceMatchEndEventScores # noqa: PLC0415
        type_ = self.type_.value

        winner: None | str
        winner = self.winner

        scores = self.scores.to_dict()

        outcome = self.outcome.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "winner": winner,
            "scores": scores,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.spite_and_malice_match_end_event_scores import SpiteAndMaliceMatchEndEventScores # noqa: PLC0415
        d = dict(src_dict)
        type_ = SpiteAndMaliceMatchEndEventType(d.pop("type"))




        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))


        scores = SpiteAndMaliceMatchEndEventScores.from_dict(d.pop("scores"))




        outcome = Outcome.from_dict(d.pop("outcome"))




        spite_and_malice_match_end_event = cls(
            type_=type_,
            winner=winner,
            scores=scores,
            outcome=outcome,
        )

        return spite_and_malice_match_end_event

