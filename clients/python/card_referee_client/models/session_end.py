from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_end_by import SessionEndBy
from ..models.session_end_reason import SessionEndReason
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.outcome import Outcome





T = TypeVar("T", bound="SessionEnd")



@_attrs_define
class SessionEnd:
    """ 
        Attributes:
            reason (SessionEndReason): `finished`: the match is over (with its `movers` and `outcome`); `ended`: the session
                was ended (by `by`) or expired; `revoked`: the watcher's token no longer opens it
            version (int): the last version heard
            by (SessionEndBy | Unset): with `ended`: who ended the session, its owner (the app that opened it) or the
                referee's admin; absent when it expired
            movers (list[int] | Unset): with `finished`: empty, the match is over
            outcome (Outcome | Unset):
     """

    reason: SessionEndReason
    version: int
    by: SessionEndBy | Unset = UNSET
    movers: list[int] | Unset = UNSET
    outcome: Outcome | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome # noqa: PLC0415
        reason = self.reason.value

        version = self.version

        by: str | Unset = UNSET
        if not isinstance(self.by, Unset):
            by = self.by.value


        movers: list[int] | Unset = UNSET
        if not isinstance(self.movers, Unset):
            movers = self.movers



        outcome: dict[str, Any] | Unset = UNSET
        if not isinstance(self.outcome, Unset):
            outcome = self.outcome.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "reason": reason,
            "version": version,
        })
        if by is not UNSET:
            field_dict["by"] = by
        if movers is not UNSET:
            field_dict["movers"] = movers
        if outcome is not UNSET:
            field_dict["outcome"] = outcome

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome import Outcome # noqa: PLC0415
        d = dict(src_dict)
        reason = SessionEndReason(d.pop("reason"))




        version = d.pop("version")

        _by = d.pop("by", UNSET)
        by: SessionEndBy | Unset
        if isinstance(_by,  Unset):
            by = UNSET
        else:
            by = SessionEndBy(_by)




        movers = cast(list[int], d.pop("movers", UNSET))


        _outcome = d.pop("outcome", UNSET)
        outcome: Outcome | Unset
        if isinstance(_outcome,  Unset):
            outcome = UNSET
        else:
            outcome = Outcome.from_dict(_outcome)




        session_end = cls(
            reason=reason,
            version=version,
            by=by,
            movers=movers,
            outcome=outcome,
        )

        return session_end

