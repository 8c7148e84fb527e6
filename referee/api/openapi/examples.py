"""The document's examples: the referee's real answers to seeded requests, made as it is built.

Each game's examples follow one seeded deal: the state `POST .../states` deals, a legal move
for it, the view, the legal moves and the score sheet of that state. The session examples
follow one real session of the first game: opened, read, its legal moves, a move with
If-Match, its history. They are answered by an app of their own, in memory, so that every
example is one the server accepts; the session's random id and tokens are then replaced by
fixed stand-ins, which keeps the document the same from one build to the next.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...engine import Game
from ...games.registry import REGISTRY

SEED = "example"
SESSION_ID = "s3ss10n-1d-0f-the-example"
OWNER_TOKEN = "the-owner-token-of-the-example-session"
ENTRIES_SHOWN = 3  # of a rules catalog: the example shows its first entries only


def seat_token(seat: int) -> str:
    return f"the-token-of-seat-{seat}-of-the-example-session"


JOIN_CODE = "J01NC0DE"  # a code's stand-in, in the codes' alphabet
# The example webhook: a name (resolved only when called) and an event the example session
# never reaches, so that building the document calls nobody.
WEBHOOK = {"url": "https://app.example/hooks/referee", "events": ["match.ended"]}
WEBHOOK_SECRET = "whsec_dGhlLXNlY3JldC1vZi10aGUtZXhhbXBsZS13ZWJob29rIQ=="


def joined_token(seat: int) -> str:
    return f"the-joined-token-of-seat-{seat}-of-the-example-session"


def returned_token(seat: int) -> str:
    return f"the-new-token-of-seat-{seat}-of-the-example-session"


@dataclass
class Exchange:
    """One documented call: its request (body, path and header parameters) and its answer."""

    status: int
    answer: Any = None
    body: Any = None
    path: dict[str, str] = field(default_factory=dict)
    headers: dict[str, str] = field(default_factory=dict)
    query: dict[str, Any] = field(default_factory=dict)


@dataclass
class GameExamples:
    states: Exchange
    moves: Exchange
    legal_moves: Exchange
    views: Exchange
    scores: Exchange
    transcripts: Exchange


@dataclass
class SessionExamples:
    game: str
    create: Exchange
    read: Exchange
    legal_moves: Exchange
    move: Exchange
    history: Exchange
    scores: Exchange
    transcript: Exchange
    seat_bot: Exchange
    unseat_bot: Exchange
    join_code: Exchange
    redeem: Exchange
    set_webhook: Exchange
    webhook_deliveries: Exchange
    redeliver: Exchange
    remove_webhook: Exchange
    delete: Exchange


def _app():
    # Imported here: the document is built by the app's own modules.
    from ...sessions import MemoryStore
    from .. import create_app
    from ..config import Settings

    settings = Settings()
    app = create_app(settings, store=MemoryStore(settings.session_ttl))
    return app.test_client()


def _first_mover_move(client, game: Game, state: dict) -> dict:
    answer = client.post(f"/v1/games/{game.id}/legal-moves", json={"state": state}).get_json()
    return answer["moves"][0]


def _call(client, method: str, url: str, status: int, **kwargs) -> Any:
    response = client.open(url, method=method, **kwargs)
    if response.status_code != status:
        raise RuntimeError(
            f"the example {method} {url} answered {response.status_code}, not {status}: "
            f"{response.get_data(as_text=True)[:500]}"
        )
    return response.get_json(silent=True)


def _game_examples(client, game: Game) -> GameExamples:
    base = f"/v1/games/{game.id}"
    deal = {"players": game.player_counts[0], "seed": SEED}
    dealt = _call(client, "POST", f"{base}/states", 200, json=deal)
    state = dealt["state"]
    move = _first_mover_move(client, game, state)
    play = {"state": state, "move": move}
    listing = {"state": state, "limit": 5}
    look = {"state": state, "player": move["player"]}
    score = {"state": state}
    whole = {**deal, "moves": [move], "claim": {"finished": False}}
    return GameExamples(
        states=Exchange(200, dealt, deal),
        moves=Exchange(200, _call(client, "POST", f"{base}/moves", 200, json=play), play),
        legal_moves=Exchange(
            200, _call(client, "POST", f"{base}/legal-moves", 200, json=listing), listing
        ),
        views=Exchange(200, _call(client, "POST", f"{base}/views", 200, json=look), look),
        scores=Exchange(200, _call(client, "POST", f"{base}/scores", 200, json=score), score),
        transcripts=Exchange(
            200, _call(client, "POST", f"{base}/transcripts", 200, json=whole), whole
        ),
    )


def _stand_ins(value: Any, replace: dict[str, str]) -> Any:
    """`value` with every string in `replace` swapped for its stand-in, at any depth."""
    if isinstance(value, str):
        return replace.get(value, value)
    if isinstance(value, list):
        return [_stand_ins(item, replace) for item in value]
    if isinstance(value, dict):
        return {key: _stand_ins(item, replace) for key, item in value.items()}
    return value


def _session_examples(client, game: Game) -> SessionExamples:
    opening = {"game": game.id, "players": game.player_counts[0], "seed": SEED}
    created = _call(client, "POST", "/v1/sessions", 201, json=opening)
    sid = created["id"]
    tokens = {seat["player"]: seat["token"] for seat in created["seats"]}
    replace = {sid: SESSION_ID, created["owner_token"]: OWNER_TOKEN}
    replace.update({token: seat_token(seat) for seat, token in tokens.items()})

    def auth(seat: int) -> dict[str, str]:
        return {"Authorization": f"Bearer {tokens[seat]}"}

    url = f"/v1/sessions/{sid}"
    listing_seat = None
    for seat in sorted(tokens):
        listed = _call(client, "GET", f"{url}/legal-moves", 200, headers=auth(seat))
        if listed["moves"]:
            listing_seat = seat
            break
    if listing_seat is None:
        raise RuntimeError(f"no seat of the {game.id} example session may move")
    read = _call(client, "GET", url, 200, headers=auth(listing_seat))
    moving = {"move": listed["moves"][0]}
    if_match = f'"{created["version"]}"'
    moved = _call(
        client,
        "POST",
        f"{url}/moves",
        200,
        json=moving,
        headers={**auth(listing_seat), "If-Match": if_match},
    )
    history = _call(client, "GET", f"{url}/history", 200, headers=auth(listing_seat))
    scores = _call(client, "GET", f"{url}/scores", 200, headers=auth(listing_seat))
    owner = {"Authorization": f"Bearer {created['owner_token']}"}
    transcript = _call(client, "GET", f"{url}/transcript", 200, headers=owner)
    # The seat that moved waits for its next turn, so its bot is seated and given back with
    # no turn of its own in between: the answers are the same at every build.
    bot_url, level = f"{url}/seats/{listing_seat}/bot", {"level": "greedy"}
    seated = _call(client, "PUT", bot_url, 200, json=level, headers=owner)
    returned = _call(client, "DELETE", bot_url, 200, headers=owner)
    replace[returned["token"]] = returned_token(listing_seat)
    code_url = f"{url}/seats/{listing_seat}/join-code"
    made = _call(client, "POST", code_url, 201, headers=owner)
    joined = _call(client, "POST", f"/v1/join-codes/{made['code']}", 200)
    replace[made["code"]] = JOIN_CODE
    replace[joined["token"]] = joined_token(listing_seat)
    hook_url = f"{url}/webhook"
    hooked = _call(client, "PUT", hook_url, 200, json=WEBHOOK, headers=owner)
    replace[hooked["webhook"]["secret"]] = WEBHOOK_SECRET
    deliveries = _call(client, "GET", f"{hook_url}/deliveries", 200, headers=owner)
    redelivered = _call(client, "POST", f"{hook_url}/redeliver", 202, json={}, headers=owner)
    _call(client, "DELETE", hook_url, 204, headers=owner)
    path = {"id": SESSION_ID}
    on_seat = {**path, "seat": str(listing_seat)}
    owner_header = {"Authorization": f"Bearer {OWNER_TOKEN}"}
    seat_header = {"Authorization": f"Bearer {seat_token(listing_seat)}"}
    out = SessionExamples(
        game=game.id,
        create=Exchange(201, _stand_ins(created, replace), opening),
        read=Exchange(200, _stand_ins(read, replace), path=path, headers=seat_header),
        legal_moves=Exchange(200, _stand_ins(listed, replace), path=path, headers=seat_header),
        move=Exchange(
            200,
            _stand_ins(moved, replace),
            moving,
            path=path,
            headers={**seat_header, "If-Match": if_match},
        ),
        history=Exchange(
            200, _stand_ins(history, replace), path=path, headers=seat_header, query={"since": 0}
        ),
        scores=Exchange(200, _stand_ins(scores, replace), path=path, headers=seat_header),
        transcript=Exchange(
            200,
            transcript,
            path=path,
            headers={"Authorization": f"Bearer {OWNER_TOKEN}"},
        ),
        seat_bot=Exchange(
            200, _stand_ins(seated, replace), level, path=on_seat, headers=owner_header
        ),
        unseat_bot=Exchange(200, _stand_ins(returned, replace), path=on_seat, headers=owner_header),
        join_code=Exchange(201, _stand_ins(made, replace), path=on_seat, headers=owner_header),
        redeem=Exchange(200, _stand_ins(joined, replace), path={"code": JOIN_CODE}),
        set_webhook=Exchange(
            200, _stand_ins(hooked, replace), WEBHOOK, path=path, headers=owner_header
        ),
        webhook_deliveries=Exchange(
            200, _stand_ins(deliveries, replace), path=path, headers=owner_header
        ),
        redeliver=Exchange(
            202, _stand_ins(redelivered, replace), {}, path=path, headers=owner_header
        ),
        remove_webhook=Exchange(204, path=path, headers=owner_header),
        delete=Exchange(204, path=path, headers={"Authorization": f"Bearer {OWNER_TOKEN}"}),
    )
    _call(client, "DELETE", url, 204, headers={"Authorization": f"Bearer {created['owner_token']}"})
    return out


@dataclass
class Examples:
    games: dict[str, GameExamples]
    sessions: SessionExamples
    catalog: Exchange  # GET /v1/games
    game: Exchange  # GET /v1/games/{game}
    rules: Exchange  # GET /v1/games/{game}/rules
    rule: Exchange  # GET /v1/games/{game}/rules/{rule_id}
    health: Exchange
    ready: Exchange


def examples() -> Examples:
    """Every example of the document, answered by the referee itself."""
    client = _app()
    games = {game.id: _game_examples(client, game) for game in REGISTRY.values()}
    first = next(iter(REGISTRY.values()))
    on_game = {"game": first.id}
    rules = _call(client, "GET", f"/v1/games/{first.id}/rules", 200)
    rule_id = rules["entries"][0]["id"]
    return Examples(
        games=games,
        sessions=_session_examples(client, first),
        catalog=Exchange(200, _call(client, "GET", "/v1/games", 200)),
        game=Exchange(200, _call(client, "GET", f"/v1/games/{first.id}", 200), path=on_game),
        rules=Exchange(200, {**rules, "entries": rules["entries"][:ENTRIES_SHOWN]}, path=on_game),
        rule=Exchange(
            200,
            _call(client, "GET", f"/v1/games/{first.id}/rules/{rule_id}", 200),
            path={**on_game, "rule_id": rule_id},
        ),
        health=Exchange(200, _call(client, "GET", "/healthz", 200)),
        ready=Exchange(200, _call(client, "GET", "/readyz", 200)),
    )
