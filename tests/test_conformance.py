"""Conformance: seeded random matches of every registered game, checking the invariants.

For every game and a few seeds, a whole match is played through the engine alone, picking
moves at random from the listing, and at every step:
- every listed move is accepted (a sample when the list is long);
- moves made by altering listed ones, when not themselves listed, are refused with a rule
  id and leave the state unchanged;
- every card of the game's deck is in exactly one place;
- the state survives a JSON round trip and re-validation;
- views leak no hidden card and never the seed;
- score deltas add up to the match score;
- each deal's score sheet keeps the game's invariant (Cassino 11 fixed points, Seep 100);
- the one contract: `movers` is `to_move`; the outcome is None until the match is over and
  then names sides as winners and ranks every side; every score sheet has the one shape,
  totals that add up its items and the state's scores as the match's; every event fits its
  type's schema, and every event carrying a sheet carries a final one;
and at the end the same seed and choices replay the same match byte for byte.
"""

from __future__ import annotations

import importlib
import random
from collections import Counter

import orjson
import pytest

from referee.api.rules import linked
from referee.engine import ConflictingOptions, IllegalMove, MalformedInput
from referee.engine.cards import CODES
from referee.engine.sides import side_name, side_seats
from referee.games.registry import REGISTRY
from referee.games.wire import OUTCOME, SCORE_SHEET

SEEDS = ["conformance-1", "conformance-2", "conformance-3"]
MAX_MOVES = 6000  # far above any real match: a loop that never ends is a failure
CARD_KEYS_SKIPPED = {"options", "seed", "scores"}


def cards_in(value, skip=CARD_KEYS_SKIPPED) -> Counter:
    """Every card code anywhere in a JSON value (a multiset)."""
    found: Counter = Counter()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if item in CODES:
                found[item] += 1
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(v for k, v in item.items() if k not in skip)
    return found


def canonical(value):
    """A move with its card lists in a fixed order, so sets compare as sets."""
    if isinstance(value, dict):
        return tuple(sorted((k, canonical(v)) for k, v in value.items()))
    if isinstance(value, list):
        return tuple(sorted((canonical(v) for v in value), key=repr))
    return value


def variants(move: dict, rng: random.Random, deck: list[str]) -> list[dict]:
    """Moves one step away from a listed move: another card, one card more or fewer."""
    out = []
    for key, value in move.items():
        if key in ("player", "type"):
            continue
        if isinstance(value, str) and value in CODES:
            out.append({**move, key: rng.choice(deck)})
        elif isinstance(value, list) and all(isinstance(c, str) for c in value):
            if value:
                shorter = list(value)
                shorter.pop(rng.randrange(len(shorter)))
                out.append({**move, key: shorter})
            out.append({**move, key: value + [rng.choice(deck)]})
        elif isinstance(value, int) and not isinstance(value, bool):
            out.append({**move, key: value + 1})
    return out


def hidden_cards(state: dict, seat: int | None) -> Counter:
    """Copies of each card the seat may not see (a set from a hook counts each card once)."""
    hidden = Counter(state.get("stock", []))
    for other, hand in enumerate(state["hands"]):
        if other != seat:
            hidden.update(hand)
    extra = getattr(HOOKS.get(state["game"]), "hidden_cards", None)
    if extra is not None:
        hidden.update(Counter(extra(state, seat)))
    return hidden


def leaked_cards(state: dict, view: dict, seat: int | None) -> list[str]:
    """Cards a view shows more often than the copies the seat may see.

    With one copy of each card this is any hidden card at all; with duplicates (Spite and
    Malice), a code both hidden and visible elsewhere may be shown as often as it is visible.
    """
    hidden = hidden_cards(state, seat)
    deck = cards_in(state)
    shown = cards_in(view)
    return sorted(
        card for card, count in hidden.items() if count and shown[card] > deck[card] - count
    )


def check_views(game, state: dict) -> None:
    seats = game.seat_count(state)
    for seat in [None, *range(seats)]:
        view = game.view(state, seat)
        text = orjson.dumps(view)
        assert b'"seed"' not in text, f"seed shown to seat {seat}"
        if state["seed"] and len(state["seed"]) > 3:
            assert state["seed"].encode() not in text, f"seed value shown to seat {seat}"
        leaked = leaked_cards(state, view, seat)
        assert not leaked, f"seat {seat} sees hidden cards {sorted(leaked)}"
        assert "stock" not in view, "the stock order is in a view"


def check_cards_conserved(game, state: dict, deck_counts: Counter) -> None:
    assert cards_in(state) == deck_counts, "cards are not each in exactly one place"


def check_sheet(game, state: dict, sheet: dict) -> None:
    """The one score-sheet shape: it loads unchanged, its totals add up its items, and the
    match it reports is the state's."""
    assert SCORE_SHEET.load(sheet) == sheet, "the sheet is not of the one shape"
    sides = list(state["scores"])
    assert set(sheet["totals"]) == set(sides), "a sheet's totals name every side"
    for side in sides:
        added = sum(line["points"].get(side, 0) for line in sheet["items"])
        assert sheet["totals"][side] == added, f"totals do not add up the items ({side})"
    if sheet["covers"] != "tally":
        assert sheet["match"]["scores"] == state["scores"], "the sheet's match is not the state's"
        assert sheet["match"]["finished"] == game.is_finished(state)


def check_contract(game, state: dict, events: list[dict]) -> None:
    """Turn, outcome, score sheet and events: the one contract every game keeps."""
    answered = game.turn_and_outcome(state)
    assert answered["movers"] == game.to_move(state), "`movers` is not `to_move`"
    assert answered["outcome"] == linked(game.rules, game.outcome(state))
    outcome = game.outcome(state)
    if not game.is_finished(state):
        assert outcome is None, "an outcome before the match is over"
        assert game.to_move(state), "a running match has a seat to move"
    else:
        assert OUTCOME.load(outcome) == outcome, "the outcome is not of the one shape"
        sides = list(state["scores"])
        assert outcome["winners"] and set(outcome["winners"]) <= set(sides)
        assert sorted(row["side"] for row in outcome["standings"]) == sorted(sides)
        assert all(
            row["rank"] == 1 for row in outcome["standings"] if row["side"] in outcome["winners"]
        )
        assert outcome["rule"] in game.rules, f"{outcome['rule']} is not in the catalog"
    check_sheet(game, state, game.score_sheet(state))
    for event in events:
        schema = game.event_schemas.get(event["type"])
        assert schema is not None, f"{event['type']} is no event type of {game.id}"
        assert schema.load(event) == event, f"a {event['type']} event does not fit its schema"
        if "sheet" in event:
            assert SCORE_SHEET.load(event["sheet"]) == event["sheet"]
            assert event["sheet"]["final"] is True, "an event's sheet is of a finished unit"
        if "outcome" in event:
            assert event["outcome"] == game.outcome(state), "an event's outcome is the match's"


def game_hooks(game_id: str):
    """The game's own conformance hooks: `tests/games/<id>/conformance_hooks.py`.

    Each defines SCORING_EVENT (the event that closes a scoring unit) and
    check_scoring(event) (the invariant that unit keeps), and may define
    hidden_cards(state, seat) -> what else a seat may not see (a set, or a Counter of
    copies), choose(moves, rng) -> the move its random player makes, and
    SHORT_MATCH_OPTIONS, the options of a match short enough to play whole over HTTP.
    """
    return importlib.import_module(f"tests.games.{game_id.replace('-', '_')}.conformance_hooks")


def short_match_options(game_id: str) -> dict:
    """Options for a match short enough to play whole over HTTP: the game's
    SHORT_MATCH_OPTIONS hook, or the defaults."""
    return dict(getattr(HOOKS.get(game_id), "SHORT_MATCH_OPTIONS", {}))


def choose(game_id: str, moves: list[dict], rng: random.Random) -> dict:
    """The move a random player makes: uniform, unless the game's hooks define its own player
    (`choose(moves, rng)`) because uniform play would not end in a reasonable time."""
    pick = getattr(HOOKS[game_id], "choose", None)
    return rng.choice(moves) if pick is None else pick(moves, rng)


HOOKS = {game_id: game_hooks(game_id) for game_id in REGISTRY}


def play_match(game, seed: str, check: bool = True):
    rng = random.Random(seed)
    options = game.resolve_options({})
    state = game.new_state(options, seed)
    deck_counts = cards_in(state)
    deck = sorted(deck_counts)
    scores = dict(state["scores"])
    trail = []
    scored = 0
    for _ in range(MAX_MOVES):
        if game.is_finished(state):
            break
        moves, truncated = game.moves(state)
        assert moves, "a running match must offer a legal move"
        before = orjson.dumps(state)
        if check:
            listed = {canonical(m) for m in moves}
            for move in rng.sample(moves, min(len(moves), 12)):
                assert game.parse_move(move) == move, "a listed move is not in wire form"
                game.play(state, move)  # raises if a listed move were refused
            if not truncated:
                for move in rng.sample(moves, min(len(moves), 4)):
                    for variant in variants(move, rng, deck):
                        if canonical(variant) in listed:
                            continue
                        try:
                            variant = game.parse_move(variant)
                        except MalformedInput:
                            continue
                        with pytest.raises(IllegalMove) as refused:
                            game.play(state, variant)
                        assert refused.value.rule, "a refusal must name its rule"
                        assert orjson.dumps(state) == before, "a refused move changed the state"
        move = choose(game.id, moves, rng)
        outcome = game.play(state, move)
        assert orjson.dumps(state) == before, "apply mutated its input state"
        state = outcome.state
        for side, delta in outcome.score_deltas.items():
            scores[side] = scores.get(side, 0) + delta
        trail.append((move, outcome.events, outcome.score_deltas))
        if check:
            hooks = HOOKS[game.id]
            for event in outcome.events:
                if event["type"] == hooks.SCORING_EVENT:
                    hooks.check_scoring(event)
                    scored += 1
            assert set(outcome.score_deltas) == set(state["scores"]), "deltas must name every side"
            assert scores == state["scores"], "score deltas do not add up to the match score"
            check_cards_conserved(game, state, deck_counts)
            round_tripped = orjson.loads(orjson.dumps(state))
            assert game.load_state(round_tripped) == state
            check_views(game, state)
            check_contract(game, state, outcome.events)
            assert outcome.finished == game.is_finished(state)
            if outcome.finished:
                assert outcome.result is not None
    else:
        pytest.fail(f"no end after {MAX_MOVES} moves")
    assert game.to_move(state) == []
    assert scored or not check, "the match ended without a scored deal"
    return state, trail


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
@pytest.mark.parametrize("seed", SEEDS)
def test_random_match_keeps_every_invariant(game_id, seed):
    play_match(REGISTRY[game_id], seed)


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_same_seed_same_match(game_id):
    game = REGISTRY[game_id]
    first_state, first_trail = play_match(game, "replay", check=False)
    second_state, second_trail = play_match(game, "replay", check=False)
    assert orjson.dumps(first_trail) == orjson.dumps(second_trail)
    assert orjson.dumps(first_state) == orjson.dumps(second_state)
    assert game.new_state(game.resolve_options({}), "a") != game.new_state(
        game.resolve_options({}), "b"
    )


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_every_player_count_plays_to_the_end(game_id):
    game = REGISTRY[game_id]
    for players in game.player_counts:
        options = game.resolve_options({}, players)
        state = game.new_state(options, f"players-{players}")
        rng = random.Random(players)
        for _ in range(MAX_MOVES):
            if game.is_finished(state):
                break
            moves, _ = game.moves(state)
            state = game.play(state, choose(game_id, moves, rng)).state
            game.check_state(state)
        assert game.is_finished(state)


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_described_options_are_accepted(game_id):
    game = REGISTRY[game_id]
    info = game.describe()
    assert info["players"] == list(game.player_counts)
    for option in info["options"]:
        for value in option.get("values") or [option["default"]]:
            try:
                resolved = game.resolve_options({option["name"]: value})
            except ConflictingOptions:
                continue  # e.g. a seat number beyond the default player count
            state = game.new_state(resolved, "options")
            game.check_state(state)


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_sides_and_rules_version_follow_the_one_scheme(game_id):
    game = REGISTRY[game_id]
    assert game.rules_version == f"{game_id}-1"
    for players in game.player_counts:
        state = game.new_state(game.resolve_options({}, players), "sides")
        seats = [side_seats(side) for side in state["scores"]]
        assert [side_name(group) for group in seats] == list(state["scores"]), seats
        assert sorted(seat for group in seats for seat in group) == list(range(players))
