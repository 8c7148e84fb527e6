"""Sampling conformance, every game and player count: a state sampled from a seat's view passes
the game's own check, gives exactly that view and those legal moves to the seat, and over many
draws deals every unseen card into every hidden place it could be in."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from referee.bots import choose_move
from referee.engine.cards import JOKER, VALUES
from referee.games.modulo.pack import SUIT
from referee.games.registry import REGISTRY

CASES = [(game, n) for game in REGISTRY.values() for n in game.player_counts]
IDS = [f"{game.id}-{n}" for game, n in CASES]


def positions(game, players, seed, every=7, limit=400):
    """States of a seeded match between random bots, one every `every` moves, to its end."""
    state = game.new_state(game.resolve_options({}, players), seed)
    rng = random.Random(seed)
    for number in range(limit):
        if number % every == 0 or game.is_finished(state):
            yield state
        if game.is_finished(state):
            return
        seat = game.to_move(state)[0]
        state = game.play(state, choose_move(game, state, seat, "random", rng=rng)).state


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_a_sampled_state_is_valid_and_looks_the_same_to_the_seat(game, players):
    rng = random.Random(7)
    for seed in ("sampling-1", "sampling-2"):
        for state in positions(game, players, seed):
            for seat in [*range(players), None]:
                view = game.view(state, seat)
                sampled = game.sample_state(view, rng)
                # Through JSON, as a client would post it: plain data, checked by the game.
                loaded = game.load_state(json.loads(json.dumps(sampled)))
                assert game.view(loaded, seat) == view
                if seat in game.to_move(state):
                    assert game.legal_moves(loaded, seat, 1000) == game.legal_moves(
                        state, seat, 1000
                    )


def hidden_places(game, state, seat) -> dict[str, list[str]]:
    """Where the cards a seat does not see lie, by the rules of each game's view."""
    places = {f"hands.{other}": hand for other, hand in enumerate(state["hands"]) if other != seat}
    places["stock"] = state["stock"]
    if game.id == "cassino" and state["phase"] != "finished":
        places.update({f"piles.{side}": pile for side, pile in state["piles"].items()})
    if game.id == "seep":
        places["floor_down"] = state["floor_down"]
        places.update({f"reserves.{n}": hand for n, hand in enumerate(state["reserves"])})
        if state["phase"] != "finished":
            for side, pile in state["piles"].items():
                shown = state["last_capture"]
                cut = shown["count"] if shown and side_holds(game, state, shown, side) else 0
                places[f"piles.{side}"] = pile[: len(pile) - cut]
    if game.id == "ronda":
        last = state["last_play"]
        for side, pile in state["piles"].items():
            cut = last["taken"] if last and side_holds(game, state, last, side) else 0
            places[f"piles.{side}"] = pile[: len(pile) - cut]
    if game.id == "spite-and-malice":
        places.update({f"payoffs.{n}": pile[:-1] for n, pile in enumerate(state["payoffs"])})
    return {place: cards for place, cards in places.items() if cards}


def side_holds(game, state, record, side) -> bool:
    """Whether the seat of a play record plays for `side` ("1", or "1+3")."""
    return str(record["player"]) in side.split("+")


def could_be(game, state, seat, card, place, unseen: Counter) -> bool:
    """Whether the rules let `card` lie in `place`, as far as `seat` can tell."""
    if game.id == "spite-and-malice" and not state["options"]["mixed_deck_108"]:
        # The separate pay-off pack: naturals, one of each (SAM-1.1). When the piles hold
        # (about) as many cards as that pack can have left, a card with no second copy
        # unseen is in them: elsewhere only in a few draws of a thousand.
        tops = {pile[-1] for pile in state["payoffs"] if pile}
        if place.startswith("payoffs."):
            return card != JOKER and card not in tops
        below = sum(len(pile) - 1 for pile in state["payoffs"] if pile)
        spare = len(set(unseen) - {JOKER} - tops) - below
        if spare <= 2 and card != JOKER and card not in tops:
            return unseen[card] > 1
    if game.id == "modulo" and place.startswith("hands."):
        owner = int(place.split(".")[1])
        return SUIT[card] not in modulo_voids(state)[owner]
    if game.id in ("cassino", "seep"):
        # A card every hand owed its value needs stays in those hands (CAS-5.7a, SEP-8.3).
        owed = owed_values(game, state, seat)
        value = VALUES[card]
        demand = sum(1 for _, v in owed if v == value)
        supply = sum(n for c, n in unseen.items() if VALUES[c] == value)
        if demand and demand == supply:
            return place in {f"hands.{owner}" for owner, v in owed if v == value}
        if place.startswith("hands."):
            owner = int(place.split(".")[1])
            values = [v for o, v in owed if o == owner]
            # A hand with no card to spare holds only the values it owes.
            if len(values) == len(state["hands"][owner]):
                return value in values
    return True


def owed_values(game, state, seat) -> list[tuple[int, int]]:
    if game.id == "cassino":
        owed = [(r["owner"], r["value"]) for r in state["reservations"]]
    else:
        owed = [(owner, h["value"]) for h in state["houses"] for owner in h["owners"]]
        if state["phase"] == "first_play":
            owed.append((game.view(state, None)["bidder"], state["bid"]))
    return [(owner, value) for owner, value in owed if owner != seat]


def modulo_voids(state) -> list[set[str]]:
    view = REGISTRY["modulo"].view(state, None)
    voids: list[set[str]] = [set(), set(), set()]
    plays = [(t["leader"], t["cards"]) for t in view["tricks"]]
    plays.append((view["leader"], view["trick"]))
    for leader, cards in plays:
        for i, card in enumerate(cards[1:], start=1):
            if SUIT[card] != SUIT[cards[0]]:
                voids[(leader + i) % 3].add(SUIT[cards[0]])
    return voids


@pytest.mark.parametrize(("game", "players"), CASES, ids=IDS)
def test_every_unseen_card_reaches_every_hidden_place_it_could_be_in(game, players):
    rng = random.Random(11)
    checked = 0
    # Early positions: late in a deal few cards are unseen, and what must be where follows
    # from several rules at once, beyond what `could_be` spells out.
    early = [
        state
        for seed in ("coverage-1", "coverage-2", "coverage-3")
        for state in positions(game, players, seed, every=6, limit=12)
    ]
    for state in early:
        if game.is_finished(state):
            continue
        seat = game.to_move(state)[0]
        places = hidden_places(game, state, seat)
        unseen = Counter(card for cards in places.values() for card in cards)
        reached: set[tuple[str, str]] = set()
        view = game.view(state, seat)
        for _ in range(400):
            sampled = game.sample_state(view, rng)
            for place, cards in hidden_places(game, sampled, seat).items():
                reached.update((card, place) for card in cards)
        expected = {
            (card, place)
            for card in unseen
            for place in places
            if could_be(game, state, seat, card, place, unseen)
        }
        assert expected <= reached, sorted(expected - reached)[:5]
        assert {card for card, _ in reached} == set(unseen)
        checked += 1
    assert checked >= 2
