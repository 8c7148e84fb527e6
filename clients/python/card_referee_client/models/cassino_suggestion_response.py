from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.cassino_reserve_move import CassinoReserveMove
  from ..models.cassino_trail_move import CassinoTrailMove





T = TypeVar("T", bound="CassinoSuggestionResponse")



@_attrs_define
class CassinoSuggestionResponse:
    """ 
        Attributes:
            move (Any | CassinoReserveMove | CassinoTrailMove):
            level (str): the level that chose it
            elapsed_ms (float): the time the bot took, in milliseconds
            budget_ms (int | None): the expert's budget; null for the other levels
     """

    move: Any | CassinoReserveMove | CassinoTrailMove
    level: str
    elapsed_ms: float
    budget_ms: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_reserve_move import CassinoReserveMove # noqa: PLC0415
        from ..models.cassino_trail_move import CassinoTrailMove # noqa: PLC0415
        move: Any | dict[str, Any]
        if isinstance(self.move, CassinoReserveMove):
            move = self.move.to_dict()
        elif isinstance(self.move, CassinoTrailMove):
            move = self.move.to_dict()
        else:
            move = self.move

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
        from ..models.cassino_reserve_move import CassinoReserveMove # noqa: PLC0415
        from ..models.cassino_trail_move import CassinoTrailMove # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> Any | CassinoReserveMove | CassinoTrailMove:
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
            return cast(Any | CassinoReserveMove | CassinoTrailMove, data)

        move = _parse_move(d.pop("move"))


        level = d.pop("level")

        elapsed_ms = d.pop("elapsed_ms")

        def _parse_budget_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        budget_ms = _parse_budget_ms(d.pop("budget_ms"))


        cassino_suggestion_response = cls(
            move=move,
            level=level,
            elapsed_ms=elapsed_ms,
            budget_ms=budget_ms,
        )

        return cassino_suggestion_response

