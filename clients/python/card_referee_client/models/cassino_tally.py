from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_tally_players import CassinoTallyPlayers
from typing import cast

if TYPE_CHECKING:
  from ..models.cassino_tally_sides import CassinoTallySides





T = TypeVar("T", bound="CassinoTally")



@_attrs_define
class CassinoTally:
    """ 
        Attributes:
            players (CassinoTallyPlayers): 2 players, or 4 in teams
            sides (CassinoTallySides): each side's captured cards and sweeps; side names: "0" and "1" with 2 players, the
                teams "0+2" and "1+3" with 4 (CAS-2.3)
     """

    players: CassinoTallyPlayers
    sides: CassinoTallySides





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_tally_sides import CassinoTallySides # noqa: PLC0415
        players = self.players.value

        sides = self.sides.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "sides": sides,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cassino_tally_sides import CassinoTallySides # noqa: PLC0415
        d = dict(src_dict)
        players = CassinoTallyPlayers(d.pop("players"))




        sides = CassinoTallySides.from_dict(d.pop("sides"))




        cassino_tally = cls(
            players=players,
            sides=sides,
        )

        return cassino_tally

