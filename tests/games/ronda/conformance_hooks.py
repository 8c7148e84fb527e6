"""Ronda's conformance hooks: scoring steps add up, a card count counts the whole pack."""

from referee.games.ronda.seats import side_of

SCORING_EVENT = "score"


def check_scoring(event: dict) -> None:
    """RON-10.6: a step's points are its items' points together; RON-9.2: a card count has
    all 40 cards in the piles and scores each side's cards over the threshold."""
    total = {side: 0 for side in event["points"]}
    for item in event["items"]:
        assert item["rule"].startswith("RON-"), item
        assert set(item["points"]) == set(total), item
        for side, points in item["points"].items():
            assert points >= 0, item
            total[side] += points
        if item["item"] == "card_count":
            counts = item["detail"]
            assert sum(counts.values()) == 40, item
            over = 13 if len(counts) == 3 else 20
            assert item["points"] == {side: max(0, n - over) for side, n in counts.items()}, item
    assert total == event["points"], event
    assert any(event["points"].values()) or event["step"] == "card_count", event


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
