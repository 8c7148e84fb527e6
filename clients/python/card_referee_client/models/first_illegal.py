from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.violation import Violation





T = TypeVar("T", bound="FirstIllegal")



@_attrs_define
class FirstIllegal:
    """ 
        Attributes:
            index (int): its place in `moves`, from 0
            move (Any): the move as posted
            violation (Violation):
     """

    index: int
    move: Any
    violation: Violation





    def to_dict(self) -> dict[str, Any]:
        from ..models.violation import Violation # noqa: PLC0415
        index = self.index

        move = self.move

        violation = self.violation.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "index": index,
            "move": move,
            "violation": violation,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.violation import Violation # noqa: PLC0415
        d = dict(src_dict)
        index = d.pop("index")

        move = d.pop("move")

        violation = Violation.from_dict(d.pop("violation"))




        first_illegal = cls(
            index=index,
            move=move,
            violation=violation,
        )

        return first_illegal

