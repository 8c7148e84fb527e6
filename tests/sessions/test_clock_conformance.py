"""Every game plays under every time control on every store: seeded random matches of each
registered game under `per_move`, `initial` + `increment` and both at once, with `forfeit`
and with `bot`, on the memory store, Redis and a Redis Cluster, checking the clocks'
invariants at every step.

Time is injected: `elapse` moves a session's clocks back as if that long had passed, and the
timeouts are applied as the deadlines' server applies them (`expire` on the version), twice
over to show the second changes nothing. At every step:
- the running clocks are the movers' and no other's; a running seat's deadline is within its
  bank and its move's cap; a move in time commits, and its seat's bank gains the increment;
- each deadline passed gives exactly one timeout, of the seat whose deadline it was, never
  one before its deadline, and none is left unapplied;
- `forfeit`: the match ends, the timed-out seat's side ranked last, the others by score; the
  seat's late move is `timed_out`, another's `match_over`; the transcript verifies to the
  same outcome;
- `bot`: a bot moved for the seat (its move in the entry) and the match goes on; after
  `takeover_after` timeouts in a row the bot keeps the seat (its token stops working), and
  a move of the seat's own starts the count again.
"""

from __future__ import annotations

import random
from datetime import datetime

import pytest

from referee.engine.sides import side_seats
from referee.games.registry import REGISTRY, get_game
from referee.sessions import SessionService, Unauthorized
from referee.sessions.errors import MatchOver, TimedOut
from referee.transcripts import parse_transcript, verify
from tests.sessions.test_timing import elapse
from tests.test_conformance import choose, short_match_options

CONTROLS = {
    "per_move": {"per_move": 10},
    "fischer": {"initial": 60, "increment": 2},
    "both": {"initial": 30, "increment": 1, "per_move": 8},
}
ON_TIMEOUT = {
    "forfeit": {"on_timeout": "forfeit"},
    "bot": {"on_timeout": "bot", "bot": "random", "takeover_after": 2},
}
STEPS = 60  # steps of one match (a move in time, a bot's turn or a timeout) at most
TIMEOUT_SHARE = 0.2  # of the steps under `bot`, about this many are timeouts
SLACK_MS = 3000  # real time a step may take on a loaded machine, beyond the time elapsed


def ms(instant: str) -> int:
    return round(datetime.fromisoformat(instant).timestamp() * 1000)


def deadlines(clocks: dict) -> dict[int, int]:
    """Each running seat's deadline (ms), from the clocks of an answer."""
    return {seat["seat"]: ms(seat["deadline"]) for seat in clocks["seats"] if seat["deadline"]}


def check_running_clocks(read: dict, control: dict) -> None:
    """The movers' clocks run, no other's; each deadline within its bank and its move's cap."""
    clocks = read["clocks"]
    running = sorted(seat["seat"] for seat in clocks["seats"] if seat["running"])
    assert running == sorted(read["movers"])
    now = ms(clocks["now"])
    for seat in clocks["seats"]:
        if not seat["running"]:
            assert seat["deadline"] is None
            continue
        left = ms(seat["deadline"]) - now
        assert left > 0, f"seat {seat['seat']} is past its deadline and still running"
        if "per_move" in control:
            assert left <= control["per_move"] * 1000
        if "initial" in control:
            assert left <= seat["left"] * 1000 + 1


class Match:
    """One clocked session of a game, played through the service at random."""

    def __init__(self, service, store, game_id: str, control: str, on_timeout: str, rng):
        self.service, self.store, self.rng = service, store, rng
        self.game_id = game_id
        self.control = {**CONTROLS[control], **ON_TIMEOUT[on_timeout]}
        game = get_game(game_id)
        players = rng.choice(game.player_counts)
        created = service.create(
            game_id,
            players=players,
            options=short_match_options(game_id),
            seed=f"clocks-{game_id}-{control}-{on_timeout}",
            clock=self.control,
        )
        self.id, self.owner = created["id"], created["owner_token"]
        self.tokens = [seat["token"] for seat in created["seats"]]
        self.seats = len(self.tokens)
        self.streak = [0] * self.seats
        self.kept: set[int] = set()  # the seats a bot keeps
        self.late: tuple[int, dict] | None = None  # a move of the seat that timed out
        self.timeouts = 0

    def read(self) -> dict:
        read = self.service.read(self.id, None)
        if read["finished"]:  # however it ended, no clock runs on
            assert not any(seat["running"] or seat["deadline"] for seat in read["clocks"]["seats"])
        else:
            check_running_clocks(read, self.control)
        return read

    def entries(self, since: int) -> list[dict]:
        return self.store.history(self.id, since)  # the store's: no read repairs anything

    def move_in_time(self, read: dict) -> None:
        seat = self.rng.choice(read["movers"])
        if seat in self.kept:  # a bot's turn, as a bots worker plays it (the first bot's)
            assert self.service.play_bot(self.id, read["version"]) is True
            (played,) = self.entries(read["version"])
            assert played["type"] == "move" and played["player"] in self.kept
            self.streak[played["player"]] = 0
            return
        soonest = min(deadlines(read["clocks"]).values()) - ms(read["clocks"]["now"])
        spent = self.rng.randrange(0, max(1, soonest // 2))
        elapse(self.store, self.id, spent)
        before = next(s for s in read["clocks"]["seats"] if s["seat"] == seat)
        token = self.tokens[seat]
        moves = self.service.legal_moves(self.id, token)["moves"]
        answer = self.service.move(self.id, token, choose(self.game_id, moves, self.rng))
        assert answer.body["legal"] is True, answer.body
        after = next(s for s in answer.body["clocks"]["seats"] if s["seat"] == seat)
        if "initial" in self.control:  # what the move took off the bank, plus the increment
            expected = before["left"] * 1000 - spent + self.control.get("increment", 0) * 1000
            assert expected - SLACK_MS <= after["left"] * 1000 <= expected + 1
        self.streak[seat] = 0
        assert after["timeouts"] == 0

    def time_out(self, read: dict) -> None:
        """Let the soonest deadline pass, apply it as the deadlines' server does (twice), and
        check what was written: one timeout for it, and one for each deadline it let pass."""
        now = ms(read["clocks"]["now"])
        due = deadlines(read["clocks"])
        soonest = min(due.values())
        seat = min(s for s, at in due.items() if at == soonest)
        version = read["version"]
        if seat not in self.kept:
            moves = self.service.legal_moves(self.id, self.tokens[seat])["moves"]
            self.late = (seat, moves[0])
        elapse(self.store, self.id, soonest - now)
        assert self.service.expire(self.id, version) is None
        assert self.service.expire(self.id, version) is None  # tried again: nothing more
        first = self.entries(version)
        assert len(first) == 1, [entry["type"] for entry in first]
        assert first[0]["type"] == "timeout" and first[0]["player"] == seat
        assert first[0]["version"] == version + 1
        after = self.read()  # a reader applies whatever other deadline has passed meanwhile
        written = self.entries(version)
        assert [entry["version"] for entry in written] == list(
            range(version + 1, after["version"] + 1)
        )
        previous = read["clocks"]
        for index, entry in enumerate(written):
            assert entry["type"] == "timeout"
            if index:  # a deadline the timeout before it left passed: never one too early
                assert ms(previous["seats"][entry["player"]]["deadline"]) <= ms(
                    after["clocks"]["now"]
                )
            self.check_timeout(entry, after)
            previous = entry["clocks"]
        self.timeouts += len(written)

    def check_timeout(self, entry: dict, after: dict) -> None:
        seat = entry["player"]
        if self.control["on_timeout"] == "forfeit":
            outcome = entry["outcome"]
            assert outcome["reason"] == "timeout" and outcome["seat"] == seat
            assert outcome["rule"] == "TBL-1" and entry["movers"] == []
            assert seat in side_seats(outcome["standings"][-1]["side"])
            assert all(seat not in side_seats(side) for side in outcome["winners"])
            scores = [standing["score"] for standing in outcome["standings"][:-1]]
            assert scores == sorted(scores, reverse=True)  # the others, by score
            assert not any(clock["running"] for clock in entry["clocks"]["seats"])
            return
        assert entry["move"]["player"] == seat and entry["bot"] == "random"
        self.streak[seat] += 1
        takeover = seat not in self.kept and self.streak[seat] == self.control["takeover_after"]
        assert entry["takeover"] is takeover
        assert entry["clocks"]["seats"][seat]["timeouts"] == self.streak[seat]
        if takeover:
            self.kept.add(seat)
            assert after["bots"].get(str(seat)) == "random"
            with pytest.raises(Unauthorized):
                self.service.legal_moves(self.id, self.tokens[seat])

    def check_forfeit_end(self, read: dict) -> None:
        outcome = read["outcome"]
        seat = outcome["seat"]
        assert read["finished"] is True and read["movers"] == []
        assert self.service.expire(self.id, read["version"]) is None
        assert self.late is not None and self.late[0] == seat
        with pytest.raises(TimedOut):
            self.service.move(self.id, self.tokens[seat], self.late[1])
        other = (seat + 1) % self.seats
        with pytest.raises(MatchOver):
            self.service.move(self.id, self.tokens[other], {**self.late[1], "player": other})
        assert self.service.read(self.id, None)["version"] == read["version"]

    def check_transcript(self, read: dict) -> None:
        transcript = self.service.transcript(self.id, self.owner)["transcript"]
        answer, _ = verify(get_game(self.game_id), parse_transcript(transcript))
        assert answer["valid"] is True and answer["claim"]["matches"] is True
        if read["finished"]:
            assert answer["outcome"] == read["outcome"]


@pytest.mark.parametrize("on_timeout", sorted(ON_TIMEOUT))
@pytest.mark.parametrize("control", sorted(CONTROLS))
@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_every_game_plays_under_every_time_control(store, game_id, control, on_timeout):
    service = SessionService(store, max_session_bytes=1 << 22)
    rng = random.Random(f"{game_id}/{control}/{on_timeout}")
    match = Match(service, store, game_id, control, on_timeout, rng)
    forfeit_at = rng.randrange(1, 25)
    for step in range(STEPS):
        read = match.read()
        if read["finished"]:
            break
        timing_out = step == forfeit_at if on_timeout == "forfeit" else rng.random() < TIMEOUT_SHARE
        if timing_out:
            match.time_out(read)
        else:
            match.move_in_time(read)
    read = match.read()
    history = match.entries(0)
    assert [entry["version"] for entry in history] == list(range(1, read["version"] + 1))
    assert sum(entry["type"] == "timeout" for entry in history) == match.timeouts
    assert {entry["type"] for entry in history} <= {"move", "timeout"}
    if on_timeout == "forfeit":
        assert match.timeouts == 1 or (
            match.timeouts == 0 and read["outcome"]["reason"] != "timeout"
        )
        if match.timeouts:
            match.check_forfeit_end(read)
    else:
        assert match.timeouts >= 1
        assert all(entry["outcome"] is None or entry is history[-1] for entry in history)
    match.check_transcript(read)
