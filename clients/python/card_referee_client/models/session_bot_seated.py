from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_bot_seated_bot import SessionBotSeatedBot
from typing import cast

if TYPE_CHECKING:
  from ..models.session_bot_seated_bots import SessionBotSeatedBots





T = TypeVar("T", bound="SessionBotSeated")



@_attrs_define
class SessionBotSeated:
    """ 
        Attributes:
            id (str):
            version (int): the session's version
            player (int): the seat
            bot (SessionBotSeatedBot): the level of the bot that now holds the seat
            bots (SessionBotSeatedBots): the seats bots hold, each with the bot's level; {} for none
     """

    id: str
    version: int
    player: int
    bot: SessionBotSeatedBot
    bots: SessionBotSeatedBots





    def to_dict(self) -> dict[str, Any]:
        from ..models.session_bot_seated_bots import SessionBotSeatedBots # noqa: PLC0415
        id = self.id

        version = self.version

        player = self.player

        bot = self.bot.value

        bots = self.bots.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "id": id,
            "version": version,
            "player": player,
            "bot": bot,
            "bots": bots,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.session_bot_seated_bots import SessionBotSeatedBots # noqa: PLC0415
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        player = d.pop("player")

        bot = SessionBotSeatedBot(d.pop("bot"))




        bots = SessionBotSeatedBots.from_dict(d.pop("bots"))




        session_bot_seated = cls(
            id=id,
            version=version,
            player=player,
            bot=bot,
            bots=bots,
        )

        return session_bot_seated

