"""/docs in headless Chromium: "Try it out" and Execute with the prefilled example succeed."""

from __future__ import annotations

import json

import pytest

from tests.web.pages import console_errors

# (tag, operationId, status): a few calls of each kind, stateless and in a session.
TRIED = (
    ("games", "listGames", 200),
    ("cassino", "cassinoNewState", 200),
    ("cassino", "cassinoPlayMove", 200),
    ("seep", "seepLegalMoves", 200),
    ("spite-and-malice", "spiteAndMaliceView", 200),
    ("modulo", "moduloScore", 200),
    ("sessions", "createSession", 201),
)


@pytest.fixture(scope="module")
def docs_page(live_server, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    page = context.new_page()
    errors = console_errors(page)
    page.goto(f"{live_server.url}/docs")
    page.wait_for_selector(".opblock-summary-path")
    yield page, errors
    context.close()


@pytest.mark.parametrize("tag,operation_id,status", TRIED, ids=[t[1] for t in TRIED])
def test_try_it_out_with_the_prefilled_example_answers_2xx(docs_page, tag, operation_id, status):
    page, errors = docs_page
    block = page.locator(f"#operations-{tag}-{operation_id}")
    block.locator(".opblock-summary").first.click()
    block.locator(".try-out__btn").click()
    body = block.locator("textarea.body-param__text")
    if body.count():
        prefilled = json.loads(body.input_value())
        # The example, never the schema's placeholders.
        assert "additionalProp1" not in json.dumps(prefilled)
        assert prefilled.get("players") != 0
        assert not {"state", "token"} <= set(prefilled)
        assert prefilled.get("move") != {}
    block.locator("button.execute").click()
    code = block.locator(".live-responses-table .response .response-col_status").first
    code.wait_for()
    assert code.inner_text().strip() == str(status), block.locator(
        ".live-responses-table"
    ).inner_text()[:1000]
    assert errors == []
