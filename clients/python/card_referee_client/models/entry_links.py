from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset







T = TypeVar("T", bound="EntryLinks")



@_attrs_define
class EntryLinks:
    """ 
        Attributes:
            play (str): the reference web table: lobby and seats
            docs (str): the interactive API docs
            openapi (str): the OpenAPI document
            games (str): every game, described
            sessions (str): where sessions are opened
     """

    play: str
    docs: str
    openapi: str
    games: str
    sessions: str





    def to_dict(self) -> dict[str, Any]:
        play = self.play

        docs = self.docs

        openapi = self.openapi

        games = self.games

        sessions = self.sessions


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "play": play,
            "docs": docs,
            "openapi": openapi,
            "games": games,
            "sessions": sessions,
        })

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        play = d.pop("play")

        docs = d.pop("docs")

        openapi = d.pop("openapi")

        games = d.pop("games")

        sessions = d.pop("sessions")

        entry_links = cls(
            play=play,
            docs=docs,
            openapi=openapi,
            games=games,
            sessions=sessions,
        )

        return entry_links

