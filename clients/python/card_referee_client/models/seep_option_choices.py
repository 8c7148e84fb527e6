from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_option_choices_first_dealer_type_1 import SeepOptionChoicesFirstDealerType1
from ..models.seep_option_choices_first_dealer_type_2_type_1 import SeepOptionChoicesFirstDealerType2Type1
from ..models.seep_option_choices_first_dealer_type_3_type_1 import SeepOptionChoicesFirstDealerType3Type1
from ..models.seep_option_choices_players import SeepOptionChoicesPlayers
from ..types import UNSET, Unset
from typing import cast






T = TypeVar("T", bound="SeepOptionChoices")



@_attrs_define
class SeepOptionChoices:
    """ options of a new match: any of the game's, each optional (an option left out takes its default), no others

        Attributes:
            players (SeepOptionChoicesPlayers | Unset): 4 players in two partnerships (sides "0+2" and "1+3"), or 2 players
                each holding a playing and a reserve hand (SEP-12)
            first_dealer (None | SeepOptionChoicesFirstDealerType1 | SeepOptionChoicesFirstDealerType2Type1 |
                SeepOptionChoicesFirstDealerType3Type1 | Unset): seat of the first dealer; null draws it from the seed
            baazi_margin (int | Unset): lead that wins a baazi, tested after each deal
            baazi_count (int | None | Unset): baazis in the match; null plays on until stopped
            deals_per_baazi (int | None | Unset): null: no deal limit (SEP-11.1 alone). Otherwise our decision (SEP-11.1,
                SEP-13): a baazi also ends after this many completed deals (redeals do not count), won by the side with the
                higher total; if the totals are level after the last scheduled deal, deals go on until one ends with a side
                ahead. The baazi_margin test is made first at every deal end and wins first
            sweep_points (int | Unset): points for an ordinary sweep
            first_play_sweep_points (int | Unset): points for a sweep on play 1
            last_play_sweep_points (int | Unset): points for a sweep on play 48
            ten_of_diamonds_points (int | Unset): points of the ten of diamonds
            most_cards_bonus (int | Unset): bonus to the side with more captured cards (none on a tie)
            owner_may_throw (bool | Unset): whether a house owner may throw a loose card
     """

    players: SeepOptionChoicesPlayers | Unset = UNSET
    first_dealer: None | SeepOptionChoicesFirstDealerType1 | SeepOptionChoicesFirstDealerType2Type1 | SeepOptionChoicesFirstDealerType3Type1 | Unset = UNSET
    baazi_margin: int | Unset = UNSET
    baazi_count: int | None | Unset = UNSET
    deals_per_baazi: int | None | Unset = UNSET
    sweep_points: int | Unset = UNSET
    first_play_sweep_points: int | Unset = UNSET
    last_play_sweep_points: int | Unset = UNSET
    ten_of_diamonds_points: int | Unset = UNSET
    most_cards_bonus: int | Unset = UNSET
    owner_may_throw: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        players: int | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.value


        first_dealer: int | None | Unset
        if isinstance(self.first_dealer, Unset):
            first_dealer = UNSET
        elif isinstance(self.first_dealer, SeepOptionChoicesFirstDealerType1):
            first_dealer = self.first_dealer.value
        elif isinstance(self.first_dealer, SeepOptionChoicesFirstDealerType2Type1):
            first_dealer = self.first_dealer.value
        elif isinstance(self.first_dealer, SeepOptionChoicesFirstDealerType3Type1):
            first_dealer = self.first_dealer.value
        else:
            first_dealer = self.first_dealer

        baazi_margin = self.baazi_margin

        baazi_count: int | None | Unset
        if isinstance(self.baazi_count, Unset):
            baazi_count = UNSET
        else:
            baazi_count = self.baazi_count

        deals_per_baazi: int | None | Unset
        if isinstance(self.deals_per_baazi, Unset):
            deals_per_baazi = UNSET
        else:
            deals_per_baazi = self.deals_per_baazi

        sweep_points = self.sweep_points

        first_play_sweep_points = self.first_play_sweep_points

        last_play_sweep_points = self.last_play_sweep_points

        ten_of_diamonds_points = self.ten_of_diamonds_points

        most_cards_bonus = self.most_cards_bonus

        owner_may_throw = self.owner_may_throw


        field_dict: dict[str, Any] = {}

        field_dict.update({
        })
        if players is not UNSET:
            field_dict["players"] = players
        if first_dealer is not UNSET:
            field_dict["first_dealer"] = first_dealer
        if baazi_margin is not UNSET:
            field_dict["baazi_margin"] = baazi_margin
        if baazi_count is not UNSET:
            field_dict["baazi_count"] = baazi_count
        if deals_per_baazi is not UNSET:
            field_dict["deals_per_baazi"] = deals_per_baazi
        if sweep_points is not UNSET:
            field_dict["sweep_points"] = sweep_points
        if first_play_sweep_points is not UNSET:
            field_dict["first_play_sweep_points"] = first_play_sweep_points
        if last_play_sweep_points is not UNSET:
            field_dict["last_play_sweep_points"] = last_play_sweep_points
        if ten_of_diamonds_points is not UNSET:
            field_dict["ten_of_diamonds_points"] = ten_of_diamonds_points
        if most_cards_bonus is not UNSET:
            field_dict["most_cards_bonus"] = most_cards_bonus
        if owner_may_throw is not UNSET:
            field_dict["owner_may_throw"] = owner_may_throw

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        _players = d.pop("players", UNSET)
        players: SeepOptionChoicesPlayers | Unset
        if isinstance(_players,  Unset):
            players = UNSET
        else:
            players = SeepOptionChoicesPlayers(_players)




        def _parse_first_dealer(data: object) -> None | SeepOptionChoicesFirstDealerType1 | SeepOptionChoicesFirstDealerType2Type1 | SeepOptionChoicesFirstDealerType3Type1 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                first_dealer_type_1 = SeepOptionChoicesFirstDealerType1(data)



                return first_dealer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, int):
                    raise TypeError()
                first_dealer_type_2_type_1 = SeepOptionChoicesFirstDealerType2Type1(data)



                return first_dealer_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, int):
                    raise TypeError()
                first_dealer_type_3_type_1 = SeepOptionChoicesFirstDealerType3Type1(data)



                return first_dealer_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeepOptionChoicesFirstDealerType1 | SeepOptionChoicesFirstDealerType2Type1 | SeepOptionChoicesFirstDealerType3Type1 | Unset, data)

        first_dealer = _parse_first_dealer(d.pop("first_dealer", UNSET))


        baazi_margin = d.pop("baazi_margin", UNSET)

        def _parse_baazi_count(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        baazi_count = _parse_baazi_count(d.pop("baazi_count", UNSET))


        def _parse_deals_per_baazi(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        deals_per_baazi = _parse_deals_per_baazi(d.pop("deals_per_baazi", UNSET))


        sweep_points = d.pop("sweep_points", UNSET)

        first_play_sweep_points = d.pop("first_play_sweep_points", UNSET)

        last_play_sweep_points = d.pop("last_play_sweep_points", UNSET)

        ten_of_diamonds_points = d.pop("ten_of_diamonds_points", UNSET)

        most_cards_bonus = d.pop("most_cards_bonus", UNSET)

        owner_may_throw = d.pop("owner_may_throw", UNSET)

        seep_option_choices = cls(
            players=players,
            first_dealer=first_dealer,
            baazi_margin=baazi_margin,
            baazi_count=baazi_count,
            deals_per_baazi=deals_per_baazi,
            sweep_points=sweep_points,
            first_play_sweep_points=first_play_sweep_points,
            last_play_sweep_points=last_play_sweep_points,
            ten_of_diamonds_points=ten_of_diamonds_points,
            most_cards_bonus=most_cards_bonus,
            owner_may_throw=owner_may_throw,
        )

        return seep_option_choices

