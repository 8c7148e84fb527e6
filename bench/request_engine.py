"""The engine's share of one stateless /moves request, without HTTP: load_state + parse_move + play.

The same mid-match request as bench/http_moves.py (a state some plies into a seeded match
and its first legal move); the figure is the best of several timed batches, which keeps it
usable on a busy machine. Run it against an older tree with PYTHONPATH=<tree> to compare.
"""

from __future__ import annotations

import argparse
import json
import timeit

from http_moves import mid_game_request

from referee.games.registry import REGISTRY


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", default="cassino", choices=sorted(REGISTRY))
    parser.add_argument("--plies", type=int, default=10)
    parser.add_argument("--number", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=15)
    args = parser.parse_args()
    game = REGISTRY[args.game]
    request = json.loads(json.dumps(mid_game_request(args.game, args.plies)))

    def one() -> None:
        game.play(game.load_state(request["state"]), game.parse_move(request["move"]))

    best = min(timeit.repeat(one, number=args.number, repeat=args.repeat)) / args.number
    print(f"{args.game:18} {best * 1e6:8.1f} us per request (load_state + parse_move + play)")


if __name__ == "__main__":
    main()
