"""Requests/s of session moves and reads on a real redis-server, against the echo floor.

Seeded sessions are opened over HTTP before each run; the moves of each are worked out
here with the engine from the same seed (every one legal in turn), and each wrk thread
plays its own sessions over one keep-alive connection, so its moves arrive in order.
A move answered anything but `200 {"legal": true…}` fails the run. Reads are
`GET /v1/sessions/{id}` with a seat's token. Both servers run under the same gunicorn
configuration (deploy/gunicorn.conf.py by default), rounds interleaved.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import random
import shutil
import subprocess
import sys
import tempfile
import urllib.request

import redis
from redis.utils import HIREDIS_AVAILABLE
from serving import DONE_LUA, ROOT, Run, free_port, gunicorn, redis_server, report, stop, wrk

from referee.games.registry import REGISTRY

TARGETS = {"move": 0.6, "read": 0.75}

THREAD_LUA = """
local counter, threads = 0, {}
function setup(thread)
  counter = counter + 1
  thread:set("n", counter)
  table.insert(threads, thread)
end
function init(args)
  wrong, i, reqs = 0, 1, {}
  for line in io.lines("%(dir)s/%(kind)s-" .. n .. ".tsv") do
    local path, token, body = line:match("([^\\t]+)\\t([^\\t]+)\\t(.*)")
    local headers = {["Authorization"] = "Bearer " .. token}
    if body ~= "" then headers["Content-Type"] = "application/json" end
    reqs[#reqs + 1] = wrk.format(body ~= "" and "POST" or "GET", path, headers,
                                 body ~= "" and body or nil)
  end
end
-- The next request moves on in `response`, not here: wrk may call request() more than
-- once before the first answer, and one connection per thread keeps the answers in order.
function request()
  return reqs[i]
end
function response(status, headers, body)
  if status ~= 200 or not body:find('%(expect)s', 1, true) then
    if wrong < 2 then io.stderr:write(status .. " " .. body:sub(1, 200) .. "\\n") end
    wrong = wrong + 1
  end
  i = i + 1
  if i > #reqs then i = 1 end   -- replays moves already made: answered illegal, so wrong
end
"""


def playouts(game_id: str, count: int, moves: int) -> list[tuple[str, list[dict]]]:
    """`count` seeds and, for each, the moves of a random match from that seed (at most
    `moves` in all): the sessions a wrk thread plays."""
    game = REGISTRY[game_id]
    out, total = [], 0
    for n in range(count):
        if total >= moves:
            break
        seed = f"bench-sessions-{n}"
        state = game.new_state(game.resolve_options(None), seed)
        rng, played = random.Random(n), []
        while not game.is_finished(state) and total < moves:
            move = rng.choice(game.moves(state)[0])
            state = game.play(state, move).state
            played.append(move)
            total += 1
        out.append((seed, played))
    return out


def redis_version() -> str:
    out = subprocess.run(["redis-server", "--version"], capture_output=True, text=True).stdout
    return out.split("v=")[1].split()[0]


def post(url: str, body: dict) -> dict:
    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(request) as answer:
        return json.load(answer)


def open_sessions(base: str, game_id: str, plays: list, workdir: pathlib.Path, thread: int) -> None:
    """Open the thread's sessions and write its move and read scripts' request lines."""
    moves, reads = [], []
    for seed, played in plays:
        created = post(f"{base}/v1/sessions", {"game": game_id, "seed": seed})
        tokens = [seat["token"] for seat in created["seats"]]
        path = f"/v1/sessions/{created['id']}"
        reads.append(f"{path}\t{tokens[0]}\t")
        for move in played:
            moves.append(
                f"{path}/moves\t{tokens[move['player']]}\t"
                f"{json.dumps({'move': move}, separators=(',', ':'))}"
            )
    (workdir / f"moves-{thread}.tsv").write_text("\n".join(moves) + "\n")
    (workdir / f"reads-{thread}.tsv").write_text("\n".join(reads) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="cassino", choices=sorted(REGISTRY))
    parser.add_argument("--seconds", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--connections", type=int, default=4, help="one wrk thread each")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--threads", type=int, default=2, help="gunicorn threads per worker")
    parser.add_argument("--worker-class", default="gthread")
    parser.add_argument(
        "--config",
        default=str(ROOT / "deploy" / "gunicorn.conf.py"),
        help="gunicorn config both servers start from ('' for none)",
    )
    parser.add_argument(
        "--moves",
        type=int,
        default=0,
        help="moves prepared per connection (default: 3,000 per second of a "
        "run; a connection that runs out replays its moves, which are "
        "refused and fail the run)",
    )
    parser.add_argument("--only", choices=("move", "read"), action="append")
    parser.add_argument(
        "--unix-socket",
        action="store_true",
        help="the referee reaches Redis over a Unix socket, not loopback TCP",
    )
    args = parser.parse_args()
    if not shutil.which("wrk") or not shutil.which("redis-server"):
        sys.exit(
            "bench/http_sessions.py needs wrk and redis-server: apt-get install -y wrk redis-server"
        )
    kinds = args.only or ["move", "read"]

    workdir = pathlib.Path(tempfile.mkdtemp(prefix="referee-bench-sessions-"))
    plays = playouts(args.game, 10_000, args.connections * (args.moves or 3000 * args.seconds))
    per_thread = [plays[n :: args.connections] for n in range(args.connections)]
    scripts = {}
    for kind, expect in (("move", '"legal":true'), ("read", '"version"')):
        scripts[kind] = workdir / f"{kind}.lua"
        scripts[kind].write_text(
            THREAD_LUA % {"dir": workdir, "kind": kind + "s", "expect": expect} + DONE_LUA
        )

    redis_proc, redis_url = redis_server(workdir, args.unix_socket)
    env = {"REFEREE_REDIS_URL": redis_url, "ECHO_VIEW": str(workdir / "view.json")}
    ports = {"floor": free_port(), "referee": free_port()}
    config = pathlib.Path(args.config) if args.config else None
    procs = {}
    results: dict[tuple[str, str], list[Run]] = {}
    try:
        procs["referee"] = gunicorn(
            "referee.wsgi:app",
            ports["referee"],
            workers=args.workers,
            threads=args.threads,
            worker_class=args.worker_class,
            config=config,
            env=env,
            log=workdir / "referee.log",
        )
        referee = f"http://127.0.0.1:{ports['referee']}"
        sample = post(f"{referee}/v1/sessions", {"game": args.game, "seed": "view"})
        (workdir / "view.json").write_text(json.dumps(sample["view"]))
        procs["floor"] = gunicorn(
            "echo_app:app",
            ports["floor"],
            workers=args.workers,
            threads=args.threads,
            worker_class=args.worker_class,
            config=config,
            env=env,
            log=workdir / "floor.log",
        )
        # The referee's CPU includes the redis-server's: it shares the machine's cores.
        watch = {"floor": [procs["floor"].pid], "referee": [procs["referee"].pid, redis_proc.pid]}
        for _ in range(args.rounds):
            for thread, plays_of_thread in enumerate(per_thread, start=1):
                open_sessions(referee, args.game, plays_of_thread, workdir, thread)
            for kind in kinds:  # interleaved so drift in the machine hits both alike
                for name, port in ports.items():
                    results.setdefault((kind, name), []).append(
                        wrk(
                            f"http://127.0.0.1:{port}",
                            scripts[kind],
                            args.seconds,
                            args.connections,
                            args.connections,
                            watch[name],
                        )
                    )
            redis.Redis.from_url(redis_url).flushdb()
    finally:
        for proc in [*procs.values(), redis_proc]:
            stop(proc)

    print(
        f"{args.game}; gunicorn {args.worker_class}, {args.workers} workers x {args.threads} "
        f"threads, config {config.name if config else 'none'}; wrk {args.connections} "
        f"connections, {args.seconds} s x {args.rounds} rounds; "
        f"redis-server {redis_version()} over {'a Unix socket' if args.unix_socket else 'TCP'}; "
        f"hiredis {'yes' if HIREDIS_AVAILABLE else 'no'}"
    )
    report(
        {
            f"session {kind}": (results[(kind, "floor")], results[(kind, "referee")])
            for kind in kinds
        },
        {f"session {kind}": TARGETS[kind] for kind in kinds},
    )


if __name__ == "__main__":
    main()
