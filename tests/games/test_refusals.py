"""Every refusal cites the rule its game's citation order gives (RON-0.7, SAM-0.7, MOD-4.11).

In seeded positions of every game and player count, the moves listed for the movers and an
example of every move type are sent by every seat, in every phase, and after the end; each
refusal the order decides must cite its rule and leave the state unchanged, and every row
of the order must decide some refusal.
"""

from __future__ import annotations

import importlib
import random

import orjson
import pytest

from referee.engine import MalformedInput
from referee.engine.citations import OVER, RULES, TURN, Citation, CitationOrder
from referee.games.registry import REGISTRY
from tests.refusals import cited_by_order, predicted_rows
from tests.test_conformance import MAX_MOVES, choose, short_match_options

POSITIONS = 24  # sampled from each seeded match
LISTED = 6  # listed moves of the movers sent by every seat, at each position
EXAMPLES = 3  # examples of each move type, collected over the matches


def match(game, players: int, seed: str) -> list[dict]:
    """Every state of a seeded match played to its end by the game's random player."""
    rng = random.Random(seed)
    state = game.new_state(game.resolve_options(short_match_options(game.id), players), seed)
    states = [state]
    for _ in range(MAX_MOVES):
        if game.is_finished(state):
            break
        moves, _ = game.moves(state)
        state = game.play(state, choose(game.id, moves, rng)).state
        states.append(state)
    assert game.is_finished(state), f"{game.id}: no end within {MAX_MOVES} moves"
    return states


def sample(states: list[dict], rng: random.Random) -> list[dict]:
    running = states[:-1]
    return [*rng.sample(running, min(POSITIONS, len(running))), states[-1]]


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_refusals_from_every_seat_cite_the_rule_of_the_citation_order(game_id):
    game = REGISTRY[game_id]
    order = game.citations
    assert order is not None
    rng = random.Random(f"refusals-{game_id}")
    matches = [match(game, players, f"refusals-{players}") for players in game.player_counts]
    examples: dict[str, list[dict]] = {}
    for states in matches:
        for state in states:
            for move in game.moves(state)[0]:
                found = examples.setdefault(move["type"], [])
                if len(found) < EXAMPLES and move not in found:
                    found.append(move)
    decided: dict[Citation, int] = {}
    for states in matches:
        for state in sample(states, rng):
            listed = game.moves(state)[0]
            sent = rng.sample(listed, min(LISTED, len(listed)))
            sent += [move for found in examples.values() for move in found]
            before = orjson.dumps(state)
            for seat in range(game.seat_count(state)):
                for move in sent:
                    move = {**move, "player": seat}
                    try:
                        expected = cited_by_order(game, state, move)
                        if expected is None:
                            continue
                        violation = game.check(state, move)
                    except MalformedInput:
                        continue  # a field naming what this table has not (a fifth seat)
                    row, rule = expected
                    context = (state["phase"], game.to_move(state), move, row.text)
                    assert violation is not None, context
                    assert violation.rule == rule, (violation, context)
                    assert orjson.dumps(state) == before, context
                    decided[row] = decided.get(row, 0) + 1
    missed = [row.text for row in predicted_rows(order) if row not in decided]
    assert not missed, f"rows of {game_id}'s order no position reached: {missed}"


def test_every_move_type_of_every_game_has_a_turn_or_rules_row_for_a_seat_not_to_move():
    for game in REGISTRY.values():
        order = game.citations
        assert isinstance(order, CitationOrder), game.id
        # The floor plan: each package keeps its order in its topic module refusals.py.
        package = game.id.replace("-", "_")
        refusals = importlib.import_module(f"referee.games.{package}.refusals")
        assert refusals.CITATION_ORDER is order, game.id
        assert order.over_rule == game.over_rule, game.id
        for kind in game.move_schemas:
            rows = [row for row in order.rows if row.covers(kind) and row.kind in (TURN, RULES)]
            assert rows, (game.id, kind)
        assert game.turn_rule in {row.rule for row in order.rows if row.kind == TURN}, game.id
        assert [row.kind for row in order.rows].count(OVER) == 1
        for row in order.rows:
            for rule in row.rules:
                assert game.rules.get(rule) is not None, (game.id, rule)
