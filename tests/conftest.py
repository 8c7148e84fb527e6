"""Shared fixtures: the app and its client, a toy game, the session stores, and a real
redis-server (or Redis Cluster) per test run; and the tiers, markers set from what a test uses.

The session tests run against the registry's real games where they can, and against
`TOY` (registered for the test only) where they need a small game with hidden hands.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import pytest
import redis
from marshmallow import RAISE, Schema, fields

from referee.api import create_app
from referee.api.config import Settings
from referee.api.openapi import spec_yaml
from referee.engine import (
    Game,
    IllegalMove,
    Option,
    Outcome,
    Rule,
    RulesCatalog,
    deal_seed,
    shuffled,
)
from referee.engine.cards import VALUES, standard_deck
from referee.engine.sheets import item as sheet_item
from referee.engine.sheets import match_totals, sheet
from referee.engine.standings import match_outcome
from referee.games import registry
from referee.games.wire import CardField, CardList, SchemaWire
from referee.sessions import MemoryStore
from referee.sessions.keys import pattern as referee_key_pattern
from referee.sessions.redis_store import RedisStore, connect
from tests.cluster import LocalCluster
from tests.servers import free_port

# -- the tiers: markers from the fixtures and folders that make a test slow -------------

TESTS = Path(__file__).parent
# A test is in a tier when it asks for one of these fixtures (itself or through another), ...
TIER_FIXTURES = {
    "redis": {"redis_server", "redis_url", "redis_server_factory"},
    "cluster": {"redis_cluster", "redis_cluster_url"},
    "browser": {"browser", "context", "live_server"},
}
# ... when it runs on one of these stores (the `store` fixture's parameters), ...
TIER_STORES = {"redis": "redis", "cluster": "cluster"}
# ... or when it lies in one of these folders.
TIER_FOLDERS = {"e2e": TESTS / "e2e", "browser": TESTS / "web"}
TIERS = ("browser", "e2e", "cluster", "redis")


def tiers_of(item: pytest.Item) -> list[str]:
    """The tiers a test belongs to, from its fixtures, its store and its folder."""
    fixtures = set(getattr(item, "fixturenames", ()))
    callspec = getattr(item, "callspec", None)
    store_param = callspec.params.get("store") if callspec is not None else None
    path = Path(item.path)
    return [
        tier
        for tier in TIERS
        if fixtures & TIER_FIXTURES.get(tier, set())
        or (store_param is not None and store_param == TIER_STORES.get(tier))
        or (tier in TIER_FOLDERS and path.is_relative_to(TIER_FOLDERS[tier]))
    ]


def _xdist_group(item: pytest.Item) -> str | None:
    """The group of workers' scheduling (`--dist loadgroup`) a test joins, if any.

    A module with a module-scoped fixture (a gunicorn, a browser, a served app) runs whole on
    one worker, so the fixture starts once and not on every worker that draws one of its
    tests; the cluster tests run together, on one worker's cluster of six redis-servers.
    """
    definitions = getattr(item, "_fixtureinfo", None)
    scopes = {
        definition.scope
        for definitions_of_name in (definitions.name2fixturedefs.values() if definitions else ())
        for definition in definitions_of_name
    }
    if scopes & {"module", "class", "package"}:
        return f"module:{item.module.__name__}" if isinstance(item, pytest.Function) else None
    if "cluster" in tiers_of(item):
        return "cluster"
    return None


def pytest_configure(config: pytest.Config) -> None:
    # A gunicorn opens its control socket at one path of the user's ($HOME/.gunicorn) unless
    # told not to: the gunicorns of several workers, or of several checkouts on one machine,
    # would take it from each other. The deploy config and `referee serve` turn it off too.
    given = os.environ.get("GUNICORN_CMD_ARGS", "")
    if "--no-control-socket" not in given.split():
        os.environ["GUNICORN_CMD_ARGS"] = f"{given} --no-control-socket".strip()


# Which tests start first: the long ones, so that with several workers the short ones fill in at
# the end, and no worker is left with an hour of work while the others stand idle.
FIRST = ("slow by hand", "browser", "e2e", "cluster", "redis")


@pytest.hookimpl(tryfirst=True)  # before -m selects on the markers and xdist reads its groups
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    ranks: dict[str, int] = {}  # a group's rank is that of its first test, so it stays whole
    order: dict[pytest.Item, int] = {}
    for item in items:
        tiers = tiers_of(item)
        by_hand = ["slow by hand"] if item.get_closest_marker("slow") else []
        for tier in tiers:
            item.add_marker(tier)
        if tiers:
            item.add_marker("slow")
        rank = min((FIRST.index(kind) for kind in by_hand + tiers), default=len(FIRST))
        group = _xdist_group(item)
        if group is not None:
            item.add_marker(pytest.mark.xdist_group(group))
            rank = ranks.setdefault(group, rank)
        order[item] = rank
    items.sort(key=order.__getitem__)  # stable: within a rank, the order of collection


@pytest.fixture
def settings() -> Settings:
    return Settings()


@pytest.fixture
def app(settings):
    app = create_app(settings)
    app.config["TESTING"] = True
    return app


@pytest.fixture
def client(app):
    return app.test_client()


# -- a toy game with hidden hands -------------------------------------------------------


class _ToySchema(Schema):
    class Meta:
        unknown = RAISE


class ToyState(_ToySchema):
    game, schema_version, options, seed = (
        fields.String(),
        fields.Integer(),
        fields.Dict(),
        fields.String(),
    )
    phase, to_move = fields.String(), fields.Integer(allow_none=True)
    hands, stock, table = fields.List(CardList()), CardList(), CardList()
    scores = fields.Dict()


class ToyPlayMove(_ToySchema):
    player = fields.Integer(required=True, strict=True)
    type = fields.String(required=True)
    card = CardField(required=True)


class ToyView(_ToySchema):
    seat = fields.Integer(allow_none=True)


class ToyTally(_ToySchema):
    points = fields.Dict()


class ToyPlayEvent(_ToySchema):
    type, player, card = fields.String(required=True), fields.Integer(), CardField()


class ToyDrawEvent(_ToySchema):
    type, player, count = fields.String(required=True), fields.Integer(), fields.Integer()


class ToyEndEvent(_ToySchema):
    type, result = fields.String(required=True), fields.Dict()


class ToyGame(SchemaWire, Game):
    """Lay-down: in turn, lay a card from your hand on the table and draw one from the
    stock; a card scores its value; the match ends when every hand is empty. Hands and
    the stock are hidden, the table is public."""

    id, title, rules_version = "toy", "Lay-down (test game)", "test"
    player_counts = (2, 3, 4)
    options = (
        Option("players", 2, "seats", "TOY-1", values=(2, 3, 4)),
        Option("hand_size", 3, "cards dealt to each seat", "TOY-1", minimum=1, maximum=8),
        Option(
            "deck_size",
            52,
            "cards used, from the top of a new deck",
            "TOY-1",
            minimum=8,
            maximum=52,
        ),
    )
    turn_rule, over_rule = "TOY-2", "TOY-3"
    rules = RulesCatalog(
        "toy",
        "test",
        (
            Rule("TOY-1", "Lay a card you hold", "Lay one card of your hand on the table.", "Play"),
            Rule("TOY-2", "In turn", "Seats play in order, skipping empty hands.", "Play"),
            Rule("TOY-3", "The end", "The match ends when every hand is empty.", "Play"),
        ),
    )
    state_schema, view_schema, tally_schema = ToyState(), ToyView(), ToyTally()
    move_schemas = {"play": ToyPlayMove()}
    event_schemas = {"play": ToyPlayEvent(), "draw": ToyDrawEvent(), "match_end": ToyEndEvent()}

    def new_state(self, options, seed):
        deck = shuffled(standard_deck()[: options["deck_size"]], deal_seed(seed, 0))
        n, size = options["players"], options["hand_size"]
        hands = [sorted(deck[seat * size : (seat + 1) * size]) for seat in range(n)]
        return {
            "game": self.id,
            "schema_version": self.schema_version,
            "options": options,
            "seed": seed,
            "phase": "play",
            "to_move": 0,
            "hands": hands,
            "stock": deck[n * size :],
            "table": [],
            "scores": {str(seat): 0 for seat in range(n)},
        }

    def check_state(self, state):
        pass

    def to_move(self, state):
        return [] if state["to_move"] is None else [state["to_move"]]

    def legal_moves(self, state, player, limit):
        hand = state["hands"][player]
        moves = [{"player": player, "type": "play", "card": card} for card in hand]
        return moves[:limit], len(moves) > limit

    def apply(self, state, move):
        player, card = move["player"], move["card"]
        if card not in state["hands"][player]:
            raise IllegalMove("not_in_hand", "TOY-1", f"{card} is not in seat {player}'s hand")
        hands = [list(hand) for hand in state["hands"]]
        hands[player].remove(card)
        stock = list(state["stock"])
        events = [{"type": "play", "player": player, "card": card}]
        if stock:
            hands[player] = sorted(hands[player] + [stock.pop(0)])
            events.append({"type": "draw", "player": player, "count": 1})
        scores = dict(state["scores"])
        scores[str(player)] += VALUES[card]
        deltas = {side: 0 for side in scores}
        deltas[str(player)] = VALUES[card]
        n = len(hands)
        following = [(player + step) % n for step in range(1, n + 1)]
        to_move = next((seat for seat in following if hands[seat]), None)
        result = None
        if to_move is None:
            best = max(scores.values())
            winners = [side for side, score in scores.items() if score == best]
            result = {"winner": winners[0] if len(winners) == 1 else None, "scores": scores}
            events.append({"type": "match_end", "result": result})
        new = {
            **state,
            "hands": hands,
            "stock": stock,
            "table": state["table"] + [card],
            "scores": scores,
            "to_move": to_move,
            "phase": "play" if to_move is not None else "finished",
        }
        return Outcome(new, events, deltas, to_move is None, result)

    def view(self, state, seat):
        return {
            "game": self.id,
            "schema_version": self.schema_version,
            "options": state["options"],
            "phase": state["phase"],
            "to_move": state["to_move"],
            "seat": seat,
            "hand": None if seat is None else list(state["hands"][seat]),
            "hand_counts": [len(hand) for hand in state["hands"]],
            "stock_count": len(state["stock"]),
            "table": list(state["table"]),
            "scores": dict(state["scores"]),
        }

    def sample_state(self, view, rng):
        seat = view["seat"]
        deck = standard_deck()[: view["options"]["deck_size"]]
        mine = set(view["hand"] or [])
        unseen = [card for card in deck if card not in mine and card not in view["table"]]
        rng.shuffle(unseen)
        hands = []
        for other, count in enumerate(view["hand_counts"]):
            hands.append(list(view["hand"]) if other == seat else sorted(unseen[:count]))
            unseen = unseen if other == seat else unseen[count:]
        fields = ("game", "schema_version", "options", "phase", "to_move", "table", "scores")
        return {
            **{name: view[name] for name in fields},
            "seed": "sampled",
            "hands": hands,
            "stock": unseen,
        }

    def score_sheet(self, state):
        finished = self.is_finished(state)
        laid = sheet_item(
            "laid", "Cards laid", "TOY-1", dict(state["scores"]), {"table": len(state["table"])}
        )
        winners = self.outcome(state)["winners"] if finished else None
        match = match_totals(state["scores"], finished, None, winners)
        return sheet(self.id, "deal", 1, finished, state["scores"], [laid], [], match)

    def outcome(self, state):
        if not self.is_finished(state):
            return None
        scores = state["scores"]
        best = max(scores.values())
        winners = [side for side, score in scores.items() if score == best]
        return match_outcome(scores, winners, "hands_empty", "TOY-3")

    def score_tally(self, tally):
        points = dict(tally.get("points", {}))
        return sheet(
            self.id, "tally", None, True, points, [sheet_item("points", "Points", "TOY-1", points)]
        )


TOY = ToyGame()


@pytest.fixture
def toy_game(monkeypatch):
    """The toy game, registered for this test only."""
    # The served document is cached per process: never let one with the toy game outlive it.
    spec_yaml.cache_clear()
    monkeypatch.setitem(registry.REGISTRY, TOY.id, TOY)
    yield TOY
    spec_yaml.cache_clear()


# -- the stores, and redis-servers to run them on ---------------------------------------


class RedisServer:
    """A throwaway `redis-server` on a free port of 127.0.0.1 (never the machine's 6379)."""

    def __init__(
        self,
        directory,
        port: int | None = None,
        config: tuple[str, ...] = ("--save", "", "--appendonly", "no"),
    ):
        self.directory, self.port = str(directory), port or free_port()
        self.config = config  # persistence and memory settings, e.g. those deploy/ runs
        self.process: subprocess.Popen | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> RedisServer:
        self.process = subprocess.Popen(
            [
                "redis-server",
                *self.config,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--dir",
                self.directory,
                "--daemonize",
                "no",
                "--loglevel",
                "warning",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        probe = redis.Redis(
            host="127.0.0.1", port=self.port, socket_timeout=0.2, socket_connect_timeout=0.2
        )
        deadline = time.monotonic() + 10
        while True:
            try:
                if probe.ping():
                    break
            except redis.RedisError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"redis-server did not start on port {self.port}") from None
                time.sleep(0.02)
        probe.close()
        return self

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(10)
        self.process = None


def _need_redis_server() -> None:
    if shutil.which("redis-server") is None:
        # In CI a missing server is a broken setup, never a reason to skip the Redis tests.
        if os.environ.get("CI"):
            pytest.fail("redis-server is not installed; .ci/run installs it with apt")
        pytest.skip("redis-server is not installed (`bash .ci/run` installs it)")


def _worker_database(url: str) -> str:
    """`url` with a database of this xdist worker's own (its number added to the URL's), so
    that workers sharing one Redis never clear each other's keys."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "gw0")
    parts = urlsplit(url)
    database = int(parts.path.strip("/") or 0) + int(worker.removeprefix("gw"))
    return urlunsplit(parts._replace(path=f"/{database}"))


@pytest.fixture(scope="session")
def redis_server(tmp_path_factory):
    """The run's Redis URL: REFEREE_TEST_REDIS_URL if given, else a redis-server started here."""
    given = os.environ.get("REFEREE_TEST_REDIS_URL")
    if given:
        yield _worker_database(given)
        return
    _need_redis_server()
    server = RedisServer(tmp_path_factory.mktemp("redis")).start()
    yield server.url
    server.stop()


@pytest.fixture
def redis_url(redis_server):
    """The run's Redis, cleared of referee keys before and after the test."""
    client = redis.Redis.from_url(redis_server)

    def clear():
        for key in client.scan_iter(match=referee_key_pattern(), count=1000):
            client.delete(key)

    clear()
    yield redis_server
    clear()
    client.close()


@pytest.fixture
def redis_server_factory(tmp_path):
    """Start dedicated redis-servers (for a test that stops and restarts one, or configures
    its own), each in a folder of its own."""
    _need_redis_server()
    servers: list[RedisServer] = []

    def start(port: int | None = None, config: tuple[str, ...] | None = None) -> RedisServer:
        directory = tmp_path / f"redis-{len(servers)}"
        directory.mkdir()
        server = RedisServer(directory, port, *([config] if config else [])).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()


@pytest.fixture
def session_ttl() -> int:
    return 3600


@pytest.fixture(scope="session")
def redis_cluster(tmp_path_factory):
    """A Redis Cluster of three masters with a replica each, started for the run."""
    _need_redis_server()
    cluster = LocalCluster(tmp_path_factory.mktemp("cluster")).start()
    yield cluster
    cluster.stop()


@pytest.fixture
def redis_cluster_url(redis_cluster):
    """The run's Redis Cluster, cleared of referee keys before and after the test."""
    client = connect(redis_cluster.url, cluster=True)

    def clear():
        for key in client.scan_iter(match=referee_key_pattern(), count=1000):
            client.delete(key)

    clear()
    yield redis_cluster.url
    clear()
    client.close()


@pytest.fixture(params=["memory", "redis", "cluster"])
def store(request, session_ttl):
    """Each session store in turn: memory, Redis, and Redis on a three-master Cluster."""
    if request.param == "memory":
        built = MemoryStore(session_ttl)
    elif request.param == "redis":
        built = RedisStore(request.getfixturevalue("redis_url"), session_ttl)
    else:
        built = RedisStore(request.getfixturevalue("redis_cluster_url"), session_ttl, cluster=True)
    yield built
    built.close()


@pytest.fixture
def session_app(settings, store, toy_game):
    """The app over each store in turn, with the toy game registered."""
    app = create_app(settings, store=store)
    app.config["TESTING"] = True
    return app


@pytest.fixture
def session_client(session_app):
    return session_app.test_client()
