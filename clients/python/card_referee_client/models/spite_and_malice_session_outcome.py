from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_session_outcome_ends_match import SpiteAndMaliceSessionOutcomeEndsMatch
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.outcome import Outcome
  from ..models.session_clocks import SessionClocks
  from ..models.spite_and_malice_deal_end_event import SpiteAndMaliceDealEndEvent
  from ..models.spite_and_malice_deal_event import SpiteAndMaliceDealEvent
  from ..models.spite_and_malice_discard_event import SpiteAndMaliceDiscardEvent
  from ..models.spite_and_malice_draw_event import SpiteAndMaliceDrawEvent
  from ..models.spite_and_malice_match_end_event import SpiteAndMaliceMatchEndEvent
  from ..models.spite_and_malice_payoff_top_event import SpiteAndMalicePayoffTopEvent
  from ..models.spite_and_malice_pile_completed_event import SpiteAndMalicePileCompletedEvent
  from ..models.spite_and_malice_play_event import SpiteAndMalicePlayEvent
  from ..models.spite_and_malice_recycle_event import SpiteAndMaliceRecycleEvent
  from ..models.spite_and_malice_refill_event import SpiteAndMaliceRefillEvent
  from ..models.spite_and_malice_reshuffle_event import SpiteAndMaliceReshuffleEvent
  from ..models.spite_and_malice_second_chance_cancelled_event import SpiteAndMaliceSecondChanceCancelledEvent
  from ..models.spite_and_malice_second_chance_event import SpiteAndMaliceSecondChanceEvent
  from ..models.spite_and_malice_session_outcome_result_type_0 import SpiteAndMaliceSessionOutcomeResultType0
  from ..models.spite_and_malice_session_outcome_score_deltas import SpiteAndMaliceSessionOutcomeScoreDeltas
  from ..models.spite_and_malice_turn_end_event import SpiteAndMaliceTurnEndEvent
  from ..models.spite_and_malice_view import SpiteAndMaliceView
  from ..models.violation import Violation





T = TypeVar("T", bound="SpiteAndMaliceSessionOutcome")



@_attrs_define
class SpiteAndMaliceSessionOutcome:
    """ 
        Attributes:
            movers (list[int]): the seats that may move now; empty once the match is over
            outcome (None | Outcome): null while play goes on; once the match is over, the winning sides, each side's final
                score and rank, and why it ended
            legal (bool):
            game (Literal['spite-and-malice']): the session's game, whose events and view these are
            version (int): the session's version after the answer (unchanged when illegal)
            events (list[SpiteAndMaliceDealEndEvent | SpiteAndMaliceDealEvent | SpiteAndMaliceDiscardEvent |
                SpiteAndMaliceDrawEvent | SpiteAndMaliceMatchEndEvent | SpiteAndMalicePayoffTopEvent |
                SpiteAndMalicePileCompletedEvent | SpiteAndMalicePlayEvent | SpiteAndMaliceRecycleEvent |
                SpiteAndMaliceRefillEvent | SpiteAndMaliceReshuffleEvent | SpiteAndMaliceSecondChanceCancelledEvent |
                SpiteAndMaliceSecondChanceEvent | SpiteAndMaliceTurnEndEvent] | Unset): what happened, in order; each of a type
                the game lists
            score_deltas (SpiteAndMaliceSessionOutcomeScoreDeltas | Unset): change of match score by side caused by the move
            finished (bool | Unset): whether the match is over
            result (None | SpiteAndMaliceSessionOutcomeResultType0 | Unset): winner and final scores once the match is over.
                Deprecated: read `outcome`, which every game gives in one shape; a release from 2027-06-01 on may leave it out
                (the answer's `Deprecation` and `Sunset` headers)
            violation (Violation | Unset):
            view (SpiteAndMaliceView | Unset):
            clocks (SessionClocks | Unset):
            ends_match (SpiteAndMaliceSessionOutcomeEndsMatch | Unset): a legal move's dry run only: whether the move ends
                the match on every, some or none of a fixed number of states dealt from the mover's view (its unseen cards dealt
                as the bots deal them, from a fixed seed), never read from the real state, so it tells the seat nothing its view
                does not
     """

    movers: list[int]
    outcome: None | Outcome
    legal: bool
    game: Literal['spite-and-malice']
    version: int
    events: list[SpiteAndMaliceDealEndEvent | SpiteAndMaliceDealEvent | SpiteAndMaliceDiscardEvent | SpiteAndMaliceDrawEvent | SpiteAndMaliceMatchEndEvent | SpiteAndMalicePayoffTopEvent | SpiteAndMalicePileCompletedEvent | SpiteAndMalicePlayEvent | SpiteAndMaliceRecycleEvent | SpiteAndMaliceRefillEvent | SpiteAndMaliceReshuffleEvent | SpiteAndMaliceSecondChanceCancelledEvent | SpiteAndMaliceSecondChanceEvent | SpiteAndMaliceTurnEndEvent] | Unset = UNSET
    score_deltas: SpiteAndMaliceSessionOutcomeScoreDeltas | Unset = UNSET
    finished: bool | Unset = UNSET
    result: None | SpiteAndMaliceSessionOutcomeResultType0 | Unset = UNSET
    violation: Violation | Unset = UNSET
    view: SpiteAndMaliceView | Unset = UNSET
    clocks: SessionClocks | Unset = UNSET
    ends_match: SpiteAndMaliceSessionOutcomeEndsMatch | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.session_clocks import SessionClocks # noqa: PLC0415
        from ..models.spite_and_malice_deal_end_event import SpiteAndMaliceDealEndEvent # noqa: PLC0415
        from ..models.spite_and_malice_deal_event import SpiteAndMaliceDealEvent # noqa: PLC0415
        from ..models.spite_and_malice_discard_event import SpiteAndMaliceDiscardEvent # noqa: PLC0415
        from ..models.spite_and_malice_draw_event import SpiteAndMaliceDrawEvent # noqa: PLC0415
        from ..models.spite_and_malice_match_end_event import SpiteAndMaliceMatchEndEvent # noqa: PLC0415
        from ..models.spite_and_malice_payoff_top_event import SpiteAndMalicePayoffTopEvent # noqa: PLC0415
        from ..models.spite_and_malice_pile_completed_event import SpiteAndMalicePileCompletedEvent # noqa: PLC0415
        from ..models.spite_and_malice_play_event import SpiteAndMalicePlayEvent # noqa: PLC0415
        from ..models.spite_and_malice_recycle_event import SpiteAndMaliceRecycleEvent # noqa: PLC0415
        from ..models.spite_and_malice_refill_event import SpiteAndMaliceRefillEvent # noqa: PLC0415
        from ..models.spite_and_malice_reshuffle_event import SpiteAndMaliceReshuffleEvent # noqa: PLC0415
        from ..models.spite_and_malice_second_chance_cancelled_event import SpiteAndMaliceSecondChanceCancelledEvent # noqa: PLC0415
        from ..models.spite_and_malice_second_chance_event import SpiteAndMaliceSecondChanceEvent # noqa: PLC0415
        from ..models.spite_and_malice_session_outcome_result_type_0 import SpiteAndMaliceSessionOutcomeResultType0 # noqa: PLC0415
        from ..models.spite_and_malice_session_outcome_score_deltas import SpiteAndMaliceSessionOutcomeScoreDeltas # noqa: PLC0415
        from ..models.spite_and_malice_turn_end_event import SpiteAndMaliceTurnEndEvent # noqa: PLC0415
        from ..models.spite_and_malice_view import SpiteAndMaliceView # noqa: PLC0415
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
                if isinstance(events_item_data, SpiteAndMaliceDealEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SpiteAndMaliceRefillEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SpiteAndMaliceDrawEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SpiteAndMalicePlayEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SpiteAndMalicePileCompletedEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SpiteAndMalicePayoffTopEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SpiteAndMaliceDiscardEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SpiteAndMaliceTurnEndEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SpiteAndMaliceSecondChanceEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SpiteAndMaliceSecondChanceCancelledEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SpiteAndMaliceReshuffleEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SpiteAndMaliceRecycleEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SpiteAndMaliceDealEndEvent):
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
        elif isinstance(self.result, SpiteAndMaliceSessionOutcomeResultType0):
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
        from ..models.session_clocks import SessionClocks # noqa: PLC0415
        from ..models.spite_and_malice_deal_end_event import SpiteAndMaliceDealEndEvent # noqa: PLC0415
        from ..models.spite_and_malice_deal_event import SpiteAndMaliceDealEvent # noqa: PLC0415
        from ..models.spite_and_malice_discard_event import SpiteAndMaliceDiscardEvent # noqa: PLC0415
        from ..models.spite_and_malice_draw_event import SpiteAndMaliceDrawEvent # noqa: PLC0415
        from ..models.spite_and_malice_match_end_event import SpiteAndMaliceMatchEndEvent # noqa: PLC0415
        from ..models.spite_and_malice_payoff_top_event import SpiteAndMalicePayoffTopEvent # noqa: PLC0415
        from ..models.spite_and_malice_pile_completed_event import SpiteAndMalicePileCompletedEvent # noqa: PLC0415
        from ..models.spite_and_malice_play_event import SpiteAndMalicePlayEvent # noqa: PLC0415
        from ..models.spite_and_malice_recycle_event import SpiteAndMaliceRecycleEvent # noqa: PLC0415
        from ..models.spite_and_malice_refill_event import SpiteAndMaliceRefillEvent # noqa: PLC0415
        from ..models.spite_and_malice_reshuffle_event import SpiteAndMaliceReshuffleEvent # noqa: PLC0415
        from ..models.spite_and_malice_second_chance_cancelled_event import SpiteAndMaliceSecondChanceCancelledEvent # noqa: PLC0415
        from ..models.spite_and_malice_second_chance_event import SpiteAndMaliceSecondChanceEvent # noqa: PLC0415
        from ..models.spite_and_malice_session_outcome_result_type_0 import SpiteAndMaliceSessionOutcomeResultType0 # noqa: PLC0415
        from ..models.spite_and_malice_session_outcome_score_deltas import SpiteAndMaliceSessionOutcomeScoreDeltas # noqa: PLC0415
        from ..models.spite_and_malice_turn_end_event import SpiteAndMaliceTurnEndEvent # noqa: PLC0415
        from ..models.spite_and_malice_view import SpiteAndMaliceView # noqa: PLC0415
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

        game = cast(Literal['spite-and-malice'] , d.pop("game"))
        if game != 'spite-and-malice':
            raise ValueError(f"game must match const 'spite-and-malice', got '{game}'")

        version = d.pop("version")

        _events = d.pop("events", UNSET)
        events: list[SpiteAndMaliceDealEndEvent | SpiteAndMaliceDealEvent | SpiteAndMaliceDiscardEvent | SpiteAndMaliceDrawEvent | SpiteAndMaliceMatchEndEvent | SpiteAndMalicePayoffTopEvent | SpiteAndMalicePileCompletedEvent | SpiteAndMalicePlayEvent | SpiteAndMaliceRecycleEvent | SpiteAndMaliceRefillEvent | SpiteAndMaliceReshuffleEvent | SpiteAndMaliceSecondChanceCancelledEvent | SpiteAndMaliceSecondChanceEvent | SpiteAndMaliceTurnEndEvent] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                def _parse_events_item(data: object) -> SpiteAndMaliceDealEndEvent | SpiteAndMaliceDealEvent | SpiteAndMaliceDiscardEvent | SpiteAndMaliceDrawEvent | SpiteAndMaliceMatchEndEvent | SpiteAndMalicePayoffTopEvent | SpiteAndMalicePileCompletedEvent | SpiteAndMalicePlayEvent | SpiteAndMaliceRecycleEvent | SpiteAndMaliceRefillEvent | SpiteAndMaliceReshuffleEvent | SpiteAndMaliceSecondChanceCancelledEvent | SpiteAndMaliceSecondChanceEvent | SpiteAndMaliceTurnEndEvent:
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_spite_and_malice_event_type_0 = SpiteAndMaliceDealEvent.from_dict(data)



                        return componentsschemas_spite_and_malice_event_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_spite_and_malice_event_type_1 = SpiteAndMaliceRefillEvent.from_dict(data)



                        return componentsschemas_spite_and_malice_event_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_spite_and_malice_event_type_2 = SpiteAndMaliceDrawEvent.from_dict(data)



                        return componentsschemas_spite_and_malice_event_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_spite_and_malice_event_type_3 = SpiteAndMalicePlayEvent.from_dict(data)



                        return componentsschemas_spite_and_malice_event_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_spite_and_malice_event_type_4 = SpiteAndMalicePileCompletedEvent.from_dict(data)



                        return componentsschemas_spite_and_malice_event_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_spite_and_malice_event_type_5 = SpiteAndMalicePayoffTopEvent.from_dict(data)



                        return componentsschemas_spite_and_malice_event_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_spite_and_malice_event_type_6 = SpiteAndMaliceDiscardEvent.from_dict(data)



                        return componentsschemas_spite_and_malice_event_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_spite_and_malice_event_type_7 = SpiteAndMaliceTurnEndEvent.from_dict(data)



                        return componentsschemas_spite_and_malice_event_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_spite_and_malice_event_type_8 = SpiteAndMaliceSecondChanceEvent.from_dict(data)



                        return componentsschemas_spite_and_malice_event_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_spite_and_malice_event_type_9 = SpiteAndMaliceSecondChanceCancelledEvent.from_dict(data)



                        return componentsschemas_spite_and_malice_event_type_9
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_spite_and_malice_event_type_10 = SpiteAndMaliceReshuffleEvent.from_dict(data)



                        return componentsschemas_spite_and_malice_event_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_spite_and_malice_event_type_11 = SpiteAndMaliceRecycleEvent.from_dict(data)



                        return componentsschemas_spite_and_malice_event_type_11
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_spite_and_malice_event_type_12 = SpiteAndMaliceDealEndEvent.from_dict(data)



                        return componentsschemas_spite_and_malice_event_type_12
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_spite_and_malice_event_type_13 = SpiteAndMaliceMatchEndEvent.from_dict(data)



                    return componentsschemas_spite_and_malice_event_type_13

                events_item = _parse_events_item(events_item_data)

                events.append(events_item)


        _score_deltas = d.pop("score_deltas", UNSET)
        score_deltas: SpiteAndMaliceSessionOutcomeScoreDeltas | Unset
        if isinstance(_score_deltas,  Unset):
            score_deltas = UNSET
        else:
            score_deltas = SpiteAndMaliceSessionOutcomeScoreDeltas.from_dict(_score_deltas)




        finished = d.pop("finished", UNSET)

        def _parse_result(data: object) -> None | SpiteAndMaliceSessionOutcomeResultType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = SpiteAndMaliceSessionOutcomeResultType0.from_dict(data)



                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpiteAndMaliceSessionOutcomeResultType0 | Unset, data)

        result = _parse_result(d.pop("result", UNSET))


        _violation = d.pop("violation", UNSET)
        violation: Violation | Unset
        if isinstance(_violation,  Unset):
            violation = UNSET
        else:
            violation = Violation.from_dict(_violation)




        _view = d.pop("view", UNSET)
        view: SpiteAndMaliceView | Unset
        if isinstance(_view,  Unset):
            view = UNSET
        else:
            view = SpiteAndMaliceView.from_dict(_view)




        _clocks = d.pop("clocks", UNSET)
        clocks: SessionClocks | Unset
        if isinstance(_clocks,  Unset):
            clocks = UNSET
        else:
            clocks = SessionClocks.from_dict(_clocks)




        _ends_match = d.pop("ends_match", UNSET)
        ends_match: SpiteAndMaliceSessionOutcomeEndsMatch | Unset
        if isinstance(_ends_match,  Unset):
            ends_match = UNSET
        else:
            ends_match = SpiteAndMaliceSessionOutcomeEndsMatch(_ends_match)




        spite_and_malice_session_outcome = cls(
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

        return spite_and_malice_session_outcome

