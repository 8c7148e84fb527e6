from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_stream_error_code import SessionStreamErrorCode






T = TypeVar("T", bound="SessionStreamError")



@_attrs_define
class SessionStreamError:
    """ 
        Attributes:
            code (SessionStreamErrorCode):
     """

    code: SessionStreamErrorCode





    def to_dict(self) -> dict[str, Any]:
        code = self.code.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "code": code,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = SessionStreamErrorCode(d.pop("code"))




        session_stream_error = cls(
            code=code,
        )

        return session_stream_error

