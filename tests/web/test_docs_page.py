"""/docs in headless Chromium: Swagger UI reads the OpenAPI document, shows every game's calls."""

from __future__ import annotations

from referee.games.registry import REGISTRY
from tests.web.pages import console_errors

OPERATIONS = ("states", "moves", "legal-moves", "views", "scores")


def test_docs_render_every_game_without_console_errors(live_server, context):
    page = context.new_page()
    errors = console_errors(page)
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.goto(f"{live_server.url}/docs")
    page.wait_for_selector(".opblock-summary-path")
    assert page.locator(".swagger-ui .info .title").inner_text().startswith("Card Referee")
    assert page.locator(".errors-wrapper").count() == 0, page.locator(
        ".errors-wrapper"
    ).inner_text()
    for game_id in REGISTRY:
        for operation in OPERATIONS:
            path = f"/v1/games/{game_id}/{operation}"
            assert page.locator(f'.opblock-summary-path[data-path="{path}"]').count() == 1, path
    for path in ("/v1/sessions", "/v1/sessions/{id}/moves"):
        assert page.locator(f'.opblock-summary-path[data-path="{path}"]').count() == 1, path
    # Opening an operation renders its request body from the game's schemas.
    page.locator('.opblock-summary-path[data-path="/v1/games/cassino/moves"]').click()
    page.wait_for_selector(".opblock-body .opblock-section-request-body")
    assert errors == []
    assert all(url.startswith(live_server.url) for url in requests), requests
