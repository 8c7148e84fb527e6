"""Positions written as the rules file writes them (SAM-14): piles bottom to top, P1 = seat 0."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from referee.engine import IllegalMove, Outcome
from referee.games.spite_and_malice import GAME
from referee.games.spite_and_malice.pack import pack
from referee.games.spite_and_malice.seats import sides

FILLER = "9D"  # a card no vector names as a pay-off card beneath the top


def cards(text: str) -> list[str]:
    return text.split()


def payoff(top: str, count: int = 10, below: str = "") -> list[str]:
    """A pay-off pile of `count` cards with `top` face up and `below` under it."""
    under = cards(below)
    return [FILLER] * (count - 1 - len(under)) + list(reversed(under)) + [top]


def position(
    *,
    hands=None,
    payoffs=None,
    discards=None,
    center=None,
    completed=None,
    stock=None,
    options=None,
    to_move=0,
    **fields,
) -> dict:
    """A mid-turn state: defaults as SAM-14 says (P1 to move, stock of 30, other piles empty)."""
    options = GAME.resolve_options(options or {})
    players = options["players"]
    center = [cards(pile) if isinstance(pile, str) else pile for pile in (center or [])]
    completed = [cards(pile) if isinstance(pile, str) else pile for pile in (completed or [])]
    numbered = [{"pile": n + 1, "cards": pile} for n, pile in enumerate(completed + center)]
    state = {
        "game": "spite-and-malice",
        "schema_version": GAME.schema_version,
        "options": options,
        "seed": "vector",
        "phase": "play",
        "to_move": to_move,
        "hands": [cards(hand) for hand in hands]
        if hands
        else [cards("10S 10H 10C JS JH")] * players,
        "stock": cards(stock)
        if isinstance(stock, str)
        else stock
        if stock is not None
        else ["8C"] * 30,
        "scores": {side: 0 for side in sides(players)},
        "ledger": [],
        "deal_number": 1,
        "shuffles": 2,
        "payoffs": payoffs or [payoff("QH") for _ in range(players)],
        "discards": [[cards(pile) for pile in seat] for seat in discards]
        if discards
        else [[[], [], [], []] for _ in range(players)],
        "center": numbered[len(completed) :],
        "completed": numbered[: len(completed)],
        "next_pile": len(numbered) + 1,
        "turn_played": False,
        "turn_discarded": False,
        "hand_low_played": False,
        "null_turns": 0,
        "first_null": None,
        "second_chance": 0,
    }
    state.update(fields)
    return state


def conserved(state: dict) -> dict:
    """The position with every card of the packs that it does not name put in the stock, so
    that it passes the API's state check; the named cards must not exceed the packs."""
    deck = Counter(pack(state["options"]["packs"]))
    named = Counter(card for hand in state["hands"] for card in hand)
    for pile in state["payoffs"]:
        named.update(pile)
    for slots in state["discards"]:
        for pile in slots:
            named.update(pile)
    for center in state["center"] + state["completed"]:
        named.update(center["cards"])
    assert not named - deck, named - deck
    return {**state, "stock": sorted((deck - named).elements())}


def play(card: str, source: str, to, player: int = 0, **more) -> dict:
    return {"player": player, "type": "play", "card": card, "source": source, "to": to, **more}


def discard(card: str, slot: int, player: int = 0) -> dict:
    return {"player": player, "type": "discard", "card": card, "slot": slot}


def end(player: int = 0) -> dict:
    return {"player": player, "type": "end"}


def draw(player: int = 0) -> dict:
    return {"player": player, "type": "draw"}


def legal(state: dict, move: dict) -> dict:
    """The state after a legal move (the move is parsed as the API parses it)."""
    return GAME.play(state, GAME.parse_move(move)).state


def refused(state: dict, move: dict) -> str:
    """The rule a refused move cites; the state is left as it was."""
    before = repr(state)
    with pytest.raises(IllegalMove) as refusal:
        GAME.play(state, GAME.parse_move(move))
    assert repr(state) == before
    return refusal.value.rule


def pile(state: dict, number: int) -> list[str]:
    return next(p["cards"] for p in state["center"] if p["pile"] == number)


def playout(options: dict, seed: str, pick=None) -> Iterator[Outcome]:
    """Every outcome of a seeded match played to its end, by uniformly random legal moves
    unless `pick(moves, rng)` chooses them."""
    rng = random.Random(seed)
    state = GAME.new_state(GAME.resolve_options(options), seed)
    while not GAME.is_finished(state):
        moves, _ = GAME.moves(state)
        outcome = GAME.play(state, rng.choice(moves) if pick is None else pick(moves, rng))
        yield outcome
        state = outcome.state
