from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="SpiteAndMaliceMustPlay")



@_attrs_define
class SpiteAndMaliceMustPlay:
    """ 
        Attributes:
            rule (str): SAM-6.6 or SAM-8.3
            message (str): what must be played first
     """

    rule: str
    message: str





    def to_dict(self) -> dict[str, Any]:
        rule = self.rule

        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "rule": rule,
            "message": message,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        rule = d.pop("rule")

        message = d.pop("message")

        spite_and_malice_must_play = cls(
            rule=rule,
            message=message,
        )

        return spite_and_malice_must_play

