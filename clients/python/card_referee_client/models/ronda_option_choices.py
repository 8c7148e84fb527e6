from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_option_choices_chain_points import RondaOptionChoicesChainPoints
from ..models.ronda_option_choices_combo_rank_order import RondaOptionChoicesComboRankOrder
from ..models.ronda_option_choices_first_dealer_type_1 import RondaOptionChoicesFirstDealerType1
from ..models.ronda_option_choices_first_dealer_type_2_type_1 import RondaOptionChoicesFirstDealerType2Type1
from ..models.ronda_option_choices_first_dealer_type_3_type_1 import RondaOptionChoicesFirstDealerType3Type1
from ..models.ronda_option_choices_players import RondaOptionChoicesPlayers
from ..models.ronda_option_choices_tie_split import RondaOptionChoicesTieSplit
from ..models.ronda_option_choices_tringa_points import RondaOptionChoicesTringaPoints
from ..models.ronda_option_choices_undeclared_ronda_penalty import RondaOptionChoicesUndeclaredRondaPenalty
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="RondaOptionChoices")



@_attrs_define
class RondaOptionChoices:
    """ options of a new match: any of the game's, each optional (an option left out takes its default), no others

        Attributes:
            players (RondaOptionChoicesPlayers | Unset): 2 or 3 players each for himself, or 4 in two partnerships (seats
                0+2 against 1+3)
            first_dealer (None | RondaOptionChoicesFirstDealerType1 | RondaOptionChoicesFirstDealerType2Type1 |
                RondaOptionChoicesFirstDealerType3Type1 | Unset): seat of the first dealer; null draws it from the seed
            deal_to_table (bool | Unset): false: no cards to the table and four-card hands (2 or 4 players only)
            dealer_last_play (bool | Unset): true: the dealer's last play of a deal scores or concedes 5 points
            tringa_points (RondaOptionChoicesTringaPoints | Unset): value of a tringa
            tie_split (RondaOptionChoicesTieSplit | Unset): how sides tied for the best ronda score: 1 each, or the total
                split and rounded down
            combo_rank_order (RondaOptionChoicesComboRankOrder | Unset): rank order comparing rondas and tringas
            chain_points (RondaOptionChoicesChainPoints | Unset): points for Este / Five / Ten
            undeclared_ronda_penalty (RondaOptionChoicesUndeclaredRondaPenalty | Unset): penalty for an undeclared ronda
                (twice this for two rondas)
            target_score (int | Unset): points that end the game
     """

    players: RondaOptionChoicesPlayers | Unset = UNSET
    first_dealer: None | RondaOptionChoicesFirstDealerType1 | RondaOptionChoicesFirstDealerType2Type1 | RondaOptionChoicesFirstDealerType3Type1 | Unset = UNSET
    deal_to_table: bool | Unset = UNSET
    dealer_last_play: bool | Unset = UNSET
    tringa_points: RondaOptionChoicesTringaPoints | Unset = UNSET
    tie_split: RondaOptionChoicesTieSplit | Unset = UNSET
    combo_rank_order: RondaOptionChoicesComboRankOrder | Unset = UNSET
    chain_points: RondaOptionChoicesChainPoints | Unset = UNSET
    undeclared_ronda_penalty: RondaOptionChoicesUndeclaredRondaPenalty | Unset = UNSET
    target_score: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value


        first_dealer: int | None | Unset
        if isinstance(self.first_dealer, Unset):
            first_dealer = UNSET
        elif isinstance(self.first_dealer, RondaOptionChoicesFirstDealerType1):
            first_dealer = self.first_dealer.value
        elif isinstance(self.first_dealer, RondaOptionChoicesFirstDealerType2Type1):
            first_dealer = self.first_dealer.value
        elif isinstance(self.first_dealer, RondaOptionChoicesFirstDealerType3Type1):
            first_dealer = self.first_dealer.value
        else:
            first_dealer = self.first_dealer

        deal_to_table = self.deal_to_table

        dealer_last_play = self.dealer_last_play

        tringa_points: int | Unset = UNSET
        if not isinstance(self.tringa_points, Unset):
            tringa_points = self.tringa_points.value


        tie_split: str | Unset = UNSET
        if not isinstance(self.tie_split, Unset):
            tie_split = self.tie_split.value


        combo_rank_order: str | Unset = UNSET
        if not isinstance(self.combo_rank_order, Unset):
            combo_rank_order = self.combo_rank_order.value


        chain_points: str | Unset = UNSET
        if not isinstance(self.chain_points, Unset):
            chain_points = self.chain_points.value


        undeclared_ronda_penalty: int | Unset = UNSET
        if not isinstance(self.undeclared_ronda_penalty, Unset):
            undeclared_ronda_penalty = self.undeclared_ronda_penalty.value


        target_score = self.target_score


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if players is not UNSET:
            field_dict["players"] = players
        if first_dealer is not UNSET:
            field_dict["first_dealer"] = first_dealer
        if deal_to_table is not UNSET:
            field_dict["deal_to_table"] = deal_to_table
        if dealer_last_play is not UNSET:
            field_dict["dealer_last_play"] = dealer_last_play
        if tringa_points is not UNSET:
            field_dict["tringa_points"] = tringa_points
        if tie_split is not UNSET:
            field_dict["tie_split"] = tie_split
        if combo_rank_order is not UNSET:
            field_dict["combo_rank_order"] = combo_rank_order
        if chain_points is not UNSET:
            field_dict["chain_points"] = chain_points
        if undeclared_ronda_penalty is not UNSET:
            field_dict["undeclared_ronda_penalty"] = undeclared_ronda_penalty
        if target_score is not UNSET:
            field_dict["target_score"] = target_score

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _players = d.pop("players", UNSET)
        players: RondaOptionChoicesPlayers | Unset
        if isinstance(_players,  Unset):
            players = UNSET
        else:
            players = RondaOptionChoicesPlayers(_players)




        def _parse_first_dealer(data: object) -> None | RondaOptionChoicesFirstDealerType1 | RondaOptionChoicesFirstDealerType2Type1 | RondaOptionChoicesFirstDealerType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                first_dealer_type_1 = RondaOptionChoicesFirstDealerType1(data)



                return first_dealer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, int):
                    raise TypeError()
                first_dealer_type_2_type_1 = RondaOptionChoicesFirstDealerType2Type1(data)



                return first_dealer_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, int):
                    raise TypeError()
                first_dealer_type_3_type_1 = RondaOptionChoicesFirstDealerType3Type1(data)



                return first_dealer_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RondaOptionChoicesFirstDealerType1 | RondaOptionChoicesFirstDealerType2Type1 | RondaOptionChoicesFirstDealerType3Type1 | Unset, data)

        first_dealer = _parse_first_dealer(d.pop("first_dealer", UNSET))


        deal_to_table = d.pop("deal_to_table", UNSET)

        dealer_last_play = d.pop("dealer_last_play", UNSET)

        _tringa_points = d.pop("tringa_points", UNSET)
        tringa_points: RondaOptionChoicesTringaPoints | Unset
        if isinstance(_tringa_points,  Unset):
            tringa_points = UNSET
        else:
            tringa_points = RondaOptionChoicesTringaPoints(_tringa_points)




        _tie_split = d.pop("tie_split", UNSET)
        tie_split: RondaOptionChoicesTieSplit | Unset
        if isinstance(_tie_split,  Unset):
            tie_split = UNSET
        else:
            tie_split = RondaOptionChoicesTieSplit(_tie_split)




        _combo_rank_order = d.pop("combo_rank_order", UNSET)
        combo_rank_order: RondaOptionChoicesComboRankOrder | Unset
        if isinstance(_combo_rank_order,  Unset):
            combo_rank_order = UNSET
        else:
            combo_rank_order = RondaOptionChoicesComboRankOrder(_combo_rank_order)




        _chain_points = d.pop("chain_points", UNSET)
        chain_points: RondaOptionChoicesChainPoints | Unset
        if isinstance(_chain_points,  Unset):
            chain_points = UNSET
        else:
            chain_points = RondaOptionChoicesChainPoints(_chain_points)




        _undeclared_ronda_penalty = d.pop("undeclared_ronda_penalty", UNSET)
        undeclared_ronda_penalty: RondaOptionChoicesUndeclaredRondaPenalty | Unset
        if isinstance(_undeclared_ronda_penalty,  Unset):
            undeclared_ronda_penalty = UNSET
        else:
            undeclared_ronda_penalty = RondaOptionChoicesUndeclaredRondaPenalty(_undeclared_ronda_penalty)




        target_score = d.pop("target_score", UNSET)

        ronda_option_choices = cls(
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

        return ronda_option_choices

