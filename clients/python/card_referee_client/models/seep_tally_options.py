from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="SeepTallyOptions")



@_attrs_define
class SeepTallyOptions:
    """ 
        Attributes:
            sweep_points (int | Unset): points of an ordinary sweep
            first_play_sweep_points (int | Unset): points of a sweep on play 1
            last_play_sweep_points (int | Unset): points of a sweep on play 48
            ten_of_diamonds_points (int | Unset): points of the 10D
            most_cards_bonus (int | Unset): bonus for more cards
     """

    sweep_points: int | Unset = UNSET
    first_play_sweep_points: int | Unset = UNSET
    last_play_sweep_points: int | Unset = UNSET
    ten_of_diamonds_points: int | Unset = UNSET
    most_cards_bonus: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        sweep_points = self.sweep_points

        first_play_sweep_points = self.first_play_sweep_points

        last_play_sweep_points = self.last_play_sweep_points

        ten_of_diamonds_points = self.ten_of_diamonds_points

        most_cards_bonus = self.most_cards_bonus


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if sweep_points is not UNSET:
            field_dict["sweep_points"] = sweep_points
        if first_play_sweep_points is not UNSET:
            field_dict["first_play_sweep_points"] = first_play_sweep_points
        if last_play_sweep_points is not UNSET:
            field_dict["last_play_sweep_points"] = last_play_sweep_points
        if ten_of_diamonds_points is not UNSET:
            field_dict["ten_of_diamonds_points"] = ten_of_diamonds_points
        if most_cards_bonus is not UNSET:
            field_dict["most_cards_bonus"] = most_cards_bonus

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        sweep_points = d.pop("sweep_points", UNSET)

        first_play_sweep_points = d.pop("first_play_sweep_points", UNSET)

        last_play_sweep_points = d.pop("last_play_sweep_points", UNSET)

        ten_of_diamonds_points = d.pop("ten_of_diamonds_points", UNSET)

        most_cards_bonus = d.pop("most_cards_bonus", UNSET)

        seep_tally_options = cls(
            sweep_points=sweep_points,
            first_play_sweep_points=first_play_sweep_points,
            last_play_sweep_points=last_play_sweep_points,
            ten_of_diamonds_points=ten_of_diamonds_points,
            most_cards_bonus=most_cards_bonus,
        )

        return seep_tally_options

