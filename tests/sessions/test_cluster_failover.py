"""A Redis Cluster master dies under a running referee: 503 while it heals, then play goes on.

The drill kills (SIGKILL) the master that holds the session's hash slot. Its replica takes
over within about two node timeouts; meanwhile every session call answers 503 with
Retry-After and nothing else; afterwards the same session plays on with every acknowledged
move in its history. Redis replicates asynchronously, so the drill has WAIT confirm that the
replica holds the acknowledged moves before the kill.
"""

from __future__ import annotations

import time

import pytest
import redis

from referee.api import create_app
from referee.api.config import Settings
from referee.sessions.keys import session_keys

pytestmark = pytest.mark.slow


def auth(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def replicated(port: int) -> bool:
    """WAIT: the master's replica has acknowledged every write made so far."""
    return redis.Redis(host="127.0.0.1", port=port).execute_command("WAIT", 1, 1000) >= 1


def test_a_master_killed_under_play(redis_cluster, redis_cluster_url, toy_game):
    app = create_app(Settings(redis_url=redis_cluster_url, redis_cluster=True, retry_after=3))
    client = app.test_client()
    created = client.post(
        "/v1/sessions", json={"game": "toy", "seed": "failover", "options": {"hand_size": 8}}
    ).json
    sid = created["id"]
    tokens = [seat["token"] for seat in created["seats"]]

    def next_move():
        seat = client.get(f"/v1/sessions/{sid}").json["view"]["to_move"]
        listed = client.get(f"/v1/sessions/{sid}/legal-moves", headers=auth(tokens[seat])).json
        return seat, listed["moves"][0]

    acknowledged = {}
    for _ in range(5):
        seat, move = next_move()
        answer = client.post(
            f"/v1/sessions/{sid}/moves", json={"move": move}, headers=auth(tokens[seat])
        )
        acknowledged[answer.json["version"]] = move
    master = redis_cluster.master_of(session_keys(sid)["record"])
    deadline = time.monotonic() + 10
    while not replicated(master):
        assert time.monotonic() < deadline, "the replica never caught up"
        time.sleep(0.05)

    redis_cluster.kill(master)
    try:
        statuses = []
        deadline = time.monotonic() + 60
        while True:
            answer = client.get(f"/v1/sessions/{sid}")
            if answer.status_code == 200:
                break
            statuses.append(answer.status_code)
            assert answer.status_code == 503, answer.get_data(as_text=True)
            assert answer.json["code"] == "store_unavailable"
            assert answer.headers["Retry-After"] == "3"
            assert time.monotonic() < deadline, (
                f"the cluster did not heal: {statuses[-5:]}\n{redis_cluster.describe()}"
            )
            time.sleep(0.2)
        assert statuses, "the referee never told the client to wait while the cluster healed"
        promoted = redis_cluster.master_of(session_keys(sid)["record"])
        assert promoted != master, "no failover happened"

        for _ in range(3):
            seat, move = next_move()
            answer = client.post(
                f"/v1/sessions/{sid}/moves", json={"move": move}, headers=auth(tokens[seat])
            )
            assert answer.status_code == 200 and answer.json["legal"], answer.get_data(as_text=True)
            acknowledged[answer.json["version"]] = move
        history = client.get(f"/v1/sessions/{sid}/history").json["entries"]
        assert [entry["version"] for entry in history] == list(range(1, 9))
        assert {entry["version"]: entry["move"] for entry in history} == acknowledged
    finally:
        # The old master comes back as a replica, so the run's cluster is whole for later
        # tests even when this one fails.
        redis_cluster.start_node(master)
        redis_cluster.wait_healthy()
        app.extensions["referee.store"].close()
