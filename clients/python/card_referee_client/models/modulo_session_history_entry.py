from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.modulo_session_history_entry_type import ModuloSessionHistoryEntryType
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.modulo_bid_event import ModuloBidEvent
  from ..models.modulo_bidding_event import ModuloBiddingEvent
  from ..models.modulo_deal_end_event import ModuloDealEndEvent
  from ..models.modulo_deal_event import ModuloDealEvent
  from ..models.modulo_game_end_event import ModuloGameEndEvent
  from ..models.modulo_play_event import ModuloPlayEvent
  from ..models.modulo_reveal_event import ModuloRevealEvent
  from ..models.modulo_trick_event import ModuloTrickEvent
  from ..models.outcome import Outcome
  from ..models.session_clocks import SessionClocks
  from ..models.session_move import SessionMove





T = TypeVar("T", bound="ModuloSessionHistoryEntry")



@_attrs_define
class ModuloSessionHistoryEntry:
    """ 
        Attributes:
            movers (list[int]): the seats that may move now; empty once the match is over
            outcome (None | Outcome): null while play goes on; once the match is over, the winning sides, each side's final
                score and rank, and why it ended
            game (Literal['modulo']): the session's game, whose events these are
            type_ (ModuloSessionHistoryEntryType): `move`: a seat's move (or a bot's); `timeout`: a seat's time ran out
                (TBL-1), ending the match or with a bot's `move` for it; `resignation` (TBL-2), `abort` (TBL-3): the match ended
                at the table; `pause`, `resume`: the owner stopped or restarted the clocks (TBL-1.2)
            version (int): the version the move made
            player (int | None): the seat that moved, timed out or resigned; null for an abort by the owner, a pause and a
                resume
            move (SessionMove): a move of the session's game, in the form its legal moves list: one of that game's move
                schemas (CassinoMove, ModuloMove, RondaMove, SeepMove, SpiteAndMaliceMove)
            events (list[ModuloBiddingEvent | ModuloBidEvent | ModuloDealEndEvent | ModuloDealEvent | ModuloGameEndEvent |
                ModuloPlayEvent | ModuloRevealEvent | ModuloTrickEvent]): its events, as public when they happened
            clocks (SessionClocks | Unset):
            bot (str | Unset): a timeout's: the level of the bot that moved for the seat
            takeover (bool | Unset): a timeout's: whether the bot kept the seat for good with it (its token opens nothing
                any more)
     """

    movers: list[int]
    outcome: None | Outcome
    game: Literal['modulo']
    type_: ModuloSessionHistoryEntryType
    version: int
    player: int | None
    move: SessionMove
    events: list[ModuloBiddingEvent | ModuloBidEvent | ModuloDealEndEvent | ModuloDealEvent | ModuloGameEndEvent | ModuloPlayEvent | ModuloRevealEvent | ModuloTrickEvent]
    clocks: SessionClocks | Unset = UNSET
    bot: str | Unset = UNSET
    takeover: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.modulo_bid_event import ModuloBidEvent # noqa: PLC0415
        from ..models.modulo_bidding_event import ModuloBiddingEvent # noqa: PLC0415
        from ..models.modulo_deal_end_event import ModuloDealEndEvent # noqa: PLC0415
        from ..models.modulo_deal_event import ModuloDealEvent # noqa: PLC0415
        from ..models.modulo_game_end_event import ModuloGameEndEvent # noqa: PLC0415
        from ..models.modulo_play_event import ModuloPlayEvent # noqa: PLC0415
        from ..models.modulo_reveal_event import ModuloRevealEvent # noqa: PLC0415
        from ..models.modulo_trick_event import ModuloTrickEvent # noqa: PLC0415
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
            if isinstance(events_item_data, ModuloBidEvent):
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
        from ..models.modulo_bid_event import ModuloBidEvent # noqa: PLC0415
        from ..models.modulo_bidding_event import ModuloBiddingEvent # noqa: PLC0415
        from ..models.modulo_deal_end_event import ModuloDealEndEvent # noqa: PLC0415
        from ..models.modulo_deal_event import ModuloDealEvent # noqa: PLC0415
        from ..models.modulo_game_end_event import ModuloGameEndEvent # noqa: PLC0415
        from ..models.modulo_play_event import ModuloPlayEvent # noqa: PLC0415
        from ..models.modulo_reveal_event import ModuloRevealEvent # noqa: PLC0415
        from ..models.modulo_trick_event import ModuloTrickEvent # noqa: PLC0415
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


        game = cast(Literal['modulo'] , d.pop("game"))
        if game != 'modulo':
            raise ValueError(f"game must match const 'modulo', got '{game}'")

        type_ = ModuloSessionHistoryEntryType(d.pop("type"))




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
            def _parse_events_item(data: object) -> ModuloBiddingEvent | ModuloBidEvent | ModuloDealEndEvent | ModuloDealEvent | ModuloGameEndEvent | ModuloPlayEvent | ModuloRevealEvent | ModuloTrickEvent:
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
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_modulo_event_type_7 = ModuloGameEndEvent.from_dict(data)



                return componentsschemas_modulo_event_type_7

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

        modulo_session_history_entry = cls(
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

        return modulo_session_history_entry

