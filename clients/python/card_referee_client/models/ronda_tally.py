from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ronda_tally_sides import RondaTallySides





T = TypeVar("T", bound="RondaTally")



@_attrs_define
class RondaTally:
    """ 
        Attributes:
            players (int): 2, 3 or 4
            sides (RondaTallySides): each side's pile ("0", "1", "2"; or "0+2", "1+3")
     """

    players: int
    sides: RondaTallySides





    def to_dict(self) -> dict[str, Any]:
        from ..models.ronda_tally_sides import RondaTallySides # noqa: PLC0415
        players = self.players

        sides = self.sides.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "sides": sides,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ronda_tally_sides import RondaTallySides # noqa: PLC0415
        d = dict(src_dict)
        players = d.pop("players")

        sides = RondaTallySides.from_dict(d.pop("sides"))




        ronda_tally = cls(
            players=players,
            sides=sides,
        )

        return ronda_tally

