"""check_state: a posted state is one the rules can reach, or an InvalidState (422) says why."""

from __future__ import annotations

from referee.engine import InvalidState, MalformedInput
from referee.engine.game import options_screen
from referee.engine.wording import json_text
from referee.games import ledgers

from . import declarations as decl
from .deal import table_fault
from .ledger import check_carried, check_row
from .options import OPTIONS, check_options, hand_size, rounds, stock_after, table_start
from .pack import PACK, PACK_SET, RANK
from .scoring import leader_at_target
from .seats import play_order, side_of, sides

PHASES = ("declare", "play", "finished")
RANK_COUNT = {"none": 0, "ronda": 1, "tringa": 1, "two_rondas": 2}
OPTIONS_OK = options_screen(OPTIONS)
# The rules that score each line of a deal's sheet.
ITEM_RULES = {
    "declarations": ("RON-4.8",),
    "wrong_declaration": ("RON-4.9",),
    "undeclared_holding": ("RON-4.10",),
    "este": ("RON-6.1",),
    "five": ("RON-6.3",),
    "ten": ("RON-6.4",),
    "mesa": ("RON-7.1",),
    "dealer_last_play": ("RON-11.2", "RON-11.4"),
    "card_count": ("RON-9.2",),
    "carried": ("RON-9.4",),
}

# Messages are formatted only once a check fails: a posted state is checked on every request.


def _check_options(options: dict) -> None:
    try:
        if not OPTIONS_OK(options):
            for option in OPTIONS:
                option.check(options[option.name])
        check_options(options)
    except MalformedInput as error:
        raise InvalidState(error.message, path=f"state.{error.path}") from None


def check_state(state: dict) -> None:
    options = state["options"]
    _check_options(options)
    players = options["players"]
    if state["phase"] not in PHASES:
        raise InvalidState(
            f"phase must be one of {', '.join(PHASES)}; got {json_text(state['phase'])}",
            path="state.phase",
        )
    for name in ("hands", "declarations", "holdings"):
        if len(state[name]) != players:
            raise InvalidState(
                f"{name} must hold one entry per seat ({players}); got {len(state[name])}",
                path=f"state.{name}",
            )
    names = sides(players)
    for name in ("scores", "piles"):
        if len(state[name]) != len(names) or not all(side in state[name] for side in names):
            raise InvalidState(
                f"{name} must have exactly the sides {', '.join(names)} (RON-0.4); "
                f"got {', '.join(sorted(state[name])) or 'none'}",
                path=f"state.{name}",
            )
    if state["dealer"] >= players:
        raise InvalidState(
            f"dealer {state['dealer']} is not a seat of this {players}-player game",
            path="state.dealer",
        )
    if not 1 <= state["round"] <= rounds(options):
        raise InvalidState(
            f"round must be 1 to {rounds(options)} with these options (RON-3.7); "
            f"got {json_text(state['round'])}",
            path="state.round",
        )
    _check_cards(state)
    expected = stock_after(options, state["round"])
    if len(state["stock"]) != expected:
        raise InvalidState(
            f"the stock must hold {expected} cards once round {state['round']} is "
            f"dealt (RON-3.7); got {len(state['stock'])}",
            path="state.stock",
        )
    if len({RANK[card] for card in state["table"]}) != len(state["table"]):
        raise InvalidState(
            "the table holds two cards of one rank, which a capture would have taken (RON-5.7)",
            path="state.table",
        )
    last = state["last_capturer"]
    if last is not None and last >= players:
        raise InvalidState(
            f"last_capturer {last} is not a seat of this game", path="state.last_capturer"
        )
    if last is None and any(state["piles"].values()):
        raise InvalidState(
            "cards are in a pile but last_capturer is null; a pile fills first by "
            "a table capture (RON-5.3, RON-9.1)",
            path="state.last_capturer",
        )
    if state["phase"] == "finished":
        _check_finished(state, players, names)
        _check_ledger(state, names)
        return
    if state["winner"] is not None:
        raise InvalidState("winner must be null while the game goes on", path="state.winner")
    scores = state["scores"]
    top = max(scores.values())
    if top >= options["target_score"] and list(scores.values()).count(top) == 1:
        raise InvalidState(
            f"scores {json_text(scores)} have one side alone at the top with at least "
            f"{options['target_score']}, so the game is over (RON-10.2)",
            path="state.scores",
        )
    to_move = state["to_move"]
    if to_move is None or to_move >= players:
        raise InvalidState(
            f"to_move must be a seat of this {players}-player game; got {json_text(to_move)}",
            path="state.to_move",
        )
    _check_round(state, players)
    _check_ledger(state, names)


def _check_finished(state: dict, players: int, names: tuple[str, ...]) -> None:
    if state["to_move"] is not None:
        raise InvalidState("to_move must be null once the game is over", path="state.to_move")
    if state["winner"] not in names:
        raise InvalidState(
            f"a finished game names its winning side, one of {', '.join(names)} "
            f"(RON-10.2); got {json_text(state['winner'])}",
            path="state.winner",
        )
    leader = leader_at_target(state["scores"], state["options"]["target_score"])
    if leader is not None and state["winner"] != leader:
        raise InvalidState(
            f"side {leader} is alone at the top with at least the target, so it won "
            f"(RON-10.2); winner names {json_text(state['winner'])}",
            path="state.winner",
        )
    if leader is None and players == 3:
        raise InvalidState(
            "no side is alone at the top with at least the target, and with three players no "
            "challenge can end the game (RON-10.2, RON-4.13)",
            path="state.scores",
        )
    if state["last_play"] is not None:
        _check_play_record(state, players)


def _added(rows: list[dict], names: tuple[str, ...]) -> dict[str, int]:
    return {side: sum(row[side] for row in rows) for side in names}


def _check_ledger(state: dict, names: tuple[str, ...]) -> None:
    """The finished deals and this deal's lines add up to the scores (RON-9.3, RON-10.6),
    counted from the carried row's points, if any (RON-9.4); no deal scores more than a deal
    can, and no finished deal but a finished match's last left a side alone at the target.

    A deal is closed when its card count is scored or when the match ends in it, so a finished
    match's ledger holds its last deal too.
    """
    finished = state["phase"] == "finished"
    options = state["options"]
    ledger, lines = state["ledger"], state["deal_items"]
    closed = state["deal_number"] - (0 if finished else 1)
    ledgers.check_placed(ledger, "state.ledger", "RON-9.4")
    carried, rows = ledgers.carried_row(ledger), ledgers.recorded(ledger)
    before = carried["deals"] if carried else 0
    # The length first: a posted deal number may be huge, and no range of it is to be built.
    if before + len(rows) != closed or [row["number"] for row in rows] != list(
        range(before + 1, closed + 1)
    ):
        raise InvalidState(
            f"the ledger must hold deals {before + 1} to {closed} in order, one row each"
            + (f" after the carried row's {before}" if carried else "")
            + f", in deal {state['deal_number']} of a {'finished' if finished else 'running'} "
            f"match; got {json_text([row['number'] for row in rows])}",
            path="state.ledger",
        )
    if finished and carried and not rows:
        raise InvalidState(
            "a finished match's last deal is the ledger's last row, not the carried row (RON-9.4)",
            path="state.ledger",
        )
    running = dict.fromkeys(names, 0)
    if carried is not None:
        ledgers.check_points(carried["points"], names, "state.ledger.0.points")
        check_carried(options, carried, "state.ledger.0")
        running = dict(carried["points"])
    first = len(ledger) - len(rows)
    for index, row in enumerate(rows, start=first):
        if set(row["totals"]) != set(names):
            raise InvalidState(
                f"a ledger row names the sides {', '.join(names)} (RON-0.4)",
                path=f"state.ledger.{index}.totals",
            )
        check_row(options, row["totals"], f"state.ledger.{index}.totals", f"deal {row['number']}")
        if finished and index == len(ledger) - 1:
            break
        running = {side: running[side] + row["totals"][side] for side in names}
        leader = leader_at_target(running, options["target_score"])
        if leader is not None:
            raise InvalidState(
                f"after deal {row['number']} the scores were {json_text(running)}, side "
                f"{leader} alone at the top with at least {options['target_score']}: the game "
                f"ended there (RON-10.2); no deal {row['number'] + 1} was played",
                path=f"state.ledger.{index}",
            )
    for index, line in enumerate(lines):
        if set(line["points"]) != set(names) or line["rule"] not in ITEM_RULES[line["item"]]:
            raise InvalidState(
                f"a {line['item']} line names the sides {', '.join(names)} and is scored by "
                f"{' or '.join(ITEM_RULES[line['item']])}",
                path=f"state.deal_items.{index}",
            )
        if line["item"] == "card_count" and (not finished or index != len(lines) - 1):
            raise InvalidState(
                "the card count closes a deal (RON-9.2): it is the last line of a finished "
                "match's last deal, and a running deal has none",
                path=f"state.deal_items.{index}",
            )
        if line["item"] == "carried" and index:
            raise InvalidState(
                "a carried line holds the points the deal scored before its lines were kept, "
                "so it is the deal's first line (RON-9.4)",
                path=f"state.deal_items.{index}",
            )
    deal = _added([line["points"] for line in lines], names)
    check_row(options, deal, "state.deal_items", f"deal {state['deal_number']}")
    if finished and rows and rows[-1]["totals"] != deal:
        raise InvalidState(
            f"the last deal's lines add up to {json_text(deal)}; its ledger row says "
            f"{json_text(rows[-1]['totals'])}",
            path="state.ledger",
        )
    before_points = {
        side: (carried["points"][side] if carried else 0) + sum(row["totals"][side] for row in rows)
        for side in names
    }
    expected = (
        before_points if finished else {side: before_points[side] + deal[side] for side in names}
    )
    if expected != state["scores"]:
        raise InvalidState(
            f"the finished deals and this deal's lines add up to {json_text(expected)}, not "
            f"the scores {json_text(state['scores'])} (RON-9.3, RON-10.6)",
            path="state.scores",
        )


def _check_cards(state: dict) -> None:
    """Each of the 40 cards exactly once across hands, stock, table and piles (RON-1.1)."""
    every = [*state["stock"], *state["table"]]
    for hand in state["hands"]:
        every += hand
    for pile in state["piles"].values():
        every += pile
    if len(every) == len(PACK) and PACK_SET.issuperset(every) and len(set(every)) == len(PACK):
        return
    # Something is off: find the first offending card and its place, for a precise 422.
    seen: dict[str, str] = {}
    zones = [(f"state.hands.{seat}", hand) for seat, hand in enumerate(state["hands"])]
    zones += [("state.stock", state["stock"]), ("state.table", state["table"])]
    zones += [(f"state.piles.{side}", pile) for side, pile in state["piles"].items()]
    for path, cards in zones:
        for card in cards:
            if card not in PACK_SET:
                raise InvalidState(
                    f"{card} is not in Ronda's 40-card pack: no 8, 9 or 10, no "
                    f"joker (RON-0.1, RON-1.1)",
                    path=path,
                )
            if card in seen:
                raise InvalidState(
                    f"{card} is in {seen[card]} and in {path}; every card is in "
                    f"one place (RON-1.1)",
                    path=path,
                )
            seen[card] = path
    if len(seen) != len(PACK):
        missing = next(card for card in PACK if card not in seen)
        raise InvalidState(
            f"{missing} is missing, with {len(PACK) - len(seen)} card(s) in all: "
            f"the hands, stock, table and piles hold the whole pack (RON-1.1)",
            path="state",
        )


def _check_round(state: dict, players: int) -> None:
    """Hands, declarations, holdings, pending declarations and the previous play of the round."""
    options, hands = state["options"], state["hands"]
    size = hand_size(options, state["round"])
    order = play_order(players, state["dealer"])
    to_move = state["to_move"]
    position = order.index(to_move)
    declaring = state["phase"] == "declare"
    mine = len(hands[to_move])
    if not declaring and not 1 <= mine <= size:
        raise InvalidState(
            f"seat {to_move} is to play but holds {mine} cards; a hand of this "
            f"round holds 1 to {size} (RON-5.1)",
            path=f"state.hands.{to_move}",
        )
    for index, seat in enumerate(order):
        # Seats before the mover in play order have played once more this cycle (RON-2.6).
        want = size if declaring else mine - (index < position)
        if len(hands[seat]) != want:
            raise InvalidState(
                f"seat {seat} holds {len(hands[seat])} cards; with seat {to_move} "
                f"to {state['phase']} it holds {want} (RON-2.6, RON-3.6)",
                path=f"state.hands.{seat}",
            )
        _check_declaration(state, seat, declaring and index >= position, size)
    if declaring or all(len(hand) == size for hand in hands):
        if state["last_play"] is not None:
            raise InvalidState(
                "last_play must be null before the round's first play (RON-8.2, RON-8.3)",
                path="state.last_play",
            )
    else:
        _check_last_play(state, players, (to_move - 1) % players)
    if declaring:
        if state["pending"]:
            raise InvalidState(
                "no declaration is pending during the declaration phase (RON-4.14)",
                path="state.pending",
            )
        if state["round"] == 1:
            _check_starting_table(state)
    _check_pending(state, players)


def _check_declaration(state: dict, seat: int, waiting: bool, size: int) -> None:
    """A seat's declaration (made once, in play order) and its dealt holding (RON-4.1, RON-4.4)."""
    made = state["declarations"][seat]
    if (made is None) != waiting:
        raise InvalidState(
            f"declarations.{seat} must be {'null' if waiting else 'made'}: seats "
            f"declare in play order before the round's first play, and seat "
            f"{state['to_move']} is to {state['phase']} (RON-4.4)",
            path=f"state.declarations.{seat}",
        )
    if made == "two_rondas" and size != 4:
        raise InvalidState(
            "two_rondas can only be declared with a four-card hand (RON-4.4)",
            path=f"state.declarations.{seat}",
        )
    hold, hand = state["holdings"][seat], state["hands"][seat]
    if len(hold["ranks"]) != RANK_COUNT[hold["kind"]] or not (
        hold == decl.holding(hand) if len(hand) == size else decl.fits(hold, hand)
    ):
        raise InvalidState(
            f"holdings.{seat} {json_text(hold)} does not fit the cards of seat {seat}'s hand "
            f"(RON-4.1)",
            path=f"state.holdings.{seat}",
        )


def _check_starting_table(state: dict) -> None:
    table = state["table"]
    start = table_start(state["options"])
    if len(table) != start or table_fault(table) or any(state["piles"].values()):
        raise InvalidState(
            f"before the deal's first play the table holds the {start} dealt "
            f"cards, four ranks and no sequence, and the piles are empty "
            f"(RON-3.2, RON-12.2)",
            path="state.table",
        )


def _check_last_play(state: dict, players: int, previous: int) -> None:
    last = state["last_play"]
    if last is None:
        raise InvalidState(
            f"last_play is null, but seat {previous} has played this round", path="state.last_play"
        )
    if last["player"] != previous:
        raise InvalidState(
            f"the previous play was seat {previous}'s (RON-2.6); last_play names "
            f"seat {last['player']}",
            path="state.last_play.player",
        )
    _check_play_record(state, players)


def _check_play_record(state: dict, players: int) -> None:
    """The previous play's card is where it went: on the table, or first of its pile's end."""
    last = state["last_play"]
    previous = last["player"]
    if previous >= players:
        raise InvalidState(
            f"last_play.player {previous} is not a seat of this game", path="state.last_play.player"
        )
    if last["chain"] > players - 1:
        raise InvalidState(
            f"a chain of level {last['chain']} needs {last['chain'] + 1} players "
            f"(RON-6.3, RON-6.4, RON-6.6)",
            path="state.last_play.chain",
        )
    rank, taken = last["rank"], last["taken"]
    if last["placed"]:
        if last["chain"] or taken or all(RANK[card] != rank for card in state["table"]):
            raise InvalidState(
                f"a placed card of rank {rank} is on the table and took nothing",
                path="state.last_play",
            )
        return
    pile = state["piles"][side_of(players, previous)]
    if not max(2, last["chain"] + 1) <= taken <= len(pile) or RANK[pile[-taken]] != rank:
        raise InvalidState(
            f"the previous play's {taken} cards, a card of rank {rank} first, end "
            f"side {side_of(players, previous)}'s pile",
            path="state.last_play.taken",
        )


def _check_pending(state: dict, players: int) -> None:
    pending = state["pending"]
    if not pending:
        return
    made = state["declarations"]
    if pending != sorted(set(pending)) or any(
        seat >= players or made[seat] in (None, "none") for seat in pending
    ):
        raise InvalidState(
            "pending lists distinct seats in order, each with a declaration other "
            "than none (RON-4.11)",
            path="state.pending",
        )
    if not decl.compete({seat: made[seat] for seat in pending}, players):
        raise InvalidState(
            "the pending declarations do not compete, so they would have been "
            "settled (RON-4.6, RON-4.7)",
            path="state.pending",
        )
    if not any(state["hands"][seat] for seat in pending):
        raise InvalidState(
            "every pending declarer has played out, so the declarations would "
            "have been settled (RON-4.11)",
            path="state.pending",
        )
