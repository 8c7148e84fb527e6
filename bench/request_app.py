"""CPU time of one request through the whole Flask app, in process: no sockets, no scheduler.

Each request's WSGI environ is built before the clock starts and handed to `app.wsgi_app`;
the figure is the best of several timed batches. `moves` posts the state of
bench/http_moves.py to the stateless `/moves` (`--echo`: to bench/echo_app.py instead, the
floor of the HTTP benches); `session-read` reads a session as a seat; `session-move` plays
seeded matches move by move, every one legal in turn. Sessions are kept in memory, or with
`--redis` in a throwaway redis-server. Run it against an older tree with PYTHONPATH=<tree>.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import tempfile
import time
from collections.abc import Callable, Iterable

from flask.testing import FlaskClient
from http_moves import mid_game_request
from http_sessions import playouts
from serving import redis_server, stop
from werkzeug.test import EnvironBuilder

from referee.api import create_app
from referee.api.config import Settings
from referee.games.registry import REGISTRY

WsgiApp = Callable[[dict, Callable], Iterable[bytes]]


def environ(path: str, body: dict | None = None, token: str | None = None) -> dict:
    headers = [("Authorization", f"Bearer {token}")] if token else []
    if body is None:
        return EnvironBuilder(path=path, headers=headers).get_environ()
    data = json.dumps(body, separators=(",", ":"))
    return EnvironBuilder(
        path=path, method="POST", data=data, content_type="application/json", headers=headers
    ).get_environ()


def timed(app: WsgiApp, batches: list[list[dict]]) -> float:
    """The best CPU seconds per request over the batches; every answer must be a 200."""
    statuses: list[str] = []

    def start_response(status: str, headers: list, exc_info: object = None) -> None:
        statuses.append(status)

    best = float("inf")
    for batch in batches:
        started = time.process_time()
        for one in batch:
            answer = app(one, start_response)
            for _ in answer:
                pass
            close = getattr(answer, "close", None)
            if close is not None:
                close()
        best = min(best, (time.process_time() - started) / len(batch))
    wrong = [status for status in statuses if not status.startswith("200")]
    if wrong:
        raise RuntimeError(f"{len(wrong)} answers were not 200, e.g. {wrong[0]}")
    return best


def moves_batches(game_id: str, plies: int, number: int, repeat: int) -> list[list[dict]]:
    request = mid_game_request(game_id, plies)
    return [
        [environ(f"/v1/games/{game_id}/moves", request) for _ in range(number)]
        for _ in range(repeat)
    ]


def open_session(app_client: FlaskClient, game_id: str, seed: str) -> dict:
    created = app_client.post("/v1/sessions", json={"game": game_id, "seed": seed}).get_json()
    assert isinstance(created, dict), created
    return created


def read_batches(
    app_client: FlaskClient, game_id: str, number: int, repeat: int
) -> list[list[dict]]:
    created = open_session(app_client, game_id, "read")
    path, token = f"/v1/sessions/{created['id']}", created["seats"][0]["token"]
    return [[environ(path, token=token) for _ in range(number)] for _ in range(repeat)]


def move_batches(
    app_client: FlaskClient, game_id: str, number: int, repeat: int
) -> list[list[dict]]:
    requests = []
    for seed, played in playouts(game_id, 100_000, number * repeat):
        created = open_session(app_client, game_id, seed)
        tokens = [seat["token"] for seat in created["seats"]]
        path = f"/v1/sessions/{created['id']}/moves"
        requests += [environ(path, {"move": move}, tokens[move["player"]]) for move in played]
    return [requests[start : start + number] for start in range(0, number * repeat, number)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("call", choices=("moves", "session-read", "session-move"))
    parser.add_argument("--game", default="cassino", choices=sorted(REGISTRY))
    parser.add_argument("--plies", type=int, default=10, help="moves into the posted match")
    parser.add_argument("--number", type=int, default=2000, help="requests per batch")
    parser.add_argument("--repeat", type=int, default=5, help="batches; the best one counts")
    parser.add_argument("--echo", action="store_true", help="time the echo floor (moves only)")
    parser.add_argument("--redis", action="store_true", help="sessions in a redis-server")
    args = parser.parse_args()
    if args.echo and args.call != "moves":
        parser.error("--echo answers only `moves`")

    workdir = pathlib.Path(tempfile.mkdtemp(prefix="referee-bench-app-"))
    redis_proc, redis_url = redis_server(workdir) if args.redis else (None, None)
    try:
        if args.echo:
            from echo_app import app as echo

            wsgi: WsgiApp = echo.wsgi_app
            batches = moves_batches(args.game, args.plies, args.number, args.repeat)
        else:
            app = create_app(Settings(redis_url=redis_url, max_sessions=1_000_000))
            wsgi, client = app.wsgi_app, app.test_client()
            if args.call == "moves":
                batches = moves_batches(args.game, args.plies, args.number, args.repeat)
            elif args.call == "session-read":
                batches = read_batches(client, args.game, args.number, args.repeat)
            else:
                batches = move_batches(client, args.game, args.number, args.repeat)
        best = timed(wsgi, batches)
    finally:
        if redis_proc is not None:
            stop(redis_proc)
    where = "echo" if args.echo else ("redis" if args.redis else "memory")
    print(f"{args.call} {args.game} ({where}): {best * 1e6:.0f} µs of CPU per request")


if __name__ == "__main__":
    main()
