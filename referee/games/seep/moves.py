"""The rules of play: who moves, what a seat may do and what it does (SEP-3 to SEP-11).

From the bid through the plays of a deal to its end, the baazi and the match.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import islice

from referee.engine import IllegalMove, Outcome

from . import baazi, bidding, captures, deal, houses, scoring, seats
from .combinations import Budget, canonical
from .deal import assemble, fresh_deal
from .position import Position

# Search steps one listing may spend: generous for any real table, and a hard stop on an
# adversarial one (the listing then says `truncated`).
LISTING_BUDGET = 20_000


def movers(state: dict) -> list[int]:
    """One seat moves at a time (SEP-3.9); none once the match is finished."""
    return [] if state["to_move"] is None else [state["to_move"]]


# -- listing ---------------------------------------------------------------------------------


def _moves(state: dict, player: int, budget: Budget, cap: int) -> Iterator[dict]:
    if state["phase"] == "bid":
        yield from bidding.bid_moves(player, state["hands"][player])
        return
    position = Position(state, player)
    for card in canonical(position.hand):
        yield from captures.throw_moves(position, card)
        yield from captures.capture_moves(position, card, budget, cap)
        yield from houses.house_moves(position, card, budget, cap)


def legal_moves(state: dict, player: int, limit: int) -> tuple[list[dict], bool]:
    """Up to `limit` moves, found lazily: the search stops as soon as one more move is seen."""
    if state["phase"] == "finished" or state["to_move"] != player:
        return [], False
    budget = Budget(LISTING_BUDGET)
    found = list(islice(_moves(state, player, budget, limit + 2), limit + 1))
    if not found and budget.exhausted and limit:
        # The budget ran out on an adversarial table before a move was seen: a greedy
        # complete capture still gives the seat one (an owner's key always captures).
        position = Position(state, player)
        found = [
            move
            for move in (
                captures.greedy_capture(position, card) for card in canonical(position.hand)
            )
            if move
        ][:1]
    return found[:limit], len(found) > limit or budget.exhausted


# -- applying --------------------------------------------------------------------------------


def apply(state: dict, move: dict) -> Outcome:
    kind, player = move["type"], move["player"]
    if state["phase"] == "bid":
        hand = state["hands"][player]
        if kind == "bid":
            bidding.check_bid(hand, move["value"])
            return _after_bid(state, player, move["value"])
        if kind == "redeal":
            bidding.check_redeal(hand)
            return _redeal(state, player)
        raise IllegalMove(
            "bid_first",
            "SEP-3.3",
            "the bidder must first bid a value from 9 to 13 (or ask for a redeal)",
        )
    if kind in ("bid", "redeal"):
        raise IllegalMove(
            "bid_made",
            "SEP-3.3" if kind == "bid" else "SEP-3.4",
            f"the bid ({state['bid']}) has been made; only plays follow",
        )
    position = Position(state, player)
    card = move["card"]
    if kind == "throw":
        captures.check_throw(position, card)
        return _after_play(
            state,
            position,
            card,
            [*state["loose"], card],
            state["houses"],
            None,
            {"type": "throw", "player": player, "card": card},
        )
    if kind == "capture":
        taken_houses = captures.check_capture(position, card, move["loose"], move["houses"])
        named = set(move["loose"])
        taken = canonical(move["loose"]) + [c for h in taken_houses for c in h["cards"]]
        event = {
            "type": "capture",
            "player": player,
            "card": card,
            "loose": canonical(move["loose"]),
            "houses": sorted(move["houses"]),
            "cards": taken,
        }
        return _after_play(
            state,
            position,
            card,
            [c for c in state["loose"] if c not in named],
            [h for h in state["houses"] if h["value"] not in move["houses"]],
            taken,
            event,
        )
    plan = houses.check_house(position, card, move["value"], move["loose"], move["houses"])
    built = houses.built_house(plan, move["loose"])
    named = set(move["loose"])
    remaining = [h for h in state["houses"] if h is not plan.merged and h is not plan.broken]
    event = {
        "type": "house",
        "player": player,
        "card": card,
        "value": plan.value,
        "loose": canonical(move["loose"]),
        "houses": sorted(move["houses"]),
        "method": plan.method,
        "house": {**built, "owners": list(built["owners"]), "cemented": houses.is_cemented(built)},
    }
    return _after_play(
        state,
        position,
        card,
        [c for c in state["loose"] if c not in named],
        sorted([*remaining, built], key=lambda h: h["value"]),
        None,
        event,
    )


def _outcome(old: dict, new: dict, events: list[dict]) -> Outcome:
    deltas = {side: new["scores"][side] - old["scores"][side] for side in new["scores"]}
    finished = new["phase"] == "finished"
    result = {"winner": scoring.winner(new), "scores": dict(new["scores"])} if finished else None
    return Outcome(new, events, deltas, finished, result)


def _after_bid(state: dict, player: int, value: int) -> Outcome:
    """SEP-3.5: the bid is public and the four floor cards are turned up as loose cards."""
    new = assemble(
        **{
            **state,
            "phase": "first_play",
            "bid": value,
            "floor_down": [],
            "loose": list(state["floor_down"]),
        }
    )
    events: list[dict] = [
        {"type": "bid", "player": player, "value": value},
        {"type": "reveal", "cards": list(state["floor_down"])},
    ]
    return _outcome(state, new, events)


def _redeal(state: dict, player: int) -> Outcome:
    """SEP-3.4 / SEP-2.5: the bidder shows the hand and the same dealer deals again."""
    fields, event = fresh_deal(state, state["dealer"], state["deal_number"] + 1)
    # The shown cards are public (SEP-3.4); deal_end marks the pack as gathered, so a client
    # (and a history check) knows those cards may sit in any hand from then on.
    events = [
        {"type": "redeal", "player": player, "shown": canonical(state["hands"][player])},
        {"type": "deal_end", "deal_number": state["deal_number"], "reason": "redeal"},
        event,
    ]
    return _outcome(state, assemble(**fields), events)


def _after_play(
    state: dict,
    position: Position,
    card: str,
    loose: list[str],
    house_list: list[dict],
    taken: list[str] | None,
    event: dict,
) -> Outcome:
    players, player = position.players, position.player
    play = position.play
    events = [event]
    hands = list(state["hands"])
    hands[player] = [c for c in hands[player] if c != card]
    piles, sweeps = state["piles"], state["sweeps"]
    last_capturer, last_capture = state["last_capturer"], None
    if taken is not None:
        side = seats.side_of(players, player)
        piles = {**piles, side: [*piles[side], card, *taken]}
        last_capturer = player
        last_capture = {"player": player, "count": 1 + len(taken)}
        if not loose and not house_list:
            sweeps = {**sweeps, side: [*sweeps[side], play]}
            events.append(
                {
                    "type": "sweep",
                    "player": player,
                    "side": side,
                    "play": play,
                    "points": scoring.sweep_value(play, state["options"]),
                }
            )
    fields = {
        **state,
        "hands": hands,
        "loose": loose,
        "houses": house_list,
        "piles": piles,
        "sweeps": sweeps,
        "last_capturer": last_capturer,
        "last_capture": last_capture,
        "plays": play,
        "phase": "play",
    }
    if play == 1:
        fields["hands"], fields["reserves"] = deal.deal_rest(
            players, state["dealer"], hands, state["reserves"], state["stock"]
        )
        fields["stock"] = []
        events.append(
            {
                "type": "deal",
                "stage": "rest",
                "deal_number": state["deal_number"],
                "dealer": state["dealer"],
                "hand_counts": [len(h) for h in fields["hands"]],
                "reserve_counts": [len(r) for r in fields["reserves"]],
            }
        )
    if players == 2 and play == seats.PICKUP:
        fields["hands"] = [list(r) for r in fields["reserves"]]
        fields["reserves"] = [[], []]
        events.append({"type": "pickup", "hand_counts": [len(h) for h in fields["hands"]]})
    if play == seats.PLAYS:
        return _end_of_deal(state, fields, events)
    fields["to_move"] = seats.mover(players, state["dealer"], play + 1)
    return _outcome(state, assemble(**fields), events)


def _end_of_deal(old: dict, fields: dict, events: list[dict]) -> Outcome:
    """SEP-9.4 to SEP-11: leftovers, the deal's score, the baazi test, the next dealer and deal."""
    options = fields["options"]
    players, dealer = options["players"], fields["dealer"]
    leftover = list(fields["loose"]) + [c for h in fields["houses"] for c in h["cards"]]
    if leftover:
        # A legal deal always has a capture (SEP-9.4); a hand-made one may not, and then the
        # dealer, who made the last play, takes the rest.
        taker = fields["last_capturer"] if fields["last_capturer"] is not None else dealer
        side = seats.side_of(players, taker)
        fields["piles"] = {**fields["piles"], side: [*fields["piles"][side], *leftover]}
        events.append({"type": "leftover", "player": taker, "side": side, "cards": leftover})
    fields.update(loose=[], houses=[], last_capture=None)
    _, deal_scores = scoring.deal_sheet(fields)
    totals = {side: fields["scores"][side] + deal_scores[side] for side in fields["scores"]}
    fields["scores"] = totals
    fields["ledger"] = [
        *fields["ledger"],
        {"number": fields["deal_number"], "totals": dict(deal_scores)},
    ]
    # A redeal (SEP-2.5) never reaches here, so only completed deals are counted.
    fields["baazi_deals"] = fields["baazi_deals"] + 1
    reason = baazi.baazi_end(options, totals, fields["baazi_deals"])
    won = fields["baazis_won"]
    if reason is not None:
        leader = baazi.leader(totals)
        won = {**won, leader: won[leader] + 1}
        fields["baazis_won"] = won
    over = reason is not None and baazi.match_over(options, won)
    if over:
        fields.update(phase="finished", to_move=None)
    scored = assemble(**fields)
    events.append(
        {
            "type": "round_end",
            "deal_number": fields["deal_number"],
            "sheet": scoring.deal_score_sheet(scored, final=True),
            "deal_scores": deal_scores,
            "totals": totals,
        }
    )
    if reason is not None:
        events.append(
            {
                "type": "game_end",
                "winner": baazi.leader(totals),
                "reason": reason,
                "totals": totals,
                "baazis_won": dict(won),
            }
        )
    if over:
        events.append(
            {
                "type": "match_end",
                "winner": scoring.winner(scored),
                "scores": dict(totals),
                "baazis_won": dict(won),
                "outcome": scoring.outcome(scored),
            }
        )
        return _outcome(old, scored, events)
    if reason is not None:
        next_dealer = deal.next_baazi_dealer(players, dealer, totals)
        fields["scores"] = {side: 0 for side in totals}  # SEP-11.4
        fields["baazi_deals"] = 0
    else:
        next_dealer = deal.next_dealer(players, dealer, totals)
    fresh, event = fresh_deal(fields, next_dealer, fields["deal_number"] + 1)
    events.append(event)
    return _outcome(old, assemble(**fresh), events)
