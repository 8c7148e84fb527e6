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
from .writer import operation_prefix

SEED = "example"
SESSION_ID = "s3ss10n-1d-0f-the-example"
OWNER_TOKEN = "the-owner-token-of-the-example-session"
ENTRIES_SHOWN = 3  # of a rules catalog: the example shows its first entries only
SHOWN_ELAPSED_MS = 0.8  # a suggestion's typical time


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


def _game_examples(client, game: Game) -> dict[str, Exchange]:
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
    seat = game.to_move(state)[0]
    suggest = {"state": state, "player": seat, "level": "greedy", "seed": SEED}
    suggested = _call(client, "POST", f"{base}/suggestions", 200, json=suggest)
    exchanges = {
        "NewState": Exchange(200, dealt, deal),
        "PlayMove": Exchange(200, _call(client, "POST", f"{base}/moves", 200, json=play), play),
        "LegalMoves": Exchange(
            200, _call(client, "POST", f"{base}/legal-moves", 200, json=listing), listing
        ),
        "View": Exchange(200, _call(client, "POST", f"{base}/views", 200, json=look), look),
        "Score": Exchange(200, _call(client, "POST", f"{base}/scores", 200, json=score), score),
        "VerifyTranscript": Exchange(
            200, _call(client, "POST", f"{base}/transcripts", 200, json=whole), whole
        ),
        # The time a bot took differs from one build to the next: the example shows a typical one.
        "Suggest": Exchange(200, {**suggested, "elapsed_ms": SHOWN_ELAPSED_MS}, suggest),
    }
    return {operation_prefix(game) + name: exchange for name, exchange in exchanges.items()}


def _stand_ins(value: Any, replace: dict[str, str]) -> Any:
    """`value` with every string in `replace` swapped for its stand-in, at any depth."""
    if isinstance(value, str):
        return replace.get(value, value)
    if isinstance(value, list):
        return [_stand_ins(item, replace) for item in value]
    if isinstance(value, dict):
        return {key: _stand_ins(item, replace) for key, item in value.items()}
    return value


def _session_examples(client, game: Game) -> dict[str, Exchange]:
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
    out = {
        "createSession": Exchange(201, _stand_ins(created, replace), opening),
        "getSession": Exchange(200, _stand_ins(read, replace), path=path, headers=seat_header),
        "listSessionLegalMoves": Exchange(
            200, _stand_ins(listed, replace), path=path, headers=seat_header
        ),
        "playSessionMove": Exchange(
            200,
            _stand_ins(moved, replace),
            moving,
            path=path,
            headers={**seat_header, "If-Match": if_match},
        ),
        "getSessionHistory": Exchange(
            200, _stand_ins(history, replace), path=path, headers=seat_header, query={"since": 0}
        ),
        "getSessionScores": Exchange(
            200, _stand_ins(scores, replace), path=path, headers=seat_header
        ),
        "getSessionTranscript": Exchange(200, transcript, path=path, headers=owner_header),
        "seatSessionBot": Exchange(
            200, _stand_ins(seated, replace), level, path=on_seat, headers=owner_header
        ),
        "returnSessionSeat": Exchange(
            200, _stand_ins(returned, replace), path=on_seat, headers=owner_header
        ),
        "createSeatJoinCode": Exchange(
            201, _stand_ins(made, replace), path=on_seat, headers=owner_header
        ),
        "redeemJoinCode": Exchange(200, _stand_ins(joined, replace), path={"code": JOIN_CODE}),
        "setSessionWebhook": Exchange(
            200, _stand_ins(hooked, replace), WEBHOOK, path=path, headers=owner_header
        ),
        "getSessionWebhookDeliveries": Exchange(
            200, _stand_ins(deliveries, replace), path=path, headers=owner_header
        ),
        "redeliverSessionWebhook": Exchange(
            202, _stand_ins(redelivered, replace), {}, path=path, headers=owner_header
        ),
        "removeSessionWebhook": Exchange(204, path=path, headers=owner_header),
        "endSession": Exchange(204, path=path, headers=owner_header),
    }
    _call(client, "DELETE", url, 204, headers={"Authorization": f"Bearer {created['owner_token']}"})
    return {**out, **_table_examples(client, game)}


def _table_examples(client, game: Game) -> dict[str, Exchange]:
    """The table's calls, on sessions of their own: a clock paused and resumed, then a
    resignation; an abort. Their times change with every build, so the answers' times are
    stand-ins."""
    opening = {"game": game.id, "players": game.player_counts[0], "seed": SEED}
    clocked = {**opening, "clock": {"per_move": 30, "on_timeout": "forfeit"}}
    created = _call(client, "POST", "/v1/sessions", 201, json=clocked)
    url = f"/v1/sessions/{created['id']}"
    owner = {"Authorization": f"Bearer {created['owner_token']}"}
    replace = {created["id"]: SESSION_ID}
    paused = _call(client, "POST", f"{url}/clock/pause", 200, headers=owner)
    resumed = _call(client, "POST", f"{url}/clock/resume", 200, headers=owner)
    seat = created["seats"][0]["token"]
    resigning = {"player": 0}
    resigned = _call(
        client,
        "POST",
        f"{url}/resign",
        200,
        json=resigning,
        headers={"Authorization": f"Bearer {seat}"},
    )
    other = _call(client, "POST", "/v1/sessions", 201, json=opening)
    replace[other["id"]] = SESSION_ID
    aborted = _call(
        client,
        "POST",
        f"/v1/sessions/{other['id']}/abort",
        200,
        headers={"Authorization": f"Bearer {other['owner_token']}"},
    )
    path = {"id": SESSION_ID}
    owner_header = {"Authorization": f"Bearer {OWNER_TOKEN}"}
    return {
        "pauseSessionClock": Exchange(
            200, _timeless(_stand_ins(paused, replace)), path=path, headers=owner_header
        ),
        "resumeSessionClock": Exchange(
            200, _timeless(_stand_ins(resumed, replace)), path=path, headers=owner_header
        ),
        "resignSession": Exchange(
            200,
            _timeless(_stand_ins(resigned, replace)),
            resigning,
            path=path,
            headers={"Authorization": f"Bearer {seat_token(0)}"},
        ),
        "abortSession": Exchange(
            200, _stand_ins(aborted, replace), path=path, headers=owner_header
        ),
    }


EXAMPLE_TIME = "2025-01-01T12:00:00.000Z"


def _timeless(value: Any) -> Any:
    """`value` with every time of its clocks (`now`, each `deadline`) a fixed one, so that
    the document is the same at every build."""
    if isinstance(value, list):
        return [_timeless(item) for item in value]
    if not isinstance(value, dict):
        return value
    out = {key: _timeless(item) for key, item in value.items()}
    for key in ("now", "deadline"):
        if isinstance(out.get(key), str):
            out[key] = EXAMPLE_TIME
    return out


def examples(client) -> dict[str, Exchange]:
    """Every example of the document by its operationId, answered by the referee itself
    (`client`: a test client of an app of its own, on a memory store)."""
    found = {}
    for game in REGISTRY.values():
        found.update(_game_examples(client, game))
    first = next(iter(REGISTRY.values()))
    on_game = {"game": first.id}
    rules = _call(client, "GET", f"/v1/games/{first.id}/rules", 200)
    rule_id = rules["entries"][0]["id"]
    shown = {**rules, "entries": rules["entries"][:ENTRIES_SHOWN]}
    return {
        **found,
        **_session_examples(client, first),
        "getEntry": Exchange(200, _call(client, "GET", "/", 200)),
        "listGames": Exchange(200, _call(client, "GET", "/v1/games", 200)),
        "describeGame": Exchange(
            200, _call(client, "GET", f"/v1/games/{first.id}", 200), path=on_game
        ),
        "getRules": Exchange(200, shown, path=on_game),
        "getRule": Exchange(
            200,
            _call(client, "GET", f"/v1/games/{first.id}/rules/{rule_id}", 200),
            path={**on_game, "rule_id": rule_id},
        ),
        "getTableRules": Exchange(200, _call(client, "GET", "/v1/table/rules", 200)),
        "getTableRule": Exchange(
            200, _call(client, "GET", "/v1/table/rules/TBL-1", 200), path={"rule_id": "TBL-1"}
        ),
        "getLiveness": Exchange(200, _call(client, "GET", "/healthz", 200)),
        "getReadiness": Exchange(200, _call(client, "GET", "/readyz", 200)),
    }
