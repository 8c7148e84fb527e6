from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="Violation")



@_attrs_define
class Violation:
    """ 
        Attributes:
            code (str): stable machine-readable reason
            rule (str): the rule id that forbids the move
            rule_url (str): relative URL of that rule's entry in the game's rules catalog
            message (str):
     """

    code: str
    rule: str
    rule_url: str
    message: str





    def to_dict(self) -> dict[str, Any]:
        code = self.code

        rule = self.rule

        rule_url = self.rule_url

        message = self.message


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
            "rule": rule,
            "rule_url": rule_url,
            "message": message,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code")

        rule = d.pop("rule")

        rule_url = d.pop("rule_url")

        message = d.pop("message")

        violation = cls(
            code=code,
            rule=rule,
            rule_url=rule_url,
            message=message,
        )

        return violation

