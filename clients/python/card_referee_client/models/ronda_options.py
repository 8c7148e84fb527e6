from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_options_chain_points import RondaOptionsChainPoints
from ..models.ronda_options_combo_rank_order import RondaOptionsComboRankOrder
from ..models.ronda_options_first_dealer_type_1 import RondaOptionsFirstDealerType1
from ..models.ronda_options_first_dealer_type_2_type_1 import RondaOptionsFirstDealerType2Type1
from ..models.ronda_options_first_dealer_type_3_type_1 import RondaOptionsFirstDealerType3Type1
from ..models.ronda_options_players import RondaOptionsPlayers
from ..models.ronda_options_tie_split import RondaOptionsTieSplit
from ..models.ronda_options_tringa_points import RondaOptionsTringaPoints
from ..models.ronda_options_undeclared_ronda_penalty import RondaOptionsUndeclaredRondaPenalty
from typing import cast






T = TypeVar("T", bound="RondaOptions")



@_attrs_define
class RondaOptions:
    """ 
        Attributes:
            players (RondaOptionsPlayers): 2, 3, or 4 in two partnerships (RON-2.1)
            first_dealer (None | RondaOptionsFirstDealerType1 | RondaOptionsFirstDealerType2Type1 |
                RondaOptionsFirstDealerType3Type1): the first dealer's seat, or null to draw it from the seed (RON-2.5)
            deal_to_table (bool): false: no table cards and four-card hands, 2 or 4 players (RON-12.2)
            dealer_last_play (bool): the dealer's last play scores or concedes 5 (RON-11.1)
            tringa_points (RondaOptionsTringaPoints): value of a tringa, 3 or 5 (RON-4.2)
            tie_split (RondaOptionsTieSplit): one_each or split_round_down (RON-4.8)
            combo_rank_order (RondaOptionsComboRankOrder): king_high or ace_high (RON-12.3)
            chain_points (RondaOptionsChainPoints): 1-5-10 or 1-6-15: Este, Five, Ten (RON-12.4)
            undeclared_ronda_penalty (RondaOptionsUndeclaredRondaPenalty): 1 or 5 (RON-4.10)
            target_score (int): points that end the game (RON-10.1)
     """

    players: RondaOptionsPlayers
    first_dealer: None | RondaOptionsFirstDealerType1 | RondaOptionsFirstDealerType2Type1 | RondaOptionsFirstDealerType3Type1
    deal_to_table: bool
    dealer_last_play: bool
    tringa_points: RondaOptionsTringaPoints
    tie_split: RondaOptionsTieSplit
    combo_rank_order: RondaOptionsComboRankOrder
    chain_points: RondaOptionsChainPoints
    undeclared_ronda_penalty: RondaOptionsUndeclaredRondaPenalty
    target_score: int





    def to_dict(self) -> dict[str, Any]:
        players = self.players.value

        first_dealer: int | None
        if isinstance(self.first_dealer, RondaOptionsFirstDealerType1):
            first_dealer = self.first_dealer.value
        elif isinstance(self.first_dealer, RondaOptionsFirstDealerType2Type1):
            first_dealer = self.first_dealer.value
        elif isinstance(self.first_dealer, RondaOptionsFirstDealerType3Type1):
            first_dealer = self.first_dealer.value
        else:
            first_dealer = self.first_dealer

        deal_to_table = self.deal_to_table

        dealer_last_play = self.dealer_last_play

        tringa_points = self.tringa_points.value

        tie_split = self.tie_split.value

        combo_rank_order = self.combo_rank_order.value

        chain_points = self.chain_points.value

        undeclared_ronda_penalty = self.undeclared_ronda_penalty.value

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
        players = RondaOptionsPlayers(d.pop("players"))




        def _parse_first_dealer(data: object) -> None | RondaOptionsFirstDealerType1 | RondaOptionsFirstDealerType2Type1 | RondaOptionsFirstDealerType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                first_dealer_type_1 = RondaOptionsFirstDealerType1(data)



                return first_dealer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, int):
                    raise TypeError()
                first_dealer_type_2_type_1 = RondaOptionsFirstDealerType2Type1(data)



                return first_dealer_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, int):
                    raise TypeError()
                first_dealer_type_3_type_1 = RondaOptionsFirstDealerType3Type1(data)



                return first_dealer_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RondaOptionsFirstDealerType1 | RondaOptionsFirstDealerType2Type1 | RondaOptionsFirstDealerType3Type1, data)

        first_dealer = _parse_first_dealer(d.pop("first_dealer"))


        deal_to_table = d.pop("deal_to_table")

        dealer_last_play = d.pop("dealer_last_play")

        tringa_points = RondaOptionsTringaPoints(d.pop("tringa_points"))




        tie_split = RondaOptionsTieSplit(d.pop("tie_split"))




        combo_rank_order = RondaOptionsComboRankOrder(d.pop("combo_rank_order"))




        chain_points = RondaOptionsChainPoints(d.pop("chain_points"))




        undeclared_ronda_penalty = RondaOptionsUndeclaredRondaPenalty(d.pop("undeclared_ronda_penalty"))




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

