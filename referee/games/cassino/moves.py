"""CAS-4 the rules of play: who moves, every legal move, and what a move does."""

from __future__ import annotations

from itertools import islice

from referee.engine.cards import VALUES
from referee.engine.errors import IllegalMove
from referee.engine.game import Outcome
from referee.engine.sides import next_seat

from .captures import capture_sets, check_capture
from .deal import deal_round, start_game
from .reservations import check_reserve, reserve_moves
from .scoring import extra_game_due, game_points, match_winner, outcome, scored_game_sheet
from .seats import side_of, sides
from .subsets import FreeCards
from .table import named_cards, obligation, owned


def movers(state: dict) -> list[int]:
    """CAS-4.9: the one seat to move; nobody once the match is over."""
    return [] if state["phase"] == "finished" else [state["to_move"]]


def legal_moves(state: dict, player: int, limit: int) -> tuple[list[dict], bool]:
    """Up to `limit` legal moves of `player` (CAS-4.1), and whether the list was cut.

    In the wire form and a canonical order: card by card in hand order, its captures, then
    its reservations, then its trail.
    """
    if state["phase"] == "finished" or state["to_move"] != player:
        return [], False
    limit = max(limit, 0)
    room = limit + 1  # one move past the limit tells that the list was cut
    table, reservations = state["table"], state["reservations"]
    hand = state["hands"][player]
    own = owned(reservations, player)
    trails = own is None  # CAS-4.7 / CAS-5.6
    free = FreeCards(table)
    found: list[dict] = []
    # Cards of one value take and bundle the same sets, and even declare the same values
    # (each sees the other in hand, CAS-5.2e), so each value is worked out once. A list cut
    # short by the limit is never reused: the listing stops right after it.
    captures: dict[int, list] = {}
    reserves: dict[int, list] = {}
    for card in hand:
        v = VALUES[card]
        taken = captures.get(v)
        if taken is None:
            taken = captures[v] = list(
                islice(capture_sets(free, reservations, own, card), room - len(found))
            )
        for cards in taken:
            found.append({"player": player, "type": "capture", "card": card, "cards": list(cards)})
        if len(found) >= room:
            break
        bundles = reserves.get(v)
        if bundles is None:
            bundles = reserves[v] = list(
                islice(reserve_moves(free, reservations, own, hand, card), room - len(found))
            )
        for value, cards in bundles:
            found.append(
                {
                    "player": player,
                    "type": "reserve",
                    "card": card,
                    "cards": list(cards),
                    "value": value,
                }
            )
        if trails:
            found.append({"player": player, "type": "trail", "card": card})
        if len(found) >= room:
            break
    return found[:limit], len(found) > limit


def apply(state: dict, move: dict) -> Outcome:
    """The outcome of a move by the seat to move (CAS-4.1); the input state is not touched."""
    seat, kind, card = move["player"], move["type"], move["card"]
    players = state["options"]["players"]
    hand = state["hands"][seat]
    if card not in hand:
        raise IllegalMove("card_not_in_hand", "CAS-4.1", f"seat {seat} does not hold {card}")
    table, reservations = state["table"], state["reservations"]
    new = dict(state)
    hands = list(state["hands"])
    hands[seat] = [held for held in hand if held != card]
    new["hands"] = hands
    side = side_of(players, seat)
    if kind == "capture":
        free, reserved = check_capture(table, reservations, seat, card, move["cards"])
        events = _capture(new, state, seat, side, card, free, reserved)
    elif kind == "reserve":
        value = move["value"]
        free, reserved = check_reserve(table, reservations, seat, hand, card, move["cards"], value)
        events = _reserve(new, state, seat, card, value, free, reserved)
    else:
        own = owned(reservations, seat)
        if own is not None:
            raise obligation(reservations, seat, own)
        new["table"] = table + [card]  # CAS-4.7
        events = [{"type": "trail", "player": seat, "card": card}]
    deltas = {name: 0 for name in sides(players)}
    result = _next_turn(new, seat, players, events, deltas)
    return Outcome(new, events, deltas, new["phase"] == "finished", result)


def _capture(
    new: dict, state: dict, seat: int, side: str, card: str, free: list[int], reserved: list[int]
) -> list[dict]:
    """CAS-4.4 / CAS-4.5 / CAS-5.4: into the side's pile; steals and sweeps noted."""
    table, reservations = state["table"], state["reservations"]
    taken = named_cards(table, reservations, free, reserved)
    gone = set(free)
    new["table"] = [c for i, c in enumerate(table) if i not in gone]
    new["reservations"] = [r for j, r in enumerate(reservations) if j not in reserved]
    piles = dict(state["piles"])
    piles[side] = piles[side] + [card] + taken
    new["piles"] = piles
    new["last_capturer"] = seat
    events = [{"type": "capture", "player": seat, "side": side, "card": card, "cards": taken}]
    for j in reserved:
        if reservations[j]["owner"] != seat:
            events.append(
                {
                    "type": "steal",
                    "player": seat,
                    "owner": reservations[j]["owner"],
                    "cards": reservations[j]["cards"],
                    "value": reservations[j]["value"],
                }
            )
    if not new["table"] and not new["reservations"]:
        sweeps = dict(state["sweeps"])
        sweeps[side] += 1
        new["sweeps"] = sweeps
        events.append({"type": "sweep", "player": seat, "side": side, "sweeps": sweeps[side]})
    return events


def _reserve(
    new: dict, state: dict, seat: int, card: str, value: int, free: list[int], reserved: list[int]
) -> list[dict]:
    """CAS-5.2 / CAS-5.5: one new reservation {p} + T replaces every one it absorbs."""
    table, reservations = state["table"], state["reservations"]
    bundled = named_cards(table, reservations, free, reserved)
    gone = set(free)
    new["table"] = [c for i, c in enumerate(table) if i not in gone]
    created = {"cards": [card] + bundled, "value": value, "owner": seat}
    new["reservations"] = [r for j, r in enumerate(reservations) if j not in reserved]
    new["reservations"].append(created)
    event = {
        "type": "override" if reserved else "reserve",
        "player": seat,
        "card": card,
        "cards": bundled,
        "value": value,
    }
    if reserved:
        event["replaced"] = [reservations[j] for j in reserved]
    return [event]


def _next_turn(
    new: dict, seat: int, players: int, events: list[dict], deltas: dict[str, int]
) -> dict | None:
    """CAS-4.9 / CAS-3.6: the next seat, the next round's deal, or the end of the game."""
    if any(new["hands"]):
        new["to_move"] = next_seat(players, seat)
        return None
    leader = new["leader"]
    events.append({"type": "round_end", "game_number": new["game_number"], "round": new["round"]})
    if new["stock"]:
        new["hands"], new["stock"] = deal_round(new["stock"], leader, players)
        new["round"] += 1
        new["to_move"] = leader
        events.append(
            {
                "type": "deal",
                "game_number": new["game_number"],
                "round": new["round"],
                "leader": leader,
                "hand_counts": [len(hand) for hand in new["hands"]],
                "stock_count": len(new["stock"]),
            }
        )
        return None
    return _end_game(new, players, events, deltas)


def _end_game(new: dict, players: int, events: list[dict], deltas: dict[str, int]) -> dict | None:
    """CAS-6: the rest to the last capturer, CAS-7 scoring, CAS-8 the match or the next game."""
    last = new["last_capturer"]
    rest = new["table"] + [c for r in new["reservations"] for c in r["cards"]]
    if rest and last is not None:  # CAS-6.2 / 6.3
        side = side_of(players, last)
        piles = dict(new["piles"])
        piles[side] = piles[side] + rest
        new["piles"] = piles
        new["table"], new["reservations"] = [], []
        events.append(
            {"type": "rest_to_last_capturer", "player": last, "side": side, "cards": rest}
        )
    points = game_points(new["piles"], new["sweeps"])
    scores = {side: total + points[side] for side, total in new["scores"].items()}
    deltas.update(points)
    new["scores"] = scores
    new["ledger"] = new["ledger"] + [{"number": new["game_number"], "totals": points}]
    target = new["options"]["target_score"]
    winner = match_winner(scores, target)
    if winner is not None:  # CAS-8.3 / 8.5
        new["phase"], new["to_move"] = "finished", None
    events.append(
        {
            "type": "game_end",
            "game_number": new["game_number"],
            "piles": new["piles"],
            "sheet": scored_game_sheet(new),
            "scores": scores,
        }
    )
    if winner is not None:
        events.append(
            {"type": "match_end", "winner": winner, "scores": scores, "outcome": outcome(new)}
        )
        return {"winner": winner, "scores": scores}
    start_game(new, new["game_number"] + 1, next_seat(players, new["leader"]))  # CAS-8.2
    events.append(
        {
            "type": "deal",
            "game_number": new["game_number"],
            "round": 1,
            "leader": new["leader"],
            "table": new["table"],
            "hand_counts": [len(hand) for hand in new["hands"]],
            "stock_count": len(new["stock"]),
            "extra_game": extra_game_due(scores, target),
        }
    )
    return None
