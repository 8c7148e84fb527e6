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





T = TypeVar("T", bound="SessionMoveRequest")



@_attrs_define
class SessionMoveRequest:
    """ 
        Attributes:
            move (CassinoCaptureMove | CassinoReserveMove | CassinoTrailMove | ModuloBidMove | ModuloPlayMove |
                RondaChallengeMove | RondaDeclareMove | RondaPlayMove | SeepBidMove | SeepBuildMove | SeepCaptureMove |
                SeepRedealMove | SeepThrowMove | SpiteAndMaliceDiscardMove | SpiteAndMaliceDrawMove | SpiteAndMaliceEndMove |
                SpiteAndMalicePlayMove): the bearer's move; `player` must be the token's seat
     """

    move: CassinoCaptureMove | CassinoReserveMove | CassinoTrailMove | ModuloBidMove | ModuloPlayMove | RondaChallengeMove | RondaDeclareMove | RondaPlayMove | SeepBidMove | SeepBuildMove | SeepCaptureMove | SeepRedealMove | SeepThrowMove | SpiteAndMaliceDiscardMove | SpiteAndMaliceDrawMove | SpiteAndMaliceEndMove | SpiteAndMalicePlayMove





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
        move: dict[str, Any]
        if isinstance(self.move, CassinoCaptureMove):
            move = self.move.to_dict()
        elif isinstance(self.move, CassinoReserveMove):
            move = self.move.to_dict()
        elif isinstance(self.move, CassinoTrailMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ModuloBidMove):
            move = self.move.to_dict()
        elif isinstance(self.move, ModuloPlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RondaDeclareMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RondaPlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RondaChallengeMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SeepBidMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SeepRedealMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SeepThrowMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SeepCaptureMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SeepBuildMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SpiteAndMalicePlayMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SpiteAndMaliceDiscardMove):
            move = self.move.to_dict()
        elif isinstance(self.move, SpiteAndMaliceDrawMove):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "move": move,
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
        def _parse_move(data: object) -> CassinoCaptureMove | CassinoReserveMove | CassinoTrailMove | ModuloBidMove | ModuloPlayMove | RondaChallengeMove | RondaDeclareMove | RondaPlayMove | SeepBidMove | SeepBuildMove | SeepCaptureMove | SeepRedealMove | SeepThrowMove | SpiteAndMaliceDiscardMove | SpiteAndMaliceDrawMove | SpiteAndMaliceEndMove | SpiteAndMalicePlayMove:
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

        move = _parse_move(d.pop("move"))


        session_move_request = cls(
            move=move,
        )

        return session_move_request

