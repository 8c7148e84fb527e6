"""The mover's four actions: play to a center pile, discard, draw and end, each checked before it changes anything (SAM-0.6, SAM-4.3 to SAM-7.10)."""

from __future__ import annotations

from referee.engine import IllegalMove

from . import stock, turns
from .cards import ACE, KING, RANK, TWO, is_joker
from .compulsory import a_piles, compulsory, is_blocked, second_chance_due
from .options import HAND_SIZE
from .piles import COMPLETE, accepts, builds_on, needs, rank_names, starts_pile
from .seats import partner, side_of, team

SLOTS = 4  # D1-D4 (SAM-7.1)


def slot_name(slot: int) -> str:
    return f"D{slot + 1}"


def _pile_owner(state: dict, seat: int, owner: int, partner_may: bool) -> None:
    """Whose pile a move names: the mover's own, or a partner's tops where `partner_may`."""
    players = state["options"]["players"]
    if owner == seat:
        return
    if owner >= players:
        raise IllegalMove(
            "no_such_seat", "SAM-0.4", f"there is no seat {owner} in a {players}-player game"
        )
    if owner == partner(players, seat):
        if partner_may:
            return
        raise IllegalMove(
            "partners_pile",
            "SAM-12.5.3",
            f"seat {seat} plays from its own hand "
            f"and discards to its own slots, not to partner {owner}'s",
        )
    raise IllegalMove(
        "opponents_pile",
        "SAM-4.8",
        f"seat {owner} is an opponent of seat {seat}; its piles may not be used",
    )


def compulsory_refusal(state: dict, seat: int) -> IllegalMove | None:
    """Why the turn may not end while a compulsory play is outstanding (SAM-6.6); public."""
    due = compulsory(state, seat)
    if not due:
        return None
    top = due[0]
    where = "pay-off pile" if top.source == "payoff" else f"discard pile {slot_name(top.slot)}"
    whose = "" if top.owner == seat else f" of partner {top.owner}"
    what = (
        "an ace, which must start a new pile"
        if RANK[top.card] == ACE
        else "a 2, which must go on an A-pile"
    )
    return IllegalMove(
        "compulsory_play",
        "SAM-6.6",
        f"{top.card} on the {where}{whose} is {what} before the turn ends",
    )


def obligation(state: dict, seat: int) -> IllegalMove | None:
    """Why the turn may not end now (by a discard or END), or None (SAM-6.6, SAM-8.3).

    The second-chance duty depends on the mover's hand, so only the mover may be told it.
    """
    refusal = compulsory_refusal(state, seat)
    if refusal is None and second_chance_due(state, seat):
        refusal = IllegalMove(
            "second_chance",
            "SAM-8.3",
            "in a second-chance turn a hand ace, or a hand 2 while an A-pile "
            "exists, must be played to the center before the turn ends",
        )
    return refusal


# -- play ---------------------------------------------------------------------------------


def take_from(state: dict, seat: int, move: dict) -> tuple[str, int]:
    """Check the source of a play; the source kind and the owner of the pile (SAM-4.3, SAM-7.10)."""
    card, source = move["card"], move["source"]
    owner = move.get("owner", seat)
    if source == "hand":
        if owner != seat:
            _pile_owner(state, seat, owner, False)
        if card not in state["hands"][seat]:
            raise IllegalMove("not_in_hand", "SAM-4.3", f"{card} is not in seat {seat}'s hand")
        return source, owner
    _pile_owner(state, seat, owner, True)
    if source == "payoff":
        payoff = state["payoffs"][owner]
        if not payoff or payoff[-1] != card:
            top = payoff[-1] if payoff else "nothing (the pile is empty)"
            raise IllegalMove(
                "not_payoff_top",
                "SAM-4.3",
                f"only the pay-off top may be played; seat {owner}'s is {top}",
            )
        return source, owner
    slot = move["slot"]
    if slot >= SLOTS:
        raise IllegalMove(
            "no_such_slot",
            "SAM-7.1",
            f"there are four discard slots, D1-D4; {slot_name(slot)} is not one",
        )
    pile = state["discards"][owner][slot]
    if not pile or pile[-1] != card:
        top = pile[-1] if pile else "nothing (the slot is empty)"
        raise IllegalMove(
            "not_discard_top",
            "SAM-7.10",
            f"only the top of a discard pile may be played; the top of seat "
            f"{owner}'s {slot_name(slot)} is {top}",
        )
    return source, owner


def target_pile(state: dict, card: str, to) -> int | None:
    """The index of the active center pile a card goes on (None: a new pile) (SAM-5.2 to SAM-5.5)."""
    if to == "new":
        if not starts_pile(card):
            raise IllegalMove(
                "cannot_start_pile",
                "SAM-5.2",
                f"only a natural ace or a joker starts a center pile, not {card}",
            )
        return None
    for index, pile in enumerate(state["center"]):
        if pile["pile"] == to:
            if not builds_on(card, pile["cards"]):
                raise IllegalMove(
                    "wrong_rank",
                    "SAM-5.3",
                    f"center pile C{to} needs {rank_names(1 << needs(pile['cards']))} "
                    f"or a joker, not {card}",
                )
            return index
    if any(pile["pile"] == to for pile in state["completed"]):
        raise IllegalMove(
            "pile_completed", "SAM-5.5", f"C{to} is a completed pile; nothing may be placed on it"
        )
    raise IllegalMove("no_such_pile", "SAM-0.6", f"there is no active center pile C{to}")


def play(state: dict, move: dict, events: list[dict]) -> str | None:
    """PLAY x FROM src TO dst; the side that won the deal by it, or None (SAM-4.3, SAM-10.1)."""
    seat, card = move["player"], move["card"]
    source, owner = take_from(state, seat, move)
    index = target_pile(state, card, move["to"])
    center = state["center"]
    if (
        index is not None
        and len(center[index]["cards"]) == 1
        and (is_joker(card) or RANK[card] == TWO)
    ):
        own_two = source != "hand" and not is_joker(card)
        if is_blocked(state, seat, own_two):
            raise IllegalMove(
                "two_blocked",
                "SAM-6.5",
                f"{card} may not take an A-pile while as many compulsory 2s wait "
                f"as there are A-piles ({a_piles(center)})",
            )
    # Checked: from here on the move is legal and the state (a copy) changes.
    event = {"type": "play", "player": seat, "card": card, "source": source}
    if source == "hand":
        hand = list(state["hands"][seat])
        hand.remove(card)
        state["hands"] = [hand if other == seat else h for other, h in enumerate(state["hands"])]
        if RANK[card] in (ACE, TWO):
            state["hand_low_played"] = True
    elif source == "payoff":
        payoffs = list(state["payoffs"])
        payoffs[owner] = payoffs[owner][:-1]
        state["payoffs"] = payoffs
        event["owner"] = owner
    else:
        slots = list(state["discards"][owner])
        slots[move["slot"]] = slots[move["slot"]][:-1]
        state["discards"] = [
            slots if other == owner else s for other, s in enumerate(state["discards"])
        ]
        event["owner"], event["slot"] = owner, move["slot"]
    if index is None:
        number = state["next_pile"]
        state["next_pile"] = number + 1
        pile = {"pile": number, "cards": [card]}
        center = center + [pile]
    else:
        pile = {"pile": center[index]["pile"], "cards": center[index]["cards"] + [card]}
        center = center[:index] + [pile] + center[index + 1 :]
    event["pile"], event["value"] = pile["pile"], len(pile["cards"])
    state["turn_played"] = True
    events.append(event)
    if len(pile["cards"]) == COMPLETE:
        # SAM-5.5: a pile built to K leaves the center at once.
        center = [other for other in center if other is not pile]
        state["completed"] = state["completed"] + [pile]
        events.append({"type": "pile_completed", "pile": pile["pile"]})
    state["center"] = center
    if source == "payoff":
        payoff = state["payoffs"][owner]
        events.append(
            {
                "type": "payoff_top",
                "player": owner,
                "card": payoff[-1] if payoff else None,
                "count": len(payoff),
            }
        )
        players = state["options"]["players"]
        if all(not state["payoffs"][member] for member in team(players, owner)):
            return side_of(players, owner)
    return None


# -- discard --------------------------------------------------------------------------------


def check_discard(state: dict, seat: int, card: str, slot: int) -> None:
    """Every rule a discard must keep, the most specific first (SAM-0.7, SAM-7.1 to SAM-7.6)."""
    if card not in state["hands"][seat]:
        raise IllegalMove(
            "not_in_hand",
            "SAM-7.2",
            f"{card} is not in seat {seat}'s hand; only hand cards are discarded",
        )
    if slot >= SLOTS:
        raise IllegalMove(
            "fifth_pile",
            "SAM-7.1",
            f"{slot_name(slot)} would be a fifth discard pile; there are four",
        )
    if RANK[card] == ACE:
        raise IllegalMove("ace_discard", "SAM-7.5", f"{card}: a natural ace is never discarded")
    if not is_joker(card):
        pile = state["discards"][seat][slot]
        allowed = accepts(pile, state["options"]["free_discard"])
        if not allowed >> RANK[card] & 1:
            rule = "SAM-7.6" if RANK[card] == KING else "SAM-7.4"
            raise IllegalMove(
                "wrong_rank",
                rule,
                f"{slot_name(slot)} (top {pile[-1]}) takes only "
                f"{rank_names(allowed)} or a joker, not {card}",
            )
    refusal = obligation(state, seat)
    if refusal is not None:
        raise refusal


def discard(state: dict, move: dict, events: list[dict]) -> None:
    """DISCARD x TO Dn: the turn ends, unless the option refills an emptied hand (SAM-4.6, SAM-12.6.1)."""
    seat, card, slot = move["player"], move["card"], move["slot"]
    if "owner" in move and move["owner"] != seat:
        _pile_owner(state, seat, move["owner"], False)
    check_discard(state, seat, card, slot)
    hand = list(state["hands"][seat])
    hand.remove(card)
    state["hands"] = [hand if other == seat else h for other, h in enumerate(state["hands"])]
    slots = list(state["discards"][seat])
    slots[slot] = slots[slot] + [card]
    state["discards"] = [slots if other == seat else s for other, s in enumerate(state["discards"])]
    state["turn_played"] = state["turn_discarded"] = True
    events.append({"type": "discard", "player": seat, "card": card, "slot": slot})
    if not hand and state["options"]["refill_after_discard_empties_hand"]:
        stock.draw(state, seat, HAND_SIZE, "refill", events)
        return
    turns.end(state, events)


# -- draw and end ---------------------------------------------------------------------------


def check_draw(state: dict, seat: int) -> None:
    if state["hands"][seat]:
        raise IllegalMove(
            "hand_not_empty",
            "SAM-4.5",
            "DRAW is allowed only while the hand is "
            f"empty; seat {seat} holds {len(state['hands'][seat])} card(s)",
        )
    if not stock.drawable(state, HAND_SIZE):
        raise IllegalMove(
            "nothing_to_draw",
            "SAM-9.4",
            "the stock is empty and there is no center pile to recycle into it",
        )


def draw(state: dict, move: dict, events: list[dict]) -> None:
    """DRAW: the stock check, then five cards or what remains (SAM-4.5, SAM-9.1)."""
    seat = move["player"]
    check_draw(state, seat)
    stock.draw(state, seat, HAND_SIZE, "draw", events)


def end(state: dict, move: dict, events: list[dict]) -> None:
    """END: legal unless an obligation is outstanding (SAM-4.6, SAM-4.9)."""
    refusal = obligation(state, move["player"])
    if refusal is not None:
        raise refusal
    turns.end(state, events)
