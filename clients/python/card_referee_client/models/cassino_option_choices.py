from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_option_choices_first_player_type_0 import CassinoOptionChoicesFirstPlayerType0
from ..models.cassino_option_choices_first_player_type_1 import CassinoOptionChoicesFirstPlayerType1
from ..models.cassino_option_choices_players import CassinoOptionChoicesPlayers
from ..models.cassino_option_choices_target_score import CassinoOptionChoicesTargetScore
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="CassinoOptionChoices")



@_attrs_define
class CassinoOptionChoices:
    """ options of a new match: any of the game's, each optional (an option left out takes its default), no others

        Attributes:
            players (CassinoOptionChoicesPlayers | Unset): 2 players, or 4 in the teams 0+2 and 1+3
            target_score (CassinoOptionChoicesTargetScore | Unset): points that win the match
            first_player (CassinoOptionChoicesFirstPlayerType0 | CassinoOptionChoicesFirstPlayerType1 | Unset): leader of
                the first game: "random" or a seat
     """

    players: CassinoOptionChoicesPlayers | Unset = UNSET
    target_score: CassinoOptionChoicesTargetScore | Unset = UNSET
    first_player: CassinoOptionChoicesFirstPlayerType0 | CassinoOptionChoicesFirstPlayerType1 | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value


        target_score: int | Unset = UNSET
        if not isinstance(self.target_score, Unset):
            target_score = self.target_score.value


        first_player: int | str | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        elif isinstance(self.first_player, CassinoOptionChoicesFirstPlayerType0):
            first_player = self.first_player.value
        else:
            first_player = self.first_player.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if players is not UNSET:
            field_dict["players"] = players
        if target_score is not UNSET:
            field_dict["target_score"] = target_score
        if first_player is not UNSET:
            field_dict["first_player"] = first_player

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _players = d.pop("players", UNSET)
        players: CassinoOptionChoicesPlayers | Unset
        if isinstance(_players,  Unset):
            players = UNSET
        else:
            players = CassinoOptionChoicesPlayers(_players)




        _target_score = d.pop("target_score", UNSET)
        target_score: CassinoOptionChoicesTargetScore | Unset
        if isinstance(_target_score,  Unset):
            target_score = UNSET
        else:
            target_score = CassinoOptionChoicesTargetScore(_target_score)




        def _parse_first_player(data: object) -> CassinoOptionChoicesFirstPlayerType0 | CassinoOptionChoicesFirstPlayerType1 | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                first_player_type_0 = CassinoOptionChoicesFirstPlayerType0(data)



                return first_player_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, int):
                raise TypeError()
            first_player_type_1 = CassinoOptionChoicesFirstPlayerType1(data)



            return first_player_type_1

        first_player = _parse_first_player(d.pop("first_player", UNSET))


        cassino_option_choices = cls(
            players=players,
            target_score=target_score,
            first_player=first_player,
        )

        return cassino_option_choices

