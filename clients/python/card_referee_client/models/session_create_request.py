from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.session_clock_request import SessionClockRequest
  from ..models.session_create_request_bots import SessionCreateRequestBots
  from ..models.session_create_request_names import SessionCreateRequestNames
  from ..models.session_create_request_options import SessionCreateRequestOptions
  from ..models.webhook_request import WebhookRequest





T = TypeVar("T", bound="SessionCreateRequest")



@_attrs_define
class SessionCreateRequest:
    """ 
        Attributes:
            game (str): the game id (GET /v1/games)
            players (int | Unset): number of seats; the same as options.players
            options (SessionCreateRequestOptions | Unset): game options; unnamed ones take their defaults (GET
                /v1/games/{game})
            seed (str | Unset): seed of every shuffle of the match; when absent the referee draws one and never reveals it
            bots (SessionCreateRequestBots | Unset): seats given to bots from the start, by seat number: each bot's level
                (`random`, `greedy` or `expert`); a bot moves by itself on its turns Example: {'1': 'greedy'}.
            names (SessionCreateRequestNames | Unset): the players' names by seat number, each 1 to 40 characters: kept with
                the session and told to every reader of it (`names` of GET /v1/sessions/{id}), a spectator's too; seats left out
                have none Example: {'0': 'Ana', '1': 'Ben'}.
            clock (SessionClockRequest | Unset):
            webhook (WebhookRequest | Unset):
     """

    game: str
    players: int | Unset = UNSET
    options: SessionCreateRequestOptions | Unset = UNSET
    seed: str | Unset = UNSET
    bots: SessionCreateRequestBots | Unset = UNSET
    names: SessionCreateRequestNames | Unset = UNSET
    clock: SessionClockRequest | Unset = UNSET
    webhook: WebhookRequest | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.session_clock_request import SessionClockRequest # noqa: PLC0415
        from ..models.session_create_request_bots import SessionCreateRequestBots # noqa: PLC0415
        from ..models.session_create_request_names import SessionCreateRequestNames # noqa: PLC0415
        from ..models.session_create_request_options import SessionCreateRequestOptions # noqa: PLC0415
        from ..models.webhook_request import WebhookRequest # noqa: PLC0415
        game = self.game

        players = self.players

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed

        bots: dict[str, Any] | Unset = UNSET
        if not isinstance(self.bots, Unset):
            bots = self.bots.to_dict()

        names: dict[str, Any] | Unset = UNSET
        if not isinstance(self.names, Unset):
            names = self.names.to_dict()

        clock: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clock, Unset):
            clock = self.clock.to_dict()

        webhook: dict[str, Any] | Unset = UNSET
        if not isinstance(self.webhook, Unset):
            webhook = self.webhook.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
        })
        if players is not UNSET:
            field_dict["players"] = players
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if bots is not UNSET:
            field_dict["bots"] = bots
        if names is not UNSET:
            field_dict["names"] = names
        if clock is not UNSET:
            field_dict["clock"] = clock
        if webhook is not UNSET:
            field_dict["webhook"] = webhook

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.session_clock_request import SessionClockRequest # noqa: PLC0415
        from ..models.session_create_request_bots import SessionCreateRequestBots # noqa: PLC0415
        from ..models.session_create_request_names import SessionCreateRequestNames # noqa: PLC0415
        from ..models.session_create_request_options import SessionCreateRequestOptions # noqa: PLC0415
        from ..models.webhook_request import WebhookRequest # noqa: PLC0415
        d = dict(src_dict)
        game = d.pop("game")

        players = d.pop("players", UNSET)

        _options = d.pop("options", UNSET)
        options: SessionCreateRequestOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = SessionCreateRequestOptions.from_dict(_options)




        seed = d.pop("seed", UNSET)

        _bots = d.pop("bots", UNSET)
        bots: SessionCreateRequestBots | Unset
        if isinstance(_bots,  Unset):
            bots = UNSET
        else:
            bots = SessionCreateRequestBots.from_dict(_bots)




        _names = d.pop("names", UNSET)
        names: SessionCreateRequestNames | Unset
        if isinstance(_names,  Unset):
            names = UNSET
        else:
            names = SessionCreateRequestNames.from_dict(_names)




        _clock = d.pop("clock", UNSET)
        clock: SessionClockRequest | Unset
        if isinstance(_clock,  Unset):
            clock = UNSET
        else:
            clock = SessionClockRequest.from_dict(_clock)




        _webhook = d.pop("webhook", UNSET)
        webhook: WebhookRequest | Unset
        if isinstance(_webhook,  Unset):
            webhook = UNSET
        else:
            webhook = WebhookRequest.from_dict(_webhook)




        session_create_request = cls(
            game=game,
            players=players,
            options=options,
            seed=seed,
            bots=bots,
            names=names,
            clock=clock,
            webhook=webhook,
        )

        return session_create_request

