from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_session_history_entry_type import CassinoSessionHistoryEntryType
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
  from ..models.cassino_steal_event import CassinoStealEvent
  from ..models.cassino_sweep_event import CassinoSweepEvent
  from ..models.cassino_trail_event import CassinoTrailEvent
  from ..models.outcome import Outcome
  from ..models.session_clocks import SessionClocks
  from ..models.session_move import SessionMove





T = TypeVar("T", bound="CassinoSessionHistoryEntry")



@_attrs_define
class CassinoSessionHistoryEntry:
    """ 
        Attributes:
            movers (list[int]): the seats that may move now; empty once the match is over
            outcome (None | Outcome): null while play goes on; once the match is over, the winning sides, each side's final
                score and rank, and why it ended
            game (Literal['cassino']): the session's game, whose events these are
            type_ (CassinoSessionHistoryEntryType): `move`: a seat's move (or a bot's); `timeout`: a seat's time ran out
                (TBL-1), ending the match or with a bot's `move` for it; `resignation` (TBL-2), `abort` (TBL-3): the match ended
                at the table; `pause`, `resume`: the owner stopped or restarted the clocks (TBL-1.2)
            version (int): the version the move made
            player (int | None): the seat that moved, timed out or resigned; null for an abort by the owner, a pause and a
                resume
            move (SessionMove): a move of the session's game, in the form its legal moves list: one of that game's move
                schemas (CassinoMove, ModuloMove, RondaMove, SeepMove, SpiteAndMaliceMove)
            events (list[CassinoCaptureEvent | CassinoDealEvent | CassinoGameEndEvent | CassinoMatchEndEvent |
                CassinoOverrideEvent | CassinoReserveEvent | CassinoRestToLastCapturerEvent | CassinoRoundEndEvent |
                CassinoStealEvent | CassinoSweepEvent | CassinoTrailEvent]): its events, as public when they happened
            clocks (SessionClocks | Unset):
            bot (str | Unset): a timeout's: the level of the bot that moved for the seat
            takeover (bool | Unset): a timeout's: whether the bot kept the seat for good with it (its token opens nothing
                any more)
     """

    movers: list[int]
    outcome: None | Outcome
    game: Literal['cassino']
    type_: CassinoSessionHistoryEntryType
    version: int
    player: int | None
    move: SessionMove
    events: list[CassinoCaptureEvent | CassinoDealEvent | CassinoGameEndEvent | CassinoMatchEndEvent | CassinoOverrideEvent | CassinoReserveEvent | CassinoRestToLastCapturerEvent | CassinoRoundEndEvent | CassinoStealEvent | CassinoSweepEvent | CassinoTrailEvent]
    clocks: SessionClocks | Unset = UNSET
    bot: str | Unset = UNSET
    takeover: bool | Unset = UNSET





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
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.session_clocks import SessionClocks # noqa: PLC0415
        from ..models.session_move import SessionMove # noqa: PLC0415
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
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.session_clocks import SessionClocks # noqa: PLC0415
        from ..models.session_move import SessionMove # noqa: PLC0415
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


        game = cast(Literal['cassino'] , d.pop("game"))
        if game != 'cassino':
            raise ValueError(f"game must match const 'cassino', got '{game}'")

        type_ = CassinoSessionHistoryEntryType(d.pop("type"))




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


        _clocks = d.pop("clocks", UNSET)
        clocks: SessionClocks | Unset
        if isinstance(_clocks,  Unset):
            clocks = UNSET
        else:
            clocks = SessionClocks.from_dict(_clocks)




        bot = d.pop("bot", UNSET)

        takeover = d.pop("takeover", UNSET)

        cassino_session_history_entry = cls(
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

        return cassino_session_history_entry

