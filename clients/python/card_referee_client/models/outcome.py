from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.standing import Standing





T = TypeVar("T", bound="Outcome")



@_attrs_define
class Outcome:
    """ 
        Attributes:
            winners (list[str]): the sides that won
            standings (list[Standing]):
            reason (str): why the match ended, as a stable word
            rule (str): the rule that ended it
            rule_url (str | Unset): that rule's entry in the game's rules catalog
            seat (int | Unset): a match ended at the table (a session's timeout or resignation, rules TBL-1 and TBL-2): the
                seat that timed out or resigned
     """

    winners: list[str]
    standings: list[Standing]
    reason: str
    rule: str
    rule_url: str | Unset = UNSET
    seat: int | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.standing import Standing # noqa: PLC0415
        winners = self.winners



        standings = []
        for standings_item_data in self.standings:
            standings_item = standings_item_data.to_dict()
            standings.append(standings_item)



        reason = self.reason

        rule = self.rule

        rule_url = self.rule_url

        seat = self.seat


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "winners": winners,
            "standings": standings,
            "reason": reason,
            "rule": rule,
        })
        if rule_url is not UNSET:
            field_dict["rule_url"] = rule_url
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.standing import Standing # noqa: PLC0415
        d = dict(src_dict)
        winners = cast(list[str], d.pop("winners"))


        standings = []
        _standings = d.pop("standings")
        for standings_item_data in (_standings):
            standings_item = Standing.from_dict(standings_item_data)



            standings.append(standings_item)


        reason = d.pop("reason")

        rule = d.pop("rule")

        rule_url = d.pop("rule_url", UNSET)

        seat = d.pop("seat", UNSET)

        outcome = cls(
            winners=winners,
            standings=standings,
            reason=reason,
            rule=rule,
            rule_url=rule_url,
            seat=seat,
        )

        return outcome

