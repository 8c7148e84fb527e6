from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset






T = TypeVar("T", bound="CassinoTranscriptRequestType1")



@_attrs_define
class CassinoTranscriptRequestType1:
    """ 
        Attributes:
            options (Any | Unset):
            players (Any | Unset):
            seed (Any | Unset):
     """

    options: Any | Unset = UNSET
    players: Any | Unset = UNSET
    seed: Any | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        options = self.options

        players = self.players

        seed = self.seed


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if options is not UNSET:
            field_dict["options"] = options
        if players is not UNSET:
            field_dict["players"] = players
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        options = d.pop("options", UNSET)

        players = d.pop("players", UNSET)

        seed = d.pop("seed", UNSET)

        cassino_transcript_request_type_1 = cls(
            options=options,
            players=players,
            seed=seed,
        )


        cassino_transcript_request_type_1.additional_properties = d
        return cassino_transcript_request_type_1

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
