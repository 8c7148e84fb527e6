from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_option_choices_first_player_tie import SpiteAndMaliceOptionChoicesFirstPlayerTie
from ..models.spite_and_malice_option_choices_match_mode import SpiteAndMaliceOptionChoicesMatchMode
from ..models.spite_and_malice_option_choices_packs import SpiteAndMaliceOptionChoicesPacks
from ..models.spite_and_malice_option_choices_players import SpiteAndMaliceOptionChoicesPlayers
from ..types import UNSET, Unset






T = TypeVar("T", bound="SpiteAndMaliceOptionChoices")



@_attrs_define
class SpiteAndMaliceOptionChoices:
    """ options of a new match: any of the game's, each optional (an option left out takes its default), no others

        Attributes:
            players (SpiteAndMaliceOptionChoicesPlayers | Unset): 2 players, or 4 or 6 in partnerships sitting opposite
                (SAM-12.5.1)
            mixed_deck_108 (bool | Unset): deal pay-off piles, hands and stock from all the packs shuffled together; always
                true with 4 or 6 players, and true by default there (SAM-12.2.1)
            packs (SpiteAndMaliceOptionChoicesPacks | Unset): 52-card packs in play, each with two jokers; 3 only with the
                mixed deal, and 3 by default with 6 players (SAM-12.1, SAM-12.5.2)
            payoff_size (int | Unset): cards in each pay-off pile; by default 26, 20 with the mixed deal, 15 with 4 or 6
                players (SAM-12.1)
            free_discard (bool | Unset): any non-ace card may go on any of the mover's discard piles (SAM-12.3.1)
            deal_initial_hands (bool | Unset): deal 5 cards to every hand with the pay-off piles; when false every first
                refill draws 5 (SAM-12.4.1)
            first_player_tie (SpiteAndMaliceOptionChoicesFirstPlayerTie | Unset): equal highest pay-off tops: the higher
                suit starts ("suit"), or the tied players reshuffle ("reshuffle") (SAM-2.4, SAM-12.4.2)
            refill_after_discard_empties_hand (bool | Unset): a discard that empties the hand draws 5 and the turn goes on
                as if it had just begun (SAM-12.6.1)
            hand_two_may_block_discard_two (bool | Unset): a hand 2 or a joker may take the last A-pile from a discard-pile
                2, never from a pay-off 2 (SAM-12.6.2)
            stock_refill_threshold (int | Unset): completed piles go under the stock when it holds this many cards or fewer
                at a stock check (SAM-9.2)
            plus_five (bool | Unset): the winner of a deal scores 5 more than the cards left in the other pay-off piles
                (SAM-10.3)
            match_mode (SpiteAndMaliceOptionChoicesMatchMode | Unset): one deal; deals until a side reaches target_score; or
                deal_count deals (SAM-11.1)
            target_score (int | Unset): the total that ends a target_score match (SAM-11.1)
            deal_count (int | Unset): deals in a fixed_deals match (SAM-11.1)
     """

    players: SpiteAndMaliceOptionChoicesPlayers | Unset = UNSET
    mixed_deck_108: bool | Unset = UNSET
    packs: SpiteAndMaliceOptionChoicesPacks | Unset = UNSET
    payoff_size: int | Unset = UNSET
    free_discard: bool | Unset = UNSET
    deal_initial_hands: bool | Unset = UNSET
    first_player_tie: SpiteAndMaliceOptionChoicesFirstPlayerTie | Unset = UNSET
    refill_after_discard_empties_hand: bool | Unset = UNSET
    hand_two_may_block_discard_two: bool | Unset = UNSET
    stock_refill_threshold: int | Unset = UNSET
    plus_five: bool | Unset = UNSET
    match_mode: SpiteAndMaliceOptionChoicesMatchMode | Unset = UNSET
    target_score: int | Unset = UNSET
    deal_count: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value


        mixed_deck_108 = self.mixed_deck_108

        packs: int | Unset = UNSET
        if not isinstance(self.packs, Unset):
            packs = self.packs.value


        payoff_size = self.payoff_size

        free_discard = self.free_discard

        deal_initial_hands = self.deal_initial_hands

        first_player_tie: str | Unset = UNSET
        if not isinstance(self.first_player_tie, Unset):
            first_player_tie = self.first_player_tie.value


        refill_after_discard_empties_hand = self.refill_after_discard_empties_hand

        hand_two_may_block_discard_two = self.hand_two_may_block_discard_two

        stock_refill_threshold = self.stock_refill_threshold

        plus_five = self.plus_five

        match_mode: str | Unset = UNSET
        if not isinstance(self.match_mode, Unset):
            match_mode = self.match_mode.value


        target_score = self.target_score

        deal_count = self.deal_count


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if players is not UNSET:
            field_dict["players"] = players
        if mixed_deck_108 is not UNSET:
            field_dict["mixed_deck_108"] = mixed_deck_108
        if packs is not UNSET:
            field_dict["packs"] = packs
        if payoff_size is not UNSET:
            field_dict["payoff_size"] = payoff_size
        if free_discard is not UNSET:
            field_dict["free_discard"] = free_discard
        if deal_initial_hands is not UNSET:
            field_dict["deal_initial_hands"] = deal_initial_hands
        if first_player_tie is not UNSET:
            field_dict["first_player_tie"] = first_player_tie
        if refill_after_discard_empties_hand is not UNSET:
            field_dict["refill_after_discard_empties_hand"] = refill_after_discard_empties_hand
        if hand_two_may_block_discard_two is not UNSET:
            field_dict["hand_two_may_block_discard_two"] = hand_two_may_block_discard_two
        if stock_refill_threshold is not UNSET:
            field_dict["stock_refill_threshold"] = stock_refill_threshold
        if plus_five is not UNSET:
            field_dict["plus_five"] = plus_five
        if match_mode is not UNSET:
            field_dict["match_mode"] = match_mode
        if target_score is not UNSET:
            field_dict["target_score"] = target_score
        if deal_count is not UNSET:
            field_dict["deal_count"] = deal_count

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _players = d.pop("players", UNSET)
        players: SpiteAndMaliceOptionChoicesPlayers | Unset
        if isinstance(_players,  Unset):
            players = UNSET
        else:
            players = SpiteAndMaliceOptionChoicesPlayers(_players)




        mixed_deck_108 = d.pop("mixed_deck_108", UNSET)

        _packs = d.pop("packs", UNSET)
        packs: SpiteAndMaliceOptionChoicesPacks | Unset
        if isinstance(_packs,  Unset):
            packs = UNSET
        else:
            packs = SpiteAndMaliceOptionChoicesPacks(_packs)




        payoff_size = d.pop("payoff_size", UNSET)

        free_discard = d.pop("free_discard", UNSET)

        deal_initial_hands = d.pop("deal_initial_hands", UNSET)

        _first_player_tie = d.pop("first_player_tie", UNSET)
        first_player_tie: SpiteAndMaliceOptionChoicesFirstPlayerTie | Unset
        if isinstance(_first_player_tie,  Unset):
            first_player_tie = UNSET
        else:
            first_player_tie = SpiteAndMaliceOptionChoicesFirstPlayerTie(_first_player_tie)




        refill_after_discard_empties_hand = d.pop("refill_after_discard_empties_hand", UNSET)

        hand_two_may_block_discard_two = d.pop("hand_two_may_block_discard_two", UNSET)

        stock_refill_threshold = d.pop("stock_refill_threshold", UNSET)

        plus_five = d.pop("plus_five", UNSET)

        _match_mode = d.pop("match_mode", UNSET)
        match_mode: SpiteAndMaliceOptionChoicesMatchMode | Unset
        if isinstance(_match_mode,  Unset):
            match_mode = UNSET
        else:
            match_mode = SpiteAndMaliceOptionChoicesMatchMode(_match_mode)




        target_score = d.pop("target_score", UNSET)

        deal_count = d.pop("deal_count", UNSET)

        spite_and_malice_option_choices = cls(
            players=players,
            mixed_deck_108=mixed_deck_108,
            packs=packs,
            payoff_size=payoff_size,
            free_discard=free_discard,
            deal_initial_hands=deal_initial_hands,
            first_player_tie=first_player_tie,
            refill_after_discard_empties_hand=refill_after_discard_empties_hand,
            hand_two_may_block_discard_two=hand_two_may_block_discard_two,
            stock_refill_threshold=stock_refill_threshold,
            plus_five=plus_five,
            match_mode=match_mode,
            target_score=target_score,
            deal_count=deal_count,
        )

        return spite_and_malice_option_choices

