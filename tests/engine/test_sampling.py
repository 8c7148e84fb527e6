"""What every sampler does alike: the hidden hands dealt from the unseen cards, and the head."""

import random

from referee.engine.sampling import deal_hands, sampled_head

VIEW = {
    "options": {"players": 3},
    "phase": "play",
    "to_move": 2,
    "seat": 1,
    "hand": ["AS", "2S"],
    "hand_counts": [3, 2, 1],
    "scores": {"0": 1, "1": 2, "2": 3},
}


def test_the_seat_keeps_its_hand_and_the_others_are_dealt_from_the_top():
    unseen = ["3H", "4H", "5H", "6H", "7H"]
    hands = deal_hands(VIEW, unseen)
    assert hands == [["3H", "4H", "5H"], ["AS", "2S"], ["6H"]]
    assert unseen == ["7H"]  # what is left is the stock's


def test_cards_a_hand_is_known_to_hold_are_topped_up_to_its_count():
    unseen = ["3H", "4H", "5H"]
    hands = deal_hands(VIEW, unseen, [["KS"], [], []])
    assert hands == [["KS", "3H", "4H"], ["AS", "2S"], ["5H"]]
    assert unseen == []


def test_a_spectator_s_view_deals_every_hand():
    unseen = ["3H", "4H", "5H", "6H", "7H", "8H"]
    assert deal_hands({**VIEW, "seat": None, "hand": None}, unseen) == [
        ["3H", "4H", "5H"],
        ["6H", "7H"],
        ["8H"],
    ]


def test_a_sampled_state_opens_with_the_view_s_head_and_a_seed_of_its_own():
    rng = random.Random(5)
    head = sampled_head(VIEW, rng, [["x"]], ["y"])
    assert list(head) == ["options", "seed", "phase", "to_move", "hands", "stock", "scores"]
    assert head["seed"] == f"sampled-{random.Random(5).getrandbits(64):016x}"
    assert head["options"] == VIEW["options"] and head["options"] is not VIEW["options"]
    assert (head["hands"], head["stock"], head["scores"]) == ([["x"]], ["y"], VIEW["scores"])
