"""Whether a well-formed state is one that play can reach; InvalidState (422) naming the field.

The checks cover the options, the seats, every card counted with its copies, piles the rules
can build, and the turn and stalemate bookkeeping.
"""

from __future__ import annotations

from collections import Counter
from itertools import chain

from referee.engine import InvalidState, MalformedInput
from referee.engine.cards import JOKER
from referee.engine.game import options_screen, require
from referee.engine.wording import json_text
from referee.games import ledgers

from . import scoring
from .ledger import check_carried, deal_bounds
from .options import HAND_SIZE, OPTIONS, option_problem
from .pack import ACE, RANK, pack
from .piles import ALL_RANKS, COMPLETE, forward_sets
from .seats import sides
from .stalemate import with_bookkeeping

DECKS = {packs: Counter(pack(packs)) for packs in (2, 3)}
SORTED_DECKS = {packs: sorted(pack(packs)) for packs in (2, 3)}
ACES = frozenset(card for card in RANK if RANK[card] == ACE)
OPTIONS_OK = options_screen(OPTIONS)
# The cards that may lie at each position of a center pile: that rank, or a joker (SAM-5.4).
AT_POSITION = tuple(
    frozenset(card for card in RANK if RANK[card] == rank) | {JOKER}
    for rank in range(ACE, COMPLETE + 1)
)
BITS = {card: 1 << RANK[card] for card in RANK if card != JOKER}
FOUR_SLOTS = frozenset((4,))  # D1-D4 (SAM-7.1)

# Every request checks its state: each check below first asks, in a pass or two, whether all
# is well, and only when it is not walks the state again to find and word the first fault.
# Messages are formatted only for a state that fails.


def check_state(state: dict) -> None:
    """InvalidState naming the field, unless the schema-valid state is one play can reach."""
    _check_options(state["options"])
    state = with_bookkeeping(state)
    players = state["options"]["players"]
    for name in ("hands", "payoffs", "discards"):
        if len(state[name]) != players:
            raise InvalidState(
                f"a {players}-player game has {players} {name}; got {len(state[name])}",
                path=f"state.{name}",
            )
    expected = sides(players)
    if state["scores"].keys() != set(expected):
        raise InvalidState(
            f"scores must be keyed by the sides {', '.join(expected)}; got "
            f"{', '.join(sorted(state['scores'])) or 'no keys'}",
            path="state.scores",
        )
    if max(map(len, state["hands"])) > HAND_SIZE:
        for seat, hand in enumerate(state["hands"]):
            require(
                len(hand) <= HAND_SIZE,
                f"a hand holds at most {HAND_SIZE} cards (SAM-4.1); seat {seat} holds {len(hand)}",
                f"state.hands.{seat}",
            )
    size = state["options"]["payoff_size"]
    if max(map(len, state["payoffs"])) > size:
        for seat, pile in enumerate(state["payoffs"]):
            require(
                len(pile) <= size,
                f"pay-off piles start with {size} cards (option "
                f"payoff_size); seat {seat}'s holds {len(pile)}",
                f"state.payoffs.{seat}",
            )
    _check_discards(state, players)
    _check_center(state)
    _check_cards(state)
    _check_turn(state, players)
    _check_match(state, players)


def _check_options(options: dict) -> None:
    if OPTIONS_OK(options) and option_problem(options) is None:
        return
    for option in OPTIONS:
        try:
            option.check(options[option.name])
        except MalformedInput as error:
            raise InvalidState(error.message, path=f"state.options.{option.name}") from None
    problem = option_problem(options)
    if problem is not None:
        raise InvalidState(
            f"option {json_text(problem[0])}: {problem[1]}", path=f"state.options.{problem[0]}"
        )


def _check_discards(state: dict, players: int) -> None:
    free = state["options"]["free_discard"]
    if _discards_ok(state["discards"], free):
        return
    # The slow path, only for a refused state: the first pile at fault, and why.
    for seat, slots in enumerate(state["discards"]):
        require(
            len(slots) == 4,
            f"every player has four discard slots D1-D4 (SAM-7.1); seat {seat} has {len(slots)}",
            f"state.discards.{seat}",
        )
        for slot, pile in enumerate(slots):
            path = f"state.discards.{seat}.{slot}"
            if not ACES.isdisjoint(pile):
                ace = next(card for card in pile if card in ACES)
                raise InvalidState(f"{ace}: a natural ace is never discarded (SAM-7.5)", path=path)
            if free or not pile:
                continue
            sets = forward_sets(pile)
            if 0 in sets:
                at = sets.index(0)
                raise InvalidState(
                    f"{pile[at]} cannot lie on {pile[at - 1]} in a discard pile: "
                    "no rank it could stand for allows it (SAM-7.4, SAM-7.8)",
                    path=path,
                )


def _discards_ok(discards: list, free: bool) -> bool:
    """Four slots a seat, no natural ace, and (unless free) every pile a possible run."""
    if not FOUR_SLOTS.issuperset(map(len, discards)):
        return False
    piles = list(chain.from_iterable(discards))
    if not ACES.isdisjoint(chain.from_iterable(piles)):
        return False
    if free:
        return True
    for pile in piles:
        # forward_sets(pile) holds no 0, one mask at a time: once empty it stays empty.
        values = 0
        for card in pile:
            if values:
                values = (values | (values >> 1)) & ALL_RANKS
                if card != JOKER:
                    values &= BITS[card]
                    if not values:
                        return False
            else:
                values = ALL_RANKS if card == JOKER else BITS[card]
    return True


def _center_ok(state: dict) -> bool:
    """Distinct pile numbers below next_pile, the sizes of SAM-5.5, every card in place."""
    numbers: set[int] = set()
    below = state["next_pile"]
    for piles, least, most in (
        (state["center"], 1, COMPLETE - 1),
        (state["completed"], COMPLETE, COMPLETE),
    ):
        for pile in piles:
            number, cards = pile["pile"], pile["cards"]
            if (
                number in numbers
                or number >= below
                or not least <= len(cards) <= most
                or not all(map(frozenset.__contains__, AT_POSITION, cards))
            ):
                return False
            numbers.add(number)
    return True


def _check_center(state: dict) -> None:
    if _center_ok(state):
        return
    # The slow path, only for a refused state: the first pile at fault, and why.
    numbers: set[int] = set()
    for name, piles in (("center", state["center"]), ("completed", state["completed"])):
        for index, pile in enumerate(piles):
            path = f"state.{name}.{index}"
            cards = pile["cards"]
            number = pile["pile"]
            require(number not in numbers, f"center pile number {number} is used twice", path)
            numbers.add(number)
            require(
                number < state["next_pile"],
                f"pile {number} is not below next_pile "
                f"{state['next_pile']}: piles are numbered as they are started (SAM-0.5)",
                path,
            )
            if name == "center":
                require(
                    1 <= len(cards) < COMPLETE,
                    f"an active center pile holds 1 to 12 cards "
                    f"(SAM-5.5); C{number} holds {len(cards)}",
                    path,
                )
            else:
                require(
                    len(cards) == COMPLETE,
                    f"a completed pile holds 13 cards (SAM-5.5); C{number} holds {len(cards)}",
                    path,
                )
            for position, card in enumerate(cards):
                # builds_on(card, cards[:position]), without the copies (SAM-5.3, SAM-5.4)
                if card != JOKER and RANK[card] != position + 1:
                    raise InvalidState(
                        f"{card} cannot be card {position + 1} of C{number}: a "
                        "center pile runs A to K, a joker standing for its "
                        "position (SAM-5.3, SAM-5.4)",
                        path=path,
                    )


def _zones(state: dict):
    """Every place a card can be: (path within the state, its cards); paths built lazily."""
    yield "stock", state["stock"]
    for seat, hand in enumerate(state["hands"]):
        yield ("hands", seat), hand
    for seat, pile in enumerate(state["payoffs"]):
        yield ("payoffs", seat), pile
    for seat, slots in enumerate(state["discards"]):
        for slot, pile in enumerate(slots):
            yield ("discards", seat, slot), pile
    for name in ("center", "completed"):
        for index, pile in enumerate(state[name]):
            yield (name, index), pile["cards"]


def _path(where) -> str:
    return "state." + (where if isinstance(where, str) else ".".join(map(str, where)))


def _check_cards(state: dict) -> None:
    """SAM-0.8: copies count; every card of the packs is somewhere, and no card more often."""
    options = state["options"]
    deck = DECKS[options["packs"]]
    everything = list(state["stock"])
    for hand in state["hands"]:
        everything += hand
    for pile in state["payoffs"]:
        everything += pile
    for slots in state["discards"]:
        for pile in slots:
            everything += pile
    for pile in state["center"]:
        everything += pile["cards"]
    for pile in state["completed"]:
        everything += pile["cards"]
    everything.sort()  # in C; cheaper here than counting into a Counter
    if everything != SORTED_DECKS[options["packs"]]:  # dict's comparison; Counter's is a loop
        # The slow path, only for a refused state: the zone where a card is one too many.
        seen: Counter = Counter()
        for where, cards in _zones(state):
            seen.update(cards)
            for card in cards:
                if seen[card] > deck[card]:
                    raise InvalidState(
                        f"card {card} appears {seen[card]} times; "
                        f"{options['packs']} packs hold {deck[card]} (SAM-0.8, "
                        "SAM-12.1)",
                        path=_path(where),
                    )
        missing = deck - seen
        card = sorted(missing)[0]
        raise InvalidState(
            f"card {card} is missing: {sum(missing.values())} card(s) of the "
            f"{options['packs']} packs are nowhere in the state",
            path="state",
        )
    if not options["mixed_deck_108"]:
        _check_payoff_pack(state)


def _check_payoff_pack(state: dict) -> None:
    """The separate deal keeps the pay-off pack apart: 52 naturals, one of each (SAM-1.1)."""
    cards: set[str] = set()
    for pile in state["payoffs"]:
        cards.update(pile)
    if JOKER not in cards and len(cards) == sum(map(len, state["payoffs"])):
        return
    seen: set[str] = set()
    for seat, pile in enumerate(state["payoffs"]):
        for card in pile:
            require(
                card != JOKER,
                "a joker in a pay-off pile needs the mixed deal (SAM-1.1, SAM-12.2.2)",
                f"state.payoffs.{seat}",
            )
            require(
                card not in seen,
                f"{card} twice in the pay-off piles: the pay-off pack has "
                "one of each card (SAM-1.1)",
                f"state.payoffs.{seat}",
            )
            seen.add(card)


def _check_turn(state: dict, players: int) -> None:
    """SAM-8.7: the turn's and the stalemate's bookkeeping agree with each other and the mover."""
    mover = state["to_move"]
    if state["phase"] == "finished":
        require(
            mover is None, "a finished match has no mover; to_move must be null", "state.to_move"
        )
        return
    if mover is None or mover >= players:
        raise InvalidState(
            f"to_move must be a seat of the {players}-player game; got {json_text(mover)}",
            path="state.to_move",
        )
    first, nulls, chances = state["first_null"], state["null_turns"], state["second_chance"]
    if first is not None and first >= players:
        raise InvalidState(f"first_null {first} is not a seat", path="state.first_null")
    require(
        not state["hand_low_played"] or state["turn_played"],
        "a hand ace or 2 played to the center is a play: turn_played must be true (SAM-8.1)",
        "state.turn_played",
    )
    require(
        not state["turn_discarded"]
        or (state["turn_played"] and state["options"]["refill_after_discard_empties_hand"]),
        "a discard ends the turn (SAM-4.6) unless refill_after_discard_empties_hand is on",
        "state.turn_discarded",
    )
    if chances:
        if chances > players:
            raise InvalidState(
                f"a second-chance phase has {players} turns (SAM-12.5.7); "
                f"second_chance is {chances}",
                path="state.second_chance",
            )
        require(
            nulls == 0 and first is not None,
            "a second-chance phase has F (first_null) and no null count of its own (SAM-8.2)",
            "state.first_null",
        )
        due = (first + players - chances) % players
        if mover != due:
            raise InvalidState(
                f"second-chance turns go in turn order from F = seat {first}; "
                f"with {chances} left seat {due} moves, not {mover} (SAM-8.3)",
                path="state.to_move",
            )
    elif nulls:
        if nulls >= players:
            raise InvalidState(
                f"{nulls} null turns in a row would have started the second-chance phase (SAM-8.2)",
                path="state.null_turns",
            )
        if first is None or mover != (first + nulls) % players:
            raise InvalidState(
                f"after {nulls} null turn(s) from first_null {json_text(first)}, "
                "the mover is the next seat in turn order (SAM-8.2)",
                path="state.first_null",
            )
    else:
        require(
            first is None, "first_null names F only after a null turn (SAM-8.2)", "state.first_null"
        )


def _check_match(state: dict, players: int) -> None:
    options = state["options"]
    # Mid-deal every pay-off pile still holds cards: no side can have emptied its own.
    winner = None if all(state["payoffs"]) else scoring.deal_winner(players, state["payoffs"])
    mode = options["match_mode"]
    if mode == "single_deal":
        require(
            state["deal_number"] == 1, "a single_deal match has deal 1 only", "state.deal_number"
        )
    if mode == "fixed_deals" and state["deal_number"] > options["deal_count"]:
        raise InvalidState(
            f"a fixed_deals match has {options['deal_count']} deals", path="state.deal_number"
        )
    if state["phase"] == "play":
        if winner is not None:
            raise InvalidState(
                f"side {winner} has emptied its pay-off piles: the deal is over "
                "(SAM-10.1), so the phase cannot be play",
                path="state.payoffs",
            )
        require(
            mode != "target_score" or max(state["scores"].values()) < options["target_score"],
            "a side has reached target_score: the match is over (SAM-11.1)",
            "state.scores",
        )
        require(
            mode != "single_deal" or not any(state["scores"].values()),
            "nobody has scored before the single deal ends (SAM-10.3)",
            "state.scores",
        )
    else:
        require(
            winner is not None,
            "a finished match ends with a side's pay-off piles empty (SAM-10.1)",
            "state.payoffs",
        )
        if not scoring.match_over(options, state["scores"], state["deal_number"]):
            raise InvalidState(f"the {mode} match is not over by SAM-11.1", path="state.phase")
    _check_ledger(state, players, winner)


def _check_ledger(state: dict, players: int, winner: str | None) -> None:
    """The ledger holds every finished deal in order, each scored as SAM-10.3 scores a deal,
    after the carried row that may stand for the first of them (SAM-11.4), and adds up to the
    scores; the last deal of a finished match is the one on the table."""
    options, ledger = state["options"], state["ledger"]
    finished = state["phase"] == "finished"
    deals = state["deal_number"] if finished else state["deal_number"] - 1
    ledgers.check_placed(ledger, "state.ledger", "SAM-11.4")
    carried, rows = ledgers.carried_row(ledger), ledgers.recorded(ledger)
    before = carried["deals"] if carried else 0
    if before + len(rows) != deals:
        raise InvalidState(
            f"the ledger holds every finished deal: {deals} at this point of deal "
            f"{state['deal_number']}; got {len(rows)}"
            + (f" after the carried row's {before}" if carried else ""),
            path="state.ledger",
        )
    if finished and winner is not None and not rows:
        raise InvalidState(
            "a finished match ends on the deal on the table, so the ledger's last row is that "
            "deal, not the carried row (SAM-10.3, SAM-11.4)",
            path="state.ledger",
        )
    expected = sides(players)
    least, most = deal_bounds(options)
    totals = dict.fromkeys(expected, 0)
    if carried is not None:
        ledgers.check_points(carried["points"], expected, "state.ledger.0.points")
        check_carried(options, carried, "state.ledger.0")
        totals = dict(carried["points"])
    first = len(ledger) - len(rows)
    for index, entry in enumerate(rows, start=first):
        path = f"state.ledger.{index}"
        number = before + index - first + 1
        if entry["number"] != number:
            raise InvalidState(
                f"the ledger lists the deals in order from {before + 1}; entry {index} is deal "
                f"{entry['number']}, not {number}",
                path=f"{path}.number",
            )
        points = entry["totals"]
        if points.keys() != totals.keys():
            raise InvalidState(
                f"a deal's totals are keyed by the sides {', '.join(expected)}; got "
                f"{', '.join(sorted(points)) or 'no keys'}",
                path=f"{path}.totals",
            )
        scorers = [side for side in expected if points[side]]
        if len(scorers) != 1 or not least <= points[scorers[0]] <= most:
            raise InvalidState(
                f"only a deal's winner scores, {least} to {most} points with these options "
                f"(SAM-10.3, SAM-10.4); deal {number} scored {json_text(points)}",
                path=f"{path}.totals",
            )
        for side in expected:
            totals[side] += points[side]
    if totals != state["scores"]:
        raise InvalidState(
            f"the scores are the sum of the ledger's deals, {json_text(totals)}; got "
            f"{json_text(state['scores'])}",
            path="state.scores",
        )
    if not finished or winner is None:
        return
    last = ledger[-1]["totals"]
    if options["match_mode"] == "target_score":
        before_last = max(totals[side] - last[side] for side in expected)
        if before_last >= options["target_score"]:
            raise InvalidState(
                f"a side had {before_last} points before the last deal, reaching "
                "target_score: the match ended there (SAM-11.1)",
                path="state.ledger",
            )
    left = scoring.payoff_left(players, state["payoffs"])
    scored = scoring.totals(scoring.deal_items(players, left, winner, options["plus_five"]))
    if last != scored:
        raise InvalidState(
            f"the last deal scored {json_text(scored)} by the pay-off cards left (SAM-10.3); "
            f"the ledger has {json_text(last)}",
            path=f"state.ledger.{len(ledger) - 1}.totals",
        )
