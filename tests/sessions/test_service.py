"""The session service on every store: tokens, seats, compare-and-set, idempotency, bounds."""

from __future__ import annotations

import threading

import pytest

from referee.sessions import (
    Contention,
    Forbidden,
    IdempotencyKeyReused,
    KeyAnsweredEarlier,
    MemoryStore,
    RecordTooLarge,
    SessionEnded,
    SessionNotFound,
    SessionService,
    StaleVersion,
    Unauthorized,
    VersionConflict,
    WrongSeat,
    moves,
)
from referee.sessions.keys import EARLIER_KEYS, KEY_DIGEST_CHARS, session_keys
from referee.sessions.tokens import hash_token


class Interleaved:
    """A store through which another client acts just before this client's next commit."""

    def __init__(self, inner):
        self.inner, self.before_commit = inner, []

    def __getattr__(self, name):
        return getattr(self.inner, name)

    def commit(self, *args, **kwargs):
        while self.before_commit:
            self.before_commit.pop(0)()
        return self.inner.commit(*args, **kwargs)


@pytest.fixture
def service(store, toy_game):
    return SessionService(
        store, max_session_bytes=1 << 20, admin_token="admin-secret", games=lambda game_id: toy_game
    )


@pytest.fixture
def created(service):
    return service.create("toy", options={"hand_size": 3}, seed="seed-1")


def tokens(created) -> list[str]:
    return [seat["token"] for seat in created["seats"]]


def play(service, created, seat: int, card: str | None = None, **kwargs):
    session_id, token = created["id"], tokens(created)[seat]
    if card is None:  # the first card of the seat's hand, legal or not
        card = service.store.load(session_id).state["hands"][seat][0]
    return service.move(session_id, token, {"player": seat, "type": "play", "card": card}, **kwargs)


def test_create_hands_out_one_token_per_seat_and_keeps_only_hashes(service, store, created):
    assert [seat["player"] for seat in created["seats"]] == [0, 1]
    first, second = tokens(created)
    assert first != second and len(first) >= 40
    stored = store.load(created["id"])
    assert stored.seats == (hash_token(first), hash_token(second))
    assert first not in repr(stored.fields()) and second not in repr(stored.fields())
    assert created["view"]["seat"] is None and created["view"]["hand"] is None
    assert created["version"] == 0


def test_without_a_seed_the_referee_draws_one_and_never_shows_it(service, store):
    one, two = service.create("toy"), service.create("toy")
    seeds = [store.load(c["id"]).state["seed"] for c in (one, two)]
    assert seeds[0] != seeds[1]
    for created, seed in zip((one, two), seeds, strict=True):
        token = tokens(created)[0]
        shown = [
            created,
            service.read(created["id"], token),
            service.read(created["id"], None),
            service.legal_moves(created["id"], token).__repr__(),
            play(service, created, 0).body,
            service.history(created["id"], None),
        ]
        assert seed not in repr(shown)


def test_a_token_is_needed_and_must_be_a_seat_of_this_session(service, created):
    other = service.create("toy", seed="other")
    with pytest.raises(Unauthorized) as error:
        service.legal_moves(created["id"], None)
    assert error.value.code == "token_required"
    for token in ("nonsense", tokens(other)[0]):
        with pytest.raises(Unauthorized) as error:
            service.read(created["id"], token)
        assert error.value.code == "unknown_token"
    assert service.read(created["id"], tokens(created)[1])["seat"] == 1
    assert service.read(created["id"], None)["seat"] is None


def test_unknown_and_malformed_ids_are_not_found(service):
    for session_id in ("nope", "bad{id}", "x" * 100):
        with pytest.raises(SessionNotFound):
            service.read(session_id, None)


def test_a_move_for_another_seat_is_refused_and_writes_nothing(service, store, created):
    with pytest.raises(WrongSeat):
        service.move(created["id"], tokens(created)[1], {"player": 0, "type": "play", "card": "AS"})
    assert store.load(created["id"]).version == 0


def test_a_legal_move_answers_the_movers_view_and_a_new_version(service, store, created):
    answer = play(service, created, 0)
    assert answer.status == 200 and answer.version == 1 and not answer.replayed
    body = answer.body
    assert body["legal"] is True and body["version"] == 1 and "state" not in body
    assert (
        body["view"]["seat"] == 0
        and body["view"]["hand"] == store.load(created["id"]).state["hands"][0]
    )
    assert body["events"][0]["type"] == "play"


def test_an_illegal_move_is_an_answer_and_changes_nothing(service, store, created):
    answer = play(service, created, 1)  # seat 0 is to move
    assert answer.body == {
        "legal": False,
        "version": 0,
        "movers": [0],
        "outcome": None,
        "violation": {
            "code": "not_your_turn",
            "rule": "TOY-2",
            "message": answer.body["violation"]["message"],
        },
    }
    assert store.load(created["id"]).version == 0 and store.history(created["id"]) == []


def test_a_move_that_lost_the_race_is_checked_again_on_the_new_state(service, store, created):
    """Another client plays seat 0's first card between our read and our write: our
    write is refused, the move is checked on the new state (seat 1 to move) and
    answered as illegal there. Nothing is lost and nothing is written twice."""
    interleaved = Interleaved(store)
    racing = SessionService(interleaved, max_session_bytes=1 << 20, games=service.games)
    card = store.load(created["id"]).state["hands"][0][0]
    interleaved.before_commit.append(lambda: play(service, created, 0, card))
    answer = play(racing, created, 0, card)
    assert answer.body["legal"] is False and answer.body["violation"]["code"] == "not_your_turn"
    assert [e["move"]["card"] for e in store.history(created["id"])] == [card]


def test_a_move_still_legal_after_the_race_lands_on_top_of_the_winners(service, store, created):
    interleaved = Interleaved(store)
    racing = SessionService(interleaved, max_session_bytes=1 << 20, games=service.games)
    hand = store.load(created["id"]).state["hands"][0]
    mine, theirs = hand[0], hand[1]
    interleaved.before_commit += [
        lambda: play(service, created, 0, theirs),
        lambda: play(service, created, 1),
    ]
    answer = play(racing, created, 0, mine)
    assert answer.body["legal"] is True and answer.version == 3
    history = store.history(created["id"])
    assert [(e["version"], e["player"]) for e in history] == [(1, 0), (2, 1), (3, 0)]
    assert history[0]["move"]["card"] == theirs and history[2]["move"]["card"] == mine
    assert store.load(created["id"]).state["table"][0] == theirs  # theirs was not overwritten


def test_a_session_that_never_stops_changing_gives_up(monkeypatch, service, created):
    class Busy(Interleaved):
        def commit(self, *args, **kwargs):
            raise VersionConflict("busy")

    monkeypatch.setattr(moves, "MOVE_ATTEMPTS", 5)
    retries = []
    busy = SessionService(
        Busy(service.store),
        max_session_bytes=1 << 20,
        games=service.games,
        on_retry=lambda: retries.append(1),
    )
    card = service.store.load(created["id"]).state["hands"][0][0]
    # A first check on a record this process kept (RedisStore.recent) that turns out
    # outdated is no contention: only the checks made again on fresh records count.
    counted = 5 if service.store.recent(created["id"]) is None else 4
    with pytest.raises(Contention):
        play(busy, created, 0, card)
    assert len(retries) == counted, "every check made again is told to the metrics"


def test_an_idempotent_retry_returns_the_first_answer_and_applies_nothing(service, store, created):
    first = play(service, created, 0, idempotency_key="k-1")
    card = store.history(created["id"])[0]["move"]["card"]
    again = play(service, created, 0, card, idempotency_key="k-1")
    assert again.replayed and again.body == first.body and again.version == 1
    assert len(store.history(created["id"])) == 1
    with pytest.raises(IdempotencyKeyReused):
        play(
            service,
            created,
            0,
            store.load(created["id"]).state["hands"][0][0],
            idempotency_key="k-1",
        )


def test_the_first_answer_to_a_key_stands_even_when_it_was_illegal(service, store, created):
    card = store.load(created["id"]).state["hands"][1][0]
    refused = play(service, created, 1, card, idempotency_key="k")  # not seat 1's turn
    play(service, created, 0)
    retried = play(service, created, 1, card, idempotency_key="k")  # legal now, but a retry
    assert retried.replayed and retried.body == refused.body
    assert len(store.history(created["id"])) == 1
    fresh = play(service, created, 1, card, idempotency_key="k2")
    assert fresh.body["legal"] is True


def test_idempotency_keys_belong_to_one_seat(service, created):
    play(service, created, 0, idempotency_key="same")
    second = play(service, created, 1, idempotency_key="same")
    assert not second.replayed and second.body["legal"] is True and second.version == 2


def test_a_seats_illegal_keyed_moves_never_fail_another_seats_move(service, store, created):
    card = store.load(created["id"]).state["hands"][1][0]
    for n in range(4_096):  # seat 1 is not to move: each is illegal, each under a fresh key
        assert play(service, created, 1, card, idempotency_key=f"spam-{n}").body["legal"] is False
    refused = play(service, created, 0, card, idempotency_key="mine")  # not in its hand
    assert refused.body["legal"] is False and not refused.replayed
    moved = play(service, created, 0, idempotency_key="mine-2")
    assert moved.body["legal"] is True
    assert play(service, created, 1, idempotency_key="spam-4096").body["legal"] is True


def test_a_retry_under_a_seats_earlier_key_is_refused_never_applied_again(service, store, created):
    card = store.load(created["id"]).state["hands"][0][0]
    play(service, created, 0, card, idempotency_key="first")
    play(service, created, 1, idempotency_key="theirs")
    play(service, created, 0, idempotency_key="second")
    with pytest.raises(KeyAnsweredEarlier):  # the same move again, under its old key
        play(service, created, 0, card, idempotency_key="first")
    assert len(store.history(created["id"])) == 3
    assert play(service, created, 1, idempotency_key="theirs-2").body["legal"] is True


def test_kept_answers_stay_bounded_by_the_seats_over_a_whole_match(service, store, created):
    """Every move keyed, as the web table sends them: the answers kept are the last one
    per seat (a view each) and a few key hashes, however long the match."""
    sizes = []
    for n in range(40):
        seat = store.load(created["id"]).state["to_move"]
        answer = play(service, created, seat, idempotency_key=f"move-{n}")
        if answer.body.get("finished"):
            break
        sizes.append(kept_bytes(store, created["id"]))
    assert len(sizes) > 6
    assert max(sizes) < 2 * (2 * (KEY_DIGEST_CHARS * (EARLIER_KEYS + 1)) + 2_000)
    assert sizes[-1] <= max(sizes[2:]) and sizes[-1] < 3 * sizes[1]


def kept_bytes(store, session_id: str) -> int:
    """The bytes of the session's kept answers, in either store."""
    if isinstance(store, MemoryStore):
        return store.kept_bytes(session_id)
    key = session_keys(session_id)["answers"]
    return sum(len(v) for v in store.client.hgetall(key).values())


def test_racing_retries_with_one_key_apply_once_and_answer_alike(service, store, created):
    card = store.load(created["id"]).state["hands"][0][0]
    barrier, answers = threading.Barrier(6), []

    def retry():
        barrier.wait()
        answers.append(play(service, created, 0, card, idempotency_key="k"))

    threads = [threading.Thread(target=retry) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(store.history(created["id"])) == 1
    assert all(answer.body == answers[0].body for answer in answers)
    assert answers[0].body["legal"] is True
    assert sum(not answer.replayed for answer in answers) == 1


def test_if_match_makes_a_move_conditional(service, store, created):
    with pytest.raises(StaleVersion) as error:
        play(service, created, 0, if_match=lambda version: version == 7)
    assert error.value.current == 0 and store.load(created["id"]).version == 0
    assert play(service, created, 0, if_match=lambda version: version == 0).version == 1


def test_an_idempotent_retry_is_answered_even_with_a_now_stale_if_match(service, created):
    card = service.store.load(created["id"]).state["hands"][0][0]
    first = play(service, created, 0, card, idempotency_key="k", if_match=lambda v: v == 0)
    again = play(service, created, 0, card, idempotency_key="k", if_match=lambda v: v == 0)
    assert again.replayed and again.body == first.body


def test_a_state_past_the_record_bound_is_refused_and_writes_nothing(store, toy_game):
    small = SessionService(store, max_session_bytes=1, games=lambda _: toy_game)
    with pytest.raises(RecordTooLarge):
        small.create("toy")
    service = SessionService(store, max_session_bytes=10_000, games=lambda _: toy_game)
    created = service.create("toy", seed="s")
    play(service, created, 0)
    record = store.load(created["id"])
    # The toy's state keeps its size within a few bytes: a bound below it refuses the move.
    service.commits.max_session_bytes = len(record.meta_json) + len(record.state_json) - 8
    with pytest.raises(RecordTooLarge, match="record would take"):
        play(service, created, 1)
    assert store.load(created["id"]) == record
    assert len(store.history(created["id"])) == 1
    service.commits.max_session_bytes = 10_000
    assert play(service, created, 1).version == 2


def test_a_history_entry_past_its_bound_is_refused_and_writes_nothing(store, toy_game):
    service = SessionService(
        store, max_session_bytes=1 << 20, max_entry_bytes=10, games=lambda _: toy_game
    )
    created = service.create("toy", seed="s")
    with pytest.raises(RecordTooLarge, match="history entry would take"):
        play(service, created, 0)
    assert store.load(created["id"]).version == 0 and store.history(created["id"]) == []


def test_an_idempotent_retry_of_a_refused_move_is_refused_alike(store, toy_game):
    service = SessionService(
        store, max_session_bytes=1 << 20, max_entry_bytes=10, games=lambda _: toy_game
    )
    created = service.create("toy", seed="s")
    for _ in range(2):
        with pytest.raises(RecordTooLarge):
            play(service, created, 0, idempotency_key="k")
    assert store.load(created["id"]).version == 0
    service.commits.max_entry_bytes = 1 << 16
    assert play(service, created, 0, idempotency_key="k").body["legal"] is True


def test_the_history_length_is_unbounded_and_stored_size_is_only_measured(store, toy_game):
    """The bounds are per move: a match as long as its game allows is played to the end."""
    service = SessionService(
        store, max_session_bytes=2_000, max_entry_bytes=600, games=lambda _: toy_game
    )
    created = service.create("toy", options={"hand_size": 8}, seed="s")
    seat, moves = 0, 0
    while True:
        answer = play(service, created, seat)
        moves += 1
        if answer.body["finished"]:
            break
        seat = 1 - seat
    record = store.load(created["id"])
    assert moves == record.version == len(store.history(created["id"])) == 52
    assert record.stored_bytes() > service.commits.max_session_bytes  # the match, not a move


def test_history_lists_accepted_moves_in_order_and_pages_by_version(service, created):
    for seat in (0, 1, 0):
        play(service, created, seat)
    play(service, created, 0)  # illegal (seat 1's turn): not in the history
    history = service.history(created["id"], tokens(created)[0])
    assert history["version"] == 3
    assert [(e["version"], e["player"]) for e in history["entries"]] == [(1, 0), (2, 1), (3, 0)]
    assert service.history(created["id"], None, since=2)["entries"] == history["entries"][2:]
    assert history["next"] is None


def test_history_is_read_in_pages(service, created):
    for seat in (0, 1, 0, 1, 0):
        play(service, created, seat)
    whole = service.history(created["id"], None)["entries"]
    pages, since = [], 0
    while since is not None:
        page = service.history(created["id"], None, since, limit=2)
        assert page["version"] == 5 and len(page["entries"]) <= 2
        pages.append([entry["version"] for entry in page["entries"]])
        since = page["next"]
    assert pages == [[1, 2], [3, 4], [5]]
    assert service.history(created["id"], None, 4, limit=1)["entries"] == whole[4:]
    assert service.history(created["id"], None, 5, limit=3) == {
        "id": created["id"],
        "version": 5,
        "entries": [],
        "next": None,
    }
    assert service.history(created["id"], None, 9, limit=3)["next"] is None
    with pytest.raises(Unauthorized):
        service.history(created["id"], "stranger")


def test_the_owner_or_the_admin_may_end_a_session_never_a_seat(service, store, created):
    with pytest.raises(Unauthorized):
        service.delete(created["id"], None)
    with pytest.raises(Unauthorized):
        service.delete(created["id"], "stranger")
    for token in tokens(created):  # one player may not end the game for everyone
        with pytest.raises(Forbidden) as error:
            service.delete(created["id"], token)
        assert error.value.code == "not_owner"
    assert store.load(created["id"]).version == 0
    service.delete(created["id"], created["owner_token"])
    with pytest.raises(SessionNotFound):
        service.read(created["id"], None)
    with pytest.raises(SessionNotFound):
        service.delete(created["id"], created["owner_token"])
    other = service.create("toy")
    with pytest.raises(Unauthorized):  # an owner token is of its own session only
        service.delete(other["id"], created["owner_token"])
    service.delete(other["id"], "admin-secret")
    with pytest.raises(SessionNotFound):
        service.delete(other["id"], "admin-secret")


@pytest.mark.parametrize("by", ["owner", "admin"])
def test_a_session_ended_says_by_whom_on_every_call_after(service, store, created, by):
    token = created["owner_token"] if by == "owner" else "admin-secret"
    assert service.delete(created["id"], token) == by
    assert store.ended_by(created["id"]) == by
    for call in (
        lambda: service.read(created["id"], None),
        lambda: service.read(created["id"], tokens(created)[0]),
        lambda: service.history(created["id"], None),
        lambda: play(service, created, 0, "AS"),
        lambda: service.delete(created["id"], "admin-secret"),
    ):
        with pytest.raises(SessionEnded) as gone:
            call()
        assert gone.value.by == by and gone.value.code == "unknown_session"
        assert gone.value.message == (
            "the session was ended by its owner"
            if by == "owner"
            else "the session was ended by the referee's admin"
        )
    with pytest.raises(SessionNotFound) as unknown:
        service.read("never-made", None)
    assert not isinstance(unknown.value, SessionEnded)


def test_the_owner_token_is_kept_as_a_hash_and_is_no_seat(service, store, created):
    owner = created["owner_token"]
    assert len(owner) >= 40 and owner not in tokens(created)
    stored = store.load(created["id"])
    assert stored.owner == hash_token(owner) and owner not in repr(stored.fields())
    for bearer in (owner, "admin-secret"):
        assert service.read(created["id"], bearer)["seat"] is None
        assert service.read(created["id"], bearer)["view"]["hand"] is None
        assert service.history(created["id"], bearer)["entries"] == []
        with pytest.raises(Forbidden) as error:
            service.legal_moves(created["id"], bearer)
        assert error.value.code == "not_a_seat"
        with pytest.raises(Forbidden):
            service.move(created["id"], bearer, {"player": 0, "type": "play", "card": "AS"})
    assert store.load(created["id"]).version == 0
