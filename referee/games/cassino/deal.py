"""CAS-3 deals: a new match, the leader of its first game, and the deal of a game and a round."""

from __future__ import annotations

from referee.engine.cards import standard_deck
from referee.engine.shuffle import deal_seed, shuffled
from referee.engine.states import in_order, match_fields, match_opening

from .seats import sides

ROUNDS = {2: 6, 4: 2}  # CAS-3.1: rounds in a game
HAND_SIZE = {2: 4, 4: 6}  # CAS-3.3: cards dealt to each hand each round
TABLE_START = 4  # CAS-3.3: cards dealt face up once per game

# Game numbers start at 1, which leaves deal number 0 free for drawing the first leader.
_LEADER_DRAW = 0

# The fields of a match's state after `game` and `schema_version`, in the state's order.
_MATCH_FIELDS = match_fields(
    "ledger",
    "game_number",
    "round",
    "leader",
    "table",
    "reservations",
    "piles",
    "sweeps",
    "last_capturer",
)


def new_match(options: dict, seed: str) -> dict:
    """A match with no points yet and its first game dealt (CAS-3.2, CAS-2.4)."""
    players = options["players"]
    first = options["first_player"]
    match = {**match_opening(options, seed, sides(players)), "ledger": []}
    start_game(match, 1, first_leader(seed, players) if first == "random" else first)
    return in_order(match, _MATCH_FIELDS)


def first_leader(seed: str, players: int) -> int:
    """CAS-2.4 / D-22: the `random` first leader, drawn from the seed so replays agree."""
    return int.from_bytes(deal_seed(seed, _LEADER_DRAW)[:8], "big") % players


def start_game(state: dict, game_number: int, leader: int) -> None:
    """CAS-3.2: a fresh game in `state` (a new dict being built): new shuffle, nothing kept."""
    players = state["options"]["players"]
    table, hands, stock = deal_game(state["seed"], game_number, leader, players)
    state.update(
        {
            "phase": "play",
            "to_move": leader,
            "hands": hands,
            "stock": stock,
            "game_number": game_number,
            "round": 1,
            "leader": leader,
            "table": table,
            "reservations": [],
            "piles": {side: [] for side in sides(players)},
            "sweeps": {side: 0 for side in sides(players)},
            "last_capturer": None,
        }
    )


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
