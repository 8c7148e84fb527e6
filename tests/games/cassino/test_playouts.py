"""Seeded random matches: every listed move applies, states stay consistent, nothing leaks."""

import copy
import json
import random

import pytest

from referee.engine.errors import InvalidState, MalformedInput
from referee.games.cassino import GAME


@pytest.mark.parametrize("players", [2, 4])
def test_random_matches_keep_every_invariant(players):  # CAS-1.1, CAS-3.7, CAS-5.7, CAS-8
    rng = random.Random(players)
    for match in range(3):
        options = GAME.resolve_options({"players": players})
        state = GAME.new_state(options, f"playout-{players}-{match}")
        while not GAME.is_finished(state):
            GAME.check_state(GAME.parse_state(json.loads(json.dumps(state))))
            seat = state["to_move"]
            moves, truncated = GAME.legal_moves(state, seat, 1000)
            assert moves and not truncated
            out = GAME.play(state, GAME.parse_move(rng.choice(moves)))
            assert set(out.score_deltas) == set(state["scores"])
            assert {s: state["scores"][s] + d for s, d in out.score_deltas.items()} == out.state[
                "scores"
            ]
            view = json.dumps(GAME.view(out.state, seat))
            assert out.state["seed"] not in view
            for other in range(players):
                if other != seat:
                    hidden = out.state["hands"][other]
                    mine = GAME.view(out.state, seat)["hand"]
                    assert not any(
                        f'"{c}"' in view
                        for c in hidden
                        if c not in mine and c not in out.state["table"]
                    )
            state = out.state
        GAME.check_state(state)
        assert out.result["winner"] in state["scores"]


def mutate(state, rng):
    state = copy.deepcopy(state)
    zones = [
        state["table"],
        state["stock"],
        *state["hands"],
        *state["piles"].values(),
        *[r["cards"] for r in state["reservations"]],
    ]
    choice = rng.randrange(8)
    if choice == 0:
        a, b = rng.sample(zones, 2)
        if a:
            b.append(a.pop(rng.randrange(len(a))))
    elif choice == 1:
        state[rng.choice(["to_move", "leader", "last_capturer"])] = rng.choice([None, 0, 1, 3, 7])
    elif choice == 2:
        state["round"] = rng.randint(1, 6)
    elif choice == 3:
        side = rng.choice(list(state["scores"]))
        state[rng.choice(["scores", "sweeps"])][side] = rng.randint(0, 60)
    elif choice == 4:
        state["reservations"].append(
            {
                "cards": rng.sample(state["table"], min(2, len(state["table"]))),
                "value": rng.randint(1, 13),
                "owner": rng.randint(0, 7),
            }
        )
    elif choice == 5:
        state["phase"] = rng.choice(["play", "finished"])
    elif choice == 6:
        state["options"]["players"] = rng.choice([2, 4])
    else:
        state["hands"] = state["hands"][: rng.randint(0, 4)]
    return state


def test_check_state_only_ever_raises_invalid_state():
    rng = random.Random(9)
    seeds = []
    for players in (2, 4):
        state = GAME.new_state(GAME.resolve_options({"players": players}), "fuzz")
        for _ in range(30):
            seeds.append(state)
            state = GAME.play(
                state, rng.choice(GAME.legal_moves(state, state["to_move"], 1000)[0])
            ).state
    for _ in range(3000):
        state = mutate(rng.choice(seeds), rng)
        for _ in range(rng.randint(0, 2)):
            state = mutate(state, rng)
        try:
            parsed = GAME.parse_state(json.loads(json.dumps(state)))
        except MalformedInput:
            continue
        try:
            GAME.check_state(parsed)
        except InvalidState:
            pass
