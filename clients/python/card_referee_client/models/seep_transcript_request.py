from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_transcript_request_players import SeepTranscriptRequestPlayers
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.claim import Claim
  from ..models.seep_bid_move import SeepBidMove
  from ..models.seep_build_move import SeepBuildMove
  from ..models.seep_capture_move import SeepCaptureMove
  from ..models.seep_option_choices import SeepOptionChoices
  from ..models.seep_redeal_move import SeepRedealMove
  from ..models.seep_state import SeepState
  from ..models.seep_throw_move import SeepThrowMove





T = TypeVar("T", bound="SeepTranscriptRequest")



@_attrs_define
class SeepTranscriptRequest:
    """ 
        Attributes:
            moves (list[SeepBidMove | SeepBuildMove | SeepCaptureMove | SeepRedealMove | SeepThrowMove]):
            opaque (bool | Unset): answer a `token` in place of `state` (implied when the request sent a token; needs
                REFEREE_STATE_KEYS)
            views (list[int | None] | Unset): seats whose views to add to the answer; null for a spectator
            game (Literal['seep'] | Unset): the game id; over HTTP, the game of the path when absent
            players (SeepTranscriptRequestPlayers | Unset): with `seed`: the number of seats
            options (SeepOptionChoices | Unset): options of a new match: any of the game's, each optional (an option left
                out takes its default), no others
            seed (str | Unset): the seed the match was dealt from; send it or `state`
            state (SeepState | Unset):
            claim (Claim | Unset):
            seal (str | Unset): the `seal` the referee answered beside this state; required when the referee runs with
                REFEREE_REQUIRE_SEAL
     """

    moves: list[SeepBidMove | SeepBuildMove | SeepCaptureMove | SeepRedealMove | SeepThrowMove]
    opaque: bool | Unset = UNSET
    views: list[int | None] | Unset = UNSET
    game: Literal['seep'] | Unset = UNSET
    players: SeepTranscriptRequestPlayers | Unset = UNSET
    options: SeepOptionChoices | Unset = UNSET
    seed: str | Unset = UNSET
    state: SeepState | Unset = UNSET
    claim: Claim | Unset = UNSET
    seal: str | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.claim import Claim # noqa: PLC0415
        from ..models.seep_bid_move import SeepBidMove # noqa: PLC0415
        from ..models.seep_build_move import SeepBuildMove # noqa: PLC0415
        from ..models.seep_capture_move import SeepCaptureMove # noqa: PLC0415
        from ..models.seep_option_choices import SeepOptionChoices # noqa: PLC0415
        from ..models.seep_redeal_move import SeepRedealMove # noqa: PLC0415
        from ..models.seep_state import SeepState # noqa: PLC0415
        from ..models.seep_throw_move import SeepThrowMove # noqa: PLC0415
        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, SeepBidMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SeepRedealMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SeepThrowMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SeepCaptureMove):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)



        opaque = self.opaque

        views: list[int | None] | Unset = UNSET
        if not isinstance(self.views, Unset):
            views = []
            for views_item_data in self.views:
                views_item: int | None
                views_item = views_item_data
                views.append(views_item)



        game = self.game

        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value


        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        seed = self.seed

        state: dict[str, Any] | Unset = UNSET
        if not isinstance(self.state, Unset):
            state = self.state.to_dict()

        claim: dict[str, Any] | Unset = UNSET
        if not isinstance(self.claim, Unset):
            claim = self.claim.to_dict()

        seal = self.seal


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "moves": moves,
        })
        if opaque is not UNSET:
            field_dict["opaque"] = opaque
        if views is not UNSET:
            field_dict["views"] = views
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
        if claim is not UNSET:
            field_dict["claim"] = claim
        if seal is not UNSET:
            field_dict["seal"] = seal

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.claim import Claim # noqa: PLC0415
        from ..models.seep_bid_move import SeepBidMove # noqa: PLC0415
        from ..models.seep_build_move import SeepBuildMove # noqa: PLC0415
        from ..models.seep_capture_move import SeepCaptureMove # noqa: PLC0415
        from ..models.seep_option_choices import SeepOptionChoices # noqa: PLC0415
        from ..models.seep_redeal_move import SeepRedealMove # noqa: PLC0415
        from ..models.seep_state import SeepState # noqa: PLC0415
        from ..models.seep_throw_move import SeepThrowMove # noqa: PLC0415
        d = dict(src_dict)
        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> SeepBidMove | SeepBuildMove | SeepCaptureMove | SeepRedealMove | SeepThrowMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_seep_move_type_0 = SeepBidMove.from_dict(data)



                    return componentsschemas_seep_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_seep_move_type_1 = SeepRedealMove.from_dict(data)



                    return componentsschemas_seep_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_seep_move_type_2 = SeepThrowMove.from_dict(data)



                    return componentsschemas_seep_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_seep_move_type_3 = SeepCaptureMove.from_dict(data)



                    return componentsschemas_seep_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_seep_move_type_4 = SeepBuildMove.from_dict(data)



                return componentsschemas_seep_move_type_4

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        opaque = d.pop("opaque", UNSET)

        _views = d.pop("views", UNSET)
        views: list[int | None] | Unset = UNSET
        if _views is not UNSET:
            views = []
            for views_item_data in _views:
                def _parse_views_item(data: object) -> int | None:
                    if data is None:
                        return data
                    return cast(int | None, data)

                views_item = _parse_views_item(views_item_data)

                views.append(views_item)


        game = cast(Literal['seep'] | Unset , d.pop("game", UNSET))
        if game != 'seep'and not isinstance(game, Unset):
            raise ValueError(f"game must match const 'seep', got '{game}'")

        _players = d.pop("players", UNSET)
        players: SeepTranscriptRequestPlayers | Unset
        if isinstance(_players,  Unset):
            players = UNSET
        else:
            players = SeepTranscriptRequestPlayers(_players)




        _options = d.pop("options", UNSET)
        options: SeepOptionChoices | Unset
        if isinstance(_options,  Unset):
            options = UNSET
        else:
            options = SeepOptionChoices.from_dict(_options)




        seed = d.pop("seed", UNSET)

        _state = d.pop("state", UNSET)
        state: SeepState | Unset
        if isinstance(_state,  Unset):
            state = UNSET
        else:
            state = SeepState.from_dict(_state)




        _claim = d.pop("claim", UNSET)
        claim: Claim | Unset
        if isinstance(_claim,  Unset):
            claim = UNSET
        else:
            claim = Claim.from_dict(_claim)




        seal = d.pop("seal", UNSET)

        seep_transcript_request = cls(
            moves=moves,
            opaque=opaque,
            views=views,
            game=game,
            players=players,
            options=options,
            seed=seed,
            state=state,
            claim=claim,
            seal=seal,
        )

        return seep_transcript_request

