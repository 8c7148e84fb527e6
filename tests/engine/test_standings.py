"""The outcome of a finished match: winners rank first, the others by score, ties shared."""

from referee.engine.standings import match_outcome


def test_winners_rank_first_even_below_another_score():
    outcome = match_outcome({"0": 13, "1": 23}, ["0"], "challenge_failed", "RON-4.13")
    assert outcome["winners"] == ["0"]
    assert outcome["standings"] == [
        {"side": "0", "score": 13, "rank": 1},
        {"side": "1", "score": 23, "rank": 2},
    ]
    assert (outcome["reason"], outcome["rule"]) == ("challenge_failed", "RON-4.13")


def test_sides_on_the_same_score_share_a_rank():
    outcome = match_outcome({"0": 5, "1": 2, "2": 2, "3": 1}, ["0"], "deals_played", "X-1")
    assert [(s["side"], s["rank"]) for s in outcome["standings"]] == [
        ("0", 1),
        ("1", 2),
        ("2", 2),
        ("3", 4),
    ]


def test_a_shared_win_ranks_every_winner_first():
    outcome = match_outcome({"0": 4, "1": 4, "2": 1}, ["0", "1"], "deals_played", "X-1")
    assert [(s["side"], s["rank"]) for s in outcome["standings"]] == [
        ("0", 1),
        ("1", 1),
        ("2", 3),
    ]
