from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from typing import cast






T = TypeVar("T", bound="RondaOptions")



@_attrs_define
class RondaOptions:
    """ 
        Attributes:
            players (int): 2, 3, or 4 in two partnerships (RON-2.1)
            first_dealer (int | None): the first dealer's seat, or null to draw it from the seed (RON-2.5)
            deal_to_table (bool): false: no table cards and four-card hands, 2 or 4 players (RON-12.2)
            dealer_last_play (bool): the dealer's last play scores or concedes 5 (RON-11.1)
            tringa_points (int): value of a tringa, 3 or 5 (RON-4.2)
            tie_split (str): one_each or split_round_down (RON-4.8)
            combo_rank_order (str): king_high or ace_high (RON-12.3)
            chain_points (str): 1-5-10 or 1-6-15: Este, Five, Ten (RON-12.4)
            undeclared_ronda_penalty (int): 1 or 5 (RON-4.10)
            target_score (int): points that end the game (RON-10.1)
     """

    players: int
    first_dealer: int | None
    deal_to_table: bool
    dealer_last_play: bool
    tringa_points: int
    tie_split: str
    combo_rank_order: str
    chain_points: str
    undeclared_ronda_penalty: int
    target_score: int





    def to_dict(self) -> dict[str, Any]:
        players = self.players

        first_dealer: int | None
        first_dealer = self.first_dealer

        deal_to_table = self.deal_to_table

        dealer_last_play = self.dealer_last_play

        tringa_points = self.tringa_points

        tie_split = self.tie_split

        combo_rank_order = self.combo_rank_order

        chain_points = self.chain_points

        undeclared_ronda_penalty = self.undeclared_ronda_penalty

        target_score = self.target_score


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "first_dealer": first_dealer,
            "deal_to_table": deal_to_table,
            "dealer_last_play": dealer_last_play,
            "tringa_points": tringa_points,
            "tie_split": tie_split,
            "combo_rank_order": combo_rank_order,
            "chain_points": chain_points,
            "undeclared_ronda_penalty": undeclared_ronda_penalty,
            "target_score": target_score,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = d.pop("players")

        def _parse_first_dealer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_dealer = _parse_first_dealer(d.pop("first_dealer"))


        deal_to_table = d.pop("deal_to_table")

        dealer_last_play = d.pop("dealer_last_play")

        tringa_points = d.pop("tringa_points")

        tie_split = d.pop("tie_split")

        combo_rank_order = d.pop("combo_rank_order")

        chain_points = d.pop("chain_points")

        undeclared_ronda_penalty = d.pop("undeclared_ronda_penalty")

        target_score = d.pop("target_score")

        ronda_options = cls(
            players=players,
            first_dealer=first_dealer,
            deal_to_table=deal_to_table,
            dealer_last_play=dealer_last_play,
            tringa_points=tringa_points,
            tie_split=tie_split,
            combo_rank_order=combo_rank_order,
            chain_points=chain_points,
            undeclared_ronda_penalty=undeclared_ronda_penalty,
            target_score=target_score,
        )

        return ronda_options

