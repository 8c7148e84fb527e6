"""Memory one session takes in the in-memory store, fresh and played to the end of its match.

What REFEREE_MAX_SESSIONS's default rests on: the Python heap a fresh session adds
(tracemalloc), and the stored bytes of whole matches played at random (record, history and
the kept Idempotency-Key answers, every move sent with a key as the web table sends them).
"""

from __future__ import annotations

import argparse
import gc
import random
import tracemalloc

from referee.games.registry import REGISTRY
from referee.sessions import MemoryStore, SessionService


def service() -> tuple[MemoryStore, SessionService]:
    store = MemoryStore(3600, max_sessions=1_000_000)
    return store, SessionService(store, max_session_bytes=1 << 30)


def fresh_bytes(game_id: str, count: int) -> float:
    """Heap bytes per freshly opened session."""
    store, sessions = service()
    sessions.create(game_id, seed="warm-up")  # imports and caches are not a session's
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for n in range(count):
        sessions.create(game_id, seed=f"fresh-{n}")
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return (after - before) / count


def played_bytes(game_id: str, matches: int) -> list[int]:
    """Stored bytes (record, history, kept answers) of whole matches, one per seed."""
    store, sessions = service()
    game, sizes = REGISTRY[game_id], []
    for n in range(matches):
        created = sessions.create(game_id, seed=f"played-{n}")
        tokens = [seat["token"] for seat in created["seats"]]
        rng = random.Random(n)
        while not game.is_finished(state := store.load(created["id"]).state):
            move = rng.choice(game.moves(state)[0])
            sessions.move(
                created["id"], tokens[move["player"]], move, idempotency_key=rng.randbytes(8).hex()
            )
        sizes.append(store.load(created["id"]).stored_bytes() + store.kept_bytes(created["id"]))
    return sizes


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", choices=sorted(REGISTRY), action="append")
    parser.add_argument("--fresh", type=int, default=2000, help="fresh sessions measured")
    parser.add_argument("--matches", type=int, default=20, help="whole matches played")
    args = parser.parse_args()
    for game_id in args.game or sorted(REGISTRY):
        sizes = played_bytes(game_id, args.matches)
        print(
            f"{game_id:18} fresh {fresh_bytes(game_id, args.fresh):7,.0f} B/session   "
            f"whole match stored: min {min(sizes):,} B, mean {sum(sizes) // len(sizes):,} B, "
            f"max {max(sizes):,} B"
        )


if __name__ == "__main__":
    main()
