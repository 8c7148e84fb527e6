"""Legal-move listings (CAS-4.1): exactly the legal moves, in a canonical order, bounded."""

import itertools
import random
import time

from referee.engine.cards import VALUES, standard_deck
from referee.games.cassino import GAME
from tests.games.cassino.positions import checked, position


def normal(move):
    return (move["type"], move["card"], frozenset(move.get("cards", ())), move.get("value"))


def every_candidate(state):
    """Every capture, reserve and trail a client could post, for the mover's hand."""
    seat = state["to_move"]
    table = state["table"] + [c for r in state["reservations"] for c in r["cards"]]
    for card in state["hands"][seat]:
        yield {"player": seat, "type": "trail", "card": card}
        for size in range(len(table) + 1):
            for chosen in itertools.combinations(table, size):
                yield {"player": seat, "type": "capture", "card": card, "cards": list(chosen)}
                for value in range(1, 14):
                    yield {
                        "player": seat,
                        "type": "reserve",
                        "card": card,
                        "cards": list(chosen),
                        "value": value,
                    }


def sample_positions(players, count, seed):
    rng = random.Random(seed)
    found = []
    match = 0
    while len(found) < count:
        state = GAME.new_state(GAME.resolve_options({"players": players}), f"x{seed}-{match}")
        match += 1
        for _ in range(rng.randint(5, 80)):
            if state["phase"] == "finished":
                break
            moves, _ = GAME.legal_moves(state, state["to_move"], 1000)
            # prefer reservations so that positions with several of them come up
            reserves = [m for m in moves if m["type"] == "reserve"]
            state = GAME.play(
                state, rng.choice(reserves if reserves and rng.random() < 0.5 else moves)
            ).state
        table = len(state["table"]) + sum(len(r["cards"]) for r in state["reservations"])
        if state["phase"] == "play" and table <= 7:
            found.append(state)
    return found


def test_listing_is_exactly_the_legal_moves():  # CAS-4.1, CAS-4.3, CAS-5.2, CAS-5.6
    for players, seed in ((2, 1), (4, 2)):
        for state in sample_positions(players, 12, seed):
            listed, truncated = GAME.legal_moves(state, state["to_move"], 1000)
            assert not truncated
            assert len({normal(m) for m in listed}) == len(listed)
            legal = {normal(m) for m in every_candidate(state) if GAME.check(state, m) is None}
            assert {normal(m) for m in listed} == legal
            for move in listed:
                assert GAME.parse_move(move) == move  # wire form


def test_listing_order_is_canonical():  # CAS-4.1
    state = checked(position(["3H", "3C", "6D", "6C"], {0: ["9S", "6S"]}))
    first = GAME.legal_moves(state, 0, 1000)[0]
    shuffled = dict(state, table=["6C", "3C", "6D", "3H"])
    again = GAME.legal_moves(shuffled, 0, 1000)[0]
    # the order follows table positions; the moves themselves do not depend on them
    assert {normal(m) for m in first} == {normal(m) for m in again}
    assert first[0]["cards"] == ["3H", "6D"] and again[0]["cards"] == ["6C", "3C"]
    assert [m["card"] for m in first] == sorted(
        (m["card"] for m in first), key=state["hands"][0].index
    )
    assert GAME.legal_moves(state, 0, 1000) == GAME.legal_moves(state, 0, 1000)


def test_limit_cuts_the_list_and_says_so():  # CAS-4.1, MOVE_LIST_CAP
    state = checked(position(["3H", "3C", "6D", "6C"], {0: ["9S", "6S"]}))
    every, truncated = GAME.legal_moves(state, 0, 1000)
    assert not truncated
    cut, truncated = GAME.legal_moves(state, 0, 3)
    assert truncated and cut == every[:3]
    assert GAME.legal_moves(state, 0, len(every)) == (every, False)
    assert GAME.legal_moves(state, 1, 1000) == ([], False)  # not to move


def adversarial(hand):
    """40 small cards (A-10) on the table; courts in hands and one earlier capture."""
    table = [c for c in standard_deck() if VALUES[c] <= 10]
    return checked(position(table, {0: hand}, last_capturer=1))


def test_adversarial_table_listing_is_bounded():  # CAS-4.3, MOVE_LIST_CAP
    state = adversarial(["KS", "QS", "JS", "KH"])
    start = time.perf_counter()
    moves, truncated = GAME.legal_moves(state, 0, 1000)
    elapsed = time.perf_counter() - start
    assert truncated and len(moves) == 1000
    assert len({normal(m) for m in moves}) == 1000
    assert elapsed < 5  # a hang guard only; the budget is measured in bench/
    for move in moves[::97]:
        assert GAME.check(state, move) is None
    small, truncated = GAME.legal_moves(state, 0, 5)
    assert truncated and small == moves[:5]


def test_adversarial_reservations_listing_is_bounded():  # CAS-5.2
    table = [c for c in standard_deck() if VALUES[c] <= 10 and c not in ("AS", "2S")]
    state = checked(position(table, {0: ["AS", "2S", "KS", "QS"]}, last_capturer=1))
    moves, truncated = GAME.legal_moves(state, 0, 1000)
    assert truncated and len(moves) == 1000
    assert {m["type"] for m in moves} >= {"capture", "reserve"}


def test_checking_one_big_capture_does_not_enumerate():  # CAS-0.3, CAS-4.3 (d)
    state = adversarial(["KS", "QS", "JS", "KH"])
    small = state["table"]
    # all 40 small cards add up to 220 = 13 * 16 + 12: not a multiple of 13
    assert (
        GAME.check(state, {"player": 0, "type": "capture", "card": "KS", "cards": small}).code
        == "not_a_sum"
    )
    # 39 of them (drop a 12 worth: 10D + 2S) add up to 208 = 16 * 13, and they split
    named = [c for c in small if c not in ("10D", "2S")]
    start = time.perf_counter()
    assert GAME.check(state, {"player": 0, "type": "capture", "card": "KS", "cards": named}) is None
    assert time.perf_counter() - start < 5
