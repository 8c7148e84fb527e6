"""Secret bids over the session API, on every store: no view, answer or history shows them early."""

from __future__ import annotations

SECRET = {0: 4, 1: 3, 2: 2}


def auth(token: str | None) -> dict:
    return {"Authorization": f"Bearer {token}"} if token else {}


def bid(seat: int) -> dict:
    return {"move": {"player": seat, "type": "bid", "value": SECRET[seat]}}


def watchers(created: dict) -> dict:
    """Every watcher of the session: each seat by its token, and a spectator (None)."""
    return {None: None, **{seat["player"]: seat["token"] for seat in created["seats"]}}


def seen(client, session_id: str, token: str | None) -> tuple[dict, list[dict]]:
    view = client.get(f"/v1/sessions/{session_id}", headers=auth(token))
    history = client.get(f"/v1/sessions/{session_id}/history", headers=auth(token))
    assert view.status_code == 200 and history.status_code == 200
    return view.json["view"], history.json["entries"]


def assert_no_bid_of_others(payload, watcher: int | None, bidders: list[int]) -> None:
    """Nothing in `payload` tells `watcher` what any other seat bid."""
    for entry in payload.get("entries", []):
        move = entry["move"]
        if move["type"] == "bid" and move["player"] != watcher:
            assert move == {"player": move["player"], "type": "bid"}, entry
        for event in entry["events"]:
            assert event["type"] != "reveal" and "value" not in event and "bids" not in event
    if "view" in payload:
        bids = payload["view"]["bids"]
        assert all(bids[seat] is None for seat in range(3) if seat != watcher), bids
        assert payload["view"]["has_bid"] == [seat in bidders for seat in range(3)]
    if "events" in payload:
        assert all("value" not in e and "bids" not in e for e in payload["events"]), payload


def test_bids_stay_secret_until_the_third_then_all_are_revealed(session_client):
    # MOD-3.4, MOD-3.5, MOD-8.4, MOD-8.5: no other seat and no spectator sees a bid before the
    # third is in, in a view, a move answer or the history; then everyone does.
    client = session_client
    created = client.post("/v1/sessions", json={"game": "modulo", "seed": "secret"}).json
    sid, tokens = created["id"], watchers(created)
    bidders = []
    for seat in (2, 0):
        answer = client.post(
            f"/v1/sessions/{sid}/moves", json=bid(seat), headers=auth(tokens[seat])
        )
        assert answer.status_code == 200 and answer.json["legal"] is True
        bidders.append(seat)
        assert answer.json["view"]["bids"][seat] == SECRET[seat]  # the bidder sees its own
        assert_no_bid_of_others(answer.json, seat, bidders)
        for watcher, token in tokens.items():
            view, history = seen(client, sid, token)
            assert_no_bid_of_others({"view": view, "entries": history}, watcher, bidders)
            if watcher in bidders:
                assert view["bids"][watcher] == SECRET[watcher]
                own = [e["move"] for e in history if e["player"] == watcher]
                assert own == [bid(watcher)["move"]]
    refused = client.post(
        f"/v1/sessions/{sid}/moves",
        headers=auth(tokens[1]),
        json={"move": {"player": 1, "type": "play", "card": "AS"}},
    ).json
    assert refused["legal"] is False and refused["violation"]["rule"] == "MOD-3.8"
    assert_no_bid_of_others(refused, 1, bidders)
    assert not any(str(value) in refused["violation"]["message"] for value in (4, 2))
    listed = client.get(f"/v1/sessions/{sid}/legal-moves", headers=auth(tokens[1])).json
    assert [(move["player"], move["value"]) for move in listed["moves"]] == [(1, 2), (1, 3), (1, 4)]

    last = client.post(f"/v1/sessions/{sid}/moves", json=bid(1), headers=auth(tokens[1]))
    reveal = [e for e in last.json["events"] if e["type"] == "reveal"]
    assert reveal == [{"type": "reveal", "deal": 1, "bids": [4, 3, 2]}]
    for watcher, token in tokens.items():
        view, history = seen(client, sid, token)
        assert view["bids"] == [4, 3, 2] and view["phase"] == "play"
        assert history[-1]["move"] == bid(1)["move"]
        assert [e for e in history[-1]["events"] if e["type"] == "reveal"] == reveal
        # The earlier entries stay as they were shown; the reveal entry shows every bid.
        assert [e["move"].get("value") for e in history[:2]] == [
            SECRET[2] if watcher == 2 else None,
            SECRET[0] if watcher == 0 else None,
        ]


def test_a_bid_is_hidden_from_a_history_read_since_a_version(session_client):
    # MOD-3.4
    client = session_client
    created = client.post("/v1/sessions", json={"game": "modulo", "seed": "since"}).json
    sid, tokens = created["id"], watchers(created)
    client.post(f"/v1/sessions/{sid}/moves", json=bid(0), headers=auth(tokens[0]))
    client.post(f"/v1/sessions/{sid}/moves", json=bid(1), headers=auth(tokens[1]))
    entries = client.get(f"/v1/sessions/{sid}/history?since=1", headers=auth(tokens[2])).json
    assert [entry["move"] for entry in entries["entries"]] == [{"player": 1, "type": "bid"}]
