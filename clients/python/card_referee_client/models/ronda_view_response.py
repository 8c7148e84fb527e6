from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ronda_view import RondaView





T = TypeVar("T", bound="RondaViewResponse")



@_attrs_define
class RondaViewResponse:
    """ 
        Attributes:
            view (RondaView):
     """

    view: RondaView





    def to_dict(self) -> dict[str, Any]:
        from ..models.ronda_view import RondaView # noqa: PLC0415
        view = self.view.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "view": view,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ronda_view import RondaView # noqa: PLC0415
        d = dict(src_dict)
        view = RondaView.from_dict(d.pop("view"))




        ronda_view_response = cls(
            view=view,
        )

        return ronda_view_response

