"""The rules of play: who moves, the legal moves, what a move does (RON-4.4, RON-5.1, RON-10.4)."""

from __future__ import annotations

from referee.engine import IllegalMove, Outcome
from referee.engine.sheets import SheetItem
from referee.engine.sides import next_seat

from . import captures, deal, scoring
from . import declarations as decl
from .deal import FIELDS
from .pack import RANK, in_run_order
from .seats import side_of

# -- who may move, and what ------------------------------------------------------------------


def challengers(state: dict) -> list[int]:
    """RON-4.13: with 2 or 4 players, any opponent of a pending declarer, between plays."""
    pending = state["pending"]
    if not pending:
        return []
    players = state["options"]["players"]
    if players == 3 or state["phase"] != "play":
        return []
    declaring = {side_of(players, seat) for seat in pending}
    return [
        seat for seat in range(players) if any(side != side_of(players, seat) for side in declaring)
    ]


def movers(state: dict) -> list[int]:
    """The seat to declare or play (RON-5.1), with any seat that may challenge (RON-4.13)."""
    if state["phase"] == "finished":
        return []
    found = challengers(state)
    if not found:
        return [state["to_move"]]
    return sorted({state["to_move"], *found})


def legal_moves(state: dict, player: int, limit: int) -> tuple[list[dict], bool]:
    """Every move of `player` now, in a fixed order: declarations or plays, then challenges."""
    found: list[dict] = []
    if state["phase"] == "declare":
        if player == state["to_move"]:
            kinds = decl.KINDS if len(state["hands"][player]) == 4 else decl.KINDS[:3]
            found = [{"player": player, "type": "declare", "kind": kind} for kind in kinds]
    elif state["phase"] == "play":
        if player == state["to_move"]:
            players = state["options"]["players"]
            table, last, piles = (
                captures.by_run_index(state["table"]),
                state["last_play"],
                state["piles"],
            )
            for card in in_run_order(state["hands"][player]):
                found.append(
                    {
                        "player": player,
                        "type": "play",
                        "card": card,
                        "takes": list(captures.effect(card, table, last, piles, players).taken),
                    }
                )
        if player in challengers(state):
            players = state["options"]["players"]
            found.extend(
                {"player": player, "type": "challenge", "target": target}
                for target in state["pending"]
                if side_of(players, target) != side_of(players, player)
            )
    return found[:limit], len(found) > limit


# -- a move ----------------------------------------------------------------------------------


class Turn:
    """The fields of the state being built by one move, its events and its scoring steps."""

    def __init__(self, state: dict):
        self.old = state
        self.fields = dict(state)
        self.events: list[dict] = []
        self.reason: str | None = None
        self.deal_closed = False

    @property
    def over(self) -> bool:
        return self.fields["phase"] == "finished"

    def score(self, step: str, items: list[SheetItem]) -> None:
        """One scoring step: its points together (RON-10.6), then the game-end check (RON-10.2).

        The deal's sheet keeps every step's lines.
        """
        if not items:
            return
        fields = self.fields
        total = {side: 0 for side in fields["scores"]}
        for line in items:
            for side, points in line["points"].items():
                total[side] += points
        fields["scores"] = {side: fields["scores"][side] + total[side] for side in total}
        fields["deal_items"] = [*fields["deal_items"], *items]
        self.events.append({"type": "score", "step": step, "items": items, "points": total})
        self.check_end()

    def check_end(self) -> None:
        """RON-10.2, RON-10.3: a side at or above the target, alone at the top, wins at once."""
        leader = scoring.leader_at_target(
            self.fields["scores"], self.fields["options"]["target_score"]
        )
        if leader is not None:
            self.finish(leader, "target")

    def finish(self, winner: str, reason: str) -> None:
        """RON-10.2, RON-10.7: nothing more is played or scored; pending declarations lapse
        (RON-4.12)."""
        self.fields.update(phase="finished", to_move=None, winner=winner, pending=[])
        self.reason = reason

    def close_deal(self) -> None:
        """The deal is over, at its card count or with the match: its totals go to the ledger,
        and its final sheet to the players."""
        fields = self.fields
        totals = {side: 0 for side in fields["scores"]}
        for line in fields["deal_items"]:
            for side, points in line["points"].items():
                totals[side] += points
        fields["ledger"] = [*fields["ledger"], {"number": fields["deal_number"], "totals": totals}]
        self.deal_closed = True
        self.events.append(
            {
                "type": "deal_end",
                "deal_number": fields["deal_number"],
                "pile_counts": {side: len(pile) for side, pile in fields["piles"].items()},
                "sheet": scoring.deal_sheet(fields, final=True),
            }
        )

    def outcome(self) -> Outcome:
        fields = self.fields
        if self.over:
            # The match ends with the move, and the deal it ends in with it (RON-10.2).
            if not self.deal_closed:
                self.close_deal()
            self.events.append(
                {
                    "type": "game_end",
                    "winner": fields["winner"],
                    "reason": self.reason,
                    "scores": dict(fields["scores"]),
                    "sheet": scoring.score_sheet(fields),
                    "outcome": scoring.outcome(fields),
                }
            )
        new = {name: fields[name] for name in FIELDS}
        old_scores = self.old["scores"]
        deltas = {side: score - old_scores[side] for side, score in new["scores"].items()}
        if self.over:
            return Outcome(
                new,
                self.events,
                deltas,
                True,
                {"winner": new["winner"], "scores": dict(new["scores"])},
            )
        return Outcome(new, self.events, deltas, False, None)


def apply(state: dict, move: dict) -> Outcome:
    """A declaration, a challenge or a play, with every scoring step it sets off (RON-10.4)."""
    kind = move["type"]
    if kind == "declare":
        return declare(state, move["player"], move["kind"])
    if kind == "challenge":
        return challenge(state, move["player"], move["target"])
    return play_card(state, move["player"], move["card"], move["takes"])


def declare(state: dict, player: int, kind: str) -> Outcome:
    """RON-4.4: one declaration a seat, in play order, before the round's first play."""
    if state["phase"] != "declare":
        raise IllegalMove(
            "declarations_closed",
            "RON-4.4",
            "this round's declarations have all been made; no seat may declare "
            "again before the next distribution",
        )
    if player != state["to_move"]:
        raise IllegalMove(
            "not_your_turn",
            "RON-4.4",
            f"seat {player} may not declare now; seat {state['to_move']} declares next",
        )
    if kind == "two_rondas" and len(state["hands"][player]) != 4:
        raise IllegalMove(
            "two_rondas_needs_four_cards",
            "RON-4.4",
            "two_rondas can only be declared with a four-card hand",
        )
    turn = Turn(state)
    fields = turn.fields
    made = list(state["declarations"])
    made[player] = kind
    fields["declarations"] = made
    turn.events.append({"type": "declare", "player": player, "kind": kind})
    players, dealer = state["options"]["players"], state["dealer"]
    if player != dealer:
        fields["to_move"] = next_seat(players, player)
        return turn.outcome()
    # The dealer declares last: the phase ends and play begins with dealer + 1 (RON-2.6).
    fields.update(phase="play", to_move=next_seat(players, dealer))
    declared = {seat: k for seat, k in enumerate(made) if k != "none"}
    if decl.compete(declared, players):
        fields["pending"] = sorted(declared)
        turn.events.append({"type": "declarations_pending", "players": sorted(declared)})
    else:
        # RON-4.7 (D-05): settled and verified at once, the game can end before any play.
        turn.score(
            "declarations", decl.settle(declared, state["holdings"], state["options"], "RON-4.7")
        )
    return turn.outcome()


def challenge(state: dict, player: int, target: int) -> Outcome:
    """RON-4.13: an opponent asks to see a pending declaration's hand."""
    options = state["options"]
    players = options["players"]
    if players == 3:
        raise IllegalMove(
            "no_challenge_with_three",
            "RON-4.13",
            "with three players no declaration may be challenged",
        )
    if target not in state["pending"] or state["phase"] != "play":
        raise IllegalMove(
            "not_pending", "RON-4.13", f"seat {target} has no pending declaration to challenge"
        )
    if side_of(players, target) == side_of(players, player):
        raise IllegalMove(
            "own_side", "RON-4.13", f"seat {player} may not challenge its own side's declaration"
        )
    turn = Turn(state)
    declared = state["declarations"][target]
    hold = state["holdings"][target]
    correct = declared == hold["kind"]
    turn.events.append(
        {
            "type": "challenge",
            "player": player,
            "target": target,
            "declared": declared,
            "verdict": "correct" if correct else "wrong",
        }
    )
    if correct:
        turn.finish(side_of(players, target), "challenge")  # RON-4.13 (b), RON-10.5
        return turn.outcome()
    rest = [seat for seat in state["pending"] if seat != target]
    turn.fields["pending"] = rest
    turn.score("challenge", [decl.wrong_item(target, declared, hold, options, "RON-4.13")])
    remaining = {seat: state["declarations"][seat] for seat in rest}
    hands = state["hands"]
    # D-10: what the bluff contested is tested again; D-24: nothing waits on a trigger gone by.
    if (
        not turn.over
        and rest
        and (not decl.compete(remaining, players) or all(not hands[seat] for seat in rest))
    ):
        turn.fields["pending"] = []
        turn.score("declarations", decl.settle(remaining, state["holdings"], options, "RON-4.13"))
    return turn.outcome()


def play_card(state: dict, player: int, card: str, takes: list[str]) -> Outcome:
    """RON-5.1: one card from the hand; what it does is fixed by the position (RON-5.2)."""
    if state["phase"] == "declare":
        raise IllegalMove(
            "declarations_first",
            "RON-4.4",
            "no card may be played before every seat has declared this round",
        )
    if player != state["to_move"]:
        raise IllegalMove(
            "not_your_turn",
            "RON-5.1",
            f"seat {player} may not play now; seat {state['to_move']} plays next",
        )
    hand = state["hands"][player]
    if card not in hand:
        raise IllegalMove("card_not_in_hand", "RON-5.1", f"{card} is not in seat {player}'s hand")
    options = state["options"]
    players = options["players"]
    found = captures.effect(
        card, captures.by_run_index(state["table"]), state["last_play"], state["piles"], players
    )
    captures.check_takes(card, takes, found)

    turn = Turn(state)
    fields = turn.fields
    side = side_of(players, player)
    hands = list(state["hands"])
    hands[player] = [c for c in hand if c != card]
    fields["hands"] = hands
    taken = found.taken
    piles = dict(state["piles"])
    if found.action == captures.STEAL:
        loser = side_of(players, state["last_play"]["player"])
        piles[loser] = piles[loser][: len(piles[loser]) - len(taken)]
        piles[side] = [*piles[side], card, *taken]
        table = state["table"]
    elif found.action == captures.CAPTURE:
        piles[side] = [*piles[side], card, *taken]
        table = [c for c in state["table"] if c not in taken]
        fields["last_capturer"] = player
    else:
        table = in_run_order([*state["table"], card])
    fields["piles"], fields["table"] = piles, table
    last_of_deal = not state["stock"] and not any(hands)
    fields["last_play"] = {
        "player": player,
        "rank": RANK[card],
        "placed": found.action == captures.PLACE,
        "chain": found.chain,
        "taken": len(taken) + 1 if taken else 0,
    }

    # Step 1: the play itself (RON-10.4).
    mesa = bool(taken) and not table and not last_of_deal  # RON-7.1, RON-8.1
    event = {
        "type": "play",
        "player": player,
        "side": side,
        "card": card,
        "action": found.action,
        "cards": list(taken),
    }
    if found.action == captures.STEAL:
        event["from"] = side_of(players, state["last_play"]["player"])
    name = captures.WITH_MESA[found.chain] if mesa else captures.CHAIN_NAMES.get(found.chain)
    if name:
        event["combination"] = name
    turn.events.append(event)
    dealer_bonus = last_of_deal and options["dealer_last_play"]
    if found.chain or mesa or dealer_bonus:
        turn.score("play", captures.play_items(player, card, found, mesa, dealer_bonus, options))

    # Step 2: an undeclared holding, once its cards are all shown (RON-4.10, D-08).
    hold = state["holdings"][player]
    if (
        not turn.over
        and not hands[player]
        and state["declarations"][player] == "none"
        and hold["kind"] != "none"
    ):
        turn.score("undeclared", [decl.undeclared_item(player, hold, options)])

    # Step 3: the deferred settlement, when the last pending declarer has played out (RON-4.11).
    pending = state["pending"]
    if not turn.over and pending and all(not hands[seat] for seat in pending):
        fields["pending"] = []
        turn.score(
            "declarations",
            decl.settle(
                {seat: state["declarations"][seat] for seat in pending},
                state["holdings"],
                options,
                "RON-4.11",
            ),
        )
    if turn.over:
        return turn.outcome()

    if last_of_deal:
        _end_of_deal(turn)
    elif not any(hands):
        # RON-3.6: the next round is dealt without a move; its declarations follow.
        dealt, stock = deal.deal_hands(state["stock"], options, state["dealer"], state["round"] + 1)
        fields.update(hands=dealt, stock=stock)
        deal.start_round(fields, state["round"] + 1)
        turn.events.append(
            {
                "type": "deal",
                "deal_number": state["deal_number"],
                "dealer": state["dealer"],
                "round": state["round"] + 1,
                "hand_counts": [len(h) for h in dealt],
                "stock_count": len(stock),
            }
        )
    else:
        fields["to_move"] = next_seat(players, player)
    return turn.outcome()


def _end_of_deal(turn: Turn) -> None:
    """RON-9.1 to RON-9.3: the sweep to the last table capturer, the card count, the next deal."""
    fields = turn.fields
    options = fields["options"]
    players = options["players"]
    rest = fields["table"]
    fields["last_play"] = None  # the deal is over: no chain goes on (RON-6.7)
    if rest:
        # A real deal always has a table capture before its last play (eleven plays fill
        # every rank); a posed position may not, and then the dealer's side takes the rest.
        taker = fields["last_capturer"] if fields["last_capturer"] is not None else fields["dealer"]
        side = side_of(players, taker)
        fields["piles"] = {**fields["piles"], side: [*fields["piles"][side], *rest]}
        fields["table"] = []
        turn.events.append({"type": "sweep", "player": taker, "side": side, "cards": list(rest)})
    turn.score("card_count", [scoring.card_count_item(fields["piles"], players)])
    turn.close_deal()
    if turn.over:
        return
    event = deal.deal_into(fields, next_seat(players, fields["dealer"]), fields["deal_number"] + 1)
    turn.events.append(event)
