from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.cassino_state_phase import CassinoStatePhase
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.cassino_options import CassinoOptions
  from ..models.cassino_reservation import CassinoReservation
  from ..models.cassino_state_piles import CassinoStatePiles
  from ..models.cassino_state_scores import CassinoStateScores
  from ..models.cassino_state_sweeps import CassinoStateSweeps





T = TypeVar("T", bound="CassinoState")



@_attrs_define
class CassinoState:
    """ 
        Attributes:
            game (Literal['cassino']): always "cassino"
            schema_version (Literal[2]): the version of the state format; a state of another version is a 422
            options (CassinoOptions):
            seed (str): every shuffle derives from it (never shown in views)
            phase (CassinoStatePhase): "play", or "finished" once the match is decided
            to_move (int | None): the seat to move; null once the match is finished
            hands (list[list[str]]): each seat's hand, indexed by seat
            stock (list[str]): the undealt cards; stock[0] is dealt next (CAS-3.4)
            scores (CassinoStateScores): match totals by side (CAS-8.1); side names: "0" and "1" with 2 players, the teams
                "0+2" and "1+3" with 4 (CAS-2.3)
            ledger (list[Any]): every finished game of the match in order, with the points it scored (CAS-8.1); a first row
                may carry the games before the recorded ones instead (CAS-8.6)
            game_number (int): the game of the match being played, from 1; also the deal number of its shuffle
            round_ (int): the round of the game, from 1 (CAS-3.1)
            leader (int): the leader of this game: first in every round (CAS-2.4)
            table (list[str]): the free cards on the table
            reservations (list[CassinoReservation]): the reservations on the table, oldest first (CAS-5)
            piles (CassinoStatePiles): the cards each side has captured in this game (CAS-4.4); side names: "0" and "1" with
                2 players, the teams "0+2" and "1+3" with 4 (CAS-2.3)
            sweeps (CassinoStateSweeps): sweeps made by each side in this game (CAS-4.5); side names: "0" and "1" with 2
                players, the teams "0+2" and "1+3" with 4 (CAS-2.3)
            last_capturer (int | None): the seat that made this game's most recent capture (CAS-6.2)
     """

    game: Literal['cassino']
    schema_version: Literal[2]
    options: CassinoOptions
    seed: str
    phase: CassinoStatePhase
    to_move: int | None
    hands: list[list[str]]
    stock: list[str]
    scores: CassinoStateScores
    ledger: list[Any]
    game_number: int
    round_: int
    leader: int
    table: list[str]
    reservations: list[CassinoReservation]
    piles: CassinoStatePiles
    sweeps: CassinoStateSweeps
    last_capturer: int | None





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_options import CassinoOptions # noqa: PLC0415
        from ..models.cassino_reservation import CassinoReservation # noqa: PLC0415
        from ..models.cassino_state_piles import CassinoStatePiles # noqa: PLC0415
        from ..models.cassino_state_scores import CassinoStateScores # noqa: PLC0415
        from ..models.cassino_state_sweeps import CassinoStateSweeps # noqa: PLC0415
        game = self.game

        schema_version = self.schema_version

        options = self.options.to_dict()

        seed = self.seed

        phase = self.phase.value

        to_move: int | None
        to_move = self.to_move

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data


            hands.append(hands_item)



        stock = self.stock



        scores = self.scores.to_dict()

        ledger = []
        for ledger_item_data in self.ledger:
            ledger_item: Any
            ledger_item = ledger_item_data
            ledger.append(ledger_item)



        game_number = self.game_number

        round_ = self.round_

        leader = self.leader

        table = self.table



        reservations = []
        for reservations_item_data in self.reservations:
            reservations_item = reservations_item_data.to_dict()
            reservations.append(reservations_item)



        piles = self.piles.to_dict()

        sweeps = self.sweeps.to_dict()

        last_capturer: int | None
        last_capturer = self.last_capturer


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "game": game,
            "schema_version": schema_version,
            "options": options,
            "seed": seed,
            "phase": phase,
            "to_move": to_move,
            "hands": hands,
            "stock": stock,
            "scores": scores,
            "ledger": ledger,
            "game_number": game_number,
            "round": round_,
            "leader": leader,
            "table": table,
            "reservations": reservations,
            "piles": piles,
            "sweeps": sweeps,
            "last_capturer": last_capturer,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cassino_options import CassinoOptions # noqa: PLC0415
        from ..models.cassino_reservation import CassinoReservation # noqa: PLC0415
        from ..models.cassino_state_piles import CassinoStatePiles # noqa: PLC0415
        from ..models.cassino_state_scores import CassinoStateScores # noqa: PLC0415
        from ..models.cassino_state_sweeps import CassinoStateSweeps # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['cassino'] , d.pop("game"))
        if game != 'cassino':
            raise ValueError(f"game must match const 'cassino', got '{game}'")

        schema_version = cast(Literal[2] , d.pop("schema_version"))
        if schema_version != 2:
            raise ValueError(f"schema_version must match const 2, got '{schema_version}'")

        options = CassinoOptions.from_dict(d.pop("options"))




        seed = d.pop("seed")

        phase = CassinoStatePhase(d.pop("phase"))




        def _parse_to_move(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        to_move = _parse_to_move(d.pop("to_move"))


        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)


        stock = cast(list[str], d.pop("stock"))


        scores = CassinoStateScores.from_dict(d.pop("scores"))




        ledger = []
        _ledger = d.pop("ledger")
        for ledger_item_data in (_ledger):
            def _parse_ledger_item(data: object) -> Any:
                return cast(Any, data)

            ledger_item = _parse_ledger_item(ledger_item_data)

            ledger.append(ledger_item)


        game_number = d.pop("game_number")

        round_ = d.pop("round")

        leader = d.pop("leader")

        table = cast(list[str], d.pop("table"))


        reservations = []
        _reservations = d.pop("reservations")
        for reservations_item_data in (_reservations):
            reservations_item = CassinoReservation.from_dict(reservations_item_data)



            reservations.append(reservations_item)


        piles = CassinoStatePiles.from_dict(d.pop("piles"))




        sweeps = CassinoStateSweeps.from_dict(d.pop("sweeps"))




        def _parse_last_capturer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_capturer = _parse_last_capturer(d.pop("last_capturer"))


        cassino_state = cls(
            game=game,
            schema_version=schema_version,
            options=options,
            seed=seed,
            phase=phase,
            to_move=to_move,
            hands=hands,
            stock=stock,
            scores=scores,
            ledger=ledger,
            game_number=game_number,
            round_=round_,
            leader=leader,
            table=table,
            reservations=reservations,
            piles=piles,
            sweeps=sweeps,
            last_capturer=last_capturer,
        )

        return cassino_state

