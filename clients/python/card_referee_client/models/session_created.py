from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.cassino_view import CassinoView
  from ..models.modulo_view import ModuloView
  from ..models.outcome import Outcome
  from ..models.ronda_view import RondaView
  from ..models.seep_view import SeepView
  from ..models.session_clock import SessionClock
  from ..models.session_clocks import SessionClocks
  from ..models.session_seat import SessionSeat
  from ..models.session_webhook import SessionWebhook
  from ..models.spite_and_malice_view import SpiteAndMaliceView





T = TypeVar("T", bound="SessionCreated")



@_attrs_define
class SessionCreated:
    """ 
        Attributes:
            movers (list[int]): the seats that may move now; empty once the match is over
            outcome (None | Outcome): null while play goes on; once the match is over, the winning sides, each side's final
                score and rank, and why it ended
            id (str):
            game (str):
            version (int): 0: no move made yet
            owner_token (str): the owner's secret bearer token, for the app that created the session (it may end the
                session; it is no seat); shown only in this answer
            seats (list[SessionSeat]):
            view (CassinoView | ModuloView | RondaView | SeepView | SpiteAndMaliceView): the spectator's view of the fresh
                deal
            clock (None | SessionClock): the session's time control; null for none
            clocks (None | SessionClocks): the seats' clocks now; null without a time control
            webhook (SessionWebhook | Unset):
     """

    movers: list[int]
    outcome: None | Outcome
    id: str
    game: str
    version: int
    owner_token: str
    seats: list[SessionSeat]
    view: CassinoView | ModuloView | RondaView | SeepView | SpiteAndMaliceView
    clock: None | SessionClock
    clocks: None | SessionClocks
    webhook: SessionWebhook | Unset = UNSET





    def to_dict(self) -> dict[str, Any]:
        from ..models.cassino_view import CassinoView # noqa: PLC0415
        from ..models.modulo_view import ModuloView # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.ronda_view import RondaView # noqa: PLC0415
        from ..models.seep_view import SeepView # noqa: PLC0415
        from ..models.session_clock import SessionClock # noqa: PLC0415
        from ..models.session_clocks import SessionClocks # noqa: PLC0415
        from ..models.session_seat import SessionSeat # noqa: PLC0415
        from ..models.session_webhook import SessionWebhook # noqa: PLC0415
        from ..models.spite_and_malice_view import SpiteAndMaliceView # noqa: PLC0415
        movers = self.movers



        outcome: dict[str, Any] | None
        if isinstance(self.outcome, Outcome):
            outcome = self.outcome.to_dict()
        else:
            outcome = self.outcome

        id = self.id

        game = self.game

        version = self.version

        owner_token = self.owner_token

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)



        view: dict[str, Any]
        if isinstance(self.view, CassinoView):
            view = self.view.to_dict()
        elif isinstance(self.view, ModuloView):
            view = self.view.to_dict()
        elif isinstance(self.view, RondaView):
            view = self.view.to_dict()
        elif isinstance(self.view, SeepView):
            view = self.view.to_dict()
        else:
            view = self.view.to_dict()


        clock: dict[str, Any] | None
        if isinstance(self.clock, SessionClock):
            clock = self.clock.to_dict()
        else:
            clock = self.clock

        clocks: dict[str, Any] | None
        if isinstance(self.clocks, SessionClocks):
            clocks = self.clocks.to_dict()
        else:
            clocks = self.clocks

        webhook: dict[str, Any] | Unset = UNSET
        if not isinstance(self.webhook, Unset):
            webhook = self.webhook.to_dict()


        field_dict: dict[str, Any] = {}

        field_dict.update({
            "movers": movers,
            "outcome": outcome,
            "id": id,
            "game": game,
            "version": version,
            "owner_token": owner_token,
            "seats": seats,
            "view": view,
            "clock": clock,
            "clocks": clocks,
        })
        if webhook is not UNSET:
            field_dict["webhook"] = webhook

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.cassino_view import CassinoView # noqa: PLC0415
        from ..models.modulo_view import ModuloView # noqa: PLC0415
        from ..models.outcome import Outcome # noqa: PLC0415
        from ..models.ronda_view import RondaView # noqa: PLC0415
        from ..models.seep_view import SeepView # noqa: PLC0415
        from ..models.session_clock import SessionClock # noqa: PLC0415
        from ..models.session_clocks import SessionClocks # noqa: PLC0415
        from ..models.session_seat import SessionSeat # noqa: PLC0415
        from ..models.session_webhook import SessionWebhook # noqa: PLC0415
        from ..models.spite_and_malice_view import SpiteAndMaliceView # noqa: PLC0415
        d = dict(src_dict)
        movers = cast(list[int], d.pop("movers"))


        def _parse_outcome(data: object) -> None | Outcome:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                outcome_type_0 = Outcome.from_dict(data)



                return outcome_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Outcome, data)

        outcome = _parse_outcome(d.pop("outcome"))


        id = d.pop("id")

        game = d.pop("game")

        version = d.pop("version")

        owner_token = d.pop("owner_token")

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in (_seats):
            seats_item = SessionSeat.from_dict(seats_item_data)



            seats.append(seats_item)


        def _parse_view(data: object) -> CassinoView | ModuloView | RondaView | SeepView | SpiteAndMaliceView:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_0 = CassinoView.from_dict(data)



                return view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_1 = ModuloView.from_dict(data)



                return view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_2 = RondaView.from_dict(data)



                return view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                view_type_3 = SeepView.from_dict(data)



                return view_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            view_type_4 = SpiteAndMaliceView.from_dict(data)



            return view_type_4

        view = _parse_view(d.pop("view"))


        def _parse_clock(data: object) -> None | SessionClock:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clock_type_0 = SessionClock.from_dict(data)



                return clock_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SessionClock, data)

        clock = _parse_clock(d.pop("clock"))


        def _parse_clocks(data: object) -> None | SessionClocks:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                clocks_type_0 = SessionClocks.from_dict(data)



                return clocks_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SessionClocks, data)

        clocks = _parse_clocks(d.pop("clocks"))


        _webhook = d.pop("webhook", UNSET)
        webhook: SessionWebhook | Unset
        if isinstance(_webhook,  Unset):
            webhook = UNSET
        else:
            webhook = SessionWebhook.from_dict(_webhook)




        session_created = cls(
            movers=movers,
            outcome=outcome,
            id=id,
            game=game,
            version=version,
            owner_token=owner_token,
            seats=seats,
            view=view,
            clock=clock,
            clocks=clocks,
            webhook=webhook,
        )

        return session_created

