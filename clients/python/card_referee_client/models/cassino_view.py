from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.cassino_options import CassinoOptions
  from ..models.cassino_reservation import CassinoReservation
  from ..models.cassino_view_pile_counts import CassinoViewPileCounts
  from ..models.cassino_view_piles_type_0 import CassinoViewPilesType0
  from ..models.cassino_view_scores import CassinoViewScores
  from ..models.cassino_view_sweeps import CassinoViewSweeps





T = TypeVar("T", bound="CassinoView")



@_attrs_define
class CassinoView:
    """ 
        Attributes:
            game (Literal['cassino']): always "cassino"
            schema_version (Literal[2]): the version of the state format; a state of another version is a 422
            options (CassinoOptions):
            phase (str): "play" or "finished"
            to_move (int | None): the seat to move, or null
            seat (int | None): whose view this is; null: a spectator
            hand (list[str] | None): the viewing seat's own hand; null for a spectator
            hand_counts (list[int]): cards in each hand, by seat
            stock_count (int): cards left in the stock
            scores (CassinoViewScores): match totals by side; side names: "0" and "1" with 2 players, the teams "0+2" and
                "1+3" with 4 (CAS-2.3)
            ledger (list[Any]): every finished game of the match in order, with the points it scored (CAS-8.1); a first row
                may carry the games before the recorded ones instead (CAS-8.6)
            game_number (int): the game of the match, from 1
            round_ (int): the round of the game, from 1
            rounds (int): rounds in a game: 6, or 2 with 4 players
            leader (int): the leader of this game (CAS-2.4)
            extra_game (bool): whether this is an extra game (CAS-8.4)
            table (list[str]): the free cards on the table
            reservations (list[CassinoReservation]): the reservations: cards, value and owner are public
            pile_counts (CassinoViewPileCounts): how many cards each side has captured in this game; side names: "0" and "1"
                with 2 players, the teams "0+2" and "1+3" with 4 (CAS-2.3)
            sweeps (CassinoViewSweeps): sweeps made by each side in this game; side names: "0" and "1" with 2 players, the
                teams "0+2" and "1+3" with 4 (CAS-2.3)
            last_capturer (int | None): the seat that made the most recent capture of this game
            piles (CassinoViewPilesType0 | None): the captured cards by side, only once the match is finished; null while
                piles are face down (CAS-1.5, D-18)
     """

    game: Literal['cassino']
    schema_version: Literal[2]
    options: CassinoOptions
    phase: str
    to_move: int | None
    seat: int | None
    hand: list[str] | None
    hand_counts: list[int]
    stock_count: int
    scores: CassinoViewScores
    ledger: list[Any]
    game_number: int
    round_: int
    rounds: int
    leader: int
    extra_game: bool
    table: list[str]
    reservations: list[CassinoReservation]
    pile_counts: CassinoViewPileCounts
    sweeps: CassinoViewSweeps
    last_capturer: int | None
    piles: CassinoViewPilesType0 | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_options import CassinoOptions # noqa: PLC0415
        from ..models.cassino_reservation import CassinoReservation # noqa: PLC0415
        from ..models.cassino_view_pile_counts import CassinoViewPileCounts # noqa: PLC0415
        from ..models.cassino_view_piles_type_0 import CassinoViewPilesType0 # noqa: PLC0415
        from ..models.cassino_view_scores import CassinoViewScores # noqa: PLC0415
        from ..models.cassino_view_sweeps import CassinoViewSweeps # noqa: PLC0415
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

        hand_counts = self.hand_counts



        stock_count = self.stock_count

        scores = self.scores.to_dict()

        ledger = []
        for ledger_item_data in self.ledger:
            ledger_item: Any
            ledger_item = ledger_item_data
            ledger.append(ledger_item)



        game_number = self.game_number

        round_ = self.round_

        rounds = self.rounds

        leader = self.leader

        extra_game = self.extra_game

        table = self.table



        reservations = []
        for reservations_item_data in self.reservations:
            reservations_item = reservations_item_data.to_dict()
            reservations.append(reservations_item)



        pile_counts = self.pile_counts.to_dict()

        sweeps = self.sweeps.to_dict()

        last_capturer: int | None
        last_capturer = self.last_capturer

        piles: dict[str, Any] | None
        if isinstance(self.piles, CassinoViewPilesType0):
            piles = self.piles.to_dict()
        else:
            piles = self.piles


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "schema_version": schema_version,
            "options": options,
            "phase": phase,
            "to_move": to_move,
            "seat": seat,
            "hand": hand,
            "hand_counts": hand_counts,
            "stock_count": stock_count,
            "scores": scores,
            "ledger": ledger,
            "game_number": game_number,
            "round": round_,
            "rounds": rounds,
            "leader": leader,
            "extra_game": extra_game,
            "table": table,
            "reservations": reservations,
            "pile_counts": pile_counts,
            "sweeps": sweeps,
            "last_capturer": last_capturer,
            "piles": piles,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cassino_options import CassinoOptions # noqa: PLC0415
        from ..models.cassino_reservation import CassinoReservation # noqa: PLC0415
        from ..models.cassino_view_pile_counts import CassinoViewPileCounts # noqa: PLC0415
        from ..models.cassino_view_piles_type_0 import CassinoViewPilesType0 # noqa: PLC0415
        from ..models.cassino_view_scores import CassinoViewScores # noqa: PLC0415
        from ..models.cassino_view_sweeps import CassinoViewSweeps # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['cassino'] , d.pop("game"))
        if game != 'cassino':
            raise ValueError(f"game must match const 'cassino', got '{game}'")

        schema_version = cast(Literal[2] , d.pop("schema_version"))
        if schema_version != 2:
            raise ValueError(f"schema_version must match const 2, got '{schema_version}'")

        options = CassinoOptions.from_dict(d.pop("options"))




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


        hand_counts = cast(list[int], d.pop("hand_counts"))


        stock_count = d.pop("stock_count")

        scores = CassinoViewScores.from_dict(d.pop("scores"))




        ledger = []
        _ledger = d.pop("ledger")
        for ledger_item_data in (_ledger):
            def _parse_ledger_item(data: object) -> Any:
                return cast(Any, data)

            ledger_item = _parse_ledger_item(ledger_item_data)

            ledger.append(ledger_item)


        game_number = d.pop("game_number")

        round_ = d.pop("round")

        rounds = d.pop("rounds")

        leader = d.pop("leader")

        extra_game = d.pop("extra_game")

        table = cast(list[str], d.pop("table"))


        reservations = []
        _reservations = d.pop("reservations")
        for reservations_item_data in (_reservations):
            reservations_item = CassinoReservation.from_dict(reservations_item_data)



            reservations.append(reservations_item)


        pile_counts = CassinoViewPileCounts.from_dict(d.pop("pile_counts"))




        sweeps = CassinoViewSweeps.from_dict(d.pop("sweeps"))




        def _parse_last_capturer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_capturer = _parse_last_capturer(d.pop("last_capturer"))


        def _parse_piles(data: object) -> CassinoViewPilesType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                piles_type_0 = CassinoViewPilesType0.from_dict(data)



                return piles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CassinoViewPilesType0 | None, data)

        piles = _parse_piles(d.pop("piles"))


        cassino_view = cls(
            game=game,
            schema_version=schema_version,
            options=options,
            phase=phase,
            to_move=to_move,
            seat=seat,
            hand=hand,
            hand_counts=hand_counts,
            stock_count=stock_count,
            scores=scores,
            ledger=ledger,
            game_number=game_number,
            round_=round_,
            rounds=rounds,
            leader=leader,
            extra_game=extra_game,
            table=table,
            reservations=reservations,
            pile_counts=pile_counts,
            sweeps=sweeps,
            last_capturer=last_capturer,
            piles=piles,
        )

        return cassino_view

