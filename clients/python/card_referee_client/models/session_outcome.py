from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cassino_view import CassinoView
  from ..models.modulo_view import ModuloView
  from ..models.ronda_view import RondaView
  from ..models.seep_view import SeepView
  from ..models.session_outcome_events_item import SessionOutcomeEventsItem
  from ..models.session_outcome_result_type_0 import SessionOutcomeResultType0
  from ..models.session_outcome_score_deltas import SessionOutcomeScoreDeltas
  from ..models.spite_and_malice_view import SpiteAndMaliceView
  from ..models.violation import Violation





T = TypeVar("T", bound="SessionOutcome")



@_attrs_define
class SessionOutcome:
    """ 
        Attributes:
            legal (bool):
            version (int): the session's version after the answer (unchanged when illegal)
            events (list[SessionOutcomeEventsItem] | Unset): what happened, in order
            score_deltas (SessionOutcomeScoreDeltas | Unset): change of match score by side caused by the move
            finished (bool | Unset): whether the match is over
            result (None | SessionOutcomeResultType0 | Unset): winner and final scores once the match is over
            violation (Violation | Unset):
            view (CassinoView | ModuloView | RondaView | SeepView | SpiteAndMaliceView | Unset): the mover's view after the
                move (legal moves only)
     """

    legal: bool
    version: int
    events: list[SessionOutcomeEventsItem] | Unset = UNSET
    score_deltas: SessionOutcomeScoreDeltas | Unset = UNSET
    finished: bool | Unset = UNSET
    result: None | SessionOutcomeResultType0 | Unset = UNSET
    violation: Violation | Unset = UNSET
    view: CassinoView | ModuloView | RondaView | SeepView | SpiteAndMaliceView | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_view import CassinoView # noqa: PLC0415
        from ..models.modulo_view import ModuloView # noqa: PLC0415
        from ..models.ronda_view import RondaView # noqa: PLC0415
        from ..models.seep_view import SeepView # noqa: PLC0415
        from ..models.session_outcome_events_item import SessionOutcomeEventsItem # noqa: PLC0415
        from ..models.session_outcome_result_type_0 import SessionOutcomeResultType0 # noqa: PLC0415
        from ..models.session_outcome_score_deltas import SessionOutcomeScoreDeltas # noqa: PLC0415
        from ..models.spite_and_malice_view import SpiteAndMaliceView # noqa: PLC0415
        from ..models.violation import Violation # noqa: PLC0415
        legal = self.legal

        version = self.version

        events: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item = events_item_data.to_dict()
                events.append(events_item)



        score_deltas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.score_deltas, Unset):
            score_deltas = self.score_deltas.to_dict()

        finished = self.finished

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, SessionOutcomeResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        violation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.violation, Unset):
            violation = self.violation.to_dict()

        view: dict[str, Any] | Unset
        if isinstance(self.view, Unset):
            view = UNSET
        elif isinstance(self.view, CassinoView):
            view = self.view.to_dict()
        elif isinstance(self.view, ModuloView):
            view = self.view.to_dict()
        elif isinstance(self.view, RondaView):
            view = self.view.to_dict()
        elif isinstance(self.view, SeepView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "legal": legal,
            "version": version,
        })
        if events is not UNSET:
            field_dict["events"] = events
        if score_deltas is not UNSET:
            field_dict["score_deltas"] = score_deltas
        if finished is not UNSET:
            field_dict["finished"] = finished
        if result is not UNSET:
            field_dict["result"] = result
        if violation is not UNSET:
            field_dict["violation"] = violation
        if view is not UNSET:
            field_dict["view"] = view

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cassino_view import CassinoView # noqa: PLC0415
        from ..models.modulo_view import ModuloView # noqa: PLC0415
        from ..models.ronda_view import RondaView # noqa: PLC0415
        from ..models.seep_view import SeepView # noqa: PLC0415
        from ..models.session_outcome_events_item import SessionOutcomeEventsItem # noqa: PLC0415
        from ..models.session_outcome_result_type_0 import SessionOutcomeResultType0 # noqa: PLC0415
        from ..models.session_outcome_score_deltas import SessionOutcomeScoreDeltas # noqa: PLC0415
        from ..models.spite_and_malice_view import SpiteAndMaliceView # noqa: PLC0415
        from ..models.violation import Violation # noqa: PLC0415
        d = dict(src_dict)
        legal = d.pop("legal")

        version = d.pop("version")

        _events = d.pop("events", UNSET)
        events: list[SessionOutcomeEventsItem] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                events_item = SessionOutcomeEventsItem.from_dict(events_item_data)



                events.append(events_item)


        _score_deltas = d.pop("score_deltas", UNSET)
        score_deltas: SessionOutcomeScoreDeltas | Unset
        if isinstance(_score_deltas,  Unset):
            score_deltas = UNSET
        else:
            score_deltas = SessionOutcomeScoreDeltas.from_dict(_score_deltas)




        finished = d.pop("finished", UNSET)

        def _parse_result(data: object) -> None | SessionOutcomeResultType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = SessionOutcomeResultType0.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SessionOutcomeResultType0 | Unset, data)

        result = _parse_result(d.pop("result", UNSET))


        _violation = d.pop("violation", UNSET)
        violation: Violation | Unset
        if isinstance(_violation,  Unset):
            violation = UNSET
        else:
            violation = Violation.from_dict(_violation)




        def _parse_view(data: object) -> CassinoView | ModuloView | RondaView | SeepView | SpiteAndMaliceView | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = CassinoView.from_dict(data)



                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_1 = ModuloView.from_dict(data)



                return view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_2 = RondaView.from_dict(data)



                return view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_3 = SeepView.from_dict(data)



                return view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            view_type_4 = SpiteAndMaliceView.from_dict(data)



            return view_type_4

        view = _parse_view(d.pop("view", UNSET))


        session_outcome = cls(
            legal=legal,
            version=version,
            events=events,
            score_deltas=score_deltas,
            finished=finished,
            result=result,
            violation=violation,
            view=view,
        )

        return session_outcome

