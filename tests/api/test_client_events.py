"""The generated Python client reads every event type of every game as its own type, and writes
it back unchanged: the answer to a move and the history entries, as each seat and a spectator
see them, read with the client's models and written out again equal the JSON the referee sent.

Events of different games share their `type` (a Ronda and a Modulo `play`): the document tells
the client which game's events an answer carries by the answer's `game`, and an event read as
another game's would lose the fields that game does not have.
"""

from __future__ import annotations

import json
import random

import httpx
import pytest

from referee.api import create_app
from referee.api.config import Settings
from referee.api.openapi.writer import component_prefix, event_names
from referee.engine import RefereeError
from referee.games.registry import REGISTRY
from tests.api.test_clients import CLIENTS
from tests.test_conformance import choose, short_match_options

GAMES = sorted(REGISTRY)
MATCHES = 12  # tries per player count to meet every event type of a game
MOVES = 3000  # moves per try at most


def options_of(game, number: int) -> dict:
    """Options of the `number`th try: the game's short match, and each option with listed
    values at one of them in turn (a match mode, a deck, a rule variant), so that the events
    of every variant come up."""
    options = dict(short_match_options(game.id))
    for option in game.options:
        if option.name != "players" and option.values is not None:
            options[option.name] = option.values[number % len(option.values)]
    return options


def matches_meeting_every_event(game) -> list[tuple[int, dict, str, list[dict]]]:
    """Seeded matches played through the engine until every event type of the game has come
    up: each as its player count, options, seed and its moves up to the last one that brought
    a type not met before. The random player makes each kind of move the first time it may,
    so that rare ones (a Seep redeal, a Cassino steal) come early."""
    wanted, met, made = set(game.event_schemas), set(), set()
    found = []
    for number in range(MATCHES):
        for players in game.player_counts:
            seed = f"round-trip-{players}-{number}"
            options = options_of(game, number)
            try:
                resolved = game.resolve_options(options, players)
            except RefereeError:  # variants at odds with one another or with the count
                options = dict(short_match_options(game.id))
                resolved = game.resolve_options(options, players)
            rng = random.Random(seed)
            state = game.new_state(resolved, seed)
            moves: list[dict] = []
            kept = 0
            while not game.is_finished(state) and len(moves) < MOVES:
                listed, _ = game.moves(state)
                fresh = [move for move in listed if move["type"] not in made]
                move = rng.choice(fresh) if fresh else choose(game.id, listed, rng)
                made.add(move["type"])
                outcome = game.play(state, move)
                moves.append(move)
                new = {event["type"] for event in outcome.events} - met
                if new:
                    met |= new
                    kept = len(moves)
                state = outcome.state
            if kept:
                found.append((players, options, seed, moves[:kept]))
            if met >= wanted:
                return found
    pytest.fail(f"{game.id}: no event of type {sorted(wanted - met)} in {MATCHES} tries")


def read_back(parsed, sent: dict, game, read: set[str]) -> None:
    """`parsed` is the game's own model of the answer, each event of it the model of its type,
    and the model writes out exactly the JSON that was `sent`."""
    names = event_names(game)
    assert parsed.to_dict() == sent, f"{type(parsed).__name__} lost or changed a field"
    for event in parsed.events or []:
        assert type(event).__name__ == names[event.type_.value], event
        read.add(event.type_.value)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_type_reads_as_its_own_and_writes_back_unchanged(monkeypatch, game_id):
    monkeypatch.syspath_prepend(str(CLIENTS / "python"))
    from card_referee_client import AuthenticatedClient, Client
    from card_referee_client.api.sessions import (
        create_session,
        get_session_history,
        play_session_move,
    )
    from card_referee_client.models import SessionCreateRequest, SessionMoveRequest

    game = REGISTRY[game_id]
    prefix = component_prefix(game)
    app = create_app(Settings())
    transport = httpx.WSGITransport(app=app)
    base = "http://referee.test"

    def client(token: str | None = None):
        if token is None:
            return Client(base_url=base, httpx_args={"transport": transport})
        return AuthenticatedClient(base_url=base, token=token, httpx_args={"transport": transport})

    read: set[str] = set()
    for players, options, seed, moves in matches_meeting_every_event(game):
        body = {"game": game_id, "players": players, "seed": seed, "options": options}
        created = create_session.sync(client=client(), body=SessionCreateRequest.from_dict(body))
        seats = {seat.player: client(seat.token) for seat in created.seats}
        for move in moves:
            answer = play_session_move.sync_detailed(
                created.id,
                client=seats[move["player"]],
                body=SessionMoveRequest.from_dict({"move": move}),
            )
            assert answer.status_code == 200 and answer.parsed.legal, answer.content
            assert type(answer.parsed).__name__ == f"{prefix}SessionOutcome"
            read_back(answer.parsed, json.loads(answer.content), game, read)
        for watcher in [client(), *seats.values()]:
            since = 0
            while since is not None:
                page = get_session_history.sync_detailed(created.id, client=watcher, since=since)
                assert page.status_code == 200
                sent = json.loads(page.content)
                for entry, entry_sent in zip(page.parsed.entries, sent["entries"], strict=True):
                    assert type(entry).__name__ == f"{prefix}SessionHistoryEntry"
                    read_back(entry, entry_sent, game, read)
                assert page.parsed.to_dict() == sent
                since = page.parsed.next_
    assert read == set(game.event_schemas)
