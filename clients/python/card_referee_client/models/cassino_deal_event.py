from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_deal_event_type import CassinoDealEventType
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CassinoDealEvent")



@_attrs_define
class CassinoDealEvent:
    """ 
        Attributes:
            type_ (CassinoDealEventType): "deal"
            game_number (int): the game, from 1
            round_ (int): the round dealt, from 1
            leader (int): the leader, who moves first (CAS-2.4)
            hand_counts (list[int]): cards in each hand, by seat
            stock_count (int): cards left in the stock
            table (list[str] | Unset): the four cards dealt face up; only when a new game is dealt (CAS-3.3)
            extra_game (bool | Unset): whether the new game is an extra game (CAS-8.4); only when a new game is dealt
     """

    type_: CassinoDealEventType
    game_number: int
    round_: int
    leader: int
    hand_counts: list[int]
    stock_count: int
    table: list[str] | Unset = UNSET
    extra_game: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        game_number = self.game_number

        round_ = self.round_

        leader = self.leader

        hand_counts = self.hand_counts



        stock_count = self.stock_count

        table: list[str] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = self.table



        extra_game = self.extra_game


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "game_number": game_number,
            "round": round_,
            "leader": leader,
            "hand_counts": hand_counts,
            "stock_count": stock_count,
        })
        if table is not UNSET:
            field_dict["table"] = table
        if extra_game is not UNSET:
            field_dict["extra_game"] = extra_game

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = CassinoDealEventType(d.pop("type"))




        game_number = d.pop("game_number")

        round_ = d.pop("round")

        leader = d.pop("leader")

        hand_counts = cast(list[int], d.pop("hand_counts"))


        stock_count = d.pop("stock_count")

        table = cast(list[str], d.pop("table", UNSET))


        extra_game = d.pop("extra_game", UNSET)

        cassino_deal_event = cls(
            type_=type_,
            game_number=game_number,
            round_=round_,
            leader=leader,
            hand_counts=hand_counts,
            stock_count=stock_count,
            table=table,
            extra_game=extra_game,
        )

        return cassino_deal_event

