"""State consistency (422): a posted position must be one that play of the rules can reach."""

from __future__ import annotations

from ...engine.cards import VALUES, standard_deck
from ...engine.errors import InvalidState
from ...engine.game import require
from ...engine.wording import json_text
from .scoring import extra_game_due, match_winner, reached
from .sides import HAND_SIZE, ROUNDS, TABLE_START, describe_side, side_of, sides
from .splitting import splits
from .table import describe

PACK = frozenset(standard_deck())


def check_state(state: dict) -> None:
    """InvalidState, with what is wrong and where, unless the schema-valid state is reachable."""
    options = state["options"]
    players = options["players"]
    first = options["first_player"]
    require(first == "random" or first < players,
            f"options.first_player {first} is not a seat of a {players}-player game",
            "state.options.first_player")
    require(len(state["hands"]) == players,
            f"a {players}-player game has {players} hands; got {len(state['hands'])}", "state.hands")
    for name in ("leader", "to_move", "last_capturer"):
        seat = state[name]
        require(seat is None or seat < players,
                f"{name} {seat} is not a seat of a {players}-player game", f"state.{name}")
    _check_sides(state, players)
    _check_cards(state, players)
    _check_reservations(state, players)
    if state["phase"] == "finished":
        _check_finished(state, players)
    else:
        _check_running(state, players)
    _check_captures(state, players)


def _check_sides(state: dict, players: int) -> None:
    expected = set(sides(players))
    for name in ("scores", "piles", "sweeps"):
        got = state[name]
        require(set(got) == expected,
                f"{name} must be keyed by the sides {', '.join(sides(players))}; "
                f"got {', '.join(sorted(got)) or 'no keys'}", f"state.{name}")


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
    where: dict[str, str] = {}
    for zone, cards in _zones(state, players):
        for card in cards:
            if card not in PACK:
                raise InvalidState(f"{card} in {zone} is not a card of the Cassino pack "
                                   f"(CAS-1.1)", path=f"state.{zone}")
            if card in where:
                raise InvalidState(f"card {card} appears twice: {where[card]} and {zone}",
                                   path=f"state.{zone}")
            where[card] = zone
    missing = [card for card in standard_deck() if card not in where]
    require(not missing, f"card(s) {' '.join(missing)} are in no zone; each of the 52 cards "
                         f"must be somewhere exactly once (CAS-1.1)", "state")


def _check_reservations(state: dict, players: int) -> None:
    """CAS-5.1 and the CAS-5.7 invariants."""
    owners: set[int] = set()
    for j, reservation in enumerate(state["reservations"]):
        path = f"state.reservations.{j}"
        cards, value, owner = reservation["cards"], reservation["value"], reservation["owner"]
        require(owner < players, f"reservations.{j}.owner {owner} is not a seat of a "
                                 f"{players}-player game", f"{path}.owner")
        require(len(cards) >= 2, f"reservations.{j} has {len(cards)} card(s); a reservation has at "
                                 f"least two (CAS-5.1)", path)
        require(owner not in owners, f"seat {owner} owns two reservations; a player owns at "
                                     f"most one (CAS-5.7b)", path)
        owners.add(owner)
        require(splits(cards, value),
                f"the {describe(reservation)} does not divide into groups each adding up to "
                f"{value} (CAS-5.2d)", path)
        hand = state["hands"][owner]
        require(any(VALUES[card] == value for card in hand),
                f"seat {owner} owns the {describe(reservation)} but holds no card of value "
                f"{value} (CAS-5.7a)", path)


def _check_finished(state: dict, players: int) -> None:
    scores, target = state["scores"], state["options"]["target_score"]
    require(state["to_move"] is None, "a finished match has to_move null", "state.to_move")
    require(not state["stock"] and not any(state["hands"]),
            "a finished match has an empty stock and empty hands (CAS-6.1)", "state.hands")
    require(not state["reservations"],
            "no reservation is left at the end of a game (CAS-5.7c)", "state.reservations")
    require(state["round"] == ROUNDS[players],
            f"a finished match ends in round {ROUNDS[players]}; got round {state['round']}",
            "state.round")
    require(match_winner(scores, target) is not None,
            f"the match is marked finished but the scores {_scores(scores)} decide no winner "
            f"at target {target} (CAS-8.3)", "state.scores")
    require(state["last_capturer"] is None or not state["table"],
            "at the end of a game the table goes to the last capturer (CAS-6.2); "
            "the table must be empty", "state.table")


def _check_running(state: dict, players: int) -> None:
    scores, target = state["scores"], state["options"]["target_score"]
    require(not reached(scores, target) or extra_game_due(scores, target),
            f"the scores {_scores(scores)} already decide the match at target {target} "
            f"(CAS-8.3); the phase must be finished", "state.phase")
    rounds, size = ROUNDS[players], HAND_SIZE[players]
    round_ = state["round"]
    require(round_ <= rounds, f"round {round_} does not exist; a {players}-player game has "
                              f"{rounds} rounds (CAS-3.1)", "state.round")
    expected_stock = (rounds - round_) * players * size
    require(len(state["stock"]) == expected_stock,
            f"in round {round_} of {rounds} the stock holds {expected_stock} cards "
            f"(CAS-3.5); got {len(state['stock'])}", "state.stock")
    leader = state["leader"]
    # CAS-3.7: in turn order from the leader, those who have played this pass hold one
    # card fewer than the rest, and the first of the rest is to move.
    counts = [len(state["hands"][(leader + i) % players]) for i in range(players)]
    full = counts[-1]
    played = 0
    while played < players and counts[played] == full - 1:
        played += 1
    require(1 <= full <= size and all(count == full for count in counts[played:]),
            f"hand sizes {[len(hand) for hand in state['hands']]} do not fit a round with "
            f"leader {leader}: from the leader, players who have played hold one card fewer "
            f"than the rest, at most {size} (CAS-3.7)", "state.hands")
    mover = (leader + played) % players
    require(state["to_move"] == mover,
            f"to_move is {json_text(state['to_move'])} but with leader {leader} and hand sizes "
            f"{[len(hand) for hand in state['hands']]} seat {mover} moves next (CAS-3.7)",
            "state.to_move")
    if full == size and played == 0:
        require(not state["reservations"],
                "no reservation is on the table at the start of a round (CAS-5.7c)",
                "state.reservations")
        if round_ == 1:
            require(len(state["table"]) == TABLE_START and not any(state["piles"].values())
                    and state["last_capturer"] is None,
                    "before the first turn of a game the table holds the 4 dealt cards and "
                    "nothing has been captured (CAS-3.3)", "state.table")


def _check_captures(state: dict, players: int) -> None:
    """Piles, sweeps and the last capturer must agree (CAS-4.4, CAS-4.5)."""
    piles, sweeps, last = state["piles"], state["sweeps"], state["last_capturer"]
    if last is None:
        require(not any(piles.values()) and not any(sweeps.values()),
                "last_capturer is null but cards have been captured in this game (CAS-4.4)",
                "state.last_capturer")
        return
    side = side_of(last, players)
    require(len(piles[side]) >= 2,
            f"seat {last} is the last capturer but the pile of {describe_side(side)} has "
            f"{len(piles[side])} card(s) (CAS-4.4)", "state.last_capturer")
    for name in sides(players):
        require(2 * sweeps[name] <= len(piles[name]),
                f"{describe_side(name)} has {sweeps[name]} sweep(s) but only "
                f"{len(piles[name])} captured card(s); each sweep captures at least two "
                f"(CAS-4.5)", f"state.sweeps.{name}")


def _scores(scores: dict) -> str:
    return ", ".join(f"{side}: {total}" for side, total in scores.items())
