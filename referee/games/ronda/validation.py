"""check_state: a posted state is one the rules can reach, or a precise InvalidState (422) says why."""

from __future__ import annotations

from referee.engine import InvalidState, MalformedInput
from referee.engine.game import require

from . import declarations as decl
from .deal import table_fault
from .options import OPTIONS, check_options, hand_size, rounds, stock_after
from .pack import PACK, PACK_SET, RANK
from .seats import play_order, side_of, sides

PHASES = ("declare", "play", "finished")


def _check_options(options: dict) -> None:
    try:
        for option in OPTIONS:
            option.check(options[option.name])
        check_options(options, "state.options")
    except MalformedInput as error:
        path = error.path if error.path.startswith("state.") else f"state.{error.path}"
        raise InvalidState(error.message, path=path) from None


def check_state(state: dict) -> None:
    options = state["options"]
    _check_options(options)
    players = options["players"]
    require(state["schema_version"] == 1,
            f"schema_version must be 1; got {state['schema_version']}", "state.schema_version")
    require(state["phase"] in PHASES, f"phase must be one of {', '.join(PHASES)}; got "
            f"{state['phase']!r}", "state.phase")
    for name in ("hands", "declarations", "holdings"):
        require(len(state[name]) == players, f"{name} must hold one entry per seat ({players}); "
                f"got {len(state[name])}", f"state.{name}")
    names = sides(players)
    for name in ("scores", "piles"):
        require(set(state[name]) == set(names), f"{name} must have exactly the sides "
                f"{', '.join(names)} (RON-0.4); got {', '.join(sorted(state[name])) or 'none'}",
                f"state.{name}")
    require(state["dealer"] < players, f"dealer {state['dealer']} is not a seat of this "
            f"{players}-player game", "state.dealer")
    last_round = rounds(options)
    require(1 <= state["round"] <= last_round, f"round must be 1 to {last_round} with these "
            f"options (RON-3.7); got {state['round']}", "state.round")
    _check_cards(state)
    expected = stock_after(options, state["round"])
    require(len(state["stock"]) == expected, f"the stock must hold {expected} cards once round "
            f"{state['round']} is dealt (RON-3.7); got {len(state['stock'])}", "state.stock")
    table_ranks = [RANK[card] for card in state["table"]]
    require(len(set(table_ranks)) == len(table_ranks),
            "the table holds two cards of one rank, which a capture would have taken (RON-5.7)",
            "state.table")
    last = state["last_capturer"]
    require(last is None or last < players, f"last_capturer {last} is not a seat of this game",
            "state.last_capturer")
    require(last is not None or not any(state["piles"].values()),
            "cards are in a pile but last_capturer is null; a pile fills first by a table "
            "capture (RON-5.3, RON-9.1)", "state.last_capturer")
    if state["phase"] == "finished":
        require(state["to_move"] is None, "to_move must be null once the game is over",
                "state.to_move")
        require(state["winner"] in names, f"a finished game names its winning side, one of "
                f"{', '.join(names)} (RON-10.2); got {state['winner']!r}", "state.winner")
        if state["last_play"] is not None:
            _check_play_record(state, players)
        return
    require(state["winner"] is None, "winner must be null while the game goes on", "state.winner")
    scores = state["scores"]
    top = max(scores.values())
    require(top < options["target_score"] or list(scores.values()).count(top) > 1,
            f"scores {scores} have one side alone at the top with at least "
            f"{options['target_score']}, so the game is over (RON-10.2)", "state.scores")
    to_move = state["to_move"]
    require(to_move is not None and to_move < players,
            f"to_move must be a seat of this {players}-player game; got {to_move}", "state.to_move")
    _check_round(state, players)


def _check_cards(state: dict) -> None:
    """Each of the 40 cards exactly once across hands, stock, table and piles (RON-1.1)."""
    seen: dict[str, str] = {}
    zones = [(f"state.hands.{seat}", hand) for seat, hand in enumerate(state["hands"])]
    zones += [("state.stock", state["stock"]), ("state.table", state["table"])]
    zones += [(f"state.piles.{side}", pile) for side, pile in state["piles"].items()]
    for path, cards in zones:
        for card in cards:
            if card not in PACK_SET:
                raise InvalidState(f"{card} is not in Ronda's 40-card pack: no 8, 9 or 10, no "
                                   f"joker (RON-0.1, RON-1.1)", path=path)
            if card in seen:
                raise InvalidState(f"{card} is in {seen[card]} and in {path}; every card is in "
                                   f"one place (RON-1.1)", path=path)
            seen[card] = path
    if len(seen) != len(PACK):
        missing = next(card for card in PACK if card not in seen)
        raise InvalidState(f"{missing} is missing, with {len(PACK) - len(seen)} card(s) in all: "
                           f"the hands, stock, table and piles hold the whole pack (RON-1.1)",
                           path="state")


def _check_round(state: dict, players: int) -> None:
    """Hands, declarations, holdings, pending declarations and the previous play of the round."""
    options, hands = state["options"], state["hands"]
    size = hand_size(options, state["round"])
    order = play_order(players, state["dealer"])
    position = order.index(state["to_move"])
    made = state["declarations"]
    holds = state["holdings"]
    declaring = state["phase"] == "declare"
    mine = len(hands[state["to_move"]])
    require(declaring or 1 <= mine <= size, f"seat {state['to_move']} is to play but holds "
            f"{mine} cards; a hand of this round holds 1 to {size} (RON-5.1)",
            f"state.hands.{state['to_move']}")
    for index, seat in enumerate(order):
        want = (size if declaring else mine) - (0 if declaring or index >= position else 1)
        require(len(hands[seat]) == want,
                f"seat {seat} holds {len(hands[seat])} cards; with seat {state['to_move']} to "
                f"{'declare' if declaring else 'play'} it holds {want} (RON-2.6, RON-3.6)",
                f"state.hands.{seat}")
        if declaring:
            require((made[seat] is None) == (index >= position),
                    f"declarations.{seat} must be {'null' if index >= position else 'made'}: "
                    f"seats declare in play order and seat {state['to_move']} is next (RON-4.4)",
                    f"state.declarations.{seat}")
        else:
            require(made[seat] is not None, "every seat has declared once play has begun "
                    "(RON-4.4)", f"state.declarations.{seat}")
        require(made[seat] != "two_rondas" or size == 4, "two_rondas can only be declared with "
                "a four-card hand (RON-4.4)", f"state.declarations.{seat}")
        hold = holds[seat]
        dealt = len(hands[seat]) == size
        require(_well_formed(hold) and (hold == decl.holding(hands[seat]) if dealt
                                        else decl.fits(hold, hands[seat])),
                f"holdings.{seat} {hold} does not fit the cards of seat {seat}'s hand (RON-4.1)",
                f"state.holdings.{seat}")
    fresh = all(len(hand) == size for hand in hands)
    if declaring or fresh:
        require(state["last_play"] is None, "last_play must be null before the round's first "
                "play (RON-8.2, RON-8.3)", "state.last_play")
    else:
        _check_last_play(state, players, (state["to_move"] - 1) % players)
    if declaring:
        require(not state["pending"], "no declaration is pending during the declaration phase "
                "(RON-4.14)", "state.pending")
        if state["round"] == 1:
            table = state["table"]
            start = 4 if options["deal_to_table"] else 0
            require(len(table) == start and not table_fault(table) and not any(
                state["piles"].values()), f"before the deal's first play the table holds the "
                f"{start} dealt cards, four ranks and no sequence, and the piles are empty "
                f"(RON-3.2, RON-12.2)", "state.table")
    _check_pending(state, players)


def _well_formed(hold: dict) -> bool:
    ranks = {"none": 0, "ronda": 1, "tringa": 1, "two_rondas": 2}[hold["kind"]]
    return len(hold["ranks"]) == ranks


def _check_last_play(state: dict, players: int, previous: int) -> None:
    last = state["last_play"]
    require(last is not None, f"last_play is null, but seat {previous} has played this round",
            "state.last_play")
    require(last["player"] == previous, f"the previous play was seat {previous}'s (RON-2.6); "
            f"last_play names seat {last['player']}", "state.last_play.player")
    _check_play_record(state, players)


def _check_play_record(state: dict, players: int) -> None:
    """The previous play's card is where it went: on the table, or first of its pile's end."""
    last = state["last_play"]
    previous = last["player"]
    require(previous < players, f"last_play.player {previous} is not a seat of this game",
            "state.last_play.player")
    require(last["chain"] <= players - 1, f"a chain of level {last['chain']} needs "
            f"{last['chain'] + 1} players (RON-6.3, RON-6.4, RON-6.6)", "state.last_play.chain")
    rank = last["rank"]
    if last["placed"]:
        require(any(RANK[card] == rank for card in state["table"]) and last["chain"] == 0
                and last["taken"] == 0, f"a placed card of rank {rank} is on the table and took "
                f"nothing", "state.last_play")
        return
    pile = state["piles"][side_of(players, previous)]
    taken = last["taken"]
    require(max(2, last["chain"] + 1) <= taken <= len(pile)
            and RANK[pile[len(pile) - taken]] == rank,
            f"the previous play's {taken} cards, a card of rank {rank} first, end side "
            f"{side_of(players, previous)}'s pile", "state.last_play.taken")


def _check_pending(state: dict, players: int) -> None:
    pending = state["pending"]
    if not pending:
        return
    made = state["declarations"]
    require(pending == sorted(set(pending)) and all(
        seat < players and made[seat] not in (None, "none") for seat in pending),
            "pending lists distinct seats in order, each with a declaration other than none "
            "(RON-4.11)", "state.pending")
    require(decl.compete({seat: made[seat] for seat in pending}, players),
            "the pending declarations do not compete, so they would have been settled "
            "(RON-4.6, RON-4.7)", "state.pending")
    require(any(state["hands"][seat] for seat in pending), "every pending declarer has played "
            "out, so the declarations would have been settled (RON-4.11)", "state.pending")
