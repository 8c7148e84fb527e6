from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.spite_and_malice_tally_players import SpiteAndMaliceTallyPlayers
from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.spite_and_malice_tally_payoff_left import SpiteAndMaliceTallyPayoffLeft





T = TypeVar("T", bound="SpiteAndMaliceTally")



@_attrs_define
class SpiteAndMaliceTally:
    """ 
        Attributes:
            players (SpiteAndMaliceTallyPlayers): 2, 4 or 6
            payoff_left (SpiteAndMaliceTallyPayoffLeft): cards left in each side's pay-off piles at the end of the deal, by
                side: "0" and "1" with 2 players; "0+2", "1+3" with 4; "0+3", "1+4", "2+5" with 6; exactly one side has none
                left, the winner (SAM-10.1)
            plus_five (bool | Unset): whether the winner scores 5 more (SAM-10.3); true when left out
     """

    players: SpiteAndMaliceTallyPlayers
    payoff_left: SpiteAndMaliceTallyPayoffLeft
    plus_five: bool | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.spite_and_malice_tally_payoff_left import SpiteAndMaliceTallyPayoffLeft # noqa: PLC0415
        players = self.players.value

        payoff_left = self.payoff_left.to_dict()

        plus_five = self.plus_five


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "players": players,
            "payoff_left": payoff_left,
        })
        if plus_five is not UNSET:
            field_dict["plus_five"] = plus_five

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.spite_and_malice_tally_payoff_left import SpiteAndMaliceTallyPayoffLeft # noqa: PLC0415
        d = dict(src_dict)
        players = SpiteAndMaliceTallyPlayers(d.pop("players"))




        payoff_left = SpiteAndMaliceTallyPayoffLeft.from_dict(d.pop("payoff_left"))




        plus_five = d.pop("plus_five", UNSET)

        spite_and_malice_tally = cls(
            players=players,
            payoff_left=payoff_left,
            plus_five=plus_five,
        )

        return spite_and_malice_tally

