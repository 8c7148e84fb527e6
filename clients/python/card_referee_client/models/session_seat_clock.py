from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="SessionSeatClock")



@_attrs_define
class SessionSeatClock:
    """ 
        Attributes:
            seat (int):
            left (float | None): seconds left in the seat's bank as of `now`; null without one
            running (bool): whether the seat's clock runs (it is to move)
            deadline (None | str): when the seat times out unless it moves (RFC 3339, UTC, to the ms); null while its clock
                stands
            timeouts (int): the seat's timeouts in a row (on_timeout `bot`)
     """

    seat: int
    left: float | None
    running: bool
    deadline: None | str
    timeouts: int





    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        left: float | None
        left = self.left

        running = self.running

        deadline: None | str
        deadline = self.deadline

        timeouts = self.timeouts


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "seat": seat,
            "left": left,
            "running": running,
            "deadline": deadline,
            "timeouts": timeouts,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        def _parse_left(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        left = _parse_left(d.pop("left"))


        running = d.pop("running")

        def _parse_deadline(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        deadline = _parse_deadline(d.pop("deadline"))


        timeouts = d.pop("timeouts")

        session_seat_clock = cls(
            seat=seat,
            left=left,
            running=running,
            deadline=deadline,
            timeouts=timeouts,
        )

        return session_seat_clock

