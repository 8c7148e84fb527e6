from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="RuleEntry")



@_attrs_define
class RuleEntry:
    """ 
        Attributes:
            id (str): the rule or decision id
            title (str):
            text (str): what the rule says, in a few sentences
            section (str): the heading of the rules the entry sits under
            url (str): the entry's relative URL
     """

    id: str
    title: str
    text: str
    section: str
    url: str





    def to_dict(self) -> dict[str, Any]:
        id = self.id

        title = self.title

        text = self.text

        section = self.section

        url = self.url


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "title": title,
            "text": text,
            "section": section,
            "url": url,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        title = d.pop("title")

        text = d.pop("text")

        section = d.pop("section")

        url = d.pop("url")

        rule_entry = cls(
            id=id,
            title=title,
            text=text,
            section=section,
            url=url,
        )

        return rule_entry

