"""CAS-3 deals: the leader of the first game, the canonical deal of a game and of a round."""

from __future__ import annotations

from ...engine.cards import standard_deck
from ...engine.shuffle import deal_seed, shuffled
from .sides import HAND_SIZE, TABLE_START

# Game numbers start at 1, which leaves deal number 0 free for drawing the first leader.
_LEADER_DRAW = 0


def first_leader(seed: str, players: int) -> int:
    """CAS-2.4 / D-22: the `random` first leader, drawn from the seed so replays agree."""
    return int.from_bytes(deal_seed(seed, _LEADER_DRAW)[:8], "big") % players


def deal_round(stock: list[str], leader: int, players: int) -> tuple[list[list[str]], list[str]]:
    """CAS-3.4: one block of cards per hand, in turn order from the leader; the rest stays."""
    size = HAND_SIZE[players]
    hands: list[list[str]] = [[] for _ in range(players)]
    for i in range(players):
        hands[(leader + i) % players] = stock[i * size : (i + 1) * size]
    return hands, stock[players * size :]


def deal_game(
    seed: str, game_number: int, leader: int, players: int
) -> tuple[list[str], list[list[str]], list[str]]:
    """CAS-3.2 to 3.4: one fresh shuffle per game; the table gets d1-d4, then the hands."""
    pack = shuffled(standard_deck(), deal_seed(seed, game_number))
    hands, stock = deal_round(pack[TABLE_START:], leader, players)
    return pack[:TABLE_START], hands, stock
