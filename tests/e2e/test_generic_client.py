"""A client with no code for any one game: it plays every game through the generated client.

Written from openapi.yaml and docs/sessions.md alone: it opens a session for every game and player
count the catalog lists, plays it to the end with random legal moves through the seats'
tokens, and reads whose turn it is (`movers`), how the match ended (`outcome`) and the final
score sheet, the same way for every game.
"""

from __future__ import annotations

import random
import typing

import pytest

from tests.api.test_clients import CLIENTS
from tests.web.pages import LiveServer

MAX_MOVES = 20_000


def shortest_options(game) -> dict:
    """The shortest match the catalog allows, read from the options alone: every ranged
    option at its minimum (smaller piles, targets and deal counts), the rest by default."""
    return {
        option.name: option.minimum
        for option in game.options
        if option.name != "players" and isinstance(option.minimum, int)
    }


@pytest.mark.slow
def test_a_generic_client_plays_every_game_to_its_end(monkeypatch):
    pytest.importorskip("httpx")
    monkeypatch.syspath_prepend(str(CLIENTS / "python"))
    from card_referee_client import AuthenticatedClient, Client
    from card_referee_client.api.games import list_games
    from card_referee_client.api.sessions import (
        create_session,
        get_session,
        get_session_scores,
        list_session_legal_moves,
        play_session_move,
    )
    from card_referee_client.models import SessionCreated, SessionMoveRequest, SessionOutcome

    # The create request is one of a request per game, told apart by `game`: the generated
    # union's member that reads the request is the one to send, as any oneOf is read.
    create_requests = typing.get_args(typing.get_type_hints(create_session.sync)["body"])

    def create_request(request: dict):
        for kind in create_requests:
            try:
                return kind.from_dict(request)
            except (KeyError, TypeError, ValueError):
                continue
        raise AssertionError(f"no create request reads {request}")

    rng = random.Random("generic")
    with LiveServer() as server:
        anyone = Client(base_url=server.url)
        games = list_games.sync(client=anyone).games
        assert games
        for game in games:
            for players in game.players:
                request = {"game": game.id, "players": players, "seed": f"generic-{players}"}
                options = shortest_options(game)
                if options:
                    request["options"] = options
                created = create_session.sync(client=anyone, body=create_request(request))
                assert isinstance(created, SessionCreated), (game.id, players, created)
                seats = {
                    seat.player: AuthenticatedClient(base_url=server.url, token=seat.token)
                    for seat in created.seats
                }
                movers = list(created.movers)
                outcome = None
                for _ in range(MAX_MOVES):
                    if not movers:
                        break
                    seat = rng.choice(movers)
                    listed = list_session_legal_moves.sync(created.id, client=seats[seat])
                    move = rng.choice(listed.to_dict()["moves"])
                    answer = play_session_move.sync(
                        created.id,
                        client=seats[seat],
                        body=SessionMoveRequest.from_dict({"move": move}),
                    )
                    assert isinstance(answer, SessionOutcome), (game.id, move, answer)
                    assert answer.legal, (game.id, move, answer.to_dict())
                    body = answer.to_dict()
                    movers, outcome = body["movers"], body["outcome"]
                else:
                    pytest.fail(f"{game.id} with {players} players did not end")
                assert outcome is not None, (game.id, players)
                read = get_session.sync(created.id, client=anyone).to_dict()
                assert read["finished"] and read["movers"] == [] and read["outcome"] == outcome
                sides = {standing["side"] for standing in outcome["standings"]}
                assert set(outcome["winners"]) <= sides
                sheet = get_session_scores.sync(created.id, client=anyone).to_dict()
                assert sheet["match"]["finished"] and sheet["match"]["scores"].keys() == sides
                assert {s["side"]: s["score"] for s in outcome["standings"]} == sheet["match"][
                    "scores"
                ]
                for item in sheet["items"]:
                    assert item["rule_url"].endswith(item["rule"])
