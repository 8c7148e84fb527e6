from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.modulo_bid_move import ModuloBidMove
  from ..models.modulo_play_move import ModuloPlayMove





T = TypeVar("T", bound="ModuloSuggestionResponse")



@_attrs_define
class ModuloSuggestionResponse:
    """ 
        Attributes:
            move (ModuloBidMove | ModuloPlayMove):
            level (str): the level that chose it
            elapsed_ms (float): the time the bot took, in milliseconds
            budget_ms (int | None): the expert's budget; null for the other levels
     """

    move: ModuloBidMove | ModuloPlayMove
    level: str
    elapsed_ms: float
    budget_ms: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.modulo_bid_move import ModuloBidMove # noqa: PLC0415
        from ..models.modulo_play_move import ModuloPlayMove # noqa: PLC0415
        move: dict[str, Any]
        if isinstance(self.move, ModuloBidMove):
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
        from ..models.modulo_bid_move import ModuloBidMove # noqa: PLC0415
        from ..models.modulo_play_move import ModuloPlayMove # noqa: PLC0415
        d = dict(src_dict)
        def _parse_move(data: object) -> ModuloBidMove | ModuloPlayMove:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_modulo_move_type_0 = ModuloBidMove.from_dict(data)



                return componentsschemas_modulo_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_modulo_move_type_1 = ModuloPlayMove.from_dict(data)



            return componentsschemas_modulo_move_type_1

        move = _parse_move(d.pop("move"))


        level = d.pop("level")

        elapsed_ms = d.pop("elapsed_ms")

        def _parse_budget_ms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        budget_ms = _parse_budget_ms(d.pop("budget_ms"))


        modulo_suggestion_response = cls(
            move=move,
            level=level,
            elapsed_ms=elapsed_ms,
            budget_ms=budget_ms,
        )

        return modulo_suggestion_response

