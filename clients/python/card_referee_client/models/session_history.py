from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cassino_session_history_entry import CassinoSessionHistoryEntry
  from ..models.modulo_session_history_entry import ModuloSessionHistoryEntry
  from ..models.ronda_session_history_entry import RondaSessionHistoryEntry
  from ..models.seep_session_history_entry import SeepSessionHistoryEntry
  from ..models.spite_and_malice_session_history_entry import SpiteAndMaliceSessionHistoryEntry





T = TypeVar("T", bound="SessionHistory")



@_attrs_define
class SessionHistory:
    """ 
        Attributes:
            id (str):
            version (int):
            entries (list[CassinoSessionHistoryEntry | ModuloSessionHistoryEntry | RondaSessionHistoryEntry |
                SeepSessionHistoryEntry | SpiteAndMaliceSessionHistoryEntry]): accepted moves after `since`, oldest first, at
                most `limit`
            next_ (int | None): the `since` of the following page; null when this page reaches `version`
     """

    id: str
    version: int
    entries: list[CassinoSessionHistoryEntry | ModuloSessionHistoryEntry | RondaSessionHistoryEntry | SeepSessionHistoryEntry | SpiteAndMaliceSessionHistoryEntry]
    next_: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_session_history_entry import CassinoSessionHistoryEntry # noqa: PLC0415
        from ..models.modulo_session_history_entry import ModuloSessionHistoryEntry # noqa: PLC0415
        from ..models.ronda_session_history_entry import RondaSessionHistoryEntry # noqa: PLC0415
        from ..models.seep_session_history_entry import SeepSessionHistoryEntry # noqa: PLC0415
        from ..models.spite_and_malice_session_history_entry import SpiteAndMaliceSessionHistoryEntry # noqa: PLC0415
        id = self.id

        version = self.version

        entries = []
        for entries_item_data in self.entries:
            entries_item: dict[str, Any]
            if isinstance(entries_item_data, CassinoSessionHistoryEntry):
                entries_item = entries_item_data.to_dict()
            elif isinstance(entries_item_data, ModuloSessionHistoryEntry):
                entries_item = entries_item_data.to_dict()
            elif isinstance(entries_item_data, RondaSessionHistoryEntry):
                entries_item = entries_item_data.to_dict()
            elif isinstance(entries_item_data, SeepSessionHistoryEntry):
                entries_item = entries_item_data.to_dict()
            else:
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
        from ..models.cassino_session_history_entry import CassinoSessionHistoryEntry # noqa: PLC0415
        from ..models.modulo_session_history_entry import ModuloSessionHistoryEntry # noqa: PLC0415
        from ..models.ronda_session_history_entry import RondaSessionHistoryEntry # noqa: PLC0415
        from ..models.seep_session_history_entry import SeepSessionHistoryEntry # noqa: PLC0415
        from ..models.spite_and_malice_session_history_entry import SpiteAndMaliceSessionHistoryEntry # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        entries = []
        _entries = d.pop("entries")
        for entries_item_data in (_entries):
            def _parse_entries_item(data: object) -> CassinoSessionHistoryEntry | ModuloSessionHistoryEntry | RondaSessionHistoryEntry | SeepSessionHistoryEntry | SpiteAndMaliceSessionHistoryEntry:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_history_entry_type_0 = CassinoSessionHistoryEntry.from_dict(data)



                    return componentsschemas_session_history_entry_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_history_entry_type_1 = ModuloSessionHistoryEntry.from_dict(data)



                    return componentsschemas_session_history_entry_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_history_entry_type_2 = RondaSessionHistoryEntry.from_dict(data)



                    return componentsschemas_session_history_entry_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_session_history_entry_type_3 = SeepSessionHistoryEntry.from_dict(data)



                    return componentsschemas_session_history_entry_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_session_history_entry_type_4 = SpiteAndMaliceSessionHistoryEntry.from_dict(data)



                return componentsschemas_session_history_entry_type_4

            entries_item = _parse_entries_item(entries_item_data)

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

