from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.modulo_view import ModuloView





T = TypeVar("T", bound="ModuloViewResponse")



@_attrs_define
class ModuloViewResponse:
    """ 
        Attributes:
            view (ModuloView):
     """

    view: ModuloView





    def to_dict(self) -> dict[str, Any]:
        from ..models.modulo_view import ModuloView # noqa: PLC0415
        view = self.view.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.modulo_view import ModuloView # noqa: PLC0415
        d = dict(src_dict)
        view = ModuloView.from_dict(d.pop("view"))




        modulo_view_response = cls(
            view=view,
        )

        return modulo_view_response

