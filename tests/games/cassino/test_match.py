"""End of a game, scoring and the match (CAS-6, CAS-7, CAS-8), score sheets and tallies."""

import pytest

from referee.engine.cards import standard_deck
from referee.engine.errors import InvalidState
from referee.games.cassino import GAME
from referee.games.cassino.deal import deal_game
from tests.games.cassino.positions import checked, play, position

LAST_TABLE = ["KD", "QC"]


def last_turn(
    scores=None,
    *,
    players=2,
    leader=0,
    last_capturer=1,
    table=LAST_TABLE,
    piles=None,
    sweeps=None,
    game_number=None,
    target=21,
):
    """The last turn of a game: the seat before the leader trails 9H; every other card is
    captured, the unnamed ones by `last_capturer`'s side. Side 0 (or 0+2) holds 10D and 2S."""
    mover = (leader - 1) % players
    sides = ("0", "1") if players == 2 else ("0+2", "1+3")
    piles = {sides[0]: ["10D", "2S"]} if piles is None else piles
    return checked(
        position(
            table,
            {mover: ["9H"]},
            players=players,
            to_move=mover,
            leader=leader,
            scores=scores or dict.fromkeys(sides, 0),
            last_capturer=last_capturer,
            piles=piles,
            sweeps=sweeps,
            game_number=game_number,
            target=target,
        )
    )


def end(state):
    mover = state["to_move"]
    return play(state, {"player": mover, "type": "trail", "card": "9H"})


def test_cas_6_2_rest_goes_to_the_last_capturer_and_is_no_sweep():  # CAS-6.2, D-16
    out = end(last_turn())
    kinds = [e["type"] for e in out.events]
    assert kinds == ["trail", "round_end", "rest_to_last_capturer", "game_end", "deal"]
    rest = out.events[2]
    assert rest == {
        "type": "rest_to_last_capturer",
        "player": 1,
        "side": "1",
        "cards": ["KD", "QC", "9H"],
    }
    game_end = out.events[3]
    assert "KD" in game_end["piles"]["1"] and "9H" in game_end["piles"]["1"]  # CAS-7.8
    assert game_end["sheet"]["items"][5]["points"] == {"0": 0, "1": 0}  # no sweep


def test_cas_7_and_6_4_game_scored_into_the_match():
    # CAS-6.1, CAS-6.4, CAS-7.1 to CAS-7.6, CAS-7.9, CAS-8.1
    out = end(last_turn({"0": 4, "1": 7}))
    sheet = out.events[3]["sheet"]
    # side 0: 10D (2) + 2S (1); side 1: the other 50 cards: cards 3, spades 1, aces 4
    assert sheet["totals"] == {"0": 3, "1": 8}
    assert sheet["final"] is True
    assert out.score_deltas == {"0": 3, "1": 8}
    assert out.state["scores"] == {"0": 7, "1": 15}
    assert sum(sheet["totals"].values()) == 11  # CAS-7.9


def test_cas_8_2_next_game_is_dealt_with_the_other_leader():  # CAS-8.2, CAS-3.2
    state = last_turn(leader=0)
    out = end(state)
    new = out.state
    table, hands, stock = deal_game(state["seed"], 2, 1, 2)
    assert (new["game_number"], new["leader"], new["to_move"], new["round"]) == (2, 1, 1, 1)
    assert (new["table"], new["hands"], new["stock"]) == (table, hands, stock)
    assert new["piles"] == {"0": [], "1": []} and new["sweeps"] == {"0": 0, "1": 0}
    assert new["last_capturer"] is None and new["reservations"] == []
    assert out.events[-1] == {
        "type": "deal",
        "game_number": 2,
        "round": 1,
        "leader": 1,
        "table": table,
        "hand_counts": [4, 4],
        "stock_count": 40,
        "extra_game": False,
    }
    assert not out.finished and out.result is None
    checked(new)


def test_cas_8_2_four_players_leader_moves_to_the_next_seat():  # CAS-8.2, D-3
    out = end(last_turn(players=4, leader=3, last_capturer=1))
    assert out.state["leader"] == 0 and out.state["to_move"] == 0
    assert set(out.score_deltas) == {"0+2", "1+3"}


def test_cas_8_3_one_side_reaches_the_target():  # CAS-8.3, CAS-8.5
    out = end(last_turn({"0": 19, "1": 5}))
    assert out.state["scores"] == {"0": 22, "1": 13}
    assert out.finished and out.result == {"winner": "0", "scores": {"0": 22, "1": 13}}
    assert out.state["phase"] == "finished" and out.state["to_move"] is None
    outcome = {
        "winners": ["0"],
        "standings": [
            {"side": "0", "score": 22, "rank": 1},
            {"side": "1", "score": 13, "rank": 2},
        ],
        "reason": "target_reached",
        "rule": "CAS-8.3",
    }
    assert out.events[-1] == {
        "type": "match_end",
        "winner": "0",
        "scores": {"0": 22, "1": 13},
        "outcome": outcome,
    }
    finished = checked(out.state)
    assert GAME.is_finished(finished) and GAME.to_move(finished) == []
    assert GAME.legal_moves(finished, 0, 10) == ([], False)
    assert GAME.outcome(finished) == outcome
    sheet = GAME.score_sheet(finished)
    assert sheet["final"] and sheet["totals"] == {"0": 3, "1": 8}
    assert (sheet["covers"], sheet["number"]) == ("game", 2)
    assert sheet["match"] == {
        "scores": {"0": 22, "1": 13},
        "target": 21,
        "finished": True,
        "winners": ["0"],
    }
    assert sheet["deals"] == [
        {"number": 1, "totals": {"0": 19, "1": 5}, "scores": {"0": 19, "1": 5}},
        {"number": 2, "totals": {"0": 3, "1": 8}, "scores": {"0": 22, "1": 13}},
    ]
    assert out.events[-2]["sheet"] == sheet  # the game_end event carries the same sheet
    assert GAME.check(finished, {"player": 0, "type": "trail", "card": "9H"}).rule == "CAS-8.3"


def test_d23_reaching_means_at_least_the_target():  # CAS-8.3, D-23, CAS-8.1
    assert end(last_turn({"0": 18, "1": 0})).result["winner"] == "0"  # exactly 21
    assert not end(last_turn({"0": 40, "1": 0}, target=51)).finished  # 43 < 51


def test_cas_8_3_both_reach_the_higher_total_wins():  # CAS-8.3
    out = end(last_turn({"0": 19, "1": 15}))
    assert out.result == {"winner": "1", "scores": {"0": 22, "1": 23}}
    outcome = GAME.outcome(out.state)
    assert outcome["winners"] == ["1"] and outcome["reason"] == "target_reached"
    assert [s["rank"] for s in outcome["standings"]] == [1, 2]


def test_cas_8_4_tie_at_the_target_plays_an_extra_game():  # CAS-8.4, D-20
    out = end(last_turn({"0": 19, "1": 14}))
    assert out.state["scores"] == {"0": 22, "1": 22}
    assert not out.finished and out.state["phase"] == "play"
    assert GAME.outcome(out.state) is None
    assert out.events[-1]["extra_game"] is True
    assert GAME.view(out.state, 0)["extra_game"] is True
    checked(out.state)
    # the extra game is decided by its own points; a tie again means another one
    again = end(last_turn({"0": 22, "1": 22}, piles={"0": ["10D", "2S"]}, game_number=3))
    assert again.result["winner"] == "1"
    assert GAME.outcome(again.state) == {
        "winners": ["1"],
        "standings": [
            {"side": "1", "score": 30, "rank": 1},
            {"side": "0", "score": 25, "rank": 2},
        ],
        "reason": "extra_game_won",
        "rule": "CAS-8.4",
    }
    assert again.events[-1]["outcome"]["reason"] == "extra_game_won"
    tied = end(
        last_turn(
            {"0": 22, "1": 22},
            last_capturer=None,
            table=[c for c in standard_deck() if c != "9H"],
            piles={},
        )
    )
    assert tied.score_deltas == {"0": 0, "1": 0} and not tied.finished
    assert tied.events[-1]["extra_game"] is True and tied.state["leader"] == 1
    assert tied.state["ledger"][-1] == {"number": 3, "totals": {"0": 0, "1": 0}}


def test_cas_6_3_no_capture_in_the_whole_game():  # CAS-6.3, D-17, CAS-7.7
    state = last_turn(last_capturer=None, table=[c for c in standard_deck() if c != "9H"], piles={})
    out = end(state)
    assert "rest_to_last_capturer" not in [e["type"] for e in out.events]
    sheet = out.events[-2]["sheet"]
    assert sheet["totals"] == {"0": 0, "1": 0}
    assert out.events[-2]["piles"] == {"0": [], "1": []}


def test_cas_7_10_no_points_during_a_game_and_running_sheet():  # CAS-7.10, D-19
    state = checked(position(["5D"], {0: ["5S", "9C"]}, scores={"0": 20, "1": 0}))
    out = play(state, {"player": 0, "type": "capture", "card": "5S", "cards": ["5D"]})
    assert out.score_deltas == {"0": 0, "1": 0} and out.state["scores"]["0"] == 20
    sheet = GAME.score_sheet(out.state)
    assert sheet["final"] is False and sheet["match"]["finished"] is False
    assert sheet["match"]["winners"] is None and sheet["number"] == 2
    assert sheet["match"]["scores"] == {"0": 20, "1": 0}
    assert sheet["deals"] == [
        {"number": 1, "totals": {"0": 20, "1": 0}, "scores": {"0": 20, "1": 0}}
    ]


def test_cas_7_7_ties_score_nothing():  # CAS-7.7, D-21
    deck = standard_deck()
    a = [c for i, c in enumerate(deck) if i % 2 == 0]
    b = [c for i, c in enumerate(deck) if i % 2 == 1]
    sheet = GAME.score_tally(
        {"players": 2, "sides": {"0": {"cards": a, "sweeps": 0}, "1": {"cards": b, "sweeps": 0}}}
    )
    points = {item["item"]: item["points"] for item in sheet["items"]}
    assert points["cards"] == {"0": 0, "1": 0}  # 26-26
    spades = [c for c in deck if c.endswith("S")]
    sheet = GAME.score_tally(
        {
            "players": 2,
            "sides": {  # 6-6, the KS uncaptured
                "0": {"cards": spades[:6], "sweeps": 0},
                "1": {"cards": spades[6:12], "sweeps": 0},
            },
        }
    )
    assert sheet["items"][1]["points"] == {"0": 0, "1": 0}
    assert sum(sheet["totals"].values()) <= 8 + 3  # CAS-7.9


def test_four_player_tally_by_teams():  # CAS-9.3
    deck = standard_deck()
    sheet = GAME.score_tally(
        {
            "players": 4,
            "sides": {
                "0+2": {"cards": deck[:30], "sweeps": 2},
                "1+3": {"cards": deck[30:], "sweeps": 0},
            },
        }
    )
    assert set(sheet["totals"]) == {"0+2", "1+3"}
    assert sheet["items"][0]["points"] == {"0+2": 3, "1+3": 0}


@pytest.mark.parametrize(
    "tally,message",
    [
        (
            {
                "players": 2,
                "sides": {"0+2": {"cards": [], "sweeps": 0}, "1+3": {"cards": [], "sweeps": 0}},
            },
            "a 2-player tally has the sides 0, 1; got 0+2, 1+3",
        ),
        (
            {
                "players": 2,
                "sides": {
                    "0": {"cards": ["AS", "2S"], "sweeps": 0},
                    "1": {"cards": ["2S", "3S"], "sweeps": 0},
                },
            },
            "card 2S appears twice: seat 0 and seat 1",
        ),
        (
            {
                "players": 2,
                "sides": {
                    "0": {"cards": ["JK", "2S"], "sweeps": 0},
                    "1": {"cards": [], "sweeps": 0},
                },
            },
            "JK is not a card of the Cassino pack (CAS-1.1)",
        ),
        (
            {
                "players": 4,
                "sides": {
                    "0+2": {"cards": ["AS", "2S", "3S"], "sweeps": 2},
                    "1+3": {"cards": [], "sweeps": 0},
                },
            },
            "team 0+2 made 2 sweep(s) but captured only 3 card(s); each sweep captures at least "
            "two (CAS-4.5)",
        ),
    ],
)
def test_impossible_tallies_are_refused(tally, message):  # CAS-7, CAS-1.1
    parsed = GAME.parse_tally(tally)
    with pytest.raises(InvalidState) as refused:
        GAME.score_tally(parsed)
    assert refused.value.message == message
