from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_game_end_event_type import CassinoGameEndEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.cassino_game_end_event_piles import CassinoGameEndEventPiles
  from ..models.cassino_game_end_event_scores import CassinoGameEndEventScores
  from ..models.score_sheet import ScoreSheet





T = TypeVar("T", bound="CassinoGameEndEvent")



@_attrs_define
class CassinoGameEndEvent:
    """ 
        Attributes:
            type_ (CassinoGameEndEventType): "game_end"
            game_number (int): the game scored, from 1
            piles (CassinoGameEndEventPiles): every card each side captured in the game, now public (CAS-7.8); side names:
                "0" and "1" with 2 players, the teams "0+2" and "1+3" with 4 (CAS-2.3)
            sheet (ScoreSheet):
            scores (CassinoGameEndEventScores): the match totals after the game (CAS-8.1); side names: "0" and "1" with 2
                players, the teams "0+2" and "1+3" with 4 (CAS-2.3)
     """

    type_: CassinoGameEndEventType
    game_number: int
    piles: CassinoGameEndEventPiles
    sheet: ScoreSheet
    scores: CassinoGameEndEventScores





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_game_end_event_piles import CassinoGameEndEventPiles # noqa: PLC0415
        from ..models.cassino_game_end_event_scores import CassinoGameEndEventScores # noqa: PLC0415
        from ..models.score_sheet import ScoreSheet # noqa: PLC0415
        type_ = self.type_.value

        game_number = self.game_number

        piles = self.piles.to_dict()

        sheet = self.sheet.to_dict()

        scores = self.scores.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "game_number": game_number,
            "piles": piles,
            "sheet": sheet,
            "scores": scores,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cassino_game_end_event_piles import CassinoGameEndEventPiles # noqa: PLC0415
        from ..models.cassino_game_end_event_scores import CassinoGameEndEventScores # noqa: PLC0415
        from ..models.score_sheet import ScoreSheet # noqa: PLC0415
        d = dict(src_dict)
        type_ = CassinoGameEndEventType(d.pop("type"))




        game_number = d.pop("game_number")

        piles = CassinoGameEndEventPiles.from_dict(d.pop("piles"))




        sheet = ScoreSheet.from_dict(d.pop("sheet"))




        scores = CassinoGameEndEventScores.from_dict(d.pop("scores"))




        cassino_game_end_event = cls(
            type_=type_,
            game_number=game_number,
            piles=piles,
            sheet=sheet,
            scores=scores,
        )

        return cassino_game_end_event

