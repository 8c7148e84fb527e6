"""/docs in headless Chromium: "Try it out" then Execute, with what the page prefills, answers
every operation as its documented example does, the session calls in any order."""

from __future__ import annotations

import json

from referee.api import create_app
from referee.api.openapi import build_spec
from referee.api.openapi.examples import OWNER_TOKEN, SESSION_ID
from tests.web.pages import console_errors

METHODS = ("get", "post", "put", "patch", "delete")
SPEC = build_spec(create_app)


def _status(operation: dict) -> int:
    """The status of the documented exchange: the answer with an example, else the first 2xx."""
    for status, answer in operation["responses"].items():
        if any("example" in described for described in answer.get("content", {}).values()):
            return int(status)
    return min(int(status) for status in operation["responses"] if status.startswith("2"))


# (tag, operationId, path, status) of every operation, in the document's order. None has an
# error as its purpose: each answers its example's status.
OPERATIONS = [
    (operation["tags"][0], operation["operationId"], path, _status(operation))
    for path, item in SPEC["paths"].items()
    for method, operation in item.items()
    if method in METHODS
]
SESSION_CALLS = [op for op in OPERATIONS if op[2].startswith(("/v1/sessions/", "/v1/join-codes/"))]


def open_docs(live_server, browser):
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    page = context.new_page()
    errors = console_errors(page)
    sent: list[str] = []
    page.on("request", lambda request: sent.append(request.url))
    page.goto(f"{live_server.url}/docs")
    page.wait_for_selector(".opblock-summary-path")
    return context, page, errors, sent


def execute(page, tag: str, operation_id: str) -> tuple[str, str]:
    """Open the operation, press "Try it out" and Execute as prefilled; its status and the
    request URL the page shows, once it is answered."""
    block = page.locator(f"#operations-{tag}-{operation_id}")
    block.locator(".opblock-summary").first.click()
    block.locator(".try-out__btn").wait_for()
    if block.locator(".try-out__btn.cancel").count():  # tried before: its answer cleared
        block.locator("button.btn-clear").click()
        block.locator(".live-responses-table").wait_for(state="detached")
    else:
        block.locator(".try-out__btn").click()
    body = block.locator("textarea.body-param__text")
    if body.count():
        prefilled = json.loads(body.input_value())
        # The example, never the schema's placeholders.
        assert "additionalProp1" not in json.dumps(prefilled), operation_id
        assert prefilled.get("players") != 0, operation_id
        assert not {"state", "token"} <= set(prefilled), operation_id
        assert prefilled.get("move") != {}, operation_id
    block.locator("button.execute").click()
    code = block.locator(".live-responses-table .response .response-col_status").first
    code.wait_for()
    status = code.inner_text().strip()
    shown = block.locator(".request-url pre").first.inner_text().strip()
    answer = block.locator(".live-responses-table").inner_text()[:1000]
    block.locator(".opblock-summary").first.click()  # closed again: the page stays light
    return status, f"{shown}\n{answer}"


def test_every_operation_answers_as_prefilled(live_server, browser):
    context, page, errors, sent = open_docs(live_server, browser)
    try:
        # Nothing is opened for the reader before a session call is tried.
        assert not any(url.endswith("/v1/sessions") for url in sent)
        for tag, operation_id, _path, status in OPERATIONS:
            answered, shown = execute(page, tag, operation_id)
            assert answered == str(status), f"{operation_id}: {shown}"
            # A call on the examples' session went to a session the page opened.
            assert SESSION_ID not in shown.split("\n", 1)[0], operation_id
        assert errors == []
        assert all(url.startswith(live_server.url) for url in sent), sent
        assert not any(OWNER_TOKEN in url for url in sent)
    finally:
        context.close()


def test_the_session_calls_answer_as_prefilled_in_any_order(live_server, browser):
    """Backwards: the session ended, the seats' holders changed and a join code redeemed
    before any read or move; then an end and a redemption again, as the first time."""
    again = [op for op in SESSION_CALLS if op[1] in ("endSession", "redeemJoinCode")]
    context, page, errors, _ = open_docs(live_server, browser)
    try:
        for tag, operation_id, _path, status in [*reversed(SESSION_CALLS), *again]:
            answered, shown = execute(page, tag, operation_id)
            assert answered == str(status), f"{operation_id}: {shown}"
        assert errors == []
    finally:
        context.close()


def test_a_version_in_quotes_reads_as_such(live_server, browser):
    context, page, _, _ = open_docs(live_server, browser)
    try:
        for operation_id, said in (
            ("getSession", 'the session version in double quotes, such as "3"'),  # the ETag
            ("playSessionMove", 'the version the move is meant for, in double quotes: "3"'),
        ):
            block = page.locator(f"#operations-sessions-{operation_id}")
            block.locator(".opblock-summary").first.click()
            text = block.inner_text()
            assert said in text and 'quoted: ""' not in text, operation_id
    finally:
        context.close()
