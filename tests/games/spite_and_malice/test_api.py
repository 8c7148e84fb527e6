"""Spite and Malice over the stateless API: deal, list, move, refuse, view and score.

Malformed input is a 400 and an impossible state a 422, each naming the field.
"""

from __future__ import annotations

from tests.games.spite_and_malice.positions import conserved, position

OTHER_PAYOFF = "2D 3D 4D 5D 6D 7D 8D 9D 10D QH".split()

BASE = "/v1/games/spite-and-malice"


# SAM-12.1
def test_the_game_is_described_with_its_options_sam_12_1(client):
    info = client.get(BASE).json
    assert info["rules_version"] == "spite-and-malice-1" and info["players"] == [2, 4, 6]
    names = {option["name"]: option["default"] for option in info["options"]}
    assert names["payoff_size"] == 26 and names["match_mode"] == "single_deal"


# SAM-2.3
def test_deal_list_and_move_sam_2_3(client):
    state = client.post(f"{BASE}/states", json={"seed": "api", "options": {"players": 4}}).json[
        "state"
    ]
    assert state["options"]["payoff_size"] == 15 and len(state["payoffs"]) == 4
    moves = client.post(f"{BASE}/legal-moves", json={"state": state}).json["moves"]
    answer = client.post(f"{BASE}/moves", json={"state": state, "move": moves[-1]}).json
    assert answer["legal"] and set(answer["score_deltas"]) == {"0+2", "1+3"}


# SAM-5.2
def test_a_refusal_names_its_rule_sam_5_2(client):
    state = conserved(
        position(hands=["7S 9S 9H 9C 8S", "9S 9H 9C 8S 8H"], payoffs=[["KC"], OTHER_PAYOFF])
    )
    move = {"player": 0, "type": "play", "card": "7S", "source": "hand", "to": "new"}
    answer = client.post(f"{BASE}/moves", json={"state": state, "move": move}).json
    assert answer == {
        "legal": False,
        "movers": [0],
        "outcome": None,
        "violation": {
            "code": "cannot_start_pile",
            "rule": "SAM-5.2",
            "rule_url": "/v1/games/spite-and-malice/rules/SAM-5.2",
            "message": "only a natural ace or a joker starts a center pile, not 7S",
        },
    }


# SAM-0.6
def test_malformed_moves_are_400_naming_the_field_sam_0_6(client):
    state = conserved(position(payoffs=[["KC"], OTHER_PAYOFF]))
    for move, path in (
        ({"player": 0, "type": "play", "card": "QH", "source": "discard", "to": 1}, "move.slot"),
        ({"player": 0, "type": "play", "card": "QH", "source": "payoff", "to": 0}, "move.to"),
        ({"player": 0, "type": "discard", "card": "7Q", "slot": 0}, "move.card"),
    ):
        answer = client.post(f"{BASE}/moves", json={"state": state, "move": move})
        assert answer.status_code == 400 and answer.json["path"] == path, answer.json


# SAM-0.8
def test_impossible_states_are_422_naming_the_field_sam_0_8(client):
    state = client.post(f"{BASE}/states", json={"seed": "api"}).json["state"]
    state["hands"][0].append(state["hands"][0][0])
    answer = client.post(f"{BASE}/views", json={"state": state, "player": 0})
    assert answer.status_code == 422 and answer.json["path"].startswith("state.")


# SAM-3.1, SAM-10.3
def test_views_and_scores_sam_3_1_sam_10_3(client):
    state = client.post(f"{BASE}/states", json={"seed": "api"}).json["state"]
    view = client.post(f"{BASE}/views", json={"state": state}).json["view"]
    assert view["hand"] is None and view["payoff_counts"] == [26, 26]
    sheet = client.post(
        f"{BASE}/scores",
        json={"tally": {"players": 4, "payoff_left": {"0+2": 0, "1+3": 9}, "plus_five": False}},
    ).json
    assert sheet["totals"] == {"0+2": 9, "1+3": 0}
    bad = client.post(
        f"{BASE}/scores", json={"tally": {"players": 2, "payoff_left": {"0": 3, "1": 9}}}
    )
    assert bad.status_code == 422 and bad.json["path"] == "tally.payoff_left"
    running = client.post(f"{BASE}/scores", json={"state": state}).json
    assert (running["covers"], running["number"], running["final"]) == ("deal", 1, False)
    assert [line["rule_url"] for line in running["items"]] == [
        f"{BASE}/rules/SAM-10.3",
        f"{BASE}/rules/SAM-10.3",
    ]


# SAM-10.3: the ledger of finished deals is part of the state's format
def test_a_state_of_the_format_before_the_ledger_is_read(client):
    state = client.post(f"{BASE}/states", json={"seed": "api"}).json["state"]
    old = {key: value for key, value in state.items() if key != "ledger"}
    old["schema_version"] -= 1
    answer = client.post(f"{BASE}/views", json={"state": old})
    assert answer.status_code == 200, answer.json
    newer = {**state, "schema_version": state["schema_version"] + 1}
    answer = client.post(f"{BASE}/views", json={"state": newer})
    assert answer.status_code == 422 and answer.json["path"] == "state.schema_version"
    assert answer.json["code"] == "not_upgradable"


# SAM-10.2
def test_a_finished_match_refuses_every_move_sam_10_2(client):
    state = conserved(position(payoffs=[["6H"], OTHER_PAYOFF], center=["AS 2S 3S 4S 5S"]))
    move = {"player": 0, "type": "play", "card": "6H", "source": "payoff", "to": 1}
    done = client.post(f"{BASE}/moves", json={"state": state, "move": move}).json
    assert done["finished"] and done["result"]["winner"] == "0"
    again = client.post(
        f"{BASE}/moves", json={"state": done["state"], "move": {"player": 0, "type": "end"}}
    ).json
    assert again["violation"]["rule"] == "SAM-10.2"


# SAM-8.7
def test_a_hand_written_state_may_leave_the_bookkeeping_out_sam_8_7(client):
    state = conserved(position(payoffs=[["KC"], OTHER_PAYOFF]))
    for name in (
        "turn_played",
        "turn_discarded",
        "hand_low_played",
        "null_turns",
        "first_null",
        "second_chance",
    ):
        del state[name]
    answer = client.post(
        f"{BASE}/moves", json={"state": state, "move": {"player": 0, "type": "end"}}
    )
    assert answer.status_code == 200 and answer.json["legal"]
    assert answer.json["state"]["null_turns"] == 1 and answer.json["state"]["first_null"] == 0
