from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cassino_state import CassinoState
  from ..models.claim import Claim
  from ..models.ending import Ending
  from ..models.modulo_state import ModuloState
  from ..models.ronda_state import RondaState
  from ..models.seep_state import SeepState
  from ..models.session_move import SessionMove
  from ..models.spite_and_malice_state import SpiteAndMaliceState
  from ..models.transcript_options import TranscriptOptions





T = TypeVar("T", bound="Transcript")



@_attrs_define
class Transcript:
    """ 
        Attributes:
            moves (list[SessionMove]): every move in order, each exactly as /moves accepts it
            game (str | Unset): the game id; over HTTP, the game of the path when absent
            players (int | Unset): with `seed`: the number of seats
            options (TranscriptOptions | Unset): with `seed`: the game options
            seed (str | Unset): the seed the match was dealt from; send it or `state`
            state (CassinoState | ModuloState | RondaState | SeepState | SpiteAndMaliceState | Unset): the initial state in
                full; send it or `seed`
            ending (Ending | Unset):
            claim (Claim | Unset):
     """

    moves: list[SessionMove]
    game: str | Unset = UNSET
    players: int | Unset = UNSET
    options: TranscriptOptions | Unset = UNSET
    seed: str | Unset = UNSET
    state: CassinoState | ModuloState | RondaState | SeepState | SpiteAndMaliceState | Unset = UNSET
    ending: Ending | Unset = UNSET
    claim: Claim | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_state import CassinoState # noqa: PLC0415
        from ..models.claim import Claim # noqa: PLC0415
        from ..models.ending import Ending # noqa: PLC0415
        from ..models.modulo_state import ModuloState # noqa: PLC0415
        from ..models.ronda_state import RondaState # noqa: PLC0415
        from ..models.seep_state import SeepState # noqa: PLC0415
        from ..models.session_move import SessionMove # noqa: PLC0415
        from ..models.spite_and_malice_state import SpiteAndMaliceState # noqa: PLC0415
        from ..models.transcript_options import TranscriptOptions # noqa: PLC0415
        moves = []
        for moves_item_data in self.moves:
            moves_item = moves_item_data.to_dict()
            moves.append(moves_item)



        game = self.game

        players = self.players

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed

        state: dict[str, Any] | Unset
        if isinstance(self.state, Unset):
            state = UNSET
        elif isinstance(self.state, CassinoState):
            state = self.state.to_dict()
        elif isinstance(self.state, ModuloState):
            state = self.state.to_dict()
        elif isinstance(self.state, RondaState):
            state = self.state.to_dict()
        elif isinstance(self.state, SeepState):
            state = self.state.to_dict()
        else:
            state = self.state.to_dict()


        ending: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ending, Unset):
            ending = self.ending.to_dict()

        claim: dict[str, Any] | Unset = UNSET
        if not isinstance(self.claim, Unset):
            claim = self.claim.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "moves": moves,
        })
        if game is not UNSET:
            field_dict["game"] = game
        if players is not UNSET:
            field_dict["players"] = players
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed
        if state is not UNSET:
            field_dict["state"] = state
        if ending is not UNSET:
            field_dict["ending"] = ending
        if claim is not UNSET:
            field_dict["claim"] = claim

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cassino_state import CassinoState # noqa: PLC0415
        from ..models.claim import Claim # noqa: PLC0415
        from ..models.ending import Ending # noqa: PLC0415
        from ..models.modulo_state import ModuloState # noqa: PLC0415
        from ..models.ronda_state import RondaState # noqa: PLC0415
        from ..models.seep_state import SeepState # noqa: PLC0415
        from ..models.session_move import SessionMove # noqa: PLC0415
        from ..models.spite_and_malice_state import SpiteAndMaliceState # noqa: PLC0415
        from ..models.transcript_options import TranscriptOptions # noqa: PLC0415
        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            moves_item = SessionMove.from_dict(moves_item_data)



            moves.append(moves_item)


        game = d.pop("game", UNSET)

        players = d.pop("players", UNSET)

        _options = d.pop("options", UNSET)
        options: TranscriptOptions | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = TranscriptOptions.from_dict(_options)




        seed = d.pop("seed", UNSET)

        def _parse_state(data: object) -> CassinoState | ModuloState | RondaState | SeepState | SpiteAndMaliceState | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_0 = CassinoState.from_dict(data)



                return state_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_1 = ModuloState.from_dict(data)



                return state_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_2 = RondaState.from_dict(data)



                return state_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                state_type_3 = SeepState.from_dict(data)



                return state_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            state_type_4 = SpiteAndMaliceState.from_dict(data)



            return state_type_4

        state = _parse_state(d.pop("state", UNSET))


        _ending = d.pop("ending", UNSET)
        ending: Ending | Unset
        if isinstance(_ending,  Unset):
            ending = UNSET
        else:
            ending = Ending.from_dict(_ending)




        _claim = d.pop("claim", UNSET)
        claim: Claim | Unset
        if isinstance(_claim,  Unset):
            claim = UNSET
        else:
            claim = Claim.from_dict(_claim)




        transcript = cls(
            moves=moves,
            game=game,
            players=players,
            options=options,
            seed=seed,
            state=state,
            ending=ending,
            claim=claim,
        )

        return transcript

