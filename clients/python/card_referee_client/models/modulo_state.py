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
  from ..models.modulo_state_scores import ModuloStateScores





T = TypeVar("T", bound="ModuloState")



@_attrs_define
class ModuloState:
    """ 
        Attributes:
            game (Literal['modulo']): "modulo"
            schema_version (Literal[1]): the version of the state format; a state of another version is a 422
            options (ModuloOptions):
            seed (str): every deal is shuffled(stock, deal_seed(seed, deal_number)) once its bids are in
            phase (str): bid (secret bids being made, nothing dealt), play (tricks), or finished
            to_move (list[int]): the seats that may move: every seat yet to bid while bidding, the seat to play in trick
                play, none once the game is finished
            hands (list[list[str]]): each seat's hand, by seat; empty while bidding
            stock (list[str]): the 40 play cards, face down, while bidding (shuffled and dealt at the reveal); empty during
                trick play
            scores (ModuloStateScores): cumulative scores by side ("0", "1", "2")
            deal_number (int): the deal being bid or played, from 1
            bids (list[int | None | str]): this deal's bids by seat: 2, 3, 4, "ALL", or null not yet made
            turn_up (None | str): the 40th card, face up: its suit is trumps; null while bidding (MOD-2.6) Example: 10D.
            leader (int | None): the seat that leads (or led) the trick in progress; null while bidding
            trick (list[str]): the cards of the trick in progress, in the order played, the leader's first
            tricks (list[list[str]]): this deal's completed tricks in order, each its three cards in the order played: the
                dealer's left led the first, and the winner of each led the next (MOD-4.2, MOD-4.9)
            scored_deals (list[Any]): every deal scored so far, in order: the scores are what these give from 0, or from the
                points of a first row that carries the deals before them (MOD-6.4)
     """

    game: Literal['modulo']
    schema_version: Literal[1]
    options: ModuloOptions
    seed: str
    phase: str
    to_move: list[int]
    hands: list[list[str]]
    stock: list[str]
    scores: ModuloStateScores
    deal_number: int
    bids: list[int | None | str]
    turn_up: None | str
    leader: int | None
    trick: list[str]
    tricks: list[list[str]]
    scored_deals: list[Any]





    def to_dict(self) -> dict[str, Any]:
        from ..models.modulo_options import ModuloOptions # noqa: PLC0415
        from ..models.modulo_state_scores import ModuloStateScores # noqa: PLC0415
        game = self.game

        schema_version = self.schema_version

        options = self.options.to_dict()

        seed = self.seed

        phase = self.phase

        to_move = self.to_move



        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data


            hands.append(hands_item)



        stock = self.stock



        scores = self.scores.to_dict()

        deal_number = self.deal_number

        bids = []
        for bids_item_data in self.bids:
            bids_item: int | None | str
            bids_item = bids_item_data
            bids.append(bids_item)



        turn_up: None | str
        turn_up = self.turn_up

        leader: int | None
        leader = self.leader

        trick = self.trick



        tricks = []
        for tricks_item_data in self.tricks:
            tricks_item = tricks_item_data


            tricks.append(tricks_item)



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
            "seed": seed,
            "phase": phase,
            "to_move": to_move,
            "hands": hands,
            "stock": stock,
            "scores": scores,
            "deal_number": deal_number,
            "bids": bids,
            "turn_up": turn_up,
            "leader": leader,
            "trick": trick,
            "tricks": tricks,
            "scored_deals": scored_deals,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.modulo_options import ModuloOptions # noqa: PLC0415
        from ..models.modulo_state_scores import ModuloStateScores # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['modulo'] , d.pop("game"))
        if game != 'modulo':
            raise ValueError(f"game must match const 'modulo', got '{game}'")

        schema_version = cast(Literal[1] , d.pop("schema_version"))
        if schema_version != 1:
            raise ValueError(f"schema_version must match const 1, got '{schema_version}'")

        options = ModuloOptions.from_dict(d.pop("options"))




        seed = d.pop("seed")

        phase = d.pop("phase")

        to_move = cast(list[int], d.pop("to_move"))


        hands = []
        _hands = d.pop("hands")
        for hands_item_data in (_hands):
            hands_item = cast(list[str], hands_item_data)

            hands.append(hands_item)


        stock = cast(list[str], d.pop("stock"))


        scores = ModuloStateScores.from_dict(d.pop("scores"))




        deal_number = d.pop("deal_number")

        bids = []
        _bids = d.pop("bids")
        for bids_item_data in (_bids):
            def _parse_bids_item(data: object) -> int | None | str:
                if data is None:
                    return data
                return cast(int | None | str, data)

            bids_item = _parse_bids_item(bids_item_data)

            bids.append(bids_item)


        def _parse_turn_up(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        turn_up = _parse_turn_up(d.pop("turn_up"))


        def _parse_leader(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        leader = _parse_leader(d.pop("leader"))


        trick = cast(list[str], d.pop("trick"))


        tricks = []
        _tricks = d.pop("tricks")
        for tricks_item_data in (_tricks):
            tricks_item = cast(list[str], tricks_item_data)

            tricks.append(tricks_item)


        scored_deals = []
        _scored_deals = d.pop("scored_deals")
        for scored_deals_item_data in (_scored_deals):
            def _parse_scored_deals_item(data: object) -> Any:
                return cast(Any, data)

            scored_deals_item = _parse_scored_deals_item(scored_deals_item_data)

            scored_deals.append(scored_deals_item)


        modulo_state = cls(
            game=game,
            schema_version=schema_version,
            options=options,
            seed=seed,
            phase=phase,
            to_move=to_move,
            hands=hands,
            stock=stock,
            scores=scores,
            deal_number=deal_number,
            bids=bids,
            turn_up=turn_up,
            leader=leader,
            trick=trick,
            tricks=tricks,
            scored_deals=scored_deals,
        )

        return modulo_state

