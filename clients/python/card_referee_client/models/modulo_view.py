from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.modulo_options import ModuloOptions
  from ..models.modulo_trick import ModuloTrick
  from ..models.modulo_view_scores import ModuloViewScores





T = TypeVar("T", bound="ModuloView")



@_attrs_define
class ModuloView:
    """ 
        Attributes:
            game (Literal['modulo']): "modulo"
            schema_version (Literal[1]): the version of the state format; a state of another version is a 422
            options (ModuloOptions):
            phase (str): bid, play or finished
            to_move (list[int]): the seats that may move
            seat (int | None): the viewer; null for a spectator
            hand (list[str] | None): the viewer's own hand; null for a spectator
            hand_counts (list[int]): cards in each hand
            stock_count (int): cards not dealt (40 while bidding)
            scores (ModuloViewScores): cumulative scores by side
            deal_number (int): the deal being bid or played
            dealer (int): the dealer of this deal (MOD-2.3)
            has_bid (list[bool]): whether each seat has bid in this deal: public (MOD-3.4)
            bids (list[int | None | str]): the bids by seat: the viewer's own at once, the others' only after all three are
                revealed (MOD-3.4, MOD-3.5)
            all_bid_eligible (int | None): while bidding, the one seat that may bid ALL (MOD-3.6), if any
            turn_up (None | str): the turn-up card Example: 10D.
            trump (None | str): the trump suit
            leader (int | None): the leader of this trick
            trick (list[str]): the trick in progress
            tricks (list[ModuloTrick]): this deal's completed tricks: public (MOD-4.12)
            tricks_won (list[int]): tricks taken by each seat in this deal
            scored_deals (list[Any]): every deal scored so far: bids and tricks by seat, or a carried row first
     """

    game: Literal['modulo']
    schema_version: Literal[1]
    options: ModuloOptions
    phase: str
    to_move: list[int]
    seat: int | None
    hand: list[str] | None
    hand_counts: list[int]
    stock_count: int
    scores: ModuloViewScores
    deal_number: int
    dealer: int
    has_bid: list[bool]
    bids: list[int | None | str]
    all_bid_eligible: int | None
    turn_up: None | str
    trump: None | str
    leader: int | None
    trick: list[str]
    tricks: list[ModuloTrick]
    tricks_won: list[int]
    scored_deals: list[Any]





    def to_dict(self) -> dict[str, Any]:
        from ..models.modulo_options import ModuloOptions # noqa: PLC0415
        from ..models.modulo_trick import ModuloTrick # noqa: PLC0415
        from ..models.modulo_view_scores import ModuloViewScores # noqa: PLC0415
        game = self.game

        schema_version = self.schema_version

        options = self.options.to_dict()

        phase = self.phase

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

        deal_number = self.deal_number

        dealer = self.dealer

        has_bid = self.has_bid



        bids = []
        for bids_item_data in self.bids:
            bids_item: int | None | str
            bids_item = bids_item_data
            bids.append(bids_item)



        all_bid_eligible: int | None
        all_bid_eligible = self.all_bid_eligible

        turn_up: None | str
        turn_up = self.turn_up

        trump: None | str
        trump = self.trump

        leader: int | None
        leader = self.leader

        trick = self.trick



        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data.to_dict()
            tricks.append(tricks_item)



        tricks_won = self.tricks_won



        scored_deals = []
        for scored_deals_item_data in self.scored_deals:
            scored_deals_item: Any
            scored_deals_item = scored_deals_item_data
            scored_deals.append(scored_deals_item)




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
            "deal_number": deal_number,
            "dealer": dealer,
            "has_bid": has_bid,
            "bids": bids,
            "all_bid_eligible": all_bid_eligible,
            "turn_up": turn_up,
            "trump": trump,
            "leader": leader,
            "trick": trick,
            "tricks": tricks,
            "tricks_won": tricks_won,
            "scored_deals": scored_deals,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.modulo_options import ModuloOptions # noqa: PLC0415
        from ..models.modulo_trick import ModuloTrick # noqa: PLC0415
        from ..models.modulo_view_scores import ModuloViewScores # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['modulo'] , d.pop("game"))
        if game != 'modulo':
            raise ValueError(f"game must match const 'modulo', got '{game}'")

        schema_version = cast(Literal[1] , d.pop("schema_version"))
        if schema_version != 1:
            raise ValueError(f"schema_version must match const 1, got '{schema_version}'")

        options = ModuloOptions.from_dict(d.pop("options"))




        phase = d.pop("phase")

        to_move = cast(list[int], d.pop("to_move"))


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

        scores = ModuloViewScores.from_dict(d.pop("scores"))




        deal_number = d.pop("deal_number")

        dealer = d.pop("dealer")

        has_bid = cast(list[bool], d.pop("has_bid"))


        bids = []
        _bids = d.pop("bids")
        for bids_item_data in (_bids):
            def _parse_bids_item(data: object) -> int | None | str:
                if data is None:
                    return data
                return cast(int | None | str, data)

            bids_item = _parse_bids_item(bids_item_data)

            bids.append(bids_item)


        def _parse_all_bid_eligible(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        all_bid_eligible = _parse_all_bid_eligible(d.pop("all_bid_eligible"))


        def _parse_turn_up(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        turn_up = _parse_turn_up(d.pop("turn_up"))


        def _parse_trump(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        trump = _parse_trump(d.pop("trump"))


        def _parse_leader(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        leader = _parse_leader(d.pop("leader"))


        trick = cast(list[str], d.pop("trick"))


        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in (_tricks):
            tricks_item = ModuloTrick.from_dict(tricks_item_data)



            tricks.append(tricks_item)


        tricks_won = cast(list[int], d.pop("tricks_won"))


        scored_deals = []
        _scored_deals = d.pop("scored_deals")
        for scored_deals_item_data in (_scored_deals):
            def _parse_scored_deals_item(data: object) -> Any:
                return cast(Any, data)

            scored_deals_item = _parse_scored_deals_item(scored_deals_item_data)

            scored_deals.append(scored_deals_item)


        modulo_view = cls(
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
            deal_number=deal_number,
            dealer=dealer,
            has_bid=has_bid,
            bids=bids,
            all_bid_eligible=all_bid_eligible,
            turn_up=turn_up,
            trump=trump,
            leader=leader,
            trick=trick,
            tricks=tricks,
            tricks_won=tricks_won,
            scored_deals=scored_deals,
        )

        return modulo_view

