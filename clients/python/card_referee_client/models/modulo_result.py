from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.modulo_result_scores import ModuloResultScores





T = TypeVar("T", bound="ModuloResult")



@_attrs_define
class ModuloResult:
    """ 
        Attributes:
            winner (None | str): the winning side when it won alone
            winners (list[str]): every side on the highest score
            scores (ModuloResultScores): the final scores by side
     """

    winner: None | str
    winners: list[str]
    scores: ModuloResultScores





    def to_dict(self) -> dict[str, Any]:
        from ..models.modulo_result_scores import ModuloResultScores # noqa: PLC0415
        winner: None | str
        winner = self.winner

        winners = self.winners



        scores = self.scores.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "winner": winner,
            "winners": winners,
            "scores": scores,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.modulo_result_scores import ModuloResultScores # noqa: PLC0415
        d = dict(src_dict)
        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))


        winners = cast(list[str], d.pop("winners"))


        scores = ModuloResultScores.from_dict(d.pop("scores"))




        modulo_result = cls(
            winner=winner,
            winners=winners,
            scores=scores,
        )

        return modulo_result

