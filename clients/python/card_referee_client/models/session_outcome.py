from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.session_outcome_ends_match import SessionOutcomeEndsMatch
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cassino_capture_event import CassinoCaptureEvent
  from ..models.cassino_deal_event import CassinoDealEvent
  from ..models.cassino_game_end_event import CassinoGameEndEvent
  from ..models.cassino_match_end_event import CassinoMatchEndEvent
  from ..models.cassino_override_event import CassinoOverrideEvent
  from ..models.cassino_reserve_event import CassinoReserveEvent
  from ..models.cassino_rest_to_last_capturer_event import CassinoRestToLastCapturerEvent
  from ..models.cassino_round_end_event import CassinoRoundEndEvent
  from ..models.cassino_steal_event import CassinoStealEvent
  from ..models.cassino_sweep_event import CassinoSweepEvent
  from ..models.cassino_trail_event import CassinoTrailEvent
  from ..models.cassino_view import CassinoView
  from ..models.modulo_bid_event import ModuloBidEvent
  from ..models.modulo_bidding_event import ModuloBiddingEvent
  from ..models.modulo_deal_end_event import ModuloDealEndEvent
  from ..models.modulo_deal_event import ModuloDealEvent
  from ..models.modulo_game_end_event import ModuloGameEndEvent
  from ..models.modulo_play_event import ModuloPlayEvent
  from ..models.modulo_reveal_event import ModuloRevealEvent
  from ..models.modulo_trick_event import ModuloTrickEvent
  from ..models.modulo_view import ModuloView
  from ..models.outcome import Outcome
  from ..models.ronda_challenge_event import RondaChallengeEvent
  from ..models.ronda_deal_end_event import RondaDealEndEvent
  from ..models.ronda_deal_event import RondaDealEvent
  from ..models.ronda_declarations_pending_event import RondaDeclarationsPendingEvent
  from ..models.ronda_declare_event import RondaDeclareEvent
  from ..models.ronda_game_end_event import RondaGameEndEvent
  from ..models.ronda_play_event import RondaPlayEvent
  from ..models.ronda_score_event import RondaScoreEvent
  from ..models.ronda_sweep_event import RondaSweepEvent
  from ..models.ronda_view import RondaView
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
  from ..models.seep_sweep_event import SeepSweepEvent
  from ..models.seep_throw_event import SeepThrowEvent
  from ..models.seep_view import SeepView
  from ..models.session_outcome_result_type_0 import SessionOutcomeResultType0
  from ..models.session_outcome_score_deltas import SessionOutcomeScoreDeltas
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
  from ..models.spite_and_malice_turn_end_event import SpiteAndMaliceTurnEndEvent
  from ..models.spite_and_malice_view import SpiteAndMaliceView
  from ..models.violation import Violation





T = TypeVar("T", bound="SessionOutcome")



@_attrs_define
class SessionOutcome:
    """ 
        Attributes:
            movers (list[int]): the seats that may move now; empty once the match is over
            outcome (None | Outcome): null while play goes on; once the match is over, the winning sides, each side's final
                score and rank, and why it ended
            legal (bool):
            version (int): the session's version after the answer (unchanged when illegal)
            events (list[CassinoCaptureEvent | CassinoDealEvent | CassinoGameEndEvent | CassinoMatchEndEvent |
                CassinoOverrideEvent | CassinoReserveEvent | CassinoRestToLastCapturerEvent | CassinoRoundEndEvent |
                CassinoStealEvent | CassinoSweepEvent | CassinoTrailEvent | ModuloBiddingEvent | ModuloBidEvent |
                ModuloDealEndEvent | ModuloDealEvent | ModuloGameEndEvent | ModuloPlayEvent | ModuloRevealEvent |
                ModuloTrickEvent | RondaChallengeEvent | RondaDealEndEvent | RondaDealEvent | RondaDeclarationsPendingEvent |
                RondaDeclareEvent | RondaGameEndEvent | RondaPlayEvent | RondaScoreEvent | RondaSweepEvent | SeepBidEvent |
                SeepCaptureEvent | SeepDealEndEvent | SeepDealEvent | SeepGameEndEvent | SeepHouseEvent | SeepLeftoverEvent |
                SeepMatchEndEvent | SeepPickupEvent | SeepRedealEvent | SeepRevealEvent | SeepRoundEndEvent | SeepSweepEvent |
                SeepThrowEvent | SpiteAndMaliceDealEndEvent | SpiteAndMaliceDealEvent | SpiteAndMaliceDiscardEvent |
                SpiteAndMaliceDrawEvent | SpiteAndMaliceMatchEndEvent | SpiteAndMalicePayoffTopEvent |
                SpiteAndMalicePileCompletedEvent | SpiteAndMalicePlayEvent | SpiteAndMaliceRecycleEvent |
                SpiteAndMaliceRefillEvent | SpiteAndMaliceReshuffleEvent | SpiteAndMaliceSecondChanceCancelledEvent |
                SpiteAndMaliceSecondChanceEvent | SpiteAndMaliceTurnEndEvent] | Unset): what happened, in order; each of a type
                the game lists
            score_deltas (SessionOutcomeScoreDeltas | Unset): change of match score by side caused by the move
            finished (bool | Unset): whether the match is over
            result (None | SessionOutcomeResultType0 | Unset): winner and final scores once the match is over. Deprecated:
                read `outcome`, which every game gives in one shape; a release from 2027-06-01 on may leave it out (the answer's
                `Deprecation` and `Sunset` headers)
            violation (Violation | Unset):
            view (CassinoView | ModuloView | RondaView | SeepView | SpiteAndMaliceView | Unset): the mover's view after the
                move (legal moves only)
            ends_match (SessionOutcomeEndsMatch | Unset): a legal move's dry run only: whether the move ends the match on
                every, some or none of a fixed number of states dealt from the mover's view (its unseen cards dealt as the bots
                deal them, from a fixed seed), never read from the real state, so it tells the seat nothing its view does not
     """

    movers: list[int]
    outcome: None | Outcome
    legal: bool
    version: int
    events: list[CassinoCaptureEvent | CassinoDealEvent | CassinoGameEndEvent | CassinoMatchEndEvent | CassinoOverrideEvent | CassinoReserveEvent | CassinoRestToLastCapturerEvent | CassinoRoundEndEvent | CassinoStealEvent | CassinoSweepEvent | CassinoTrailEvent | ModuloBiddingEvent | ModuloBidEvent | ModuloDealEndEvent | ModuloDealEvent | ModuloGameEndEvent | ModuloPlayEvent | ModuloRevealEvent | ModuloTrickEvent | RondaChallengeEvent | RondaDealEndEvent | RondaDealEvent | RondaDeclarationsPendingEvent | RondaDeclareEvent | RondaGameEndEvent | RondaPlayEvent | RondaScoreEvent | RondaSweepEvent | SeepBidEvent | SeepCaptureEvent | SeepDealEndEvent | SeepDealEvent | SeepGameEndEvent | SeepHouseEvent | SeepLeftoverEvent | SeepMatchEndEvent | SeepPickupEvent | SeepRedealEvent | SeepRevealEvent | SeepRoundEndEvent | SeepSweepEvent | SeepThrowEvent | SpiteAndMaliceDealEndEvent | SpiteAndMaliceDealEvent | SpiteAndMaliceDiscardEvent | SpiteAndMaliceDrawEvent | SpiteAndMaliceMatchEndEvent | SpiteAndMalicePayoffTopEvent | SpiteAndMalicePileCompletedEvent | SpiteAndMalicePlayEvent | SpiteAndMaliceRecycleEvent | SpiteAndMaliceRefillEvent | SpiteAndMaliceReshuffleEvent | SpiteAndMaliceSecondChanceCancelledEvent | SpiteAndMaliceSecondChanceEvent | SpiteAndMaliceTurnEndEvent] | Unset = UNSET
    score_deltas: SessionOutcomeScoreDeltas | Unset = UNSET
    finished: bool | Unset = UNSET
    result: None | SessionOutcomeResultType0 | Unset = UNSET
    violation: Violation | Unset = UNSET
    view: CassinoView | ModuloView | RondaView | SeepView | SpiteAndMaliceView | Unset = UNSET
    ends_match: SessionOutcomeEndsMatch | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_capture_event import CassinoCaptureEvent # noqa: PLC0415
        from ..models.cassino_deal_event import CassinoDealEvent # noqa: PLC0415
        from ..models.cassino_game_end_event import CassinoGameEndEvent # noqa: PLC0415
        from ..models.cassino_match_end_event import CassinoMatchEndEvent # noqa: PLC0415
        from ..models.cassino_override_event import CassinoOverrideEvent # noqa: PLC0415
        from ..models.cassino_reserve_event import CassinoReserveEvent # noqa: PLC0415
        from ..models.cassino_rest_to_last_capturer_event import CassinoRestToLastCapturerEvent # noqa: PLC0415
        from ..models.cassino_round_end_event import CassinoRoundEndEvent # noqa: PLC0415
        from ..models.cassino_steal_event import CassinoStealEvent # noqa: PLC0415
        from ..models.cassino_sweep_event import CassinoSweepEvent # noqa: PLC0415
        from ..models.cassino_trail_event import CassinoTrailEvent # noqa: PLC0415
        from ..models.cassino_view import CassinoView # noqa: PLC0415
        from ..models.modulo_bid_event import ModuloBidEvent # noqa: PLC0415
        from ..models.modulo_bidding_event import ModuloBiddingEvent # noqa: PLC0415
        from ..models.modulo_deal_end_event import ModuloDealEndEvent # noqa: PLC0415
        from ..models.modulo_deal_event import ModuloDealEvent # noqa: PLC0415
        from ..models.modulo_game_end_event import ModuloGameEndEvent # noqa: PLC0415
        from ..models.modulo_play_event import ModuloPlayEvent # noqa: PLC0415
        from ..models.modulo_reveal_event import ModuloRevealEvent # noqa: PLC0415
        from ..models.modulo_trick_event import ModuloTrickEvent # noqa: PLC0415
        from ..models.modulo_view import ModuloView # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.ronda_challenge_event import RondaChallengeEvent # noqa: PLC0415
        from ..models.ronda_deal_end_event import RondaDealEndEvent # noqa: PLC0415
        from ..models.ronda_deal_event import RondaDealEvent # noqa: PLC0415
        from ..models.ronda_declarations_pending_event import RondaDeclarationsPendingEvent # noqa: PLC0415
        from ..models.ronda_declare_event import RondaDeclareEvent # noqa: PLC0415
        from ..models.ronda_game_end_event import RondaGameEndEvent # noqa: PLC0415
        from ..models.ronda_play_event import RondaPlayEvent # noqa: PLC0415
        from ..models.ronda_score_event import RondaScoreEvent # noqa: PLC0415
        from ..models.ronda_sweep_event import RondaSweepEvent # noqa: PLC0415
        from ..models.ronda_view import RondaView # noqa: PLC0415
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
        from ..models.seep_sweep_event import SeepSweepEvent # noqa: PLC0415
        from ..models.seep_throw_event import SeepThrowEvent # noqa: PLC0415
        from ..models.seep_view import SeepView # noqa: PLC0415
        from ..models.session_outcome_result_type_0 import SessionOutcomeResultType0 # noqa: PLC0415
        from ..models.session_outcome_score_deltas import SessionOutcomeScoreDeltas # noqa: PLC0415
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
                elif isinstance(events_item_data, CassinoMatchEndEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, ModuloBidEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, ModuloRevealEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, ModuloDealEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, ModuloPlayEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, ModuloTrickEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, ModuloDealEndEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, ModuloBiddingEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, ModuloGameEndEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, RondaDealEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, RondaDeclareEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, RondaDeclarationsPendingEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, RondaChallengeEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, RondaPlayEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, RondaSweepEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, RondaScoreEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, RondaDealEndEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, RondaGameEndEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SeepDealEvent):
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
                elif isinstance(events_item_data, SeepMatchEndEvent):
                    events_item = events_item_data.to_dict()
                elif isinstance(events_item_data, SpiteAndMaliceDealEvent):
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


        ends_match: str | Unset = UNSET
        if not isinstance(self.ends_match, Unset):
            ends_match = self.ends_match.value



        field_dict: dict[str, Any] = {}

        field_dict.update({
            "movers": movers,
            "outcome": outcome,
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
        from ..models.cassino_steal_event import CassinoStealEvent # noqa: PLC0415
        from ..models.cassino_sweep_event import CassinoSweepEvent # noqa: PLC0415
        from ..models.cassino_trail_event import CassinoTrailEvent # noqa: PLC0415
        from ..models.cassino_view import CassinoView # noqa: PLC0415
        from ..models.modulo_bid_event import ModuloBidEvent # noqa: PLC0415
        from ..models.modulo_bidding_event import ModuloBiddingEvent # noqa: PLC0415
        from ..models.modulo_deal_end_event import ModuloDealEndEvent # noqa: PLC0415
        from ..models.modulo_deal_event import ModuloDealEvent # noqa: PLC0415
        from ..models.modulo_game_end_event import ModuloGameEndEvent # noqa: PLC0415
        from ..models.modulo_play_event import ModuloPlayEvent # noqa: PLC0415
        from ..models.modulo_reveal_event import ModuloRevealEvent # noqa: PLC0415
        from ..models.modulo_trick_event import ModuloTrickEvent # noqa: PLC0415
        from ..models.modulo_view import ModuloView # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.ronda_challenge_event import RondaChallengeEvent # noqa: PLC0415
        from ..models.ronda_deal_end_event import RondaDealEndEvent # noqa: PLC0415
        from ..models.ronda_deal_event import RondaDealEvent # noqa: PLC0415
        from ..models.ronda_declarations_pending_event import RondaDeclarationsPendingEvent # noqa: PLC0415
        from ..models.ronda_declare_event import RondaDeclareEvent # noqa: PLC0415
        from ..models.ronda_game_end_event import RondaGameEndEvent # noqa: PLC0415
        from ..models.ronda_play_event import RondaPlayEvent # noqa: PLC0415
        from ..models.ronda_score_event import RondaScoreEvent # noqa: PLC0415
        from ..models.ronda_sweep_event import RondaSweepEvent # noqa: PLC0415
        from ..models.ronda_view import RondaView # noqa: PLC0415
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
        from ..models.seep_sweep_event import SeepSweepEvent # noqa: PLC0415
        from ..models.seep_throw_event import SeepThrowEvent # noqa: PLC0415
        from ..models.seep_view import SeepView # noqa: PLC0415
        from ..models.session_outcome_result_type_0 import SessionOutcomeResultType0 # noqa: PLC0415
        from ..models.session_outcome_score_deltas import SessionOutcomeScoreDeltas # noqa: PLC0415
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

        version = d.pop("version")

        _events = d.pop("events", UNSET)
        events: list[CassinoCaptureEvent | CassinoDealEvent | CassinoGameEndEvent | CassinoMatchEndEvent | CassinoOverrideEvent | CassinoReserveEvent | CassinoRestToLastCapturerEvent | CassinoRoundEndEvent | CassinoStealEvent | CassinoSweepEvent | CassinoTrailEvent | ModuloBiddingEvent | ModuloBidEvent | ModuloDealEndEvent | ModuloDealEvent | ModuloGameEndEvent | ModuloPlayEvent | ModuloRevealEvent | ModuloTrickEvent | RondaChallengeEvent | RondaDealEndEvent | RondaDealEvent | RondaDeclarationsPendingEvent | RondaDeclareEvent | RondaGameEndEvent | RondaPlayEvent | RondaScoreEvent | RondaSweepEvent | SeepBidEvent | SeepCaptureEvent | SeepDealEndEvent | SeepDealEvent | SeepGameEndEvent | SeepHouseEvent | SeepLeftoverEvent | SeepMatchEndEvent | SeepPickupEvent | SeepRedealEvent | SeepRevealEvent | SeepRoundEndEvent | SeepSweepEvent | SeepThrowEvent | SpiteAndMaliceDealEndEvent | SpiteAndMaliceDealEvent | SpiteAndMaliceDiscardEvent | SpiteAndMaliceDrawEvent | SpiteAndMaliceMatchEndEvent | SpiteAndMalicePayoffTopEvent | SpiteAndMalicePileCompletedEvent | SpiteAndMalicePlayEvent | SpiteAndMaliceRecycleEvent | SpiteAndMaliceRefillEvent | SpiteAndMaliceReshuffleEvent | SpiteAndMaliceSecondChanceCancelledEvent | SpiteAndMaliceSecondChanceEvent | SpiteAndMaliceTurnEndEvent] | Unset = UNSET
        if _events is not UNSET:
            events = []
            for events_item_data in _events:
                def _parse_events_item(data: object) -> CassinoCaptureEvent | CassinoDealEvent | CassinoGameEndEvent | CassinoMatchEndEvent | CassinoOverrideEvent | CassinoReserveEvent | CassinoRestToLastCapturerEvent | CassinoRoundEndEvent | CassinoStealEvent | CassinoSweepEvent | CassinoTrailEvent | ModuloBiddingEvent | ModuloBidEvent | ModuloDealEndEvent | ModuloDealEvent | ModuloGameEndEvent | ModuloPlayEvent | ModuloRevealEvent | ModuloTrickEvent | RondaChallengeEvent | RondaDealEndEvent | RondaDealEvent | RondaDeclarationsPendingEvent | RondaDeclareEvent | RondaGameEndEvent | RondaPlayEvent | RondaScoreEvent | RondaSweepEvent | SeepBidEvent | SeepCaptureEvent | SeepDealEndEvent | SeepDealEvent | SeepGameEndEvent | SeepHouseEvent | SeepLeftoverEvent | SeepMatchEndEvent | SeepPickupEvent | SeepRedealEvent | SeepRevealEvent | SeepRoundEndEvent | SeepSweepEvent | SeepThrowEvent | SpiteAndMaliceDealEndEvent | SpiteAndMaliceDealEvent | SpiteAndMaliceDiscardEvent | SpiteAndMaliceDrawEvent | SpiteAndMaliceMatchEndEvent | SpiteAndMalicePayoffTopEvent | SpiteAndMalicePileCompletedEvent | SpiteAndMalicePlayEvent | SpiteAndMaliceRecycleEvent | SpiteAndMaliceRefillEvent | SpiteAndMaliceReshuffleEvent | SpiteAndMaliceSecondChanceCancelledEvent | SpiteAndMaliceSecondChanceEvent | SpiteAndMaliceTurnEndEvent:
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
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_cassino_event_type_10 = CassinoMatchEndEvent.from_dict(data)



                        return componentsschemas_cassino_event_type_10
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_modulo_event_type_0 = ModuloBidEvent.from_dict(data)



                        return componentsschemas_modulo_event_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_modulo_event_type_1 = ModuloRevealEvent.from_dict(data)



                        return componentsschemas_modulo_event_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_modulo_event_type_2 = ModuloDealEvent.from_dict(data)



                        return componentsschemas_modulo_event_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_modulo_event_type_3 = ModuloPlayEvent.from_dict(data)



                        return componentsschemas_modulo_event_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_modulo_event_type_4 = ModuloTrickEvent.from_dict(data)



                        return componentsschemas_modulo_event_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_modulo_event_type_5 = ModuloDealEndEvent.from_dict(data)



                        return componentsschemas_modulo_event_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_modulo_event_type_6 = ModuloBiddingEvent.from_dict(data)



                        return componentsschemas_modulo_event_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_modulo_event_type_7 = ModuloGameEndEvent.from_dict(data)



                        return componentsschemas_modulo_event_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ronda_event_type_0 = RondaDealEvent.from_dict(data)



                        return componentsschemas_ronda_event_type_0
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ronda_event_type_1 = RondaDeclareEvent.from_dict(data)



                        return componentsschemas_ronda_event_type_1
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ronda_event_type_2 = RondaDeclarationsPendingEvent.from_dict(data)



                        return componentsschemas_ronda_event_type_2
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ronda_event_type_3 = RondaChallengeEvent.from_dict(data)



                        return componentsschemas_ronda_event_type_3
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ronda_event_type_4 = RondaPlayEvent.from_dict(data)



                        return componentsschemas_ronda_event_type_4
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ronda_event_type_5 = RondaSweepEvent.from_dict(data)



                        return componentsschemas_ronda_event_type_5
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ronda_event_type_6 = RondaScoreEvent.from_dict(data)



                        return componentsschemas_ronda_event_type_6
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ronda_event_type_7 = RondaDealEndEvent.from_dict(data)



                        return componentsschemas_ronda_event_type_7
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_ronda_event_type_8 = RondaGameEndEvent.from_dict(data)



                        return componentsschemas_ronda_event_type_8
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
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
                    try:
                        if not isinstance(data, dict):
                            raise TypeError()
                        componentsschemas_seep_event_type_13 = SeepMatchEndEvent.from_dict(data)



                        return componentsschemas_seep_event_type_13
                    except (TypeError, ValueError, AttributeError, KeyError):
                        pass
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


        _ends_match = d.pop("ends_match", UNSET)
        ends_match: SessionOutcomeEndsMatch | Unset
        if isinstance(_ends_match,  Unset):
            ends_match = UNSET
        else:
            ends_match = SessionOutcomeEndsMatch(_ends_match)




        session_outcome = cls(
            movers=movers,
            outcome=outcome,
            legal=legal,
            version=version,
            events=events,
            score_deltas=score_deltas,
            finished=finished,
            result=result,
            violation=violation,
            view=view,
            ends_match=ends_match,
        )

        return session_outcome

