"""Requests/s of /moves with a sealed state and with an opaque token, as ratios to plain /moves.

Two gunicorn servers: one without state keys (the floor: plain stateless /moves), one
with REFEREE_STATE_KEYS and REFEREE_REQUIRE_SEAL (sealed states, and tokens). The same
mid-game position and move is posted in each form; runs are interleaved so the drift of
a shared machine hits every mode alike. Also prints the in-process cost of each step.
"""

from __future__ import annotations

import json
import pathlib
import tempfile
import time
import timeit
import urllib.request

from http_moves import LUA, http_arguments, mid_game_request
from serving import DONE_LUA, free_port, gunicorn, median, stop, wrk

from referee.games.registry import REGISTRY
from referee.statecodec import KeyRing, mint_token, open_token, seal, seat_key, verify_seal

KEYS = "bench=" + "k" * 43


def bodies(game_id: str, plies: int) -> dict[str, dict]:
    request = mid_game_request(game_id, plies)
    state, move = request["state"], request["move"]
    ring, version = KeyRing.parse(KEYS), REGISTRY[game_id].schema_version
    return {
        "plain": {"state": state, "move": move},
        "sealed": {"state": state, "seal": seal(ring, state), "move": move},
        "opaque": {
            "token": mint_token(ring, state, game_id, version),
            "move": move,
            "seat_key": seat_key(ring, game_id, state["seed"], move["player"]),
        },
    }


def in_process_costs(game_id: str, state: dict) -> dict[str, float]:
    """Microseconds per call of each codec step on this state."""
    ring, version = KeyRing.parse(KEYS), REGISTRY[game_id].schema_version
    sealed, token = seal(ring, state), mint_token(ring, state, game_id, version)
    steps = {
        "seal": lambda: seal(ring, state),
        "verify seal": lambda: verify_seal(ring, state, sealed),
        "make token": lambda: mint_token(ring, state, game_id, version),
        "open token": lambda: open_token(ring, token, game_id, version),
    }
    return {
        name: min(timeit.repeat(step, number=500, repeat=3)) / 500 * 1e6
        for name, step in steps.items()
    }


def in_process_requests(game_id: str, posted: dict[str, dict], rounds: int) -> dict[str, float]:
    """CPU µs per /moves request through Flask's test client (no sockets, no scheduler noise)."""
    from referee.api import create_app
    from referee.api.config import Settings

    clients = {
        "plain": create_app(Settings()).test_client(),
        "keyed": create_app(Settings(state_keys=KEYS, require_seal=True)).test_client(),
    }
    url = f"/v1/games/{game_id}/moves"
    encoded = {mode: json.dumps(body) for mode, body in posted.items()}
    best = {mode: float("inf") for mode in posted}
    for _ in range(rounds):  # interleaved; the best round of each is the least disturbed
        for mode, body in encoded.items():
            client = clients["plain" if mode == "plain" else "keyed"]
            started = time.process_time()
            for _ in range(300):
                client.post(url, data=body, content_type="application/json")
            best[mode] = min(best[mode], (time.process_time() - started) / 300 * 1e6)
    return best


def main() -> None:
    args = http_arguments(__doc__, "http_sealed.py", 5)

    posted = bodies(args.game, args.plies)
    workdir = pathlib.Path(tempfile.mkdtemp(prefix="referee-bench-sealed-"))
    scripts = {}
    for mode, body in posted.items():
        (workdir / f"{mode}.json").write_text(json.dumps(body))
        scripts[mode] = workdir / f"{mode}.lua"
        scripts[mode].write_text(LUA.format(body=workdir / f"{mode}.json") + DONE_LUA)

    ports = {"plain": free_port(), "keyed": free_port()}
    server_of = {"plain": "plain", "sealed": "keyed", "opaque": "keyed"}
    procs = {
        "plain": gunicorn(
            "referee.wsgi:app", ports["plain"], workers=2, threads=2, env={"REFEREE_REDIS_URL": ""}
        ),
        "keyed": gunicorn(
            "referee.wsgi:app",
            ports["keyed"],
            workers=2,
            threads=2,
            env={
                "REFEREE_REDIS_URL": "",
                "REFEREE_STATE_KEYS": KEYS,
                "REFEREE_REQUIRE_SEAL": "true",
            },
        ),
    }
    url = {
        mode: f"http://127.0.0.1:{ports[server]}/v1/games/{args.game}/moves"
        for mode, server in server_of.items()
    }
    try:
        for mode in posted:
            check = urllib.request.Request(
                url[mode],
                data=json.dumps(posted[mode]).encode(),
                headers={"Content-Type": "application/json"},
            )
            with urllib.request.urlopen(check) as answer:
                outcome = json.load(answer)
            assert outcome["legal"] is True and ("token" in outcome) == (mode == "opaque"), mode
        results: dict[str, list[float]] = {mode: [] for mode in posted}
        for _ in range(args.rounds):
            for mode in posted:
                results[mode].append(
                    wrk(url[mode], scripts[mode], args.seconds, args.connections).rps
                )
    finally:
        for proc in procs.values():
            stop(proc)
    middle = {mode: median(runs) for mode, runs in results.items()}
    targets = {"plain": 1.0, "sealed": 0.85, "opaque": 0.7}
    print(
        f"{args.game}, {args.plies} plies in; gunicorn 2 workers x 2 threads; "
        f"wrk -c{args.connections}"
    )
    for mode in posted:
        size = len(json.dumps(posted[mode]))
        ratio = middle[mode] / middle["plain"]
        verdict = "met" if ratio >= targets[mode] else "MISSED"
        runs = ", ".join(f"{r:,.0f}" for r in results[mode])
        print(
            f"{mode:7} {middle[mode]:8,.0f} req/s  ratio {ratio:.2f} (target {targets[mode]}: "
            f"{verdict})  body {size:,} bytes  (runs: {runs})"
        )
    costs = in_process_costs(args.game, posted["plain"]["state"])
    print("in process, µs per call: " + ", ".join(f"{k} {v:.0f}" for k, v in costs.items()))
    print(f"token {len(posted['opaque']['token']):,} characters")
    cpu = in_process_requests(args.game, posted, 2 * args.rounds)
    print(
        "in process, CPU µs per request (plain/mode as a ratio): "
        + ", ".join(f"{mode} {cost:.0f} ({cpu['plain'] / cost:.2f})" for mode, cost in cpu.items())
    )


if __name__ == "__main__":
    main()
