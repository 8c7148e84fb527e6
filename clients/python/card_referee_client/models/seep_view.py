from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.seep_options import SeepOptions
  from ..models.seep_view_baazis_won import SeepViewBaazisWon
  from ..models.seep_view_capture import SeepViewCapture
  from ..models.seep_view_house import SeepViewHouse
  from ..models.seep_view_pile_counts import SeepViewPileCounts
  from ..models.seep_view_piles_type_0 import SeepViewPilesType0
  from ..models.seep_view_scores import SeepViewScores
  from ..models.seep_view_sides import SeepViewSides
  from ..models.seep_view_sweeps import SeepViewSweeps





T = TypeVar("T", bound="SeepView")



@_attrs_define
class SeepView:
    """ 
        Attributes:
            game (Literal['seep']): "seep"
            schema_version (Literal[2]): the version of the state format; a state of another version is a 422
            options (SeepOptions):
            phase (str): bid, first_play, play or finished
            to_move (int | None): the seat to move
            seat (int | None): the viewer; null for a spectator
            hand (list[str] | None): the viewer's own playing hand; null for a spectator
            hand_counts (list[int]): cards in each playing hand
            reserve_counts (list[int]): cards in each face-down reserve hand (two players)
            stock_count (int): cards not yet dealt
            sides (SeepViewSides): the seats of each side
            dealer (int): the dealer
            bidder (int): the bidder, dealer + 1
            deal_number (int): this deal's number in the match, from 1, redeals included
            bid (int | None): the bid, public once made
            plays (int): plays made in this deal
            floor_down_count (int): floor cards still face down (bid phase)
            loose (list[str]): the loose floor cards
            houses (list[SeepViewHouse]): the houses
            pile_counts (SeepViewPileCounts): cards in each side's pile
            piles (None | SeepViewPilesType0): the piles, once the match is finished
            sweeps (SeepViewSweeps): each side's sweeps this deal
            last_capturer (int | None): the latest capturer
            last_capture (None | SeepViewCapture): the capture made by the most recent play, visible until the next play
            scores (SeepViewScores): running totals of the baazi
            baazis_won (SeepViewBaazisWon): baazis won by each side
            baazi_deals (int): deals completed in the current baazi, redeals not counted (see options.deals_per_baazi)
            ledger (list[Any]): every scored deal of the match, in order (redeals are not scored): its number and deal score
                by side; the deals of the current baazi add up to scores (SEP-10.4). A first row may carry the deals before the
                recorded ones instead (SEP-11.5)
     """

    game: Literal['seep']
    schema_version: Literal[2]
    options: SeepOptions
    phase: str
    to_move: int | None
    seat: int | None
    hand: list[str] | None
    hand_counts: list[int]
    reserve_counts: list[int]
    stock_count: int
    sides: SeepViewSides
    dealer: int
    bidder: int
    deal_number: int
    bid: int | None
    plays: int
    floor_down_count: int
    loose: list[str]
    houses: list[SeepViewHouse]
    pile_counts: SeepViewPileCounts
    piles: None | SeepViewPilesType0
    sweeps: SeepViewSweeps
    last_capturer: int | None
    last_capture: None | SeepViewCapture
    scores: SeepViewScores
    baazis_won: SeepViewBaazisWon
    baazi_deals: int
    ledger: list[Any]





    def to_dict(self) -> dict[str, Any]:
        from ..models.seep_options import SeepOptions # noqa: PLC0415
        from ..models.seep_view_baazis_won import SeepViewBaazisWon # noqa: PLC0415
        from ..models.seep_view_capture import SeepViewCapture # noqa: PLC0415
        from ..models.seep_view_house import SeepViewHouse # noqa: PLC0415
        from ..models.seep_view_pile_counts import SeepViewPileCounts # noqa: PLC0415
        from ..models.seep_view_piles_type_0 import SeepViewPilesType0 # noqa: PLC0415
        from ..models.seep_view_scores import SeepViewScores # noqa: PLC0415
        from ..models.seep_view_sides import SeepViewSides # noqa: PLC0415
        from ..models.seep_view_sweeps import SeepViewSweeps # noqa: PLC0415
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



        reserve_counts = self.reserve_counts



        stock_count = self.stock_count

        sides = self.sides.to_dict()

        dealer = self.dealer

        bidder = self.bidder

        deal_number = self.deal_number

        bid: int | None
        bid = self.bid

        plays = self.plays

        floor_down_count = self.floor_down_count

        loose = self.loose



        houses = []
        for houses_item_data in self.houses:
            houses_item = houses_item_data.to_dict()
            houses.append(houses_item)



        pile_counts = self.pile_counts.to_dict()

        piles: dict[str, Any] | None
        if isinstance(self.piles, SeepViewPilesType0):
            piles = self.piles.to_dict()
        else:
            piles = self.piles

        sweeps = self.sweeps.to_dict()

        last_capturer: int | None
        last_capturer = self.last_capturer

        last_capture: dict[str, Any] | None
        if isinstance(self.last_capture, SeepViewCapture):
            last_capture = self.last_capture.to_dict()
        else:
            last_capture = self.last_capture

        scores = self.scores.to_dict()

        baazis_won = self.baazis_won.to_dict()

        baazi_deals = self.baazi_deals

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
            "hand_counts": hand_counts,
            "reserve_counts": reserve_counts,
            "stock_count": stock_count,
            "sides": sides,
            "dealer": dealer,
            "bidder": bidder,
            "deal_number": deal_number,
            "bid": bid,
            "plays": plays,
            "floor_down_count": floor_down_count,
            "loose": loose,
            "houses": houses,
            "pile_counts": pile_counts,
            "piles": piles,
            "sweeps": sweeps,
            "last_capturer": last_capturer,
            "last_capture": last_capture,
            "scores": scores,
            "baazis_won": baazis_won,
            "baazi_deals": baazi_deals,
            "ledger": ledger,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seep_options import SeepOptions # noqa: PLC0415
        from ..models.seep_view_baazis_won import SeepViewBaazisWon # noqa: PLC0415
        from ..models.seep_view_capture import SeepViewCapture # noqa: PLC0415
        from ..models.seep_view_house import SeepViewHouse # noqa: PLC0415
        from ..models.seep_view_pile_counts import SeepViewPileCounts # noqa: PLC0415
        from ..models.seep_view_piles_type_0 import SeepViewPilesType0 # noqa: PLC0415
        from ..models.seep_view_scores import SeepViewScores # noqa: PLC0415
        from ..models.seep_view_sides import SeepViewSides # noqa: PLC0415
        from ..models.seep_view_sweeps import SeepViewSweeps # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['seep'] , d.pop("game"))
        if game != 'seep':
            raise ValueError(f"game must match const 'seep', got '{game}'")

        schema_version = cast(Literal[2] , d.pop("schema_version"))
        if schema_version != 2:
            raise ValueError(f"schema_version must match const 2, got '{schema_version}'")

        options = SeepOptions.from_dict(d.pop("options"))




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


        reserve_counts = cast(list[int], d.pop("reserve_counts"))


        stock_count = d.pop("stock_count")

        sides = SeepViewSides.from_dict(d.pop("sides"))




        dealer = d.pop("dealer")

        bidder = d.pop("bidder")

        deal_number = d.pop("deal_number")

        def _parse_bid(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bid = _parse_bid(d.pop("bid"))


        plays = d.pop("plays")

        floor_down_count = d.pop("floor_down_count")

        loose = cast(list[str], d.pop("loose"))


        houses = []
        _houses = d.pop("houses")
        for houses_item_data in (_houses):
            houses_item = SeepViewHouse.from_dict(houses_item_data)



            houses.append(houses_item)


        pile_counts = SeepViewPileCounts.from_dict(d.pop("pile_counts"))




        def _parse_piles(data: object) -> None | SeepViewPilesType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                piles_type_0 = SeepViewPilesType0.from_dict(data)



                return piles_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeepViewPilesType0, data)

        piles = _parse_piles(d.pop("piles"))


        sweeps = SeepViewSweeps.from_dict(d.pop("sweeps"))




        def _parse_last_capturer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last_capturer = _parse_last_capturer(d.pop("last_capturer"))


        def _parse_last_capture(data: object) -> None | SeepViewCapture:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                last_capture_type_0 = SeepViewCapture.from_dict(data)



                return last_capture_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeepViewCapture, data)

        last_capture = _parse_last_capture(d.pop("last_capture"))


        scores = SeepViewScores.from_dict(d.pop("scores"))




        baazis_won = SeepViewBaazisWon.from_dict(d.pop("baazis_won"))




        baazi_deals = d.pop("baazi_deals")

        ledger = []
        _ledger = d.pop("ledger")
        for ledger_item_data in (_ledger):
            def _parse_ledger_item(data: object) -> Any:
                return cast(Any, data)

            ledger_item = _parse_ledger_item(ledger_item_data)

            ledger.append(ledger_item)


        seep_view = cls(
            game=game,
            schema_version=schema_version,
            options=options,
            phase=phase,
            to_move=to_move,
            seat=seat,
            hand=hand,
            hand_counts=hand_counts,
            reserve_counts=reserve_counts,
            stock_count=stock_count,
            sides=sides,
            dealer=dealer,
            bidder=bidder,
            deal_number=deal_number,
            bid=bid,
            plays=plays,
            floor_down_count=floor_down_count,
            loose=loose,
            houses=houses,
            pile_counts=pile_counts,
            piles=piles,
            sweeps=sweeps,
            last_capturer=last_capturer,
            last_capture=last_capture,
            scores=scores,
            baazis_won=baazis_won,
            baazi_deals=baazi_deals,
            ledger=ledger,
        )

        return seep_view

