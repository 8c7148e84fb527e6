from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.ronda_challenge_move import RondaChallengeMove
  from ..models.ronda_declare_move import RondaDeclareMove
  from ..models.ronda_play_move import RondaPlayMove





T = TypeVar("T", bound="RondaSuggestionResponse")



@_attrs_define
class RondaSuggestionResponse:
    """ 
        Attributes:
            move (RondaChallengeMove | RondaDeclareMove | RondaPlayMove):
            level (str): the level that chose it
            elapsed_ms (float): the time the bot took, in milliseconds
            budget_ms (int | None): the expert's budget; null for the other levels
     """

    move: RondaChallengeMove | RondaDeclareMove | RondaPlayMove
    level: str
    elapsed_ms: float
    budget_ms: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.ronda_challenge_move import RondaChallengeMove # noqa: PLC0415
        from ..models.ronda_declare_move import RondaDeclareMove # noqa: PLC0415
        from ..models.ronda_play_move import RondaPlayMove # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, RondaDeclareMove):
            move = self.move.to_dict()
        elif isinstance(self.move, RondaPlayMove):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()


        level = self.level

        elapsed_ms = self.elapsed_ms

        budget_ms: int | None
        budget_ms = self.budget_ms


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "move": move,
            "level": level,
            "elapsed_ms": elapsed_ms,
            "budget_ms": budget_ms,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ronda_challenge_move import RondaChallengeMove # noqa: PLC0415
        from ..models.ronda_declare_move import RondaDeclareMove # noqa: PLC0415
        from ..models.ronda_play_move import RondaPlayMove # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> RondaChallengeMove | RondaDeclareMove | RondaPlayMove:
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
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_ronda_move_type_2 = RondaChallengeMove.from_dict(data)



            return componentsschemas_ronda_move_type_2

        move = _parse_move(d.pop("move"))


        level = d.pop("level")

        elapsed_ms = d.pop("elapsed_ms")

        def _parse_budget_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        budget_ms = _parse_budget_ms(d.pop("budget_ms"))


        ronda_suggestion_response = cls(
            move=move,
            level=level,
            elapsed_ms=elapsed_ms,
            budget_ms=budget_ms,
        )

        return ronda_suggestion_response

