""" Contains all the data models used in inputs/outputs """

from .cassino_capture_move import CassinoCaptureMove
from .cassino_capture_move_type import CassinoCaptureMoveType
from .cassino_legal_moves_request import CassinoLegalMovesRequest
from .cassino_legal_moves_response import CassinoLegalMovesResponse
from .cassino_moves_request import CassinoMovesRequest
from .cassino_new_state_request import CassinoNewStateRequest
from .cassino_new_state_request_options import CassinoNewStateRequestOptions
from .cassino_options import CassinoOptions
from .cassino_options_first_player_type_0 import CassinoOptionsFirstPlayerType0
from .cassino_options_players import CassinoOptionsPlayers
from .cassino_options_target_score import CassinoOptionsTargetScore
from .cassino_outcome import CassinoOutcome
from .cassino_outcome_events_item import CassinoOutcomeEventsItem
from .cassino_outcome_result_type_0 import CassinoOutcomeResultType0
from .cassino_outcome_score_deltas import CassinoOutcomeScoreDeltas
from .cassino_reservation import CassinoReservation
from .cassino_reserve_move import CassinoReserveMove
from .cassino_reserve_move_type import CassinoReserveMoveType
from .cassino_scores_request import CassinoScoresRequest
from .cassino_state import CassinoState
from .cassino_state_phase import CassinoStatePhase
from .cassino_state_piles import CassinoStatePiles
from .cassino_state_response import CassinoStateResponse
from .cassino_state_scores import CassinoStateScores
from .cassino_state_sweeps import CassinoStateSweeps
from .cassino_tally import CassinoTally
from .cassino_tally_players import CassinoTallyPlayers
from .cassino_tally_side import CassinoTallySide
from .cassino_tally_sides import CassinoTallySides
from .cassino_trail_move import CassinoTrailMove
from .cassino_trail_move_type import CassinoTrailMoveType
from .cassino_view import CassinoView
from .cassino_view_pile_counts import CassinoViewPileCounts
from .cassino_view_piles_type_0 import CassinoViewPilesType0
from .cassino_view_response import CassinoViewResponse
from .cassino_view_scores import CassinoViewScores
from .cassino_view_sweeps import CassinoViewSweeps
from .cassino_views_request import CassinoViewsRequest
from .describe_game_game import DescribeGameGame
from .entry import Entry
from .entry_game import EntryGame
from .entry_links import EntryLinks
from .game_info import GameInfo
from .game_list import GameList
from .get_rule_game import GetRuleGame
from .get_rules_game import GetRulesGame
from .modulo_bid_move import ModuloBidMove
from .modulo_bid_move_type import ModuloBidMoveType
from .modulo_legal_moves_request import ModuloLegalMovesRequest
from .modulo_legal_moves_response import ModuloLegalMovesResponse
from .modulo_moves_request import ModuloMovesRequest
from .modulo_new_state_request import ModuloNewStateRequest
from .modulo_new_state_request_options import ModuloNewStateRequestOptions
from .modulo_options import ModuloOptions
from .modulo_outcome import ModuloOutcome
from .modulo_outcome_events_item import ModuloOutcomeEventsItem
from .modulo_outcome_result_type_0 import ModuloOutcomeResultType0
from .modulo_outcome_score_deltas import ModuloOutcomeScoreDeltas
from .modulo_play_move import ModuloPlayMove
from .modulo_play_move_type import ModuloPlayMoveType
from .modulo_scored_deal import ModuloScoredDeal
from .modulo_scores_request import ModuloScoresRequest
from .modulo_state import ModuloState
from .modulo_state_response import ModuloStateResponse
from .modulo_state_scores import ModuloStateScores
from .modulo_tally import ModuloTally
from .modulo_tally_options import ModuloTallyOptions
from .modulo_tally_scores import ModuloTallyScores
from .modulo_trick import ModuloTrick
from .modulo_view import ModuloView
from .modulo_view_response import ModuloViewResponse
from .modulo_view_scores import ModuloViewScores
from .modulo_views_request import ModuloViewsRequest
from .option_info import OptionInfo
from .problem import Problem
from .ronda_challenge_move import RondaChallengeMove
from .ronda_challenge_move_type import RondaChallengeMoveType
from .ronda_declare_move import RondaDeclareMove
from .ronda_declare_move_kind import RondaDeclareMoveKind
from .ronda_declare_move_type import RondaDeclareMoveType
from .ronda_holding import RondaHolding
from .ronda_holding_kind import RondaHoldingKind
from .ronda_holding_ranks_item import RondaHoldingRanksItem
from .ronda_last_play import RondaLastPlay
from .ronda_last_play_rank import RondaLastPlayRank
from .ronda_legal_moves_request import RondaLegalMovesRequest
from .ronda_legal_moves_response import RondaLegalMovesResponse
from .ronda_moves_request import RondaMovesRequest
from .ronda_new_state_request import RondaNewStateRequest
from .ronda_new_state_request_options import RondaNewStateRequestOptions
from .ronda_options import RondaOptions
from .ronda_outcome import RondaOutcome
from .ronda_outcome_events_item import RondaOutcomeEventsItem
from .ronda_outcome_result_type_0 import RondaOutcomeResultType0
from .ronda_outcome_score_deltas import RondaOutcomeScoreDeltas
from .ronda_play_move import RondaPlayMove
from .ronda_play_move_type import RondaPlayMoveType
from .ronda_scores_request import RondaScoresRequest
from .ronda_state import RondaState
from .ronda_state_declarations_item_type_1 import RondaStateDeclarationsItemType1
from .ronda_state_declarations_item_type_2_type_1 import RondaStateDeclarationsItemType2Type1
from .ronda_state_declarations_item_type_3_type_1 import RondaStateDeclarationsItemType3Type1
from .ronda_state_piles import RondaStatePiles
from .ronda_state_response import RondaStateResponse
from .ronda_state_scores import RondaStateScores
from .ronda_tally import RondaTally
from .ronda_tally_side import RondaTallySide
from .ronda_tally_sides import RondaTallySides
from .ronda_view import RondaView
from .ronda_view_pile_counts import RondaViewPileCounts
from .ronda_view_play import RondaViewPlay
from .ronda_view_response import RondaViewResponse
from .ronda_view_scores import RondaViewScores
from .ronda_view_sides import RondaViewSides
from .ronda_views_request import RondaViewsRequest
from .rule_answer import RuleAnswer
from .rule_entry import RuleEntry
from .rules_catalog import RulesCatalog
from .score_item import ScoreItem
from .score_item_detail import ScoreItemDetail
from .score_item_points import ScoreItemPoints
from .score_sheet import ScoreSheet
from .score_sheet_match import ScoreSheetMatch
from .score_sheet_totals import ScoreSheetTotals
from .seep_bid_move import SeepBidMove
from .seep_bid_move_type import SeepBidMoveType
from .seep_build_move import SeepBuildMove
from .seep_build_move_type import SeepBuildMoveType
from .seep_capture_move import SeepCaptureMove
from .seep_capture_move_type import SeepCaptureMoveType
from .seep_house import SeepHouse
from .seep_last_capture import SeepLastCapture
from .seep_legal_moves_request import SeepLegalMovesRequest
from .seep_legal_moves_response import SeepLegalMovesResponse
from .seep_moves_request import SeepMovesRequest
from .seep_new_state_request import SeepNewStateRequest
from .seep_new_state_request_options import SeepNewStateRequestOptions
from .seep_options import SeepOptions
from .seep_outcome import SeepOutcome
from .seep_outcome_events_item import SeepOutcomeEventsItem
from .seep_outcome_result_type_0 import SeepOutcomeResultType0
from .seep_outcome_score_deltas import SeepOutcomeScoreDeltas
from .seep_redeal_move import SeepRedealMove
from .seep_redeal_move_type import SeepRedealMoveType
from .seep_scores_request import SeepScoresRequest
from .seep_state import SeepState
from .seep_state_baazis_won import SeepStateBaazisWon
from .seep_state_piles import SeepStatePiles
from .seep_state_response import SeepStateResponse
from .seep_state_scores import SeepStateScores
from .seep_state_sweeps import SeepStateSweeps
from .seep_tally import SeepTally
from .seep_tally_options import SeepTallyOptions
from .seep_tally_side import SeepTallySide
from .seep_tally_sides import SeepTallySides
from .seep_throw_move import SeepThrowMove
from .seep_throw_move_type import SeepThrowMoveType
from .seep_view import SeepView
from .seep_view_baazis_won import SeepViewBaazisWon
from .seep_view_capture import SeepViewCapture
from .seep_view_house import SeepViewHouse
from .seep_view_pile_counts import SeepViewPileCounts
from .seep_view_piles_type_0 import SeepViewPilesType0
from .seep_view_response import SeepViewResponse
from .seep_view_scores import SeepViewScores
from .seep_view_sides import SeepViewSides
from .seep_view_sweep import SeepViewSweep
from .seep_view_sweeps import SeepViewSweeps
from .seep_views_request import SeepViewsRequest
from .session_create_request import SessionCreateRequest
from .session_create_request_game import SessionCreateRequestGame
from .session_create_request_options import SessionCreateRequestOptions
from .session_created import SessionCreated
from .session_history import SessionHistory
from .session_history_entry import SessionHistoryEntry
from .session_history_entry_events_item import SessionHistoryEntryEventsItem
from .session_legal_moves import SessionLegalMoves
from .session_move_request import SessionMoveRequest
from .session_outcome import SessionOutcome
from .session_outcome_events_item import SessionOutcomeEventsItem
from .session_outcome_result_type_0 import SessionOutcomeResultType0
from .session_outcome_score_deltas import SessionOutcomeScoreDeltas
from .session_read import SessionRead
from .session_seat import SessionSeat
from .spite_and_malice_center_pile import SpiteAndMaliceCenterPile
from .spite_and_malice_completed import SpiteAndMaliceCompleted
from .spite_and_malice_discard_move import SpiteAndMaliceDiscardMove
from .spite_and_malice_discard_move_type import SpiteAndMaliceDiscardMoveType
from .spite_and_malice_draw_move import SpiteAndMaliceDrawMove
from .spite_and_malice_draw_move_type import SpiteAndMaliceDrawMoveType
from .spite_and_malice_end_move import SpiteAndMaliceEndMove
from .spite_and_malice_end_move_type import SpiteAndMaliceEndMoveType
from .spite_and_malice_legal_moves_request import SpiteAndMaliceLegalMovesRequest
from .spite_and_malice_legal_moves_response import SpiteAndMaliceLegalMovesResponse
from .spite_and_malice_moves_request import SpiteAndMaliceMovesRequest
from .spite_and_malice_must_play import SpiteAndMaliceMustPlay
from .spite_and_malice_new_state_request import SpiteAndMaliceNewStateRequest
from .spite_and_malice_new_state_request_options import SpiteAndMaliceNewStateRequestOptions
from .spite_and_malice_options import SpiteAndMaliceOptions
from .spite_and_malice_outcome import SpiteAndMaliceOutcome
from .spite_and_malice_outcome_events_item import SpiteAndMaliceOutcomeEventsItem
from .spite_and_malice_outcome_result_type_0 import SpiteAndMaliceOutcomeResultType0
from .spite_and_malice_outcome_score_deltas import SpiteAndMaliceOutcomeScoreDeltas
from .spite_and_malice_play_move import SpiteAndMalicePlayMove
from .spite_and_malice_play_move_source import SpiteAndMalicePlayMoveSource
from .spite_and_malice_play_move_to_type_0 import SpiteAndMalicePlayMoveToType0
from .spite_and_malice_play_move_type import SpiteAndMalicePlayMoveType
from .spite_and_malice_scores_request import SpiteAndMaliceScoresRequest
from .spite_and_malice_state import SpiteAndMaliceState
from .spite_and_malice_state_phase import SpiteAndMaliceStatePhase
from .spite_and_malice_state_response import SpiteAndMaliceStateResponse
from .spite_and_malice_state_scores import SpiteAndMaliceStateScores
from .spite_and_malice_tally import SpiteAndMaliceTally
from .spite_and_malice_tally_payoff_left import SpiteAndMaliceTallyPayoffLeft
from .spite_and_malice_tally_players import SpiteAndMaliceTallyPlayers
from .spite_and_malice_view import SpiteAndMaliceView
from .spite_and_malice_view_pile import SpiteAndMaliceViewPile
from .spite_and_malice_view_response import SpiteAndMaliceViewResponse
from .spite_and_malice_view_scores import SpiteAndMaliceViewScores
from .spite_and_malice_view_sides import SpiteAndMaliceViewSides
from .spite_and_malice_views_request import SpiteAndMaliceViewsRequest
from .status import Status
from .status_store_type_0 import StatusStoreType0
from .violation import Violation

__all__ = (
    "CassinoCaptureMove",
    "CassinoCaptureMoveType",
    "CassinoLegalMovesRequest",
    "CassinoLegalMovesResponse",
    "CassinoMovesRequest",
    "CassinoNewStateRequest",
    "CassinoNewStateRequestOptions",
    "CassinoOptions",
    "CassinoOptionsFirstPlayerType0",
    "CassinoOptionsPlayers",
    "CassinoOptionsTargetScore",
    "CassinoOutcome",
    "CassinoOutcomeEventsItem",
    "CassinoOutcomeResultType0",
    "CassinoOutcomeScoreDeltas",
    "CassinoReservation",
    "CassinoReserveMove",
    "CassinoReserveMoveType",
    "CassinoScoresRequest",
    "CassinoState",
    "CassinoStatePhase",
    "CassinoStatePiles",
    "CassinoStateResponse",
    "CassinoStateScores",
    "CassinoStateSweeps",
    "CassinoTally",
    "CassinoTallyPlayers",
    "CassinoTallySide",
    "CassinoTallySides",
    "CassinoTrailMove",
    "CassinoTrailMoveType",
    "CassinoView",
    "CassinoViewPileCounts",
    "CassinoViewPilesType0",
    "CassinoViewResponse",
    "CassinoViewScores",
    "CassinoViewsRequest",
    "CassinoViewSweeps",
    "DescribeGameGame",
    "Entry",
    "EntryGame",
    "EntryLinks",
    "GameInfo",
    "GameList",
    "GetRuleGame",
    "GetRulesGame",
    "ModuloBidMove",
    "ModuloBidMoveType",
    "ModuloLegalMovesRequest",
    "ModuloLegalMovesResponse",
    "ModuloMovesRequest",
    "ModuloNewStateRequest",
    "ModuloNewStateRequestOptions",
    "ModuloOptions",
    "ModuloOutcome",
    "ModuloOutcomeEventsItem",
    "ModuloOutcomeResultType0",
    "ModuloOutcomeScoreDeltas",
    "ModuloPlayMove",
    "ModuloPlayMoveType",
    "ModuloScoredDeal",
    "ModuloScoresRequest",
    "ModuloState",
    "ModuloStateResponse",
    "ModuloStateScores",
    "ModuloTally",
    "ModuloTallyOptions",
    "ModuloTallyScores",
    "ModuloTrick",
    "ModuloView",
    "ModuloViewResponse",
    "ModuloViewScores",
    "ModuloViewsRequest",
    "OptionInfo",
    "Problem",
    "RondaChallengeMove",
    "RondaChallengeMoveType",
    "RondaDeclareMove",
    "RondaDeclareMoveKind",
    "RondaDeclareMoveType",
    "RondaHolding",
    "RondaHoldingKind",
    "RondaHoldingRanksItem",
    "RondaLastPlay",
    "RondaLastPlayRank",
    "RondaLegalMovesRequest",
    "RondaLegalMovesResponse",
    "RondaMovesRequest",
    "RondaNewStateRequest",
    "RondaNewStateRequestOptions",
    "RondaOptions",
    "RondaOutcome",
    "RondaOutcomeEventsItem",
    "RondaOutcomeResultType0",
    "RondaOutcomeScoreDeltas",
    "RondaPlayMove",
    "RondaPlayMoveType",
    "RondaScoresRequest",
    "RondaState",
    "RondaStateDeclarationsItemType1",
    "RondaStateDeclarationsItemType2Type1",
    "RondaStateDeclarationsItemType3Type1",
    "RondaStatePiles",
    "RondaStateResponse",
    "RondaStateScores",
    "RondaTally",
    "RondaTallySide",
    "RondaTallySides",
    "RondaView",
    "RondaViewPileCounts",
    "RondaViewPlay",
    "RondaViewResponse",
    "RondaViewScores",
    "RondaViewSides",
    "RondaViewsRequest",
    "RuleAnswer",
    "RuleEntry",
    "RulesCatalog",
    "ScoreItem",
    "ScoreItemDetail",
    "ScoreItemPoints",
    "ScoreSheet",
    "ScoreSheetMatch",
    "ScoreSheetTotals",
    "SeepBidMove",
    "SeepBidMoveType",
    "SeepBuildMove",
    "SeepBuildMoveType",
    "SeepCaptureMove",
    "SeepCaptureMoveType",
    "SeepHouse",
    "SeepLastCapture",
    "SeepLegalMovesRequest",
    "SeepLegalMovesResponse",
    "SeepMovesRequest",
    "SeepNewStateRequest",
    "SeepNewStateRequestOptions",
    "SeepOptions",
    "SeepOutcome",
    "SeepOutcomeEventsItem",
    "SeepOutcomeResultType0",
    "SeepOutcomeScoreDeltas",
    "SeepRedealMove",
    "SeepRedealMoveType",
    "SeepScoresRequest",
    "SeepState",
    "SeepStateBaazisWon",
    "SeepStatePiles",
    "SeepStateResponse",
    "SeepStateScores",
    "SeepStateSweeps",
    "SeepTally",
    "SeepTallyOptions",
    "SeepTallySide",
    "SeepTallySides",
    "SeepThrowMove",
    "SeepThrowMoveType",
    "SeepView",
    "SeepViewBaazisWon",
    "SeepViewCapture",
    "SeepViewHouse",
    "SeepViewPileCounts",
    "SeepViewPilesType0",
    "SeepViewResponse",
    "SeepViewScores",
    "SeepViewSides",
    "SeepViewsRequest",
    "SeepViewSweep",
    "SeepViewSweeps",
    "SessionCreated",
    "SessionCreateRequest",
    "SessionCreateRequestGame",
    "SessionCreateRequestOptions",
    "SessionHistory",
    "SessionHistoryEntry",
    "SessionHistoryEntryEventsItem",
    "SessionLegalMoves",
    "SessionMoveRequest",
    "SessionOutcome",
    "SessionOutcomeEventsItem",
    "SessionOutcomeResultType0",
    "SessionOutcomeScoreDeltas",
    "SessionRead",
    "SessionSeat",
    "SpiteAndMaliceCenterPile",
    "SpiteAndMaliceCompleted",
    "SpiteAndMaliceDiscardMove",
    "SpiteAndMaliceDiscardMoveType",
    "SpiteAndMaliceDrawMove",
    "SpiteAndMaliceDrawMoveType",
    "SpiteAndMaliceEndMove",
    "SpiteAndMaliceEndMoveType",
    "SpiteAndMaliceLegalMovesRequest",
    "SpiteAndMaliceLegalMovesResponse",
    "SpiteAndMaliceMovesRequest",
    "SpiteAndMaliceMustPlay",
    "SpiteAndMaliceNewStateRequest",
    "SpiteAndMaliceNewStateRequestOptions",
    "SpiteAndMaliceOptions",
    "SpiteAndMaliceOutcome",
    "SpiteAndMaliceOutcomeEventsItem",
    "SpiteAndMaliceOutcomeResultType0",
    "SpiteAndMaliceOutcomeScoreDeltas",
    "SpiteAndMalicePlayMove",
    "SpiteAndMalicePlayMoveSource",
    "SpiteAndMalicePlayMoveToType0",
    "SpiteAndMalicePlayMoveType",
    "SpiteAndMaliceScoresRequest",
    "SpiteAndMaliceState",
    "SpiteAndMaliceStatePhase",
    "SpiteAndMaliceStateResponse",
    "SpiteAndMaliceStateScores",
    "SpiteAndMaliceTally",
    "SpiteAndMaliceTallyPayoffLeft",
    "SpiteAndMaliceTallyPlayers",
    "SpiteAndMaliceView",
    "SpiteAndMaliceViewPile",
    "SpiteAndMaliceViewResponse",
    "SpiteAndMaliceViewScores",
    "SpiteAndMaliceViewSides",
    "SpiteAndMaliceViewsRequest",
    "Status",
    "StatusStoreType0",
    "Violation",
)
