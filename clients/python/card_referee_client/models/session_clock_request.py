from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_clock_request_bot import SessionClockRequestBot
from ..models.session_clock_request_on_timeout import SessionClockRequestOnTimeout
from ..types import UNSET, Unset






T = TypeVar("T", bound="SessionClockRequest")



@_attrs_define
class SessionClockRequest:
    """ 
        Attributes:
            initial (float | Unset): each seat's bank of seconds, running while the seat is among the movers Example: 300.
            increment (float | Unset): seconds added to a seat's bank after each of its moves (Fischer; more than 0 needs
                `initial`) Example: 3.
            per_move (float | Unset): the most seconds any one move may take, whatever the bank holds Example: 30.
            on_timeout (SessionClockRequestOnTimeout | Unset): what a timeout does: `forfeit` ends the match with the seat's
                side last (the default); `bot` has a bot move for the seat and play goes on
            bot (SessionClockRequestBot | Unset): with `bot`: the level of the bot that moves (default `greedy`)
            takeover_after (int | Unset): with `bot`: the seat's timeouts in a row after which the bot keeps the seat for
                good (default 3; the owner may give it back)
            paused (bool | Unset): start with every clock paused, until the owner resumes them (POST
                /v1/sessions/{id}/clock/resume): while the seats are handed out
     """

    initial: float | Unset = UNSET
    increment: float | Unset = UNSET
    per_move: float | Unset = UNSET
    on_timeout: SessionClockRequestOnTimeout | Unset = UNSET
    bot: SessionClockRequestBot | Unset = UNSET
    takeover_after: int | Unset = UNSET
    paused: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        initial = self.initial

        increment = self.increment

        per_move = self.per_move

        on_timeout: str | Unset = UNSET
        if not isinstance(self.on_timeout, Unset):
            on_timeout = self.on_timeout.value


        bot: str | Unset = UNSET
        if not isinstance(self.bot, Unset):
            bot = self.bot.value


        takeover_after = self.takeover_after

        paused = self.paused


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if initial is not UNSET:
            field_dict["initial"] = initial
        if increment is not UNSET:
            field_dict["increment"] = increment
        if per_move is not UNSET:
            field_dict["per_move"] = per_move
        if on_timeout is not UNSET:
            field_dict["on_timeout"] = on_timeout
        if bot is not UNSET:
            field_dict["bot"] = bot
        if takeover_after is not UNSET:
            field_dict["takeover_after"] = takeover_after
        if paused is not UNSET:
            field_dict["paused"] = paused

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        initial = d.pop("initial", UNSET)

        increment = d.pop("increment", UNSET)

        per_move = d.pop("per_move", UNSET)

        _on_timeout = d.pop("on_timeout", UNSET)
        on_timeout: SessionClockRequestOnTimeout | Unset
        if isinstance(_on_timeout,  Unset):
            on_timeout = UNSET
        else:
            on_timeout = SessionClockRequestOnTimeout(_on_timeout)




        _bot = d.pop("bot", UNSET)
        bot: SessionClockRequestBot | Unset
        if isinstance(_bot,  Unset):
            bot = UNSET
        else:
            bot = SessionClockRequestBot(_bot)




        takeover_after = d.pop("takeover_after", UNSET)

        paused = d.pop("paused", UNSET)

        session_clock_request = cls(
            initial=initial,
            increment=increment,
            per_move=per_move,
            on_timeout=on_timeout,
            bot=bot,
            takeover_after=takeover_after,
            paused=paused,
        )

        return session_clock_request

