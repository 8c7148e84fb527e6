from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..models.ronda_challenge_event_declared import RondaChallengeEventDeclared
from ..models.ronda_challenge_event_type import RondaChallengeEventType
from ..models.ronda_challenge_event_verdict import RondaChallengeEventVerdict






T = TypeVar("T", bound="RondaChallengeEvent")



@_attrs_define
class RondaChallengeEvent:
    """ 
        Attributes:
            type_ (RondaChallengeEventType): challenge
            player (int): the challenger
            target (int): the challenged declarer
            declared (RondaChallengeEventDeclared): the kind it declared
            verdict (RondaChallengeEventVerdict): correct: the declarer's side wins (RON-10.5); wrong: it is penalised
                (RON-4.9)
     """

    type_: RondaChallengeEventType
    player: int
    target: int
    declared: RondaChallengeEventDeclared
    verdict: RondaChallengeEventVerdict





    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        player = self.player

        target = self.target

        declared = self.declared.value

        verdict = self.verdict.value


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "type": type_,
            "player": player,
            "target": target,
            "declared": declared,
            "verdict": verdict,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = RondaChallengeEventType(d.pop("type"))




        player = d.pop("player")

        target = d.pop("target")

        declared = RondaChallengeEventDeclared(d.pop("declared"))




        verdict = RondaChallengeEventVerdict(d.pop("verdict"))




        ronda_challenge_event = cls(
            type_=type_,
            player=player,
            target=target,
            declared=declared,
            verdict=verdict,
        )

        return ronda_challenge_event

