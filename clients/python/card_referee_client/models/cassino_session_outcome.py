from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_session_outcome_ends_match import CassinoSessionOutcomeEndsMatch
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.cassino_capture_event import CassinoCaptureEvent
  from ..models.cassino_deal_event import CassinoDealEvent
  from ..models.cassino_game_end_event import CassinoGameEndEvent
  from ..models.cassino_match_end_event import CassinoMatchEndEvent
  from ..models.cassino_override_event import CassinoOverrideEvent
  from ..models.cassino_reserve_event import CassinoReserveEvent
  from ..models.cassino_rest_to_last_capturer_event import CassinoRestToLastCapturerEvent
  from ..models.cassino_round_end_event import CassinoRoundEndEvent
  from ..models.cassino_session_outcome_result_type_0 import CassinoSessionOutcomeResultType0
  from ..models.cassino_session_outcome_score_deltas import CassinoSessionOutcomeScoreDeltas
  from ..models.cassino_steal_event import CassinoStealEvent
  from ..models.cassino_sweep_event import CassinoSweepEvent
  from ..models.cassino_trail_event import CassinoTrailEvent
  from ..models.cassino_view import CassinoView
  from ..models.outcome import Outcome
  from ..models.session_clocks import SessionClocks
  from ..models.violation import Violation





T = TypeVar("T", bound="CassinoSessionOutcome")



@_attrs_define
class CassinoSessionOutcome:
    """ 
        Attributes:
            movers (list[int]): the seats that may move now; empty once the match is over
            outcome (None | Outcome): null while play goes on; once the match is over, the winning sides, each side's final
                score and rank, and why it ended
            legal (bool):
            game (Literal['cassino']): the session's game, whose events and view these are
            version (int): the session's version after the answer (unchanged when illegal)
            events (list[CassinoCaptureEvent | CassinoDealEvent | CassinoGameEndEvent | CassinoMatchEndEvent |
                CassinoOverrideEvent | CassinoReserveEvent | CassinoRestToLastCapturerEvent | CassinoRoundEndEvent |
                CassinoStealEvent | CassinoSweepEvent | CassinoTrailEvent] | Unset): what happened, in order; each of a type the
                game lists
            score_deltas (CassinoSessionOutcomeScoreDeltas | Unset): change of match score by side caused by the move
            finished (bool | Unset): whether the match is over
            result (CassinoSessionOutcomeResultType0 | None | Unset): winner and final scores once the match is over.
                Deprecated: read `outcome`, which every game gives in one shape; a release from 2027-06-01 on may leave it out
                (the answer's `Deprecation` and `Sunset` headers)
            violation (Violation | Unset):
            view (CassinoView | Unset):
            clocks (SessionClocks | Unset):
            ends_match (CassinoSessionOutcomeEndsMatch | Unset): a legal move's dry run only: whether the move ends the
                match on every, some or none of a fixed number of states dealt from the mover's view (its unseen cards dealt as
                the bots deal them, from a fixed seed), never read from the real state, so it tells the seat nothing its view
                does not
     """

    movers: list[int]
    outcome: None | Outcome
    legal: bool
    game: Literal['cassino']
    version: int
    events: list[CassinoCaptureEvent | CassinoDealEvent | CassinoGameEndEvent | CassinoMatchEndEvent | CassinoOverrideEvent | CassinoReserveEvent | CassinoRestToLastCapturerEvent | CassinoRoundEndEvent | CassinoStealEvent | CassinoSweepEvent | CassinoTrailEvent] | Unset = UNSET
    score_deltas: CassinoSessionOutcomeScoreDeltas | Unset = UNSET
    finished: bool | Unset = UNSET
    result: CassinoSessionOutcomeResultType0 | None | Unset = UNSET
    violation: Violation | Unset = UNSET
    view: CassinoView | Unset = UNSET
    clocks: SessionClocks | Unset = UNSET
    ends_match: CassinoSessionOutcomeEndsMatch | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_capture_event import CassinoCaptureEvent # noqa: PLC0415
        from ..models.cassino_deal_event import CassinoDealEvent # noqa: PLC0415
        from ..models.cassino_game_end_event import CassinoGameEndEvent # noqa: PLC0415
        from ..models.cassino_match_end_event import CassinoMatchEndEvent # noqa: PLC0415
        from ..models.cassino_override_event import CassinoOverrideEvent # noqa: PLC0415
        from ..models.cassino_reserve_event import CassinoReserveEvent # noqa: PLC0415
        from ..models.cassino_rest_to_last_capturer_event import CassinoRestToLastCapturerEvent # noqa: PLC0415
        from ..models.cassino_round_end_event import CassinoRoundEndEvent # noqa: PLC0415
        from ..models.cassino_session_outcome_result_type_0 import CassinoSessionOutcomeResultType0 # noqa: PLC0415
        from ..models.cassino_session_outcome_score_deltas import CassinoSessionOutcomeScoreDeltas # noqa: PLC0415
        from ..models.cassino_steal_event import CassinoStealEvent # noqa: PLC0415
        from ..models.cassino_sweep_event import CassinoSweepEvent # noqa: PLC0415
        from ..models.cassino_trail_event import CassinoTrailEvent # noqa: PLC0415
        from ..models.cassino_view import CassinoView # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.session_clocks import SessionClocks # noqa: PLC0415
        from ..models.violation import Violation # noqa: PLC0415
        movers = self.movers



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        legal = self.legal

        game = self.game

        version = self.version

        events: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.events, Unset):
            events = []
            for events_item_data in self.events:
                events_item: dict[str, Any]
                if isinstance(events_item_data, CassinoTrailEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, CassinoCaptureEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, CassinoStealEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, CassinoSweepEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, CassinoReserveEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, CassinoOverrideEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, CassinoRoundEndEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, CassinoDealEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, CassinoRestToLastCapturerEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, CassinoGameEndEvent):
                    events_item = events_item_data.to_dict()
                else:
                    events_item = events_item_data.to_dict()

                events.append(events_item)



        score_deltas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.score_deltas, Unset):
            score_deltas = self.score_deltas.to_dict()

        finished = self.finished

        result: dict[str, Any] | None | Unset
        if isinstance(self.result, Unset):
            result = UNSET
        elif isinstance(self.result, CassinoSessionOutcomeResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        violation: dict[str, Any] | Unset = UNSET
        if not isinstance(self.violation, Unset):
            violation = self.violation.to_dict()

        view: dict[str, Any] | Unset = UNSET
        if not isinstance(self.view, Unset):
            view = self.view.to_dict()

        clocks: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clocks, Unset):
            clocks = self.clocks.to_dict()

        ends_match: str | Unset = UNSET
        if not isinstance(self.ends_match, Unset):
            ends_match = self.ends_match.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "movers": movers,
            "outcome": outcome,
            "legal": legal,
            "game": game,
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
        if clocks is not UNSET:
            field_dict["clocks"] = clocks
        if ends_match is not UNSET:
            field_dict["ends_match"] = ends_match

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cassino_capture_event import CassinoCaptureEvent # noqa: PLC0415
        from ..models.cassino_deal_event import CassinoDealEvent # noqa: PLC0415
        from ..models.cassino_game_end_event import CassinoGameEndEvent # noqa: PLC0415
        from ..models.cassino_match_end_event import CassinoMatchEndEvent # noqa: PLC0415
        from ..models.cassino_override_event import CassinoOverrideEvent # noqa: PLC0415
        from ..models.cassino_reserve_event import CassinoReserveEvent # noqa: PLC0415
        from ..models.cassino_rest_to_last_capturer_event import CassinoRestToLastCapturerEvent # noqa: PLC0415
        from ..models.cassino_round_end_event import CassinoRoundEndEvent # noqa: PLC0415
        from ..models.cassino_session_outcome_result_type_0 import CassinoSessionOutcomeResultType0 # noqa: PLC0415
        from ..models.cassino_session_outcome_score_deltas import CassinoSessionOutcomeScoreDeltas # noqa: PLC0415
        from ..models.cassino_steal_event import CassinoStealEvent # noqa: PLC0415
        from ..models.cassino_sweep_event import CassinoSweepEvent # noqa: PLC0415
        from ..models.cassino_trail_event import CassinoTrailEvent # noqa: PLC0415
        from ..models.cassino_view import CassinoView # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.session_clocks import SessionClocks # noqa: PLC0415
        from ..models.violation import Violation # noqa: PLC0415
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


        legal = d.pop("legal")

        game = cast(Literal['cassino'] , d.pop("game"))
        if game != 'cassino':
            raise ValueError(f"game must match const 'cassino', got '{game}'")

        version = d.pop("version")

        _events = d.pop("events", UNSET)
        events: list[CassinoCaptureEvent | CassinoDealEvent | CassinoGameEndEvent | CassinoMatchEndEvent | CassinoOverrideEvent | CassinoReserveEvent | CassinoRestToLastCapturerEvent | CassinoRoundEndEvent | CassinoStealEvent | CassinoSweepEvent | CassinoTrailEvent] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                def _parse_events_item(data: object) -> CassinoCaptureEvent | CassinoDealEvent | CassinoGameEndEvent | CassinoMatchEndEvent | CassinoOverrideEvent | CassinoReserveEvent | CassinoRestToLastCapturerEvent | CassinoRoundEndEvent | CassinoStealEvent | CassinoSweepEvent | CassinoTrailEvent:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_cassino_event_type_0 = CassinoTrailEvent.from_dict(data)



                        return componentsschemas_cassino_event_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_cassino_event_type_1 = CassinoCaptureEvent.from_dict(data)



                        return componentsschemas_cassino_event_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_cassino_event_type_2 = CassinoStealEvent.from_dict(data)



                        return componentsschemas_cassino_event_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_cassino_event_type_3 = CassinoSweepEvent.from_dict(data)



                        return componentsschemas_cassino_event_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_cassino_event_type_4 = CassinoReserveEvent.from_dict(data)



                        return componentsschemas_cassino_event_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_cassino_event_type_5 = CassinoOverrideEvent.from_dict(data)



                        return componentsschemas_cassino_event_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_cassino_event_type_6 = CassinoRoundEndEvent.from_dict(data)



                        return componentsschemas_cassino_event_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_cassino_event_type_7 = CassinoDealEvent.from_dict(data)



                        return componentsschemas_cassino_event_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_cassino_event_type_8 = CassinoRestToLastCapturerEvent.from_dict(data)



                        return componentsschemas_cassino_event_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_cassino_event_type_9 = CassinoGameEndEvent.from_dict(data)



                        return componentsschemas_cassino_event_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_cassino_event_type_10 = CassinoMatchEndEvent.from_dict(data)



                    return componentsschemas_cassino_event_type_10

                events_item = _parse_events_item(events_item_data)

                events.append(events_item)


        _score_deltas = d.pop("score_deltas", UNSET)
        score_deltas: CassinoSessionOutcomeScoreDeltas | Unset
        if isinstance(_score_deltas,  Unset):
            score_deltas = UNSET
        else:
            score_deltas = CassinoSessionOutcomeScoreDeltas.from_dict(_score_deltas)




        finished = d.pop("finished", UNSET)

        def _parse_result(data: object) -> CassinoSessionOutcomeResultType0 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = CassinoSessionOutcomeResultType0.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CassinoSessionOutcomeResultType0 | None | Unset, data)

        result = _parse_result(d.pop("result", UNSET))


        _violation = d.pop("violation", UNSET)
        violation: Violation | Unset
        if isinstance(_violation,  Unset):
            violation = UNSET
        else:
            violation = Violation.from_dict(_violation)




        _view = d.pop("view", UNSET)
        view: CassinoView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = CassinoView.from_dict(_view)




        _clocks = d.pop("clocks", UNSET)
        clocks: SessionClocks | Unset
        if isinstance(_clocks,  Unset):
            clocks = UNSET
        else:
            clocks = SessionClocks.from_dict(_clocks)




        _ends_match = d.pop("ends_match", UNSET)
        ends_match: CassinoSessionOutcomeEndsMatch | Unset
        if isinstance(_ends_match,  Unset):
            ends_match = UNSET
        else:
            ends_match = CassinoSessionOutcomeEndsMatch(_ends_match)




        cassino_session_outcome = cls(
            movers=movers,
            outcome=outcome,
            legal=legal,
            game=game,
            version=version,
            events=events,
            score_deltas=score_deltas,
            finished=finished,
            result=result,
            violation=violation,
            view=view,
            clocks=clocks,
            ends_match=ends_match,
        )

        return cassino_session_outcome

