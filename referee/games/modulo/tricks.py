"""Trick play: following suit, the winner of a trick, and who plays next (MOD-4)."""

from __future__ import annotations

from referee.engine import IllegalMove

from .pack import PACK_SET, STRENGTH, SUIT, SUIT_NAMES, in_pack_order, quoted
from .seats import SEATS


def playable(hand: list[str], trick: list[str]) -> list[str]:
    """MOD-4.5-4.7: any card to lead; a follower holding the led suit must play one of it."""
    if trick:
        led = SUIT[trick[0]]
        following = [card for card in hand if SUIT[card] == led]
        if following:
            return in_pack_order(following)
    return in_pack_order(hand)


def winner(leader: int, cards: list[str], trump: str) -> int:
    """MOD-4.8: the highest trump, else the highest card of the led suit; `cards` in play order."""
    best = 0
    for i in range(1, len(cards)):
        card, top = cards[i], cards[best]
        if SUIT[card] == SUIT[top]:
            if STRENGTH[card] > STRENGTH[top]:
                best = i
        elif SUIT[card] == trump:  # the first trump on a trick led in another suit
            best = i
    return (leader + best) % SEATS


def completed(first: int, done: list[list[str]], trump: str) -> list[dict]:
    """Each completed trick (its cards in the order played) with its leader and winner: the
    first led by `first`, each later one by the winner of the one before (MOD-4.2, MOD-4.9)."""
    out, lead = [], first
    for cards in done:
        won = winner(lead, cards, trump)
        out.append({"leader": lead, "cards": list(cards), "winner": won})
        lead = won
    return out


def taken(first: int, done: list[list[str]], trump: str) -> list[int]:
    """MOD-4.9: how many of the completed tricks each seat took."""
    counts = [0] * SEATS
    for trick in completed(first, done, trump):
        counts[trick["winner"]] += 1
    return counts


def to_play(leader: int, trick: list[str]) -> int:
    """MOD-4.3: after the leader, each player to the left in turn."""
    return (leader + len(trick)) % SEATS


def check_play(hand: list[str], trick: list[str], seat: int, card) -> None:
    """The play rows of MOD-4.11's table after the turn: a play card, held, following suit."""
    if card not in PACK_SET:
        raise IllegalMove(
            "not_a_play_card",
            "MOD-1.4",
            f"{quoted(card)} is not one of the 40 play cards (ranks A K Q J 10 9 8 7 6 5 "
            "of S H D C)",
        )
    if card not in hand:
        raise IllegalMove("not_in_hand", "MOD-4.1", f"{card} is not in seat {seat}'s hand")
    if trick and SUIT[card] != SUIT[trick[0]] and any(SUIT[c] == SUIT[trick[0]] for c in hand):
        raise IllegalMove(
            "revoke",
            "MOD-4.6",
            f"seat {seat} holds {SUIT_NAMES[SUIT[trick[0]]]} and must follow suit to "
            f"{trick[0]}; {card} is a revoke",
        )
