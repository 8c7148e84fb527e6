"""The order one process plays its bot turns in: a person's first, parties in rotation."""

from __future__ import annotations

from referee.sessions.turnline import TurnLine


def test_a_turn_a_person_waits_for_goes_before_every_bots_only_turn():
    line = TurnLine()
    line.put(("a1", 0), "party-a")
    line.put(("b1", 0), "party-b")
    line.put(("h1", 3), None)
    assert line.take(timeout=0) == (("h1", 3), None)
    assert line.take(timeout=0) == (("a1", 0), "party-a")


def test_a_thread_for_people_only_never_takes_bots_only_play():
    line = TurnLine()
    line.put(("a1", 0), "party-a")
    assert line.take(attended_only=True, timeout=0) is None
    line.put(("h1", 0), None)
    assert line.take(attended_only=True, timeout=0) == (("h1", 0), None)
    assert line.waiting() == 1


def test_parties_take_turns_whatever_their_backlog():
    line = TurnLine()
    for session in ("a1", "a2", "a3"):
        line.put((session, 0), "party-a")
    line.put(("b1", 0), "party-b")
    order = []
    while (taken := line.take(timeout=0)) is not None:
        order.append(taken[0][0])
        line.done(taken[1])
        if taken[0] == ("b1", 0):
            line.put(("b1", 1), "party-b")  # its next turn, made due by the commit
    assert order == ["a1", "b1", "a2", "b1", "a3"]


def test_a_party_plays_at_most_its_bound_at_once():
    line = TurnLine(per_party=1)
    line.put(("a1", 0), "party-a")
    line.put(("a2", 0), "party-a")
    line.put(("b1", 0), "party-b")
    first = line.take(timeout=0)
    assert first == (("a1", 0), "party-a")
    assert line.take(timeout=0) == (("b1", 0), "party-b")
    assert line.take(timeout=0) is None  # a2 waits while a1 is played
    line.done("party-a")
    assert line.take(timeout=0) == (("a2", 0), "party-a")
