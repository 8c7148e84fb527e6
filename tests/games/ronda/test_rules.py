"""Rules beyond the test vectors: deal, turn order, declarations, chains, game end, options."""

from __future__ import annotations

import pytest

from referee.engine import ConflictingOptions, IllegalMove, InvalidState, MalformedInput
from referee.games.ronda import GAME
from referee.games.ronda.deal import FIELDS, table_fault
from referee.games.ronda.declarations import holding
from referee.games.ronda.options import rounds
from referee.games.ronda.pack import RANK
from tests.games.ronda.positions import declare_all, play, plays, position


def points(outcome) -> dict:
    return {side: delta for side, delta in outcome.score_deltas.items() if delta}


def fresh(players: int = 2, seed: str = "rules", **options) -> dict:
    return GAME.new_state(GAME.resolve_options(options, players), seed)


# -- the deal -------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_first_distribution(players):  # RON-3.1, RON-3.2, RON-2.1
    state = fresh(players)
    assert [len(hand) for hand in state["hands"]] == [3] * players
    assert len(state["table"]) == 4 and not table_fault(state["table"])
    assert len(state["stock"]) == 36 - 3 * players
    assert state["phase"] == "declare" and state["to_move"] == (state["dealer"] + 1) % players
    assert state == fresh(players) and state != fresh(players, seed="other")


def test_player_counts_outside_two_to_four_are_refused():  # RON-2.1, RON-12.1
    for players in (1, 5):
        with pytest.raises(MalformedInput):
            GAME.resolve_options({}, players)
    with pytest.raises(MalformedInput) as unknown:
        GAME.resolve_options({"jokers": True})
    assert unknown.value.path == "options"


def test_no_table_cards_with_three_players_is_refused_naming_both():  # RON-12.2, RON-12.1
    with pytest.raises(ConflictingOptions) as refused:
        GAME.resolve_options({"deal_to_table": False}, 3)
    assert "deal_to_table" in refused.value.message and "players" in refused.value.message


@pytest.mark.parametrize(
    "players, table, expected",
    [(2, True, 6), (3, True, 4), (4, True, 3), (2, False, 5), (4, False, 3)],
)
def test_rounds_in_a_deal(players, table, expected):  # RON-3.7, RON-12.2
    options = GAME.resolve_options({"deal_to_table": table}, players)
    assert rounds(options) == expected
    state = GAME.new_state(options, "rounds")
    size = 3 if table else 4
    assert [len(hand) for hand in state["hands"]] == [size] * players
    assert GAME.view(state, None)["rounds"] == expected


def test_the_first_dealer_and_its_rotation():  # RON-2.5, RON-9.3
    assert fresh(first_dealer=1)["dealer"] == 1
    drawn = {fresh(seed=f"draw-{n}")["dealer"] for n in range(12)}
    assert drawn == {0, 1}
    with pytest.raises(ConflictingOptions):
        GAME.resolve_options({"first_dealer": 3}, 2)


def test_play_goes_counter_clockwise_from_the_dealers_right():  # RON-0.3, RON-2.6, RON-4.4
    state = fresh(4, first_dealer=2)
    order = []
    while state["phase"] == "declare":
        order.append(state["to_move"])
        state = GAME.play(
            state,
            {
                "player": state["to_move"],
                "type": "declare",
                "kind": holding(state["hands"][state["to_move"]])["kind"],
            },
        ).state
    assert order == [3, 0, 1, 2]
    seen = []
    for _ in range(4):
        if state["phase"] != "play":
            break
        seen.append(state["to_move"])
        move = next(m for m in GAME.moves(state, state["to_move"])[0] if m["type"] == "play")
        state = GAME.play(state, move).state
    assert seen == [3, 0, 1, 2][: len(seen)]


# -- states the rules cannot reach ------------------------------------------------------------


def test_only_the_forty_cards_exist():  # RON-0.1, RON-1.1
    state = fresh()
    with pytest.raises(MalformedInput) as refused:
        GAME.parse_move({"player": 1, "type": "play", "card": "8S", "takes": []})
    assert refused.value.path == "move.card"
    assert refused.value.message == (
        "move.card: 8S is not in Ronda's 40-card pack: no 8, 9 or 10, no joker (RON-0.1)"
    )
    with pytest.raises(MalformedInput) as taken:
        GAME.parse_move({"player": 1, "type": "play", "card": "AS", "takes": ["2S", "JK"]})
    assert taken.value.path == "move.takes.1" and taken.value.message.startswith(
        "move.takes.1: JK "
    )
    bad = {**state, "hands": [["8S", *state["hands"][0][1:]], state["hands"][1]]}
    with pytest.raises(InvalidState) as invalid:
        GAME.load_state(bad)
    assert invalid.value.path == "state.hands.0" and "RON-0.1" in invalid.value.message


def test_every_card_in_one_place():  # RON-1.1
    state = fresh()
    twice = {**state, "stock": [state["hands"][0][0], *state["stock"][1:]]}
    with pytest.raises(InvalidState) as invalid:
        GAME.load_state(twice)
    assert invalid.value.path == "state.stock"


def test_two_cards_of_a_rank_on_the_table_is_unreachable():  # RON-5.7
    state = position(
        hands=["AD 3S QH", "5S 2H QC"], table="4C 5D 6H", round=2, stock=24, piles={"0": 3, "1": 4}
    )
    side, card = next(
        (side, card)
        for side, pile in state["piles"].items()
        for card in pile
        if RANK[card] in ("4", "5", "6")
    )
    moved = {
        **state,
        "table": [*state["table"], card],
        "piles": {**state["piles"], side: [c for c in state["piles"][side] if c != card]},
    }
    with pytest.raises(InvalidState) as invalid:
        GAME.check_state(moved)
    assert invalid.value.path == "state.table" and "RON-5.7" in invalid.value.message


def test_the_state_fields_are_those_the_referee_tracks():  # RON-0.8
    state = fresh()
    assert tuple(state) == FIELDS
    assert GAME.load_state(state) == state


# -- turns, declarations and challenges -------------------------------------------------------


def test_a_card_not_in_hand_and_a_play_out_of_turn_are_refused():  # RON-5.1, RON-5.5
    state = position(hands=["4S AC 3D", "4H 7C QD"], table="2S 6D JH KC", stock=30)
    with pytest.raises(IllegalMove) as foreign:
        GAME.play(state, {"player": 1, "type": "play", "card": "4S", "takes": []})
    assert foreign.value.rule == "RON-5.1"
    # RON-5.5: a card that captures need not be played; any card of the hand may be.
    listed = {m["card"] for m in GAME.moves(state, 1)[0]}
    assert listed == {"4H", "7C", "QD"}


def test_a_challenger_may_not_play_out_of_turn():  # RON-5.1, RON-4.13
    state = position(
        hands=["7S 7H QD", "2D 6S KC"],
        table="4H 5C",
        round=2,
        stock=24,
        piles={"0": 4, "1": 4},
        declarations=["ronda", "ronda"],
        pending=[0, 1],
    )
    assert GAME.to_move(state) == [0, 1]
    assert [m["type"] for m in GAME.moves(state, 0)[0]] == ["challenge"]
    with pytest.raises(IllegalMove) as refused:
        GAME.play(state, {"player": 0, "type": "play", "card": "QD", "takes": []})
    assert refused.value.rule == "RON-5.1"
    with pytest.raises(IllegalMove) as own:
        GAME.play(state, {"player": 0, "type": "challenge", "target": 0})
    assert own.value.rule == "RON-4.13"


def test_no_challenges_with_three_players():  # RON-4.13
    state = position(
        3,
        hands=["7S 7H QD", "2D 2S KC", "AS 4C JH"],
        table="4H 5C 6D QC",
        stock=27,
        phase="declare",
    )
    outcome = declare_all(state, {1: "ronda", 0: "ronda"})
    assert outcome.state["pending"] == [0, 1] and GAME.to_move(outcome.state) == [1]
    with pytest.raises(IllegalMove) as refused:
        GAME.play(outcome.state, {"player": 1, "type": "challenge", "target": 0})
    assert refused.value.rule == "RON-4.13" and refused.value.code == "no_challenge_with_three"


def test_partners_never_compete():  # D-04, RON-4.6
    state = position(
        4,
        hands=["7S 7H QD", "AS 4C JH", "2D 2S KC", "3S 6C JD"],
        table="4H 5C 6D QC",
        stock=24,
        phase="declare",
    )
    outcome = declare_all(state, {0: "ronda", 2: "ronda"})
    assert outcome.state["pending"] == [] and points(outcome) == {"0+2": 2}


def test_two_rondas_compare_their_highest_pair():  # D-02, RON-4.3
    ties = position(
        hands=["KS KH 7D AC", "3S 3H KD KC"], stock=32, phase="declare", deal_to_table=False
    )
    steps = declare_all(ties, {1: "two_rondas", 0: "ronda"})
    played = plays(
        steps.state,
        [(1, "3S"), (0, "7D"), (1, "3H"), (0, "AC"), (1, "KD"), (0, "KS"), (1, "KC"), (0, "KH")],
    )
    settled = [
        e
        for step in played
        for e in step.events
        if e["type"] == "score" and e["step"] == "declarations"
    ]
    assert settled and settled[0]["points"] == {"0": 1, "1": 1}


def test_a_tringa_declared_as_a_ronda_costs_five():  # D-07, RON-4.9
    state = position(hands=["2D 5S JH", "3H 3C 3S"], table="AH 4C 7D QS", stock=30, phase="declare")
    assert points(declare_all(state, {1: "ronda"})) == {"0": 5}


@pytest.mark.parametrize("order, winner", [("king_high", "1"), ("ace_high", "0")])
def test_the_rank_order_of_combinations(order, winner):  # RON-1.5, RON-12.3
    state = position(
        hands=["AD AS 5C", "KD KH 2S"],
        table="3H 4C 7D QS",
        stock=30,
        phase="declare",
        combo_rank_order=order,
    )
    steps = declare_all(state, {1: "ronda", 0: "ronda"})
    played = plays(steps.state, [(1, "2S"), (0, "5C"), (1, "KD"), (0, "AD"), (1, "KH"), (0, "AS")])
    assert points(played[-1]) == {winner: 2}


def test_declarations_stay_in_their_round():  # RON-4.14, RON-3.6
    state = position(hands=["4C 4D JS", "6S 6H AC"], table="2H 7C QD KS", stock=30, phase="declare")
    steps = plays(
        declare_all(state, {1: "ronda", 0: "ronda"}).state,
        [(1, "AC"), (0, "JS"), (1, "6S"), (0, "4C"), (1, "6H"), (0, "4D")],
    )
    after = steps[-1].state
    assert after["round"] == 2 and after["pending"] == [] and after["phase"] == "declare"
    assert after["declarations"] == [None, None]


# -- chains ----------------------------------------------------------------------------------


def test_two_players_do_not_chain_beyond_este():  # RON-6.6
    state = position(hands=["4S AC 3D", "4H 4D QD"], table="2S 6D JH KC", stock=30)
    steps = plays(state, [(1, "4H"), (0, "4S"), (1, "4D")])
    assert points(steps[1]) == {"0": 1}
    assert steps[2].events[0]["action"] == "place" and points(steps[2]) == {}


def test_the_first_play_of_a_deal_takes_a_dealt_card_without_este():  # RON-8.3
    state = position(hands=["4S AC 3D", "2H 7C QD"], table="2S 6D JH KC", stock=30)
    first = play(state, 1, "2H", takes="2S")
    assert points(first) == {} and "combination" not in first.events[0]


def test_chain_points_option():  # RON-12.4
    state = position(
        3,
        hands=["3S 5C QD", "3D 6H QC", "3C 7D 2S"],
        table="AS 4H JC KS",
        stock=27,
        chain_points="1-6-15",
    )
    five = plays(state, [(1, "3D"), (2, "3C"), (0, "3S")])[-1]
    assert points(five) == {"0": 6}


# -- the end of the game ---------------------------------------------------------------------


def test_a_lower_target():  # RON-10.1
    state = position(
        hands=["4S AC 3D", "4H 7C QD"],
        table="2S 6D JH KC",
        stock=30,
        scores={"0": 2, "1": 0},
        target_score=3,
    )
    won = plays(state, [(1, "4H"), (0, "4S")])[-1]
    assert won.finished and won.result["winner"] == "0"


def test_level_at_the_top_plays_on():  # RON-10.3
    with pytest.raises(InvalidState):  # seat 1 alone on 41 would have won already
        position(
            hands=["4S AC 3D", "4H 7C QD"], table="2S 6D JH KC", stock=30, scores={"0": 40, "1": 41}
        )
    level = position(
        hands=["4S AC 3D", "4H 7C QD"],
        table="2S 6D JH KC",
        stock=30,
        scores={"0": 40, "1": 40},
        target_score=40,
    )
    este = plays(level, [(1, "4H"), (0, "4S")])[-1]
    assert este.finished and este.result["winner"] == "0"
    tied = position(
        hands=["4S AC 3D", "4H 7C QD"],
        table="2S 6D JH KC",
        stock=30,
        scores={"0": 40, "1": 41},
        target_score=42,
    )
    tie = plays(tied, [(1, "4H"), (0, "4S")])[-1]
    assert tie.state["scores"] == {"0": 41, "1": 41} and not tie.finished
    # Level at the top, at the target: the game goes on.
    position(
        hands=["4S AC 3D", "4H 7C QD"],
        table="2S 6D JH KC",
        stock=30,
        scores={"0": 41, "1": 41},
        target_score=41,
    )


def test_the_order_of_scoring_steps_in_one_play():  # RON-10.4, RON-4.10, RON-4.11
    state = position(hands=["4C 4D JS", "6S 6H AC"], table="2H 7C QD KS", stock=30, phase="declare")
    outcome = declare_all(state, {1: "ronda", 0: "none"})
    assert points(outcome) == {"1": 1}
    state = position(hands=["4C 4D 4S", "6S 6H 6C"], table="2H 7C QD KS", stock=30, phase="declare")
    pending = declare_all(state, {1: "tringa", 0: "tringa"}).state
    last = plays(pending, [(1, "6S"), (0, "4C"), (1, "6H"), (0, "4D"), (1, "6C"), (0, "4S")])[-1]
    steps = [e["step"] for e in last.events if e["type"] == "score"]
    assert steps[-1] == "declarations" and points(last)["1"] == 6


def test_a_penalty_reaches_both_opponents_in_one_step():  # RON-10.6, D-20, RON-4.9
    state = position(
        3,
        hands=["7S 7H QD", "2D 5S KC", "AS 4C JH"],
        table="4H 5C 6D QC",
        stock=27,
        phase="declare",
    )
    outcome = declare_all(state, {1: "tringa"})
    steps = [event for event in outcome.events if event["type"] == "score"]
    assert len(steps) == 1 and steps[0]["points"] == {"0": 5, "1": 0, "2": 5}


def test_an_exposed_bluff_settles_what_has_no_trigger_left():  # D-24, D-10, RON-4.13
    state = position(
        4,
        hands=["", "", "JD", "6S"],
        table="4H 5C",
        dealer=3,
        to_move=2,
        stock=24,
        piles={"0+2": 6, "1+3": 6},
        previous="capture",
        declarations=["ronda", "ronda", "ronda", "none"],
    )
    state["holdings"] = [
        {"kind": "ronda", "ranks": ["K"]},
        {"kind": "ronda", "ranks": ["Q"]},
        {"kind": "none", "ranks": []},
        {"kind": "none", "ranks": []},
    ]
    state["pending"] = [0, 1, 2]
    GAME.check_state(state)
    outcome = GAME.play(state, {"player": 3, "type": "challenge", "target": 2})
    steps = [(e["step"], e["points"]) for e in outcome.events if e["type"] == "score"]
    assert steps == [("challenge", {"0+2": 0, "1+3": 1}), ("declarations", {"0+2": 2, "1+3": 0})]
    assert outcome.state["pending"] == [] and outcome.state["to_move"] == 2


def test_the_dealers_last_ace_pays_both_opponents_with_three_players():  # RON-11.4, D-20
    state = position(
        3,
        hands=["AC", "", ""],
        table="AD 6H",
        round=4,
        stock=0,
        to_move=0,
        piles={"0": 12, "1": 13, "2": 12},
        previous="capture",
        dealer_last_play=True,
    )
    outcome = play(state, 0, "AC", takes="AD")
    first = next(event for event in outcome.events if event["type"] == "score")
    assert first["step"] == "play" and first["points"] == {"0": 0, "1": 5, "2": 5}
