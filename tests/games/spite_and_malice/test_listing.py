"""The listing against a brute force over every candidate action (SAM-4.3, SAM-6.5).

The positions come from real play and from the test vectors.
"""

from __future__ import annotations

import random

import pytest

from referee.engine import IllegalMove
from referee.engine.cards import CODES
from referee.games.spite_and_malice import GAME
from tests.games.spite_and_malice.positions import payoff, position

CARDS = sorted(CODES)


def candidates(state: dict, seat: int):
    players = state["options"]["players"]
    owners = [None] + [other for other in range(players) if other != seat]
    targets = ["new", *range(1, state["next_pile"] + 2)]
    for card in CARDS:
        for to in targets:
            yield {"player": seat, "type": "play", "card": card, "source": "hand", "to": to}
            for owner in owners:
                whose = {} if owner is None else {"owner": owner}
                yield {
                    "player": seat,
                    "type": "play",
                    "card": card,
                    "source": "payoff",
                    "to": to,
                    **whose,
                }
                for slot in range(5):
                    yield {
                        "player": seat,
                        "type": "play",
                        "card": card,
                        "source": "discard",
                        "slot": slot,
                        "to": to,
                        **whose,
                    }
        for slot in range(5):
            yield {"player": seat, "type": "discard", "card": card, "slot": slot}
    yield {"player": seat, "type": "draw"}
    yield {"player": seat, "type": "end"}


def accepted(state: dict, seat: int) -> list[dict]:
    out = []
    for move in candidates(state, seat):
        try:
            GAME.play(state, GAME.parse_move(move))
        except IllegalMove:
            continue
        out.append(move)
    return out


def key(move: dict):
    return tuple(sorted(move.items(), key=lambda item: item[0]))


def positions():
    found = []
    for seed, players in (("brute-a", 2), ("brute-b", 4)):
        state = GAME.new_state(GAME.resolve_options({}, players), seed)
        rng = random.Random(seed)
        for step in range(60):
            if step % 12 == 5:
                found.append(state)
            moves, _ = GAME.moves(state)
            state = GAME.play(state, rng.choice(moves)).state
    found.append(
        position(
            center=["AS"],
            payoffs=[payoff("2D"), payoff("QH")],
            discards=[["3D 2C", "JK", "", ""], ["", "", "", ""]],
            hands=["2S JK AH KD 7C", "9S 9H 9C 8S 8H"],
        )
    )
    found.append(
        position(
            hands=["", "9S 9H 9C 8S 8H"],
            second_chance=2,
            first_null=0,
            center=["AD 2H"],
            turn_played=True,
        )
    )
    return found


@pytest.mark.parametrize("state", positions())
# SAM-4.3, SAM-6.5
def test_the_listing_is_every_accepted_action_sam_4_3_sam_6_5(state):
    seat = state["to_move"]
    listed, truncated = GAME.moves(state, seat)
    assert not truncated
    assert sorted(map(key, listed), key=repr) == sorted(map(key, accepted(state, seat)), key=repr)


# SAM-0.8
def test_a_duplicate_card_is_listed_once_sam_0_8():
    state = position(hands=["7H 7H 9C 9C 8S", "9S 9H 9C 8S 8H"])
    discards = [m for m in GAME.moves(state)[0] if m["type"] == "discard" and m["slot"] == 0]
    assert [m["card"] for m in discards] == ["7H", "8S", "9C"]
