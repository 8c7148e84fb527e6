"""Which rule a refusal names, for the seat to move and for every other seat (RON-0.7)."""

from __future__ import annotations

import pytest

from referee.engine import IllegalMove
from referee.games.ronda import GAME
from tests.games.ronda.positions import declare_all, position


def refusal(state: dict, move: dict) -> IllegalMove:
    with pytest.raises(IllegalMove) as refused:
        GAME.play(state, move)
    return refused.value


def three_players_pending() -> dict:
    state = position(
        3,
        hands=["7S 7H QD", "2D 2S KC", "AS 4C JH"],
        table="4H 5C 6D QC",
        stock=27,
        phase="declare",
    )
    return declare_all(state, {1: "ronda", 0: "ronda"}).state


@pytest.mark.parametrize("challenger", [0, 1, 2])
def test_with_three_players_every_seat_is_refused_a_challenge_citing_ron_4_13(challenger):
    # RON-4.13: "With 3 players any challenge is illegal", even from a seat not to move.
    state = three_players_pending()
    assert state["pending"] == [0, 1] and GAME.to_move(state) == [1]
    target = 1 if challenger == 0 else 0
    refused = refusal(state, {"player": challenger, "type": "challenge", "target": target})
    assert (refused.rule, refused.code) == ("RON-4.13", "no_challenge_with_three")


def test_four_players_challenging_with_nothing_pending_cites_ron_4_13_from_any_seat():
    # RON-4.13: "Challenging a declaration that is not pending ... is also illegal".
    state = position(
        4,
        hands=["7S 6H QD", "2D 3S KC", "AS 4C JH", "5S 6C JD"],
        table="4H 5C 6D QC",
        stock=24,
    )
    assert state["pending"] == [] and GAME.to_move(state) == [1]
    for seat in range(4):
        target = (seat + 1) % 4
        refused = refusal(state, {"player": seat, "type": "challenge", "target": target})
        assert (refused.rule, refused.code) == ("RON-4.13", "not_pending"), seat


def declaration_phase(players: int = 3) -> dict:
    hands = ["7S 6H QD", "2D 3S KC", "AS 4C JH", "5S 6C JD"][:players]
    return position(
        players, hands=hands, table="4H 5C 6D QC", stock=36 - 3 * players, phase="declare"
    )


@pytest.mark.parametrize("players", [2, 3, 4])
def test_declaring_out_of_turn_cites_ron_4_4(players):
    # RON-4.4: "declaring out of turn" is illegal, and named as such.
    state = declaration_phase(players)
    mover = state["to_move"]
    for seat in range(players):
        if seat == mover:
            continue
        refused = refusal(state, {"player": seat, "type": "declare", "kind": "none"})
        assert (refused.rule, refused.code) == ("RON-4.4", "not_your_turn"), seat


@pytest.mark.parametrize("players", [2, 3, 4])
def test_playing_a_card_during_the_declaration_phase_cites_ron_4_4_from_every_seat(players):
    # RON-4.4: "playing a card before the phase has ended", whoever plays it.
    state = declaration_phase(players)
    for seat in range(players):
        card = state["hands"][seat][0]
        refused = refusal(state, {"player": seat, "type": "play", "card": card, "takes": []})
        assert (refused.rule, refused.code) == ("RON-4.4", "declarations_first"), seat


def test_a_declaration_after_the_phase_cites_ron_4_4_from_every_seat():
    # RON-4.4: "declaring twice".
    state = position(3, hands=["7S 6H QD", "2D 3S KC", "AS 4C JH"], table="4H 5C 6D QC", stock=27)
    for seat in range(3):
        refused = refusal(state, {"player": seat, "type": "declare", "kind": "none"})
        assert (refused.rule, refused.code) == ("RON-4.4", "declarations_closed"), seat


def test_a_play_out_of_turn_after_the_declarations_cites_ron_5_1():
    state = position(3, hands=["7S 6H QD", "2D 3S KC", "AS 4C JH"], table="4H 5C 6D QC", stock=27)
    refused = refusal(state, {"player": 0, "type": "play", "card": "7S", "takes": []})  # RON-5.1
    assert (refused.rule, refused.code) == ("RON-5.1", "not_your_turn")
    assert "may not play now" in refused.message
