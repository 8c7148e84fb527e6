from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.ronda_holding import RondaHolding
  from ..models.ronda_options import RondaOptions
  from ..models.ronda_view_pile_counts import RondaViewPileCounts
  from ..models.ronda_view_play import RondaViewPlay
  from ..models.ronda_view_scores import RondaViewScores
  from ..models.ronda_view_sides import RondaViewSides





T = TypeVar("T", bound="RondaView")



@_attrs_define
class RondaView:
    """ 
        Attributes:
            game (Literal['ronda']): "ronda"
            schema_version (Literal[2]): the version of the state format; a state of another version is a 422
            options (RondaOptions):
            phase (str): declare, play or finished
            to_move (int | None): the seat to declare or play
            seat (int | None): the viewer; null: a spectator
            hand (list[str] | None): the viewer's hand; null for a spectator
            holding (None | RondaHolding): what the viewer's hand held when dealt; null for a spectator
            hand_counts (list[int]): cards in each hand
            stock_count (int): cards not yet dealt
            last_round (bool): the stock is empty: this is the deal's last round (RON-3.7)
            sides (RondaViewSides): the seats of each side
            dealer (int): the dealer
            deal_number (int): the deal being played, from 1
            round_ (int): the round of the deal
            rounds (int): rounds in a deal
            table (list[str]): the table
            pile_counts (RondaViewPileCounts): cards in each side's pile
            declarations (list[None | str]): each seat's declared kind this round (public); null until made
            pending (list[int]): seats with deferred declarations
            last_play (None | RondaViewPlay): the previous play of the round
            last_capturer (int | None): the latest table capturer
            scores (RondaViewScores): game scores by side
            winner (None | str): the winning side once the game is over
            ledger (list[Any]): each finished deal's points, in order
     """

    game: Literal['ronda']
    schema_version: Literal[2]
    options: RondaOptions
    phase: str
    to_move: int | None
    seat: int | None
    hand: list[str] | None
    holding: None | RondaHolding
    hand_counts: list[int]
    stock_count: int
    last_round: bool
    sides: RondaViewSides
    dealer: int
    deal_number: int
    round_: int
    rounds: int
    table: list[str]
    pile_counts: RondaViewPileCounts
    declarations: list[None | str]
    pending: list[int]
    last_play: None | RondaViewPlay
    last_capturer: int | None
    scores: RondaViewScores
    winner: None | str
    ledger: list[Any]





    def to_dict(self) -> dict[str, Any]:
        from ..models.ronda_holding import RondaHolding # noqa: PLC0415
        from ..models.ronda_options import RondaOptions # noqa: PLC0415
        from ..models.ronda_view_pile_counts import RondaViewPileCounts # noqa: PLC0415
        from ..models.ronda_view_play import RondaViewPlay # noqa: PLC0415
        from ..models.ronda_view_scores import RondaViewScores # noqa: PLC0415
        from ..models.ronda_view_sides import RondaViewSides # noqa: PLC0415
        game = self.game

        schema_version = self.schema_version

        options = self.options.to_dict()

        phase = self.phase

        to_move: int | None
        to_move = self.to_move

        seat: int | None
        seat = self.seat

        hand: list[str] | None
        if isinstance(self.hand, list):
            hand = self.hand


        else:
            hand = self.hand

        holding: dict[str, Any] | None
        if isinstance(self.holding, RondaHolding):
            holding = self.holding.to_dict()
        else:
            holding = self.holding

        hand_counts = self.hand_counts



        stock_count = self.stock_count

        last_round = self.last_round

        sides = self.sides.to_dict()

        dealer = self.dealer

        deal_number = self.deal_number

        round_ = self.round_

        rounds = self.rounds

        table = self.table



        pile_counts = self.pile_counts.to_dict()

        declarations = []
        for declarations_item_data in self.declarations:
            declarations_item: None | str
            declarations_item = declarations_item_data
            declarations.append(declarations_item)



        pending = self.pending



        last_play: dict[str, Any] | None
        if isinstance(self.last_play, RondaViewPlay):
            last_play = self.last_play.to_dict()
        else:
            last_play = self.last_play

        last_capturer: int | None
        last_capturer = self.last_capturer

        scores = self.scores.to_dict()

        winner: None | str
        winner = self.winner

        ledger = []
        for ledger_item_data in self.ledger:
            ledger_item: Any
            ledger_item = ledger_item_data
            ledger.append(ledger_item)




        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "schema_version": schema_version,
            "options": options,
            "phase": phase,
            "to_move": to_move,
            "seat": seat,
            "hand": hand,
            "holding": holding,
            "hand_counts": hand_counts,
            "stock_count": stock_count,
            "last_round": last_round,
            "sides": sides,
            "dealer": dealer,
            "deal_number": deal_number,
            "round": round_,
            "rounds": rounds,
            "table": table,
            "pile_counts": pile_counts,
            "declarations": declarations,
            "pending": pending,
            "last_play": last_play,
            "last_capturer": last_capturer,
            "scores": scores,
            "winner": winner,
            "ledger": ledger,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ronda_holding import RondaHolding # noqa: PLC0415
        from ..models.ronda_options import RondaOptions # noqa: PLC0415
        from ..models.ronda_view_pile_counts import RondaViewPileCounts # noqa: PLC0415
        from ..models.ronda_view_play import RondaViewPlay # noqa: PLC0415
        from ..models.ronda_view_scores import RondaViewScores # noqa: PLC0415
        from ..models.ronda_view_sides import RondaViewSides # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['ronda'] , d.pop("game"))
        if game != 'ronda':
            raise ValueError(f"game must match const 'ronda', got '{game}'")

        schema_version = cast(Literal[2] , d.pop("schema_version"))
        if schema_version != 2:
            raise ValueError(f"schema_version must match const 2, got '{schema_version}'")

        options = RondaOptions.from_dict(d.pop("options"))




        phase = d.pop("phase")

        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))


        def _parse_seat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seat = _parse_seat(d.pop("seat"))


        def _parse_hand(data: object) -> list[str] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                hand_type_0 = cast(list[str], data)

                return hand_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | None, data)

        hand = _parse_hand(d.pop("hand"))


        def _parse_holding(data: object) -> None | RondaHolding:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                holding_type_0 = RondaHolding.from_dict(data)



                return holding_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RondaHolding, data)

        holding = _parse_holding(d.pop("holding"))


        hand_counts = cast(list[int], d.pop("hand_counts"))


        stock_count = d.pop("stock_count")

        last_round = d.pop("last_round")

        sides = RondaViewSides.from_dict(d.pop("sides"))




        dealer = d.pop("dealer")

        deal_number = d.pop("deal_number")

        round_ = d.pop("round")

        rounds = d.pop("rounds")

        table = cast(list[str], d.pop("table"))


        pile_counts = RondaViewPileCounts.from_dict(d.pop("pile_counts"))




        declarations = []
        _declarations = d.pop("declarations")
        for declarations_item_data in (_declarations):
            def _parse_declarations_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            declarations_item = _parse_declarations_item(declarations_item_data)

            declarations.append(declarations_item)


        pending = cast(list[int], d.pop("pending"))


        def _parse_last_play(data: object) -> None | RondaViewPlay:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_play_type_0 = RondaViewPlay.from_dict(data)



                return last_play_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RondaViewPlay, data)

        last_play = _parse_last_play(d.pop("last_play"))


        def _parse_last_capturer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_capturer = _parse_last_capturer(d.pop("last_capturer"))


        scores = RondaViewScores.from_dict(d.pop("scores"))




        def _parse_winner(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        winner = _parse_winner(d.pop("winner"))


        ledger = []
        _ledger = d.pop("ledger")
        for ledger_item_data in (_ledger):
            def _parse_ledger_item(data: object) -> Any:
                return cast(Any, data)

            ledger_item = _parse_ledger_item(ledger_item_data)

            ledger.append(ledger_item)


        ronda_view = cls(
            game=game,
            schema_version=schema_version,
            options=options,
            phase=phase,
            to_move=to_move,
            seat=seat,
            hand=hand,
            holding=holding,
            hand_counts=hand_counts,
            stock_count=stock_count,
            last_round=last_round,
            sides=sides,
            dealer=dealer,
            deal_number=deal_number,
            round_=round_,
            rounds=rounds,
            table=table,
            pile_counts=pile_counts,
            declarations=declarations,
            pending=pending,
            last_play=last_play,
            last_capturer=last_capturer,
            scores=scores,
            winner=winner,
            ledger=ledger,
        )

        return ronda_view

