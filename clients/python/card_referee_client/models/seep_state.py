from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.seep_house import SeepHouse
  from ..models.seep_last_capture import SeepLastCapture
  from ..models.seep_options import SeepOptions
  from ..models.seep_state_baazis_won import SeepStateBaazisWon
  from ..models.seep_state_piles import SeepStatePiles
  from ..models.seep_state_scores import SeepStateScores
  from ..models.seep_state_sweeps import SeepStateSweeps





T = TypeVar("T", bound="SeepState")



@_attrs_define
class SeepState:
    """ 
        Attributes:
            game (Literal['seep']): "seep"
            schema_version (Literal[2]): the version of the state format; a state of another version is a 422
            options (SeepOptions):
            seed (str): every deal is shuffled(standard_deck(), deal_seed(seed, deal_number - 1))
            phase (str): bid (the bidder bids or asks for a redeal), first_play (play 1, before the rest is dealt), play, or
                finished
            to_move (int | None): the seat to move; null once the match is finished
            hands (list[list[str]]): the playing hand of each seat
            stock (list[str]): the 44 cards dealt after play 1 (SEP-3.8); stock[0] is dealt first
            scores (SeepStateScores): running totals of the current baazi by side (0+2 and 1+3, or 0 and 1 with two players)
            reserves (list[list[str]]): two players only: each seat's face-down reserve hand, picked up after play 24
                (SEP-12.3); an empty list with four players
            dealer (int): the seat dealing this deal
            deal_number (int): this deal's number in the match, from 1, redeals included: deal n is shuffled with the key n
                - 1
            baazis_won (SeepStateBaazisWon): baazis won by each side in this match
            baazi_deals (int): deals completed in the current baazi (redeals do not count), 0 when a baazi starts; in a
                finished match, the deals of the last baazi. Ends the baazi against options.deals_per_baazi (SEP-11.1, SEP-13)
            ledger (list[Any]): every scored deal of the match, in order (redeals are not scored): its number and deal score
                by side; the deals of the current baazi add up to scores (SEP-10.4). A first row may carry the deals before the
                recorded ones instead (SEP-11.5)
            bid (int | None): the bid (9 to 13) once made; null before
            plays (int): plays made in this deal (0 to 48); the next play is plays + 1
            floor_down (list[str]): the four floor cards, face down until the bid (SEP-3.1)
            loose (list[str]): the loose (face-up, not housed) floor cards
            houses (list[SeepHouse]): the houses on the floor, at most one per value
            piles (SeepStatePiles): each side's captured cards in the order taken
            sweeps (SeepStateSweeps): the play numbers of each side's sweeps this deal
            last_capturer (int | None): the seat that made the deal's most recent capture; takes the leftovers (SEP-9.4)
            last_capture (None | SeepLastCapture): the capture made by the most recent play, if it was one
     """

    game: Literal['seep']
    schema_version: Literal[2]
    options: SeepOptions
    seed: str
    phase: str
    to_move: int | None
    hands: list[list[str]]
    stock: list[str]
    scores: SeepStateScores
    reserves: list[list[str]]
    dealer: int
    deal_number: int
    baazis_won: SeepStateBaazisWon
    baazi_deals: int
    ledger: list[Any]
    bid: int | None
    plays: int
    floor_down: list[str]
    loose: list[str]
    houses: list[SeepHouse]
    piles: SeepStatePiles
    sweeps: SeepStateSweeps
    last_capturer: int | None
    last_capture: None | SeepLastCapture





    def to_dict(self) -> dict[str, Any]:
        from ..models.seep_house import SeepHouse # noqa: PLC0415
        from ..models.seep_last_capture import SeepLastCapture # noqa: PLC0415
        from ..models.seep_options import SeepOptions # noqa: PLC0415
        from ..models.seep_state_baazis_won import SeepStateBaazisWon # noqa: PLC0415
        from ..models.seep_state_piles import SeepStatePiles # noqa: PLC0415
        from ..models.seep_state_scores import SeepStateScores # noqa: PLC0415
        from ..models.seep_state_sweeps import SeepStateSweeps # noqa: PLC0415
        game = self.game

        schema_version = self.schema_version

        options = self.options.to_dict()

        seed = self.seed

        phase = self.phase

        to_move: int | None
        to_move = self.to_move

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data


            hands.append(hands_item)



        stock = self.stock



        scores = self.scores.to_dict()

        reserves = []
        for reserves_item_data in self.reserves:
            reserves_item = reserves_item_data


            reserves.append(reserves_item)



        dealer = self.dealer

        deal_number = self.deal_number

        baazis_won = self.baazis_won.to_dict()

        baazi_deals = self.baazi_deals

        ledger = []
        for ledger_item_data in self.ledger:
            ledger_item: Any
            ledger_item = ledger_item_data
            ledger.append(ledger_item)



        bid: int | None
        bid = self.bid

        plays = self.plays

        floor_down = self.floor_down



        loose = self.loose



        houses = []
        for houses_item_data in self.houses:
            houses_item = houses_item_data.to_dict()
            houses.append(houses_item)



        piles = self.piles.to_dict()

        sweeps = self.sweeps.to_dict()

        last_capturer: int | None
        last_capturer = self.last_capturer

        last_capture: dict[str, Any] | None
        if isinstance(self.last_capture, SeepLastCapture):
            last_capture = self.last_capture.to_dict()
        else:
            last_capture = self.last_capture


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
            "reserves": reserves,
            "dealer": dealer,
            "deal_number": deal_number,
            "baazis_won": baazis_won,
            "baazi_deals": baazi_deals,
            "ledger": ledger,
            "bid": bid,
            "plays": plays,
            "floor_down": floor_down,
            "loose": loose,
            "houses": houses,
            "piles": piles,
            "sweeps": sweeps,
            "last_capturer": last_capturer,
            "last_capture": last_capture,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seep_house import SeepHouse # noqa: PLC0415
        from ..models.seep_last_capture import SeepLastCapture # noqa: PLC0415
        from ..models.seep_options import SeepOptions # noqa: PLC0415
        from ..models.seep_state_baazis_won import SeepStateBaazisWon # noqa: PLC0415
        from ..models.seep_state_piles import SeepStatePiles # noqa: PLC0415
        from ..models.seep_state_scores import SeepStateScores # noqa: PLC0415
        from ..models.seep_state_sweeps import SeepStateSweeps # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['seep'] , d.pop("game"))
        if game != 'seep':
            raise ValueError(f"game must match const 'seep', got '{game}'")

        schema_version = cast(Literal[2] , d.pop("schema_version"))
        if schema_version != 2:
            raise ValueError(f"schema_version must match const 2, got '{schema_version}'")

        options = SeepOptions.from_dict(d.pop("options"))




        seed = d.pop("seed")

        phase = d.pop("phase")

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


        scores = SeepStateScores.from_dict(d.pop("scores"))




        reserves = []
        _reserves = d.pop("reserves")
        for reserves_item_data in (_reserves):
            reserves_item = cast(list[str], reserves_item_data)

            reserves.append(reserves_item)


        dealer = d.pop("dealer")

        deal_number = d.pop("deal_number")

        baazis_won = SeepStateBaazisWon.from_dict(d.pop("baazis_won"))




        baazi_deals = d.pop("baazi_deals")

        ledger = []
        _ledger = d.pop("ledger")
        for ledger_item_data in (_ledger):
            def _parse_ledger_item(data: object) -> Any:
                return cast(Any, data)

            ledger_item = _parse_ledger_item(ledger_item_data)

            ledger.append(ledger_item)


        def _parse_bid(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bid = _parse_bid(d.pop("bid"))


        plays = d.pop("plays")

        floor_down = cast(list[str], d.pop("floor_down"))


        loose = cast(list[str], d.pop("loose"))


        houses = []
        _houses = d.pop("houses")
        for houses_item_data in (_houses):
            houses_item = SeepHouse.from_dict(houses_item_data)



            houses.append(houses_item)


        piles = SeepStatePiles.from_dict(d.pop("piles"))




        sweeps = SeepStateSweeps.from_dict(d.pop("sweeps"))




        def _parse_last_capturer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_capturer = _parse_last_capturer(d.pop("last_capturer"))


        def _parse_last_capture(data: object) -> None | SeepLastCapture:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_capture_type_0 = SeepLastCapture.from_dict(data)



                return last_capture_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeepLastCapture, data)

        last_capture = _parse_last_capture(d.pop("last_capture"))


        seep_state = cls(
            game=game,
            schema_version=schema_version,
            options=options,
            seed=seed,
            phase=phase,
            to_move=to_move,
            hands=hands,
            stock=stock,
            scores=scores,
            reserves=reserves,
            dealer=dealer,
            deal_number=deal_number,
            baazis_won=baazis_won,
            baazi_deals=baazi_deals,
            ledger=ledger,
            bid=bid,
            plays=plays,
            floor_down=floor_down,
            loose=loose,
            houses=houses,
            piles=piles,
            sweeps=sweeps,
            last_capturer=last_capturer,
            last_capture=last_capture,
        )

        return seep_state

