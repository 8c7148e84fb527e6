from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.claim_scores import ClaimScores





T = TypeVar("T", bound="Claim")



@_attrs_define
class Claim:
    """ 
        Attributes:
            finished (bool | Unset): the match is over
            winners (list[str] | Unset): the sides that won (empty: none yet)
            scores (ClaimScores | Unset): the match score of each side, every side named
     """

    finished: bool | Unset = UNSET
    winners: list[str] | Unset = UNSET
    scores: ClaimScores | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.claim_scores import ClaimScores # noqa: PLC0415
        finished = self.finished

        winners: list[str] | Unset = UNSET
        if not isinstance(self.winners, Unset):
            winners = self.winners



        scores: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if finished is not UNSET:
            field_dict["finished"] = finished
        if winners is not UNSET:
            field_dict["winners"] = winners
        if scores is not UNSET:
            field_dict["scores"] = scores

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.claim_scores import ClaimScores # noqa: PLC0415
        d = dict(src_dict)
        finished = d.pop("finished", UNSET)

        winners = cast(list[str], d.pop("winners", UNSET))


        _scores = d.pop("scores", UNSET)
        scores: ClaimScores | Unset
        if isinstance(_scores,  Unset):
            scores = UNSET
        else:
            scores = ClaimScores.from_dict(_scores)




        claim = cls(
            finished=finished,
            winners=winners,
            scores=scores,
        )

        return claim

