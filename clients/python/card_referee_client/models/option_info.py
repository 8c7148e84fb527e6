from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="OptionInfo")



@_attrs_define
class OptionInfo:
    """ 
        Attributes:
            name (str):
            default (Any):
            description (str | Unset):
            rule (str | Unset):
            rule_url (str | Unset): relative URL of the rule the option sets, in the game's rules catalog
            values (list[Any] | Unset):
            minimum (int | None | Unset):
            maximum (int | None | Unset):
            nullable (bool | Unset): with a range: null is allowed too
     """

    name: str
    default: Any
    description: str | Unset = UNSET
    rule: str | Unset = UNSET
    rule_url: str | Unset = UNSET
    values: list[Any] | Unset = UNSET
    minimum: int | None | Unset = UNSET
    maximum: int | None | Unset = UNSET
    nullable: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        name = self.name

        default = self.default

        description = self.description

        rule = self.rule

        rule_url = self.rule_url

        values: list[Any] | Unset = UNSET
        if not isinstance(self.values, Unset):
            values = self.values



        minimum: int | None | Unset
        if isinstance(self.minimum, Unset):
            minimum = UNSET
        else:
            minimum = self.minimum

        maximum: int | None | Unset
        if isinstance(self.maximum, Unset):
            maximum = UNSET
        else:
            maximum = self.maximum

        nullable = self.nullable


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "name": name,
            "default": default,
        })
        if description is not UNSET:
            field_dict["description"] = description
        if rule is not UNSET:
            field_dict["rule"] = rule
        if rule_url is not UNSET:
            field_dict["rule_url"] = rule_url
        if values is not UNSET:
            field_dict["values"] = values
        if minimum is not UNSET:
            field_dict["minimum"] = minimum
        if maximum is not UNSET:
            field_dict["maximum"] = maximum
        if nullable is not UNSET:
            field_dict["nullable"] = nullable

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        default = d.pop("default")

        description = d.pop("description", UNSET)

        rule = d.pop("rule", UNSET)

        rule_url = d.pop("rule_url", UNSET)

        values = cast(list[Any], d.pop("values", UNSET))


        def _parse_minimum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        minimum = _parse_minimum(d.pop("minimum", UNSET))


        def _parse_maximum(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        maximum = _parse_maximum(d.pop("maximum", UNSET))


        nullable = d.pop("nullable", UNSET)

        option_info = cls(
            name=name,
            default=default,
            description=description,
            rule=rule,
            rule_url=rule_url,
            values=values,
            minimum=minimum,
            maximum=maximum,
            nullable=nullable,
        )

        return option_info

