"""The rules of play: who moves, the moves listed, and a move refereed in MOD-4.11's order."""

from __future__ import annotations

from referee.engine import IllegalMove, Outcome

from . import bidding, deal, scoring, tricks
from .pack import SUIT, TRICKS_PER_DEAL
from .seats import SEATS, SIDES

# Every field of a state in its order: a deal's end rebuilds the state in this order.
STATE_FIELDS = ("game", "schema_version", *deal.FIELDS)


def movers(state: dict) -> list[int]:
    """MOD-3.3, MOD-4.3: every seat yet to bid while bidding, else the seat to play."""
    return list(state["to_move"])


def legal_moves(state: dict, player: int, limit: int) -> tuple[list[dict], bool]:
    """The moves of one seat in canonical order: its bids (2, 3, 4, ALL) or its playable cards."""
    if state["phase"] == "bid" and state["bids"][player] is None:
        moves = bidding.bid_moves(state["options"], state["scores"], player)
    elif state["phase"] == "play" and state["to_move"][0] == player:
        moves = [
            {"player": player, "type": "play", "card": card}
            for card in tricks.playable(state["hands"][player], state["trick"])
        ]
    else:
        return [], False
    return moves[:limit], len(moves) > limit


def apply(state: dict, move: dict) -> Outcome:
    """MOD-4.11 (MOD-8.20): the first row of the table that applies is the rule cited."""
    seat = move["player"]
    if state["phase"] == "finished":
        raise IllegalMove("game_over", "MOD-6.1", "the game is over; no bid or play can be made")
    if move["type"] == "bid":
        if state["phase"] != "bid":
            raise IllegalMove(
                "not_bidding",
                "MOD-3.9",
                "bids are made only before a deal, while bidding is on; the "
                "cards of this deal are being played",
            )
        bidding.check_bid(state["options"], state["scores"], state["bids"], seat, move["value"])
        return _bid(state, seat, move["value"])
    if state["phase"] == "bid":
        raise IllegalMove(
            "bidding_in_progress",
            "MOD-3.8",
            "no card may be played while bidding is on: no hands are dealt yet "
            f"(waiting for the bids of seat {_seats(state['to_move'])})",
        )
    turn = state["to_move"][0]
    if seat != turn:
        raise IllegalMove(
            "not_your_turn", "MOD-4.4", f"seat {seat} may not play now; it is seat {turn}'s turn"
        )
    tricks.check_play(state["hands"][seat], state["trick"], seat, move["card"])
    return _play(state, seat, move["card"])


def _bid(state: dict, seat: int, value) -> Outcome:
    bids = bidding.with_bid(state["bids"], seat, value)
    events = [{"type": "bid", "player": seat}]
    still = bidding.waiting(bids)
    if still:
        return Outcome({**state, "bids": bids, "to_move": still}, events, _no_change())
    # MOD-3.5, MOD-2.4: the third bid reveals all three at once; only then is the pack dealt.
    number = state["deal_number"]
    dealer = deal.dealer_of(state["options"], number)
    hands, turn_up = deal.deal(state["stock"], state["seed"], number, dealer)
    first = deal.first_leader(dealer)
    events.append({"type": "reveal", "deal": number, "bids": bids})
    events.append(
        {
            "type": "deal",
            "deal": number,
            "dealer": dealer,
            "turn_up": turn_up,
            "trump": SUIT[turn_up],
            "hand_counts": [len(hand) for hand in hands],
            "leader": first,
        }
    )
    new = {
        **state,
        "phase": "play",
        "to_move": [first],
        "hands": hands,
        "stock": [],
        "bids": bids,
        "turn_up": turn_up,
        "leader": first,
    }
    return Outcome(new, events, _no_change())


def _play(state: dict, seat: int, card: str) -> Outcome:
    hands = list(state["hands"])
    hands[seat] = [c for c in hands[seat] if c != card]
    trick = [*state["trick"], card]
    events = [{"type": "play", "player": seat, "card": card}]
    lead = state["leader"]
    if len(trick) < SEATS:
        new = {**state, "to_move": [tricks.to_play(lead, trick)], "hands": hands, "trick": trick}
        return Outcome(new, events, _no_change())
    won = tricks.winner(lead, trick, SUIT[state["turn_up"]])
    done = [*state["tricks"], trick]
    events.append(
        {"type": "trick", "number": len(done), "leader": lead, "cards": trick, "winner": won}
    )
    new = {**state, "to_move": [won], "hands": hands, "leader": won, "trick": [], "tricks": done}
    if len(done) < TRICKS_PER_DEAL:
        return Outcome(new, events, _no_change())
    return _end_of_deal(new, events)


def _end_of_deal(state: dict, events: list[dict]) -> Outcome:
    """MOD-4.10, MOD-5, MOD-2.2: score the deal, then the next deal's bidding or the end."""
    options, number = state["options"], state["deal_number"]
    taken = tricks.taken(deal.first_leader_of(state), state["tricks"], SUIT[state["turn_up"]])
    found = scoring.deal_results(state["scores"], state["bids"], taken, options["sweep_points"])
    scores = {side: found[seat]["after"] for seat, side in enumerate(SIDES)}
    deltas = {side: found[seat]["points"] for seat, side in enumerate(SIDES)}
    scored = [*state["scored_deals"], {"bids": list(state["bids"]), "tricks": taken}]
    base = {**state, "scores": scores, "scored_deals": scored}
    result = None
    if number < options["deals"]:
        new = _ordered({**base, **deal.bidding_phase(number + 1)})
        after = {
            "type": "bidding",
            "deal": number + 1,
            "dealer": deal.dealer_of(options, number + 1),
            "all_bid_eligible": bidding.all_bid_open_to(options, scores),
        }
    else:
        # MOD-6.1: the last deal is scored; the pack is gathered and no move can follow.
        new = _ordered({**base, **deal.bidding_phase(number), "phase": "finished", "to_move": []})
        result = scoring.result(scores)
        after = {"type": "game_end", "result": result, "outcome": scoring.outcome(new)}
    events.append(
        {
            "type": "deal_end",
            "deal": number,
            "bids": list(state["bids"]),
            "tricks": taken,
            "sheet": scoring.deal_end_sheet(new),
            "score_deltas": deltas,
            "scores": scores,
        }
    )
    events.append(after)
    return Outcome(new, events, deltas, result is not None, result)


def _ordered(state: dict) -> dict:
    return {key: state[key] for key in STATE_FIELDS}


def _no_change() -> dict[str, int]:
    return {side: 0 for side in SIDES}


def _seats(seats: list[int]) -> str:
    return ", ".join(str(seat) for seat in seats)
