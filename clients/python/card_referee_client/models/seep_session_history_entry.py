from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_session_history_entry_type import SeepSessionHistoryEntryType
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
  from ..models.seep_sweep_event import SeepSweepEvent
  from ..models.seep_throw_event import SeepThrowEvent
  from ..models.session_clocks import SessionClocks
  from ..models.session_move import SessionMove





T = TypeVar("T", bound="SeepSessionHistoryEntry")



@_attrs_define
class SeepSessionHistoryEntry:
    """ 
        Attributes:
            movers (list[int]): the seats that may move now; empty once the match is over
            outcome (None | Outcome): null while play goes on; once the match is over, the winning sides, each side's final
                score and rank, and why it ended
            game (Literal['seep']): the session's game, whose events these are
            type_ (SeepSessionHistoryEntryType): `move`: a seat's move (or a bot's); `timeout`: a seat's time ran out
                (TBL-1), ending the match or with a bot's `move` for it; `resignation` (TBL-2), `abort` (TBL-3): the match ended
                at the table; `pause`, `resume`: the owner stopped or restarted the clocks (TBL-1.2)
            version (int): the version the move made
            player (int | None): the seat that moved, timed out or resigned; null for an abort by the owner, a pause and a
                resume
            move (SessionMove): a move of the session's game, in the form its legal moves list: one of that game's move
                schemas (CassinoMove, ModuloMove, RondaMove, SeepMove, SpiteAndMaliceMove)
            events (list[SeepBidEvent | SeepCaptureEvent | SeepDealEndEvent | SeepDealEvent | SeepGameEndEvent |
                SeepHouseEvent | SeepLeftoverEvent | SeepMatchEndEvent | SeepPickupEvent | SeepRedealEvent | SeepRevealEvent |
                SeepRoundEndEvent | SeepSweepEvent | SeepThrowEvent]): its events, as public when they happened
            clocks (SessionClocks | Unset):
            bot (str | Unset): a timeout's: the level of the bot that moved for the seat
            takeover (bool | Unset): a timeout's: whether the bot kept the seat for good with it (its token opens nothing
                any more)
     """

    movers: list[int]
    outcome: None | Outcome
    game: Literal['seep']
    type_: SeepSessionHistoryEntryType
    version: int
    player: int | None
    move: SessionMove
    events: list[SeepBidEvent | SeepCaptureEvent | SeepDealEndEvent | SeepDealEvent | SeepGameEndEvent | SeepHouseEvent | SeepLeftoverEvent | SeepMatchEndEvent | SeepPickupEvent | SeepRedealEvent | SeepRevealEvent | SeepRoundEndEvent | SeepSweepEvent | SeepThrowEvent]
    clocks: SessionClocks | Unset = UNSET
    bot: str | Unset = UNSET
    takeover: bool | Unset = UNSET





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
        from ..models.seep_sweep_event import SeepSweepEvent # noqa: PLC0415
        from ..models.seep_throw_event import SeepThrowEvent # noqa: PLC0415
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


        game = cast(Literal['seep'] , d.pop("game"))
        if game != 'seep':
            raise ValueError(f"game must match const 'seep', got '{game}'")

        type_ = SeepSessionHistoryEntryType(d.pop("type"))




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


        _clocks = d.pop("clocks", UNSET)
        clocks: SessionClocks | Unset
        if isinstance(_clocks,  Unset):
            clocks = UNSET
        else:
            clocks = SessionClocks.from_dict(_clocks)




        bot = d.pop("bot", UNSET)

        takeover = d.pop("takeover", UNSET)

        seep_session_history_entry = cls(
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

        return seep_session_history_entry

