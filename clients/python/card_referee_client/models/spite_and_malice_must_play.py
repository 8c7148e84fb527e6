from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_must_play_source import SpiteAndMaliceMustPlaySource
from typing import cast






T = TypeVar("T", bound="SpiteAndMaliceMustPlay")



@_attrs_define
class SpiteAndMaliceMustPlay:
    """ 
        Attributes:
            rule (str): SAM-6.6 or SAM-8.3
            message (str): what must be played first
            source (SpiteAndMaliceMustPlaySource): where the card lies, as a play names it: "payoff" or "discard" for a
                compulsory ace or 2, the top of that pile (SAM-6.6); "hand" for the second-chance duty (SAM-8.3)
            owner (int): whose pile: the mover's or its partner's (SAM-12.5.4)
            slot (int | None): the discard slot, 0-3 for D1-D4, with source discard; else null
     """

    rule: str
    message: str
    source: SpiteAndMaliceMustPlaySource
    owner: int
    slot: int | None





    def to_dict(self) -> dict[str, Any]:
        rule = self.rule

        message = self.message

        source = self.source.value

        owner = self.owner

        slot: int | None
        slot = self.slot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rule": rule,
            "message": message,
            "source": source,
            "owner": owner,
            "slot": slot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rule = d.pop("rule")

        message = d.pop("message")

        source = SpiteAndMaliceMustPlaySource(d.pop("source"))




        owner = d.pop("owner")

        def _parse_slot(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        slot = _parse_slot(d.pop("slot"))


        spite_and_malice_must_play = cls(
            rule=rule,
            message=message,
            source=source,
            owner=owner,
            slot=slot,
        )

        return spite_and_malice_must_play

