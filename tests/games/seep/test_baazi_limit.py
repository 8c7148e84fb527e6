"""The deal limit of a baazi: option deals_per_baazi and the state's baazi_deals (SEP-11.1, SEP-13).

Our decision, not the source rules' (which have only the margin of SEP-11.1): with
`deals_per_baazi` = n, a baazi also ends after n completed deals (redeals do not count), won
by the higher total; level totals play on until a deal ends with a side ahead; the margin
test is made first at every deal end. `null` (the default) is SEP-11.1 alone.
"""

from __future__ import annotations

import copy
import json
import random

import pytest

from referee.engine import InvalidState, MalformedInput
from referee.engine.cards import standard_deck
from referee.games.seep import GAME
from referee.games.seep.options import DEFAULTS
from tests.games.seep.positions import opening, play, played, position, throw

ZERO = [
    c for c in standard_deck() if c[-1] != "S" and c not in ("AH", "AD", "AC", "10D", "4D", "QH")
]
# TV-26: P3 (dealer, team B) makes play 48 with 4D; the deal scores A 105, B 45.
TV26_A = "AS 2S 3S 4S 5S 6S 7S 9S 10S AH AD 10D".split() + ZERO[:20]
TV26_B = "JS QS KS AC".split() + ZERO[20:]
# TV-27, deal 2: the deal scores A 60, B 40.
TV27_A = "KS QS JS 10S 9S 3S AH AD".split() + ZERO[:20]
TV27_B = "AS 2S 4S 5S 6S 7S AC 10D".split() + ZERO[20:]


def last_play(
    scores: dict, baazi_deals: int, options: dict, a=TV26_A, b=TV26_B, sweeps: dict | None = None
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
        baazi_deals=baazi_deals,
    )


def game_ends(outcome) -> list[dict]:
    return [e for e in outcome.events if e["type"] == "game_end"]


def invalid(state: dict, *fragments: str) -> str:
    with pytest.raises(InvalidState) as bad:
        GAME.load_state(json.loads(json.dumps(state)))
    for fragment in fragments:
        assert fragment in bad.value.message, bad.value.message
    assert bad.value.path == "state.baazi_deals", bad.value.path
    return bad.value.message


def random_move(state: dict, rng: random.Random) -> dict:
    moves, _ = GAME.moves(state)
    return rng.choice(moves)


def round_trip(state: dict) -> None:
    assert GAME.load_state(json.loads(json.dumps(state))) == state


# -- the option -------------------------------------------------------------------------------


def test_the_option_is_described():  # SEP-13, SEP-11.1
    options = {o["name"]: o for o in GAME.describe()["options"]}
    limit = options["deals_per_baazi"]
    assert limit["default"] is None and limit["rule"] == "SEP-11.1"
    assert (limit["minimum"], limit["maximum"], limit["nullable"]) == (1, 100, True)
    assert GAME.resolve_options({"deals_per_baazi": None})["deals_per_baazi"] is None
    assert "level" in limit["description"] and "redeals do not count" in limit["description"]
    assert DEFAULTS["deals_per_baazi"] is None
    assert GAME.resolve_options({})["deals_per_baazi"] is None
    assert GAME.resolve_options({"deals_per_baazi": 100})["deals_per_baazi"] == 100
    for bad in (0, 101, True, "3", 2.5):
        with pytest.raises(MalformedInput):
            GAME.resolve_options({"deals_per_baazi": bad})


def test_new_state_and_view_carry_the_counter():  # SEP-13, SEP-11.4
    state = GAME.new_state(GAME.resolve_options({"deals_per_baazi": 3}), "limit")
    assert state["baazi_deals"] == 0 and state["options"]["deals_per_baazi"] == 3
    assert list(state).index("baazi_deals") == list(state).index("baazis_won") + 1
    round_trip(state)
    for seat in (None, 0, 1, 2, 3):
        view = GAME.view(state, seat)
        assert view["baazi_deals"] == 0 and view["options"]["deals_per_baazi"] == 3
        GAME.view_schema.load(view)


# -- default: unchanged --------------------------------------------------------------------------


def test_default_no_limit_the_margin_alone():  # SEP-11.1, SEP-13
    # From level totals (each deal before split 50-50) the deal gives A 105, B 45: lead 60 <
    # 100, so the baazi goes on, however many deals were played before.
    for deals in (1, 50, 500):
        level = 50 * (deals - 1)
        state = last_play({"0+2": level, "1+3": level}, deals - 1, {})
        outcome = play(state, throw(3, "4D"))
        assert not game_ends(outcome) and not outcome.finished
        after = outcome.state
        assert after["scores"] == {"0+2": level + 105, "1+3": level + 45}
        assert after["baazi_deals"] == deals
        assert after["dealer"] == 3  # SEP-2.4: team B is behind, P3 deals again
        round_trip(after)


def test_default_random_baazi_ends_by_margin_only():  # SEP-11.1, SEP-11.4
    rng = random.Random(11)
    state = GAME.new_state(GAME.resolve_options({}), "limit-default")
    deals = 0
    for _ in range(6000):
        outcome = GAME.play(state, random_move(state, rng))
        state = outcome.state
        if any(e["type"] == "round_end" for e in outcome.events):
            deals += 1
            if outcome.finished:
                break
            assert state["baazi_deals"] == deals
    assert outcome.finished
    (end,) = game_ends(outcome)
    assert end["reason"] == "margin"
    assert abs(end["totals"]["0+2"] - end["totals"]["1+3"]) >= 100
    assert state["baazi_deals"] == deals
    round_trip(state)


# -- the deal limit ------------------------------------------------------------------------------


def test_the_limit_ends_the_baazi_and_the_leader_wins():  # SEP-11.1, SEP-13, SEP-11.3, SEP-11.4
    # Two deals before, 70-30 and 70-80: 140-110.
    state = last_play({"0+2": 140, "1+3": 110}, 2, {"deals_per_baazi": 3, "baazi_count": 2})
    outcome = play(state, throw(3, "4D"))
    assert {
        "type": "game_end",
        "winner": "0+2",
        "reason": "deal_limit",
        "totals": {"0+2": 245, "1+3": 155},
        "baazis_won": {"0+2": 1, "1+3": 0},
    } in outcome.events
    new = outcome.state
    # SEP-11.3: P3's team (B) is behind, P3 would deal again, so P3's partner P1 deals.
    assert new["dealer"] == 1 and new["phase"] == "bid" and new["to_move"] == 2
    assert new["scores"] == {"0+2": 0, "1+3": 0} and new["baazi_deals"] == 0  # SEP-11.4, reset
    assert new["baazis_won"] == {"0+2": 1, "1+3": 0}
    assert outcome.score_deltas == {"0+2": -140, "1+3": -110}
    assert not outcome.finished
    round_trip(new)


def test_before_the_limit_the_baazi_goes_on():  # SEP-11.1, SEP-13
    state = last_play({"0+2": 60, "1+3": 40}, 1, {"deals_per_baazi": 3})
    outcome = play(state, throw(3, "4D"))
    assert not game_ends(outcome)
    assert outcome.state["baazi_deals"] == 2 and outcome.state["scores"] == {"0+2": 165, "1+3": 85}


def test_a_deal_limit_ends_the_match():  # SEP-11.2, SEP-13
    state = last_play({"0+2": 0, "1+3": 0}, 0, {"deals_per_baazi": 1})
    outcome = play(state, throw(3, "4D"))
    assert outcome.finished and outcome.result == {
        "winner": "0+2",
        "scores": {"0+2": 105, "1+3": 45},
    }
    assert [e["type"] for e in outcome.events][-2:] == ["game_end", "match_end"]
    assert game_ends(outcome)[0]["reason"] == "deal_limit"
    done = outcome.state
    assert done["phase"] == "finished" and done["baazi_deals"] == 1  # not reset: the last baazi's
    round_trip(done)
    sheet = GAME.score_sheet(done)
    assert sheet["match"]["finished"] and sheet["match"]["winners"] == ["0+2"]
    assert GAME.outcome(done) == {
        "winners": ["0+2"],
        "standings": [
            {"side": "0+2", "score": 105, "rank": 1},
            {"side": "1+3", "score": 45, "rank": 2},
        ],
        "reason": "deal_limit",
        "rule": "SEP-11.1",
    }


def test_the_margin_wins_first():  # SEP-11.1, SEP-13
    # TV-27 deal 2: 145-55 + 60-40 = 205-95, a lead of 110: on the limit's own deal (2 of 2)
    # and before the limit (2 of 5), the baazi is won by the margin.
    for deals_per_baazi in (2, 5):
        state = last_play(
            {"0+2": 145, "1+3": 55},
            1,
            {"deals_per_baazi": deals_per_baazi},
            TV27_A,
            TV27_B,
            sweeps={"0+2": [], "1+3": []},
        )
        outcome = play(state, throw(3, "4D"))
        (end,) = game_ends(outcome)
        assert end["reason"] == "margin" and end["winner"] == "0+2"
        assert end["totals"] == {"0+2": 205, "1+3": 95} and outcome.finished


def test_level_totals_play_on_until_a_side_is_ahead():  # SEP-11.1, SEP-13, SEP-2.4
    # After a first deal of 20-80, the second and last scheduled deal ends 125-125: level, so
    # the baazi goes on.
    state = last_play({"0+2": 20, "1+3": 80}, 1, {"deals_per_baazi": 2})
    outcome = play(state, throw(3, "4D"))
    assert not game_ends(outcome) and not outcome.finished
    state = outcome.state
    assert state["scores"] == {"0+2": 125, "1+3": 125} and state["baazi_deals"] == 2
    assert state["dealer"] == 3  # SEP-2.4: P3's team is level, P3 deals again
    round_trip(state)  # a running state at the limit with level totals is valid
    # The extra deals, played at random, go on exactly while the totals stay level.
    rng = random.Random(3)
    for _ in range(2000):
        outcome = GAME.play(state, random_move(state, rng))
        state = outcome.state
        ends = [e for e in outcome.events if e["type"] == "round_end"]
        if not ends:
            continue
        totals = ends[0]["totals"]
        if totals["0+2"] == totals["1+3"]:
            assert not game_ends(outcome) and state["baazi_deals"] > 2
            continue
        (end,) = game_ends(outcome)
        assert end["reason"] == (
            "margin" if abs(totals["0+2"] - totals["1+3"]) >= 100 else "deal_limit"
        )
        assert end["winner"] == max(totals, key=totals.get)
        break
    assert outcome.finished and state["baazi_deals"] >= 3
    round_trip(state)


def test_a_redeal_is_not_a_deal():  # SEP-2.5, SEP-3.4, SEP-13
    state = opening(
        dealer=0, hand="2C 3D 4H 5S", floor="3C 6C 4S 9H", options={"deals_per_baazi": 2}
    )
    played(state, {"0+2": 30, "1+3": 70}, 1)
    GAME.check_state(state)
    outcome = play(state, {"player": 1, "type": "redeal"})
    assert outcome.state["baazi_deals"] == 1 and outcome.state["deal_number"] == 3
    assert outcome.state["ledger"] == state["ledger"]  # SEP-2.5: a redeal is not scored
    assert outcome.state["scores"] == {"0+2": 30, "1+3": 70} and not game_ends(outcome)


def test_the_counter_resets_at_every_new_baazi():  # SEP-11.4, SEP-11.2, SEP-13
    # deals_per_baazi 1: every deal not ending level ends its baazi. A seeded match of three
    # baazis through the engine, two players as well as four.
    for players in (4, 2):
        rng = random.Random(players)
        options = GAME.resolve_options({"deals_per_baazi": 1, "baazi_count": 3, "players": players})
        state = GAME.new_state(options, f"limit-{players}")
        baazis = 0
        for _ in range(20000):
            before = state
            outcome = GAME.play(state, random_move(state, rng))
            state = outcome.state
            round_trip(state)
            ends = [e for e in outcome.events if e["type"] == "round_end"]
            if not ends:
                assert state["baazi_deals"] == before["baazi_deals"]
                continue
            totals = ends[0]["totals"]
            lead = max(totals.values()) - min(totals.values())
            if lead == 0:
                assert not game_ends(outcome) and state["baazi_deals"] == before["baazi_deals"] + 1
                continue
            (end,) = game_ends(outcome)
            baazis += 1
            assert end["reason"] == ("margin" if lead >= 100 else "deal_limit")
            assert end["baazis_won"] == state["baazis_won"]
            if outcome.finished:
                assert state["baazi_deals"] == before["baazi_deals"] + 1
                break
            assert state["baazi_deals"] == 0 and set(state["scores"].values()) == {0}
        assert outcome.finished and baazis == 3 and sum(state["baazis_won"].values()) == 3


# -- check_state ---------------------------------------------------------------------------------


def test_an_impossible_counter_is_invalid_state():  # SEP-11.1, SEP-11.4, SEP-13
    state = last_play({"0+2": 90, "1+3": 10}, 1, {"deals_per_baazi": 3})
    GAME.check_state(state)
    at_limit = copy.deepcopy(state)
    at_limit["baazi_deals"] = 3
    invalid(
        at_limit,
        "baazi_deals is 3",
        "deal limit of 3",
        "goes on only while the totals are level",
        '{"0+2": 90, "1+3": 10}',
    )
    played(at_limit, {"0+2": 150, "1+3": 150}, 3)
    GAME.check_state(at_limit)  # level totals past the limit: the baazi goes on
    fresh = copy.deepcopy(state)
    fresh["baazi_deals"] = 0
    invalid(fresh, "baazi_deals is 0", "totals are 0 (SEP-11.4)")
    no_limit = copy.deepcopy(state)
    no_limit["options"]["deals_per_baazi"] = None
    played(no_limit, {"0+2": 50040, "1+3": 49960}, 1000)
    GAME.check_state(no_limit)
    for bad in (-1, True, "2", None):
        negative = copy.deepcopy(state)
        negative["baazi_deals"] = bad
        with pytest.raises(MalformedInput):
            GAME.load_state(negative)
    missing = copy.deepcopy(state)
    del missing["baazi_deals"]
    with pytest.raises(MalformedInput):
        GAME.load_state(missing)


def test_a_finished_match_needs_a_margin_or_the_limit():  # SEP-11.1, SEP-11.2, SEP-13
    done = play(last_play({"0+2": 0, "1+3": 0}, 0, {"deals_per_baazi": 1}), throw(3, "4D")).state
    GAME.check_state(done)
    unlimited = copy.deepcopy(done)
    unlimited["options"]["deals_per_baazi"] = None
    with pytest.raises(InvalidState) as bad:
        GAME.load_state(unlimited)
    assert "show no lead of 100 (SEP-11.1)" in bad.value.message
    early = copy.deepcopy(done)
    early["options"]["deals_per_baazi"] = 2
    with pytest.raises(InvalidState) as bad:
        GAME.load_state(early)
    assert "no side ahead after the deal limit of 2" in bad.value.message
    zero = copy.deepcopy(done)
    zero["baazi_deals"] = 0
    invalid(zero, "baazi_deals is at least 1")


def test_the_api_answers_422_for_an_impossible_counter(client):  # SEP-13
    state = last_play({"0+2": 90, "1+3": 10}, 1, {"deals_per_baazi": 2})
    state["baazi_deals"] = 2  # the limit is reached, yet the totals are not level
    response = client.post("/v1/games/seep/views", json={"state": state})
    assert response.status_code == 422, response.get_data(as_text=True)
    assert response.json["code"] == "inconsistent_state"
    assert "deal limit of 2" in response.json["detail"]
    played(state, {"0+2": 100, "1+3": 100}, 2)
    response = client.post("/v1/games/seep/views", json={"state": state})
    assert response.status_code == 200 and response.json["view"]["baazi_deals"] == 2
