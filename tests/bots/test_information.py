"""Information-set safety: with a fixed seed a bot chooses the same move however the cards
hidden from its seat (other hands, the stock's order, the face-down piles, pay-off cards under
the top) lie in the state."""

from __future__ import annotations

import json
import random

import pytest

from referee.bots import LEVELS, choose_move, search
from referee.bots.search import acting_seat
from referee.engine.errors import InvalidState
from referee.games.registry import REGISTRY

CASES = [(game, n) for game in REGISTRY.values() for n in game.player_counts]
IDS = [f"{game.id}-{n}" for game, n in CASES]


def hidden_zones(game, state: dict, seat: int) -> list[list[str]]:
    """The lists of cards `seat` cannot see, as places in the state to deal them back into."""
    zones = [hand for other, hand in enumerate(state["hands"]) if other != seat]
    zones.append(state["stock"])
    if game.id == "seep":
        zones += [state["floor_down"], *state["reserves"]]
    return zones


def permuted(game, state: dict, seat: int, rng: random.Random) -> dict | None:
    """`state` with the cards hidden from `seat` shuffled among their places, each place
    keeping its size; None when no shuffle of a few gives a state the game accepts (the rules
    tie some hidden cards to their places)."""
    for _ in range(20):
        other = json.loads(json.dumps(state))
        zones = hidden_zones(game, other, seat)
        cards = [card for zone in zones for card in zone]
        rng.shuffle(cards)
        for zone in zones:
            zone[:] = [cards.pop() for _ in zone]
        if game.id == "spite-and-malice":
            # Under the tops: the pay-off cards among the pay-off piles only (SAM-1.1).
            under = [card for pile in other["payoffs"] for card in pile[:-1]]
            rng.shuffle(under)
            for pile in other["payoffs"]:
                pile[:-1] = [under.pop() for _ in pile[:-1]]
        try:
            game.check_state(other)
        except InvalidState:
            continue
        if other != state:
            return other
    return None


def positions(game, players: int, seed: str, every: int = 5, limit: int = 40):
    state = game.new_state(game.resolve_options({}, players), seed)
    rng = random.Random(seed)
    for number in range(limit):
        if game.is_finished(state):
            return
        if number % every == 0:
            yield state
        seat = acting_seat(game, state)
        state = game.play(state, choose_move(game, state, seat, "random", rng=rng)).state


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_the_choice_is_the_same_whatever_the_hidden_cards(game, players, monkeypatch):
    # A few rounds and a budget no run reaches: the expert's choice then depends on the seed
    # alone, not on how far the clock let it search.
    monkeypatch.setattr(search, "MAX_ROUNDS", 3)
    shuffler = random.Random(5)
    compared = 0
    for state in positions(game, players, "information"):
        seat = acting_seat(game, state)
        other = permuted(game, state, seat, shuffler)
        if other is None:
            continue
        assert game.view(other, seat) == game.view(state, seat)
        for level in LEVELS:
            choices = [
                choose_move(game, s, seat, level, rng=random.Random(9), budget_s=60.0)
                for s in (state, other)
            ]
            assert choices[0] == choices[1], level
        compared += 1
    assert compared >= 3


# The fewest players of each game: a search of every move to MAX_ROUNDS is slow with more.
FEWEST = [(game, min(game.player_counts)) for game in REGISTRY.values()]


@pytest.mark.parametrize(("game", "players"), FEWEST, ids=[f"{g.id}-{n}" for g, n in FEWEST])
def test_an_expert_that_stops_early_chooses_the_same_whatever_the_hidden_cards(
    game, players, monkeypatch
):
    # Rounds enough for a lead to settle after the second: where the search stops depends
    # on the values of the rounds, which must come from the view and the seed alone (and a
    # budget no run reaches, so the clock stops none).
    monkeypatch.setattr(search, "MAX_ROUNDS", 8)
    monkeypatch.setattr(search, "MIN_ROUNDS", 2)
    searched = search.search
    rounds: list[int] = []

    def counted(*args, **kwargs):
        move, done = searched(*args, **kwargs)
        rounds.append(done)
        return move, done

    monkeypatch.setattr(search, "search", counted)
    shuffler = random.Random(6)
    compared = 0
    for state in positions(game, players, "early stop"):
        seat = acting_seat(game, state)
        other = permuted(game, state, seat, shuffler)
        if other is None:
            continue
        choices = [
            choose_move(game, s, seat, "expert", rng=random.Random(4), budget_s=3600.0)
            for s in (state, other)
        ]
        assert choices[0] == choices[1]
        assert rounds[-1] == rounds[-2]  # stopped after as many rounds, early or not
        compared += 1
    assert compared >= 3
