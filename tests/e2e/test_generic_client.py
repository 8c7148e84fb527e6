"""Clients with no code for any one game: they play and follow every game through the generated
clients, the Python one and the TypeScript one.

Each is written from openapi.yaml and the guides alone: it opens a session for every game and
player count the catalog lists with the one create request, plays it to the end with random
legal moves through the seats' tokens, follows its event stream, and reads whose turn it is
(`movers`), how the match ended (`outcome`) and the final score sheet, the same way for every
game.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess

import pytest

from referee.api.config import Settings
from tests.api.test_clients import CLIENTS
from tests.web.pages import LiveServer

MAX_MOVES = 20_000
TYPESCRIPT = CLIENTS / "typescript"
TSC = TYPESCRIPT / "node_modules" / ".bin" / "tsc"


def shortest_options(game) -> dict:
    """The shortest match the catalog allows, read from the options alone: every ranged
    option at its minimum (smaller piles, targets and deal counts), the rest by default."""
    return {
        option.name: option.minimum
        for option in game.options
        if option.name != "players" and isinstance(option.minimum, int)
    }


@pytest.mark.slow
def test_a_generic_client_plays_and_follows_every_game_to_its_end(monkeypatch):
    pytest.importorskip("httpx_sse")
    monkeypatch.syspath_prepend(str(CLIENTS / "python"))
    from card_referee_client import AuthenticatedClient, Client
    from card_referee_client.api.games import list_games
    from card_referee_client.api.sessions import (
        create_session,
        get_session,
        get_session_history,
        get_session_scores,
        list_session_legal_moves,
        play_session_move,
    )
    from card_referee_client.models import (
        SessionCreated,
        SessionCreateRequest,
        SessionEnd,
        SessionHello,
        SessionMoveRequest,
    )
    from card_referee_follow import follow

    rng = random.Random("generic")
    with LiveServer() as server:
        anyone = Client(base_url=server.url)
        games = list_games.sync(client=anyone).games
        assert games
        for game in games:
            # The catalog names each event type's schema: the model each event is read as.
            schemas = {kind.type_: kind.schema for kind in game.events}
            for players in game.players:
                request = {"game": game.id, "players": players, "seed": f"generic-{players}"}
                options = shortest_options(game)
                if options:
                    request["options"] = options
                created = create_session.sync(
                    client=anyone, body=SessionCreateRequest.from_dict(request)
                )
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
                    answer = play_session_move.sync_detailed(
                        created.id,
                        client=seats[seat],
                        body=SessionMoveRequest.from_dict({"move": move}),
                    )
                    assert answer.parsed.legal, (game.id, move, answer.content)
                    # Read as the game's own answer: each event with every field it was sent.
                    assert answer.parsed.to_dict() == json.loads(answer.content)
                    for event in answer.parsed.events:
                        assert type(event).__name__ == schemas[event.type_.value]
                    body = answer.parsed.to_dict()
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

                # Followed from the first move: the stream tells the match the history keeps.
                followed = list(follow(anyone, created.id, last_event_id=0))
                hello, *entries, end = followed
                assert isinstance(hello, SessionHello) and isinstance(end, SessionEnd)
                assert end.reason.value == "finished" and end.to_dict()["outcome"] == outcome
                history = get_session_history.sync(created.id, client=anyone).to_dict()
                assert [entry.to_dict() for entry in entries] == history["entries"]
                for entry in entries:
                    assert entry.game == game.id
                    for event in entry.events:
                        assert type(event).__name__ == schemas[event.type_.value]


def _typescript() -> None:
    missing = [
        name
        for name, found in (("node", shutil.which("node")), (str(TSC), TSC.exists()))
        if not found
    ]
    if missing:
        # In CI a missing Node or tsc is a broken setup (.ci/run installs both), never a skip.
        message = f"{', '.join(missing)} missing: .ci/run installs them"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)


@pytest.mark.slow
def test_a_generic_typescript_client_compiles_strictly_and_plays_and_follows_every_game(
    tmp_path,
):
    """clients/typescript/examples/generic-client.ts: typed by referee.d.ts alone, with no
    cast, under tsc's strict checks (clients/typescript/tsconfig.json)."""
    _typescript()
    build = tmp_path / "build"
    compiled = subprocess.run(
        [str(TSC), "-p", str(TYPESCRIPT / "tsconfig.json"), "--outDir", str(build)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert compiled.returncode == 0, compiled.stdout + compiled.stderr
    # The compiled client finds its libraries (openapi-fetch, eventsource-parser) as Node looks
    # for them: in a node_modules folder above it.
    (tmp_path / "node_modules").symlink_to(TYPESCRIPT / "node_modules")
    script = (
        "require(process.argv[1]).playEveryGame(process.argv[2]).then("
        "(played) => console.log(JSON.stringify(played)),"
        "(error) => { console.error(error); process.exit(1); })"
    )
    # Streams of a second, opened again at once: a match outlives several of them.
    settings = Settings(max_streams=32, stream_heartbeat=1, stream_seconds=1, retry_after=0)
    with LiveServer(settings) as server:
        played = subprocess.run(
            ["node", "-e", script, str(build / "examples" / "generic-client.js"), server.url],
            capture_output=True,
            text=True,
            timeout=1200,
        )
        assert played.returncode == 0, played.stderr[-4000:]
        catalog = server.app.test_client().get("/v1/games").json["games"]
    matches = json.loads(played.stdout)
    assert [(match["game"], match["players"]) for match in matches] == [
        (game["id"], players) for game in catalog for players in game["players"]
    ]
    for match in matches:
        assert match["moves"] > 0 and match["outcome"]["winners"], match
    assert sum(match["reconnections"] for match in matches) > 0, "no stream was opened again"
