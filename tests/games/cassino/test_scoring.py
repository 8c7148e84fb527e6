"""Score sheets and outcomes in the shape every game shares (CAS-7, CAS-8): games, tallies."""

import json
import random

import pytest

from referee.engine.cards import standard_deck
from referee.games.cassino import GAME
from referee.games.wire import OUTCOME, SCORE_SHEET
from tests.games.cassino.positions import playout

CARD_CODES = {f'"{card}"' for card in standard_deck()}


def loads_unchanged(schema, value):
    wire = json.loads(json.dumps(value))
    assert schema.load(wire) == wire
    return wire


@pytest.mark.parametrize("players", GAME.player_counts)
def test_sheets_and_outcome_of_seeded_matches(players):  # CAS-7.9, CAS-8.1, CAS-8.3, D-18
    rng = random.Random(f"sheets-{players}")
    for match in range(3):
        for state, out in playout(players, f"sheets-{players}-{match}", rng):
            after = out.state
            running = loads_unchanged(SCORE_SHEET, GAME.score_sheet(after))
            assert (running["covers"], running["number"]) == ("game", after["game_number"])
            assert running["match"]["scores"] == after["scores"]
            assert [row["number"] for row in running["deals"]] == [
                entry["number"] for entry in after["ledger"]
            ]
            if not out.finished:
                assert running["final"] is False and GAME.outcome(after) is None
                # the piles are face down: the running sheet counts, it names no card
                assert not any(code in json.dumps(running) for code in CARD_CODES)
            for event in out.events:
                if event["type"] != "game_end":
                    continue
                sheet = loads_unchanged(SCORE_SHEET, event["sheet"])
                assert sheet["final"] and sheet["number"] == event["game_number"]
                assert sheet["number"] == state["game_number"]
                assert sheet["totals"] == out.score_deltas  # CAS-7.9: the game's points
                assert sheet["deals"][-1] == {
                    "number": sheet["number"],
                    "totals": sheet["totals"],
                    "scores": after["scores"],
                }
                assert sheet["match"]["scores"] == after["scores"]
        outcome = loads_unchanged(OUTCOME, GAME.outcome(after))
        assert outcome["rule"] in GAME.rules and outcome["winners"] == [out.result["winner"]]
        assert outcome["reason"] in ("target_reached", "extra_game_won")
        assert out.events[-1]["outcome"] == outcome
        final = GAME.score_sheet(after)
        assert final["final"] and final["match"]["winners"] == outcome["winners"]
        assert final["deals"][-1]["scores"] == after["scores"]
        assert GAME.view(after, None)["ledger"] == after["ledger"]


def test_items_name_their_rules_in_words():  # CAS-7.1 to CAS-7.6
    sheet = GAME.score_sheet(GAME.new_state(GAME.resolve_options({}), "items"))
    assert [line["rule"] for line in sheet["items"]] == [f"CAS-7.{n}" for n in range(1, 7)]
    assert all(line["rule"] in GAME.rules and line["label"] for line in sheet["items"])
    assert (sheet["number"], sheet["final"], sheet["deals"]) == (1, False, [])
    assert sheet["totals"] == {"0": 0, "1": 0}


def test_a_tally_sheet_covers_the_tally_only():  # CAS-7
    deck = standard_deck()
    sheet = GAME.score_tally(
        {
            "players": 2,
            "sides": {
                "0": {"cards": deck[:30], "sweeps": 1},
                "1": {"cards": deck[30:], "sweeps": 0},
            },
        }
    )
    loads_unchanged(SCORE_SHEET, sheet)
    assert (sheet["covers"], sheet["number"], sheet["match"], sheet["deals"]) == (
        "tally",
        None,
        None,
        [],
    )
    assert sheet["final"] is True
