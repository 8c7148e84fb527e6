from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast
from typing import Literal, cast

if TYPE_CHECKING:
  from ..models.spite_and_malice_completed import SpiteAndMaliceCompleted
  from ..models.spite_and_malice_must_play import SpiteAndMaliceMustPlay
  from ..models.spite_and_malice_options import SpiteAndMaliceOptions
  from ..models.spite_and_malice_view_pile import SpiteAndMaliceViewPile
  from ..models.spite_and_malice_view_scores import SpiteAndMaliceViewScores
  from ..models.spite_and_malice_view_sides import SpiteAndMaliceViewSides





T = TypeVar("T", bound="SpiteAndMaliceView")



@_attrs_define
class SpiteAndMaliceView:
    """ 
        Attributes:
            game (Literal['spite-and-malice']): "spite-and-malice"
            schema_version (Literal[2]): the version of the state format; a state of another version is a 422
            options (SpiteAndMaliceOptions):
            phase (str): "play" or "finished"
            to_move (int | None): the mover, or null
            seat (int | None): whose view this is; null: a spectator
            hand (list[str] | None): the viewing seat's own hand; null for a spectator (SAM-3.2)
            hand_counts (list[int]): cards in each hand, by seat
            stock_count (int): cards in the stock; never their order (SAM-3.3)
            scores (SpiteAndMaliceViewScores): match totals by side: "0" and "1" with 2 players; "0+2", "1+3" with 4; "0+3",
                "1+4", "2+5" with 6
            ledger (list[Any]): each finished deal of the match in order, with its points; the scores are their sum
                (SAM-10.3, SAM-11.1). A first row may carry the deals before the recorded ones instead (SAM-11.4)
            sides (SpiteAndMaliceViewSides): the seats of each side
            deal_number (int): the deal of the match, from 1
            payoff_tops (list[None | str]): each seat's face-up pay-off top, null once the pile is empty; the cards beneath
                are hidden from everyone, their owner included (SAM-3.1)
            payoff_counts (list[int]): cards in each pay-off pile
            discards (list[list[list[str]]]): each seat's discard slots D1-D4, bottom to top, all face up (SAM-3.4)
            discard_values (list[list[list[list[int]]]]): for every discard card, the ranks it may stand for (SAM-3.7,
                SAM-7.8)
            center (list[SpiteAndMaliceViewPile]): the active center piles
            completed (list[SpiteAndMaliceCompleted]): completed piles waiting to be recycled (SAM-3.6)
            next_pile (int): the number of the next new pile
            turn_played (bool): the turn has played or discarded
            turn_discarded (bool): the mover has discarded this turn
            hand_low_played (bool): a hand ace or 2 went to the center this turn
            null_turns (int): consecutive null turns (SAM-8.2)
            first_null (int | None): F of SAM-8.2, or null
            second_chance (int): second-chance turns left (SAM-8.3)
            must_play (None | SpiteAndMaliceMustPlay): why the mover may not end the turn yet, as far as this seat may know:
                compulsory plays for everyone, the second-chance duty for the mover alone
     """

    game: Literal['spite-and-malice']
    schema_version: Literal[2]
    options: SpiteAndMaliceOptions
    phase: str
    to_move: int | None
    seat: int | None
    hand: list[str] | None
    hand_counts: list[int]
    stock_count: int
    scores: SpiteAndMaliceViewScores
    ledger: list[Any]
    sides: SpiteAndMaliceViewSides
    deal_number: int
    payoff_tops: list[None | str]
    payoff_counts: list[int]
    discards: list[list[list[str]]]
    discard_values: list[list[list[list[int]]]]
    center: list[SpiteAndMaliceViewPile]
    completed: list[SpiteAndMaliceCompleted]
    next_pile: int
    turn_played: bool
    turn_discarded: bool
    hand_low_played: bool
    null_turns: int
    first_null: int | None
    second_chance: int
    must_play: None | SpiteAndMaliceMustPlay





    def to_dict(self) -> dict[str, Any]:
        from ..models.spite_and_malice_completed import SpiteAndMaliceCompleted # noqa: PLC0415
        from ..models.spite_and_malice_must_play import SpiteAndMaliceMustPlay # noqa: PLC0415
        from ..models.spite_and_malice_options import SpiteAndMaliceOptions # noqa: PLC0415
        from ..models.spite_and_malice_view_pile import SpiteAndMaliceViewPile # noqa: PLC0415
        from ..models.spite_and_malice_view_scores import SpiteAndMaliceViewScores # noqa: PLC0415
        from ..models.spite_and_malice_view_sides import SpiteAndMaliceViewSides # noqa: PLC0415
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



        sides = self.sides.to_dict()

        deal_number = self.deal_number

        payoff_tops = []
        for payoff_tops_item_data in self.payoff_tops:
            payoff_tops_item: None | str
            payoff_tops_item = payoff_tops_item_data
            payoff_tops.append(payoff_tops_item)



        payoff_counts = self.payoff_counts



        discards = []
        for discards_item_data in self.discards:
            discards_item = []
            for discards_item_item_data in discards_item_data:
                discards_item_item = discards_item_item_data


                discards_item.append(discards_item_item)


            discards.append(discards_item)



        discard_values = []
        for discard_values_item_data in self.discard_values:
            discard_values_item = []
            for discard_values_item_item_data in discard_values_item_data:
                discard_values_item_item = []
                for discard_values_item_item_item_data in discard_values_item_item_data:
                    discard_values_item_item_item = discard_values_item_item_item_data


                    discard_values_item_item.append(discard_values_item_item_item)


                discard_values_item.append(discard_values_item_item)


            discard_values.append(discard_values_item)



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

        first_null: int | None
        first_null = self.first_null

        second_chance = self.second_chance

        must_play: dict[str, Any] | None
        if isinstance(self.must_play, SpiteAndMaliceMustPlay):
            must_play = self.must_play.to_dict()
        else:
            must_play = self.must_play


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
            "sides": sides,
            "deal_number": deal_number,
            "payoff_tops": payoff_tops,
            "payoff_counts": payoff_counts,
            "discards": discards,
            "discard_values": discard_values,
            "center": center,
            "completed": completed,
            "next_pile": next_pile,
            "turn_played": turn_played,
            "turn_discarded": turn_discarded,
            "hand_low_played": hand_low_played,
            "null_turns": null_turns,
            "first_null": first_null,
            "second_chance": second_chance,
            "must_play": must_play,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.spite_and_malice_completed import SpiteAndMaliceCompleted # noqa: PLC0415
        from ..models.spite_and_malice_must_play import SpiteAndMaliceMustPlay # noqa: PLC0415
        from ..models.spite_and_malice_options import SpiteAndMaliceOptions # noqa: PLC0415
        from ..models.spite_and_malice_view_pile import SpiteAndMaliceViewPile # noqa: PLC0415
        from ..models.spite_and_malice_view_scores import SpiteAndMaliceViewScores # noqa: PLC0415
        from ..models.spite_and_malice_view_sides import SpiteAndMaliceViewSides # noqa: PLC0415
        d = dict(src_dict)
        game = cast(Literal['spite-and-malice'] , d.pop("game"))
        if game != 'spite-and-malice':
            raise ValueError(f"game must match const 'spite-and-malice', got '{game}'")

        schema_version = cast(Literal[2] , d.pop("schema_version"))
        if schema_version != 2:
            raise ValueError(f"schema_version must match const 2, got '{schema_version}'")

        options = SpiteAndMaliceOptions.from_dict(d.pop("options"))




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

        scores = SpiteAndMaliceViewScores.from_dict(d.pop("scores"))




        ledger = []
        _ledger = d.pop("ledger")
        for ledger_item_data in (_ledger):
            def _parse_ledger_item(data: object) -> Any:
                return cast(Any, data)

            ledger_item = _parse_ledger_item(ledger_item_data)

            ledger.append(ledger_item)


        sides = SpiteAndMaliceViewSides.from_dict(d.pop("sides"))




        deal_number = d.pop("deal_number")

        payoff_tops = []
        _payoff_tops = d.pop("payoff_tops")
        for payoff_tops_item_data in (_payoff_tops):
            def _parse_payoff_tops_item(data: object) -> None | str:
                if data is None:
                    return data
                return cast(None | str, data)

            payoff_tops_item = _parse_payoff_tops_item(payoff_tops_item_data)

            payoff_tops.append(payoff_tops_item)


        payoff_counts = cast(list[int], d.pop("payoff_counts"))


        discards = []
        _discards = d.pop("discards")
        for discards_item_data in (_discards):
            discards_item = []
            _discards_item = discards_item_data
            for discards_item_item_data in (_discards_item):
                discards_item_item = cast(list[str], discards_item_item_data)

                discards_item.append(discards_item_item)

            discards.append(discards_item)


        discard_values = []
        _discard_values = d.pop("discard_values")
        for discard_values_item_data in (_discard_values):
            discard_values_item = []
            _discard_values_item = discard_values_item_data
            for discard_values_item_item_data in (_discard_values_item):
                discard_values_item_item = []
                _discard_values_item_item = discard_values_item_item_data
                for discard_values_item_item_item_data in (_discard_values_item_item):
                    discard_values_item_item_item = cast(list[int], discard_values_item_item_item_data)

                    discard_values_item_item.append(discard_values_item_item_item)

                discard_values_item.append(discard_values_item_item)

            discard_values.append(discard_values_item)


        center = []
        _center = d.pop("center")
        for center_item_data in (_center):
            center_item = SpiteAndMaliceViewPile.from_dict(center_item_data)



            center.append(center_item)


        completed = []
        _completed = d.pop("completed")
        for completed_item_data in (_completed):
            completed_item = SpiteAndMaliceCompleted.from_dict(completed_item_data)



            completed.append(completed_item)


        next_pile = d.pop("next_pile")

        turn_played = d.pop("turn_played")

        turn_discarded = d.pop("turn_discarded")

        hand_low_played = d.pop("hand_low_played")

        null_turns = d.pop("null_turns")

        def _parse_first_null(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_null = _parse_first_null(d.pop("first_null"))


        second_chance = d.pop("second_chance")

        def _parse_must_play(data: object) -> None | SpiteAndMaliceMustPlay:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                must_play_type_0 = SpiteAndMaliceMustPlay.from_dict(data)



                return must_play_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SpiteAndMaliceMustPlay, data)

        must_play = _parse_must_play(d.pop("must_play"))


        spite_and_malice_view = cls(
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
            sides=sides,
            deal_number=deal_number,
            payoff_tops=payoff_tops,
            payoff_counts=payoff_counts,
            discards=discards,
            discard_values=discard_values,
            center=center,
            completed=completed,
            next_pile=next_pile,
            turn_played=turn_played,
            turn_discarded=turn_discarded,
            hand_low_played=hand_low_played,
            null_turns=null_turns,
            first_null=first_null,
            second_chance=second_chance,
            must_play=must_play,
        )

        return spite_and_malice_view

