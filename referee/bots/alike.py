"""Moves that come to the same thing, game by game: the expert rates one move of each kind."""

from __future__ import annotations

from collections.abc import Callable, Hashable

from referee.games.spite_and_malice.pack import RANK

MoveKind = Callable[[dict, dict], Hashable]


def spite_and_malice(state: dict, move: dict) -> Hashable:
    """A move known by the ranks it moves and where it lands. A card's suit plays no part once
    the deal is made (SAM-2.4 only picks who starts); a center pile is known by its size, its
    effective top (SAM-5.4), since which cards it holds counts only once it is completed and
    shuffled into the stock; discard piles holding the same ranks are alike."""
    kind = move["type"]
    if kind not in ("play", "discard"):
        return kind
    seat = move["player"]
    rank = RANK[move["card"]]
    if kind == "discard":
        return kind, rank, ranks_of(state["discards"][seat][move["slot"]])
    to = move["to"]
    if to != "new":
        to = next(len(pile["cards"]) for pile in state["center"] if pile["pile"] == to)
    source = move["source"]
    if "slot" in move:
        owner = move.get("owner", seat)
        source = (source, owner, ranks_of(state["discards"][owner][move["slot"]]))
    return kind, rank, source, to


def ranks_of(cards: list[str]) -> tuple[int, ...]:
    return tuple(RANK[card] for card in cards)


# Games where distinct moves can play alike; elsewhere every legal move is its own kind.
KINDS: dict[str, MoveKind] = {"spite-and-malice": spite_and_malice}


def one_of_each_kind(game_id: str, state: dict, moves: list[dict]) -> list[dict]:
    """The first of each kind of move in `moves`, in their order."""
    kind_of = KINDS.get(game_id)
    if kind_of is None:
        return moves
    seen: set[Hashable] = set()
    kept = []
    for move in moves:
        kind = kind_of(state, move)
        if kind not in seen:
            seen.add(kind)
            kept.append(move)
    return kept
