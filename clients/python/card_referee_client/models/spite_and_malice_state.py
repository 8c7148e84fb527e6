from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_state_phase import SpiteAndMaliceStatePhase
from ..types import UNSET, Unset
from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.spite_and_malice_center_pile import SpiteAndMaliceCenterPile
  from ..models.spite_and_malice_options import SpiteAndMaliceOptions
  from ..models.spite_and_malice_state_scores import SpiteAndMaliceStateScores





T = TypeVar("T", bound="SpiteAndMaliceState")



@_attrs_define
class SpiteAndMaliceState:
    """ 
        Attributes:
            game (Literal['spite-and-malice']): "spite-and-malice"
            schema_version (Literal[2]): the version of the state format; a state of another version is a 422
            options (SpiteAndMaliceOptions):
            seed (str): every shuffle of the match derives from it; never shown in views
            phase (SpiteAndMaliceStatePhase): "play", or "finished" once the match is over
            to_move (int | None): the mover, whose turn it is; null once the match is over
            hands (list[list[str]]): each seat's hand, at most 5 cards, by seat
            stock (list[str]): the face-down stock, top first: stock[0] is drawn next (SAM-0.5)
            scores (SpiteAndMaliceStateScores): match totals by side: "0" and "1" with 2 players; "0+2", "1+3" with 4;
                "0+3", "1+4", "2+5" with 6 (SAM-11.1)
            ledger (list[Any]): each finished deal of the match in order, with its points; the scores are their sum
                (SAM-10.3, SAM-11.1). A first row may carry the deals before the recorded ones instead (SAM-11.4)
            deal_number (int): the deal of the match, from 1
            shuffles (int): shuffles made in this deal so far; the key of the next one (recycles, reshuffles)
            payoffs (list[list[str]]): each seat's pay-off pile, bottom to top: the last card is the face-up top (SAM-3.1)
            discards (list[list[list[str]]]): each seat's four discard slots D1-D4 (index 0-3), each a pile bottom to top
                (SAM-7.1)
            center (list[SpiteAndMaliceCenterPile]): the active center piles, in the order they were started (SAM-5.1)
            completed (list[SpiteAndMaliceCenterPile]): completed piles of 13 cards waiting to be recycled (SAM-5.5)
            next_pile (int): the number the next new center pile takes (SAM-0.5)
            turn_played (bool | Unset): SAM-8.7: the turn has put a card on a center pile or discarded (SAM-8.1); false when
                left out
            turn_discarded (bool | Unset): SAM-8.7: the mover has discarded this turn; false when left out
            hand_low_played (bool | Unset): SAM-8.7: a natural ace or 2 went from the hand to the center this turn
                (SAM-8.3); false when left out
            null_turns (int | Unset): SAM-8.7: consecutive null turns before this one (SAM-8.2); 0 when left out
            first_null (int | None | Unset): SAM-8.7: F, the seat whose null turn came first; null when left out
            second_chance (int | Unset): SAM-8.7: second-chance turns left, this one included (SAM-8.3); 0 (no second-chance
                phase) when left out
     """

    game: Literal['spite-and-malice']
    schema_version: Literal[2]
    options: SpiteAndMaliceOptions
    seed: str
    phase: SpiteAndMaliceStatePhase
    to_move: int | None
    hands: list[list[str]]
    stock: list[str]
    scores: SpiteAndMaliceStateScores
    ledger: list[Any]
    deal_number: int
    shuffles: int
    payoffs: list[list[str]]
    discards: list[list[list[str]]]
    center: list[SpiteAndMaliceCenterPile]
    completed: list[SpiteAndMaliceCenterPile]
    next_pile: int
    turn_played: bool | Unset = UNSET
    turn_discarded: bool | Unset = UNSET
    hand_low_played: bool | Unset = UNSET
    null_turns: int | Unset = UNSET
    first_null: int | None | Unset = UNSET
    second_chance: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.spite_and_malice_center_pile import SpiteAndMaliceCenterPile # noqa: PLC0415
        from ..models.spite_and_malice_options import SpiteAndMaliceOptions # noqa: PLC0415
        from ..models.spite_and_malice_state_scores import SpiteAndMaliceStateScores # noqa: PLC0415
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



        deal_number = self.deal_number

        shuffles = self.shuffles

        payoffs = []
        for payoffs_item_data in self.payoffs:
            payoffs_item = payoffs_item_data


            payoffs.append(payoffs_item)



        discards = []
        for discards_item_data in self.discards:
            discards_item = []
            for discards_item_item_data in discards_item_data:
                discards_item_item = discards_item_item_data


                discards_item.append(discards_item_item)


            discards.append(discards_item)



        center = []
        for center_item_data in self.center:
            center_item = center_item_data.to_dict()
            center.append(center_item)



        completed = []
        for completed_item_data in self.completed:
            completed_item = completed_item_data.to_dict()
            completed.append(completed_item)



        next_pile = self.next_pile

        turn_played = self.turn_played

        turn_discarded = self.turn_discarded

        hand_low_played = self.hand_low_played

        null_turns = self.null_turns

        first_null: int | None | Unset
        if isinstance(self.first_null, Unset):
            first_null = UNSET
        else:
            first_null = self.first_null

        second_chance = self.second_chance


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
            "deal_number": deal_number,
            "shuffles": shuffles,
            "payoffs": payoffs,
            "discards": discards,
            "center": center,
            "completed": completed,
            "next_pile": next_pile,
        })
        if turn_played is not UNSET:
            field_dict["turn_played"] = turn_played
        if turn_discarded is not UNSET:
            field_dict["turn_discarded"] = turn_discarded
        if hand_low_played is not UNSET:
            field_dict["hand_low_played"] = hand_low_played
        if null_turns is not UNSET:
            field_dict["null_turns"] = null_turns
        if first_null is not UNSET:
            field_dict["first_null"] = first_null
        if second_chance is not UNSET:
            field_dict["second_chance"] = second_chance

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.spite_and_malice_center_pile import SpiteAndMaliceCenterPile # noqa: PLC0415
        from ..models.spite_and_malice_options import SpiteAndMaliceOptions # noqa: PLC0415
        from ..models.spite_and_malice_state_scores import SpiteAndMaliceStateScores # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['spite-and-malice'] , d.pop("game"))
        if game != 'spite-and-malice':
            raise ValueError(f"game must match const 'spite-and-malice', got '{game}'")

        schema_version = cast(Literal[2] , d.pop("schema_version"))
        if schema_version != 2:
            raise ValueError(f"schema_version must match const 2, got '{schema_version}'")

        options = SpiteAndMaliceOptions.from_dict(d.pop("options"))




        seed = d.pop("seed")

        phase = SpiteAndMaliceStatePhase(d.pop("phase"))




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


        scores = SpiteAndMaliceStateScores.from_dict(d.pop("scores"))




        ledger = []
        _ledger = d.pop("ledger")
        for ledger_item_data in (_ledger):
            def _parse_ledger_item(data: object) -> Any:
                return cast(Any, data)

            ledger_item = _parse_ledger_item(ledger_item_data)

            ledger.append(ledger_item)


        deal_number = d.pop("deal_number")

        shuffles = d.pop("shuffles")

        payoffs = []
        _payoffs = d.pop("payoffs")
        for payoffs_item_data in (_payoffs):
            payoffs_item = cast(list[str], payoffs_item_data)

            payoffs.append(payoffs_item)


        discards = []
        _discards = d.pop("discards")
        for discards_item_data in (_discards):
            discards_item = []
            _discards_item = discards_item_data
            for discards_item_item_data in (_discards_item):
                discards_item_item = cast(list[str], discards_item_item_data)

                discards_item.append(discards_item_item)

            discards.append(discards_item)


        center = []
        _center = d.pop("center")
        for center_item_data in (_center):
            center_item = SpiteAndMaliceCenterPile.from_dict(center_item_data)



            center.append(center_item)


        completed = []
        _completed = d.pop("completed")
        for completed_item_data in (_completed):
            completed_item = SpiteAndMaliceCenterPile.from_dict(completed_item_data)



            completed.append(completed_item)


        next_pile = d.pop("next_pile")

        turn_played = d.pop("turn_played", UNSET)

        turn_discarded = d.pop("turn_discarded", UNSET)

        hand_low_played = d.pop("hand_low_played", UNSET)

        null_turns = d.pop("null_turns", UNSET)

        def _parse_first_null(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_null = _parse_first_null(d.pop("first_null", UNSET))


        second_chance = d.pop("second_chance", UNSET)

        spite_and_malice_state = cls(
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
            deal_number=deal_number,
            shuffles=shuffles,
            payoffs=payoffs,
            discards=discards,
            center=center,
            completed=completed,
            next_pile=next_pile,
            turn_played=turn_played,
            turn_discarded=turn_discarded,
            hand_low_played=hand_low_played,
            null_turns=null_turns,
            first_null=first_null,
            second_chance=second_chance,
        )

        return spite_and_malice_state

