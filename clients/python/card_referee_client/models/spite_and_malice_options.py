from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_options_first_player_tie import SpiteAndMaliceOptionsFirstPlayerTie
from ..models.spite_and_malice_options_match_mode import SpiteAndMaliceOptionsMatchMode
from ..models.spite_and_malice_options_packs import SpiteAndMaliceOptionsPacks
from ..models.spite_and_malice_options_players import SpiteAndMaliceOptionsPlayers






T = TypeVar("T", bound="SpiteAndMaliceOptions")



@_attrs_define
class SpiteAndMaliceOptions:
    """ 
        Attributes:
            players (SpiteAndMaliceOptionsPlayers): 2, 4 or 6 (SAM-12.1)
            mixed_deck_108 (bool): all packs shuffled together (SAM-12.2.1)
            packs (SpiteAndMaliceOptionsPacks): 2 or 3 (SAM-12.1)
            payoff_size (int): cards per pay-off pile
            free_discard (bool): SAM-12.3.1
            deal_initial_hands (bool): SAM-12.4.1
            first_player_tie (SpiteAndMaliceOptionsFirstPlayerTie): "suit" or "reshuffle" (SAM-12.4.2)
            refill_after_discard_empties_hand (bool): SAM-12.6.1
            hand_two_may_block_discard_two (bool): SAM-12.6.2
            stock_refill_threshold (int): SAM-9.2
            plus_five (bool): SAM-10.3
            match_mode (SpiteAndMaliceOptionsMatchMode): "single_deal", "target_score" or "fixed_deals" (SAM-11.1)
            target_score (int): SAM-11.1
            deal_count (int): SAM-11.1
     """

    players: SpiteAndMaliceOptionsPlayers
    mixed_deck_108: bool
    packs: SpiteAndMaliceOptionsPacks
    payoff_size: int
    free_discard: bool
    deal_initial_hands: bool
    first_player_tie: SpiteAndMaliceOptionsFirstPlayerTie
    refill_after_discard_empties_hand: bool
    hand_two_may_block_discard_two: bool
    stock_refill_threshold: int
    plus_five: bool
    match_mode: SpiteAndMaliceOptionsMatchMode
    target_score: int
    deal_count: int





    def to_dict(self) -> dict[str, Any]:
        players = self.players.value

        mixed_deck_108 = self.mixed_deck_108

        packs = self.packs.value

        payoff_size = self.payoff_size

        free_discard = self.free_discard

        deal_initial_hands = self.deal_initial_hands

        first_player_tie = self.first_player_tie.value

        refill_after_discard_empties_hand = self.refill_after_discard_empties_hand

        hand_two_may_block_discard_two = self.hand_two_may_block_discard_two

        stock_refill_threshold = self.stock_refill_threshold

        plus_five = self.plus_five

        match_mode = self.match_mode.value

        target_score = self.target_score

        deal_count = self.deal_count


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "mixed_deck_108": mixed_deck_108,
            "packs": packs,
            "payoff_size": payoff_size,
            "free_discard": free_discard,
            "deal_initial_hands": deal_initial_hands,
            "first_player_tie": first_player_tie,
            "refill_after_discard_empties_hand": refill_after_discard_empties_hand,
            "hand_two_may_block_discard_two": hand_two_may_block_discard_two,
            "stock_refill_threshold": stock_refill_threshold,
            "plus_five": plus_five,
            "match_mode": match_mode,
            "target_score": target_score,
            "deal_count": deal_count,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = SpiteAndMaliceOptionsPlayers(d.pop("players"))




        mixed_deck_108 = d.pop("mixed_deck_108")

        packs = SpiteAndMaliceOptionsPacks(d.pop("packs"))




        payoff_size = d.pop("payoff_size")

        free_discard = d.pop("free_discard")

        deal_initial_hands = d.pop("deal_initial_hands")

        first_player_tie = SpiteAndMaliceOptionsFirstPlayerTie(d.pop("first_player_tie"))




        refill_after_discard_empties_hand = d.pop("refill_after_discard_empties_hand")

        hand_two_may_block_discard_two = d.pop("hand_two_may_block_discard_two")

        stock_refill_threshold = d.pop("stock_refill_threshold")

        plus_five = d.pop("plus_five")

        match_mode = SpiteAndMaliceOptionsMatchMode(d.pop("match_mode"))




        target_score = d.pop("target_score")

        deal_count = d.pop("deal_count")

        spite_and_malice_options = cls(
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

        return spite_and_malice_options

