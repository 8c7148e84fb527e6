"""What a seat or a spectator sees (CAS-1.5): the public table and counts, its own hand."""

import json

from referee.games.cassino import GAME
from tests.games.cassino.positions import checked, play, position, reserved_midround


def test_cas_1_5_view_shows_public_parts_and_own_hand_only():  # CAS-1.5, CAS-1.4, D-18
    state = checked(reserved_midround())
    view = GAME.view(state, 0)
    assert view["hand"] == ["4H", "7S", "9C"] and view["hand_counts"] == [3, 3]
    assert view["reservations"] == [{"cards": ["AC", "3H"], "value": 4, "owner": 1}]
    assert view["table"] == ["5D", "KC"] and view["stock_count"] == 0
    assert view["pile_counts"] == {"0": 42, "1": 0} and view["piles"] is None
    assert "seed" not in view and "stock" not in view and "hands" not in view
    text = json.dumps(view)
    for card in state["hands"][1] + state["piles"]["0"]:
        assert f'"{card}"' not in text
    spectator = GAME.view(state, None)
    assert spectator["hand"] is None and spectator["seat"] is None
    assert not any(f'"{card}"' in json.dumps(spectator) for card in state["hands"][0])


def test_cas_1_5_piles_are_revealed_when_the_match_is_over():  # CAS-1.5
    state = checked(
        position(
            ["KD"], {1: ["9H"]}, to_move=1, leader=0, scores={"0": 15, "1": 3}, last_capturer=0
        )
    )
    out = play(state, {"player": 1, "type": "trail", "card": "9H"})
    assert out.finished
    view = GAME.view(out.state, 1)
    assert view["piles"] == out.state["piles"] and view["phase"] == "finished"
    # CAS-8.1: the finished games and their points are public
    assert view["ledger"] == [
        {"number": 1, "totals": {"0": 15, "1": 3}},
        {"number": 2, "totals": out.score_deltas},
    ]
