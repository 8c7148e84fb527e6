from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_last_play_rank import RondaLastPlayRank






T = TypeVar("T", bound="RondaLastPlay")



@_attrs_define
class RondaLastPlay:
    """ 
        Attributes:
            player (int): the seat that made the previous play
            rank (RondaLastPlayRank): the rank of the card it played (the card itself is on the table, or the first of its
                `taken` cards)
            placed (bool): whether the card stayed on the table
            chain (int): 0, or 1, 2, 3 when it was an Este (Two), Five (Six), Ten (Eleven)
            taken (int): cards it moved into its side's pile, the played card included (they are the last ones of that
                pile); 0 when placed
     """

    player: int
    rank: RondaLastPlayRank
    placed: bool
    chain: int
    taken: int





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        rank = self.rank.value

        placed = self.placed

        chain = self.chain

        taken = self.taken


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "rank": rank,
            "placed": placed,
            "chain": chain,
            "taken": taken,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        rank = RondaLastPlayRank(d.pop("rank"))




        placed = d.pop("placed")

        chain = d.pop("chain")

        taken = d.pop("taken")

        ronda_last_play = cls(
            player=player,
            rank=rank,
            placed=placed,
            chain=chain,
            taken=taken,
        )

        return ronda_last_play

