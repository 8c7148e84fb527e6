"""The deal's score sheet, the ledger of finished deals and the outcome of a match."""

from __future__ import annotations

import pytest

from referee.engine import InvalidState
from referee.games.ronda import GAME
from referee.games.wire import OUTCOME, SCORE_SHEET
from tests.games.ronda.positions import declare_all, plays, position


def bluff(scores: tuple[int, int]) -> dict:
    """Seat 0 holds a ronda of 7s, seat 1 nothing; both declare a ronda, which waits."""
    state = position(
        hands=["7S 7H QD", "2D 6S KC"],
        table="4H 5C",
        round=2,
        stock=24,
        piles={"0": 4, "1": 4},
        phase="declare",
        scores={"0": scores[0], "1": scores[1]},
    )
    return declare_all(state, {1: "ronda", 0: "ronda"}).state


def test_a_correct_declaration_challenged_wins_from_behind():  # RON-10.5, RON-4.13
    won = GAME.play(bluff((30, 40)), {"player": 1, "type": "challenge", "target": 0})
    assert won.finished and won.state["scores"] == {"0": 30, "1": 40}
    outcome = GAME.outcome(won.state)
    assert outcome == {
        "winners": ["0"],
        "standings": [{"side": "0", "score": 30, "rank": 1}, {"side": "1", "score": 40, "rank": 2}],
        "reason": "challenge_failed",
        "rule": "RON-10.5",
    }
    assert OUTCOME.load(outcome) == outcome
    end = won.events[-1]
    assert end["type"] == "game_end" and end["reason"] == "challenge"
    assert end["outcome"] == outcome
    assert outcome["rule"] in GAME.rules


def test_a_side_alone_at_the_target_wins_by_points():  # RON-10.2
    state = position(
        hands=["AD 2H 6C", "4H 7S KC"],
        table="4D 5C",
        round=3,
        stock=18,
        piles={"0": 7, "1": 7},
        scores={"0": 35, "1": 40},
    )
    assert GAME.outcome(state) is None
    won = plays(state, [(1, "4H")])[-1]
    outcome = GAME.outcome(won.state)
    assert outcome is not None and outcome["winners"] == ["1"]
    assert (outcome["reason"], outcome["rule"]) == ("target_reached", "RON-10.2")
    assert won.events[-1]["outcome"] == outcome


def test_the_sheet_lists_every_scoring_step_of_the_deal():  # RON-10.4, RON-9.2, RON-9.3
    state = position(
        hands=["5C", "QS"],
        table="QC 5H 6D",
        round=6,
        stock=0,
        piles={"0": 18, "1": 17},
        previous="capture",
        scores={"0": 3, "1": 2},
    )
    queen, last = plays(state, [(1, "QS"), (0, "5C")])
    running = GAME.score_sheet(queen.state)
    assert running["number"] == 2 and not running["final"] and running["items"] == []
    end = next(event for event in last.events if event["type"] == "deal_end")
    sheet = end["sheet"]
    assert SCORE_SHEET.load(sheet) == sheet
    assert sheet["covers"] == "deal" and sheet["number"] == 2 and sheet["final"]
    assert [line["item"] for line in sheet["items"]] == ["card_count"]
    assert sheet["items"][0]["label"] == "Cards over 20"
    assert sheet["items"][0]["detail"] == {"0": 21, "1": 19}
    assert sheet["totals"] == {"0": 1, "1": 0}
    # RON-9.4: the deal carried in before the recorded one shows as the row it stands for.
    assert sheet["deals"] == [
        {"number": 1, "totals": {"0": 3, "1": 2}, "scores": {"0": 3, "1": 2}, "carried": True},
        {"number": 2, "totals": {"0": 1, "1": 0}, "scores": {"0": 4, "1": 2}},
    ]
    # The next deal starts with nothing scored; the ledger keeps the finished ones.
    fresh = last.state
    assert fresh["deal_number"] == 3 and fresh["deal_items"] == []
    assert GAME.view(fresh, None)["ledger"] == [
        {"carried": True, "deals": 1, "points": {"0": 3, "1": 2}},
        {"number": 2, "totals": {"0": 1, "1": 0}},
    ]


def test_the_sheet_keeps_declarations_and_plays():  # RON-4.7, RON-4.8, RON-6.1, RON-7.1
    state = position(
        hands=["4S AC 3D", "4H 7C QD"],
        table="2S 6D JH KC",
        stock=30,
        phase="declare",
        declarations=[None, None],
    )
    declared = declare_all(state, {1: "none", 0: "none"}).state
    este = plays(declared, [(1, "4H"), (0, "4S")])[-1]
    sheet = GAME.score_sheet(este.state)
    assert SCORE_SHEET.load(sheet) == sheet
    lines = [(line["item"], line["label"], line["points"]) for line in sheet["items"]]
    assert lines == [("este", "Este by seat 0", {"0": 1, "1": 0})]
    assert sheet["totals"] == este.state["scores"] and not sheet["final"]


def test_the_award_and_a_wrong_declaration_are_named():  # RON-4.8, RON-4.9
    state = position(
        hands=["7S 7H QD", "2D 6S KC"],
        table="4H 5C",
        round=2,
        stock=24,
        piles={"0": 4, "1": 4},
        phase="declare",
    )
    settled = declare_all(state, {1: "tringa", 0: "ronda"})
    labels = [line["label"] for line in GAME.score_sheet(settled.state)["items"]]
    assert labels == ["Wrong declaration of tringa by seat 1", "Ronda by seat 0"]


def test_the_first_deal_is_deal_one():
    state = GAME.new_state(GAME.resolve_options({}), "numbering")
    assert state["deal_number"] == 1 and state["ledger"] == []
    assert GAME.score_sheet(state)["number"] == 1


@pytest.mark.parametrize(
    "change, path",
    [
        (lambda s: {**s, "ledger": []}, "state.ledger"),
        (
            lambda s: {**s, "ledger": [{"number": 1, "totals": {"0": 3, "1": 1}}]},
            "state.scores",
        ),
        (lambda s: {**s, "deal_number": 3}, "state.ledger"),
    ],
)
def test_the_ledger_adds_up_to_the_scores(change, path):  # RON-9.3, RON-10.6
    state = position(
        hands=["4S AC 3D", "4H 7C QD"], table="2S 6D JH KC", stock=30, scores={"0": 3, "1": 2}
    )
    GAME.check_state(state)
    with pytest.raises(InvalidState) as refused:
        GAME.check_state(change(state))
    assert refused.value.path == path, refused.value.message


def test_a_finished_game_names_the_leader_or_a_challenge():  # RON-10.2, RON-10.5
    won = GAME.play(bluff((30, 40)), {"player": 1, "type": "challenge", "target": 0}).state
    GAME.check_state(won)
    with pytest.raises(InvalidState) as refused:
        GAME.check_state(
            {
                **won,
                "scores": {"0": 30, "1": 41},
                "ledger": [
                    {"number": 1, "totals": {"0": 30, "1": 41}},
                    won["ledger"][1],
                ],
            }
        )
    assert refused.value.path == "state.winner"
