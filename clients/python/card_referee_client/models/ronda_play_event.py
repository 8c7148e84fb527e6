from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_play_event_action import RondaPlayEventAction
from ..models.ronda_play_event_combination import RondaPlayEventCombination
from ..models.ronda_play_event_type import RondaPlayEventType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RondaPlayEvent")



@_attrs_define
class RondaPlayEvent:
    """ 
        Attributes:
            type_ (RondaPlayEventType): play
            player (int): the seat that played
            side (str): its side
            card (str): the card played Example: 10D.
            action (RondaPlayEventAction): place, capture or steal (RON-5.2)
            cards (list[str]): the cards it took (the card played aside)
            combination (RondaPlayEventCombination | Unset): este, five, ten, mesa, two, six or eleven (RON-6, RON-7.2)
            from_ (str | Unset): the side a steal took from (RON-6.3)
     """

    type_: RondaPlayEventType
    player: int
    side: str
    card: str
    action: RondaPlayEventAction
    cards: list[str]
    combination: RondaPlayEventCombination | Unset = UNSET
    from_: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        side = self.side

        card = self.card

        action = self.action.value

        cards = self.cards



        combination: str | Unset = UNSET
        if not isinstance(self.combination, Unset):
            combination = self.combination.value


        from_ = self.from_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "side": side,
            "card": card,
            "action": action,
            "cards": cards,
        })
        if combination is not UNSET:
            field_dict["combination"] = combination
        if from_ is not UNSET:
            field_dict["from"] = from_

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = RondaPlayEventType(d.pop("type"))




        player = d.pop("player")

        side = d.pop("side")

        card = d.pop("card")

        action = RondaPlayEventAction(d.pop("action"))




        cards = cast(list[str], d.pop("cards"))


        _combination = d.pop("combination", UNSET)
        combination: RondaPlayEventCombination | Unset
        if isinstance(_combination,  Unset):
            combination = UNSET
        else:
            combination = RondaPlayEventCombination(_combination)




        from_ = d.pop("from", UNSET)

        ronda_play_event = cls(
            type_=type_,
            player=player,
            side=side,
            card=card,
            action=action,
            cards=cards,
            combination=combination,
            from_=from_,
        )

        return ronda_play_event

