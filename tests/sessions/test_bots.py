"""Bot seats in the session service, on every store: seating, giving back, and playing turns."""

from __future__ import annotations

import os
import threading
import time

import pytest
import redis
from rq.registry import FailedJobRegistry

from referee.engine import MalformedInput
from referee.sessions import (
    BotsUnavailable,
    Forbidden,
    MemoryStore,
    SeatConflict,
    SessionService,
    Unauthorized,
    VersionConflict,
    WrongSeat,
    bots,
)
from referee.sessions.bots import (
    BOTS_ONLY_QUEUE,
    QueueTurns,
    ThreadTurns,
    bot_queue,
    job_id,
    run_worker,
)
from referee.sessions.redis_store import RedisStore
from referee.sessions.turns import BotTurns
from tests.sessions.test_store_contract import advance, record


class Noted(BotTurns):
    """Due turns, noted and left for the test to play."""

    def __init__(self) -> None:
        self.turns: list[tuple[str, int]] = []
        self.parties: list[str | None] = []

    def due(self, session_id: str, version: int, party: str | None = None) -> None:
        self.turns.append((session_id, version))
        self.parties.append(party)


@pytest.fixture
def turns():
    return Noted()


@pytest.fixture
def service(store, toy_game, turns):
    return SessionService(
        store,
        max_session_bytes=1 << 20,
        admin_token="admin-secret",
        games=lambda game_id: toy_game,
        bots=turns,
    )


def toy(service, **kwargs):
    return service.create("toy", options={"hand_size": 3}, seed="seed-1", **kwargs)


def human_plays(service, created, seat: int):
    token = created["seats"][seat]["token"]
    move = service.legal_moves(created["id"], token)["moves"][0]
    return service.move(created["id"], token, move)


# -- the store's compare-and-set of the seats' holders ------------------------------------


def test_reseat_writes_the_holders_and_a_new_revision(store):
    store.create(record())
    current = store.load("s1")
    seated = current.reseated(("", "b" * 64), {0: "greedy"})
    store.reseat(current.version, seated)
    loaded = store.load("s1")
    assert (loaded.seats, loaded.bots, loaded.bot_of(0), loaded.bot_of(1)) == (
        ("", "b" * 64),
        ((0, "greedy"),),
        "greedy",
        None,
    )
    assert loaded.revision == seated.revision != current.revision
    assert loaded.state == current.state and loaded.version == current.version


def test_reseat_on_a_moved_session_writes_nothing(store):
    store.create(record())
    before = store.load("s1")
    advance(store, before)
    with pytest.raises(VersionConflict) as refused:
        store.reseat(before.version, before.reseated(("", "b" * 64), {0: "random"}))
    assert refused.value.current is None or refused.value.current.version == 1
    assert store.load("s1").bots == ()


def test_a_move_checked_before_a_reseat_is_refused_by_the_commit(store):
    store.create(record())
    before = store.load("s1")
    store.reseat(0, before.reseated(("", "b" * 64), {0: "random"}))
    with pytest.raises(VersionConflict):
        advance(store, before)  # same version, older revision
    assert store.load("s1").version == 0


# -- seating and giving back ----------------------------------------------------------------


def test_a_bot_seated_at_creation_holds_no_token_and_its_turn_is_due(service, turns):
    created = toy(service, bots={0: "greedy"})
    assert [seat["bot"] for seat in created["seats"]] == ["greedy", None]
    assert created["seats"][0]["token"] is None and created["seats"][1]["token"]
    assert created["movers"] == [0]
    assert turns.turns == [(created["id"], 0)]
    assert service.read(created["id"], None)["bots"] == {"0": "greedy"}


def test_seating_a_bot_voids_the_seats_token(service, turns):
    created = toy(service)
    owner, token = created["owner_token"], created["seats"][0]["token"]
    answer = service.seat_bot(created["id"], owner, 0, "random")
    assert answer == {
        "id": created["id"],
        "version": 0,
        "player": 0,
        "bot": "random",
        "bots": {"0": "random"},
    }
    assert turns.turns == [(created["id"], 0)]  # seat 0 is to move
    for call in (
        lambda: service.read(created["id"], token),
        lambda: service.legal_moves(created["id"], token),
        lambda: service.move(created["id"], token, {"player": 0, "type": "play", "card": "AS"}),
    ):
        with pytest.raises(Unauthorized) as refused:
            call()
        assert refused.value.code == "unknown_token"


def test_giving_a_seat_back_answers_a_new_token_that_plays(service, turns):
    created = toy(service, bots={0: "greedy"})
    back = service.unseat_bot(created["id"], "admin-secret", 0)
    assert (back["player"], back["bots"], "bot" in back) == (0, {}, False)
    assert service.legal_moves(created["id"], back["token"])["player"] == 0
    with pytest.raises(SeatConflict) as refused:
        service.unseat_bot(created["id"], created["owner_token"], 0)
    assert (refused.value.status, refused.value.code) == (409, "not_a_bot")


def test_only_the_owner_or_the_admin_change_a_seat(service):
    created = toy(service)
    seat_token = created["seats"][1]["token"]
    with pytest.raises(Forbidden) as refused:
        service.seat_bot(created["id"], seat_token, 0, "random")
    assert refused.value.code == "not_owner"
    with pytest.raises(Unauthorized):
        service.seat_bot(created["id"], None, 0, "random")
    with pytest.raises(Unauthorized):
        service.unseat_bot(created["id"], "a stranger's token", 0)
    assert service.read(created["id"], None)["bots"] == {}


@pytest.mark.parametrize(
    ("seat", "level", "path"),
    [(2, "random", "seat"), (-1, "random", "seat"), (0, "grandmaster", "level")],
)
def test_a_seat_out_of_range_or_an_unknown_level_is_malformed(service, seat, level, path):
    created = toy(service)
    with pytest.raises(MalformedInput) as refused:
        service.seat_bot(created["id"], created["owner_token"], seat, level)
    assert refused.value.path == path
    with pytest.raises(MalformedInput) as refused:
        toy(service, bots={seat: level})
    assert refused.value.path == f"bots.{seat}"


def test_a_referee_without_a_bot_queue_seats_no_bot(store, toy_game):
    service = SessionService(store, max_session_bytes=1 << 20, games=lambda game_id: toy_game)
    created = toy(service)
    with pytest.raises(BotsUnavailable):
        service.seat_bot(created["id"], created["owner_token"], 0, "random")


# -- playing turns ----------------------------------------------------------------------------


def test_a_bot_plays_its_turn_once_and_the_next_turn_becomes_due(service, turns):
    created = toy(service, bots={1: "random"})
    human_plays(service, created, 0)
    assert turns.turns == [(created["id"], 1)]
    assert service.play_bot(created["id"], 1) is True
    assert service.play_bot(created["id"], 1) is False  # a second job for the same turn
    history = service.history(created["id"], None)["entries"]
    assert [entry["player"] for entry in history] == [0, 1]
    assert turns.turns == [(created["id"], 1)]  # seat 0, a token's, is to move now


def test_a_turn_whose_version_passed_or_seat_was_given_back_changes_nothing(service, turns):
    created = toy(service, bots={0: "random"})
    assert service.play_bot(created["id"], 5) is False
    service.unseat_bot(created["id"], created["owner_token"], 0)
    assert service.play_bot(created["id"], 0) is False
    assert service.read(created["id"], None)["version"] == 0


class WorkerKilled(Exception):
    pass


class DiesAtCommit:
    """A store through which the worker dies as it commits: nothing is written."""

    def __init__(self, inner):
        self.inner, self.moves = inner, []

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def commit(self, expected_version, record, entry, answer=None):
        self.moves.append(entry["move"])
        raise WorkerKilled()


def test_a_turn_played_again_after_its_worker_died_plays_the_same_move(service, store, toy_game):
    created = toy(service, bots={0: "random"})
    dying = DiesAtCommit(store)
    doomed = SessionService(dying, max_session_bytes=1 << 20, games=lambda game_id: toy_game)
    with pytest.raises(WorkerKilled):
        doomed.play_bot(created["id"], 0)
    assert service.read(created["id"], None)["version"] == 0
    assert service.play_bot(created["id"], 0) is True
    assert service.history(created["id"], None)["entries"][0]["move"] == dying.moves[0]


def test_a_bot_turn_racing_a_seat_change_commits_on_no_old_record(service, store, turns):
    created = toy(service, bots={0: "random"})
    stale = store.load(created["id"])
    service.unseat_bot(created["id"], created["owner_token"], 0)
    # The turn was checked on the record before the seat went back: the commit refuses it.
    with pytest.raises(VersionConflict):
        service.moves.attempt(
            stale, service.games("toy"), _first_move(service, stale), None, "", None
        )


def _first_move(service, record):
    return service.games("toy").moves(record.state, 0)[0][0]


def test_a_seat_token_kept_by_another_instance_stops_working_there(redis_url, toy_game):
    """Two instances on one Redis: the one that seats the bot, and one whose kept record
    (RedisStore.recent) still knows the seat's old token."""
    first, second = (
        SessionService(
            RedisStore(redis_url, 600),
            max_session_bytes=1 << 20,
            games=lambda game_id: toy_game,
            bots=Noted(),
        )
        for _ in range(2)
    )
    created = toy(first)
    old = created["seats"][0]["token"]
    second.legal_moves(created["id"], old)  # `second` now keeps the record
    assert second.store.recent(created["id"]) is not None
    first.seat_bot(created["id"], created["owner_token"], 0, "random")
    move = first.games("toy").moves(first.store.load(created["id"]).state, 0)[0][0]
    with pytest.raises((Unauthorized, WrongSeat)):
        second.move(created["id"], old, move)
    back = first.unseat_bot(created["id"], created["owner_token"], 0)
    assert second.move(created["id"], back["token"], move).body["legal"] is True


def test_the_memory_thread_plays_every_bot_to_the_end(toy_game):
    moved, threads = threading.Event(), set()

    class Watched(ThreadTurns):
        """The thread's turns, each noting the thread that plays it."""

        def serve(self, play):
            def noted(session_id: str, version: int) -> None:
                threads.add(threading.current_thread().name)
                if play(session_id, version):
                    moved.set()

            super().serve(noted)

    service = SessionService(
        MemoryStore(600), max_session_bytes=1 << 20, games=lambda game_id: toy_game, bots=Watched()
    )
    created = toy(service, bots={0: "random", 1: "greedy"})
    for _ in range(200):
        if service.read(created["id"], None)["finished"]:
            break
        moved.wait(0.05)
        moved.clear()
    assert service.read(created["id"], None)["finished"]
    assert threads == {"referee-bots"}


# -- no turn lost between a commit and its queueing (Redis and RQ) ----------------------------


class Dropped(BotTurns):
    """The bots of a process that dies between its commit and the queueing of the turn."""

    def due(self, session_id: str, version: int, party: str | None = None) -> None:
        pass


@pytest.fixture
def fresh_redis(redis_server_factory):
    """A redis-server of the test's own: RQ's keys start empty."""
    return redis_server_factory().url


def on_redis(url: str, toy_game, turns: BotTurns) -> SessionService:
    return SessionService(
        RedisStore(url, 600),
        max_session_bytes=1 << 20,
        games=lambda game_id: toy_game,
        bots=turns,
    )


def jobs_of(url: str) -> list[str]:
    """The jobs waiting on the queues `bots` and `bots-only`, in that order."""
    return bot_queue(url).get_job_ids() + bot_queue(url, BOTS_ONLY_QUEUE).get_job_ids()


def test_a_turn_saved_but_never_queued_is_queued_by_a_read_and_played_once(fresh_redis, toy_game):
    dying = on_redis(fresh_redis, toy_game, Dropped())
    created = toy(dying, bots={0: "random"})  # saved; the process died before queueing
    assert jobs_of(fresh_redis) == []
    token = created["seats"][1]["token"]
    # Two other instances read it, each more than once, each in its own way.
    first = on_redis(fresh_redis, toy_game, QueueTurns(fresh_redis))
    second = on_redis(fresh_redis, toy_game, QueueTurns(fresh_redis))
    first.read(created["id"], token)
    second.legal_moves(created["id"], token)
    second.history(created["id"], None)
    first.read(created["id"], None)
    assert jobs_of(fresh_redis) == [job_id(created["id"], 0)]

    run_worker(first.play_bot, fresh_redis, burst=True)

    entries = first.history(created["id"], None)["entries"]
    assert [(entry["version"], entry["player"]) for entry in entries] == [(1, 0)]
    assert jobs_of(fresh_redis) == []  # seat 1, a token's, is to move: nothing is due
    assert FailedJobRegistry(queue=bot_queue(fresh_redis)).count == 0


def test_queueing_one_turn_again_and_again_leaves_one_job(fresh_redis):
    turns, other = QueueTurns(fresh_redis), QueueTurns(fresh_redis)
    turns.due("s1", 3)
    other.ensure("s1", 3)
    turns.ensure("s1", 3)
    other.ensure("s1", 4)
    assert jobs_of(fresh_redis) == [job_id("s1", 3), job_id("s1", 4)]
    assert job_id("s1", 34) != job_id("s1-3", 4)


def test_a_turn_a_worker_made_due_and_died_before_queueing_is_queued_by_its_old_job(
    fresh_redis, toy_game
):
    """The worker plays the bot at version 1, commits, and dies before it queues the next
    bot's turn; RQ runs its job again (abandoned), which finds the version passed."""
    dying = on_redis(fresh_redis, toy_game, Dropped())
    created = toy(dying, bots={0: "random", 1: "random"})
    assert dying.play_bot(created["id"], 0) is True  # committed version 1, queued nothing
    assert jobs_of(fresh_redis) == []
    again = on_redis(fresh_redis, toy_game, QueueTurns(fresh_redis))
    assert again.play_bot(created["id"], 0) is False  # the job of version 0, run again
    assert jobs_of(fresh_redis) == [job_id(created["id"], 1)]
    run_worker(again.play_bot, fresh_redis, burst=True)
    history = again.history(created["id"], None)["entries"]
    assert [entry["version"] for entry in history] == list(range(1, len(history) + 1))
    assert again.read(created["id"], None)["finished"]


class DiesAfterClaiming(QueueTurns):
    """The bots of a process that claims the turn at its commit, then dies before queueing."""

    def _enqueue(self, session_id: str, version: int, party: str | None = None) -> None:
        pass


def test_a_turn_claimed_by_a_process_that_died_is_queued_once_the_claim_lapses(
    fresh_redis, toy_game, monkeypatch
):
    monkeypatch.setattr(bots, "CLAIM_SECONDS", 1)
    dying = on_redis(fresh_redis, toy_game, DiesAfterClaiming(fresh_redis))
    created = toy(dying, bots={0: "random"})
    # Between a commit and its queueing, a reader leaves the turn to the commit's process.
    on_redis(fresh_redis, toy_game, QueueTurns(fresh_redis)).read(created["id"], None)
    assert jobs_of(fresh_redis) == []
    time.sleep(1.5)  # the claim lapses: that process is taken as dead
    reader = on_redis(fresh_redis, toy_game, QueueTurns(fresh_redis))
    reader.read(created["id"], None)
    reader.read(created["id"], None)
    assert jobs_of(fresh_redis) == [job_id(created["id"], 0)]


def test_a_read_of_a_session_with_no_bot_to_move_queues_nothing(fresh_redis, toy_game):
    service = on_redis(fresh_redis, toy_game, QueueTurns(fresh_redis))
    created = toy(service, bots={1: "random"})  # seat 0, a token's, moves first
    service.read(created["id"], None)
    service.history(created["id"], None)
    assert jobs_of(fresh_redis) == []


# -- fair bot queues: a person's turn first, each party within its share -------------------


def test_a_turn_says_whether_a_person_waits_or_whose_bots_only_play_it_is(store, toy_game):
    turns = Noted()
    service = SessionService(
        store, max_session_bytes=1 << 20, games=lambda game_id: toy_game, bots=turns
    )
    attended = toy(service, bots={0: "greedy"})
    alone = toy(service, bots={0: "greedy", 1: "greedy"}, party="p-1")
    kept = service.store.load(alone["id"])
    assert (kept.party, kept.bots_only, service.store.load(attended["id"]).bots_only) == (
        "p-1",
        True,
        False,
    )
    # A session of an earlier release keeps no party: it is a party of its own.
    earlier = toy(service, bots={0: "random", 1: "random"})
    assert turns.parties == [None, "p-1", earlier["id"]]


def test_giving_the_last_persons_seat_to_a_bot_makes_the_play_bots_only(store, toy_game):
    turns, charged = Noted(), []
    service = SessionService(
        store, max_session_bytes=1 << 20, games=lambda game_id: toy_game, bots=turns
    )
    created = toy(service, bots={1: "greedy"}, party="p-2")
    owner = created["owner_token"]
    service.seat_bot(created["id"], owner, 1, "random", lambda: charged.append(1))
    assert charged == []  # seat 0 is still a person's
    service.seat_bot(created["id"], owner, 0, "random", lambda: charged.append(0))
    assert charged == [0] and turns.parties[-1] == "p-2"


def test_a_budget_refusing_a_bots_only_session_leaves_nothing_written(store, toy_game):
    class Refused(Exception):
        pass

    def refuse() -> None:
        raise Refused()

    service = SessionService(
        store, max_session_bytes=1 << 20, games=lambda game_id: toy_game, bots=Noted()
    )
    with pytest.raises(Refused):
        toy(service, bots={0: "greedy", 1: "greedy"}, bots_only_budget=refuse)
    assert toy(service, bots={0: "greedy"}, bots_only_budget=refuse)["id"]  # a person plays
    created = toy(service, bots={1: "greedy"})
    with pytest.raises(Refused):
        service.seat_bot(created["id"], created["owner_token"], 0, "random", refuse)
    assert service.read(created["id"], None)["bots"] == {"1": "greedy"}


def test_bots_only_turns_go_on_their_own_queue_each_party_within_its_share(fresh_redis):
    turns = QueueTurns(fresh_redis, clock=lambda: 1000.0)
    turns.due("human", 4)
    for session in ("a1", "a2", "a3"):
        turns.due(session, 0, "party-a")
    turns.due("b1", 0, "party-b")
    assert bot_queue(fresh_redis).get_job_ids() == [job_id("human", 4)]
    assert bot_queue(fresh_redis, BOTS_ONLY_QUEUE).get_job_ids() == [
        job_id("a1", 0),
        job_id("a2", 0),
        job_id("b1", 0),
    ]  # a3 waits for one of party a's two places
    turns.ensure("a3", 0, "party-a")  # a reader finds it waiting: it stays so
    assert len(bot_queue(fresh_redis, BOTS_ONLY_QUEUE).get_job_ids()) == 3
    turns.played(job_id("a1", 0), "party-a")
    assert bot_queue(fresh_redis, BOTS_ONLY_QUEUE).get_job_ids()[-1] == job_id("a3", 0)


def test_a_worker_plays_a_persons_turn_before_the_bots_only_backlog(fresh_redis):
    turns = QueueTurns(fresh_redis)
    for index in range(4):
        turns.due(f"alone{index}", 0, f"party-{index}")
    turns.due("human", 0)
    noted = redis.Redis.from_url(fresh_redis)

    def play(session_id: str, version: int) -> bool:
        noted.rpush("played", session_id)  # RQ plays each job in a process of its own
        return False

    def played() -> list[str]:
        return [item.decode() for item in noted.lrange("played", 0, -1)]

    run_worker(play, fresh_redis, burst=True, attended_only=True)
    assert played() == ["human"]  # a worker for people only leaves bots-only play alone
    assert len(jobs_of(fresh_redis)) == 4
    turns.due("human", 1)
    noted.delete("played")
    run_worker(play, fresh_redis, burst=True)
    assert played() == ["human", "alone0", "alone1", "alone2", "alone3"]
    assert jobs_of(fresh_redis) == []
    noted.close()


def test_a_bots_only_turn_is_played_on_the_idle_policy_a_persons_turn_is_not(fresh_redis):
    turns = QueueTurns(fresh_redis)
    turns.due("alone", 0, "party-a")
    turns.due("human", 0)
    noted = redis.Redis.from_url(fresh_redis)

    def play(session_id: str, version: int) -> bool:
        policy = os.sched_getscheduler(0)  # in RQ's work horse for this one job
        noted.hset("policies", session_id, policy)
        return False

    run_worker(play, fresh_redis, burst=True)
    policies = {key.decode(): int(value) for key, value in noted.hgetall("policies").items()}
    assert policies == {"human": os.sched_getscheduler(0), "alone": os.SCHED_IDLE}
    assert os.sched_getscheduler(0) != os.SCHED_IDLE  # the worker's own process is not
    noted.close()


def test_a_party_backlog_played_to_the_end_within_its_share(fresh_redis, toy_game):
    service = on_redis(fresh_redis, toy_game, QueueTurns(fresh_redis))
    created = [toy(service, bots={0: "random", 1: "random"}, party="p-3") for _ in range(3)]
    assert len(bot_queue(fresh_redis, BOTS_ONLY_QUEUE).get_job_ids()) == 2  # the third waits
    run_worker(service.play_bot, fresh_redis, burst=True)
    assert all(service.read(each["id"], None)["finished"] for each in created)
    assert jobs_of(fresh_redis) == []


def test_the_memory_threads_play_a_persons_turn_while_bots_only_play_thinks(toy_game):
    thinking, release, answered = threading.Event(), threading.Event(), threading.Event()
    played: list[tuple[str, str]] = []

    def play(session_id: str, version: int) -> bool:
        played.append((session_id, threading.current_thread().name))
        if session_id == "human":
            answered.set()
        if session_id == "alone":
            thinking.set()
            assert release.wait(10), "the test never let the bots-only turn end"
        return False

    turns = ThreadTurns()
    turns.serve(play)
    turns.due("alone", 0, "party-a")
    assert thinking.wait(10)
    turns.due("human", 0)
    try:
        assert answered.wait(10), "the person's turn waited for bots-only play"
        assert played == [("alone", "referee-bots"), ("human", "referee-bots-attended")]
    finally:
        release.set()


def test_webhook_runs_come_after_a_persons_turn_before_bots_only_and_never_attended(fresh_redis):
    """A worker takes `bots`, then the webhooks' queue (`also`), then `bots-only`; a worker
    for people only never takes the webhooks' runs."""
    from referee.webhooks.runners import QUEUE, RUN_JOB, webhook_queue

    turns = QueueTurns(fresh_redis)
    turns.due("alone", 0, "party-a")
    turns.due("human", 0)
    hooks = webhook_queue(fresh_redis)
    hooks.enqueue(RUN_JOB, "hooked")
    noted = redis.Redis.from_url(fresh_redis)

    def play(session_id: str, version: int) -> bool:
        noted.rpush("played", session_id)
        return False

    def deliver(session_id: str, *_: object) -> None:
        noted.rpush("played", f"delivered:{session_id}")

    def played() -> list[str]:
        return [item.decode() for item in noted.lrange("played", 0, -1)]

    also = {QUEUE: (RUN_JOB, deliver)}
    run_worker(play, fresh_redis, burst=True, attended_only=True, also=also)
    assert played() == ["human"]
    assert hooks.get_job_ids() != []  # left for another worker
    run_worker(play, fresh_redis, burst=True, also=also)
    assert played() == ["human", "delivered:hooked", "alone"]
    hooks.connection.close()
    noted.close()
