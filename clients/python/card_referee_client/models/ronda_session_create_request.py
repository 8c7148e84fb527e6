from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_session_create_request_players import RondaSessionCreateRequestPlayers
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.ronda_option_choices import RondaOptionChoices
  from ..models.ronda_session_create_request_bots import RondaSessionCreateRequestBots
  from ..models.ronda_session_create_request_names import RondaSessionCreateRequestNames





T = TypeVar("T", bound="RondaSessionCreateRequest")



@_attrs_define
class RondaSessionCreateRequest:
    """ 
        Attributes:
            game (Literal['ronda']): the game id (GET /v1/games)
            players (RondaSessionCreateRequestPlayers | Unset): number of seats; the same as options.players
            options (RondaOptionChoices | Unset): options of a new match: any of the game's, each optional (an option left
                out takes its default), no others
            seed (str | Unset): seed of every shuffle of the match; when absent the referee draws one and never reveals it
            bots (RondaSessionCreateRequestBots | Unset): seats given to bots from the start, by seat number: each bot's
                level (`random`, `greedy` or `expert`); a bot moves by itself on its turns Example: {'1': 'greedy'}.
            names (RondaSessionCreateRequestNames | Unset): the players' names by seat number, each 1 to 40 characters: kept
                with the session and told to every reader of it (`names` of GET /v1/sessions/{id}), a spectator's too; seats
                left out have none Example: {'0': 'Ana', '1': 'Ben'}.
     """

    game: Literal['ronda']
    players: RondaSessionCreateRequestPlayers | Unset = UNSET
    options: RondaOptionChoices | Unset = UNSET
    seed: str | Unset = UNSET
    bots: RondaSessionCreateRequestBots | Unset = UNSET
    names: RondaSessionCreateRequestNames | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.ronda_option_choices import RondaOptionChoices # noqa: PLC0415
        from ..models.ronda_session_create_request_bots import RondaSessionCreateRequestBots # noqa: PLC0415
        from ..models.ronda_session_create_request_names import RondaSessionCreateRequestNames # noqa: PLC0415
        game = self.game

        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value


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

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ronda_option_choices import RondaOptionChoices # noqa: PLC0415
        from ..models.ronda_session_create_request_bots import RondaSessionCreateRequestBots # noqa: PLC0415
        from ..models.ronda_session_create_request_names import RondaSessionCreateRequestNames # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['ronda'] , d.pop("game"))
        if game != 'ronda':
            raise ValueError(f"game must match const 'ronda', got '{game}'")

        _players = d.pop("players", UNSET)
        players: RondaSessionCreateRequestPlayers | Unset
        if isinstance(_players,  Unset):
            players = UNSET
        else:
            players = RondaSessionCreateRequestPlayers(_players)




        _options = d.pop("options", UNSET)
        options: RondaOptionChoices | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = RondaOptionChoices.from_dict(_options)




        seed = d.pop("seed", UNSET)

        _bots = d.pop("bots", UNSET)
        bots: RondaSessionCreateRequestBots | Unset
        if isinstance(_bots,  Unset):
            bots = UNSET
        else:
            bots = RondaSessionCreateRequestBots.from_dict(_bots)




        _names = d.pop("names", UNSET)
        names: RondaSessionCreateRequestNames | Unset
        if isinstance(_names,  Unset):
            names = UNSET
        else:
            names = RondaSessionCreateRequestNames.from_dict(_names)




        ronda_session_create_request = cls(
            game=game,
            players=players,
            options=options,
            seed=seed,
            bots=bots,
            names=names,
        )

        return ronda_session_create_request

