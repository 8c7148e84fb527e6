from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="ModuloTallyOptions")



@_attrs_define
class ModuloTallyOptions:
    """ 
        Attributes:
            all_bid_enabled (bool | Unset): whether the all-bid exists (MOD-7.3); default true
            sweep_points (int | Unset): points for all 13 tricks, -100 to 100 (MOD-7.4); default 10
     """

    all_bid_enabled: bool | Unset = UNSET
    sweep_points: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        all_bid_enabled = self.all_bid_enabled

        sweep_points = self.sweep_points


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if all_bid_enabled is not UNSET:
            field_dict["all_bid_enabled"] = all_bid_enabled
        if sweep_points is not UNSET:
            field_dict["sweep_points"] = sweep_points

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        all_bid_enabled = d.pop("all_bid_enabled", UNSET)

        sweep_points = d.pop("sweep_points", UNSET)

        modulo_tally_options = cls(
            all_bid_enabled=all_bid_enabled,
            sweep_points=sweep_points,
        )

        return modulo_tally_options

