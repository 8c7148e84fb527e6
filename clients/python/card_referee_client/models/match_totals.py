from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.match_totals_scores import MatchTotalsScores





T = TypeVar("T", bound="MatchTotals")



@_attrs_define
class MatchTotals:
    """ 
        Attributes:
            scores (MatchTotalsScores): the match scores by side
            target (int | None): to win, if any
            finished (bool): whether the match is over
            winners (list[str] | None): the winning sides, when over
     """

    scores: MatchTotalsScores
    target: int | None
    finished: bool
    winners: list[str] | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.match_totals_scores import MatchTotalsScores # noqa: PLC0415
        scores = self.scores.to_dict()

        target: int | None
        target = self.target

        finished = self.finished

        winners: list[str] | None
        if isinstance(self.winners, list):
            winners = self.winners


        else:
            winners = self.winners


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "scores": scores,
            "target": target,
            "finished": finished,
            "winners": winners,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_totals_scores import MatchTotalsScores # noqa: PLC0415
        d = dict(src_dict)
        scores = MatchTotalsScores.from_dict(d.pop("scores"))




        def _parse_target(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        target = _parse_target(d.pop("target"))


        finished = d.pop("finished")

        def _parse_winners(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                winners_type_0 = cast(list[str], data)

                return winners_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        winners = _parse_winners(d.pop("winners"))


        match_totals = cls(
            scores=scores,
            target=target,
            finished=finished,
            winners=winners,
        )

        return match_totals

