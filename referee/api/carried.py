"""Client-held states over HTTP: the one place a request's state is read and an answer's written.

A request carries its state as `state` (with the `seal` the referee gave it) or as a
`token`; an answer carries a state as `state` with a fresh `seal`, or as a `token` when the
request asked for `opaque` or sent a token itself (a token's content never comes back in
the clear). With a token, a request acts or looks as a seat only with that seat's key.
The crypto is `referee.statecodec`'s; the rules are the game's.
"""

from __future__ import annotations

from flask import Flask, current_app

from ..engine import Game, MalformedInput
from ..engine.game import State
from ..statecodec import (
    KeyRing,
    mint_token,
    open_token,
    seal,
    seat_key,
    seat_of_key,
    verify_seal,
    verify_seat_key,
)
from .config import Settings
from .problems import ApiProblem


class StateCodec:
    """The deployment's key ring (None without one) and whether every state must be sealed."""

    def __init__(self, ring: KeyRing | None, require_seal: bool):
        if require_seal and ring is None:
            raise ValueError("REFEREE_REQUIRE_SEAL needs REFEREE_STATE_KEYS")
        self.ring, self.require_seal = ring, require_seal

    @classmethod
    def from_settings(cls, settings: Settings) -> StateCodec:
        ring = KeyRing.parse(settings.state_keys) if settings.state_keys else None
        return cls(ring, settings.require_seal)

    def keys(self) -> KeyRing:
        if self.ring is None:
            raise ApiProblem(
                422,
                "sealing_unavailable",
                "this referee has no state keys "
                "(REFEREE_STATE_KEYS): it can neither check seals nor make or open "
                "tokens",
            )
        return self.ring


def codec() -> StateCodec:
    return current_app.extensions["referee.states"]


def install(app: Flask, settings: Settings) -> None:
    app.extensions["referee.states"] = StateCodec.from_settings(settings)


def read_state(game: Game, body: dict, states: StateCodec | None = None) -> State:
    """The checked state of a request: plain (its seal verified) or opened from its token;
    `states` is the app's codec unless given (a job of the compute pool has its own).

    Seals and tokens are checked before the game sees a byte, so a forged state reaches no
    rule logic.
    """
    if ("state" in body) == ("token" in body):
        raise MalformedInput("send exactly one of `state` or `token`")
    states = states or codec()
    if "token" in body:
        if "seal" in body:
            raise MalformedInput("a token needs no seal", path="seal")
        if body.get("opaque") is False:
            raise MalformedInput("a token's state is only ever answered as a token", path="opaque")
        data = open_token(states.keys(), body["token"], game.id, game.schema_version)
    else:
        data = body["state"]
        if "seal" in body or states.require_seal:
            verify_seal(states.keys(), data, body.get("seal"))
    return game.load_state(data)


def listing_seat(game: Game, body: dict, state: State) -> int | None:
    """The seat whose moves a listing asks for: its `player`; with a token and no `player`,
    the seat its `seat_key` proves (never every mover's, whose hands the token hides)."""
    player = body.get("player")
    if player is not None or "token" not in body:
        return player
    ring = codec().keys()
    return seat_of_key(ring, game.id, state["seed"], game.seat_count(state), body.get("seat_key"))


def require_seat(game: Game, body: dict, state: State, *seats: int | None) -> None:
    """With a token, every seat the request acts or looks as must be the one its `seat_key`
    proves: the token hides the hands only if its holder cannot simply ask for them.
    """
    if "token" not in body:
        if "seat_key" in body:
            raise MalformedInput("a seat key goes with a token", path="seat_key")
        return
    named = {seat for seat in (*seats, *(body.get("views") or ())) if seat is not None}
    if len(named) > 1:
        raise MalformedInput("with a token, a request acts and looks as one seat", path="views")
    for seat in named:
        verify_seat_key(codec().keys(), game.id, state["seed"], seat, body.get("seat_key"))


def write_state(
    game: Game, body: dict, answer: dict, state: State, states: StateCodec | None = None
) -> dict:
    """`answer` carrying `state` as the request asked: plain with a seal, or a token; plus
    views (`states` as `read_state` takes it)."""
    states = states or codec()
    views = body.get("views")
    if views:
        for index, seat in enumerate(views):
            if seat is not None:
                game.check_seat(state, seat, f"views.{index}")
    if body.get("opaque") or "token" in body:
        answer.pop("state", None)
        ring = states.keys()
        answer["token"] = mint_token(ring, state, game.id, game.schema_version)
        if "token" not in body:  # a new token: its seats' keys, once, to whoever made it
            answer["seat_keys"] = [
                seat_key(ring, game.id, state["seed"], seat)
                for seat in range(game.seat_count(state))
            ]
    else:
        answer["state"] = state
        if states.ring is not None:
            answer["seal"] = seal(states.ring, state)
    if views:
        answer["views"] = [game.view(state, seat) for seat in views]
    return answer
