from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.score_sheet_covers import ScoreSheetCovers
from typing import cast

if TYPE_CHECKING:
  from ..models.deal_row import DealRow
  from ..models.match_totals import MatchTotals
  from ..models.score_sheet_totals import ScoreSheetTotals
  from ..models.sheet_item import SheetItem





T = TypeVar("T", bound="ScoreSheet")



@_attrs_define
class ScoreSheet:
    """ 
        Attributes:
            game (str): the game id
            covers (ScoreSheetCovers): what the items score
            number (int | None): the deal covered, from 1
            final (bool): whether that unit is over
            items (list[SheetItem]):
            totals (ScoreSheetTotals): the items' points added up, by side
            deals (list[DealRow]): each finished deal of the match
            match (MatchTotals | None):
     """

    game: str
    covers: ScoreSheetCovers
    number: int | None
    final: bool
    items: list[SheetItem]
    totals: ScoreSheetTotals
    deals: list[DealRow]
    match: MatchTotals | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.deal_row import DealRow # noqa: PLC0415
        from ..models.match_totals import MatchTotals # noqa: PLC0415
        from ..models.score_sheet_totals import ScoreSheetTotals # noqa: PLC0415
        from ..models.sheet_item import SheetItem # noqa: PLC0415
        game = self.game

        covers = self.covers.value

        number: int | None
        number = self.number

        final = self.final

        items = []
        for items_item_data in self.items:
            items_item = items_item_data.to_dict()
            items.append(items_item)



        totals = self.totals.to_dict()

        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)



        match: dict[str, Any] | None
        if isinstance(self.match, MatchTotals):
            match = self.match.to_dict()
        else:
            match = self.match


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "covers": covers,
            "number": number,
            "final": final,
            "items": items,
            "totals": totals,
            "deals": deals,
            "match": match,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.deal_row import DealRow # noqa: PLC0415
        from ..models.match_totals import MatchTotals # noqa: PLC0415
        from ..models.score_sheet_totals import ScoreSheetTotals # noqa: PLC0415
        from ..models.sheet_item import SheetItem # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        covers = ScoreSheetCovers(d.pop("covers"))




        def _parse_number(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        number = _parse_number(d.pop("number"))


        final = d.pop("final")

        items = []
        _items = d.pop("items")
        for items_item_data in (_items):
            items_item = SheetItem.from_dict(items_item_data)



            items.append(items_item)


        totals = ScoreSheetTotals.from_dict(d.pop("totals"))




        deals = []
        _deals = d.pop("deals")
        for deals_item_data in (_deals):
            deals_item = DealRow.from_dict(deals_item_data)



            deals.append(deals_item)


        def _parse_match(data: object) -> MatchTotals | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                match_type_0 = MatchTotals.from_dict(data)



                return match_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(MatchTotals | None, data)

        match = _parse_match(d.pop("match"))


        score_sheet = cls(
            game=game,
            covers=covers,
            number=number,
            final=final,
            items=items,
            totals=totals,
            deals=deals,
            match=match,
        )

        return score_sheet

