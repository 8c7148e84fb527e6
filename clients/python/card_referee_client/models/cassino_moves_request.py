from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cassino_reserve_move import CassinoReserveMove
  from ..models.cassino_state import CassinoState
  from ..models.cassino_trail_move import CassinoTrailMove





T = TypeVar("T", bound="CassinoMovesRequest")



@_attrs_define
class CassinoMovesRequest:
    """ 
        Attributes:
            move (Any | CassinoReserveMove | CassinoTrailMove):
            opaque (bool | Unset): answer a `token` in place of `state` (implied when the request sent a token; needs
                REFEREE_STATE_KEYS)
            views (list[int | None] | Unset): seats whose views to add to the answer; null for a spectator
            state (CassinoState | Unset):
            seal (str | Unset): the `seal` the referee answered beside this state; required when the referee runs with
                REFEREE_REQUIRE_SEAL
            token (str | Unset): the position as an opaque token from an earlier answer, in place of `state`
            seat_key (str | Unset): with a token: the key of the seat the request acts or looks as (from `seat_keys`); every
                seat it names must be that one
     """

    move: Any | CassinoReserveMove | CassinoTrailMove
    opaque: bool | Unset = UNSET
    views: list[int | None] | Unset = UNSET
    state: CassinoState | Unset = UNSET
    seal: str | Unset = UNSET
    token: str | Unset = UNSET
    seat_key: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_reserve_move import CassinoReserveMove # noqa: PLC0415
        from ..models.cassino_state import CassinoState # noqa: PLC0415
        from ..models.cassino_trail_move import CassinoTrailMove # noqa: PLC0415
        move: Any | dict[str, Any]
        if isinstance(self.move, CassinoReserveMove):
            move = self.move.to_dict()
        elif isinstance(self.move, CassinoTrailMove):
            move = self.move.to_dict()
        else:
            move = self.move

        opaque = self.opaque

        views: list[int | None] | Unset = UNSET
        if not isinstance(self.views, Unset):
            views = []
            for views_item_data in self.views:
                views_item: int | None
                views_item = views_item_data
                views.append(views_item)



        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        seal = self.seal

        token = self.token

        seat_key = self.seat_key


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "move": move,
        })
        if opaque is not UNSET:
            field_dict["opaque"] = opaque
        if views is not UNSET:
            field_dict["views"] = views
        if state is not UNSET:
            field_dict["state"] = state
        if seal is not UNSET:
            field_dict["seal"] = seal
        if token is not UNSET:
            field_dict["token"] = token
        if seat_key is not UNSET:
            field_dict["seat_key"] = seat_key

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cassino_reserve_move import CassinoReserveMove # noqa: PLC0415
        from ..models.cassino_state import CassinoState # noqa: PLC0415
        from ..models.cassino_trail_move import CassinoTrailMove # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> Any | CassinoReserveMove | CassinoTrailMove:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_cassino_move_type_1 = CassinoReserveMove.from_dict(data)



                return componentsschemas_cassino_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_cassino_move_type_2 = CassinoTrailMove.from_dict(data)



                return componentsschemas_cassino_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Any | CassinoReserveMove | CassinoTrailMove, data)

        move = _parse_move(d.pop("move"))


        opaque = d.pop("opaque", UNSET)

        _views = d.pop("views", UNSET)
        views: list[int | None] | Unset = UNSET
        if _views is not UNSET:
            views = []
            for views_item_data in _views:
                def _parse_views_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                views_item = _parse_views_item(views_item_data)

                views.append(views_item)


        _state = d.pop("state", UNSET)
        state: CassinoState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = CassinoState.from_dict(_state)




        seal = d.pop("seal", UNSET)

        token = d.pop("token", UNSET)

        seat_key = d.pop("seat_key", UNSET)

        cassino_moves_request = cls(
            move=move,
            opaque=opaque,
            views=views,
            state=state,
            seal=seal,
            token=token,
            seat_key=seat_key,
        )

        return cassino_moves_request

