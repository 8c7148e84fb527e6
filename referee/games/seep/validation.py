"""check_state: a posted state is one the rules can reach, or an InvalidState (422) says why."""

from __future__ import annotations

from referee.engine import InvalidState, MalformedInput
from referee.engine.cards import VALUES, standard_deck
from referee.engine.game import options_screen, require
from referee.engine.wording import json_text
from referee.games import ledgers

from . import baazi, seats
from .combinations import canonical, counts_of, splits
from .ledger import check_carried, check_row
from .options import OPTIONS

PHASES = ("bid", "first_play", "play", "finished")
PACK = frozenset(standard_deck())
OPTIONS_OK = options_screen(OPTIONS)

# Messages are built only once a check fails (`if not ...: raise`), never on the way
# through: formatting them is most of what a passing check would cost.


def check_state(state: dict) -> None:
    _check_options(state["options"])
    players = state["options"]["players"]
    sides = seats.sides(players)
    if len(state["hands"]) != players:
        raise InvalidState(
            f"hands must hold one hand per seat ({players}); got {len(state['hands'])}",
            path="state.hands",
        )
    reserves = 2 if players == 2 else 0
    if len(state["reserves"]) != reserves:
        raise InvalidState(
            f"reserves must hold {reserves} hands with {players} players "
            f"(SEP-12.3); got {len(state['reserves'])}",
            path="state.reserves",
        )
    expected = set(sides)
    for name in ("scores", "baazis_won", "piles", "sweeps"):
        if state[name].keys() != expected:
            raise InvalidState(
                f"{name} must have exactly the sides {', '.join(sides)}; got "
                f"{', '.join(sorted(state[name])) or 'none'}",
                path=f"state.{name}",
            )
    _check_turn(state, players)
    _check_cards(state)
    _check_zones(state, players)
    _check_houses(state, players, sides)
    _check_captures(state, players, sides)
    _check_match(state, sides)
    _check_ledger(state, sides)


def _check_options(options: dict) -> None:
    if not OPTIONS_OK(options):
        for option in OPTIONS:
            try:
                option.check(options[option.name])
            except MalformedInput as bad:
                raise InvalidState(f"state.{bad.message}", path=f"state.{bad.path}") from None
    first = options["first_dealer"]
    if not (first is None or first < options["players"]):
        raise InvalidState(
            f"first_dealer {first} is not a seat of a {options['players']}-player game",
            path="state.options.first_dealer",
        )


def _check_turn(state: dict, players: int) -> None:
    phase, plays, dealer = state["phase"], state["plays"], state["dealer"]
    if phase not in PHASES:
        raise InvalidState(
            f"phase must be one of {', '.join(PHASES)}; got {json_text(phase)}", path="state.phase"
        )
    if not (0 <= dealer < players):
        raise InvalidState(f"dealer {dealer} is not a seat of this game", path="state.dealer")
    if phase in ("bid", "first_play"):
        if plays != 0:
            raise InvalidState(
                f"plays must be 0 in the {phase} phase; got {plays}", path="state.plays"
            )
    elif phase == "play":
        if not (1 <= plays < seats.PLAYS):
            raise InvalidState(
                "plays must be 1 to 47 in the play phase (a deal has 48 plays, "
                f"SEP-3.9); got {plays}",
                path="state.plays",
            )
    else:
        if plays != seats.PLAYS:
            raise InvalidState(
                f"a finished match ends on play 48; plays is {plays}", path="state.plays"
            )
    if phase == "finished":
        if state["to_move"] is not None:
            raise InvalidState(
                f"to_move must be null once the match is finished; got {state['to_move']}",
                path="state.to_move",
            )
        return
    expected = seats.mover(players, dealer, plays + 1)
    what = "the bidder (SEP-3.3)" if phase == "bid" else f"play {plays + 1} (SEP-3.9)"
    if state["to_move"] != expected:
        raise InvalidState(
            f"to_move must be seat {expected}, who makes {what} with seat {dealer} "
            f"dealing; got {json_text(state['to_move'])}",
            path="state.to_move",
        )


def _zones(state: dict):
    for seat, hand in enumerate(state["hands"]):
        yield f"hands.{seat}", hand
    for seat, hand in enumerate(state["reserves"]):
        yield f"reserves.{seat}", hand
    yield "stock", state["stock"]
    yield "floor_down", state["floor_down"]
    yield "loose", state["loose"]
    for index, house in enumerate(state["houses"]):
        yield f"houses.{index}.cards", house["cards"]
    for side in sorted(state["piles"]):
        yield f"piles.{side}", state["piles"][side]


def _check_cards(state: dict) -> None:
    """Every card of the pack exactly once across every zone (SEP-1.1)."""
    cards = state["stock"] + state["floor_down"] + state["loose"]
    for hand in state["hands"]:
        cards += hand
    for hand in state["reserves"]:
        cards += hand
    for house in state["houses"]:
        cards += house["cards"]
    for pile in state["piles"].values():
        cards += pile
    if len(cards) == len(PACK) and PACK.issuperset(cards) and len(set(cards)) == len(PACK):
        return
    # The slow path, only for a refused state: the first card out of place, and where.
    seen: dict[str, str] = {}
    for zone, cards in _zones(state):
        for card in cards:
            # Messages are built only on failure: this loop runs for every card of every
            # posted state, and formatting them up front tripled the cost of validation.
            if card not in PACK:
                raise InvalidState(
                    f"card {card} in {zone} is not in Seep's pack (SEP-1.1: "
                    "one 52-card pack, no jokers)",
                    path=f"state.{zone}",
                )
            if card in seen:
                raise InvalidState(
                    f"card {card} appears twice: {seen[card]} and {zone}", path=f"state.{zone}"
                )
            seen[card] = zone
    if len(seen) != len(PACK):
        missing = canonical(PACK - set(seen))
        raise InvalidState(
            f"card {missing[0]} is missing: each of the 52 cards must be in exactly "
            f"one zone ({len(missing)} missing)",
            path="state",
        )


def _check_zones(state: dict, players: int) -> None:
    phase, plays, dealer = state["phase"], state["plays"], state["dealer"]
    bidder = seats.bidder(players, dealer)

    def size(zone: str, cards: list, expected: int, why: str) -> None:
        if len(cards) != expected:
            raise InvalidState(
                f"{zone} holds {len(cards)} cards; {why} it must hold {expected}",
                path=f"state.{zone}",
            )

    if phase in ("bid", "first_play"):
        when = "before play 1 (SEP-3.1)"
        for seat, hand in enumerate(state["hands"]):
            size(f"hands.{seat}", hand, 4 if seat == bidder else 0, when)
        for seat, hand in enumerate(state["reserves"]):
            size(f"reserves.{seat}", hand, 0, when)
        size("stock", state["stock"], 44, when)
        size("floor_down", state["floor_down"], 4 if phase == "bid" else 0, when)
        size("loose", state["loose"], 0 if phase == "bid" else 4, when)
        if state["houses"]:
            raise InvalidState(f"there are no houses {when}", path="state.houses")
        for side, pile in state["piles"].items():
            size(f"piles.{side}", pile, 0, when)
        if phase == "bid":
            if state["bid"] is not None:
                raise InvalidState(
                    f"bid must be null until the bid is made; got {json_text(state['bid'])}",
                    path="state.bid",
                )
        else:
            bid = state["bid"]
            if not (bid is not None and 9 <= bid <= 13):
                raise InvalidState(
                    f"bid must be a value from 9 to 13 once made (SEP-3.3); got {json_text(bid)}",
                    path="state.bid",
                )
            if not any(VALUES[c] == bid for c in state["hands"][bidder]):
                raise InvalidState(
                    f"the bidder (seat {bidder}) holds no card of the bid value "
                    f"{bid}, so play 1 "
                    "is impossible (SEP-3.3, SEP-3.6)",
                    path=f"state.hands.{bidder}",
                )
        return
    size("stock", state["stock"], 0, "after play 1 (SEP-3.8)")
    size("floor_down", state["floor_down"], 0, "after the bid (SEP-3.5)")
    bid = state["bid"]
    if not (bid is not None and 9 <= bid <= 13):
        raise InvalidState(
            f"bid must be a value from 9 to 13 once made (SEP-3.3); got {json_text(bid)}",
            path="state.bid",
        )
    if phase == "finished":
        for seat, hand in enumerate(state["hands"]):
            size(f"hands.{seat}", hand, 0, "once the match is finished")
        for seat, hand in enumerate(state["reserves"]):
            size(f"reserves.{seat}", hand, 0, "once the match is finished")
        size("loose", state["loose"], 0, "once the deal is scored (SEP-9.4)")
        require(
            not state["houses"],
            "no house can remain once the deal is over (SEP-9.6)",
            "state.houses",
        )
        return
    for seat, hand in enumerate(state["hands"]):
        size(
            f"hands.{seat}",
            hand,
            seats.expected_hand(players, dealer, seat, plays),
            f"after {plays} plays with seat {dealer} dealing (SEP-3.10)",
        )
    for seat, hand in enumerate(state["reserves"]):
        expected = 12 if plays < seats.PICKUP else 0
        size(
            f"reserves.{seat}",
            hand,
            expected,
            f"after {plays} plays (reserves are picked up after play 24, SEP-12.5)",
        )


def _check_houses(state: dict, players: int, sides: tuple[str, ...]) -> None:
    values_seen: set[int] = set()
    for index, house in enumerate(state["houses"]):
        path = f"state.houses.{index}"
        value, cards, owners = house["value"], house["cards"], house["owners"]
        if not (9 <= value <= 13):
            raise InvalidState(
                f"houses.{index} has value {value}; a house is worth 9 to 13 (SEP-6.3)",
                path=f"{path}.value",
            )
        if value in values_seen:
            raise InvalidState(
                f"there are two {value}-houses; there is only ever one "
                "house of each value (SEP-6.2)",
                path=f"{path}.value",
            )
        values_seen.add(value)
        if len(cards) < 2:
            raise InvalidState(
                f"the {value}-house holds {len(cards)} card(s); a house is a pile "
                "of two or more cards (SEP-6.1)",
                path=f"{path}.cards",
            )
        total = sum(VALUES[c] for c in cards)
        if not (total % value == 0 and splits(counts_of(cards), value)):
            raise InvalidState(
                f"the {value}-house's cards {' '.join(canonical(cards))} (total "
                f"{total}) do not split "
                f"into combinations of {value} (SEP-6.1)",
                path=f"{path}.cards",
            )
        kind = "ordinary" if total == value else "cemented"
        if not (1 <= len(owners) <= 2):
            raise InvalidState(
                f"the {value}-house has {len(owners)} owners; a house has one or two (SEP-8.1)",
                path=f"{path}.owners",
            )
        for owner in owners:
            if not (0 <= owner < players):
                raise InvalidState(
                    f"owner {owner} of the {value}-house is not a seat of this game",
                    path=f"{path}.owners",
                )
        if len(owners) == 2:
            if seats.side_of(players, owners[0]) == seats.side_of(players, owners[1]):
                raise InvalidState(
                    f"the {value}-house's two owners {owners[0]} and {owners[1]} "
                    "are of one side; "
                    "joint owners are one per side (SEP-8.1, SEP-8.2)",
                    path=f"{path}.owners",
                )
            if kind != "cemented":
                raise InvalidState(
                    f"the {value}-house is ordinary and has two owners; an "
                    "ordinary house has exactly one (SEP-8.1)",
                    path=f"{path}.owners",
                )
        for owner in owners:
            if not any(VALUES[c] == value for c in state["hands"][owner]):
                raise InvalidState(
                    f"seat {owner} owns the {value}-house but holds no card of "
                    f"value {value} (SEP-8.3)",
                    path=f"state.hands.{owner}",
                )


def _check_captures(state: dict, players: int, sides: tuple[str, ...]) -> None:
    plays, dealer, piles = state["plays"], state["dealer"], state["piles"]
    made: dict[int, str] = {}
    for side in sides:
        sweeps = state["sweeps"][side]
        if sweeps != sorted(set(sweeps)):
            raise InvalidState(
                f"sweeps.{side} must list distinct play numbers in ascending order; got {sweeps}",
                path=f"state.sweeps.{side}",
            )
        for play in sweeps:
            if not (1 <= play <= plays):
                raise InvalidState(
                    f"sweeps.{side} names play {play}, but {plays} plays have been made",
                    path=f"state.sweeps.{side}",
                )
            if play in made:
                raise InvalidState(
                    f"play {play} is a sweep of both sides", path=f"state.sweeps.{side}"
                )
            made[play] = side
            maker = seats.mover(players, dealer, play)
            if seats.side_of(players, maker) != side:
                raise InvalidState(
                    f"play {play} was made by seat {maker} (side "
                    f"{seats.side_of(players, maker)}), so "
                    f"it cannot be a sweep of side {side} (SEP-3.9, SEP-9.1)",
                    path=f"state.sweeps.{side}",
                )
        if sweeps and not piles[side]:
            raise InvalidState(
                f"side {side} has sweeps but an empty pile", path=f"state.sweeps.{side}"
            )
    last = state["last_capturer"]
    captured = any(piles[side] for side in sides)
    if last is None:
        require(
            not captured,
            "cards are in the piles but last_capturer is null; cards reach a "
            "pile only by a capture (SEP-5.7)",
            "state.last_capturer",
        )
    else:
        if not (0 <= last < players):
            raise InvalidState(
                f"last_capturer {last} is not a seat of this game", path="state.last_capturer"
            )
        side = seats.side_of(players, last)
        if not piles[side]:
            raise InvalidState(
                f"last_capturer is seat {last}, but side {side}'s pile is empty",
                path="state.last_capturer",
            )
    recent = state["last_capture"]
    if recent is not None:
        require(
            state["phase"] == "play",
            "last_capture must be null outside the play phase "
            "(it lasts until the next play, SEP-4.5)",
            "state.last_capture",
        )
        maker = seats.mover(players, dealer, plays)
        if not (recent["player"] == maker == last):
            raise InvalidState(
                f"last_capture names seat {recent['player']}, but play {plays} was "
                f"made by seat {maker} and the last capturer is {json_text(last)}",
                path="state.last_capture.player",
            )
        pile = piles[seats.side_of(players, maker)]
        if not (2 <= recent["count"] <= len(pile)):
            raise InvalidState(
                f"last_capture.count is {recent['count']}; a capture is the played "
                "card and at "
                f"least one more, within the {len(pile)} cards of the pile",
                path="state.last_capture.count",
            )


def _check_match(state: dict, sides: tuple[str, ...]) -> None:
    options, scores, won = state["options"], state["scores"], state["baazis_won"]
    count, margin = options["baazi_count"], options["baazi_margin"]
    limit, deals = options["deals_per_baazi"], state["baazi_deals"]
    completed = sum(won.values())
    lead = max(scores.values()) - min(scores.values())
    if not (isinstance(deals, int) and not isinstance(deals, bool) and deals >= 0):
        raise InvalidState(
            f"baazi_deals must be a count of completed deals (0 or more); got {json_text(deals)}",
            path="state.baazi_deals",
        )
    if state["phase"] == "finished":
        if not (count is not None and completed == count):
            raise InvalidState(
                f"a finished match has played its {json_text(count)} baazi(s); "
                "baazis_won adds up to "
                f"{completed} (SEP-11.2)",
                path="state.baazis_won",
            )
        require(
            deals >= 1,
            "a finished match ends on a completed deal, so baazi_deals is at least 1; got 0",
            "state.baazi_deals",
        )
        # The last baazi ended by the margin (SEP-11.1) or, our decision (SEP-13), by the deal
        # limit with a side ahead.
        by_limit = limit is not None and deals >= limit and lead > 0
        if not (lead >= margin or by_limit):
            raise InvalidState(
                f"the match ended, but the last baazi's totals {json_text(scores)} "
                f"show no lead of {margin} (SEP-11.1)"
                + (
                    ""
                    if limit is None
                    else f" and no side ahead after the deal limit of {limit} "
                    f"(deals_per_baazi, SEP-13; baazi_deals is {deals})"
                ),
                path="state.scores",
            )
        return
    if not (count is None or completed < count):
        raise InvalidState(
            f"baazis_won adds up to {completed}, so the {count}-baazi match is "
            "over, but the phase "
            f"is {state['phase']} (SEP-11.2)",
            path="state.baazis_won",
        )
    if lead >= margin:
        raise InvalidState(
            f"totals {json_text(scores)} show a lead of {lead}, which would have "
            f"ended the baazi (margin {margin}, SEP-11.1)",
            path="state.scores",
        )
    if not (deals > 0 or not any(scores.values())):
        raise InvalidState(
            "baazi_deals is 0, so no deal of this baazi has been scored and its "
            "totals are 0 "
            f"(SEP-11.4); got {json_text(scores)}",
            path="state.baazi_deals",
        )
    # deals_per_baazi (our decision, SEP-11.1, SEP-13): once the limit is reached, the baazi
    # goes on only while the totals are level.
    if not (limit is None or deals < limit or lead == 0):
        raise InvalidState(
            f"baazi_deals is {deals}, so the deal limit of {limit} "
            "(deals_per_baazi, SEP-13) is "
            "reached and the side ahead would have won the baazi; it goes on only "
            "while the "
            f"totals are level, but they are {json_text(scores)} (SEP-11.1)",
            path="state.baazi_deals",
        )


def _check_ledger(state: dict, sides: tuple[str, ...]) -> None:
    """The ledger lists the scored deals in order, each one a deal can score, after the
    carried row that may stand for the first deals (SEP-11.5), and adds up to the totals, the
    baazis won and the deal count of the state (SEP-10.4, SEP-11.1, SEP-11.4)."""
    ledger, number = state["ledger"], state["deal_number"]
    finished = state["phase"] == "finished"
    ledgers.check_placed(ledger, "state.ledger", "SEP-11.5")
    carried = ledgers.carried_row(ledger)
    if finished and not ledgers.recorded(ledger):
        raise InvalidState(
            f"a finished match ends on its last deal, {number}, scored as the ledger's last "
            "row; the ledger holds " + ("only the carried row" if carried else "no deal"),
            path="state.ledger",
        )
    previous = 0
    if carried is not None:
        for name in ("points", "baazis_won"):
            ledgers.check_points(carried[name], sides, f"state.ledger.0.{name}")
        check_carried(state["options"], carried, "state.ledger.0")
        previous = carried["deals"]
        if not previous < number:
            raise InvalidState(
                f"the carried row stands for deals 1 to {previous}, so the deal in play comes "
                f"after them; deal_number is {number} (SEP-11.5)",
                path="state.ledger.0.deals",
            )
    for index, row in enumerate(ledger):
        if "carried" in row:
            continue
        path = f"state.ledger.{index}"
        if row["totals"].keys() != set(sides):
            raise InvalidState(
                f"ledger.{index}.totals must have exactly the sides {', '.join(sides)}; got "
                f"{', '.join(sorted(row['totals'])) or 'none'}",
                path=f"{path}.totals",
            )
        if not previous < row["number"] <= number:
            raise InvalidState(
                f"ledger.{index} is deal {row['number']}; the ledger lists scored deals in "
                f"order, after deal {previous} and up to the current deal {number}",
                path=f"{path}.number",
            )
        check_row(state["options"], row["totals"], f"{path}.totals", row["number"])
        previous = row["number"]
    if finished and previous != number:
        raise InvalidState(
            f"a finished match ends on its last deal, {number}, scored as the ledger's last "
            f"row; the ledger's last deal is {previous}",
            path="state.ledger",
        )
    if not finished and previous == number:
        raise InvalidState(
            f"deal {number} is in play, so it is not yet in the ledger of scored deals",
            path="state.ledger",
        )
    played = baazi.replay(state["options"], sides, ledger)
    if played.extra:
        raise InvalidState(
            f"the ledger's deals end the match {played.extra} deal(s) before its last row "
            "(SEP-11.1, SEP-11.2)",
            path="state.ledger",
        )
    found = {
        "scores": played.scores,
        "baazis_won": played.baazis_won,
        "baazi_deals": played.baazi_deals,
    }
    for name, value in found.items():
        if state[name] != value:
            raise InvalidState(
                f"the ledger's scored deals make {name} {json_text(value)}; got "
                f"{json_text(state[name])} (SEP-10.4, SEP-11.1, SEP-11.4)",
                path=f"state.{name}",
            )
    if played.over != finished:
        raise InvalidState(
            "the ledger's scored deals "
            + ("end the match" if played.over else "leave the match going on")
            + f", but the phase is {state['phase']} (SEP-11.2)",
            path="state.phase",
        )
