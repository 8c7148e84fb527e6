from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.modulo_scored_deal import ModuloScoredDeal
  from ..models.modulo_tally_options import ModuloTallyOptions
  from ..models.modulo_tally_scores import ModuloTallyScores





T = TypeVar("T", bound="ModuloTally")



@_attrs_define
class ModuloTally:
    """ 
        Attributes:
            deals (list[ModuloScoredDeal]): the deals played, in order: each seat's bid and tricks
            scores (ModuloTallyScores | Unset): the scores by side before the first deal tallied (they decide who may bid
                ALL and what a reset gives back); 0 each when left out
            options (ModuloTallyOptions | Unset):
     """

    deals: list[ModuloScoredDeal]
    scores: ModuloTallyScores | Unset = UNSET
    options: ModuloTallyOptions | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.modulo_scored_deal import ModuloScoredDeal # noqa: PLC0415
        from ..models.modulo_tally_options import ModuloTallyOptions # noqa: PLC0415
        from ..models.modulo_tally_scores import ModuloTallyScores # noqa: PLC0415
        deals = []
        for deals_item_data in self.deals:
            deals_item = deals_item_data.to_dict()
            deals.append(deals_item)



        scores: dict[str, Any] | Unset = UNSET
        if not isinstance(self.scores, Unset):
            scores = self.scores.to_dict()

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "deals": deals,
        })
        if scores is not UNSET:
            field_dict["scores"] = scores
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.modulo_scored_deal import ModuloScoredDeal # noqa: PLC0415
        from ..models.modulo_tally_options import ModuloTallyOptions # noqa: PLC0415
        from ..models.modulo_tally_scores import ModuloTallyScores # noqa: PLC0415
        d = dict(src_dict)
        deals = []
        _deals = d.pop("deals")
        for deals_item_data in (_deals):
            deals_item = ModuloScoredDeal.from_dict(deals_item_data)



            deals.append(deals_item)


        _scores = d.pop("scores", UNSET)
        scores: ModuloTallyScores | Unset
        if isinstance(_scores,  Unset):
            scores = UNSET
        else:
            scores = ModuloTallyScores.from_dict(_scores)




        _options = d.pop("options", UNSET)
        options: ModuloTallyOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = ModuloTallyOptions.from_dict(_options)




        modulo_tally = cls(
            deals=deals,
            scores=scores,
            options=options,
        )

        return modulo_tally

