from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.session_history_entry import SessionHistoryEntry





T = TypeVar("T", bound="SessionHistory")



@_attrs_define
class SessionHistory:
    """ 
        Attributes:
            id (str):
            version (int):
            entries (list[SessionHistoryEntry]): accepted moves after `since`, oldest first, at most `limit`
            next_ (int | None): the `since` of the following page; null when this page reaches `version`
     """

    id: str
    version: int
    entries: list[SessionHistoryEntry]
    next_: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.session_history_entry import SessionHistoryEntry # noqa: PLC0415
        id = self.id

        version = self.version

        entries = []
        for entries_item_data in self.entries:
            entries_item = entries_item_data.to_dict()
            entries.append(entries_item)



        next_: int | None
        next_ = self.next_


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "entries": entries,
            "next": next_,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.session_history_entry import SessionHistoryEntry # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            entries_item = SessionHistoryEntry.from_dict(entries_item_data)



            entries.append(entries_item)


        def _parse_next_(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        next_ = _parse_next_(d.pop("next"))


        session_history = cls(
            id=id,
            version=version,
            entries=entries,
            next_=next_,
        )

        return session_history

