"""Sweeps, the end of the deal, scoring, the baazi and the match (SEP-9, SEP-10, SEP-11).

The score sheet and the tally; the test vectors TV-25 to TV-27.
"""

from __future__ import annotations

import pytest

from referee.engine import InvalidState
from referee.engine.cards import standard_deck
from referee.games.seep import GAME
from referee.games.wire import OUTCOME, SCORE_SHEET
from tests.games.seep.positions import capture, opening, play, points, position, throw

ZERO = [
    c for c in standard_deck() if c[-1] != "S" and c not in ("AH", "AD", "AC", "10D", "4D", "QH")
]


def last_play(
    scores: dict,
    a: list[str],
    b: list[str],
    options: dict | None = None,
    sweeps: dict | None = None,
) -> dict:
    """Play 48 due: P3 (dealer) holds 4D, the floor is 8S QH, P1 made the last capture."""
    return position(
        hand="4D",
        plays=47,
        loose="8S QH",
        piles={"0+2": a, "1+3": b},
        sweeps=sweeps or {"0+2": [29], "1+3": []},
        last_capturer=1,
        scores=scores,
        options=options,
    )


TV26_A = "AS 2S 3S 4S 5S 6S 7S 9S 10S AH AD 10D".split() + ZERO[:20]
TV26_B = "JS QS KS AC".split() + ZERO[20:]


def test_tv25_sweep_values():  # SEP-9.1, SEP-9.2, D-16, SEP-9.3
    first = opening(dealer=0, hand="10S 5C JD 2D", floor="4C 6D 3H 7S", bid=10)
    swept = play(first, capture(1, "10S", "4C 6D 3H 7S"))
    assert {"type": "sweep", "player": 1, "side": "1+3", "play": 1, "points": 25} in swept.events
    assert points(swept.state["piles"]["1+3"]) == 17
    last = position(hand="8D", plays=47, loose="5C 3H", dealer=3)
    outcome = play(last, capture(3, "8D", "5C 3H"))
    assert {"type": "sweep", "player": 3, "side": "1+3", "play": 48, "points": 0} in outcome.events
    assert not any(e["type"] == "leftover" for e in outcome.events)  # SEP-9.4: nothing left


# SEP-9.4, SEP-9.5, SEP-10.1, SEP-10.2, SEP-10.3, SEP-2.4, D-18, D-17
def test_tv26_end_of_deal_and_its_score():
    state = last_play({"0+2": 0, "1+3": 0}, TV26_A, TV26_B)
    refused_throw = play(state, throw(3, "4D"))
    events = {e["type"]: e for e in refused_throw.events}
    assert events["leftover"] == {
        "type": "leftover",
        "player": 1,
        "side": "1+3",
        "cards": ["8S", "QH", "4D"],
    }
    end = events["round_end"]
    sheet = end["sheet"]
    assert SCORE_SHEET.load(sheet) == sheet
    assert (sheet["covers"], sheet["number"], sheet["final"]) == ("deal", 1, True)
    assert sheet["totals"] == end["deal_scores"]
    assert sheet["deals"] == [
        {"number": 1, "totals": {"0+2": 105, "1+3": 45}, "scores": {"0+2": 105, "1+3": 45}}
    ]
    assert sheet["match"] == {
        "scores": {"0+2": 105, "1+3": 45},
        "target": None,
        "finished": False,
        "winners": None,
    }
    items = {item["item"]: item for item in sheet["items"]}
    # Once the deal is scored its piles are open (SEP-4.5): the card lines name the cards.
    assert items["spades"]["detail"]["1+3"] == ["8S", "JS", "QS", "KS"]
    cards = {
        side: sum(items[k]["points"][side] for k in ("spades", "aces", "ten_of_diamonds"))
        for side in ("0+2", "1+3")
    }
    assert cards == {"0+2": 55, "1+3": 45} and sum(cards.values()) == 100
    assert items["sweeps"]["points"] == {"0+2": 50, "1+3": 0}
    assert end["deal_scores"] == {"0+2": 105, "1+3": 45} and end["totals"] == {
        "0+2": 105,
        "1+3": 45,
    }
    assert refused_throw.score_deltas == {"0+2": 105, "1+3": 45}
    after = refused_throw.state
    assert after["scores"] == {"0+2": 105, "1+3": 45} and after["phase"] == "bid"
    assert after["dealer"] == 3 and after["deal_number"] == 2  # team B is behind: P3 deals again
    assert after["ledger"] == [{"number": 1, "totals": {"0+2": 105, "1+3": 45}}]
    assert not any(e["type"] == "sweep" for e in refused_throw.events)  # SEP-9.5


def test_most_cards_bonus_and_ten_of_diamonds_option():  # SEP-10.3, SEP-13
    state = last_play(
        {"0+2": 0, "1+3": 0},
        TV26_A,
        TV26_B,
        options={"ten_of_diamonds_points": 2, "most_cards_bonus": 4},
    )
    end = next(e for e in play(state, throw(3, "4D")).events if e["type"] == "round_end")
    assert end["deal_scores"] == {"0+2": 51 + 50 + 4, "1+3": 45}


# SEP-11.1, SEP-11.3, SEP-11.4, SEP-2.4, SEP-2.6, D-19, D-21
def test_tv27_baazi_end_and_the_next_dealer():
    # TV-27 opens on totals of A 40, B 10, which no deal leaves (every deal hands out 100 card
    # points, SEP-10.2): the same steps here open on A 140, B 110, a lead of 30 again.
    first = play(last_play({"0+2": 140, "1+3": 110}, TV26_A, TV26_B), throw(3, "4D"))
    assert first.state["scores"] == {"0+2": 245, "1+3": 155} and first.state["dealer"] == 3
    a = "KS QS JS 10S 9S 3S AH AD".split() + ZERO[:20]
    b = "AS 2S 4S 5S 6S 7S AC 10D".split() + ZERO[20:]
    second = last_play(
        {"0+2": 245, "1+3": 155}, a, b, options={"baazi_count": 2}, sweeps={"0+2": [], "1+3": []}
    )
    outcome = play(second, throw(3, "4D"))
    end = next(e for e in outcome.events if e["type"] == "round_end")
    assert end["deal_scores"] == {"0+2": 60, "1+3": 40}
    assert end["totals"] == {"0+2": 305, "1+3": 195}
    assert {
        "type": "game_end",
        "winner": "0+2",
        "reason": "margin",
        "totals": {"0+2": 305, "1+3": 195},
        "baazis_won": {"0+2": 1, "1+3": 0},
    } in outcome.events
    new = outcome.state
    assert new["dealer"] == 1 and new["to_move"] == 2  # P3's partner P1 opens the next baazi
    assert new["scores"] == {"0+2": 0, "1+3": 0} and new["baazis_won"] == {"0+2": 1, "1+3": 0}
    assert outcome.score_deltas == {"0+2": -245, "1+3": -155}  # the change in state.scores: a reset
    assert not outcome.finished


def test_the_match_ends_after_its_baazis():  # SEP-11.2, D-20
    a = "KS QS JS 10S 9S 3S AH AD".split() + ZERO[:20]
    b = "AS 2S 4S 5S 6S 7S AC 10D".split() + ZERO[20:]
    state = last_play({"0+2": 145, "1+3": 55}, a, b, sweeps={"0+2": [], "1+3": []})
    outcome = play(state, throw(3, "4D"))
    assert outcome.finished and GAME.is_finished(outcome.state)
    assert outcome.result == {"winner": "0+2", "scores": {"0+2": 205, "1+3": 95}}
    assert outcome.events[-1]["type"] == "match_end"
    done = outcome.state
    assert done["phase"] == "finished" and done["to_move"] is None and GAME.to_move(done) == []
    GAME.check_state(done)
    sheet = GAME.score_sheet(done)
    assert SCORE_SHEET.load(sheet) == sheet
    assert sheet["final"] is True and sheet["totals"] == {"0+2": 60, "1+3": 40}
    assert sheet["match"]["finished"] and sheet["match"]["winners"] == ["0+2"]
    assert [row["scores"] for row in sheet["deals"]] == [
        {"0+2": 145, "1+3": 55},
        {"0+2": 205, "1+3": 95},
    ]
    assert (
        outcome.events[-1]["outcome"]
        == GAME.outcome(done)
        == {
            "winners": ["0+2"],
            "standings": [
                {"side": "0+2", "score": 205, "rank": 1},
                {"side": "1+3", "score": 95, "rank": 2},
            ],
            "reason": "baazi_lead",
            "rule": "SEP-11.1",
        }
    )
    assert OUTCOME.load(GAME.outcome(done)) == GAME.outcome(done)
    from referee.engine import IllegalMove

    with pytest.raises(IllegalMove) as over:
        GAME.play(done, {"player": 0, "type": "throw", "card": "AS"})
    assert over.value.rule == GAME.over_rule == "SEP-11.2"
    from referee.games.seep.scoring import winner

    assert (
        winner({"baazis_won": {"0+2": 1, "1+3": 1}}) is None
    )  # an equal number of baazis is a draw


def test_score_sheet_of_a_running_deal():  # SEP-10.4
    state = position(hand="6S 9H", loose="6D 2C", scores={"0+2": 60, "1+3": 40})
    sheet = GAME.score_sheet(state)
    assert sheet["game"] == "seep" and sheet["final"] is False
    assert [item["item"] for item in sheet["items"]] == [
        "spades",
        "aces",
        "ten_of_diamonds",
        "sweeps",
        "most_cards",
    ]
    assert all(item["rule"].startswith("SEP-") for item in sheet["items"])
    assert sheet["match"]["scores"] == {"0+2": 60, "1+3": 40} and sheet["match"]["target"] is None
    assert (sheet["covers"], sheet["number"]) == ("deal", 2)
    # SEP-11.5: the deal before was carried in, and shows as the row it stands for.
    assert sheet["deals"] == [
        {
            "number": 1,
            "totals": {"0+2": 60, "1+3": 40},
            "scores": {"0+2": 60, "1+3": 40},
            "carried": True,
        }
    ]
    assert SCORE_SHEET.load(sheet) == sheet
    assert GAME.outcome(state) is None


def test_a_draw_on_baazis_is_shared_and_a_longer_match_ends_by_its_count():  # SEP-11.2, D-20
    # Baazi 1 went to 0+2 by the margin; in baazi 2, 1+3 leads 95-5 after one deal and the
    # deal limit of 2 ends it on the next deal, 105-45: 1+3 ahead 140-110 wins it.
    state = last_play(
        {"0+2": 5, "1+3": 95}, TV26_A, TV26_B, options={"baazi_count": 2, "deals_per_baazi": 2}
    )
    state["ledger"] = [
        {"number": 1, "totals": {"0+2": 100, "1+3": 0}},
        {"number": 2, "totals": {"0+2": 5, "1+3": 95}},
    ]
    state["baazis_won"], state["deal_number"] = {"0+2": 1, "1+3": 0}, 3
    GAME.check_state(state)
    outcome = play(state, throw(3, "4D"))
    done = outcome.state
    assert outcome.finished and done["baazis_won"] == {"0+2": 1, "1+3": 1}
    assert outcome.result == {"winner": None, "scores": {"0+2": 110, "1+3": 140}}
    assert GAME.outcome(done) == {
        "winners": ["0+2", "1+3"],
        "standings": [
            {"side": "0+2", "score": 110, "rank": 1},
            {"side": "1+3", "score": 140, "rank": 1},
        ],
        "reason": "baazis_played",
        "rule": "SEP-11.2",
    }
    sheet = GAME.score_sheet(done)
    assert [row["scores"] for row in sheet["deals"]] == [
        {"0+2": 100, "1+3": 0},  # the first baazi's totals when it ended
        {"0+2": 5, "1+3": 95},
        {"0+2": 110, "1+3": 140},
    ]


# -- tally ------------------------------------------------------------------------------


def tally(a: list[str], b: list[str], sweeps_a: int = 0, sweeps_b: int = 0, **extra) -> dict:
    return GAME.parse_tally(
        {
            "sides": {
                "0+2": {"cards": a, "sweep_points": sweeps_a},
                "1+3": {"cards": b, "sweep_points": sweeps_b},
            },
            **extra,
        }
    )


def test_tally_scores_item_by_item():  # SEP-10.1, SEP-10.3, SEP-1.3
    final_b = TV26_B + ["8S", "QH", "4D"]
    sheet = GAME.score_tally(tally(TV26_A, final_b, 50, 0))
    assert sheet["totals"] == {"0+2": 105, "1+3": 45} and sheet["final"] is True
    assert (sheet["covers"], sheet["number"], sheet["match"], sheet["deals"]) == (
        "tally",
        None,
        None,
        [],
    )
    assert SCORE_SHEET.load(sheet) == sheet
    # The tally's cards are given by the client: the card lines name them.
    assert {item["item"]: item["detail"] for item in sheet["items"]}["aces"]["1+3"] == ["AC"]
    two = GAME.score_tally(
        GAME.parse_tally(
            {
                "players": 2,
                "sides": {
                    "0": {"cards": TV26_A, "sweep_points": 75},
                    "1": {"cards": final_b, "sweep_points": 0},
                },
            }
        )
    )
    assert two["totals"] == {"0": 130, "1": 45}


@pytest.mark.parametrize(
    "change,message",
    [
        (
            lambda a, b: (a + ["AS"], b),
            "card AS appears twice: sides.0+2.cards and sides.0+2.cards",
        ),
        (lambda a, b: (a[1:], b), "card AS is missing"),
        (lambda a, b: (a + ["JK"], b), "card JK is not in Seep's pack"),
    ],
)
def test_impossible_tallies_are_refused(change, message):  # SEP-1.1, SEP-9.4
    a, b = change(list(TV26_A), TV26_B + ["8S", "QH", "4D"])
    with pytest.raises(InvalidState) as bad:
        GAME.score_tally(tally(a, b))
    assert message in bad.value.message


def test_impossible_sweep_points_are_refused():  # SEP-9.1, SEP-9.3
    final_b = TV26_B + ["8S", "QH", "4D"]
    for a_points, b_points in [(60, 0), (25, 25), (10, 0)]:
        with pytest.raises(InvalidState) as bad:
            GAME.score_tally(tally(TV26_A, final_b, a_points, b_points))
        assert "sweep points" in bad.value.message
    assert GAME.score_tally(tally(TV26_A, final_b, 125, 100))["totals"]["0+2"] == 55 + 125
    with pytest.raises(InvalidState):
        GAME.score_tally(GAME.parse_tally({"sides": {"0+2": {"cards": [], "sweep_points": 0}}}))


def test_no_house_is_left_when_the_deal_ends():  # SEP-9.6, SEP-8.7 (b), SEP-12.7
    import random

    for players in (4, 2):
        rng = random.Random(players)
        state = GAME.new_state(GAME.resolve_options({"baazi_count": 3}, players), "houses-end")
        ends = 0
        while not GAME.is_finished(state) and ends < 6:
            moves, _ = GAME.moves(state)
            builds = [m for m in moves if m["type"] == "build"]
            move = rng.choice(builds) if builds and rng.random() < 0.5 else rng.choice(moves)
            if state["phase"] == "play" and state["plays"] == 47:
                ends += 1
                for last in moves:
                    outcome = GAME.play(state, last)
                    leftover = [e for e in outcome.events if e["type"] == "leftover"]
                    floor = set(state["loose"]) | {last["card"]}
                    assert all(set(e["cards"]) <= floor for e in leftover)
            if players == 2 and state["phase"] == "play" and state["plays"] == 23:
                for last in moves:  # SEP-12.7: every house is taken before the pickup
                    assert GAME.play(state, last).state["houses"] == []
            state = GAME.play(state, move).state
