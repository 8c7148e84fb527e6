from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_seat_bot_type_1 import SessionSeatBotType1
from ..models.session_seat_bot_type_2_type_1 import SessionSeatBotType2Type1
from ..models.session_seat_bot_type_3_type_1 import SessionSeatBotType3Type1
from typing import cast






T = TypeVar("T", bound="SessionSeat")



@_attrs_define
class SessionSeat:
    """ 
        Attributes:
            player (int): the seat
            token (None | str): the seat's secret bearer token; shown only in this answer; null for a seat a bot holds
            bot (None | SessionSeatBotType1 | SessionSeatBotType2Type1 | SessionSeatBotType3Type1): the level of the bot
                that holds the seat; null for a seat a token holds
     """

    player: int
    token: None | str
    bot: None | SessionSeatBotType1 | SessionSeatBotType2Type1 | SessionSeatBotType3Type1





    def to_dict(self) -> dict[str, Any]:
        player = self.player

        token: None | str
        token = self.token

        bot: None | str
        if isinstance(self.bot, SessionSeatBotType1):
            bot = self.bot.value
        elif isinstance(self.bot, SessionSeatBotType2Type1):
            bot = self.bot.value
        elif isinstance(self.bot, SessionSeatBotType3Type1):
            bot = self.bot.value
        else:
            bot = self.bot


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "player": player,
            "token": token,
            "bot": bot,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        player = d.pop("player")

        def _parse_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        token = _parse_token(d.pop("token"))


        def _parse_bot(data: object) -> None | SessionSeatBotType1 | SessionSeatBotType2Type1 | SessionSeatBotType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_1 = SessionSeatBotType1(data)



                return bot_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_2_type_1 = SessionSeatBotType2Type1(data)



                return bot_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                bot_type_3_type_1 = SessionSeatBotType3Type1(data)



                return bot_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SessionSeatBotType1 | SessionSeatBotType2Type1 | SessionSeatBotType3Type1, data)

        bot = _parse_bot(d.pop("bot"))


        session_seat = cls(
            player=player,
            token=token,
            bot=bot,
        )

        return session_seat

