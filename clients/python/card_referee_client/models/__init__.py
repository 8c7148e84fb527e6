""" Contains all the data models used in inputs/outputs """

from .cassino_capture_event import CassinoCaptureEvent
from .cassino_capture_event_type import CassinoCaptureEventType
from .cassino_deal_event import CassinoDealEvent
from .cassino_deal_event_type import CassinoDealEventType
from .cassino_game_end_event import CassinoGameEndEvent
from .cassino_game_end_event_piles import CassinoGameEndEventPiles
from .cassino_game_end_event_scores import CassinoGameEndEventScores
from .cassino_game_end_event_type import CassinoGameEndEventType
from .cassino_legal_moves_request import CassinoLegalMovesRequest
from .cassino_legal_moves_response import CassinoLegalMovesResponse
from .cassino_match_end_event import CassinoMatchEndEvent
from .cassino_match_end_event_scores import CassinoMatchEndEventScores
from .cassino_match_end_event_type import CassinoMatchEndEventType
from .cassino_moves_request import CassinoMovesRequest
from .cassino_new_state_request import CassinoNewStateRequest
from .cassino_new_state_request_players import CassinoNewStateRequestPlayers
from .cassino_option_choices import CassinoOptionChoices
from .cassino_option_choices_first_player_type_0 import CassinoOptionChoicesFirstPlayerType0
from .cassino_option_choices_first_player_type_1 import CassinoOptionChoicesFirstPlayerType1
from .cassino_option_choices_players import CassinoOptionChoicesPlayers
from .cassino_option_choices_target_score import CassinoOptionChoicesTargetScore
from .cassino_options import CassinoOptions
from .cassino_options_first_player_type_0 import CassinoOptionsFirstPlayerType0
from .cassino_options_first_player_type_1 import CassinoOptionsFirstPlayerType1
from .cassino_options_players import CassinoOptionsPlayers
from .cassino_options_target_score import CassinoOptionsTargetScore
from .cassino_outcome import CassinoOutcome
from .cassino_outcome_result_type_0 import CassinoOutcomeResultType0
from .cassino_outcome_score_deltas import CassinoOutcomeScoreDeltas
from .cassino_override_event import CassinoOverrideEvent
from .cassino_override_event_type import CassinoOverrideEventType
from .cassino_reservation import CassinoReservation
from .cassino_reserve_event import CassinoReserveEvent
from .cassino_reserve_event_type import CassinoReserveEventType
from .cassino_reserve_move import CassinoReserveMove
from .cassino_reserve_move_type import CassinoReserveMoveType
from .cassino_rest_to_last_capturer_event import CassinoRestToLastCapturerEvent
from .cassino_rest_to_last_capturer_event_type import CassinoRestToLastCapturerEventType
from .cassino_round_end_event import CassinoRoundEndEvent
from .cassino_round_end_event_type import CassinoRoundEndEventType
from .cassino_scores_request import CassinoScoresRequest
from .cassino_session_history_entry import CassinoSessionHistoryEntry
from .cassino_session_history_entry_type import CassinoSessionHistoryEntryType
from .cassino_session_outcome import CassinoSessionOutcome
from .cassino_session_outcome_ends_match import CassinoSessionOutcomeEndsMatch
from .cassino_session_outcome_result_type_0 import CassinoSessionOutcomeResultType0
from .cassino_session_outcome_score_deltas import CassinoSessionOutcomeScoreDeltas
from .cassino_state import CassinoState
from .cassino_state_phase import CassinoStatePhase
from .cassino_state_piles import CassinoStatePiles
from .cassino_state_response import CassinoStateResponse
from .cassino_state_scores import CassinoStateScores
from .cassino_state_sweeps import CassinoStateSweeps
from .cassino_steal_event import CassinoStealEvent
from .cassino_steal_event_type import CassinoStealEventType
from .cassino_suggestion_request import CassinoSuggestionRequest
from .cassino_suggestion_request_level import CassinoSuggestionRequestLevel
from .cassino_suggestion_response import CassinoSuggestionResponse
from .cassino_sweep_event import CassinoSweepEvent
from .cassino_sweep_event_type import CassinoSweepEventType
from .cassino_tally import CassinoTally
from .cassino_tally_players import CassinoTallyPlayers
from .cassino_tally_side import CassinoTallySide
from .cassino_tally_sides import CassinoTallySides
from .cassino_trail_event import CassinoTrailEvent
from .cassino_trail_event_type import CassinoTrailEventType
from .cassino_trail_move import CassinoTrailMove
from .cassino_trail_move_type import CassinoTrailMoveType
from .cassino_transcript_request_type_0 import CassinoTranscriptRequestType0
from .cassino_transcript_request_type_1 import CassinoTranscriptRequestType1
from .cassino_transcript_verdict import CassinoTranscriptVerdict
from .cassino_view import CassinoView
from .cassino_view_pile_counts import CassinoViewPileCounts
from .cassino_view_piles_type_0 import CassinoViewPilesType0
from .cassino_view_response import CassinoViewResponse
from .cassino_view_scores import CassinoViewScores
from .cassino_view_sweeps import CassinoViewSweeps
from .cassino_views_request import CassinoViewsRequest
from .claim import Claim
from .claim_comparison import ClaimComparison
from .claim_item import ClaimItem
from .claim_scores import ClaimScores
from .deal_row import DealRow
from .deal_row_scores import DealRowScores
from .deal_row_totals import DealRowTotals
from .describe_game_game import DescribeGameGame
from .ending import Ending
from .ending_judged import EndingJudged
from .ending_reason import EndingReason
from .entry import Entry
from .entry_game import EntryGame
from .entry_links import EntryLinks
from .event_type import EventType
from .first_illegal import FirstIllegal
from .game_info import GameInfo
from .game_info_defaults_by_players import GameInfoDefaultsByPlayers
from .game_info_defaults_by_players_additional_property import GameInfoDefaultsByPlayersAdditionalProperty
from .game_list import GameList
from .get_rule_game import GetRuleGame
from .get_rules_game import GetRulesGame
from .match_totals import MatchTotals
from .match_totals_scores import MatchTotalsScores
from .modulo_bid_event import ModuloBidEvent
from .modulo_bid_event_type import ModuloBidEventType
from .modulo_bid_move import ModuloBidMove
from .modulo_bid_move_type import ModuloBidMoveType
from .modulo_bidding_event import ModuloBiddingEvent
from .modulo_bidding_event_type import ModuloBiddingEventType
from .modulo_deal_end_event import ModuloDealEndEvent
from .modulo_deal_end_event_score_deltas import ModuloDealEndEventScoreDeltas
from .modulo_deal_end_event_scores import ModuloDealEndEventScores
from .modulo_deal_end_event_type import ModuloDealEndEventType
from .modulo_deal_event import ModuloDealEvent
from .modulo_deal_event_type import ModuloDealEventType
from .modulo_game_end_event import ModuloGameEndEvent
from .modulo_game_end_event_type import ModuloGameEndEventType
from .modulo_legal_moves_request import ModuloLegalMovesRequest
from .modulo_legal_moves_response import ModuloLegalMovesResponse
from .modulo_moves_request import ModuloMovesRequest
from .modulo_new_state_request import ModuloNewStateRequest
from .modulo_new_state_request_players import ModuloNewStateRequestPlayers
from .modulo_option_choices import ModuloOptionChoices
from .modulo_option_choices_first_dealer import ModuloOptionChoicesFirstDealer
from .modulo_option_choices_players import ModuloOptionChoicesPlayers
from .modulo_options import ModuloOptions
from .modulo_options_first_dealer import ModuloOptionsFirstDealer
from .modulo_options_players import ModuloOptionsPlayers
from .modulo_outcome import ModuloOutcome
from .modulo_outcome_result_type_0 import ModuloOutcomeResultType0
from .modulo_outcome_score_deltas import ModuloOutcomeScoreDeltas
from .modulo_play_event import ModuloPlayEvent
from .modulo_play_event_type import ModuloPlayEventType
from .modulo_play_move import ModuloPlayMove
from .modulo_play_move_type import ModuloPlayMoveType
from .modulo_result import ModuloResult
from .modulo_result_scores import ModuloResultScores
from .modulo_reveal_event import ModuloRevealEvent
from .modulo_reveal_event_type import ModuloRevealEventType
from .modulo_scored_deal import ModuloScoredDeal
from .modulo_scores_request import ModuloScoresRequest
from .modulo_session_history_entry import ModuloSessionHistoryEntry
from .modulo_session_history_entry_type import ModuloSessionHistoryEntryType
from .modulo_session_outcome import ModuloSessionOutcome
from .modulo_session_outcome_ends_match import ModuloSessionOutcomeEndsMatch
from .modulo_session_outcome_result_type_0 import ModuloSessionOutcomeResultType0
from .modulo_session_outcome_score_deltas import ModuloSessionOutcomeScoreDeltas
from .modulo_state import ModuloState
from .modulo_state_response import ModuloStateResponse
from .modulo_state_scores import ModuloStateScores
from .modulo_suggestion_request import ModuloSuggestionRequest
from .modulo_suggestion_request_level import ModuloSuggestionRequestLevel
from .modulo_suggestion_response import ModuloSuggestionResponse
from .modulo_tally import ModuloTally
from .modulo_tally_options import ModuloTallyOptions
from .modulo_tally_scores import ModuloTallyScores
from .modulo_transcript_request_type_0 import ModuloTranscriptRequestType0
from .modulo_transcript_request_type_1 import ModuloTranscriptRequestType1
from .modulo_transcript_verdict import ModuloTranscriptVerdict
from .modulo_trick import ModuloTrick
from .modulo_trick_event import ModuloTrickEvent
from .modulo_trick_event_type import ModuloTrickEventType
from .modulo_view import ModuloView
from .modulo_view_response import ModuloViewResponse
from .modulo_view_scores import ModuloViewScores
from .modulo_views_request import ModuloViewsRequest
from .option_info import OptionInfo
from .outcome import Outcome
from .problem import Problem
from .ronda_challenge_event import RondaChallengeEvent
from .ronda_challenge_event_declared import RondaChallengeEventDeclared
from .ronda_challenge_event_type import RondaChallengeEventType
from .ronda_challenge_event_verdict import RondaChallengeEventVerdict
from .ronda_challenge_move import RondaChallengeMove
from .ronda_challenge_move_type import RondaChallengeMoveType
from .ronda_deal_end_event import RondaDealEndEvent
from .ronda_deal_end_event_pile_counts import RondaDealEndEventPileCounts
from .ronda_deal_end_event_type import RondaDealEndEventType
from .ronda_deal_event import RondaDealEvent
from .ronda_deal_event_type import RondaDealEventType
from .ronda_declarations_pending_event import RondaDeclarationsPendingEvent
from .ronda_declarations_pending_event_type import RondaDeclarationsPendingEventType
from .ronda_declare_event import RondaDeclareEvent
from .ronda_declare_event_kind import RondaDeclareEventKind
from .ronda_declare_event_type import RondaDeclareEventType
from .ronda_declare_move import RondaDeclareMove
from .ronda_declare_move_kind import RondaDeclareMoveKind
from .ronda_declare_move_type import RondaDeclareMoveType
from .ronda_game_end_event import RondaGameEndEvent
from .ronda_game_end_event_reason import RondaGameEndEventReason
from .ronda_game_end_event_scores import RondaGameEndEventScores
from .ronda_game_end_event_type import RondaGameEndEventType
from .ronda_holding import RondaHolding
from .ronda_holding_kind import RondaHoldingKind
from .ronda_holding_ranks_item import RondaHoldingRanksItem
from .ronda_item import RondaItem
from .ronda_item_item import RondaItemItem
from .ronda_item_points import RondaItemPoints
from .ronda_last_play import RondaLastPlay
from .ronda_last_play_rank import RondaLastPlayRank
from .ronda_legal_moves_request import RondaLegalMovesRequest
from .ronda_legal_moves_response import RondaLegalMovesResponse
from .ronda_moves_request import RondaMovesRequest
from .ronda_new_state_request import RondaNewStateRequest
from .ronda_new_state_request_players import RondaNewStateRequestPlayers
from .ronda_option_choices import RondaOptionChoices
from .ronda_option_choices_chain_points import RondaOptionChoicesChainPoints
from .ronda_option_choices_combo_rank_order import RondaOptionChoicesComboRankOrder
from .ronda_option_choices_first_dealer_type_1 import RondaOptionChoicesFirstDealerType1
from .ronda_option_choices_first_dealer_type_2_type_1 import RondaOptionChoicesFirstDealerType2Type1
from .ronda_option_choices_first_dealer_type_3_type_1 import RondaOptionChoicesFirstDealerType3Type1
from .ronda_option_choices_players import RondaOptionChoicesPlayers
from .ronda_option_choices_tie_split import RondaOptionChoicesTieSplit
from .ronda_option_choices_tringa_points import RondaOptionChoicesTringaPoints
from .ronda_option_choices_undeclared_ronda_penalty import RondaOptionChoicesUndeclaredRondaPenalty
from .ronda_options import RondaOptions
from .ronda_options_chain_points import RondaOptionsChainPoints
from .ronda_options_combo_rank_order import RondaOptionsComboRankOrder
from .ronda_options_first_dealer_type_1 import RondaOptionsFirstDealerType1
from .ronda_options_first_dealer_type_2_type_1 import RondaOptionsFirstDealerType2Type1
from .ronda_options_first_dealer_type_3_type_1 import RondaOptionsFirstDealerType3Type1
from .ronda_options_players import RondaOptionsPlayers
from .ronda_options_tie_split import RondaOptionsTieSplit
from .ronda_options_tringa_points import RondaOptionsTringaPoints
from .ronda_options_undeclared_ronda_penalty import RondaOptionsUndeclaredRondaPenalty
from .ronda_outcome import RondaOutcome
from .ronda_outcome_result_type_0 import RondaOutcomeResultType0
from .ronda_outcome_score_deltas import RondaOutcomeScoreDeltas
from .ronda_play_event import RondaPlayEvent
from .ronda_play_event_action import RondaPlayEventAction
from .ronda_play_event_combination import RondaPlayEventCombination
from .ronda_play_event_type import RondaPlayEventType
from .ronda_play_move import RondaPlayMove
from .ronda_play_move_type import RondaPlayMoveType
from .ronda_score_event import RondaScoreEvent
from .ronda_score_event_points import RondaScoreEventPoints
from .ronda_score_event_step import RondaScoreEventStep
from .ronda_score_event_type import RondaScoreEventType
from .ronda_scores_request import RondaScoresRequest
from .ronda_session_history_entry import RondaSessionHistoryEntry
from .ronda_session_history_entry_type import RondaSessionHistoryEntryType
from .ronda_session_outcome import RondaSessionOutcome
from .ronda_session_outcome_ends_match import RondaSessionOutcomeEndsMatch
from .ronda_session_outcome_result_type_0 import RondaSessionOutcomeResultType0
from .ronda_session_outcome_score_deltas import RondaSessionOutcomeScoreDeltas
from .ronda_state import RondaState
from .ronda_state_declarations_item_type_1 import RondaStateDeclarationsItemType1
from .ronda_state_declarations_item_type_2_type_1 import RondaStateDeclarationsItemType2Type1
from .ronda_state_declarations_item_type_3_type_1 import RondaStateDeclarationsItemType3Type1
from .ronda_state_piles import RondaStatePiles
from .ronda_state_response import RondaStateResponse
from .ronda_state_scores import RondaStateScores
from .ronda_suggestion_request import RondaSuggestionRequest
from .ronda_suggestion_request_level import RondaSuggestionRequestLevel
from .ronda_suggestion_response import RondaSuggestionResponse
from .ronda_sweep_event import RondaSweepEvent
from .ronda_sweep_event_type import RondaSweepEventType
from .ronda_tally import RondaTally
from .ronda_tally_side import RondaTallySide
from .ronda_tally_sides import RondaTallySides
from .ronda_transcript_request_type_0 import RondaTranscriptRequestType0
from .ronda_transcript_request_type_1 import RondaTranscriptRequestType1
from .ronda_transcript_verdict import RondaTranscriptVerdict
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
from .score_sheet import ScoreSheet
from .score_sheet_covers import ScoreSheetCovers
from .score_sheet_totals import ScoreSheetTotals
from .seep_bid_event import SeepBidEvent
from .seep_bid_event_type import SeepBidEventType
from .seep_bid_move import SeepBidMove
from .seep_bid_move_type import SeepBidMoveType
from .seep_build_move import SeepBuildMove
from .seep_build_move_type import SeepBuildMoveType
from .seep_capture_event import SeepCaptureEvent
from .seep_capture_event_type import SeepCaptureEventType
from .seep_capture_move import SeepCaptureMove
from .seep_capture_move_type import SeepCaptureMoveType
from .seep_deal_end_event import SeepDealEndEvent
from .seep_deal_end_event_reason import SeepDealEndEventReason
from .seep_deal_end_event_type import SeepDealEndEventType
from .seep_deal_event import SeepDealEvent
from .seep_deal_event_stage import SeepDealEventStage
from .seep_deal_event_type import SeepDealEventType
from .seep_game_end_event import SeepGameEndEvent
from .seep_game_end_event_baazis_won import SeepGameEndEventBaazisWon
from .seep_game_end_event_reason import SeepGameEndEventReason
from .seep_game_end_event_totals import SeepGameEndEventTotals
from .seep_game_end_event_type import SeepGameEndEventType
from .seep_house import SeepHouse
from .seep_house_event import SeepHouseEvent
from .seep_house_event_type import SeepHouseEventType
from .seep_last_capture import SeepLastCapture
from .seep_leftover_event import SeepLeftoverEvent
from .seep_leftover_event_type import SeepLeftoverEventType
from .seep_legal_moves_request import SeepLegalMovesRequest
from .seep_legal_moves_response import SeepLegalMovesResponse
from .seep_match_end_event import SeepMatchEndEvent
from .seep_match_end_event_baazis_won import SeepMatchEndEventBaazisWon
from .seep_match_end_event_scores import SeepMatchEndEventScores
from .seep_match_end_event_type import SeepMatchEndEventType
from .seep_moves_request import SeepMovesRequest
from .seep_new_state_request import SeepNewStateRequest
from .seep_new_state_request_players import SeepNewStateRequestPlayers
from .seep_option_choices import SeepOptionChoices
from .seep_option_choices_first_dealer_type_1 import SeepOptionChoicesFirstDealerType1
from .seep_option_choices_first_dealer_type_2_type_1 import SeepOptionChoicesFirstDealerType2Type1
from .seep_option_choices_first_dealer_type_3_type_1 import SeepOptionChoicesFirstDealerType3Type1
from .seep_option_choices_players import SeepOptionChoicesPlayers
from .seep_options import SeepOptions
from .seep_options_first_dealer_type_1 import SeepOptionsFirstDealerType1
from .seep_options_first_dealer_type_2_type_1 import SeepOptionsFirstDealerType2Type1
from .seep_options_first_dealer_type_3_type_1 import SeepOptionsFirstDealerType3Type1
from .seep_options_players import SeepOptionsPlayers
from .seep_outcome import SeepOutcome
from .seep_outcome_result_type_0 import SeepOutcomeResultType0
from .seep_outcome_score_deltas import SeepOutcomeScoreDeltas
from .seep_pickup_event import SeepPickupEvent
from .seep_pickup_event_type import SeepPickupEventType
from .seep_redeal_event import SeepRedealEvent
from .seep_redeal_event_type import SeepRedealEventType
from .seep_redeal_move import SeepRedealMove
from .seep_redeal_move_type import SeepRedealMoveType
from .seep_reveal_event import SeepRevealEvent
from .seep_reveal_event_type import SeepRevealEventType
from .seep_round_end_event import SeepRoundEndEvent
from .seep_round_end_event_deal_scores import SeepRoundEndEventDealScores
from .seep_round_end_event_totals import SeepRoundEndEventTotals
from .seep_round_end_event_type import SeepRoundEndEventType
from .seep_scores_request import SeepScoresRequest
from .seep_session_history_entry import SeepSessionHistoryEntry
from .seep_session_history_entry_type import SeepSessionHistoryEntryType
from .seep_session_outcome import SeepSessionOutcome
from .seep_session_outcome_ends_match import SeepSessionOutcomeEndsMatch
from .seep_session_outcome_result_type_0 import SeepSessionOutcomeResultType0
from .seep_session_outcome_score_deltas import SeepSessionOutcomeScoreDeltas
from .seep_state import SeepState
from .seep_state_baazis_won import SeepStateBaazisWon
from .seep_state_piles import SeepStatePiles
from .seep_state_response import SeepStateResponse
from .seep_state_scores import SeepStateScores
from .seep_state_sweeps import SeepStateSweeps
from .seep_suggestion_request import SeepSuggestionRequest
from .seep_suggestion_request_level import SeepSuggestionRequestLevel
from .seep_suggestion_response import SeepSuggestionResponse
from .seep_sweep_event import SeepSweepEvent
from .seep_sweep_event_type import SeepSweepEventType
from .seep_tally import SeepTally
from .seep_tally_options import SeepTallyOptions
from .seep_tally_side import SeepTallySide
from .seep_tally_sides import SeepTallySides
from .seep_throw_event import SeepThrowEvent
from .seep_throw_event_type import SeepThrowEventType
from .seep_throw_move import SeepThrowMove
from .seep_throw_move_type import SeepThrowMoveType
from .seep_transcript_request_type_0 import SeepTranscriptRequestType0
from .seep_transcript_request_type_1 import SeepTranscriptRequestType1
from .seep_transcript_verdict import SeepTranscriptVerdict
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
from .session_bot_request import SessionBotRequest
from .session_bot_request_level import SessionBotRequestLevel
from .session_bot_seated import SessionBotSeated
from .session_bot_seated_bot import SessionBotSeatedBot
from .session_bot_seated_bots import SessionBotSeatedBots
from .session_bot_seated_bots_additional_property import SessionBotSeatedBotsAdditionalProperty
from .session_clock import SessionClock
from .session_clock_on_timeout import SessionClockOnTimeout
from .session_clock_request import SessionClockRequest
from .session_clock_request_bot import SessionClockRequestBot
from .session_clock_request_on_timeout import SessionClockRequestOnTimeout
from .session_clocks import SessionClocks
from .session_create_request import SessionCreateRequest
from .session_create_request_bots import SessionCreateRequestBots
from .session_create_request_bots_additional_property import SessionCreateRequestBotsAdditionalProperty
from .session_create_request_names import SessionCreateRequestNames
from .session_create_request_options import SessionCreateRequestOptions
from .session_created import SessionCreated
from .session_end import SessionEnd
from .session_end_by import SessionEndBy
from .session_end_reason import SessionEndReason
from .session_hello import SessionHello
from .session_history import SessionHistory
from .session_join_code import SessionJoinCode
from .session_joined import SessionJoined
from .session_legal_moves import SessionLegalMoves
from .session_move import SessionMove
from .session_move_request import SessionMoveRequest
from .session_read import SessionRead
from .session_read_bots import SessionReadBots
from .session_read_bots_additional_property import SessionReadBotsAdditionalProperty
from .session_read_names import SessionReadNames
from .session_resign_request import SessionResignRequest
from .session_seat import SessionSeat
from .session_seat_bot_type_1 import SessionSeatBotType1
from .session_seat_bot_type_2_type_1 import SessionSeatBotType2Type1
from .session_seat_bot_type_3_type_1 import SessionSeatBotType3Type1
from .session_seat_clock import SessionSeatClock
from .session_seat_returned import SessionSeatReturned
from .session_seat_returned_bots import SessionSeatReturnedBots
from .session_seat_returned_bots_additional_property import SessionSeatReturnedBotsAdditionalProperty
from .session_stream_end_event import SessionStreamEndEvent
from .session_stream_end_event_event import SessionStreamEndEventEvent
from .session_stream_error import SessionStreamError
from .session_stream_error_code import SessionStreamErrorCode
from .session_stream_error_event import SessionStreamErrorEvent
from .session_stream_error_event_event import SessionStreamErrorEventEvent
from .session_stream_hello_event import SessionStreamHelloEvent
from .session_stream_hello_event_event import SessionStreamHelloEventEvent
from .session_stream_move_event import SessionStreamMoveEvent
from .session_stream_move_event_event import SessionStreamMoveEventEvent
from .session_table_change import SessionTableChange
from .session_webhook import SessionWebhook
from .session_webhook_deliveries import SessionWebhookDeliveries
from .session_webhook_redelivered import SessionWebhookRedelivered
from .session_webhook_set import SessionWebhookSet
from .sheet_item import SheetItem
from .sheet_item_points import SheetItemPoints
from .spite_and_malice_center_pile import SpiteAndMaliceCenterPile
from .spite_and_malice_completed import SpiteAndMaliceCompleted
from .spite_and_malice_deal_end_event import SpiteAndMaliceDealEndEvent
from .spite_and_malice_deal_end_event_payoff_left import SpiteAndMaliceDealEndEventPayoffLeft
from .spite_and_malice_deal_end_event_points import SpiteAndMaliceDealEndEventPoints
from .spite_and_malice_deal_end_event_type import SpiteAndMaliceDealEndEventType
from .spite_and_malice_deal_event import SpiteAndMaliceDealEvent
from .spite_and_malice_deal_event_type import SpiteAndMaliceDealEventType
from .spite_and_malice_discard_event import SpiteAndMaliceDiscardEvent
from .spite_and_malice_discard_event_type import SpiteAndMaliceDiscardEventType
from .spite_and_malice_discard_move import SpiteAndMaliceDiscardMove
from .spite_and_malice_discard_move_type import SpiteAndMaliceDiscardMoveType
from .spite_and_malice_draw_event import SpiteAndMaliceDrawEvent
from .spite_and_malice_draw_event_type import SpiteAndMaliceDrawEventType
from .spite_and_malice_draw_move import SpiteAndMaliceDrawMove
from .spite_and_malice_draw_move_type import SpiteAndMaliceDrawMoveType
from .spite_and_malice_end_move import SpiteAndMaliceEndMove
from .spite_and_malice_end_move_type import SpiteAndMaliceEndMoveType
from .spite_and_malice_legal_moves_request import SpiteAndMaliceLegalMovesRequest
from .spite_and_malice_legal_moves_response import SpiteAndMaliceLegalMovesResponse
from .spite_and_malice_match_end_event import SpiteAndMaliceMatchEndEvent
from .spite_and_malice_match_end_event_scores import SpiteAndMaliceMatchEndEventScores
from .spite_and_malice_match_end_event_type import SpiteAndMaliceMatchEndEventType
from .spite_and_malice_moves_request import SpiteAndMaliceMovesRequest
from .spite_and_malice_must_play import SpiteAndMaliceMustPlay
from .spite_and_malice_must_play_source import SpiteAndMaliceMustPlaySource
from .spite_and_malice_new_state_request import SpiteAndMaliceNewStateRequest
from .spite_and_malice_new_state_request_players import SpiteAndMaliceNewStateRequestPlayers
from .spite_and_malice_option_choices import SpiteAndMaliceOptionChoices
from .spite_and_malice_option_choices_first_player_tie import SpiteAndMaliceOptionChoicesFirstPlayerTie
from .spite_and_malice_option_choices_match_mode import SpiteAndMaliceOptionChoicesMatchMode
from .spite_and_malice_option_choices_packs import SpiteAndMaliceOptionChoicesPacks
from .spite_and_malice_option_choices_players import SpiteAndMaliceOptionChoicesPlayers
from .spite_and_malice_options import SpiteAndMaliceOptions
from .spite_and_malice_options_first_player_tie import SpiteAndMaliceOptionsFirstPlayerTie
from .spite_and_malice_options_match_mode import SpiteAndMaliceOptionsMatchMode
from .spite_and_malice_options_packs import SpiteAndMaliceOptionsPacks
from .spite_and_malice_options_players import SpiteAndMaliceOptionsPlayers
from .spite_and_malice_outcome import SpiteAndMaliceOutcome
from .spite_and_malice_outcome_result_type_0 import SpiteAndMaliceOutcomeResultType0
from .spite_and_malice_outcome_score_deltas import SpiteAndMaliceOutcomeScoreDeltas
from .spite_and_malice_payoff_top_event import SpiteAndMalicePayoffTopEvent
from .spite_and_malice_payoff_top_event_type import SpiteAndMalicePayoffTopEventType
from .spite_and_malice_pile_completed_event import SpiteAndMalicePileCompletedEvent
from .spite_and_malice_pile_completed_event_type import SpiteAndMalicePileCompletedEventType
from .spite_and_malice_play_event import SpiteAndMalicePlayEvent
from .spite_and_malice_play_event_source import SpiteAndMalicePlayEventSource
from .spite_and_malice_play_event_type import SpiteAndMalicePlayEventType
from .spite_and_malice_play_move import SpiteAndMalicePlayMove
from .spite_and_malice_play_move_source import SpiteAndMalicePlayMoveSource
from .spite_and_malice_play_move_to_type_0 import SpiteAndMalicePlayMoveToType0
from .spite_and_malice_play_move_type import SpiteAndMalicePlayMoveType
from .spite_and_malice_recycle_event import SpiteAndMaliceRecycleEvent
from .spite_and_malice_recycle_event_piles import SpiteAndMaliceRecycleEventPiles
from .spite_and_malice_recycle_event_type import SpiteAndMaliceRecycleEventType
from .spite_and_malice_refill_event import SpiteAndMaliceRefillEvent
from .spite_and_malice_refill_event_type import SpiteAndMaliceRefillEventType
from .spite_and_malice_reshuffle_event import SpiteAndMaliceReshuffleEvent
from .spite_and_malice_reshuffle_event_type import SpiteAndMaliceReshuffleEventType
from .spite_and_malice_scores_request import SpiteAndMaliceScoresRequest
from .spite_and_malice_second_chance_cancelled_event import SpiteAndMaliceSecondChanceCancelledEvent
from .spite_and_malice_second_chance_cancelled_event_type import SpiteAndMaliceSecondChanceCancelledEventType
from .spite_and_malice_second_chance_event import SpiteAndMaliceSecondChanceEvent
from .spite_and_malice_second_chance_event_type import SpiteAndMaliceSecondChanceEventType
from .spite_and_malice_session_history_entry import SpiteAndMaliceSessionHistoryEntry
from .spite_and_malice_session_history_entry_type import SpiteAndMaliceSessionHistoryEntryType
from .spite_and_malice_session_outcome import SpiteAndMaliceSessionOutcome
from .spite_and_malice_session_outcome_ends_match import SpiteAndMaliceSessionOutcomeEndsMatch
from .spite_and_malice_session_outcome_result_type_0 import SpiteAndMaliceSessionOutcomeResultType0
from .spite_and_malice_session_outcome_score_deltas import SpiteAndMaliceSessionOutcomeScoreDeltas
from .spite_and_malice_state import SpiteAndMaliceState
from .spite_and_malice_state_phase import SpiteAndMaliceStatePhase
from .spite_and_malice_state_response import SpiteAndMaliceStateResponse
from .spite_and_malice_state_scores import SpiteAndMaliceStateScores
from .spite_and_malice_suggestion_request import SpiteAndMaliceSuggestionRequest
from .spite_and_malice_suggestion_request_level import SpiteAndMaliceSuggestionRequestLevel
from .spite_and_malice_suggestion_response import SpiteAndMaliceSuggestionResponse
from .spite_and_malice_tally import SpiteAndMaliceTally
from .spite_and_malice_tally_payoff_left import SpiteAndMaliceTallyPayoffLeft
from .spite_and_malice_tally_players import SpiteAndMaliceTallyPlayers
from .spite_and_malice_transcript_request_type_0 import SpiteAndMaliceTranscriptRequestType0
from .spite_and_malice_transcript_request_type_1 import SpiteAndMaliceTranscriptRequestType1
from .spite_and_malice_transcript_verdict import SpiteAndMaliceTranscriptVerdict
from .spite_and_malice_turn_end_event import SpiteAndMaliceTurnEndEvent
from .spite_and_malice_turn_end_event_type import SpiteAndMaliceTurnEndEventType
from .spite_and_malice_view import SpiteAndMaliceView
from .spite_and_malice_view_pile import SpiteAndMaliceViewPile
from .spite_and_malice_view_response import SpiteAndMaliceViewResponse
from .spite_and_malice_view_scores import SpiteAndMaliceViewScores
from .spite_and_malice_view_sides import SpiteAndMaliceViewSides
from .spite_and_malice_views_request import SpiteAndMaliceViewsRequest
from .standing import Standing
from .status import Status
from .status_store_type_0 import StatusStoreType0
from .transcript import Transcript
from .transcript_options import TranscriptOptions
from .violation import Violation
from .webhook_attempt import WebhookAttempt
from .webhook_attempt_result import WebhookAttemptResult
from .webhook_message import WebhookMessage
from .webhook_redeliver_request import WebhookRedeliverRequest
from .webhook_request import WebhookRequest
from .webhook_request_events_item import WebhookRequestEventsItem

__all__ = (
    "CassinoCaptureEvent",
    "CassinoCaptureEventType",
    "CassinoDealEvent",
    "CassinoDealEventType",
    "CassinoGameEndEvent",
    "CassinoGameEndEventPiles",
    "CassinoGameEndEventScores",
    "CassinoGameEndEventType",
    "CassinoLegalMovesRequest",
    "CassinoLegalMovesResponse",
    "CassinoMatchEndEvent",
    "CassinoMatchEndEventScores",
    "CassinoMatchEndEventType",
    "CassinoMovesRequest",
    "CassinoNewStateRequest",
    "CassinoNewStateRequestPlayers",
    "CassinoOptionChoices",
    "CassinoOptionChoicesFirstPlayerType0",
    "CassinoOptionChoicesFirstPlayerType1",
    "CassinoOptionChoicesPlayers",
    "CassinoOptionChoicesTargetScore",
    "CassinoOptions",
    "CassinoOptionsFirstPlayerType0",
    "CassinoOptionsFirstPlayerType1",
    "CassinoOptionsPlayers",
    "CassinoOptionsTargetScore",
    "CassinoOutcome",
    "CassinoOutcomeResultType0",
    "CassinoOutcomeScoreDeltas",
    "CassinoOverrideEvent",
    "CassinoOverrideEventType",
    "CassinoReservation",
    "CassinoReserveEvent",
    "CassinoReserveEventType",
    "CassinoReserveMove",
    "CassinoReserveMoveType",
    "CassinoRestToLastCapturerEvent",
    "CassinoRestToLastCapturerEventType",
    "CassinoRoundEndEvent",
    "CassinoRoundEndEventType",
    "CassinoScoresRequest",
    "CassinoSessionHistoryEntry",
    "CassinoSessionHistoryEntryType",
    "CassinoSessionOutcome",
    "CassinoSessionOutcomeEndsMatch",
    "CassinoSessionOutcomeResultType0",
    "CassinoSessionOutcomeScoreDeltas",
    "CassinoState",
    "CassinoStatePhase",
    "CassinoStatePiles",
    "CassinoStateResponse",
    "CassinoStateScores",
    "CassinoStateSweeps",
    "CassinoStealEvent",
    "CassinoStealEventType",
    "CassinoSuggestionRequest",
    "CassinoSuggestionRequestLevel",
    "CassinoSuggestionResponse",
    "CassinoSweepEvent",
    "CassinoSweepEventType",
    "CassinoTally",
    "CassinoTallyPlayers",
    "CassinoTallySide",
    "CassinoTallySides",
    "CassinoTrailEvent",
    "CassinoTrailEventType",
    "CassinoTrailMove",
    "CassinoTrailMoveType",
    "CassinoTranscriptRequestType0",
    "CassinoTranscriptRequestType1",
    "CassinoTranscriptVerdict",
    "CassinoView",
    "CassinoViewPileCounts",
    "CassinoViewPilesType0",
    "CassinoViewResponse",
    "CassinoViewScores",
    "CassinoViewsRequest",
    "CassinoViewSweeps",
    "Claim",
    "ClaimComparison",
    "ClaimItem",
    "ClaimScores",
    "DealRow",
    "DealRowScores",
    "DealRowTotals",
    "DescribeGameGame",
    "Ending",
    "EndingJudged",
    "EndingReason",
    "Entry",
    "EntryGame",
    "EntryLinks",
    "EventType",
    "FirstIllegal",
    "GameInfo",
    "GameInfoDefaultsByPlayers",
    "GameInfoDefaultsByPlayersAdditionalProperty",
    "GameList",
    "GetRuleGame",
    "GetRulesGame",
    "MatchTotals",
    "MatchTotalsScores",
    "ModuloBiddingEvent",
    "ModuloBiddingEventType",
    "ModuloBidEvent",
    "ModuloBidEventType",
    "ModuloBidMove",
    "ModuloBidMoveType",
    "ModuloDealEndEvent",
    "ModuloDealEndEventScoreDeltas",
    "ModuloDealEndEventScores",
    "ModuloDealEndEventType",
    "ModuloDealEvent",
    "ModuloDealEventType",
    "ModuloGameEndEvent",
    "ModuloGameEndEventType",
    "ModuloLegalMovesRequest",
    "ModuloLegalMovesResponse",
    "ModuloMovesRequest",
    "ModuloNewStateRequest",
    "ModuloNewStateRequestPlayers",
    "ModuloOptionChoices",
    "ModuloOptionChoicesFirstDealer",
    "ModuloOptionChoicesPlayers",
    "ModuloOptions",
    "ModuloOptionsFirstDealer",
    "ModuloOptionsPlayers",
    "ModuloOutcome",
    "ModuloOutcomeResultType0",
    "ModuloOutcomeScoreDeltas",
    "ModuloPlayEvent",
    "ModuloPlayEventType",
    "ModuloPlayMove",
    "ModuloPlayMoveType",
    "ModuloResult",
    "ModuloResultScores",
    "ModuloRevealEvent",
    "ModuloRevealEventType",
    "ModuloScoredDeal",
    "ModuloScoresRequest",
    "ModuloSessionHistoryEntry",
    "ModuloSessionHistoryEntryType",
    "ModuloSessionOutcome",
    "ModuloSessionOutcomeEndsMatch",
    "ModuloSessionOutcomeResultType0",
    "ModuloSessionOutcomeScoreDeltas",
    "ModuloState",
    "ModuloStateResponse",
    "ModuloStateScores",
    "ModuloSuggestionRequest",
    "ModuloSuggestionRequestLevel",
    "ModuloSuggestionResponse",
    "ModuloTally",
    "ModuloTallyOptions",
    "ModuloTallyScores",
    "ModuloTranscriptRequestType0",
    "ModuloTranscriptRequestType1",
    "ModuloTranscriptVerdict",
    "ModuloTrick",
    "ModuloTrickEvent",
    "ModuloTrickEventType",
    "ModuloView",
    "ModuloViewResponse",
    "ModuloViewScores",
    "ModuloViewsRequest",
    "OptionInfo",
    "Outcome",
    "Problem",
    "RondaChallengeEvent",
    "RondaChallengeEventDeclared",
    "RondaChallengeEventType",
    "RondaChallengeEventVerdict",
    "RondaChallengeMove",
    "RondaChallengeMoveType",
    "RondaDealEndEvent",
    "RondaDealEndEventPileCounts",
    "RondaDealEndEventType",
    "RondaDealEvent",
    "RondaDealEventType",
    "RondaDeclarationsPendingEvent",
    "RondaDeclarationsPendingEventType",
    "RondaDeclareEvent",
    "RondaDeclareEventKind",
    "RondaDeclareEventType",
    "RondaDeclareMove",
    "RondaDeclareMoveKind",
    "RondaDeclareMoveType",
    "RondaGameEndEvent",
    "RondaGameEndEventReason",
    "RondaGameEndEventScores",
    "RondaGameEndEventType",
    "RondaHolding",
    "RondaHoldingKind",
    "RondaHoldingRanksItem",
    "RondaItem",
    "RondaItemItem",
    "RondaItemPoints",
    "RondaLastPlay",
    "RondaLastPlayRank",
    "RondaLegalMovesRequest",
    "RondaLegalMovesResponse",
    "RondaMovesRequest",
    "RondaNewStateRequest",
    "RondaNewStateRequestPlayers",
    "RondaOptionChoices",
    "RondaOptionChoicesChainPoints",
    "RondaOptionChoicesComboRankOrder",
    "RondaOptionChoicesFirstDealerType1",
    "RondaOptionChoicesFirstDealerType2Type1",
    "RondaOptionChoicesFirstDealerType3Type1",
    "RondaOptionChoicesPlayers",
    "RondaOptionChoicesTieSplit",
    "RondaOptionChoicesTringaPoints",
    "RondaOptionChoicesUndeclaredRondaPenalty",
    "RondaOptions",
    "RondaOptionsChainPoints",
    "RondaOptionsComboRankOrder",
    "RondaOptionsFirstDealerType1",
    "RondaOptionsFirstDealerType2Type1",
    "RondaOptionsFirstDealerType3Type1",
    "RondaOptionsPlayers",
    "RondaOptionsTieSplit",
    "RondaOptionsTringaPoints",
    "RondaOptionsUndeclaredRondaPenalty",
    "RondaOutcome",
    "RondaOutcomeResultType0",
    "RondaOutcomeScoreDeltas",
    "RondaPlayEvent",
    "RondaPlayEventAction",
    "RondaPlayEventCombination",
    "RondaPlayEventType",
    "RondaPlayMove",
    "RondaPlayMoveType",
    "RondaScoreEvent",
    "RondaScoreEventPoints",
    "RondaScoreEventStep",
    "RondaScoreEventType",
    "RondaScoresRequest",
    "RondaSessionHistoryEntry",
    "RondaSessionHistoryEntryType",
    "RondaSessionOutcome",
    "RondaSessionOutcomeEndsMatch",
    "RondaSessionOutcomeResultType0",
    "RondaSessionOutcomeScoreDeltas",
    "RondaState",
    "RondaStateDeclarationsItemType1",
    "RondaStateDeclarationsItemType2Type1",
    "RondaStateDeclarationsItemType3Type1",
    "RondaStatePiles",
    "RondaStateResponse",
    "RondaStateScores",
    "RondaSuggestionRequest",
    "RondaSuggestionRequestLevel",
    "RondaSuggestionResponse",
    "RondaSweepEvent",
    "RondaSweepEventType",
    "RondaTally",
    "RondaTallySide",
    "RondaTallySides",
    "RondaTranscriptRequestType0",
    "RondaTranscriptRequestType1",
    "RondaTranscriptVerdict",
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
    "ScoreSheet",
    "ScoreSheetCovers",
    "ScoreSheetTotals",
    "SeepBidEvent",
    "SeepBidEventType",
    "SeepBidMove",
    "SeepBidMoveType",
    "SeepBuildMove",
    "SeepBuildMoveType",
    "SeepCaptureEvent",
    "SeepCaptureEventType",
    "SeepCaptureMove",
    "SeepCaptureMoveType",
    "SeepDealEndEvent",
    "SeepDealEndEventReason",
    "SeepDealEndEventType",
    "SeepDealEvent",
    "SeepDealEventStage",
    "SeepDealEventType",
    "SeepGameEndEvent",
    "SeepGameEndEventBaazisWon",
    "SeepGameEndEventReason",
    "SeepGameEndEventTotals",
    "SeepGameEndEventType",
    "SeepHouse",
    "SeepHouseEvent",
    "SeepHouseEventType",
    "SeepLastCapture",
    "SeepLeftoverEvent",
    "SeepLeftoverEventType",
    "SeepLegalMovesRequest",
    "SeepLegalMovesResponse",
    "SeepMatchEndEvent",
    "SeepMatchEndEventBaazisWon",
    "SeepMatchEndEventScores",
    "SeepMatchEndEventType",
    "SeepMovesRequest",
    "SeepNewStateRequest",
    "SeepNewStateRequestPlayers",
    "SeepOptionChoices",
    "SeepOptionChoicesFirstDealerType1",
    "SeepOptionChoicesFirstDealerType2Type1",
    "SeepOptionChoicesFirstDealerType3Type1",
    "SeepOptionChoicesPlayers",
    "SeepOptions",
    "SeepOptionsFirstDealerType1",
    "SeepOptionsFirstDealerType2Type1",
    "SeepOptionsFirstDealerType3Type1",
    "SeepOptionsPlayers",
    "SeepOutcome",
    "SeepOutcomeResultType0",
    "SeepOutcomeScoreDeltas",
    "SeepPickupEvent",
    "SeepPickupEventType",
    "SeepRedealEvent",
    "SeepRedealEventType",
    "SeepRedealMove",
    "SeepRedealMoveType",
    "SeepRevealEvent",
    "SeepRevealEventType",
    "SeepRoundEndEvent",
    "SeepRoundEndEventDealScores",
    "SeepRoundEndEventTotals",
    "SeepRoundEndEventType",
    "SeepScoresRequest",
    "SeepSessionHistoryEntry",
    "SeepSessionHistoryEntryType",
    "SeepSessionOutcome",
    "SeepSessionOutcomeEndsMatch",
    "SeepSessionOutcomeResultType0",
    "SeepSessionOutcomeScoreDeltas",
    "SeepState",
    "SeepStateBaazisWon",
    "SeepStatePiles",
    "SeepStateResponse",
    "SeepStateScores",
    "SeepStateSweeps",
    "SeepSuggestionRequest",
    "SeepSuggestionRequestLevel",
    "SeepSuggestionResponse",
    "SeepSweepEvent",
    "SeepSweepEventType",
    "SeepTally",
    "SeepTallyOptions",
    "SeepTallySide",
    "SeepTallySides",
    "SeepThrowEvent",
    "SeepThrowEventType",
    "SeepThrowMove",
    "SeepThrowMoveType",
    "SeepTranscriptRequestType0",
    "SeepTranscriptRequestType1",
    "SeepTranscriptVerdict",
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
    "SessionBotRequest",
    "SessionBotRequestLevel",
    "SessionBotSeated",
    "SessionBotSeatedBot",
    "SessionBotSeatedBots",
    "SessionBotSeatedBotsAdditionalProperty",
    "SessionClock",
    "SessionClockOnTimeout",
    "SessionClockRequest",
    "SessionClockRequestBot",
    "SessionClockRequestOnTimeout",
    "SessionClocks",
    "SessionCreated",
    "SessionCreateRequest",
    "SessionCreateRequestBots",
    "SessionCreateRequestBotsAdditionalProperty",
    "SessionCreateRequestNames",
    "SessionCreateRequestOptions",
    "SessionEnd",
    "SessionEndBy",
    "SessionEndReason",
    "SessionHello",
    "SessionHistory",
    "SessionJoinCode",
    "SessionJoined",
    "SessionLegalMoves",
    "SessionMove",
    "SessionMoveRequest",
    "SessionRead",
    "SessionReadBots",
    "SessionReadBotsAdditionalProperty",
    "SessionReadNames",
    "SessionResignRequest",
    "SessionSeat",
    "SessionSeatBotType1",
    "SessionSeatBotType2Type1",
    "SessionSeatBotType3Type1",
    "SessionSeatClock",
    "SessionSeatReturned",
    "SessionSeatReturnedBots",
    "SessionSeatReturnedBotsAdditionalProperty",
    "SessionStreamEndEvent",
    "SessionStreamEndEventEvent",
    "SessionStreamError",
    "SessionStreamErrorCode",
    "SessionStreamErrorEvent",
    "SessionStreamErrorEventEvent",
    "SessionStreamHelloEvent",
    "SessionStreamHelloEventEvent",
    "SessionStreamMoveEvent",
    "SessionStreamMoveEventEvent",
    "SessionTableChange",
    "SessionWebhook",
    "SessionWebhookDeliveries",
    "SessionWebhookRedelivered",
    "SessionWebhookSet",
    "SheetItem",
    "SheetItemPoints",
    "SpiteAndMaliceCenterPile",
    "SpiteAndMaliceCompleted",
    "SpiteAndMaliceDealEndEvent",
    "SpiteAndMaliceDealEndEventPayoffLeft",
    "SpiteAndMaliceDealEndEventPoints",
    "SpiteAndMaliceDealEndEventType",
    "SpiteAndMaliceDealEvent",
    "SpiteAndMaliceDealEventType",
    "SpiteAndMaliceDiscardEvent",
    "SpiteAndMaliceDiscardEventType",
    "SpiteAndMaliceDiscardMove",
    "SpiteAndMaliceDiscardMoveType",
    "SpiteAndMaliceDrawEvent",
    "SpiteAndMaliceDrawEventType",
    "SpiteAndMaliceDrawMove",
    "SpiteAndMaliceDrawMoveType",
    "SpiteAndMaliceEndMove",
    "SpiteAndMaliceEndMoveType",
    "SpiteAndMaliceLegalMovesRequest",
    "SpiteAndMaliceLegalMovesResponse",
    "SpiteAndMaliceMatchEndEvent",
    "SpiteAndMaliceMatchEndEventScores",
    "SpiteAndMaliceMatchEndEventType",
    "SpiteAndMaliceMovesRequest",
    "SpiteAndMaliceMustPlay",
    "SpiteAndMaliceMustPlaySource",
    "SpiteAndMaliceNewStateRequest",
    "SpiteAndMaliceNewStateRequestPlayers",
    "SpiteAndMaliceOptionChoices",
    "SpiteAndMaliceOptionChoicesFirstPlayerTie",
    "SpiteAndMaliceOptionChoicesMatchMode",
    "SpiteAndMaliceOptionChoicesPacks",
    "SpiteAndMaliceOptionChoicesPlayers",
    "SpiteAndMaliceOptions",
    "SpiteAndMaliceOptionsFirstPlayerTie",
    "SpiteAndMaliceOptionsMatchMode",
    "SpiteAndMaliceOptionsPacks",
    "SpiteAndMaliceOptionsPlayers",
    "SpiteAndMaliceOutcome",
    "SpiteAndMaliceOutcomeResultType0",
    "SpiteAndMaliceOutcomeScoreDeltas",
    "SpiteAndMalicePayoffTopEvent",
    "SpiteAndMalicePayoffTopEventType",
    "SpiteAndMalicePileCompletedEvent",
    "SpiteAndMalicePileCompletedEventType",
    "SpiteAndMalicePlayEvent",
    "SpiteAndMalicePlayEventSource",
    "SpiteAndMalicePlayEventType",
    "SpiteAndMalicePlayMove",
    "SpiteAndMalicePlayMoveSource",
    "SpiteAndMalicePlayMoveToType0",
    "SpiteAndMalicePlayMoveType",
    "SpiteAndMaliceRecycleEvent",
    "SpiteAndMaliceRecycleEventPiles",
    "SpiteAndMaliceRecycleEventType",
    "SpiteAndMaliceRefillEvent",
    "SpiteAndMaliceRefillEventType",
    "SpiteAndMaliceReshuffleEvent",
    "SpiteAndMaliceReshuffleEventType",
    "SpiteAndMaliceScoresRequest",
    "SpiteAndMaliceSecondChanceCancelledEvent",
    "SpiteAndMaliceSecondChanceCancelledEventType",
    "SpiteAndMaliceSecondChanceEvent",
    "SpiteAndMaliceSecondChanceEventType",
    "SpiteAndMaliceSessionHistoryEntry",
    "SpiteAndMaliceSessionHistoryEntryType",
    "SpiteAndMaliceSessionOutcome",
    "SpiteAndMaliceSessionOutcomeEndsMatch",
    "SpiteAndMaliceSessionOutcomeResultType0",
    "SpiteAndMaliceSessionOutcomeScoreDeltas",
    "SpiteAndMaliceState",
    "SpiteAndMaliceStatePhase",
    "SpiteAndMaliceStateResponse",
    "SpiteAndMaliceStateScores",
    "SpiteAndMaliceSuggestionRequest",
    "SpiteAndMaliceSuggestionRequestLevel",
    "SpiteAndMaliceSuggestionResponse",
    "SpiteAndMaliceTally",
    "SpiteAndMaliceTallyPayoffLeft",
    "SpiteAndMaliceTallyPlayers",
    "SpiteAndMaliceTranscriptRequestType0",
    "SpiteAndMaliceTranscriptRequestType1",
    "SpiteAndMaliceTranscriptVerdict",
    "SpiteAndMaliceTurnEndEvent",
    "SpiteAndMaliceTurnEndEventType",
    "SpiteAndMaliceView",
    "SpiteAndMaliceViewPile",
    "SpiteAndMaliceViewResponse",
    "SpiteAndMaliceViewScores",
    "SpiteAndMaliceViewSides",
    "SpiteAndMaliceViewsRequest",
    "Standing",
    "Status",
    "StatusStoreType0",
    "Transcript",
    "TranscriptOptions",
    "Violation",
    "WebhookAttempt",
    "WebhookAttemptResult",
    "WebhookMessage",
    "WebhookRedeliverRequest",
    "WebhookRequest",
    "WebhookRequestEventsItem",
)
