"""The document's examples: the referee's real answers to seeded requests, made as it is built.

Each game's examples follow one seeded deal: the state `POST .../states` deals, a legal move
for it, the view, the legal moves and the score sheet of that state. The session examples
follow one real session of the first game: opened, read, its legal moves, a move with
If-Match, its history; the table's calls play sessions of their own. They are answered by an
app of their own, in memory, so that every example is one the server accepts; the sessions'
random ids, tokens and times are then replaced by fixed stand-ins, which keeps the document
the same from one build to the next.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...games.registry import REGISTRY
from .writer import operation_prefix

SEED = "example"
SESSION_ID = "s3ss10n-1d-0f-the-example"
OWNER_TOKEN = "the-owner-token-of-the-example-session"
JOIN_CODE = "J01NC0DE"  # a code's stand-in, in the codes' alphabet
# The example webhook: a name (resolved only when called) and an event the example session
# never reaches, so that building the document calls nobody.
WEBHOOK = {"url": "https://app.example/hooks/referee", "events": ["match.ended"]}
WEBHOOK_SECRET = "whsec_dGhlLXNlY3JldC1vZi10aGUtZXhhbXBsZS13ZWJob29rIQ=="
EXAMPLE_TIME = "2025-01-01T12:00:00.000Z"
ENTRIES_SHOWN = 3  # of a rules catalog: the example shows its first entries only
SHOWN_ELAPSED_MS = 0.8  # a suggestion's typical time


def seat_token(seat: int) -> str:
    return f"the-token-of-seat-{seat}-of-the-example-session"


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


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


class Calls:
    """Calls made one after another, each kept as the example of its operationId (if named),
    with the random values of their sessions to replace by stand-ins."""

    def __init__(self, client) -> None:
        self.client = client
        self.found: dict[str, Exchange] = {}
        self.stand_ins: dict[str, str] = {}

    def __call__(
        self,
        operation: str | None,
        method: str,
        url: str,
        status: int = 200,
        body: Any = None,
        path: dict[str, str] | None = None,
        headers: dict[str, str] | None = None,
        query: dict[str, Any] | None = None,
    ) -> Any:
        url = url.format(**(path or {}))
        response = self.client.open(
            url, method=method, json=body, headers=headers, query_string=query
        )
        if response.status_code != status:
            raise RuntimeError(
                f"the example {method} {url} answered {response.status_code}, not {status}: "
                f"{response.get_data(as_text=True)[:500]}"
            )
        answer = response.get_json(silent=True)
        if operation is not None:
            self.found[operation] = Exchange(
                status, answer, body, path or {}, headers or {}, query or {}
            )
        return answer

    def open(self, operation: str | None, body: dict) -> dict:
        """A new session, its id and tokens to be shown as the example session's."""
        created = self(operation, "POST", "/v1/sessions", 201, body)
        self.stand_ins.update({created["id"]: SESSION_ID, created["owner_token"]: OWNER_TOKEN})
        self.stand_ins.update(
            {seat["token"]: seat_token(seat["player"]) for seat in created["seats"]}
        )
        return created

    def shown(self) -> dict[str, Exchange]:
        return {
            name: Exchange(**_fixed(vars(made), self.stand_ins))
            for name, made in self.found.items()
        }


def _fixed(value: Any, stand_ins: dict[str, str]) -> Any:
    """`value` with every string in `stand_ins` swapped for its stand-in and every time of its
    clocks (`now`, each `deadline`) a fixed one, at any depth."""
    if isinstance(value, str):
        return stand_ins.get(value, value)
    if isinstance(value, list):
        return [_fixed(item, stand_ins) for item in value]
    if not isinstance(value, dict):
        return value
    out = {key: _fixed(item, stand_ins) for key, item in value.items()}
    for key in ("now", "deadline"):
        if isinstance(out.get(key), str):
            out[key] = EXAMPLE_TIME
    return out


def examples(client) -> dict[str, Exchange]:
    """Every example of the document by its operationId, answered by the referee itself
    (`client`: a test client of an app of its own, on a memory store)."""
    call = Calls(client)
    for game in REGISTRY.values():
        base, prefix = f"/v1/games/{game.id}", operation_prefix(game)
        deal = {"players": game.player_counts[0], "seed": SEED}
        state = call(prefix + "NewState", "POST", f"{base}/states", body=deal)["state"]
        move = call(None, "POST", f"{base}/legal-moves", body={"state": state})["moves"][0]
        seat = game.to_move(state)[0]
        for name, url, body in (
            ("PlayMove", "moves", {"state": state, "move": move}),
            ("LegalMoves", "legal-moves", {"state": state, "limit": 5}),
            ("View", "views", {"state": state, "player": move["player"]}),
            ("Score", "scores", {"state": state}),
            (
                "VerifyTranscript",
                "transcripts",
                {**deal, "moves": [move], "claim": {"finished": False}},
            ),
            (
                "Suggest",
                "suggestions",
                {"state": state, "player": seat, "level": "greedy", "seed": SEED},
            ),
        ):
            call(prefix + name, "POST", f"{base}/{url}", body=body)
        # The time a bot took differs from one build to the next: the example shows a typical one.
        call.found[prefix + "Suggest"].answer["elapsed_ms"] = SHOWN_ELAPSED_MS
    first = next(iter(REGISTRY.values()))
    _session_examples(call, {"game": first.id, "players": first.player_counts[0], "seed": SEED})
    on_game = {"game": first.id}
    for name, url, path in (
        ("getEntry", "/", None),
        ("listGames", "/v1/games", None),
        ("describeGame", "/v1/games/{game}", on_game),
        ("getRules", "/v1/games/{game}/rules", on_game),
        ("getTableRules", "/v1/table/rules", None),
        ("getTableRule", "/v1/table/rules/{rule_id}", {"rule_id": "TBL-1"}),
        ("getLiveness", "/healthz", None),
        ("getReadiness", "/readyz", None),
    ):
        call(name, "GET", url, path=path)
    rules = call.found["getRules"].answer
    rule = {**on_game, "rule_id": rules["entries"][0]["id"]}
    call("getRule", "GET", "/v1/games/{game}/rules/{rule_id}", path=rule)
    rules["entries"] = rules["entries"][:ENTRIES_SHOWN]
    return call.shown()


def _session_examples(call: Calls, opening: dict) -> None:
    """One session's life; then the table's calls on sessions of their own: a clock paused and
    resumed, then a resignation; an abort."""
    created = call.open("createSession", opening)
    url, path, owner = "/v1/sessions/{id}", {"id": created["id"]}, bearer(created["owner_token"])
    tokens = {seat["player"]: seat["token"] for seat in created["seats"]}
    for seat in sorted(tokens):  # the first seat that may move lists its moves and moves
        auth = bearer(tokens[seat])
        listed = call("listSessionLegalMoves", "GET", url + "/legal-moves", path=path, headers=auth)
        if listed["moves"]:
            break
    else:
        raise RuntimeError(f"no seat of the {opening['game']} example session may move")
    call("getSession", "GET", url, path=path, headers=auth)
    move = {"move": listed["moves"][0]}
    moving = {**auth, "If-Match": f'"{created["version"]}"'}
    call("playSessionMove", "POST", url + "/moves", body=move, path=path, headers=moving)
    call("getSessionHistory", "GET", url + "/history", path=path, headers=auth, query={"since": 0})
    call("getSessionScores", "GET", url + "/scores", path=path, headers=auth)
    call("getSessionTranscript", "GET", url + "/transcript", path=path, headers=owner)
    # The seat that moved waits for its next turn, so its bot is seated and given back with
    # no turn of its own in between: the answers are the same at every build.
    on_seat, bot = {**path, "seat": str(seat)}, url + "/seats/{seat}/bot"
    call("seatSessionBot", "PUT", bot, body={"level": "greedy"}, path=on_seat, headers=owner)
    returned = call("returnSessionSeat", "DELETE", bot, path=on_seat, headers=owner)
    code_url = url + "/seats/{seat}/join-code"
    made = call("createSeatJoinCode", "POST", code_url, 201, path=on_seat, headers=owner)
    joined = call("redeemJoinCode", "POST", "/v1/join-codes/{code}", path={"code": made["code"]})
    call.stand_ins[returned["token"]] = returned_token(seat)
    call.stand_ins[made["code"]] = JOIN_CODE
    call.stand_ins[joined["token"]] = joined_token(seat)
    hook = url + "/webhook"
    hooked = call("setSessionWebhook", "PUT", hook, body=WEBHOOK, path=path, headers=owner)
    call.stand_ins[hooked["webhook"]["secret"]] = WEBHOOK_SECRET
    call("getSessionWebhookDeliveries", "GET", hook + "/deliveries", path=path, headers=owner)
    redeliver = hook + "/redeliver"
    call("redeliverSessionWebhook", "POST", redeliver, 202, body={}, path=path, headers=owner)
    call("removeSessionWebhook", "DELETE", hook, 204, path=path, headers=owner)
    call("endSession", "DELETE", url, 204, path=path, headers=owner)
    clocked = call.open(None, {**opening, "clock": {"per_move": 30, "on_timeout": "forfeit"}})
    path, owner = {"id": clocked["id"]}, bearer(clocked["owner_token"])
    call("pauseSessionClock", "POST", url + "/clock/pause", path=path, headers=owner)
    call("resumeSessionClock", "POST", url + "/clock/resume", path=path, headers=owner)
    resigning = bearer(clocked["seats"][0]["token"])
    call("resignSession", "POST", url + "/resign", body={"player": 0}, path=path, headers=resigning)
    other = call.open(None, opening)
    aborting = bearer(other["owner_token"])
    call("abortSession", "POST", url + "/abort", path={"id": other["id"]}, headers=aborting)
