"""Ronda's conformance hooks: a deal's sheet adds up, a card count counts the whole pack."""

from referee.games.ronda.seats import side_of
from referee.games.wire import SCORE_SHEET

SCORING_EVENT = "deal_end"


def check_scoring(event: dict) -> None:
    """RON-10.4, RON-10.6: a deal's sheet lists every scoring step, its totals are its lines'
    points together and the ledger row it adds; RON-9.2: the card count, its last line unless
    the match ended first, has all 40 cards in the piles and scores each side's cards over the
    threshold."""
    sheet = event["sheet"]
    assert SCORE_SHEET.load(sheet) == sheet
    assert sheet["covers"] == "deal" and sheet["final"], sheet
    assert sheet["number"] == event["deal_number"], sheet
    total = {side: 0 for side in sheet["totals"]}
    for item in sheet["items"]:
        assert item["rule"].startswith("RON-"), item
        assert set(item["points"]) == set(total), item
        for side, points in item["points"].items():
            assert points >= 0, item
            total[side] += points
    assert total == sheet["totals"], sheet
    if not sheet["items"] or sheet["items"][-1]["item"] != "card_count":
        # The match ended during the deal (RON-10.2, RON-10.5): nothing more was scored.
        assert sheet["match"]["finished"], sheet
    else:
        count = sheet["items"][-1]
        counts = count["detail"]
        assert counts == event["pile_counts"] and sum(counts.values()) == 40, count
        over = 13 if len(counts) == 3 else 20
        assert count["points"] == {side: max(0, n - over) for side, n in counts.items()}, count
    row = sheet["deals"][-1]
    assert row["number"] == sheet["number"] and row["totals"] == sheet["totals"], sheet
    assert row["scores"] == sheet["match"]["scores"], sheet


def hidden_cards(state: dict, seat) -> set:
    """Piles are face down (RON-0.5): only the previous play's cards stay in view."""
    players = state["options"]["players"]
    shown = set()
    last = state["last_play"]
    if last is not None and last["taken"]:
        pile = state["piles"][side_of(players, last["player"])]
        shown = set(pile[len(pile) - last["taken"] :])
    return {card for pile in state["piles"].values() for card in pile} - shown


def once_public(state: dict) -> set:
    """Every captured card was face up when it was taken (RON-5.2); its pile hides it since."""
    return {card for pile in state["piles"].values() for card in pile}
