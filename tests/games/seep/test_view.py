"""Views and events: each seat sees only what the rules let it see (SEP-4.5, SEP-4.6).

The floor is turned up at the bid (SEP-3.5); reserve hands stay unseen (SEP-12.3).
"""

from __future__ import annotations

import random

from referee.engine.cards import CODES
from referee.games.seep import GAME
from tests.games.seep.positions import opening, play, position


def cards_in(value) -> set:
    found, stack = set(), [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str) and item in CODES:
            found.add(item)
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item.values())
    return found


def test_the_floor_is_hidden_until_the_bid_and_the_bid_is_public():  # SEP-3.5, SEP-4.6, SEP-3.3
    state = opening(dealer=0, hand="KH 9C 4D 2S", floor="3D 6C 4S 9H")
    for seat in (None, 0, 1, 2, 3):
        view = GAME.view(state, seat)
        assert view["loose"] == [] and view["floor_down_count"] == 4 and view["bid"] is None
        assert not cards_in(view) & {"3D", "6C", "4S", "9H"}
        assert "seed" not in view and "stock" not in view
        assert view["hand"] == (None if seat is None else state["hands"][seat])
    assert not cards_in(GAME.view(state, 0)) & {"KH", "9C", "4D", "2S"}
    after = play(state, {"player": 1, "type": "bid", "value": 13}).state
    view = GAME.view(after, 3)
    assert view["bid"] == 13 and view["loose"] == ["3D", "6C", "4S", "9H"]
    assert view["hand_counts"] == [0, 4, 0, 0] and view["stock_count"] == 44


def test_two_player_reserves_are_seen_by_nobody():  # SEP-12.3, SEP-4.6
    state = GAME.new_state(GAME.resolve_options({}, 2), "reserves")
    while state["plays"] < 3:
        moves, _ = GAME.moves(state)
        state = GAME.play(state, moves[0]).state
    reserved = set(state["reserves"][0]) | set(state["reserves"][1])
    for seat in (None, 0, 1):
        view = GAME.view(state, seat)
        assert not cards_in(view) & reserved and view["reserve_counts"] == [12, 12]
    assert GAME.view(state, 0)["sides"] == {"0": [0], "1": [1]}


def test_events_carry_only_public_cards():  # SEP-4.5, SEP-4.6 (session history is built from them)
    rng = random.Random(9)
    state = GAME.new_state(GAME.resolve_options({"baazi_count": 2}), "events")
    for _ in range(400):
        if GAME.is_finished(state):
            break
        moves, _ = GAME.moves(state)
        move = rng.choice(moves)
        outcome = GAME.play(state, move)
        public = set(state["loose"]) | {c for h in state["houses"] for c in h["cards"]}
        public |= {move.get("card")} | set(state["floor_down"] if move["type"] == "bid" else [])
        if move["type"] == "redeal":
            public |= set(state["hands"][move["player"]])
        for event in outcome.events:
            shown = cards_in(event)
            if event["type"] in ("deal", "pickup"):
                assert not shown
            elif event["type"] == "round_end":
                assert (
                    shown
                    <= {c for pile in outcome.state["piles"].values() for c in pile}
                    | {c for pile in state["piles"].values() for c in pile}
                    | public
                )
            else:
                assert shown <= public, (event, shown - public)
        state = outcome.state
        hidden = set(state["stock"]) | set(state["floor_down"])
        for hand in state["reserves"]:
            hidden |= set(hand)
        for seat in (None, 0, 1, 2, 3):
            view = GAME.view(state, seat)
            others = {c for s, hand in enumerate(state["hands"]) if s != seat for c in hand}
            assert not cards_in(view) & (hidden | others)
            assert GAME.view_schema.load(view) == view


def test_a_running_deals_sheet_counts_the_face_down_piles():  # SEP-4.5, SEP-10.3
    state = position(hand="6S 9H", loose="6D 2C", scores={"0+2": 60, "1+3": 40})
    sheet = GAME.score_sheet(state)
    assert sheet["final"] is False
    assert cards_in(sheet) <= cards_in(GAME.view(state, None))
    detail = {item["item"]: item["detail"] for item in sheet["items"]}
    piles = state["piles"]
    assert detail["spades"] == {side: sum(c[-1] == "S" for c in piles[side]) for side in piles}
    assert detail["most_cards"] == GAME.view(state, None)["pile_counts"]
    # The ledger of scored deals is public, in the view as in the sheet.
    assert (
        GAME.view(state, None)["ledger"]
        == state["ledger"]
        == [
            {
                "carried": True,
                "deals": 1,
                "points": {"0+2": 60, "1+3": 40},
                "baazi_deals": 1,
                "baazis_won": {"0+2": 0, "1+3": 0},
            }
        ]
    )
