from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_options_first_player_type_0 import CassinoOptionsFirstPlayerType0
from ..models.cassino_options_first_player_type_1 import CassinoOptionsFirstPlayerType1
from ..models.cassino_options_players import CassinoOptionsPlayers
from ..models.cassino_options_target_score import CassinoOptionsTargetScore
from typing import cast






T = TypeVar("T", bound="CassinoOptions")



@_attrs_define
class CassinoOptions:
    """ 
        Attributes:
            players (CassinoOptionsPlayers): 2 players, or 4 in the teams 0+2 and 1+3 (CAS-2.1, CAS-9)
            target_score (CassinoOptionsTargetScore): match target (CAS-8.1)
            first_player (CassinoOptionsFirstPlayerType0 | CassinoOptionsFirstPlayerType1): leader of the first game:
                "random" (drawn from the seed) or a seat (CAS-2.4, D-22)
     """

    players: CassinoOptionsPlayers
    target_score: CassinoOptionsTargetScore
    first_player: CassinoOptionsFirstPlayerType0 | CassinoOptionsFirstPlayerType1





    def to_dict(self) -> dict[str, Any]:
        players = self.players.value

        target_score = self.target_score.value

        first_player: int | str
        if isinstance(self.first_player, CassinoOptionsFirstPlayerType0):
            first_player = self.first_player.value
        else:
            first_player = self.first_player.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "target_score": target_score,
            "first_player": first_player,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = CassinoOptionsPlayers(d.pop("players"))




        target_score = CassinoOptionsTargetScore(d.pop("target_score"))




        def _parse_first_player(data: object) -> CassinoOptionsFirstPlayerType0 | CassinoOptionsFirstPlayerType1:
            try:
                if not isinstance(data, str):
                    raise TypeError()
                first_player_type_0 = CassinoOptionsFirstPlayerType0(data)



                return first_player_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, int):
                raise TypeError()
            first_player_type_1 = CassinoOptionsFirstPlayerType1(data)



            return first_player_type_1

        first_player = _parse_first_player(d.pop("first_player"))


        cassino_options = cls(
            players=players,
            target_score=target_score,
            first_player=first_player,
        )

        return cassino_options

