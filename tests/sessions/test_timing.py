"""Clocks kept by the referee on every store: timeouts (TBL-1), resignations (TBL-2), aborts
(TBL-3) and pauses (TBL-1.2), each applied once, by compare-and-set at the store's time.

A deadline is never waited for: `elapse` moves a session's clocks back in time as if that
long had passed (the record's `since`), on the memory store, Redis and a Redis Cluster alike.
"""

from __future__ import annotations

import threading

import pytest

from referee.engine import MalformedInput
from referee.engine.errors import ConflictingOptions
from referee.games.registry import get_game
from referee.sessions import Forbidden, MemoryStore, SessionService, Unauthorized
from referee.sessions.deadlines import RedisDeadlines, ThreadDeadlines
from referee.sessions.errors import MatchOver, TimedOut
from referee.sessions.keys import session_keys
from referee.sessions.store import decode, encode
from referee.sessions.timing import AbortTooLate, NoClock
from referee.tablerules import RULES
from referee.transcripts import parse_transcript, verify


def elapse(store, session_id: str, ms: int) -> None:
    """As if `ms` more had passed on the session's clocks: their `since` moved back."""
    if isinstance(store, MemoryStore):
        fields = store._sessions[session_id].record
        table = decode(fields["table"])
        table["clocks"]["since"] -= ms
        fields["table"] = encode(table)
        return
    key = session_keys(session_id)["record"]
    table = decode(store.client.hget(key, "table"))
    table["clocks"]["since"] -= ms
    store.client.hset(key, "table", encode(table))
    store._forget(session_id)


@pytest.fixture
def service(store):
    return SessionService(store, max_session_bytes=1 << 22, admin_token="admin-secret")


def opened(service, game="cassino", seed="clock-1", **clock):
    created = service.create(game, seed=seed, clock=clock)
    return created, [seat["token"] for seat in created["seats"]]


def first_move(service, session_id, token):
    return service.legal_moves(session_id, token)["moves"][0]


def entries(service, session_id):
    return service.history(session_id, None)["entries"]


# -- what every answer carries ----------------------------------------------------------------
def test_a_clocked_session_tells_every_reader_its_clocks(service):
    created, tokens = opened(service, initial=300, increment=3)
    assert created["clock"] == {
        "initial": 300,
        "increment": 3,
        "per_move": None,
        "on_timeout": "forfeit",
        "bot": None,
        "takeover_after": None,
    }
    mover = created["movers"][0]
    seats = created["clocks"]["seats"]
    assert [seat["running"] for seat in seats] == [seat == mover for seat in range(2)]
    assert seats[mover]["deadline"] is not None and seats[1 - mover]["deadline"] is None
    read = service.read(created["id"], None)
    assert read["clock"] == created["clock"] and read["clocks"]["seats"][mover]["left"] <= 300


def test_a_session_without_a_clock_says_so(service):
    created = service.create("cassino", seed="no-clock")
    assert created["clock"] is None and created["clocks"] is None
    assert service.read(created["id"], None)["clocks"] is None


def test_a_move_in_time_commits_with_its_clocks_and_increment(service, store):
    created, tokens = opened(service, initial=60, increment=5)
    sid, mover = created["id"], created["movers"][0]
    elapse(store, sid, 10_000)
    answer = service.move(sid, tokens[mover], first_move(service, sid, tokens[mover]))
    assert answer.body["legal"] is True
    left = answer.body["clocks"]["seats"][mover]["left"]
    assert 54 <= left <= 55  # 60 - 10 (and the ms of the call) + 5
    entry = entries(service, sid)[-1]
    assert entry["type"] == "move" and entry["clocks"] == answer.body["clocks"]


@pytest.mark.parametrize(
    "clock, error",
    [({"per_move": "30"}, MalformedInput), ({"increment": 3, "per_move": 9}, ConflictingOptions)],
)
def test_a_bad_clock_opens_no_session(service, clock, error):
    with pytest.raises(error):
        service.create("cassino", clock=clock)


# -- forfeit (TBL-1) --------------------------------------------------------------------------
def test_a_seat_past_its_deadline_loses_on_time_once(service, store):
    created, tokens = opened(service, per_move=30)
    sid, mover = created["id"], created["movers"][0]
    elapse(store, sid, 30_000)
    read = service.read(sid, None)
    assert read["finished"] is True and read["movers"] == []
    outcome = read["outcome"]
    assert outcome["reason"] == "timeout" and outcome["seat"] == mover
    assert outcome["rule"] == "TBL-1" and RULES.get("TBL-1") is not None
    assert outcome["rule_url"] == "/v1/table/rules/TBL-1"
    assert outcome["winners"] == [str(1 - mover)]
    assert [standing["side"] for standing in outcome["standings"]] == [str(1 - mover), str(mover)]
    # Read again, and again: the timeout was applied once.
    service.read(sid, None)
    timeouts = [entry for entry in entries(service, sid) if entry["type"] == "timeout"]
    assert len(timeouts) == 1 and timeouts[0]["player"] == mover and timeouts[0]["move"] is None
    assert service.read(sid, None)["version"] == 1


def test_a_move_after_the_deadline_is_refused_and_the_timeout_stands(service, store):
    created, tokens = opened(service, per_move=30)
    sid, mover = created["id"], created["movers"][0]
    move = first_move(service, sid, tokens[mover])
    elapse(store, sid, 31_000)
    with pytest.raises(TimedOut) as refused:
        service.move(sid, tokens[mover], move)
    assert refused.value.status == 409 and refused.value.code == "timed_out"
    assert [entry["type"] for entry in entries(service, sid)] == ["timeout"]
    with pytest.raises(TimedOut):  # a retry is answered alike
        service.move(sid, tokens[mover], move)
    with pytest.raises(MatchOver):
        service.move(sid, tokens[1 - mover], {"player": 1 - mover, "type": "trail", "card": "2C"})


def test_a_forfeit_ranks_a_team_last_in_a_four_seat_game(service, store):
    four = service.create("cassino", players=4, seed="teams", clock={"per_move": 5})
    sid, mover = four["id"], four["movers"][0]
    elapse(store, sid, 5_000)
    outcome = service.read(sid, None)["outcome"]
    losing = next(side for side in ("0+2", "1+3") if str(mover) in side.split("+"))
    assert outcome["standings"][-1]["side"] == losing
    assert outcome["winners"] == [side for side in ("0+2", "1+3") if side != losing]


def test_the_transcript_of_a_match_lost_on_time_verifies_to_the_same_outcome(service, store):
    created, tokens = opened(service, per_move=30)
    sid, mover = created["id"], created["movers"][0]
    service.move(sid, tokens[mover], first_move(service, sid, tokens[mover]))
    elapse(store, sid, 30_000)
    outcome = service.read(sid, None)["outcome"]
    transcript = service.transcript(sid, created["owner_token"])["transcript"]
    assert transcript["ending"] == {"reason": "timeout", "seat": 1 - mover}
    answer, _ = verify(get_game("cassino"), parse_transcript(transcript))
    assert answer["valid"] is True and answer["claim"]["matches"] is True
    assert answer["outcome"] == outcome and answer["finished"] is True


# -- a bot on a timeout (TBL-1.1) -------------------------------------------------------------
def test_a_bot_moves_for_a_timed_out_seat_and_keeps_it_after_enough_timeouts(service, store):
    created, tokens = opened(service, per_move=10, on_timeout="bot", bot="random", takeover_after=2)
    sid = created["id"]
    seat = created["movers"][0]
    for version in (1, 3):
        elapse(store, sid, 10_000)
        read = service.read(sid, None)  # the seat's timeout; a bot moved for it
        assert read["version"] == version and read["finished"] is False
        other = read["movers"][0]
        assert other != seat
        service.move(sid, tokens[other], first_move(service, sid, tokens[other]))
    timeouts = [entry for entry in entries(service, sid) if entry["type"] == "timeout"]
    assert [entry["player"] for entry in timeouts] == [seat, seat]
    assert all(entry["move"]["player"] == seat and entry["bot"] == "random" for entry in timeouts)
    assert [entry["takeover"] for entry in timeouts] == [False, True]
    assert service.read(sid, None)["bots"] == {str(seat): "random"}
    with pytest.raises(Unauthorized):
        service.read(sid, tokens[seat])
    # The owner gives the seat back, as for any bot's seat.
    back = service.unseat_bot(sid, created["owner_token"], seat)
    assert service.read(sid, back["token"])["seat"] == seat


def test_a_seat_that_moves_itself_starts_its_run_of_timeouts_again(service, store):
    created, tokens = opened(service, per_move=10, on_timeout="bot", takeover_after=2)
    sid, seat = created["id"], created["movers"][0]
    elapse(store, sid, 10_000)
    other = service.read(sid, None)["movers"][0]
    service.move(sid, tokens[other], first_move(service, sid, tokens[other]))
    service.move(sid, tokens[seat], first_move(service, sid, tokens[seat]))
    assert service.read(sid, None)["clocks"]["seats"][seat]["timeouts"] == 0


def test_simultaneous_bids_time_out_one_seat_and_leave_the_other_running(service, store):
    created = service.create("modulo", players=3, seed="bids", clock={"per_move": 20})
    sid, tokens = created["id"], [seat["token"] for seat in created["seats"]]
    movers = created["movers"]
    if len(movers) < 2:
        pytest.skip("the deal opens with one mover")
    first = movers[0]
    service.move(sid, tokens[first], first_move(service, sid, tokens[first]))
    clocks = service.read(sid, None)["clocks"]["seats"]
    assert not clocks[first]["running"] and all(clocks[s]["running"] for s in movers[1:])
    elapse(store, sid, 20_000)
    outcome = service.read(sid, None)["outcome"]
    assert outcome["reason"] == "timeout" and outcome["seat"] == movers[1]


# -- resign (TBL-2) and abort (TBL-3) ---------------------------------------------------------
def test_a_seat_resigns_and_its_side_ranks_last(service):
    created = service.create("cassino", seed="resign")
    sid, tokens = created["id"], [seat["token"] for seat in created["seats"]]
    answer = service.resign(sid, tokens[1])
    assert answer["finished"] is True and answer["version"] == 1
    assert answer["outcome"]["reason"] == "resigned" and answer["outcome"]["seat"] == 1
    assert answer["outcome"]["rule"] == "TBL-2" and answer["outcome"]["winners"] == ["0"]
    assert entries(service, sid)[-1]["type"] == "resignation"
    with pytest.raises(MatchOver):
        service.resign(sid, tokens[0])
    with pytest.raises(MatchOver):
        mover = service.read(sid, None)["view"]  # the view stays; nobody moves
        service.move(sid, tokens[0], {"player": 0, "type": "trail", "card": "2C"})
    assert mover is not None
    transcript = service.transcript(sid, tokens[0])["transcript"]  # a seat, once it is over
    verified, _ = verify(get_game("cassino"), parse_transcript(transcript))
    assert verified["valid"] and verified["outcome"]["reason"] == "resigned"


def test_the_owner_resigns_for_a_seat_it_names_and_a_seat_only_for_itself(service):
    created = service.create("cassino", seed="resign-2")
    sid, tokens = created["id"], [seat["token"] for seat in created["seats"]]
    with pytest.raises(Forbidden):
        service.resign(sid, created["owner_token"])  # names no seat
    with pytest.raises(Forbidden):
        service.resign(sid, tokens[0], 1)
    with pytest.raises(MalformedInput):
        service.resign(sid, created["owner_token"], 7)
    with pytest.raises(Unauthorized):
        service.resign(sid, None)
    assert service.resign(sid, created["owner_token"], 0)["outcome"]["seat"] == 0


def test_an_abort_before_every_seat_moved_ends_with_no_result(service):
    created = service.create("cassino", seed="abort")
    sid, tokens = created["id"], [seat["token"] for seat in created["seats"]]
    mover = created["movers"][0]
    service.move(sid, tokens[mover], first_move(service, sid, tokens[mover]))
    answer = service.abort(sid, tokens[mover])
    assert answer["outcome"] == {
        "winners": [],
        "standings": [],
        "reason": "aborted",
        "rule": "TBL-3",
        "rule_url": "/v1/table/rules/TBL-3",
    }
    assert entries(service, sid)[-1]["type"] == "abort"
    verified, _ = verify(
        get_game("cassino"),
        parse_transcript(service.transcript(sid, created["owner_token"])["transcript"]),
    )
    assert verified["valid"] and verified["outcome"]["reason"] == "aborted"


def test_once_every_seat_has_moved_the_match_can_only_be_resigned(service):
    created = service.create("cassino", seed="abort-late")
    sid, tokens = created["id"], [seat["token"] for seat in created["seats"]]
    for _ in range(2):
        mover = service.read(sid, None)["movers"][0]
        service.move(sid, tokens[mover], first_move(service, sid, tokens[mover]))
    with pytest.raises(AbortTooLate) as refused:
        service.abort(sid, created["owner_token"])
    assert refused.value.code == "abort_too_late" and refused.value.status == 409


# -- pause (TBL-1.2) --------------------------------------------------------------------------
def test_the_owner_pauses_and_resumes_every_clock(service, store):
    created, tokens = opened(service, per_move=30)
    sid, mover = created["id"], created["movers"][0]
    with pytest.raises(Forbidden):
        service.pause(sid, tokens[0])
    paused = service.pause(sid, created["owner_token"])
    assert paused["clocks"]["paused"] is True and paused["version"] == 1
    assert service.pause(sid, created["owner_token"])["version"] == 1  # paused already
    elapse(store, sid, 3_600_000)
    assert service.read(sid, None)["finished"] is False  # no deadline while paused
    resumed = service.pause(sid, "admin-secret", False)
    assert resumed["clocks"]["seats"][mover]["running"] is True
    assert [entry["type"] for entry in entries(service, sid)] == ["pause", "resume"]


def test_pausing_needs_a_clock(service):
    created = service.create("cassino", seed="no-clock")
    with pytest.raises(NoClock):
        service.pause(created["id"], created["owner_token"])


def test_clocks_opened_paused_start_when_resumed(service, store):
    created = service.create("cassino", seed="later", clock={"per_move": 5}, paused=True)
    sid = created["id"]
    elapse(store, sid, 60_000)
    assert service.read(sid, None)["finished"] is False
    service.pause(sid, created["owner_token"], False)
    elapse(store, sid, 5_000)
    assert service.read(sid, None)["outcome"]["reason"] == "timeout"


# -- exactly once -----------------------------------------------------------------------------
def test_two_instances_applying_one_timeout_apply_it_once(service, store):
    other = SessionService(store, max_session_bytes=1 << 22)
    created, _ = opened(service, per_move=5, on_timeout="bot")
    sid = created["id"]
    elapse(store, sid, 5_000)
    start = threading.Barrier(8)

    def expire(instance):
        start.wait()
        instance.expire(sid, 0)

    threads = [threading.Thread(target=expire, args=(s,)) for s in [service, other] * 4]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert [entry["type"] for entry in entries(service, sid)] == ["timeout"]


def test_a_move_racing_its_deadline_either_commits_or_is_timed_out_never_both(service, store):
    for round_ in range(200):
        created, tokens = opened(service, seed=f"race-{round_}", per_move=30)
        sid, mover = created["id"], created["movers"][0]
        move = first_move(service, sid, tokens[mover])
        elapse(store, sid, 30_000 - 2)  # the deadline two ms from now
        outcome: list = []
        start = threading.Barrier(2)

        def moving(sid=sid, mover=mover, move=move, outcome=outcome, start=start, tokens=tokens):
            start.wait()
            try:
                outcome.append(service.move(sid, tokens[mover], move).body["legal"])
            except TimedOut:
                outcome.append("timed_out")

        def expiring(sid=sid, start=start):
            start.wait()
            for _ in range(50):
                if service.expire(sid, 0) is None:
                    return

        threads = [threading.Thread(target=moving), threading.Thread(target=expiring)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        kinds = [entry["type"] for entry in entries(service, sid)]
        if outcome == [True]:
            assert kinds == ["move"]
        else:
            assert outcome == ["timed_out"] and kinds == ["timeout"]


# -- deadlines that act by themselves ---------------------------------------------------------
def test_the_memory_stores_thread_applies_a_timeout_with_nobody_reading():
    now = [1_000.0]
    store = MemoryStore(3600, wall=lambda: now[0])
    deadlines = ThreadDeadlines(store.wall)
    service = SessionService(store, max_session_bytes=1 << 22, deadlines=deadlines)
    created = service.create("cassino", seed="thread", clock={"per_move": 30})
    assert [at for at, *_ in deadlines.pending()] == [1_030_000]
    done = threading.Event()
    service.commits.watchers.publish = lambda session_id, version: done.set()  # type: ignore
    now[0] += 30
    deadlines.due(created["id"], 0, 1_030_000)  # wakes the thread: the clock moved on
    assert done.wait(10)
    assert store.load(created["id"]).table["ended"]["reason"] == "timeout"
    deadlines.close()


def test_a_redis_deadline_is_served_once_even_when_its_first_server_dies(store):
    if isinstance(store, MemoryStore):
        pytest.skip("the sorted set of deadlines is Redis's")
    first = RedisDeadlines(lambda: store.client, lease_ms=0)
    service = SessionService(store, max_session_bytes=1 << 22, deadlines=first)
    created = service.create("cassino", seed="served", clock={"per_move": 30})
    sid = created["id"]
    elapse(store, sid, 30_000)
    store.client.zadd("referee:{deadlines}:due", {f"{sid}:0": 0})  # due now
    # The first server claims the deadline and dies before it applies it.
    dying = RedisDeadlines(lambda: store.client, lease_ms=0)
    dying.serve(lambda session_id, version: (_ for _ in ()).throw(SystemExit()))
    with pytest.raises(SystemExit):
        dying.serve_once()
    assert store.history(sid) == []  # (a read would apply the timeout itself)
    # Its lease lapsed (at once here): the next server applies it, and only once.
    second = SessionService(
        store, max_session_bytes=1 << 22, deadlines=RedisDeadlines(lambda: store.client, lease_ms=0)
    )
    second.commits.deadlines.serve_once()
    second.commits.deadlines.serve_once()
    assert [entry["type"] for entry in entries(service, sid)] == ["timeout"]
    assert store.client.zscore("referee:{deadlines}:due", f"{sid}:0") is None


def test_a_lost_redis_deadline_is_kept_again_by_the_next_reader(store):
    if isinstance(store, MemoryStore):
        pytest.skip("the sorted set of deadlines is Redis's")
    deadlines = RedisDeadlines(lambda: store.client)
    service = SessionService(store, max_session_bytes=1 << 22, deadlines=deadlines)
    created = service.create("cassino", seed="lost", clock={"per_move": 30})
    sid = created["id"]
    store.client.zrem("referee:{deadlines}:due", f"{sid}:0")  # the process died before ZADD
    deadlines._ensured.clear()
    service.read(sid, None)
    assert store.client.zscore("referee:{deadlines}:due", f"{sid}:0") is not None


@pytest.mark.parametrize("session_ttl", [60])
def test_a_session_is_kept_past_the_idle_ttl_until_its_deadline(store, session_ttl):
    """A correspondence clock (a day a move) outlives a shorter idle TTL: the session waits
    for its deadline, and the TTL runs from there."""
    service = SessionService(store, max_session_bytes=1 << 22, admin_token="admin-secret")
    created, tokens = opened(service, seed="a day a move", per_move=24 * 3600)
    sid, mover = created["id"], created["movers"][0]

    def kept() -> float:
        """Seconds the store keeps the session from now."""
        if isinstance(store, MemoryStore):
            return store._sessions[sid].expires_at - store._clock()
        return store.client.ttl(session_keys(sid)["record"])

    assert kept() > 24 * 3600
    service.move(sid, tokens[mover], first_move(service, sid, tokens[mover]))
    assert kept() > 24 * 3600  # the other seat's day, from its move
    service.redeem(service.join_code(sid, created["owner_token"], mover)["code"])  # a reseat
    assert kept() > 24 * 3600
    elapse(store, sid, 24 * 3600 * 1000)  # the day passed: timed out
    assert service.read(sid, None)["outcome"]["reason"] == "timeout"
    assert kept() <= session_ttl  # over: idle as any session
