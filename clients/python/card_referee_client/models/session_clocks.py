from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.session_seat_clock import SessionSeatClock





T = TypeVar("T", bound="SessionClocks")



@_attrs_define
class SessionClocks:
    """ 
        Attributes:
            now (str): the referee's time of this answer (RFC 3339, UTC, to the ms)
            paused (bool): whether the owner paused
            seats (list[SessionSeatClock]):
     """

    now: str
    paused: bool
    seats: list[SessionSeatClock]





    def to_dict(self) -> dict[str, Any]:
        from ..models.session_seat_clock import SessionSeatClock # noqa: PLC0415
        now = self.now

        paused = self.paused

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "now": now,
            "paused": paused,
            "seats": seats,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.session_seat_clock import SessionSeatClock # noqa: PLC0415
        d = dict(src_dict)
        now = d.pop("now")

        paused = d.pop("paused")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SessionSeatClock.from_dict(seats_item_data)



            seats.append(seats_item)


        session_clocks = cls(
            now=now,
            paused=paused,
            seats=seats,
        )

        return session_clocks

