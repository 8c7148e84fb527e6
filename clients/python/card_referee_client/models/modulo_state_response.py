from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.modulo_state import ModuloState
  from ..models.modulo_view import ModuloView





T = TypeVar("T", bound="ModuloStateResponse")



@_attrs_define
class ModuloStateResponse:
    """ 
        Attributes:
            seal (str | Unset): `<key id>.<mac>`: send it back beside `state` (only with REFEREE_STATE_KEYS)
            token (str | Unset): the state, encrypted: send it back in place of `state` (answers to `opaque` requests and to
                requests that sent a token)
            views (list[ModuloView] | Unset):
            seat_keys (list[str] | Unset): one key per seat, by seat, when the answer makes a token of a plain state: hand
                each seat its own; with the token it proves the seat
            state (ModuloState | Unset):
     """

    seal: str | Unset = UNSET
    token: str | Unset = UNSET
    views: list[ModuloView] | Unset = UNSET
    seat_keys: list[str] | Unset = UNSET
    state: ModuloState | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.modulo_state import ModuloState # noqa: PLC0415
        from ..models.modulo_view import ModuloView # noqa: PLC0415
        seal = self.seal

        token = self.token

        views: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.views, Unset):
            views = []
            for views_item_data in self.views:
                views_item = views_item_data.to_dict()
                views.append(views_item)



        seat_keys: list[str] | Unset = UNSET
        if not isinstance(self.seat_keys, Unset):
            seat_keys = self.seat_keys



        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if seal is not UNSET:
            field_dict["seal"] = seal
        if token is not UNSET:
            field_dict["token"] = token
        if views is not UNSET:
            field_dict["views"] = views
        if seat_keys is not UNSET:
            field_dict["seat_keys"] = seat_keys
        if state is not UNSET:
            field_dict["state"] = state

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.modulo_state import ModuloState # noqa: PLC0415
        from ..models.modulo_view import ModuloView # noqa: PLC0415
        d = dict(src_dict)
        seal = d.pop("seal", UNSET)

        token = d.pop("token", UNSET)

        _views = d.pop("views", UNSET)
        views: list[ModuloView] | Unset = UNSET
        if _views is not UNSET:
            views = []
            for views_item_data in _views:
                views_item = ModuloView.from_dict(views_item_data)



                views.append(views_item)


        seat_keys = cast(list[str], d.pop("seat_keys", UNSET))


        _state = d.pop("state", UNSET)
        state: ModuloState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = ModuloState.from_dict(_state)




        modulo_state_response = cls(
            seal=seal,
            token=token,
            views=views,
            seat_keys=seat_keys,
            state=state,
        )

        return modulo_state_response

