from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.score_item import ScoreItem
  from ..models.score_sheet_match import ScoreSheetMatch
  from ..models.score_sheet_totals import ScoreSheetTotals





T = TypeVar("T", bound="ScoreSheet")



@_attrs_define
class ScoreSheet:
    """ 
        Attributes:
            game (str):
            final (bool): whether the deal is over
            items (list[ScoreItem]):
            totals (ScoreSheetTotals):
            match (ScoreSheetMatch | Unset): match scores, target and winner (states only)
     """

    game: str
    final: bool
    items: list[ScoreItem]
    totals: ScoreSheetTotals
    match: ScoreSheetMatch | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.score_item import ScoreItem # noqa: PLC0415
        from ..models.score_sheet_match import ScoreSheetMatch # noqa: PLC0415
        from ..models.score_sheet_totals import ScoreSheetTotals # noqa: PLC0415
        game = self.game

        final = self.final

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        totals = self.totals.to_dict()

        match: dict[str, Any] | Unset = UNSET
        if not isinstance(self.match, Unset):
            match = self.match.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "final": final,
            "items": items,
            "totals": totals,
        })
        if match is not UNSET:
            field_dict["match"] = match

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score_item import ScoreItem # noqa: PLC0415
        from ..models.score_sheet_match import ScoreSheetMatch # noqa: PLC0415
        from ..models.score_sheet_totals import ScoreSheetTotals # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        final = d.pop("final")

        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = ScoreItem.from_dict(items_item_data)



            items.append(items_item)


        totals = ScoreSheetTotals.from_dict(d.pop("totals"))




        _match = d.pop("match", UNSET)
        match: ScoreSheetMatch | Unset
        if isinstance(_match,  Unset):
            match = UNSET
        else:
            match = ScoreSheetMatch.from_dict(_match)




        score_sheet = cls(
            game=game,
            final=final,
            items=items,
            totals=totals,
            match=match,
        )

        return score_sheet

