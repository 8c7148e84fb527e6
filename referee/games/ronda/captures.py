"""A played card's steal, capture or place (RON-5.2), and its Este, Mesa or last-play points."""

from __future__ import annotations

from typing import NamedTuple

from referee.engine import IllegalMove
from referee.engine.sheets import SheetItem, item

from .options import CHAIN_POINTS
from .pack import INDEX, RANK, RUN_INDEX
from .scoring import penalty_item
from .seats import side_of, sides

PLACE, CAPTURE, STEAL = "place", "capture", "steal"
# Chain levels of a play: 1 an Este (or Two), 2 a Five (or Six), 3 a Ten (or Eleven).
CHAIN_NAMES = {1: "este", 2: "five", 3: "ten"}
# Their names when the same play also leaves the table empty (RON-7.2).
WITH_MESA = {0: "mesa", 1: "two", 2: "six", 3: "eleven"}
CHAIN_RULES = {1: "RON-6.1", 2: "RON-6.3", 3: "RON-6.4"}
CHAIN_WORDS = {1: "Este", 2: "Five", 3: "Ten"}


class Effect(NamedTuple):
    """The one thing a card can do in a position (RON-5.2), and the cards it takes."""

    action: str
    taken: tuple[str, ...]  # table cards, or for a steal the cards the previous play moved
    chain: int  # 0, or the level of the Este / Five / Ten it makes


def by_run_index(table: list[str]) -> dict[int, str]:
    """The table by run position: at most one card a rank (RON-5.7)."""
    return {INDEX[card]: card for card in table}


def effect(
    card: str,
    by_index: dict[int, str],
    last_play: dict | None,
    piles: dict[str, list[str]],
    players: int,
) -> Effect:
    """RON-5.2: a steal when the chain allows one, else a capture of the matching card and
    the run above it, else the card is placed. Nothing here is the player's choice (RON-5.4,
    RON-6.5); which card to play is (RON-5.5)."""
    rank = RANK[card]
    if last_play is not None and last_play["chain"] and last_play["rank"] == rank:
        level = last_play["chain"] + 1
        # Five needs three players or more, Ten four (RON-6.3, RON-6.4, RON-6.6).
        if (level == 2 and players >= 3) or (level == 3 and players == 4):
            pile = piles[side_of(players, last_play["player"])]
            return Effect(STEAL, tuple(pile[len(pile) - last_play["taken"] :]), level)
    index = RUN_INDEX[rank]
    if index not in by_index:
        return Effect(PLACE, (), 0)
    taken = []
    # RON-5.3, RON-5.6: upwards from the matched card, stopping at a gap or after K.
    while index in by_index:
        taken.append(by_index[index])
        index += 1
    este = last_play is not None and last_play["placed"] and last_play["rank"] == rank
    return Effect(CAPTURE, tuple(taken), 1 if este else 0)


def check_takes(card: str, named: list[str], found: Effect) -> None:
    """The cards a move names must be exactly those the card takes (RON-5.4, RON-6.5)."""
    if len(named) == len(found.taken) and set(named) == set(found.taken):
        return
    shown = " ".join(found.taken)
    if found.action == STEAL:
        raise IllegalMove(
            "steal_required",
            "RON-6.5",
            f"{card} steals what the previous play took ({shown}) and must name "
            f"exactly those cards",
        )
    if found.action == CAPTURE:
        raise IllegalMove(
            "capture_incomplete",
            "RON-5.4",
            f"{card} must take the matching card and the whole run above it "
            f"({shown}), no more and no fewer",
        )
    raise IllegalMove(
        "nothing_to_take",
        "RON-5.2",
        f"{card} matches no table card and steals nothing: it is placed on the "
        f"table and takes no cards",
    )


def play_items(
    player: int, card: str, found: Effect, mesa: bool, dealer_bonus: bool, options: dict
) -> list[SheetItem]:
    """Step 1 of RON-10.4: the Este, Five or Ten, the Mesa, and the dealer's last play."""
    players = options["players"]
    side = side_of(players, player)
    zero = dict.fromkeys(sides(players), 0)
    items: list[SheetItem] = []
    by = {"player": player}
    if found.chain:
        # RON-6.1, RON-6.3, RON-6.4, RON-12.4: Este 1, Five 5 (6), Ten 10 (15).
        points = CHAIN_POINTS[options["chain_points"]][found.chain - 1]
        items.append(
            item(
                CHAIN_NAMES[found.chain],
                f"{CHAIN_WORDS[found.chain]} by seat {player}",
                CHAIN_RULES[found.chain],
                {**zero, side: points},
                by,
            )
        )
    if mesa:
        items.append(item("mesa", f"Mesa by seat {player}", "RON-7.1", {**zero, side: 1}, by))
    if dealer_bonus:
        label = f"The dealer's last play, by seat {player}"
        # RON-11.4 first: an ace, or taking nothing, concedes 5 even with a capture.
        if RANK[card] == "A" or found.action == PLACE:
            items.append(penalty_item("dealer_last_play", label, "RON-11.4", player, 5, players))
        elif RANK[card] == "K":
            items.append(item("dealer_last_play", label, "RON-11.2", {**zero, side: 5}, by))
    return items
