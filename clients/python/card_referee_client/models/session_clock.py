from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_clock_on_timeout import SessionClockOnTimeout
from typing import cast






T = TypeVar("T", bound="SessionClock")



@_attrs_define
class SessionClock:
    """ 
        Attributes:
            initial (float | None):
            increment (float):
            per_move (float | None):
            on_timeout (SessionClockOnTimeout):
            bot (None | str):
            takeover_after (int | None):
     """

    initial: float | None
    increment: float
    per_move: float | None
    on_timeout: SessionClockOnTimeout
    bot: None | str
    takeover_after: int | None





    def to_dict(self) -> dict[str, Any]:
        initial: float | None
        initial = self.initial

        increment = self.increment

        per_move: float | None
        per_move = self.per_move

        on_timeout = self.on_timeout.value

        bot: None | str
        bot = self.bot

        takeover_after: int | None
        takeover_after = self.takeover_after


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "initial": initial,
            "increment": increment,
            "per_move": per_move,
            "on_timeout": on_timeout,
            "bot": bot,
            "takeover_after": takeover_after,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        def _parse_initial(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        initial = _parse_initial(d.pop("initial"))


        increment = d.pop("increment")

        def _parse_per_move(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        per_move = _parse_per_move(d.pop("per_move"))


        on_timeout = SessionClockOnTimeout(d.pop("on_timeout"))




        def _parse_bot(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        bot = _parse_bot(d.pop("bot"))


        def _parse_takeover_after(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        takeover_after = _parse_takeover_after(d.pop("takeover_after"))


        session_clock = cls(
            initial=initial,
            increment=increment,
            per_move=per_move,
            on_timeout=on_timeout,
            bot=bot,
            takeover_after=takeover_after,
        )

        return session_clock

