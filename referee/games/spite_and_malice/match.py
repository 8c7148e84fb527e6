"""A match: the fresh state, each deal in turn, one action in and one outcome out, and the end of deals and match (SAM-2.1, SAM-10.1, SAM-11.1)."""

from __future__ import annotations

from referee.engine import Outcome

from . import actions, scoring, turns
from .deal import deal_zones, first_player
from .seats import sides

FIELDS = (
    "game",
    "schema_version",
    "options",
    "seed",
    "phase",
    "to_move",
    "hands",
    "stock",
    "scores",
    "deal_number",
    "shuffles",
    "payoffs",
    "discards",
    "center",
    "completed",
    "next_pile",
    "turn_played",
    "turn_discarded",
    "hand_low_played",
    "null_turns",
    "first_null",
    "second_chance",
)

ACTIONS = {
    "play": actions.play,
    "discard": actions.discard,
    "draw": actions.draw,
    "end": actions.end,
}


def ordered(state: dict) -> dict:
    return {name: state[name] for name in FIELDS}


def deal(state: dict, deal_number: int, events: list[dict]) -> None:
    """SAM-2.1, SAM-2.2 and SAM-11.2: a fresh deal from separated packs, and its first turn."""
    options, seed = state["options"], state["seed"]
    zones = deal_zones(options, seed, deal_number)
    first, payoffs, shuffles, reshuffled = first_player(
        zones["payoffs"], options, seed, deal_number, zones["shuffles"]
    )
    players = options["players"]
    state.update(
        phase="play",
        hands=zones["hands"],
        stock=zones["stock"],
        deal_number=deal_number,
        shuffles=shuffles,
        payoffs=payoffs,
        discards=[[[], [], [], []] for _ in range(players)],
        center=[],
        completed=[],
        next_pile=1,
        **turns.BOOKKEEPING,
    )
    events.append(
        {
            "type": "deal",
            "deal": deal_number,
            "first": first,
            "payoff_tops": [pile[-1] for pile in payoffs],
            "payoff_counts": [len(pile) for pile in payoffs],
            "reshuffled": reshuffled,
            "hand_counts": [len(h) for h in zones["hands"]],
        }
    )
    turns.start(state, first, events)


def new_state(game_id: str, options: dict, seed: str) -> dict:
    state = {
        "game": game_id,
        "schema_version": 1,
        "options": dict(options),
        "seed": seed,
        "scores": {side: 0 for side in sides(options["players"])},
    }
    deal(state, 1, [])
    return ordered(state)


def apply(state: dict, move: dict) -> Outcome:
    """One action of the mover; IllegalMove (nothing changed) if the rules forbid it."""
    working = dict(turns.with_bookkeeping(state))
    events: list[dict] = []
    winner = ACTIONS[move["type"]](working, move, events)
    deltas = {side: 0 for side in state["scores"]}
    result = None
    if winner is not None:
        result = end_deal(working, winner, deltas, events)
    return Outcome(ordered(working), events, deltas, result is not None, result)


def end_deal(state: dict, winner: str, deltas: dict, events: list[dict]) -> dict | None:
    """SAM-10.3: score the deal; then the match ends, or the next deal is dealt (SAM-11.1, SAM-11.2)."""
    options = state["options"]
    players = options["players"]
    left = scoring.payoff_left(players, state["payoffs"])
    items = scoring.deal_items(players, left, winner, options["plus_five"])
    points = scoring.totals(items)
    state["scores"] = {side: state["scores"][side] + points[side] for side in state["scores"]}
    for side, gained in points.items():
        deltas[side] += gained
    events.append(
        {
            "type": "deal_end",
            "deal": state["deal_number"],
            "winner": winner,
            "payoff_left": left,
            "plus_five": options["plus_five"],
            "items": items,
            "points": points,
        }
    )
    if not scoring.match_over(options, state["scores"], state["deal_number"]):
        deal(state, state["deal_number"] + 1, events)
        return None
    state["phase"], state["to_move"] = "finished", None
    result = {"winner": scoring.match_winner(state["scores"]), "scores": dict(state["scores"])}
    events.append({"type": "match_end", **result})
    return result
