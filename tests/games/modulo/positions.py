"""Hand-built Modulo positions for the rules tests: a deal in trick play, with chosen cards."""

from __future__ import annotations

from referee.games.modulo import GAME
from referee.games.modulo.pack import PACK, SUIT
from referee.games.modulo.scoring import replay


def options(**given) -> dict:
    return GAME.resolve_options(given)


def trick_position(
    leader: int,
    turn_up: str,
    holding: dict[int, list[str]],
    void: dict[int, str] | None = None,
    bids=(2, 2, 2),
) -> dict:
    """Deal 1 in trick play, `leader` to lead: each seat holds its `holding`, the rest of the
    pack shared out so that a seat gets no more of a suit it is `void` in."""
    void = void or {}
    hands = {seat: list(holding.get(seat, [])) for seat in range(3)}
    taken = {card for cards in hands.values() for card in cards} | {turn_up}
    rest = [card for card in PACK if card not in taken]
    # Cards of a suit some seat must not get are placed first, while the others have room.
    rest.sort(key=lambda card: SUIT[card] not in void.values())
    for card in rest:
        seat = next(s for s in range(3) if len(hands[s]) < 13 and void.get(s) != SUIT[card])
        hands[seat].append(card)
    state = GAME.new_state(options(first_dealer=(leader - 1) % 3), "positions")
    state = {
        **state,
        "phase": "play",
        "to_move": [leader],
        "stock": [],
        "bids": list(bids),
        "turn_up": turn_up,
        "leader": leader,
        "hands": [sorted(hands[s], key=PACK.index) for s in range(3)],
    }
    GAME.check_state(state)
    return state


def bidding_position(*record: tuple[list, list[int]], **given) -> dict:
    """The bidding of the deal after `record`'s deals (each: bids, tricks by seat), scored."""
    state = GAME.new_state(options(**given), "positions")
    scored = [{"bids": list(bids), "tricks": list(tricks)} for bids, tricks in record]
    _, scores = replay(state["scores"], scored, state["options"], "record")
    state = {**state, "deal_number": len(record) + 1, "scores": scores, "scored_deals": scored}
    GAME.check_state(state)
    return state


def finished_position(*record: tuple[list, list[int]], **given) -> dict:
    """A game of `len(record)` deals over, each deal (bids, tricks by seat) scored (MOD-6.1)."""
    state = bidding_position(*record[:-1], deals=len(record), **given)
    bids, tricks = record[-1]
    scored = [*state["scored_deals"], {"bids": list(bids), "tricks": list(tricks)}]
    _, scores = replay(state["scores"], scored[-1:], state["options"], "record")
    state = {
        **state,
        "phase": "finished",
        "to_move": [],
        "deal_number": len(record),
        "scores": scores,
        "scored_deals": scored,
    }
    GAME.check_state(state)
    return state


def play_cards(state: dict, *plays: tuple[int, str]) -> tuple[dict, list[dict]]:
    """Play (seat, card) in order; the final state and every event."""
    events = []
    for seat, card in plays:
        outcome = GAME.play(state, {"player": seat, "type": "play", "card": card})
        state = outcome.state
        events.extend(outcome.events)
    return state, events


def bid_all(state: dict, *bids) -> tuple[dict, list[dict]]:
    """Seats 0, 1, 2 bid the given values in that order."""
    events = []
    for seat, value in enumerate(bids):
        outcome = GAME.play(state, {"player": seat, "type": "bid", "value": value})
        state = outcome.state
        events.extend(outcome.events)
    return state, events
