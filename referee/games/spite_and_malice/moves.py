"""The rules of play: who moves, every legal action, and what each of the four actions does.

The mover plays to a center pile, discards, draws or ends the turn (SAM-0.6, SAM-4.3 to
SAM-7.10); each action is checked before it changes anything, and the listing is built from
the same checks. A deal ends when a side's pay-off piles are empty (SAM-10.1), and the match
when its mode says so (SAM-11.1).
"""

from __future__ import annotations

from collections.abc import Iterator

from referee.engine import IllegalMove, Outcome
from referee.engine.cards import JOKER

from . import scoring, stock
from .compulsory import a_piles, is_blocked, obligation, tops
from .deal import FIELDS, new_deal
from .options import HAND_SIZE
from .pack import ACE, KING, RANK, TWO, is_joker
from .piles import COMPLETE, SLOTS, accepts, builds_on, needs, rank_names, slot_name, starts_pile
from .seats import partner, side_of, team
from .stalemate import end_turn, with_bookkeeping


def movers(state: dict) -> list[int]:
    """The one seat to move, or nobody once the match is over (SAM-0.6, SAM-10.2)."""
    return [] if state["to_move"] is None else [state["to_move"]]


# -- listing --------------------------------------------------------------------------------------


class Targets:
    """The center piles each card may go to, found once per listing (SAM-5.2, SAM-5.3, SAM-6.5)."""

    def __init__(self, state: dict, seat: int):
        self.state, self.seat = state, seat
        self.by_need: dict[int, list[int]] = {}
        for pile in state["center"]:
            self.by_need.setdefault(needs(pile["cards"]), []).append(pile["pile"])
        self.every = [pile["pile"] for pile in state["center"]]
        self._blocked: bool | None = None

    def blocked(self) -> bool:
        """Whether a card that is not itself a compulsory 2 is kept off the A-piles."""
        if self._blocked is None:
            self._blocked = is_blocked(self.state, self.seat, False)
        return self._blocked

    def of(self, card: str, own_two: bool) -> list:
        a_piles = self.by_need.get(TWO, ())
        if card == JOKER:
            if a_piles and self.blocked():
                return ["new", *(n for n in self.every if n not in a_piles)]
            return ["new", *self.every]
        rank = RANK[card]
        if rank == ACE:
            return ["new"]
        if rank == TWO and a_piles and not own_two and self.blocked():
            return []
        return self.by_need.get(rank, [])


def _moves(state: dict, seat: int) -> Iterator[dict]:
    targets = Targets(state, seat)
    hand = sorted(set(state["hands"][seat]), key=lambda card: (RANK[card], card))
    for card in hand:
        for to in targets.of(card, False):
            yield {"player": seat, "type": "play", "card": card, "source": "hand", "to": to}
    for top in tops(state, seat):
        for to in targets.of(top.card, top.card != JOKER):
            move = {"player": seat, "type": "play", "card": top.card, "source": top.source}
            if top.owner != seat:
                move["owner"] = top.owner
            if top.slot is not None:
                move["slot"] = top.slot
            move["to"] = to
            yield move
    if obligation(state, seat) is None:
        free = state["options"]["free_discard"]
        for slot in range(SLOTS):
            allowed = accepts(state["discards"][seat][slot], free)
            for card in hand:
                if card == JOKER or allowed >> RANK[card] & 1:
                    yield {"player": seat, "type": "discard", "card": card, "slot": slot}
        yield {"player": seat, "type": "end"}
    if not hand and stock.drawable(state, HAND_SIZE):  # the checks of check_draw
        yield {"player": seat, "type": "draw"}


def legal_moves(state: dict, player: int, limit: int) -> tuple[list[dict], bool]:
    """The mover's legal actions in listing order, at most `limit`, and whether more exist."""
    out: list[dict] = []
    for move in _moves(with_bookkeeping(state), player):
        if len(out) == limit:
            return out, True
        out.append(move)
    return out, False


# -- whose piles ----------------------------------------------------------------------------------


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


# -- play -----------------------------------------------------------------------------------------


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


def target_pile(state: dict, card: str, to: str | int) -> int | None:
    """The index of the active center pile a card goes on, None for a new pile (SAM-5.2 to
    SAM-5.5)."""
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


# -- discard --------------------------------------------------------------------------------------


def check_discard(state: dict, seat: int, card: str, slot: int) -> None:
    """Every rule a discard must keep, the most specific first (SAM-0.7, SAM-7.1 to SAM-7.6)."""
    check_discarded_card(state, seat, card, slot)
    refusal = obligation(state, seat)
    if refusal is not None:
        raise refusal


def check_discarded_card(state: dict, seat: int, card: str, slot: int) -> None:
    """The rules of the discarded card and its slot (SAM-7.1 to SAM-7.6), whoever discards."""
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


def discard(state: dict, move: dict, events: list[dict]) -> None:
    """DISCARD x TO Dn: the turn ends, unless the option refills an emptied hand (SAM-4.6,
    SAM-12.6.1)."""
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
    end_turn(state, events)


# -- draw and end ---------------------------------------------------------------------------------


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
            "a DRAW that would bring no card is illegal: the stock is still empty after the "
            "stock check (no completed or center pile to put under it); play on or END the turn",
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
    end_turn(state, events)


# -- applying -------------------------------------------------------------------------------------

ACTIONS = {
    "play": play,
    "discard": discard,
    "draw": draw,
    "end": end,
}


def refuse_out_of_turn(state: dict, move: dict) -> None:
    """SAM-0.7: a seat that is not the mover is refused for a rule about its card, pile or
    option that the action breaks, before the general SAM-0.6 (only the mover may act)."""
    seat, kind = move["player"], move["type"]
    if kind == "play":
        take_from(state, seat, move)
        target_pile(state, move["card"], move["to"])
    elif kind == "discard":
        if "owner" in move and move["owner"] != seat:
            _pile_owner(state, seat, move["owner"], False)
        check_discarded_card(state, seat, move["card"], move["slot"])
    elif kind == "draw":
        check_draw(state, seat)
    raise IllegalMove(
        "not_your_turn",
        "SAM-0.6",
        f"seat {seat} may not act now; only the mover, seat {state['to_move']}, may",
    )


def apply(state: dict, move: dict) -> Outcome:
    """One action; IllegalMove (nothing changed) if the rules forbid it, for a seat that is
    not the mover too (refuse_out_of_turn)."""
    if move["player"] != state["to_move"]:
        refuse_out_of_turn(state, move)
    working = dict(with_bookkeeping(state))
    events: list[dict] = []
    winner = ACTIONS[move["type"]](working, move, events)
    deltas = {side: 0 for side in state["scores"]}
    result = None
    if winner is not None:
        result = end_deal(working, winner, deltas, events)
    return Outcome(ordered(working), events, deltas, result is not None, result)


def ordered(state: dict) -> dict:
    """The state with its fields in the state's order."""
    return {name: state[name] for name in ("game", "schema_version", *FIELDS)}


def end_deal(state: dict, winner: str, deltas: dict, events: list[dict]) -> dict | None:
    """SAM-10.3: score the deal and write it in the ledger; then the match ends, or the next
    deal is dealt (SAM-11.1, SAM-11.2)."""
    options = state["options"]
    players = options["players"]
    left = scoring.payoff_left(players, state["payoffs"])
    items = scoring.deal_items(players, left, winner, options["plus_five"])
    points = scoring.totals(items)
    state["scores"] = {side: state["scores"][side] + points[side] for side in state["scores"]}
    state["ledger"] = state["ledger"] + [{"number": state["deal_number"], "totals": dict(points)}]
    for side, gained in points.items():
        deltas[side] += gained
    over = scoring.match_over(options, state["scores"], state["deal_number"])
    if over:
        state["phase"], state["to_move"] = "finished", None
    events.append(
        {
            "type": "deal_end",
            "deal": state["deal_number"],
            "winner": winner,
            "payoff_left": left,
            "plus_five": options["plus_five"],
            "sheet": scoring.score_sheet(state),
            "points": points,
        }
    )
    if not over:
        new_deal(state, state["deal_number"] + 1, events)
        return None
    result = {"winner": scoring.match_winner(state["scores"]), "scores": dict(state["scores"])}
    events.append({"type": "match_end", **result, "outcome": scoring.outcome(state)})
    return result
