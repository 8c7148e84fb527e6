from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_match_end_event_type import SeepMatchEndEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.outcome import Outcome
  from ..models.seep_match_end_event_baazis_won import SeepMatchEndEventBaazisWon
  from ..models.seep_match_end_event_scores import SeepMatchEndEventScores





T = TypeVar("T", bound="SeepMatchEndEvent")



@_attrs_define
class SeepMatchEndEvent:
    """ 
        Attributes:
            type_ (SeepMatchEndEventType): match_end
            winner (None | str): the side that won more baazis; null for a draw (SEP-11.2). Deprecated: read `outcome`, the
                same in every game; a release from 2027-06-01 on may leave this field out
            scores (SeepMatchEndEventScores): the last baazi's final totals
            baazis_won (SeepMatchEndEventBaazisWon): baazis won by each side
            outcome (Outcome):
     """

    type_: SeepMatchEndEventType
    winner: None | str
    scores: SeepMatchEndEventScores
    baazis_won: SeepMatchEndEventBaazisWon
    outcome: Outcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.seep_match_end_event_baazis_won import SeepMatchEndEventBaazisWon # noqa: PLC0415
        from ..models.seep_match_end_event_scores import SeepMatchEndEventScores # noqa: PLC0415
        type_ = self.type_.value

        winner: None | str
        winner = self.winner

        scores = self.scores.to_dict()

        baazis_won = self.baazis_won.to_dict()

        outcome = self.outcome.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "winner": winner,
            "scores": scores,
            "baazis_won": baazis_won,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.seep_match_end_event_baazis_won import SeepMatchEndEventBaazisWon # noqa: PLC0415
        from ..models.seep_match_end_event_scores import SeepMatchEndEventScores # noqa: PLC0415
        d = dict(src_dict)
        type_ = SeepMatchEndEventType(d.pop("type"))




        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))


        scores = SeepMatchEndEventScores.from_dict(d.pop("scores"))




        baazis_won = SeepMatchEndEventBaazisWon.from_dict(d.pop("baazis_won"))




        outcome = Outcome.from_dict(d.pop("outcome"))




        seep_match_end_event = cls(
            type_=type_,
            winner=winner,
            scores=scores,
            baazis_won=baazis_won,
            outcome=outcome,
        )

        return seep_match_end_event

