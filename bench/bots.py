"""Bot strength and speed: seeded matches between two levels, seats rotated, every game.

For each game and pairing (greedy against random, expert against greedy) it plays seeded
matches, the first level in one seat and the second in the others, the seat rotating from
match to match. A match is won when the first level's side ranks above the other's in the
match's outcome (a shared first place is no win); Modulo seats three lone players, the
first level against two of the second, and each match counts once per opponent seat, won
when the first level ranks above that seat, so that 50 % is parity there too. It prints
the first level's win rate with its 95 % Wilson score interval
(the normal quantile from the standard library's `statistics.NormalDist`), and each level's
time per move (p50, p95, max).

Targets: greedy wins >= 70 % against random in every game; expert's interval against greedy
lies above 50 % in every game, its rate >= 60 % in at least three; random and greedy answer
within 5 ms at p95, expert within its budget plus 50 ms.

    python bench/bots.py                       # 200 matches per pairing, budget 0.2 s
    python bench/bots.py --matches 40 --pairings expert-greedy --games cassino ronda
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import statistics
import sys
import time

from referee.bots import DEFAULT_BUDGET_S, choose_move
from referee.bots.search import acting_seat
from referee.games.registry import REGISTRY

# Two seats where the game allows it, so that each match is one level against the other;
# Modulo is played by three, the first level against two of the second.
PLAYERS = {"cassino": 2, "modulo": 3, "ronda": 2, "seep": 2, "spite-and-malice": 2}
# Random players clog Spite and Malice's discard piles for thousands of moves with full
# pay-off piles (bench/deal_length.py); ten cards keep a match to its kinds of positions.
MATCH_OPTIONS = {"spite-and-malice": {"payoff_size": 10}}
PAIRINGS = {"greedy-random": ("greedy", "random"), "expert-greedy": ("expert", "greedy")}
# A match that runs past this many moves is counted as not won (none has in our runs).
MOVE_LIMIT = 20_000


LEVELS = ("random", "greedy", "expert")


def play_match(
    game, players: int, levels: list[str], seed: str, budget: float, timings: dict, cpu: dict
):
    """Each side's rank at the end of one seeded match, seat `s` played at `levels[s]`; each
    move's wall-clock time goes in `timings`, its CPU time in `cpu` (on a shared machine the
    wall clock also counts the time other processes held the cores)."""
    state = game.new_state(game.resolve_options(MATCH_OPTIONS.get(game.id, {}), players), seed)
    rngs = [random.Random(f"{seed}-{seat}") for seat in range(players)]
    for _ in range(MOVE_LIMIT):
        if game.is_finished(state):
            return {row["side"]: row["rank"] for row in game.outcome(state)["standings"]}
        seat = acting_seat(game, state)
        started, cpu_started = time.perf_counter(), time.process_time()
        move = choose_move(game, state, seat, levels[seat], rng=rngs[seat], budget_s=budget)
        timings[levels[seat]].append(time.perf_counter() - started)
        cpu[levels[seat]].append(time.process_time() - cpu_started)
        state = game.play(state, move).state
    return {}


def one_match(job: tuple[str, str, str, int, float]) -> tuple[int, int, dict, dict]:
    """Match `number` of a pairing: the first level's wins and trials, and each level's wall
    and CPU times per move. Everything it draws comes from its own seed, so a match plays
    alike in whichever process runs it."""
    game_id, first, second, number, budget = job
    game = REGISTRY[game_id]
    players = PLAYERS[game_id]
    seat = number % players
    levels = [first if s == seat else second for s in range(players)]
    timings: dict[str, list[float]] = {level: [] for level in LEVELS}
    cpu: dict[str, list[float]] = {level: [] for level in LEVELS}
    ranks = play_match(game, players, levels, f"bots-{game_id}-{number}", budget, timings, cpu)
    wins = trials = 0
    for other in range(players):
        if other != seat:
            trials += 1
            # A match cut at MOVE_LIMIT has no ranks, and counts as lost.
            wins += str(seat) in ranks and ranks[str(seat)] < ranks[str(other)]
    return wins, trials, timings, cpu


def pairing(
    game_id: str,
    first: str,
    second: str,
    matches: int,
    budget: float,
    timings: dict,
    cpu: dict,
    start: int = 0,
    pool=None,
):
    """The first level's wins and trials over matches `start`.. of the pairing, in match
    order whether `pool` (a multiprocessing pool) or this process plays them."""
    jobs = [(game_id, first, second, number, budget) for number in range(start, start + matches)]
    played = pool.imap(one_match, jobs) if pool is not None else map(one_match, jobs)
    wins = trials = 0
    for won, tried, times, cpus in played:
        wins += won
        trials += tried
        for level in LEVELS:
            timings[level] += times[level]
            cpu[level] += cpus[level]
        # The running tally, for a long run stopped early.
        print(f"  {game_id} {first}-{second}: {wins}/{trials}", file=sys.stderr, flush=True)
    return wins, trials


def wilson(wins: int, n: int, level: float = 0.95) -> tuple[float, float]:
    """The Wilson score interval of a proportion: it stays inside 0..1 and keeps its level
    near 0 % and 100 %, where the normal approximation's does not."""
    z = statistics.NormalDist().inv_cdf(0.5 + level / 2)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def percentile(values: list[float], q: int) -> float:
    return (
        statistics.quantiles(values, n=100, method="inclusive")[q - 1]
        if len(values) > 1
        else values[0]
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument(
        "--start", type=int, default=0, help="the first match's number; runs of others add up"
    )
    parser.add_argument(
        "--budget", type=float, default=DEFAULT_BUDGET_S, help="the expert's seconds a move"
    )
    parser.add_argument(
        "--processes",
        type=int,
        default=1,
        help="matches played at once, each in its own process (each match is seeded alone, "
        "so the figures are a serial run's but for the expert's clock)",
    )
    parser.add_argument("--games", nargs="*", default=list(PLAYERS))
    parser.add_argument("--pairings", nargs="*", default=list(PAIRINGS), choices=list(PAIRINGS))
    args = parser.parse_args()
    timings: dict[str, list[float]] = {level: [] for level in LEVELS}
    cpu: dict[str, list[float]] = {level: [] for level in LEVELS}
    pool = multiprocessing.Pool(args.processes) if args.processes > 1 else None
    print(
        f"{args.matches} matches per pairing, expert budget {args.budget * 1000:.0f} ms, "
        f"{args.processes} process(es)"
    )
    print(f"{'game':18} {'pairing':14} {'wins':>9} {'rate':>6}  95 % interval   target")
    for name in args.pairings:
        first, second = PAIRINGS[name]
        for game_id in args.games:
            wins, trials = pairing(
                game_id, first, second, args.matches, args.budget, timings, cpu, args.start, pool
            )
            low, high = wilson(wins, trials)
            rate = wins / trials
            if name == "greedy-random":
                met = "ok" if rate >= 0.70 else "MISSED (>= 70 %)"
            else:
                met = "ok" if low > 0.5 else "MISSED (interval above 50 %)"
                met += ", >= 60 %" if rate >= 0.6 else ""
            print(
                f"{game_id:18} {name:14} {wins:4}/{trials:<4} {rate:6.1%}  "
                f"{low:5.1%} - {high:5.1%}  {met}",
                flush=True,
            )
    print(
        f"\n{'level':8} {'moves':>7} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} "
        f"{'cpu p95':>8} {'cpu max':>8}  target (wall p95)"
    )
    for level, values in timings.items():
        if not values:
            continue
        limit = 5.0 if level != "expert" else args.budget * 1000 + 50
        p95 = percentile(values, 95) * 1000
        print(
            f"{level:8} {len(values):7} {percentile(values, 50) * 1000:8.2f} {p95:8.2f} "
            f"{max(values) * 1000:8.2f} {percentile(cpu[level], 95) * 1000:8.2f} "
            f"{max(cpu[level]) * 1000:8.2f}  "
            f"p95 <= {limit:.0f} ms {'ok' if p95 <= limit else 'MISSED'}"
        )


if __name__ == "__main__":
    main()
