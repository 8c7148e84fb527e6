"""State consistency (422): a posted position must be one that play of Modulo can reach."""

from __future__ import annotations

from referee.engine import InvalidState, MalformedInput
from referee.engine.game import options_screen
from referee.engine.wording import json_text
from referee.games import ledgers

from . import bidding, deal, scoring, tricks
from .ledger import check_carried
from .options import DEFAULTS, OPTIONS
from .pack import ALL, PACK, PACK_SET, SUIT, SUIT_NAMES, TRICKS_PER_DEAL, is_bid
from .seats import SEATS, SIDES

PHASES = ("bid", "play", "finished")
OPTIONS_OK = options_screen(OPTIONS)

# Every request validates its state, so each check tests first and formats its message only
# for a state that fails: formatting them all up front doubled the cost of validation.


def check_state(state: dict) -> None:
    """InvalidState, naming the field, unless the schema-valid state is reachable."""
    _check_options(state["options"])
    phase, number, deals = state["phase"], state["deal_number"], state["options"]["deals"]
    if phase not in PHASES:
        _refuse(
            "state.phase", f"state.phase must be one of {', '.join(PHASES)}; got {json_text(phase)}"
        )
    if not 1 <= number <= deals:
        _refuse(
            "state.deal_number",
            f"state.deal_number must be from 1 to options.deals ({deals}); got {number}",
        )
    if len(state["scores"]) != SEATS or not all(side in state["scores"] for side in SIDES):
        _refuse(
            "state.scores",
            "state.scores must be keyed by the seats 0, 1, 2 (MOD-1.6); "
            f"got {', '.join(sorted(state['scores'])) or 'no keys'}",
        )
    if len(state["hands"]) != SEATS:
        _refuse("state.hands", f"Modulo has 3 hands (MOD-1.1); got {len(state['hands'])}")
    if len(state["bids"]) != SEATS:
        _refuse("state.bids", f"state.bids holds one entry per seat (3); got {len(state['bids'])}")
    _check_record(state)
    _check_cards(state)
    if phase == "play":
        _check_play(state)
    else:
        _check_between_deals(state)


def _refuse(path: str, message: str):
    raise InvalidState(message, path=path)


def _check_options(options: dict) -> None:
    # The schema has checked every type, so the defaults need no further look.
    if options == DEFAULTS or OPTIONS_OK(options):
        return
    for option in OPTIONS:
        try:
            option.check(options[option.name])
        except MalformedInput as error:
            raise InvalidState(error.message, path=f"state.{error.path}") from None


def _check_record(state: dict) -> None:
    """The scores are exactly what the scored deals give from 0 each, or from the points of
    the carried row that may open them (MOD-1.6, MOD-5, MOD-6.4)."""
    scored, number, phase = state["scored_deals"], state["deal_number"], state["phase"]
    expected = number if phase == "finished" else number - 1
    ledgers.check_placed(scored, "state.scored_deals", "MOD-6.4")
    start, rows, before = scoring.record(state)
    if before + len(rows) != expected:
        _refuse(
            "state.scored_deals",
            f"state.scored_deals must hold the {expected} deal(s) "
            f"scored before this point of deal {number}; got {len(rows)}"
            + (f" after the carried row's {before}" if before else ""),
        )
    if phase == "finished" and number != state["options"]["deals"]:
        _refuse(
            "state.deal_number",
            f"a finished game has played all "
            f"{state['options']['deals']} deals (MOD-6.1); deal_number is {number}",
        )
    if phase == "finished" and not rows:
        _refuse(
            "state.scored_deals",
            f"a finished game's last deal, {number}, is recorded after the carried row "
            "(MOD-6.1, MOD-6.4)",
        )
    if before:
        ledgers.check_points(start, SIDES, "state.scored_deals.0.points")
        check_carried(state["options"], scored[0], "state.scored_deals.0")
    scores = (
        scoring.replay(
            start, rows, state["options"], "state.scored_deals", len(scored) - len(rows)
        )[1]
        if rows
        else start
    )
    if scores != state["scores"]:
        _refuse(
            "state.scores",
            f"state.scores {state['scores']} are not what the scored deals give ({scores}; MOD-5)",
        )


def _zones(state: dict):
    for seat, hand in enumerate(state["hands"]):
        yield f"state.hands.{seat}", hand
    yield "state.stock", state["stock"]
    if state["turn_up"] is not None:
        yield "state.turn_up", [state["turn_up"]]
    yield "state.trick", state["trick"]
    for number, trick in enumerate(state["tricks"]):
        yield f"state.tricks.{number}", trick


def _check_cards(state: dict) -> None:
    """MOD-1.2: each of the 40 play cards exactly once; no 2, 3, 4 or joker in play."""
    hands = state["hands"]
    every = [*hands[0], *hands[1], *hands[2], *state["stock"], *state["trick"]]
    for trick in state["tricks"]:
        every += trick
    if state["turn_up"] is not None:
        every.append(state["turn_up"])
    if len(every) == len(PACK) and PACK_SET.issuperset(every) and len(set(every)) == len(PACK):
        return
    where: dict[str, str] = {}
    for zone, cards in _zones(state):
        for card in cards:
            if card not in PACK_SET:
                _refuse(
                    zone,
                    f"{zone}: {card} is not one of Modulo's 40 play cards (the 2s, 3s "
                    "and 4s are bid cards; MOD-1.2)",
                )
            if card in where:
                _refuse(zone, f"{zone}: card {card} appears twice: {where[card]} and {zone}")
            where[card] = zone
    missing = [card for card in PACK if card not in where]
    _refuse(
        "state",
        f"card(s) {' '.join(missing)} are in no zone: each of the 40 play cards "
        "is somewhere exactly once (MOD-1.2)",
    )


def _check_between_deals(state: dict) -> None:
    """Bidding (MOD-3.1) or a finished game: the pack gathered in the stock, no hand dealt."""
    phase = state["phase"]
    if any(state["hands"]) or len(state["stock"]) != len(PACK):
        _refuse(
            "state.stock",
            f"in phase {phase} no card is dealt: every hand is empty and "
            "the 40 cards are in the stock (MOD-3.1)",
        )
    if state["turn_up"] is not None:
        _refuse("state.turn_up", f"in phase {phase} there is no turn-up (MOD-3.1)")
    if state["tricks"] or state["leader"] is not None:
        _refuse("state.tricks", f"in phase {phase} no trick is being played")
    bids = state["bids"]
    if phase == "finished":
        if bids != [None, None, None]:
            _refuse("state.bids", "a finished game has no bids pending")
        if state["to_move"] != []:
            _refuse("state.to_move", "nobody moves once the game is finished (MOD-6.1)")
        return
    _check_bids(state, complete=False)
    waiting = bidding.waiting(bids)
    if not waiting:
        _refuse(
            "state.bids",
            "three bids are in, so the deal has been made (MOD-3.5): the phase cannot still be bid",
        )
    if state["to_move"] != waiting:
        _refuse(
            "state.to_move",
            f"state.to_move must list the seats yet to bid, {waiting} "
            f"(MOD-3.3); got {state['to_move']}",
        )


def _check_bids(state: dict, complete: bool) -> None:
    for seat, bid in enumerate(state["bids"]):
        if bid is None:
            if complete:
                _refuse(
                    f"state.bids.{seat}",
                    f"state.bids.{seat}: every seat has bid before the deal (MOD-3.5)",
                )
        elif not is_bid(bid) or bid == ALL:
            bidding.check_made_bid(
                state["options"], state["scores"], seat, bid, f"state.bids.{seat}"
            )


def _check_play(state: dict) -> None:
    """Trick play (MOD-4): hand sizes, the turn, each trick's winner and every shown void."""
    _check_bids(state, complete=True)
    if state["stock"]:
        _refuse("state.stock", "once dealt, the stock is empty (MOD-2.5)")
    if state["turn_up"] is None:
        _refuse("state.turn_up", "a deal in play has its turn-up (MOD-2.6)")
    done, trick = state["tricks"], state["trick"]
    if len(done) >= TRICKS_PER_DEAL:
        _refuse("state.tricks", "after the 13th trick the deal is scored at once (MOD-4.10)")
    if len(trick) >= SEATS:
        _refuse("state.trick", "a trick of three cards is complete and taken (MOD-4.9)")
    trump = SUIT[state["turn_up"]]
    lead = deal.first_leader_of(state)
    void: dict[tuple[int, str], str] = {}  # (seat, suit) -> where the seat showed out
    for number, cards in enumerate(done):
        if len(cards) != SEATS:
            _refuse(
                f"state.tricks.{number}",
                f"state.tricks.{number}: a completed trick holds one card from each seat (MOD-4.1)",
            )
        _follow(void, lead, cards, number)
        lead = tricks.winner(lead, cards, trump)
    _follow(void, lead, trick, None)
    if state["leader"] != lead:
        _refuse(
            "state.leader",
            f"state.leader must be {lead}: "
            + (
                "the winner of the last trick (MOD-4.9)"
                if done
                else "the dealer's left leads the first trick (MOD-4.2)"
            ),
        )
    turn = tricks.to_play(lead, trick)
    if state["to_move"] != [turn]:
        _refuse(
            "state.to_move",
            f"state.to_move must be [{turn}]: seat {lead} leads this "
            f"trick and {len(trick)} card(s) are down (MOD-4.3)",
        )
    for seat, hand in enumerate(state["hands"]):
        size = TRICKS_PER_DEAL - len(done) - ((seat - lead) % SEATS < len(trick))
        if len(hand) != size:
            _refuse(
                f"state.hands.{seat}",
                f"state.hands.{seat} must hold {size} cards after "
                f"{len(done)} trick(s); got {len(hand)}",
            )
        if void:
            for card in hand:
                if (seat, SUIT[card]) in void:
                    _refuse(
                        f"state.hands.{seat}",
                        f"state.hands.{seat} holds {card} but seat "
                        f"{seat} showed out of {SUIT_NAMES[SUIT[card]]} in "
                        f"{void[seat, SUIT[card]]} (MOD-4.6)",
                    )


def _follow(void: dict, lead: int, cards: list[str], number: int | None) -> None:
    """MOD-4.6: a seat that did not follow suit held none of it, then or later."""
    if not cards:
        return
    led = SUIT[cards[0]]
    for offset, card in enumerate(cards):
        seat = (lead + offset) % SEATS
        if void and (seat, SUIT[card]) in void:
            path = "state.trick" if number is None else f"state.tricks.{number}"
            _refuse(
                path,
                f"{path}: seat {seat} plays {card} after showing out of "
                f"{SUIT_NAMES[SUIT[card]]} in {void[seat, SUIT[card]]} (MOD-4.6)",
            )
        if offset and SUIT[card] != led:
            void[seat, led] = "the current trick" if number is None else f"trick {number + 1}"
