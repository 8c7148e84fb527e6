from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_session_create_request_players import SeepSessionCreateRequestPlayers
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.seep_option_choices import SeepOptionChoices
  from ..models.seep_session_create_request_bots import SeepSessionCreateRequestBots
  from ..models.seep_session_create_request_names import SeepSessionCreateRequestNames





T = TypeVar("T", bound="SeepSessionCreateRequest")



@_attrs_define
class SeepSessionCreateRequest:
    """ 
        Attributes:
            game (Literal['seep']): the game id (GET /v1/games)
            players (SeepSessionCreateRequestPlayers | Unset): number of seats; the same as options.players
            options (SeepOptionChoices | Unset): options of a new match: any of the game's, each optional (an option left
                out takes its default), no others
            seed (str | Unset): seed of every shuffle of the match; when absent the referee draws one and never reveals it
            bots (SeepSessionCreateRequestBots | Unset): seats given to bots from the start, by seat number: each bot's
                level (`random`, `greedy` or `expert`); a bot moves by itself on its turns Example: {'1': 'greedy'}.
            names (SeepSessionCreateRequestNames | Unset): the players' names by seat number, each 1 to 40 characters: kept
                with the session and told to every reader of it (`names` of GET /v1/sessions/{id}), a spectator's too; seats
                left out have none Example: {'0': 'Ana', '1': 'Ben'}.
     """

    game: Literal['seep']
    players: SeepSessionCreateRequestPlayers | Unset = UNSET
    options: SeepOptionChoices | Unset = UNSET
    seed: str | Unset = UNSET
    bots: SeepSessionCreateRequestBots | Unset = UNSET
    names: SeepSessionCreateRequestNames | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.seep_option_choices import SeepOptionChoices # noqa: PLC0415
        from ..models.seep_session_create_request_bots import SeepSessionCreateRequestBots # noqa: PLC0415
        from ..models.seep_session_create_request_names import SeepSessionCreateRequestNames # noqa: PLC0415
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
        from ..models.seep_option_choices import SeepOptionChoices # noqa: PLC0415
        from ..models.seep_session_create_request_bots import SeepSessionCreateRequestBots # noqa: PLC0415
        from ..models.seep_session_create_request_names import SeepSessionCreateRequestNames # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['seep'] , d.pop("game"))
        if game != 'seep':
            raise ValueError(f"game must match const 'seep', got '{game}'")

        _players = d.pop("players", UNSET)
        players: SeepSessionCreateRequestPlayers | Unset
        if isinstance(_players,  Unset):
            players = UNSET
        else:
            players = SeepSessionCreateRequestPlayers(_players)




        _options = d.pop("options", UNSET)
        options: SeepOptionChoices | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = SeepOptionChoices.from_dict(_options)




        seed = d.pop("seed", UNSET)

        _bots = d.pop("bots", UNSET)
        bots: SeepSessionCreateRequestBots | Unset
        if isinstance(_bots,  Unset):
            bots = UNSET
        else:
            bots = SeepSessionCreateRequestBots.from_dict(_bots)




        _names = d.pop("names", UNSET)
        names: SeepSessionCreateRequestNames | Unset
        if isinstance(_names,  Unset):
            names = UNSET
        else:
            names = SeepSessionCreateRequestNames.from_dict(_names)




        seep_session_create_request = cls(
            game=game,
            players=players,
            options=options,
            seed=seed,
            bots=bots,
            names=names,
        )

        return seep_session_create_request

