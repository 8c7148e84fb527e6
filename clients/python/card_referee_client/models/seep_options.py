from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.seep_options_first_dealer_type_1 import SeepOptionsFirstDealerType1
from ..models.seep_options_first_dealer_type_2_type_1 import SeepOptionsFirstDealerType2Type1
from ..models.seep_options_first_dealer_type_3_type_1 import SeepOptionsFirstDealerType3Type1
from ..models.seep_options_players import SeepOptionsPlayers
from typing import cast






T = TypeVar("T", bound="SeepOptions")



@_attrs_define
class SeepOptions:
    """ 
        Attributes:
            players (SeepOptionsPlayers): 4 (two partnerships) or 2 (SEP-12)
            first_dealer (None | SeepOptionsFirstDealerType1 | SeepOptionsFirstDealerType2Type1 |
                SeepOptionsFirstDealerType3Type1): seat of the first dealer, or null to draw it from the seed (SEP-2.3)
            baazi_margin (int): lead that wins a baazi (SEP-11.1)
            baazi_count (int | None): baazis in the match; null = unlimited (SEP-11.2)
            deals_per_baazi (int | None): completed deals after which a baazi also ends, won by the higher total (level
                totals play on until a deal ends with a side ahead); null = no limit, the margin alone (our decision on
                SEP-11.1, SEP-13)
            sweep_points (int): points of an ordinary sweep (SEP-9.1)
            first_play_sweep_points (int): points of a sweep on play 1 (SEP-9.1)
            last_play_sweep_points (int): points of a sweep on play 48 (SEP-9.1)
            ten_of_diamonds_points (int): points of the 10D (SEP-10.1)
            most_cards_bonus (int): bonus for the side with more captured cards (SEP-10.3)
            owner_may_throw (bool): whether a house owner may throw (SEP-8.5)
     """

    players: SeepOptionsPlayers
    first_dealer: None | SeepOptionsFirstDealerType1 | SeepOptionsFirstDealerType2Type1 | SeepOptionsFirstDealerType3Type1
    baazi_margin: int
    baazi_count: int | None
    deals_per_baazi: int | None
    sweep_points: int
    first_play_sweep_points: int
    last_play_sweep_points: int
    ten_of_diamonds_points: int
    most_cards_bonus: int
    owner_may_throw: bool





    def to_dict(self) -> dict[str, Any]:
        players = self.players.value

        first_dealer: int | None
        if isinstance(self.first_dealer, SeepOptionsFirstDealerType1):
            first_dealer = self.first_dealer.value
        elif isinstance(self.first_dealer, SeepOptionsFirstDealerType2Type1):
            first_dealer = self.first_dealer.value
        elif isinstance(self.first_dealer, SeepOptionsFirstDealerType3Type1):
            first_dealer = self.first_dealer.value
        else:
            first_dealer = self.first_dealer

        baazi_margin = self.baazi_margin

        baazi_count: int | None
        baazi_count = self.baazi_count

        deals_per_baazi: int | None
        deals_per_baazi = self.deals_per_baazi

        sweep_points = self.sweep_points

        first_play_sweep_points = self.first_play_sweep_points

        last_play_sweep_points = self.last_play_sweep_points

        ten_of_diamonds_points = self.ten_of_diamonds_points

        most_cards_bonus = self.most_cards_bonus

        owner_may_throw = self.owner_may_throw


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "first_dealer": first_dealer,
            "baazi_margin": baazi_margin,
            "baazi_count": baazi_count,
            "deals_per_baazi": deals_per_baazi,
            "sweep_points": sweep_points,
            "first_play_sweep_points": first_play_sweep_points,
            "last_play_sweep_points": last_play_sweep_points,
            "ten_of_diamonds_points": ten_of_diamonds_points,
            "most_cards_bonus": most_cards_bonus,
            "owner_may_throw": owner_may_throw,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        players = SeepOptionsPlayers(d.pop("players"))




        def _parse_first_dealer(data: object) -> None | SeepOptionsFirstDealerType1 | SeepOptionsFirstDealerType2Type1 | SeepOptionsFirstDealerType3Type1:
            if data is None:
                return data
            try:
                if not isinstance(data, int):
                    raise TypeError()
                first_dealer_type_1 = SeepOptionsFirstDealerType1(data)



                return first_dealer_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, int):
                    raise TypeError()
                first_dealer_type_2_type_1 = SeepOptionsFirstDealerType2Type1(data)



                return first_dealer_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, int):
                    raise TypeError()
                first_dealer_type_3_type_1 = SeepOptionsFirstDealerType3Type1(data)



                return first_dealer_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SeepOptionsFirstDealerType1 | SeepOptionsFirstDealerType2Type1 | SeepOptionsFirstDealerType3Type1, data)

        first_dealer = _parse_first_dealer(d.pop("first_dealer"))


        baazi_margin = d.pop("baazi_margin")

        def _parse_baazi_count(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        baazi_count = _parse_baazi_count(d.pop("baazi_count"))


        def _parse_deals_per_baazi(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        deals_per_baazi = _parse_deals_per_baazi(d.pop("deals_per_baazi"))


        sweep_points = d.pop("sweep_points")

        first_play_sweep_points = d.pop("first_play_sweep_points")

        last_play_sweep_points = d.pop("last_play_sweep_points")

        ten_of_diamonds_points = d.pop("ten_of_diamonds_points")

        most_cards_bonus = d.pop("most_cards_bonus")

        owner_may_throw = d.pop("owner_may_throw")

        seep_options = cls(
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

        return seep_options

