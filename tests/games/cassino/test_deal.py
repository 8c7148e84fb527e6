"""Deals, rounds, leaders and options (CAS-2, CAS-3, CAS-9, CAS-10), and determinism."""

import json

import pytest

from referee.engine.cards import standard_deck
from referee.engine.errors import ConflictingOptions, MalformedInput
from referee.engine.shuffle import deal_seed, shuffled
from referee.games.cassino import GAME
from tests.games.cassino.positions import checked, play, position


def new(seed="s1", **options):
    return GAME.new_state(GAME.resolve_options(options), seed)


def test_cas_10_options_and_defaults():  # CAS-10, CAS-2.1
    assert GAME.resolve_options({}) == {"players": 2, "target_score": 21, "first_player": "random"}
    assert GAME.resolve_options({"players": 4, "target_score": 51, "first_player": 3}) == {
        "players": 4,
        "target_score": 51,
        "first_player": 3,
    }
    for bad in (
        {"players": 3},
        {"target_score": 30},
        {"first_player": "first"},
        {"first_player": True},
        {"colour": "red"},
    ):
        with pytest.raises(MalformedInput):
            GAME.resolve_options(bad)
    with pytest.raises(ConflictingOptions):  # a seat a 2-player game does not have
        GAME.resolve_options({"first_player": 2})
    assert [o["name"] for o in GAME.describe()["options"]] == [
        "players",
        "target_score",
        "first_player",
    ]


def test_cas_3_3_first_deal_sizes():  # CAS-3.3, CAS-9.2, CAS-1.1
    two, four = new(), new(players=4)
    assert len(two["table"]) == 4 and [len(h) for h in two["hands"]] == [4, 4]
    assert len(two["stock"]) == 40
    assert len(four["table"]) == 4 and [len(h) for h in four["hands"]] == [6, 6, 6, 6]
    assert len(four["stock"]) == 24
    for state in (two, four):
        GAME.check_state(state)
        cards = state["table"] + state["stock"] + [c for h in state["hands"] for c in h]
        assert sorted(cards) == sorted(standard_deck())


@pytest.mark.parametrize("players,leader", [(2, 1), (4, 2)])
def test_cas_3_4_canonical_deal_order(players, leader):  # CAS-3.4, D-1, CAS-3.2
    state = new("order", players=players, first_player=leader)
    pack = shuffled(standard_deck(), deal_seed("order", 1))
    size = 4 if players == 2 else 6
    assert state["table"] == pack[:4]
    for i in range(players):
        seat = (leader + i) % players
        assert state["hands"][seat] == pack[4 + i * size : 4 + (i + 1) * size]
    assert state["stock"] == pack[4 + players * size :]
    assert state["leader"] == leader and state["to_move"] == leader  # CAS-2.4


def test_cas_2_4_random_first_leader_is_drawn_from_the_seed():  # CAS-2.4, D-22
    leaders = {new(f"seed-{i}")["leader"] for i in range(40)}
    assert leaders == {0, 1}
    assert new("same")["leader"] == new("same")["leader"]
    assert new("same")["options"]["first_player"] == "random"


def test_cas_3_5_next_round_deals_hands_only_and_keeps_the_table():  # CAS-3.5, CAS-3.6
    state = checked(position(["KD", "QC"], {1: ["9H"]}, to_move=1, leader=0, round_=3))
    stock = list(state["stock"])
    out = play(state, {"player": 1, "type": "trail", "card": "9H"})
    assert out.state["table"] == ["KD", "QC", "9H"]
    assert out.state["round"] == 4
    assert out.state["hands"] == [stock[0:4], stock[4:8]]
    assert out.state["stock"] == stock[8:]
    assert out.state["to_move"] == 0  # CAS-2.4: leader
    assert [e["type"] for e in out.events] == ["trail", "round_end", "deal"]
    deal = out.events[-1]
    assert deal == {
        "type": "deal",
        "game_number": 1,
        "round": 4,
        "leader": 0,
        "hand_counts": [4, 4],
        "stock_count": len(stock) - 8,
    }


def test_cas_3_5_a_round_may_start_on_an_empty_table():  # CAS-3.5, CAS-4.8
    state = checked(position(["9D"], {1: ["9H"]}, to_move=1, leader=0, round_=2))
    out = play(state, {"player": 1, "type": "capture", "card": "9H", "cards": ["9D"]})
    assert out.state["table"] == [] and out.state["sweeps"]["1"] == 1  # D-15
    assert all(m["type"] == "trail" for m in GAME.legal_moves(out.state, 0, 100)[0])


@pytest.mark.parametrize("players,rounds", [(2, 6), (4, 2)])
def test_cas_3_1_and_3_6_rounds_and_turns_of_a_game(players, rounds):  # CAS-3.1, CAS-3.6
    state = new("rounds", players=players, first_player=0, target_score=51)
    turns, events = 0, []
    while state["game_number"] == 1:
        move = GAME.legal_moves(state, state["to_move"], 1)[0][0]
        out = GAME.play(state, move)
        state, turns = out.state, turns + 1
        events += out.events
    assert turns == 48
    assert sum(e["type"] == "round_end" for e in events) == rounds
    assert sum(e["type"] == "deal" for e in events) == rounds  # rounds 2.. + game 2


def test_events_never_show_a_dealt_hand_or_the_stock():  # CAS-1.5
    state = new("quiet", players=4)
    hidden = set(state["stock"])
    for _ in range(60):
        out = GAME.play(state, GAME.legal_moves(state, state["to_move"], 1)[0][0])
        for event in out.events:
            if event["type"] == "deal":
                text = json.dumps({k: v for k, v in event.items() if k != "table"})
                assert not any(f'"{card}"' in text for card in standard_deck())
        state = out.state
    assert hidden


def test_same_seed_same_match_byte_for_byte():  # the seed decides: CAS-3.2, D-22
    def run(seed):
        state, log = new(seed, players=4), []
        while state["phase"] != "finished" and len(log) < 300:
            moves, _ = GAME.legal_moves(state, state["to_move"], 1000)
            out = GAME.play(state, moves[len(log) % len(moves)])
            log.append(json.dumps(out.to_dict(), sort_keys=False))
            state = out.state
        return log

    assert run("det") == run("det")
    assert run("det") != run("det2")


def test_apply_never_mutates_its_input():  # States are values
    state = new("pure")
    before = json.dumps(state)
    for move in GAME.legal_moves(state, state["to_move"], 1000)[0]:
        GAME.play(state, move)
    assert json.dumps(state) == before
