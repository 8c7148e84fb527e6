from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast

if TYPE_CHECKING:
  from ..models.outcome import Outcome
  from ..models.session_clocks import SessionClocks





T = TypeVar("T", bound="SessionTableChange")



@_attrs_define
class SessionTableChange:
    """ 
        Attributes:
            movers (list[int]): the seats that may move now; empty once the match is over
            outcome (None | Outcome): null while play goes on; once the match is over, the winning sides, each side's final
                score and rank, and why it ended
            id (str):
            version (int): the session's version
            finished (bool): whether the match is over
            clocks (None | SessionClocks): the seats' clocks now; null without a time control
     """

    movers: list[int]
    outcome: None | Outcome
    id: str
    version: int
    finished: bool
    clocks: None | SessionClocks





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.session_clocks import SessionClocks # noqa: PLC0415
        movers = self.movers



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        id = self.id

        version = self.version

        finished = self.finished

        clocks: dict[str, Any] | None
        if isinstance(self.clocks, SessionClocks):
            clocks = self.clocks.to_dict()
        else:
            clocks = self.clocks


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "movers": movers,
            "outcome": outcome,
            "id": id,
            "version": version,
            "finished": finished,
            "clocks": clocks,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.session_clocks import SessionClocks # noqa: PLC0415
        d = dict(src_dict)
        movers = cast(list[int], d.pop("movers"))


        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        id = d.pop("id")

        version = d.pop("version")

        finished = d.pop("finished")

        def _parse_clocks(data: object) -> None | SessionClocks:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clocks_type_0 = SessionClocks.from_dict(data)



                return clocks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SessionClocks, data)

        clocks = _parse_clocks(d.pop("clocks"))


        session_table_change = cls(
            movers=movers,
            outcome=outcome,
            id=id,
            version=version,
            finished=finished,
            clocks=clocks,
        )

        return session_table_change

