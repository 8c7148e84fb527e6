from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.status_store_type_0 import StatusStoreType0





T = TypeVar("T", bound="Status")



@_attrs_define
class Status:
    """ 
        Attributes:
            status (str | Unset):
            store (None | StatusStoreType0 | Unset): readiness only: the session store's kind and health
     """

    status: str | Unset = UNSET
    store: None | StatusStoreType0 | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.status_store_type_0 import StatusStoreType0 # noqa: PLC0415
        status = self.status

        store: dict[str, Any] | None | Unset
        if isinstance(self.store, Unset):
            store = UNSET
        elif isinstance(self.store, StatusStoreType0):
            store = self.store.to_dict()
        else:
            store = self.store


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
        })
        if status is not UNSET:
            field_dict["status"] = status
        if store is not UNSET:
            field_dict["store"] = store

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.status_store_type_0 import StatusStoreType0 # noqa: PLC0415
        d = dict(src_dict)
        status = d.pop("status", UNSET)

        def _parse_store(data: object) -> None | StatusStoreType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                store_type_0 = StatusStoreType0.from_dict(data)



                return store_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | StatusStoreType0 | Unset, data)

        store = _parse_store(d.pop("store", UNSET))


        status = cls(
            status=status,
            store=store,
        )


        status.additional_properties = d
        return status

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
