"""Posing Ronda positions by hand, as the rules' test vectors describe them, and playing on."""

from __future__ import annotations

from referee.games.ronda import GAME
from referee.games.ronda.declarations import holding
from referee.games.ronda.pack import PACK, RANK
from referee.games.ronda.seats import side_of, sides


def cards(text: str) -> list[str]:
    return text.split()


def position(
    players: int = 2,
    *,
    hands: list[str],
    table: str = "",
    round: int = 1,
    stock: int = 0,
    stock_top: str = "",
    piles: dict[str, int] | None = None,
    dealer: int = 0,
    to_move: int | None = None,
    phase: str = "play",
    declarations: list[str | None] | None = None,
    scores: dict[str, int] | None = None,
    previous: str | None = None,
    pending: list[int] | None = None,
    last_capturer: int | None = None,
    **options,
) -> dict:
    """A checked state: the named hands and table; the stock and piles filled with the other
    cards in pack order. `previous="capture"` makes the seat before `to_move` the maker of a
    two-card capture ending its side's pile; `"place"` the one who placed the top table card."""
    resolved = GAME.resolve_options(options, players)
    held = [cards(hand) for hand in hands]
    on_table = cards(table)
    top = cards(stock_top)
    used = {card for hand in held for card in hand} | set(on_table) | set(top)
    rest = [card for card in PACK if card not in used]
    # `stock_top` is dealt first; the rest of the stock is made up from the unnamed cards.
    stock_cards, rest = top + rest[: stock - len(top)], rest[stock - len(top) :]
    pile_sizes = piles or {side: 0 for side in sides(players)}
    filled = {}
    for side in sides(players):
        filled[side], rest = rest[: pile_sizes[side]], rest[pile_sizes[side] :]
    assert not rest, f"{len(rest)} cards left over: give the piles or stock their sizes"
    to_move = (dealer + 1) % players if to_move is None else to_move
    before = (to_move - 1) % players
    last_play = None
    if previous == "capture":
        pile = filled[side_of(players, before)]
        last_play = {
            "player": before,
            "rank": RANK[pile[-2]],
            "placed": False,
            "chain": 0,
            "taken": 2,
        }
    elif isinstance(previous, str):
        last_play = {
            "player": before,
            "rank": RANK[previous],
            "placed": True,
            "chain": 0,
            "taken": 0,
        }
    if last_capturer is None and any(filled.values()):
        last_capturer = before if previous == "capture" else dealer
    default = None if phase == "declare" else "none"
    scores = scores or {side: 0 for side in sides(players)}
    # Points already scored were carried in from an earlier deal (RON-9.4): this one is deal 2,
    # nothing scored yet.
    ledger = [{"carried": True, "deals": 1, "points": dict(scores)}] if any(scores.values()) else []
    state = {
        "game": "ronda",
        "schema_version": GAME.schema_version,
        "options": resolved,
        "seed": "posed",
        "phase": phase,
        "to_move": to_move,
        "hands": held,
        "stock": stock_cards,
        "scores": scores,
        "dealer": dealer,
        "deal_number": 2 if ledger else 1,
        "round": round,
        "table": on_table,
        "piles": filled,
        "declarations": declarations or [default] * players,
        "holdings": [
            holding(hand) if len(hand) >= 3 else {"kind": "none", "ranks": []} for hand in held
        ],
        "pending": pending or [],
        "last_play": last_play,
        "last_capturer": last_capturer,
        "winner": None,
        "deal_items": [],
        "ledger": ledger,
    }
    GAME.check_state(state)
    return state


def listed(state: dict, player: int, card: str) -> dict:
    """The listed play of `card` by `player`: the only form the referee accepts."""
    moves, _ = GAME.moves(state, player)
    return next(move for move in moves if move.get("card") == card)


def play(state: dict, player: int, card: str, takes: str | None = None):
    """Play a card as listed, checking the cards it takes when `takes` is given."""
    move = listed(state, player, card)
    if takes is not None:
        assert sorted(move["takes"]) == sorted(cards(takes)), move
    return GAME.play(state, move)


def declare(state: dict, player: int, kind: str):
    return GAME.play(state, {"player": player, "type": "declare", "kind": kind})


def declare_all(state: dict, kinds: dict[int, str]):
    """Every seat declares in play order; the outcome of the last declaration."""
    outcome = None
    while state["phase"] == "declare":
        seat = state["to_move"]
        outcome = declare(state, seat, kinds.get(seat, "none"))
        state = outcome.state
    return outcome


def plays(state: dict, sequence: list[tuple[int, str]]):
    """Several plays in turn; the outcomes."""
    outcomes = []
    for player, card in sequence:
        outcome = play(state, player, card)
        outcomes.append(outcome)
        state = outcome.state
    return outcomes
