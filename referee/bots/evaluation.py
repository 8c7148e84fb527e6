"""How good a full state is for one seat, game by game: what the greedy and expert bots maximise.

Each function reads a whole state (a bot only ever passes one it sampled from its own view)
and answers one number: the seat's side's worth minus the best other side's, in the game's
points. Match scores count in full; what the unit of play in progress would score if it were
scored now counts too, so that a capture or a shed card shows at once.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.games.cassino.scoring import game_points
from referee.games.modulo import deal as modulo_deal
from referee.games.modulo.pack import SUIT, TRICKS_PER_DEAL
from referee.games.modulo.scoring import player_result
from referee.games.modulo.tricks import taken
from referee.games.ronda import declarations as ronda_declarations
from referee.games.ronda.options import PACK_SIZE
from referee.games.ronda.scoring import THRESHOLD, card_count_of
from referee.games.seep.scoring import card_points, sweep_value
from referee.games.spite_and_malice.scoring import payoff_left

Evaluation = Callable[[dict, int], float]


def side_of(state: dict, seat: int) -> str:
    """The side `seat` plays for, by the names of the state's scores ("1", "1+3")."""
    return next(side for side in state["scores"] if str(seat) in side.split("+"))


def margin(worth: dict[str, float], side: str) -> float:
    """A side's worth ahead of the best of the others."""
    return worth[side] - max(value for other, value in worth.items() if other != side)


def cassino(state: dict, seat: int) -> float:
    """Match points, and what the game in progress would add if scored now (CAS-7)."""
    worth = {side: float(score) for side, score in state["scores"].items()}
    if state["phase"] != "finished":
        for side, points in game_points(state["piles"], state["sweeps"]).items():
            worth[side] += points
        # The card majority is 3 points for all of them: each card captured moves it a little.
        for side, pile in state["piles"].items():
            worth[side] += 0.1 * len(pile)
    return margin(worth, side_of(state, seat))


def seep(state: dict, seat: int) -> float:
    """Match points, and the card and sweep points the deal in progress holds (SEP-9, SEP-10)."""
    options = state["options"]
    worth = {side: float(score) for side, score in state["scores"].items()}
    if state["phase"] != "finished":
        for side, pile in state["piles"].items():
            worth[side] += sum(card_points(card, options) for card in pile) + 0.05 * len(pile)
            worth[side] += sum(sweep_value(play, options) for play in state["sweeps"][side])
    return margin(worth, side_of(state, seat))


def ronda(state: dict, seat: int) -> float:
    """Match points, the card count the deal in progress would score now (RON-9.2), and what
    the declarations not yet settled will bring: their value when right (RON-4.2), a penalty
    paid to the others when wrong (RON-4.9, RON-4.10)."""
    options = state["options"]
    worth = {side: float(score) for side, score in state["scores"].items()}
    if state["phase"] == "finished":
        return margin(worth, side_of(state, seat))
    counts = {side: len(pile) for side, pile in state["piles"].items()}
    count = card_count_of(counts, options["players"])
    for side, points in count["points"].items():
        worth[side] += points + 0.1 * counts[side]
    worth_of_declarations(state, worth)
    return margin(worth, side_of(state, seat))


def worth_of_declarations(state: dict, worth: dict[str, float]) -> None:
    """Add to `worth` what the declarations not yet settled will bring: their value when
    right (RON-4.2), a penalty paid to the others when wrong (RON-4.9, RON-4.10)."""
    options = state["options"]
    for other, made in enumerate(state["declarations"]):
        if made is None or (state["phase"] != "declare" and other not in state["pending"]):
            continue
        side, hold = side_of(state, other), state["holdings"][other]
        if made == hold["kind"]:
            worth[side] += 0 if made == "none" else ronda_declarations.value(made, options)
            continue
        penalty = (
            ronda_declarations.undeclared_penalty(hold, options)
            if made == "none"
            else ronda_declarations.wrong_penalty(made, hold, options)
        )
        for rival in worth:
            if rival != side:
                worth[rival] += penalty


def ronda_outlook(state: dict, seat: int) -> float:
    """What the deal in progress is likely to end with, for the expert's roll-outs: as `ronda`,
    but the card count is the one each side would reach if the cards not yet won were shared
    out evenly (RON-9.2). With two sides each card won is then worth half a point of margin,
    as it is at the deal's end, from the first play on, where `ronda`'s count of the cards
    over 20 only starts to move near the deal's end."""
    if state["phase"] == "finished":
        return ronda(state, seat)
    options = state["options"]
    counts = {side: len(pile) for side, pile in state["piles"].items()}
    share = (PACK_SIZE - sum(counts.values())) / len(counts)
    over = THRESHOLD[options["players"]]
    worth = {side: float(score) for side, score in state["scores"].items()}
    for side, count in counts.items():
        worth[side] += max(0.0, count + share - over)
    worth_of_declarations(state, worth)
    return margin(worth, side_of(state, seat))


def spite_and_malice(state: dict, seat: int) -> float:
    """Match points, then shedding: pay-off cards left weigh most, hand cards a little (SAM-10)."""
    players = state["options"]["players"]
    worth = {side: 10.0 * score for side, score in state["scores"].items()}
    if state["phase"] != "finished":
        for side, left in payoff_left(players, state["payoffs"]).items():
            worth[side] -= 3.0 * left
        for other, hand in enumerate(state["hands"]):
            worth[side_of(state, other)] -= 0.2 * len(hand)
    return margin(worth, side_of(state, seat))


def modulo(state: dict, seat: int) -> float:
    """Match points, and what each bid can still be expected to score (MOD-5.3, MOD-5.4).

    A bid's expectation counts the trick totals still within reach, from the tricks taken
    to all the deal's tricks left taken too: the share of them that hit, as if each were as
    likely. With no trick left it is the deal's exact result; with all thirteen to come it
    rates the bids themselves (2 is worth most, ALL only to a player far enough behind).
    """
    worth = {side: float(score) for side, score in state["scores"].items()}
    if state["phase"] == "finished":
        return margin(worth, side_of(state, seat))
    done = [0, 0, 0]
    if state["phase"] == "play":
        done = taken(modulo_deal.first_leader_of(state), state["tricks"], SUIT[state["turn_up"]])
    left = TRICKS_PER_DEAL - len(state["tricks"])
    sweep = state["options"]["sweep_points"]
    for other, (bid, tricks) in enumerate(zip(state["bids"], done, strict=True)):
        if bid is None:
            continue
        side = side_of(state, other)
        before = state["scores"][side]
        reach = range(tricks, tricks + left + 1)
        changes = [player_result(bid, total, before, sweep)[2] for total in reach]
        worth[side] += sum(changes) / len(changes)
    return margin(worth, side_of(state, seat))


def scores_only(state: dict, seat: int) -> float:
    """Any other game: the match scores alone."""
    return margin({side: float(n) for side, n in state["scores"].items()}, side_of(state, seat))


# What the expert rates its roll-outs' ends by, and plays them by, where it differs from the
# immediate evaluation greedy plays by.
OUTLOOKS: dict[str, Evaluation] = {"ronda": ronda_outlook}

EVALUATIONS: dict[str, Evaluation] = {
    "cassino": cassino,
    "modulo": modulo,
    "ronda": ronda,
    "seep": seep,
    "spite-and-malice": spite_and_malice,
}
