from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.seep_tally_options import SeepTallyOptions
  from ..models.seep_tally_sides import SeepTallySides





T = TypeVar("T", bound="SeepTally")



@_attrs_define
class SeepTally:
    """ 
        Attributes:
            sides (SeepTallySides): what each side captured and its sweep points
            players (int | Unset): 4 (sides 0+2 and 1+3, the default) or 2 (sides 0 and 1)
            options (SeepTallyOptions | Unset):
     """

    sides: SeepTallySides
    players: int | Unset = UNSET
    options: SeepTallyOptions | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.seep_tally_options import SeepTallyOptions # noqa: PLC0415
        from ..models.seep_tally_sides import SeepTallySides # noqa: PLC0415
        sides = self.sides.to_dict()

        players = self.players

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "sides": sides,
        })
        if players is not UNSET:
            field_dict["players"] = players
        if options is not UNSET:
            field_dict["options"] = options

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seep_tally_options import SeepTallyOptions # noqa: PLC0415
        from ..models.seep_tally_sides import SeepTallySides # noqa: PLC0415
        d = dict(src_dict)
        sides = SeepTallySides.from_dict(d.pop("sides"))




        players = d.pop("players", UNSET)

        _options = d.pop("options", UNSET)
        options: SeepTallyOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = SeepTallyOptions.from_dict(_options)




        seep_tally = cls(
            sides=sides,
            players=players,
            options=options,
        )

        return seep_tally

