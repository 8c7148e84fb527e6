"""The card room's clocks in Chromium: a clock ticking down on the referee's time (shown right
by a browser whose own clock is hours off), a seat that lets its clock run out losing on time,
resigning after a confirmation, the lobby's time controls, and accessibility scans of each."""

from __future__ import annotations

import re
import time

import requests
from playwright.sync_api import expect

from tests.web.pages import console_errors
from tests.web.test_play import save
from tests.web.test_table import axe_violations

NAMES = {"0": "Ann", "1": "Bo"}


def opened(server, clock: dict | None = None, seed: str = "clocks") -> dict:
    body: dict = {"game": "cassino", "seed": seed, "names": NAMES}
    if clock is not None:
        body["clock"] = clock
    answer = requests.post(f"{server.url}/v1/sessions", json=body, timeout=30)
    assert answer.status_code == 201, answer.text
    return answer.json()


def link(server, created: dict, seat: int | None) -> str:
    token = "" if seat is None else f"&token={created['seats'][seat]['token']}"
    return f"{server.url}/play#session={created['id']}{token}"


def seconds(shown: str) -> int:
    """A clock's text ("4:59", "1:02:03") in seconds."""
    assert re.fullmatch(r"\d+(:\d\d)+", shown), shown
    total = 0
    for part in shown.split(":"):
        total = total * 60 + int(part)
    return total


def test_a_clock_ticks_down_on_the_referees_time_whatever_the_browsers_clock(live_server, context):
    created = opened(live_server, {"initial": 300, "increment": 3})
    mover = created["movers"][0]
    other = 1 - mover
    # The browser's clock three hours slow: counted on it, the clock would show 3:04:59.
    context.clock.install(time=time.time() - 3 * 3600)
    page = context.new_page()
    errors = console_errors(page)
    page.goto(link(live_server, created, mover))
    running = page.locator(f'li.seat-clock.running[data-seat="{mover}"] time')
    expect(running).to_have_text(re.compile(r"^\d:\d\d$"))
    # From here the page's time moves only when the test moves it: no waiting on a clock.
    page.clock.pause_at(page.evaluate("Date.now()") / 1000 + 1)  # seconds
    before = seconds(running.inner_text())
    assert 280 <= before <= 300, before
    page.clock.run_for(5000)
    after = seconds(running.inner_text())
    assert 4 <= before - after <= 6, (before, after)
    assert running.get_attribute("datetime") == f"PT0H{after // 60}M{after % 60}S"
    # The seat not to move shows its whole bank, standing.
    standing = page.locator(f'li.seat-clock[data-seat="{other}"]')
    expect(standing).not_to_have_class(re.compile(r"\brunning\b"))
    expect(standing.locator("time")).to_have_text("5:00")
    expect(page.locator(".clock-control")).to_contain_text(
        "Clock: 5 minutes each, 3 seconds more after each move. Out of time, the player loses"
    )
    page.clock.resume()  # axe-core waits on timers of its own
    save(page, "clocks")
    assert axe_violations(page) == []
    assert errors == []


def test_a_seat_that_lets_its_clock_run_out_loses_on_time(live_server, context):
    created = opened(live_server, {"per_move": 2, "paused": True}, seed="on-time")
    mover = created["movers"][0]
    other = 1 - mover
    page = context.new_page()
    errors = console_errors(page)
    page.goto(link(live_server, created, other))
    expect(page.locator(".clock-control")).to_contain_text("The clocks are paused.")
    expect(page.locator(f'li.seat-clock[data-seat="{mover}"] time')).to_have_text("paused")
    resumed = requests.post(
        f"{live_server.url}/v1/sessions/{created['id']}/clock/resume",
        headers={"Authorization": f"Bearer {created['owner_token']}"},
        timeout=30,
    )
    assert resumed.status_code == 200, resumed.text
    # Two seconds a move: the mover's clock is red at once, and said so once.
    low = page.locator(f'li.seat-clock.running.low[data-seat="{mover}"]')
    expect(low).to_be_visible()
    expect(low.locator(".state")).to_have_text(" to move, under ten seconds")
    name = f"{NAMES[str(mover)]} (seat {mover})"
    expect(page.locator(".clock-alert")).to_have_text(f"Ten seconds left for {name}.")
    # The referee times the seat out by itself, and the page hears of it.
    banner = page.locator(".banner h2.winner")
    expect(banner).to_have_text(f"{name} lost on time. You win.")
    expect(banner).to_have_attribute("data-reason", "timeout")
    expect(page.locator(".banner")).to_contain_text(f"The match is over: {name} ran out of time")
    expect(page.locator(".banner a.rule")).to_have_text("TBL-1")
    expect(page.locator('.history strong[data-type="resume"]')).to_have_text(
        "1. The clocks were started again"
    )
    expect(page.locator('.history strong[data-type="timeout"]')).to_have_text(
        f"2. {NAMES[str(mover)]} ran out of time and loses the match"
    )
    expect(page.locator("li.seat-clock.running")).to_have_count(0)
    expect(page.locator(f'li.seat-clock[data-seat="{mover}"] time')).to_have_text("0:00")
    expect(page.locator(f'li.seat-clock[data-seat="{other}"] time')).to_have_text("stopped")
    expect(page.locator("button.resign")).to_have_count(0)
    outcome = live_server.store.load(created["id"])
    assert outcome.table["ended"]["reason"] == "timeout"
    assert outcome.table["ended"]["seat"] == mover
    save(page, "lost-on-time")
    assert axe_violations(page) == []
    # A rematch keeps the time control, its clocks stopped until its owner starts them.
    page.get_by_role("button", name="Rematch").click()
    expect(page.locator(".rematch .hint")).to_contain_text("The clocks wait until you start them")
    href = page.locator(".rematch a.seat-link").first.get_attribute("href") or ""
    again = re.search(r"session=([^&]+)", href)
    assert again is not None
    read = requests.get(f"{live_server.url}/v1/sessions/{again.group(1)}", timeout=30).json()
    assert read["clock"]["per_move"] == 2
    assert read["clocks"]["paused"] is True
    assert errors == []


def test_resigning_asks_first_and_the_banner_says_who_resigned(live_server, context):
    created = opened(live_server, seed="resign")
    page = context.new_page()
    errors = console_errors(page)
    page.goto(link(live_server, created, 0))
    page.wait_for_selector("#app[data-version]")
    expect(page.locator(".clocks-area")).to_be_empty()  # no clock, nothing drawn for one
    dialog = page.get_by_role("dialog", name="Resign the match?")
    page.locator("button.resign").click()
    expect(dialog).to_be_visible()
    expect(dialog.get_by_role("button", name="Keep playing")).to_be_focused()
    save(page, "resign", full_page=False)
    assert axe_violations(page) == []
    page.keyboard.press("Escape")  # changed their mind: nothing is sent
    expect(dialog).to_be_hidden()
    expect(page.locator("button.resign")).to_be_focused()
    assert live_server.store.load(created["id"]).version == 0

    page.locator("button.resign").click()
    dialog.get_by_role("button", name="Resign the match").click()
    banner = page.locator(".banner h2.winner")
    expect(banner).to_have_text("You resigned. Bo (seat 1) wins.")
    expect(banner).to_have_attribute("data-reason", "resigned")
    expect(page.locator(".banner")).to_contain_text("The match is over: Ann (seat 0) resigned")
    expect(page.locator('.history strong[data-type="resignation"]')).to_have_text("1. Ann resigned")
    expect(dialog).to_be_hidden()
    read = requests.get(f"{live_server.url}/v1/sessions/{created['id']}", timeout=30).json()
    assert read["outcome"]["reason"] == "resigned"
    assert read["outcome"]["seat"] == 0

    # The other seat's table says who resigned in the same words.
    other = context.new_page()
    other.goto(link(live_server, created, 1))
    expect(other.locator(".banner h2.winner")).to_have_text("Ann (seat 0) resigned. You win.")
    assert errors == []


def test_the_lobby_offers_time_controls_and_starts_the_clocks(live_server, context):
    page = context.new_page()
    errors = console_errors(page)
    page.goto(f"{live_server.url}/play")
    page.select_option("#game", "cassino")
    control = page.locator("#clock-control")
    assert control.locator("option").all_inner_texts() == [
        "None",
        "30 seconds a move",
        "5 + 3: five minutes each, three seconds more after each move",
        "Three days a move",
    ]
    expect(page.locator("#clock-on-timeout")).to_be_hidden()
    control.select_option("30s")
    expect(page.locator("#clock-on-timeout")).to_have_value("forfeit")
    expect(page.locator("#clock-paused")).to_be_checked()
    assert axe_violations(page) == []
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".links .clock-control")).to_have_text(
        "Clock: 30 seconds a move. Out of time, the player loses the match."
    )
    href = page.locator("a.seat-link").first.get_attribute("href")
    session = re.search(r"session=([^&]+)", href or "")
    assert session is not None
    url = f"{live_server.url}/v1/sessions/{session.group(1)}"
    read = requests.get(url, timeout=30).json()
    assert read["clock"]["per_move"] == 30
    assert read["clock"]["on_timeout"] == "forfeit"
    assert read["clocks"]["paused"] is True
    page.get_by_role("button", name="Start the clocks").click()
    expect(page.locator(".clocks-started")).to_have_text("The clocks are running.")
    assert requests.get(url, timeout=30).json()["clocks"]["paused"] is False
    assert errors == []


def test_three_days_a_move_reads_in_days_and_the_owner_pauses(live_server, context):
    page = context.new_page()
    errors = console_errors(page)
    page.goto(f"{live_server.url}/play")
    page.select_option("#game", "cassino")
    page.select_option("#clock-control", "3d")
    page.select_option("#clock-on-timeout", "bot")
    page.locator("#clock-paused").uncheck()
    page.get_by_role("button", name="Start the game").click()
    expect(page.locator(".links .clock-control")).to_have_text(
        "Clock: 3 days a move. Out of time, a bot makes the move for them."
    )
    expect(page.get_by_role("button", name="Start the clocks")).to_have_count(0)
    # The owner's own table (this browser kept the owner token) pauses and starts the clocks.
    with context.expect_page() as opening:
        page.locator("a.seat-link").first.click()
    table = opening.value
    table.wait_for_selector("#app[data-version]")
    expect(table.locator("li.seat-clock.running time")).to_have_text(
        re.compile(r"^(2 d 23|3 d 0) h$")
    )
    table.get_by_role("button", name="Pause the clocks").click()
    expect(table.locator(".clock-control .paused")).to_have_text(" The clocks are paused.")
    expect(table.locator('.history strong[data-type="pause"]')).to_have_text(
        "1. The clocks were paused"
    )
    table.get_by_role("button", name="Start the clocks").click()
    expect(table.locator('.history strong[data-type="resume"]')).to_have_text(
        "2. The clocks were started again"
    )
    expect(table.locator("li.seat-clock.running")).to_have_count(1)
    assert errors == []
