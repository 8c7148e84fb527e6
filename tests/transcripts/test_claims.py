"""Claims: compared item by item; a claim for sides the match has not is refused."""

from __future__ import annotations

import pytest

from referee.engine import MalformedInput
from referee.games.registry import REGISTRY
from referee.transcripts import verify
from tests.transcripts.playouts import playout


def test_a_wrong_score_and_wrong_winners_are_shown_item_by_item():
    game = REGISTRY["cassino"]
    final, transcript = playout("cassino", "conformance-1")
    scores = dict(final["scores"])
    scores["1"] += 1
    losers = [side for side in scores if side not in game.outcome(final)["winners"]]
    claim = {"finished": True, "winners": losers, "scores": scores}
    answer, _ = verify(game, {**transcript, "claim": claim})
    assert answer["valid"] is False and answer["first_illegal"] is None
    items = {item["item"]: item for item in answer["claim"]["items"]}
    assert items["finished"]["matches"] is True
    assert items["winners"]["matches"] is False
    assert items["scores.0"]["matches"] is True
    assert items["scores.1"] == {
        "item": "scores.1",
        "claimed": scores["1"],
        "actual": final["scores"]["1"],
        "matches": False,
    }


def test_winners_compare_as_a_set_and_no_claim_compares_nothing():
    game = REGISTRY["seep"]
    final, transcript = playout("seep", "conformance-1")
    winners = list(reversed(game.outcome(final)["winners"]))
    answer, _ = verify(game, {**transcript, "claim": {"winners": winners}})
    assert answer["claim"]["matches"] is True and answer["valid"] is True
    unclaimed = {key: value for key, value in transcript.items() if key != "claim"}
    answer, _ = verify(game, unclaimed)
    assert answer["claim"] is None and answer["valid"] is True


@pytest.mark.parametrize(
    ("claim", "path"),
    [
        ({"scores": {"0": 1, "1": 2, "2": 3}}, "claim.scores.2"),
        ({"scores": {"0": 1}}, "claim.scores"),
        ({"winners": ["0+2"]}, "claim.winners.0"),
    ],
)
def test_a_claim_for_the_wrong_sides_is_refused(claim, path):
    _, transcript = playout("cassino", "conformance-1")
    with pytest.raises(MalformedInput) as refused:
        verify(REGISTRY["cassino"], {**transcript, "claim": claim})
    assert refused.value.path == path
    assert refused.value.code == "unknown_side"
