from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_bot_request_level import SessionBotRequestLevel






T = TypeVar("T", bound="SessionBotRequest")



@_attrs_define
class SessionBotRequest:
    """ 
        Attributes:
            level (SessionBotRequestLevel): the bot's level
     """

    level: SessionBotRequestLevel





    def to_dict(self) -> dict[str, Any]:
        level = self.level.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "level": level,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = SessionBotRequestLevel(d.pop("level"))




        session_bot_request = cls(
            level=level,
        )

        return session_bot_request

