"""State consistency (422): a posted position must be one that play of the rules can reach."""

from __future__ import annotations

from referee.engine.cards import VALUES, standard_deck
from referee.engine.errors import InvalidState
from referee.engine.game import require
from referee.engine.wording import json_text
from referee.games import ledgers

from .deal import HAND_SIZE, ROUNDS, TABLE_START
from .ledger import check_carried, game_bounds
from .scoring import extra_game_due, match_winner, reached
from .seats import describe_side, side_of, sides
from .splitting import splits
from .table import describe

PACK = frozenset(standard_deck())
SIDE_SETS = {players: frozenset(sides(players)) for players in ROUNDS}

# Messages are built only once a check fails (`if not ...: raise`), never on the way
# through: formatting them is most of what a passing check would cost.


def check_state(state: dict) -> None:
    """InvalidState, with what is wrong and where, unless the schema-valid state is reachable."""
    options = state["options"]
    players = options["players"]
    first = options["first_player"]
    if not (first == "random" or first < players):
        raise InvalidState(
            f"options.first_player {first} is not a seat of a {players}-player game",
            path="state.options.first_player",
        )
    if len(state["hands"]) != players:
        raise InvalidState(
            f"a {players}-player game has {players} hands; got {len(state['hands'])}",
            path="state.hands",
        )
    for name in ("leader", "to_move", "last_capturer"):
        seat = state[name]
        if not (seat is None or seat < players):
            raise InvalidState(
                f"{name} {seat} is not a seat of a {players}-player game", path=f"state.{name}"
            )
    _check_sides(state, players)
    _check_cards(state, players)
    _check_reservations(state, players)
    if state["phase"] == "finished":
        _check_finished(state, players)
    else:
        _check_running(state, players)
    _check_ledger(state, players)
    _check_captures(state, players)


def _check_sides(state: dict, players: int) -> None:
    expected = SIDE_SETS[players]
    for name in ("scores", "piles", "sweeps"):
        got = state[name]
        if got.keys() != expected:
            raise InvalidState(
                f"{name} must be keyed by the sides {', '.join(sides(players))}; "
                f"got {', '.join(sorted(got)) or 'no keys'}",
                path=f"state.{name}",
            )


def _zones(state: dict, players: int):
    for seat, hand in enumerate(state["hands"]):
        yield f"hands.{seat}", hand
    yield "stock", state["stock"]
    yield "table", state["table"]
    for j, reservation in enumerate(state["reservations"]):
        yield f"reservations.{j}.cards", reservation["cards"]
    for side in sides(players):
        yield f"piles.{side}", state["piles"][side]


def _check_cards(state: dict, players: int) -> None:
    """CAS-1.1: every card of the pack exactly once across all zones."""
    cards = state["stock"] + state["table"]
    for hand in state["hands"]:
        cards += hand
    for reservation in state["reservations"]:
        cards += reservation["cards"]
    for pile in state["piles"].values():
        cards += pile
    if len(cards) == len(PACK) and PACK.issuperset(cards) and len(set(cards)) == len(PACK):
        return
    # The slow path, only for a refused state: the first card out of place, and where.
    where: dict[str, str] = {}
    for zone, cards in _zones(state, players):
        for card in cards:
            if card not in PACK:
                raise InvalidState(
                    f"{card} in {zone} is not a card of the Cassino pack (CAS-1.1)",
                    path=f"state.{zone}",
                )
            if card in where:
                raise InvalidState(
                    f"card {card} appears twice: {where[card]} and {zone}", path=f"state.{zone}"
                )
            where[card] = zone
    missing = [card for card in standard_deck() if card not in where]
    require(
        not missing,
        f"card(s) {' '.join(missing)} are in no zone; each of the 52 cards "
        f"must be somewhere exactly once (CAS-1.1)",
        "state",
    )


def _check_reservations(state: dict, players: int) -> None:
    """CAS-5.1 and the CAS-5.7 invariants."""
    owners: set[int] = set()
    for j, reservation in enumerate(state["reservations"]):
        path = f"state.reservations.{j}"
        cards, value, owner = reservation["cards"], reservation["value"], reservation["owner"]
        if owner >= players:
            raise InvalidState(
                f"reservations.{j}.owner {owner} is not a seat of a {players}-player game",
                path=f"{path}.owner",
            )
        if len(cards) < 2:
            raise InvalidState(
                f"reservations.{j} has {len(cards)} card(s); a reservation has "
                "at least two (CAS-5.1)",
                path=path,
            )
        if owner in owners:
            raise InvalidState(
                f"seat {owner} owns two reservations; a player owns at most one (CAS-5.7b)",
                path=path,
            )
        owners.add(owner)
        if not splits(cards, value):
            raise InvalidState(
                f"the {describe(reservation)} does not divide into groups each "
                f"adding up to {value} (CAS-5.2d)",
                path=path,
            )
        hand = state["hands"][owner]
        if not any(VALUES[card] == value for card in hand):
            raise InvalidState(
                f"seat {owner} owns the {describe(reservation)} but holds no card "
                f"of value {value} (CAS-5.7a)",
                path=path,
            )


def _check_finished(state: dict, players: int) -> None:
    scores, target = state["scores"], state["options"]["target_score"]
    require(state["to_move"] is None, "a finished match has to_move null", "state.to_move")
    require(
        not state["stock"] and not any(state["hands"]),
        "a finished match has an empty stock and empty hands (CAS-6.1)",
        "state.hands",
    )
    require(
        not state["reservations"],
        "no reservation is left at the end of a game (CAS-5.7c)",
        "state.reservations",
    )
    if state["round"] != ROUNDS[players]:
        raise InvalidState(
            f"a finished match ends in round {ROUNDS[players]}; got round {state['round']}",
            path="state.round",
        )
    if match_winner(scores, target) is None:
        raise InvalidState(
            f"the match is marked finished but the scores {_scores(scores)} "
            f"decide no winner at target {target} (CAS-8.3)",
            path="state.scores",
        )
    require(
        state["last_capturer"] is None or not state["table"],
        "at the end of a game the table goes to the last capturer (CAS-6.2); "
        "the table must be empty",
        "state.table",
    )


def _check_running(state: dict, players: int) -> None:
    scores, target = state["scores"], state["options"]["target_score"]
    if reached(scores, target) and not extra_game_due(scores, target):
        raise InvalidState(
            f"the scores {_scores(scores)} already decide the match at target "
            f"{target} (CAS-8.3); the phase must be finished",
            path="state.phase",
        )
    rounds, size = ROUNDS[players], HAND_SIZE[players]
    round_ = state["round"]
    if round_ > rounds:
        raise InvalidState(
            f"round {round_} does not exist; a {players}-player game has {rounds} rounds (CAS-3.1)",
            path="state.round",
        )
    expected_stock = (rounds - round_) * players * size
    if len(state["stock"]) != expected_stock:
        raise InvalidState(
            f"in round {round_} of {rounds} the stock holds {expected_stock} "
            f"cards (CAS-3.5); got {len(state['stock'])}",
            path="state.stock",
        )
    leader = state["leader"]
    # CAS-3.7: in turn order from the leader, those who have played this pass hold one
    # card fewer than the rest, and the first of the rest is to move.
    counts = [len(state["hands"][(leader + i) % players]) for i in range(players)]
    full = counts[-1]
    played = 0
    while played < players and counts[played] == full - 1:
        played += 1
    if not (1 <= full <= size and all(count == full for count in counts[played:])):
        raise InvalidState(
            f"hand sizes {[len(hand) for hand in state['hands']]} do not fit a "
            f"round with leader {leader}: from the leader, players who have "
            f"played hold one card fewer than the rest, at most {size} (CAS-3.7)",
            path="state.hands",
        )
    mover = (leader + played) % players
    if state["to_move"] != mover:
        raise InvalidState(
            f"to_move is {json_text(state['to_move'])} but with leader {leader} "
            f"and hand sizes {[len(hand) for hand in state['hands']]} seat "
            f"{mover} moves next (CAS-3.7)",
            path="state.to_move",
        )
    if full == size and played == 0:
        require(
            not state["reservations"],
            "no reservation is on the table at the start of a round (CAS-5.7c)",
            "state.reservations",
        )
        if round_ == 1:
            require(
                len(state["table"]) == TABLE_START
                and not any(state["piles"].values())
                and state["last_capturer"] is None,
                "before the first turn of a game the table holds the 4 dealt cards and "
                "nothing has been captured (CAS-3.3)",
                "state.table",
            )


def _check_ledger(state: dict, players: int) -> None:
    """CAS-8.1: the finished games, in order, add up to the scores from the carried row's, if
    any (CAS-8.6); none of them scores more or less than a game can (CAS-7.9), and the match
    went on after each one (CAS-8.3)."""
    ledger, scores = state["ledger"], state["scores"]
    target, number = state["options"]["target_score"], state["game_number"]
    finished = state["phase"] == "finished"
    played = number if finished else number - 1
    ledgers.check_placed(ledger, "state.ledger", "CAS-8.6")
    carried, rows = ledgers.carried_row(ledger), ledgers.recorded(ledger)
    before = carried["games"] if carried else 0
    if before + len(rows) != played:
        where = "a match finished in" if finished else "a match playing"
        raise InvalidState(
            f"the ledger lists {len(rows)} finished game(s)"
            + (f" after the carried row's {before}" if carried else "")
            + f"; {where} game {number} has {played} (CAS-8.1)",
            path="state.ledger",
        )
    if finished and not rows:
        raise InvalidState(
            f"a finished match ends on its game {number}, scored as the ledger's last row, not "
            "the carried row (CAS-8.3, CAS-8.6)",
            path="state.ledger",
        )
    expected = SIDE_SETS[players]
    running = dict.fromkeys(sides(players), 0)
    if carried is not None:
        ledgers.check_points(carried["points"], sides(players), "state.ledger.0.points")
        check_carried(state["options"], carried, "state.ledger.0")
        running = dict(carried["points"])
    low, high = game_bounds()
    first = len(ledger) - len(rows)
    for j, entry in enumerate(rows, start=first):
        path = f"state.ledger.{j}"
        game = before + j - first + 1
        if entry["number"] != game:
            raise InvalidState(
                f"ledger.{j} is game {entry['number']}; the ledger lists the games "
                f"{before + 1}, {before + 2}, ... in order",
                path=f"{path}.number",
            )
        totals = entry["totals"]
        if totals.keys() != expected:
            raise InvalidState(
                f"ledger.{j}.totals must be keyed by the sides {', '.join(sides(players))}; "
                f"got {', '.join(sorted(totals)) or 'no keys'}",
                path=f"{path}.totals",
            )
        points = sum(totals.values())
        if points and not low <= points <= high:
            raise InvalidState(
                f"game {game} scored {points} point(s) in all; a game scores {low} to {high}, "
                "or 0 when nobody captured (CAS-7.9, CAS-6.3)",
                path=f"{path}.totals",
            )
        if match_winner(running, target) is not None:
            raise InvalidState(
                f"the scores {_scores(running)} after game {game - 1} decided the match at "
                f"target {target} (CAS-8.3); no game {game} was played",
                path=path,
            )
        running = {side: running[side] + totals[side] for side in running}
    if running != scores:
        raise InvalidState(
            f"the scores {_scores(scores)} are not the sum of the ledger's games, "
            f"{_scores(running)} (CAS-8.1)",
            path="state.scores",
        )


def _check_captures(state: dict, players: int) -> None:
    """Piles, sweeps and the last capturer must agree (CAS-4.4, CAS-4.5)."""
    piles, sweeps, last = state["piles"], state["sweeps"], state["last_capturer"]
    if last is None:
        require(
            not any(piles.values()) and not any(sweeps.values()),
            "last_capturer is null but cards have been captured in this game (CAS-4.4)",
            "state.last_capturer",
        )
        return
    side = side_of(players, last)
    if len(piles[side]) < 2:
        raise InvalidState(
            f"seat {last} is the last capturer but the pile of "
            f"{describe_side(side)} has {len(piles[side])} card(s) (CAS-4.4)",
            path="state.last_capturer",
        )
    for name in sides(players):
        if 2 * sweeps[name] > len(piles[name]):
            raise InvalidState(
                f"{describe_side(name)} has {sweeps[name]} sweep(s) but only "
                f"{len(piles[name])} captured card(s); each sweep captures at "
                "least two (CAS-4.5)",
                path=f"state.sweeps.{name}",
            )


def _scores(scores: dict) -> str:
    return ", ".join(f"{side}: {total}" for side, total in scores.items())
