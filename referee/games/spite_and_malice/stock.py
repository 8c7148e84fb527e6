"""The stock: its check, which recycles piles under it, and drawing from it (SAM-9.1 to SAM-9.4).

The check puts the completed piles under the stock or, when there are none, the active ones.
"""

from __future__ import annotations

from .pack import shuffle


def reshuffled(state: dict, cards: list[str]) -> list[str]:
    """`cards` shuffled with the deal's next key; counts the shuffle in the state."""
    out = shuffle(cards, state["seed"], state["deal_number"], state["shuffles"])
    state["shuffles"] += 1
    return out


def check(state: dict, need: int, events: list[dict]) -> None:
    """The stock check before a draw of `need` cards (SAM-9.1 to SAM-9.3)."""
    stock = state["stock"]
    if state["completed"]:
        if len(stock) <= state["options"]["stock_refill_threshold"] or len(stock) < need:
            cards = [card for pile in state["completed"] for card in pile["cards"]]
            state["stock"] = stock + reshuffled(state, cards)
            state["completed"] = []
            events.append({"type": "recycle", "piles": "completed", "count": len(cards)})
    elif len(stock) < need and state["center"]:
        cards = [card for pile in state["center"] for card in pile["cards"]]
        state["stock"] = stock + reshuffled(state, cards)
        state["center"] = []
        events.append({"type": "recycle", "piles": "center", "count": len(cards)})


def draw(state: dict, seat: int, need: int, kind: str, events: list[dict]) -> int:
    """The stock check, then up to `need` cards from the top into the seat's hand (SAM-9.4)."""
    check(state, need, events)
    stock = state["stock"]
    count = min(need, len(stock))
    if count:
        hands = list(state["hands"])
        hands[seat] = hands[seat] + stock[:count]
        state["hands"] = hands
        state["stock"] = stock[count:]
    events.append({"type": kind, "player": seat, "count": count})
    return count


def drawable(state: dict, need: int) -> bool:
    """Whether a draw of `need` would bring at least one card, after the stock check."""
    return bool(state["stock"] or state["completed"] or state["center"]) and need > 0
