"""The suggestion calls in the document: a bot's move for one seat of each game's state."""

from __future__ import annotations

from ...bots import LEVELS
from ...engine import Game
from ...games.registry import REGISTRY
from .. import suggestions as api
from .examples import SEED, Exchange, _app, _call
from .games import envelope
from .writer import (
    COMPUTE_REFUSED,
    COSTLY_RATE_LIMITED,
    INCONSISTENT,
    MALFORMED,
    REFUSED_CREDENTIAL,
    TOO_LARGE,
    Writer,
    component_prefix,
    json_answer,
    operation_prefix,
    problem_answer,
)

# The time a bot took differs from one build to the next; the example shows a typical one.
SHOWN_ELAPSED_MS = 0.8

NOT_NOW = problem_answer(
    "the seat may not move now: not its turn (`not_your_turn`) or the match is over "
    "(`game_over`); the detail cites the rule"
)


def example(client, game: Game) -> Exchange:
    """A greedy suggestion for the first mover of the seeded deal the game's other examples use."""
    base = f"/v1/games/{game.id}"
    dealt = _call(
        client, "POST", f"{base}/states", 200, json={"players": game.player_counts[0], "seed": SEED}
    )
    state = dealt["state"]
    seat = game.to_move(state)[0]
    body = {"state": state, "player": seat, "level": "greedy", "seed": SEED}
    answer = _call(client, "POST", f"{base}/suggestions", 200, json=body)
    return Exchange(200, {**answer, "elapsed_ms": SHOWN_ELAPSED_MS}, body)


def document(w: Writer) -> None:
    client = _app()
    for game in REGISTRY.values():
        prefix = component_prefix(game)
        request = envelope(w, game, api.SuggestionRequest(), ())
        answer = w.named(prefix + "SuggestionResponse", w.body(api.SuggestionResponse(), game))
        w.spec.path(
            path=f"/v1/games/{game.id}/suggestions",
            operations={
                "post": w.operation(
                    f"Suggest a {game.title} move",
                    "A bot's move for `player`, chosen from that seat's view alone: it never "
                    "looks at a card the seat cannot see, so the same request with the hidden "
                    f"cards dealt otherwise gets the same answer. Levels: {', '.join(LEVELS)}. "
                    "The move is in the form /moves accepts; `elapsed_ms` is the bot's time. "
                    "The position comes as `state` (with its `seal`) or as a `token` with the "
                    "seat's `seat_key`; give `seed` for a reproducible answer. An `expert` "
                    "search runs in the compute pool (a `503` when it cannot take it).",
                    request,
                    {
                        200: json_answer("the suggested move", answer),
                        400: MALFORMED,
                        403: REFUSED_CREDENTIAL,
                        409: NOT_NOW,
                        413: TOO_LARGE,
                        422: INCONSISTENT,
                        429: COSTLY_RATE_LIMITED,
                        503: COMPUTE_REFUSED,
                    },
                    game.id,
                    operation_id=operation_prefix(game) + "Suggest",
                    example=example(client, game),
                )
            },
        )
