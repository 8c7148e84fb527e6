from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cassino_capture_move import CassinoCaptureMove
  from ..models.cassino_reserve_move import CassinoReserveMove
  from ..models.cassino_trail_move import CassinoTrailMove
  from ..models.modulo_bid_move import ModuloBidMove
  from ..models.modulo_play_move import ModuloPlayMove
  from ..models.ronda_challenge_move import RondaChallengeMove
  from ..models.ronda_declare_move import RondaDeclareMove
  from ..models.ronda_play_move import RondaPlayMove
  from ..models.seep_bid_move import SeepBidMove
  from ..models.seep_build_move import SeepBuildMove
  from ..models.seep_capture_move import SeepCaptureMove
  from ..models.seep_redeal_move import SeepRedealMove
  from ..models.seep_throw_move import SeepThrowMove
  from ..models.spite_and_malice_discard_move import SpiteAndMaliceDiscardMove
  from ..models.spite_and_malice_draw_move import SpiteAndMaliceDrawMove
  from ..models.spite_and_malice_end_move import SpiteAndMaliceEndMove
  from ..models.spite_and_malice_play_move import SpiteAndMalicePlayMove





T = TypeVar("T", bound="SessionLegalMoves")



@_attrs_define
class SessionLegalMoves:
    """ 
        Attributes:
            version (int):
            player (int): the bearer's seat
            moves (list[CassinoCaptureMove | CassinoReserveMove | CassinoTrailMove | ModuloBidMove | ModuloPlayMove |
                RondaChallengeMove | RondaDeclareMove | RondaPlayMove | SeepBidMove | SeepBuildMove | SeepCaptureMove |
                SeepRedealMove | SeepThrowMove | SpiteAndMaliceDiscardMove | SpiteAndMaliceDrawMove | SpiteAndMaliceEndMove |
                SpiteAndMalicePlayMove]): the seat's legal moves, each in the form /moves accepts; empty when the seat may not
                move now
            truncated (bool): true when the cap cut the list
     """

    version: int
    player: int
    moves: list[CassinoCaptureMove | CassinoReserveMove | CassinoTrailMove | ModuloBidMove | ModuloPlayMove | RondaChallengeMove | RondaDeclareMove | RondaPlayMove | SeepBidMove | SeepBuildMove | SeepCaptureMove | SeepRedealMove | SeepThrowMove | SpiteAndMaliceDiscardMove | SpiteAndMaliceDrawMove | SpiteAndMaliceEndMove | SpiteAndMalicePlayMove]
    truncated: bool





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_capture_move import CassinoCaptureMove # noqa: PLC0415
        from ..models.cassino_reserve_move import CassinoReserveMove # noqa: PLC0415
        from ..models.cassino_trail_move import CassinoTrailMove # noqa: PLC0415
        from ..models.modulo_bid_move import ModuloBidMove # noqa: PLC0415
        from ..models.modulo_play_move import ModuloPlayMove # noqa: PLC0415
        from ..models.ronda_challenge_move import RondaChallengeMove # noqa: PLC0415
        from ..models.ronda_declare_move import RondaDeclareMove # noqa: PLC0415
        from ..models.ronda_play_move import RondaPlayMove # noqa: PLC0415
        from ..models.seep_bid_move import SeepBidMove # noqa: PLC0415
        from ..models.seep_build_move import SeepBuildMove # noqa: PLC0415
        from ..models.seep_capture_move import SeepCaptureMove # noqa: PLC0415
        from ..models.seep_redeal_move import SeepRedealMove # noqa: PLC0415
        from ..models.seep_throw_move import SeepThrowMove # noqa: PLC0415
        from ..models.spite_and_malice_discard_move import SpiteAndMaliceDiscardMove # noqa: PLC0415
        from ..models.spite_and_malice_draw_move import SpiteAndMaliceDrawMove # noqa: PLC0415
        from ..models.spite_and_malice_end_move import SpiteAndMaliceEndMove # noqa: PLC0415
        from ..models.spite_and_malice_play_move import SpiteAndMalicePlayMove # noqa: PLC0415
        version = self.version

        player = self.player

        moves = []
        for moves_item_data in self.moves:
            moves_item: dict[str, Any]
            if isinstance(moves_item_data, CassinoCaptureMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CassinoReserveMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, CassinoTrailMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ModuloBidMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, ModuloPlayMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RondaDeclareMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RondaPlayMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, RondaChallengeMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SeepBidMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SeepRedealMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SeepThrowMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SeepCaptureMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SeepBuildMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SpiteAndMalicePlayMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SpiteAndMaliceDiscardMove):
                moves_item = moves_item_data.to_dict()
            elif isinstance(moves_item_data, SpiteAndMaliceDrawMove):
                moves_item = moves_item_data.to_dict()
            else:
                moves_item = moves_item_data.to_dict()

            moves.append(moves_item)



        truncated = self.truncated


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "version": version,
            "player": player,
            "moves": moves,
            "truncated": truncated,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cassino_capture_move import CassinoCaptureMove # noqa: PLC0415
        from ..models.cassino_reserve_move import CassinoReserveMove # noqa: PLC0415
        from ..models.cassino_trail_move import CassinoTrailMove # noqa: PLC0415
        from ..models.modulo_bid_move import ModuloBidMove # noqa: PLC0415
        from ..models.modulo_play_move import ModuloPlayMove # noqa: PLC0415
        from ..models.ronda_challenge_move import RondaChallengeMove # noqa: PLC0415
        from ..models.ronda_declare_move import RondaDeclareMove # noqa: PLC0415
        from ..models.ronda_play_move import RondaPlayMove # noqa: PLC0415
        from ..models.seep_bid_move import SeepBidMove # noqa: PLC0415
        from ..models.seep_build_move import SeepBuildMove # noqa: PLC0415
        from ..models.seep_capture_move import SeepCaptureMove # noqa: PLC0415
        from ..models.seep_redeal_move import SeepRedealMove # noqa: PLC0415
        from ..models.seep_throw_move import SeepThrowMove # noqa: PLC0415
        from ..models.spite_and_malice_discard_move import SpiteAndMaliceDiscardMove # noqa: PLC0415
        from ..models.spite_and_malice_draw_move import SpiteAndMaliceDrawMove # noqa: PLC0415
        from ..models.spite_and_malice_end_move import SpiteAndMaliceEndMove # noqa: PLC0415
        from ..models.spite_and_malice_play_move import SpiteAndMalicePlayMove # noqa: PLC0415
        d = dict(src_dict)
        version = d.pop("version")

        player = d.pop("player")

        moves = []
        _moves = d.pop("moves")
        for moves_item_data in (_moves):
            def _parse_moves_item(data: object) -> CassinoCaptureMove | CassinoReserveMove | CassinoTrailMove | ModuloBidMove | ModuloPlayMove | RondaChallengeMove | RondaDeclareMove | RondaPlayMove | SeepBidMove | SeepBuildMove | SeepCaptureMove | SeepRedealMove | SeepThrowMove | SpiteAndMaliceDiscardMove | SpiteAndMaliceDrawMove | SpiteAndMaliceEndMove | SpiteAndMalicePlayMove:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cassino_move_type_0 = CassinoCaptureMove.from_dict(data)



                    return componentsschemas_cassino_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cassino_move_type_1 = CassinoReserveMove.from_dict(data)



                    return componentsschemas_cassino_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cassino_move_type_2 = CassinoTrailMove.from_dict(data)



                    return componentsschemas_cassino_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_modulo_move_type_0 = ModuloBidMove.from_dict(data)



                    return componentsschemas_modulo_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_modulo_move_type_1 = ModuloPlayMove.from_dict(data)



                    return componentsschemas_modulo_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ronda_move_type_0 = RondaDeclareMove.from_dict(data)



                    return componentsschemas_ronda_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ronda_move_type_1 = RondaPlayMove.from_dict(data)



                    return componentsschemas_ronda_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_ronda_move_type_2 = RondaChallengeMove.from_dict(data)



                    return componentsschemas_ronda_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_seep_move_type_4 = SeepBuildMove.from_dict(data)



                    return componentsschemas_seep_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_spite_and_malice_move_type_0 = SpiteAndMalicePlayMove.from_dict(data)



                    return componentsschemas_spite_and_malice_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_spite_and_malice_move_type_1 = SpiteAndMaliceDiscardMove.from_dict(data)



                    return componentsschemas_spite_and_malice_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_spite_and_malice_move_type_2 = SpiteAndMaliceDrawMove.from_dict(data)



                    return componentsschemas_spite_and_malice_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_spite_and_malice_move_type_3 = SpiteAndMaliceEndMove.from_dict(data)



                return componentsschemas_spite_and_malice_move_type_3

            moves_item = _parse_moves_item(moves_item_data)

            moves.append(moves_item)


        truncated = d.pop("truncated")

        session_legal_moves = cls(
            version=version,
            player=player,
            moves=moves,
            truncated=truncated,
        )

        return session_legal_moves

