from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_session_outcome_ends_match import SeepSessionOutcomeEndsMatch
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.outcome import Outcome
  from ..models.seep_bid_event import SeepBidEvent
  from ..models.seep_capture_event import SeepCaptureEvent
  from ..models.seep_deal_end_event import SeepDealEndEvent
  from ..models.seep_deal_event import SeepDealEvent
  from ..models.seep_game_end_event import SeepGameEndEvent
  from ..models.seep_house_event import SeepHouseEvent
  from ..models.seep_leftover_event import SeepLeftoverEvent
  from ..models.seep_match_end_event import SeepMatchEndEvent
  from ..models.seep_pickup_event import SeepPickupEvent
  from ..models.seep_redeal_event import SeepRedealEvent
  from ..models.seep_reveal_event import SeepRevealEvent
  from ..models.seep_round_end_event import SeepRoundEndEvent
  from ..models.seep_session_outcome_result_type_0 import SeepSessionOutcomeResultType0
  from ..models.seep_session_outcome_score_deltas import SeepSessionOutcomeScoreDeltas
  from ..models.seep_sweep_event import SeepSweepEvent
  from ..models.seep_throw_event import SeepThrowEvent
  from ..models.seep_view import SeepView
  from ..models.session_clocks import SessionClocks
  from ..models.violation import Violation





T = TypeVar("T", bound="SeepSessionOutcome")



@_attrs_define
class SeepSessionOutcome:
    """ 
        Attributes:
            movers (list[int]): the seats that may move now; empty once the match is over
            outcome (None | Outcome): null while play goes on; once the match is over, the winning sides, each side's final
                score and rank, and why it ended
            legal (bool):
            game (Literal['seep']): the session's game, whose events and view these are
            version (int): the session's version after the answer (unchanged when illegal)
            events (list[SeepBidEvent | SeepCaptureEvent | SeepDealEndEvent | SeepDealEvent | SeepGameEndEvent |
                SeepHouseEvent | SeepLeftoverEvent | SeepMatchEndEvent | SeepPickupEvent | SeepRedealEvent | SeepRevealEvent |
                SeepRoundEndEvent | SeepSweepEvent | SeepThrowEvent] | Unset): what happened, in order; each of a type the game
                lists
            score_deltas (SeepSessionOutcomeScoreDeltas | Unset): change of match score by side caused by the move
            finished (bool | Unset): whether the match is over
            result (None | SeepSessionOutcomeResultType0 | Unset): winner and final scores once the match is over.
                Deprecated: read `outcome`, which every game gives in one shape; a release from 2027-06-01 on may leave it out
                (the answer's `Deprecation` and `Sunset` headers)
            violation (Violation | Unset):
            view (SeepView | Unset):
            clocks (SessionClocks | Unset):
            ends_match (SeepSessionOutcomeEndsMatch | Unset): a legal move's dry run only: whether the move ends the match
                on every, some or none of a fixed number of states dealt from the mover's view (its unseen cards dealt as the
                bots deal them, from a fixed seed), never read from the real state, so it tells the seat nothing its view does
                not
     """

    movers: list[int]
    outcome: None | Outcome
    legal: bool
    game: Literal['seep']
    version: int
    events: list[SeepBidEvent | SeepCaptureEvent | SeepDealEndEvent | SeepDealEvent | SeepGameEndEvent | SeepHouseEvent | SeepLeftoverEvent | SeepMatchEndEvent | SeepPickupEvent | SeepRedealEvent | SeepRevealEvent | SeepRoundEndEvent | SeepSweepEvent | SeepThrowEvent] | Unset = UNSET
    score_deltas: SeepSessionOutcomeScoreDeltas | Unset = UNSET
    finished: bool | Unset = UNSET
    result: None | SeepSessionOutcomeResultType0 | Unset = UNSET
    violation: Violation | Unset = UNSET
    view: SeepView | Unset = UNSET
    clocks: SessionClocks | Unset = UNSET
    ends_match: SeepSessionOutcomeEndsMatch | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.seep_bid_event import SeepBidEvent # noqa: PLC0415
        from ..models.seep_capture_event import SeepCaptureEvent # noqa: PLC0415
        from ..models.seep_deal_end_event import SeepDealEndEvent # noqa: PLC0415
        from ..models.seep_deal_event import SeepDealEvent # noqa: PLC0415
        from ..models.seep_game_end_event import SeepGameEndEvent # noqa: PLC0415
        from ..models.seep_house_event import SeepHouseEvent # noqa: PLC0415
        from ..models.seep_leftover_event import SeepLeftoverEvent # noqa: PLC0415
        from ..models.seep_match_end_event import SeepMatchEndEvent # noqa: PLC0415
        from ..models.seep_pickup_event import SeepPickupEvent # noqa: PLC0415
        from ..models.seep_redeal_event import SeepRedealEvent # noqa: PLC0415
        from ..models.seep_reveal_event import SeepRevealEvent # noqa: PLC0415
        from ..models.seep_round_end_event import SeepRoundEndEvent # noqa: PLC0415
        from ..models.seep_session_outcome_result_type_0 import SeepSessionOutcomeResultType0 # noqa: PLC0415
        from ..models.seep_session_outcome_score_deltas import SeepSessionOutcomeScoreDeltas # noqa: PLC0415
        from ..models.seep_sweep_event import SeepSweepEvent # noqa: PLC0415
        from ..models.seep_throw_event import SeepThrowEvent # noqa: PLC0415
        from ..models.seep_view import SeepView # noqa: PLC0415
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
                if isinstance(events_item_data, SeepDealEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SeepBidEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SeepRevealEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SeepRedealEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SeepDealEndEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SeepThrowEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SeepCaptureEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SeepHouseEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SeepSweepEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SeepPickupEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SeepLeftoverEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SeepRoundEndEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SeepGameEndEvent):
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
        elif isinstance(self.result, SeepSessionOutcomeResultType0):
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
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.seep_bid_event import SeepBidEvent # noqa: PLC0415
        from ..models.seep_capture_event import SeepCaptureEvent # noqa: PLC0415
        from ..models.seep_deal_end_event import SeepDealEndEvent # noqa: PLC0415
        from ..models.seep_deal_event import SeepDealEvent # noqa: PLC0415
        from ..models.seep_game_end_event import SeepGameEndEvent # noqa: PLC0415
        from ..models.seep_house_event import SeepHouseEvent # noqa: PLC0415
        from ..models.seep_leftover_event import SeepLeftoverEvent # noqa: PLC0415
        from ..models.seep_match_end_event import SeepMatchEndEvent # noqa: PLC0415
        from ..models.seep_pickup_event import SeepPickupEvent # noqa: PLC0415
        from ..models.seep_redeal_event import SeepRedealEvent # noqa: PLC0415
        from ..models.seep_reveal_event import SeepRevealEvent # noqa: PLC0415
        from ..models.seep_round_end_event import SeepRoundEndEvent # noqa: PLC0415
        from ..models.seep_session_outcome_result_type_0 import SeepSessionOutcomeResultType0 # noqa: PLC0415
        from ..models.seep_session_outcome_score_deltas import SeepSessionOutcomeScoreDeltas # noqa: PLC0415
        from ..models.seep_sweep_event import SeepSweepEvent # noqa: PLC0415
        from ..models.seep_throw_event import SeepThrowEvent # noqa: PLC0415
        from ..models.seep_view import SeepView # noqa: PLC0415
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

        game = cast(Literal['seep'] , d.pop("game"))
        if game != 'seep':
            raise ValueError(f"game must match const 'seep', got '{game}'")

        version = d.pop("version")

        _events = d.pop("events", UNSET)
        events: list[SeepBidEvent | SeepCaptureEvent | SeepDealEndEvent | SeepDealEvent | SeepGameEndEvent | SeepHouseEvent | SeepLeftoverEvent | SeepMatchEndEvent | SeepPickupEvent | SeepRedealEvent | SeepRevealEvent | SeepRoundEndEvent | SeepSweepEvent | SeepThrowEvent] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                def _parse_events_item(data: object) -> SeepBidEvent | SeepCaptureEvent | SeepDealEndEvent | SeepDealEvent | SeepGameEndEvent | SeepHouseEvent | SeepLeftoverEvent | SeepMatchEndEvent | SeepPickupEvent | SeepRedealEvent | SeepRevealEvent | SeepRoundEndEvent | SeepSweepEvent | SeepThrowEvent:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_seep_event_type_0 = SeepDealEvent.from_dict(data)



                        return componentsschemas_seep_event_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_seep_event_type_1 = SeepBidEvent.from_dict(data)



                        return componentsschemas_seep_event_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_seep_event_type_2 = SeepRevealEvent.from_dict(data)



                        return componentsschemas_seep_event_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_seep_event_type_3 = SeepRedealEvent.from_dict(data)



                        return componentsschemas_seep_event_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_seep_event_type_4 = SeepDealEndEvent.from_dict(data)



                        return componentsschemas_seep_event_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_seep_event_type_5 = SeepThrowEvent.from_dict(data)



                        return componentsschemas_seep_event_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_seep_event_type_6 = SeepCaptureEvent.from_dict(data)



                        return componentsschemas_seep_event_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_seep_event_type_7 = SeepHouseEvent.from_dict(data)



                        return componentsschemas_seep_event_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_seep_event_type_8 = SeepSweepEvent.from_dict(data)



                        return componentsschemas_seep_event_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_seep_event_type_9 = SeepPickupEvent.from_dict(data)



                        return componentsschemas_seep_event_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_seep_event_type_10 = SeepLeftoverEvent.from_dict(data)



                        return componentsschemas_seep_event_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_seep_event_type_11 = SeepRoundEndEvent.from_dict(data)



                        return componentsschemas_seep_event_type_11
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_seep_event_type_12 = SeepGameEndEvent.from_dict(data)



                        return componentsschemas_seep_event_type_12
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_seep_event_type_13 = SeepMatchEndEvent.from_dict(data)



                    return componentsschemas_seep_event_type_13

                events_item = _parse_events_item(events_item_data)

                events.append(events_item)


        _score_deltas = d.pop("score_deltas", UNSET)
        score_deltas: SeepSessionOutcomeScoreDeltas | Unset
        if isinstance(_score_deltas,  Unset):
            score_deltas = UNSET
        else:
            score_deltas = SeepSessionOutcomeScoreDeltas.from_dict(_score_deltas)




        finished = d.pop("finished", UNSET)

        def _parse_result(data: object) -> None | SeepSessionOutcomeResultType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = SeepSessionOutcomeResultType0.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeepSessionOutcomeResultType0 | Unset, data)

        result = _parse_result(d.pop("result", UNSET))


        _violation = d.pop("violation", UNSET)
        violation: Violation | Unset
        if isinstance(_violation,  Unset):
            violation = UNSET
        else:
            violation = Violation.from_dict(_violation)




        _view = d.pop("view", UNSET)
        view: SeepView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = SeepView.from_dict(_view)




        _clocks = d.pop("clocks", UNSET)
        clocks: SessionClocks | Unset
        if isinstance(_clocks,  Unset):
            clocks = UNSET
        else:
            clocks = SessionClocks.from_dict(_clocks)




        _ends_match = d.pop("ends_match", UNSET)
        ends_match: SeepSessionOutcomeEndsMatch | Unset
        if isinstance(_ends_match,  Unset):
            ends_match = UNSET
        else:
            ends_match = SeepSessionOutcomeEndsMatch(_ends_match)




        seep_session_outcome = cls(
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

        return seep_session_outcome

