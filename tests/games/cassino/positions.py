"""Hand-built Cassino positions for the rules tests: name what matters, the rest is filled in."""

from __future__ import annotations

import copy
import json

from referee.engine.cards import standard_deck
from referee.games.cassino import GAME
from referee.games.cassino.deal import HAND_SIZE, ROUNDS
from referee.games.cassino.seats import sides


def position(
    table=(),
    hands=None,
    *,
    players=2,
    to_move=0,
    leader=None,
    reservations=(),
    round_=None,
    scores=None,
    target=21,
    piles=None,
    sweeps=None,
    last_capturer="auto",
    game_number=None,
    ledger=None,
    first_player="random",
):
    """A state that passes check_state, with exactly the named cards where they are named.

    `hands` maps seats to their hands; seats not named get filler cards so that hand sizes
    fit CAS-3.7, taking the mover's hand size (or the largest named one) as the measure.
    Unnamed cards go to the stock (as many as the round needs), then to the pile of the
    last capturer's side (seat 0 unless named), as if captured earlier in the game.
    `scores` come from games already played: `ledger` names them, or `finished_games`
    makes them up (game 1 only when the scores are 0), and `game_number` follows them
    unless named.
    """
    hands = dict(hands or {})
    leader = to_move if leader is None else leader
    reservations = [
        dict(cards=list(r[0]), value=r[1], owner=r[2]) if isinstance(r, tuple) else r
        for r in reservations
    ]
    used = set(table) | {c for r in reservations for c in r["cards"]}
    used |= {c for hand in hands.values() for c in hand}
    for pile in (piles or {}).values():
        used |= set(pile)
    spare = [c for c in standard_deck() if c not in used]
    size = len(hands[to_move]) if to_move in hands else max([len(h) for h in hands.values()] or [1])
    # CAS-3.7: seats from the leader up to the mover have played in this pass and hold
    # one card fewer than the mover and those after it.
    full_hands = []
    order = [(leader + i) % players for i in range(players)]
    played = order[: order.index(to_move)]
    for seat in range(players):
        want = size - 1 if seat in played else size
        hand = list(hands.get(seat, []))
        while len(hand) < want:
            hand.append(spare.pop())
        full_hands.append(hand)
    rounds = ROUNDS[players]
    round_ = rounds if round_ is None else round_
    stock_count = (rounds - round_) * players * HAND_SIZE[players]
    stock = [spare.pop() for _ in range(stock_count)]
    side_names = sides(players)
    scores = dict(scores or {side: 0 for side in side_names})
    if ledger is None:
        ledger = finished_games(scores, 0 if game_number is None else game_number - 1)
    game_number = len(ledger) + 1 if game_number is None else game_number
    pile_map = {side: list((piles or {}).get(side, [])) for side in side_names}
    if last_capturer == "auto":
        last_capturer = 0 if spare or any(pile_map.values()) else None
    pile_map[
        side_names[0] if last_capturer is None else side_names[last_capturer % len(side_names)]
    ] += spare
    return {
        "game": "cassino",
        "schema_version": GAME.schema_version,
        "options": {"players": players, "target_score": target, "first_player": first_player},
        "seed": "test",
        "phase": "play",
        "to_move": to_move,
        "hands": full_hands,
        "stock": stock,
        "scores": scores,
        "ledger": ledger,
        "game_number": game_number,
        "round": round_,
        "leader": leader,
        "table": list(table),
        "reservations": reservations,
        "piles": pile_map,
        "sweeps": dict(sweeps or {side: 0 for side in side_names}),
        "last_capturer": last_capturer,
    }


def finished_games(scores, games=0):
    """A ledger of at least `games` games adding up to `scores`, each scoring at most the 35
    points a game can (CAS-7.9), shared out as evenly as the points allow."""
    total = sum(scores.values())
    games = max(games, -(-total // 35))
    return [
        {
            "number": n + 1,
            "totals": {
                side: points * (n + 1) // games - points * n // games
                for side, points in scores.items()
            },
        }
        for n in range(games)
    ]


def reserved_midround():
    """Seat 0 to move mid-round, two free cards, and seat 1's reservation {AC 3H}=4."""
    return position(
        ["5D", "KC"],
        {0: ["4H", "7S", "9C"], 1: ["4D", "8S", "QH"]},
        reservations=[(["AC", "3H"], 4, 1)],
        to_move=0,
    )


def checked(state):
    """The state through the wire: parsed, checked (422 on any inconsistency)."""
    return GAME.load_state(json.loads(json.dumps(state)))


def play(state, move):
    """Referee one posted move (parsed like the API does) and return the Outcome."""
    return GAME.play(state, GAME.parse_move(copy.deepcopy(move)))


def violation(state, move):
    """(code, rule) of an illegal move, or None when it is legal."""
    found = GAME.check(state, GAME.parse_move(copy.deepcopy(move)))
    return None if found is None else (found.code, found.rule)


def moves_of(state, seat=None, card=None, kind=None, limit=1000):
    seat = state["to_move"] if seat is None else seat
    listed, _ = GAME.legal_moves(state, seat, limit)
    return [
        m
        for m in listed
        if (card is None or m["card"] == card) and (kind is None or m["type"] == kind)
    ]


def card_sets(moves):
    """The set of table-card sets of a list of moves."""
    return {frozenset(m.get("cards", ())) for m in moves}


def capture(card, cards, player=0):
    """A capture move in the wire form (CAS-4.2)."""
    return {"player": player, "type": "capture", "card": card, "cards": cards}


def reserve(card, cards, value, player=0):
    """A reserve move in the wire form (CAS-4.2)."""
    return {"player": player, "type": "reserve", "card": card, "cards": cards, "value": value}


def trail(card, player=0):
    """A trail move in the wire form (CAS-4.2)."""
    return {"player": player, "type": "trail", "card": card}


def playout(players, seed, rng):
    """A match from a fresh deal to its end with `rng`'s choice of legal moves: each state
    with the Outcome of the move made from it."""
    state = GAME.new_state(GAME.resolve_options({"players": players}), seed)
    while not GAME.is_finished(state):
        moves, _ = GAME.legal_moves(state, state["to_move"], 1000)
        out = GAME.play(state, rng.choice(moves))
        yield state, out
        state = out.state
