"""Long matches are finished: 2-player Spite and Malice played to the end at random, well
past ten thousand moves, on the memory store and on Redis, and the history read back in
pages is exactly the moves made."""

from __future__ import annotations

import random

import pytest

from referee.sessions import MemoryStore, SessionService
from referee.sessions.redis_store import RedisStore

pytestmark = pytest.mark.slow

GAME = "spite-and-malice"
# Uniformly random legal play from this shuffle seed (the same seed drives the choices)
# lasts 16,370 moves: longer than any bound on a match's length could reasonably allow.
SEED, MOVES = "b", 16_370
PAGE = 1000


def play_to_the_end(service: SessionService, seed: str) -> tuple[str, list[dict]]:
    """Open a session and play uniformly random legal moves until the match is over;
    the session id and the moves made, in order."""
    created = service.create(GAME, players=2, seed=seed)
    session_id = created["id"]
    tokens = [seat["token"] for seat in created["seats"]]
    rng = random.Random(seed)
    made: list[dict] = []
    seat = 0
    while True:
        listed = service.legal_moves(session_id, tokens[seat])
        if not listed["moves"]:  # the turn passed to the other seat
            seat = 1 - seat
            listed = service.legal_moves(session_id, tokens[seat])
        assert listed["moves"], f"nobody may move at version {len(made)}"
        move = rng.choice(listed["moves"])
        answer = service.move(session_id, tokens[seat], move)
        assert answer.status == 200 and answer.body["legal"], answer.body
        made.append(move)
        if answer.body["finished"]:
            return session_id, made


def read_in_pages(service: SessionService, session_id: str) -> list[dict]:
    entries: list[dict] = []
    since: int | None = 0
    while since is not None:
        page = service.history(session_id, None, since, PAGE)
        assert len(page["entries"]) <= PAGE
        entries += page["entries"]
        since = page["next"]
    return entries


@pytest.mark.parametrize("backend", ["memory", "redis"])
def test_a_match_of_many_thousand_moves_is_played_to_the_end(backend, request):
    store = (
        MemoryStore(3600)
        if backend == "memory"
        else RedisStore(request.getfixturevalue("redis_url"), 3600)
    )
    try:
        # The configured defaults: the bounds are per move, so they never stop the match.
        service = SessionService(store, max_session_bytes=4 * 1024 * 1024)
        session_id, made = play_to_the_end(service, SEED)
        assert len(made) == MOVES, "the game's random play changed: find a seed as long"
        assert service.read(session_id, None)["finished"]
        entries = read_in_pages(service, session_id)
        assert [entry["version"] for entry in entries] == list(range(1, len(made) + 1))
        assert [entry["move"] for entry in entries] == made
        assert store.load(session_id).stored_bytes() > 3_000_000  # a match of megabytes
    finally:
        store.close()
