from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_session_history_entry_type import SpiteAndMaliceSessionHistoryEntryType
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.outcome import Outcome
  from ..models.session_clocks import SessionClocks
  from ..models.session_move import SessionMove
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





T = TypeVar("T", bound="SpiteAndMaliceSessionHistoryEntry")



@_attrs_define
class SpiteAndMaliceSessionHistoryEntry:
    """ 
        Attributes:
            movers (list[int]): the seats that may move now; empty once the match is over
            outcome (None | Outcome): null while play goes on; once the match is over, the winning sides, each side's final
                score and rank, and why it ended
            game (Literal['spite-and-malice']): the session's game, whose events these are
            type_ (SpiteAndMaliceSessionHistoryEntryType): `move`: a seat's move (or a bot's); `timeout`: a seat's time ran
                out (TBL-1), ending the match or with a bot's `move` for it; `resignation` (TBL-2), `abort` (TBL-3): the match
                ended at the table; `pause`, `resume`: the owner stopped or restarted the clocks (TBL-1.2)
            version (int): the version the move made
            player (int | None): the seat that moved, timed out or resigned; null for an abort by the owner, a pause and a
                resume
            move (SessionMove): a move of the session's game, in the form its legal moves list: one of that game's move
                schemas (CassinoMove, ModuloMove, RondaMove, SeepMove, SpiteAndMaliceMove)
            events (list[SpiteAndMaliceDealEndEvent | SpiteAndMaliceDealEvent | SpiteAndMaliceDiscardEvent |
                SpiteAndMaliceDrawEvent | SpiteAndMaliceMatchEndEvent | SpiteAndMalicePayoffTopEvent |
                SpiteAndMalicePileCompletedEvent | SpiteAndMalicePlayEvent | SpiteAndMaliceRecycleEvent |
                SpiteAndMaliceRefillEvent | SpiteAndMaliceReshuffleEvent | SpiteAndMaliceSecondChanceCancelledEvent |
                SpiteAndMaliceSecondChanceEvent | SpiteAndMaliceTurnEndEvent]): its events, as public when they happened
            clocks (SessionClocks | Unset):
            bot (str | Unset): a timeout's: the level of the bot that moved for the seat
            takeover (bool | Unset): a timeout's: whether the bot kept the seat for good with it (its token opens nothing
                any more)
     """

    movers: list[int]
    outcome: None | Outcome
    game: Literal['spite-and-malice']
    type_: SpiteAndMaliceSessionHistoryEntryType
    version: int
    player: int | None
    move: SessionMove
    events: list[SpiteAndMaliceDealEndEvent | SpiteAndMaliceDealEvent | SpiteAndMaliceDiscardEvent | SpiteAndMaliceDrawEvent | SpiteAndMaliceMatchEndEvent | SpiteAndMalicePayoffTopEvent | SpiteAndMalicePileCompletedEvent | SpiteAndMalicePlayEvent | SpiteAndMaliceRecycleEvent | SpiteAndMaliceRefillEvent | SpiteAndMaliceReshuffleEvent | SpiteAndMaliceSecondChanceCancelledEvent | SpiteAndMaliceSecondChanceEvent | SpiteAndMaliceTurnEndEvent]
    clocks: SessionClocks | Unset = UNSET
    bot: str | Unset = UNSET
    takeover: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.session_clocks import SessionClocks # noqa: PLC0415
        from ..models.session_move import SessionMove # noqa: PLC0415
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
        movers = self.movers



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        game = self.game

        type_ = self.type_.value

        version = self.version

        player: int | None
        player = self.player

        move = self.move.to_dict()

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



        clocks: dict[str, Any] | Unset = UNSET
        if not isinstance(self.clocks, Unset):
            clocks = self.clocks.to_dict()

        bot = self.bot

        takeover = self.takeover


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "movers": movers,
            "outcome": outcome,
            "game": game,
            "type": type_,
            "version": version,
            "player": player,
            "move": move,
            "events": events,
        })
        if clocks is not UNSET:
            field_dict["clocks"] = clocks
        if bot is not UNSET:
            field_dict["bot"] = bot
        if takeover is not UNSET:
            field_dict["takeover"] = takeover

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.session_clocks import SessionClocks # noqa: PLC0415
        from ..models.session_move import SessionMove # noqa: PLC0415
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


        game = cast(Literal['spite-and-malice'] , d.pop("game"))
        if game != 'spite-and-malice':
            raise ValueError(f"game must match const 'spite-and-malice', got '{game}'")

        type_ = SpiteAndMaliceSessionHistoryEntryType(d.pop("type"))




        version = d.pop("version")

        def _parse_player(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        player = _parse_player(d.pop("player"))


        move = SessionMove.from_dict(d.pop("move"))




        events = []
        _events = d.pop("events")
        for events_item_data in (_events):
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


        _clocks = d.pop("clocks", UNSET)
        clocks: SessionClocks | Unset
        if isinstance(_clocks,  Unset):
            clocks = UNSET
        else:
            clocks = SessionClocks.from_dict(_clocks)




        bot = d.pop("bot", UNSET)

        takeover = d.pop("takeover", UNSET)

        spite_and_malice_session_history_entry = cls(
            movers=movers,
            outcome=outcome,
            game=game,
            type_=type_,
            version=version,
            player=player,
            move=move,
            events=events,
            clocks=clocks,
            bot=bot,
            takeover=takeover,
        )

        return spite_and_malice_session_history_entry

