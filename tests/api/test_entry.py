"""GET /: the links to start from, as JSON for a program and as a page for a browser."""

from __future__ import annotations

from referee.games.registry import REGISTRY

LINKS = {"/play", "/docs", "/openapi.yaml", "/v1/games"}


def test_a_program_gets_the_links_and_the_games_as_json(client):
    for accept in (None, "*/*", "application/json"):
        response = client.get("/", headers={"Accept": accept} if accept else {})
        assert response.status_code == 200
        assert response.mimetype == "application/json"
        assert "Accept" in response.headers["Vary"]
        body = response.get_json()
        assert LINKS <= set(body["links"].values())
        assert [game["id"] for game in body["games"]] == list(REGISTRY)
    for link in body["links"].values():
        if link != "/v1/sessions":  # opened with a POST
            assert client.get(link).status_code == 200, link
    for game in body["games"]:
        assert client.get(game["url"]).status_code == 200
        assert client.get(game["rules_url"]).status_code == 200


def test_a_browser_gets_a_page_with_the_same_links(client):
    accept = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
    response = client.get("/", headers={"Accept": accept})
    assert response.status_code == 200
    assert response.mimetype == "text/html"
    page = response.get_data(as_text=True)
    for link in LINKS:
        assert f'href="{link}"' in page
    for game in REGISTRY.values():
        assert f'href="/v1/games/{game.id}"' in page
        assert game.title in page
