"""Whole matches verified over HTTP (one request per match) against the engine's in-process
apply rate for the same moves, in one run; and `referee verify` over 1,000 matches on one
process and on every core."""

from __future__ import annotations

import argparse
import gzip
import os
import pathlib
import random
import resource
import subprocess
import sys
import tempfile
import time

import requests
from serving import ROOT, free_port, gunicorn, stop

from referee.games.registry import REGISTRY
from referee.transcripts import dumps_json, record

TARGET = 0.5
# Uniformly random players clog Spite and Malice's discard piles (bench/engine.py): this
# player empties its pay-off pile first, then builds, then discards, as people do.
PREFERENCE = {"play": 0, "discard": 2}


def spite_choice(moves: list[dict], rng: random.Random) -> dict:
    from_payoff = [move for move in moves if move.get("source") == "payoff"]
    if from_payoff:
        return rng.choice(from_payoff)
    best = min(PREFERENCE.get(move["type"], 1) for move in moves)
    return rng.choice([move for move in moves if PREFERENCE.get(move["type"], 1) == best])


def match(game_id: str, seed: str, options: dict) -> tuple[dict, list[dict]]:
    """A seeded random match played to its end: its transcript and its parsed moves."""
    game = REGISTRY[game_id]
    rng = random.Random(seed)
    state = game.new_state(game.resolve_options(options), seed)
    moves = []
    while not game.is_finished(state):
        listed, _ = game.moves(state)
        move = spite_choice(listed, rng) if game_id == "spite-and-malice" else rng.choice(listed)
        moves.append(move)
        state = game.play(state, move).state
    return record(game, state, moves), moves


def engine_rate(game_id: str, matches: list[tuple[dict, list[dict]]], rounds: int) -> float:
    """Moves/s of `Game.play` alone over every match's moves, best of `rounds`."""
    game = REGISTRY[game_id]
    total = sum(len(moves) for _, moves in matches)
    best = float("inf")
    for _ in range(rounds):
        elapsed = 0.0
        for transcript, moves in matches:
            state = game.new_state(game.resolve_options(transcript["options"]), transcript["seed"])
            play = game.play
            started = time.perf_counter()
            for move in moves:
                state = play(state, move).state
            elapsed += time.perf_counter() - started
        best = min(best, elapsed)
    return total / best


def http_rate(port: int, game_id: str, bodies: list[tuple[bytes, int]], rounds: int) -> float:
    """Moves/s of POST /v1/games/{game}/transcripts, one request per match, best of `rounds`."""
    url = f"http://127.0.0.1:{port}/v1/games/{game_id}/transcripts"
    headers = {"Content-Type": "application/json", "Content-Encoding": "gzip"}
    total = sum(count for _, count in bodies)
    best = float("inf")
    with requests.Session() as client:
        for _ in range(rounds):
            started = time.perf_counter()
            for body, count in bodies:
                answer = client.post(url, data=body, headers=headers)
                verdict = answer.json()
                assert answer.status_code == 200 and verdict["valid"], answer.text[:300]
                assert verdict["moves_checked"] == count
            best = min(best, time.perf_counter() - started)
    return total / best


def verify_cli(folder: pathlib.Path, processes: int) -> tuple[float, float]:
    """Wall seconds of `referee verify` over `folder`, and the CPU seconds it took."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "referee.cli",
            "verify",
            "--json",
            "--processes",
            str(processes),
            str(folder),
        ],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    assert done.returncode == 0, "referee verify found an invalid transcript"
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--matches", type=int, default=20, help="matches per game over HTTP")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--archive", type=int, default=1000, help="matches for referee verify")
    args = parser.parse_args()

    games: dict[str, dict] = {"cassino": {}, "spite-and-malice": {}}
    port = free_port()
    server = gunicorn("referee.wsgi:app", port, workers=1, threads=1, env={"REFEREE_REDIS_URL": ""})
    try:
        print("game              moves  engine moves/s  HTTP moves/s  ratio  target")
        for game_id, options in games.items():
            matches = [match(game_id, f"bench-{n}", options) for n in range(args.matches)]
            bodies = [
                (gzip.compress(dumps_json(transcript), 6), len(moves))
                for transcript, moves in matches
            ]
            moves = sum(len(moves) for _, moves in matches)
            engine = engine_rate(game_id, matches, args.rounds)
            http = http_rate(port, game_id, bodies, args.rounds)
            ratio = http / engine
            verdict = "ok" if ratio >= TARGET else "BELOW"
            print(
                f"{game_id:16} {moves:6,}  {engine:14,.0f}  {http:12,.0f}  {ratio:5.2f}  "
                f">= {TARGET} {verdict}"
            )
    finally:
        stop(server)

    cores = os.cpu_count() or 1
    with tempfile.TemporaryDirectory(prefix="referee-archive-") as name:
        folder = pathlib.Path(name)
        for n in range(args.archive):
            transcript, _ = match("cassino", f"archive-{n}", {})
            (folder / f"match-{n:04}.json").write_bytes(dumps_json(transcript))
        one_wall, one_cpu = verify_cli(folder, 1)
        all_wall, all_cpu = verify_cli(folder, cores)
    print(f"referee verify, {args.archive} Cassino matches:")
    print(
        f"  1 process:   {one_wall:6.2f} s wall, {one_cpu:6.2f} s CPU, {one_cpu / one_wall:.2f} "
        "cores busy"
    )
    print(
        f"  {cores} processes: {all_wall:6.2f} s wall, {all_cpu:6.2f} s CPU, "
        f"{all_cpu / all_wall:.2f} cores busy; {one_wall / all_wall:.2f}x faster"
    )


if __name__ == "__main__":
    main()
