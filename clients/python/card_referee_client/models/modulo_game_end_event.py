from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.modulo_game_end_event_type import ModuloGameEndEventType
from typing import cast

if TYPE_CHECKING:
  from ..models.modulo_result import ModuloResult
  from ..models.outcome import Outcome





T = TypeVar("T", bound="ModuloGameEndEvent")



@_attrs_define
class ModuloGameEndEvent:
    """ 
        Attributes:
            type_ (ModuloGameEndEventType): game_end
            result (ModuloResult):
            outcome (Outcome):
     """

    type_: ModuloGameEndEventType
    result: ModuloResult
    outcome: Outcome





    def to_dict(self) -> dict[str, Any]:
        from ..models.modulo_result import ModuloResult # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        type_ = self.type_.value

        result = self.result.to_dict()

        outcome = self.outcome.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "result": result,
            "outcome": outcome,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.modulo_result import ModuloResult # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        d = dict(src_dict)
        type_ = ModuloGameEndEventType(d.pop("type"))




        result = ModuloResult.from_dict(d.pop("result"))




        outcome = Outcome.from_dict(d.pop("outcome"))




        modulo_game_end_event = cls(
            type_=type_,
            result=result,
            outcome=outcome,
        )

        return modulo_game_end_event

