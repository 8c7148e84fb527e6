from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.violation import Violation





T = TypeVar("T", bound="EndingJudged")



@_attrs_define
class EndingJudged:
    """ 
        Attributes:
            reason (str): the ending's, as sent
            allowed (bool): the table could have ended the match so: its outcome is then the ending's
            violation (None | Violation): why it could not, citing the table rule: `match_over` (the moves end the match by
                the game's rules), `abort_too_late` (every seat moved, TBL-3); null when allowed
            seat (int | Unset): the ending's, as sent (not with `aborted`)
     """

    reason: str
    allowed: bool
    violation: None | Violation
    seat: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.violation import Violation # noqa: PLC0415
        reason = self.reason

        allowed = self.allowed

        violation: dict[str, Any] | None
        if isinstance(self.violation, Violation):
            violation = self.violation.to_dict()
        else:
            violation = self.violation

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
            "allowed": allowed,
            "violation": violation,
        })
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.violation import Violation # noqa: PLC0415
        d = dict(src_dict)
        reason = d.pop("reason")

        allowed = d.pop("allowed")

        def _parse_violation(data: object) -> None | Violation:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                violation_type_0 = Violation.from_dict(data)



                return violation_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Violation, data)

        violation = _parse_violation(d.pop("violation"))


        seat = d.pop("seat", UNSET)

        ending_judged = cls(
            reason=reason,
            allowed=allowed,
            violation=violation,
            seat=seat,
        )

        return ending_judged

