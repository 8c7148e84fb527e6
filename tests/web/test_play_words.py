"""Every event, move and score-sheet line of every game in the words a player uses, as the web
table writes them: each game's own renderer words every one (no generic fallback), and no
line shows a wire key, a field name, true/false, a card code where the table draws cards, a
rule id as a word, a side's key, or a seat's number where the seat has a name. The events
and sheets come from seeded matches played through the engine at every player count, as
seat 0's page receives them (`public_record`)."""

from __future__ import annotations

import random
import re

import pytest

from referee.games.registry import REGISTRY
from tests.test_conformance import choose
from tests.web.pages import console_errors

NAMES = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
SEEDS = ["words-1", "words-2"]
KEPT = 4  # events kept of each type and shape: enough variety, a page that renders fast
# Matches with every kind of event and still short: Spite and Malice deals twice, so its
# `deal` event (the second deal's) is met, from pay-off piles of 10, so that a hand runs empty
# and draws.
OPTIONS = {
    "cassino": {},
    "modulo": {"deals": 2},
    "ronda": {"target_score": 15},
    "seep": {},
    "spite-and-malice": {"payoff_size": 10, "match_mode": "fixed_deals", "deal_count": 2},
}
MAX_MOVES = 6000

# What a player's words never hold, each with what it would be.
RAW = [
    (re.compile(r"\b(?:true|false|null|undefined|NaN)\b"), "a JSON word"),
    (re.compile(r"\[object"), "an object"),
    (re.compile(r"_"), "a wire key"),
    (re.compile(r"\b(?:10|[2-9AJQK])[SHDC]\b|\bJK\b"), "a card code"),
    (re.compile(r"\b[A-Z]{3}-\d"), "a rule id as a word"),
    (re.compile(r"\d\+\d"), "a side's key"),
    (re.compile(r"\bsides? \d", re.IGNORECASE), "a side's number"),
    (re.compile(r"\bseats? \d", re.IGNORECASE), "a seat's number where the seat has a name"),
    (re.compile(r"\bpartner \d|\bD\d\b"), "the rules' shorthand for a pile"),
    (re.compile(r" · "), "the generic wording's separator"),
]


def raw_words(text: str, keys: set[str]) -> list[str]:
    """What in `text` is not a player's words; `keys` are the wire keys of what it says."""
    found = [what for pattern, what in RAW if pattern.search(text)]
    for key in keys:
        spoken = key.replace("_", " ")
        if "_" in key and re.search(rf"\b{re.escape(spoken)}\b", text, re.IGNORECASE):
            found.append(f"the field name {key!r}")
    return found


def keys_of(value) -> set[str]:
    """Every key and every event type in a JSON value."""
    if isinstance(value, dict):
        own = set(value) | ({value["type"]} if isinstance(value.get("type"), str) else set())
        return own.union(*(keys_of(inner) for inner in value.values()))
    if isinstance(value, list):
        return set().union(*(keys_of(inner) for inner in value)) if value else set()
    return set()


def shape(event: dict) -> tuple:
    """An event's type, its keys, and the values that change its wording (a kind, a method)."""
    marks = tuple(
        (key, value)
        for key, value in sorted(event.items())
        if isinstance(value, (str, bool)) or value is None
        if key not in ("card", "side", "winner")
    )
    return event["type"], tuple(sorted(event)), marks


def collect(game_id: str) -> dict:
    """Events, moves and sheets of seeded matches at every player count, as seat 0 sees them,
    a few of each shape; and Spite and Malice's views with a play that must be made."""
    game = REGISTRY[game_id]
    events: dict[tuple, list] = {}
    moves: dict[tuple, list] = {}
    sheets, views = [], []
    for players in game.player_counts:
        for seed in SEEDS:
            rng = random.Random(seed)
            options = game.resolve_options({**OPTIONS[game_id], "players": players})
            state = game.new_state(options, seed)
            for _ in range(MAX_MOVES):
                if game.is_finished(state):
                    break
                listed, _ = game.moves(state)
                move = choose(game_id, listed, rng)
                outcome = game.play(state, move)
                shown, said = game.public_record(move, outcome.events, 0)
                if shown is not None:
                    moves.setdefault(shape(shown), []).append(shown)
                for event in said:
                    events.setdefault(shape(event), []).append(event)
                    if isinstance(event.get("sheet"), dict):
                        sheets.append(event["sheet"])
                    if event["type"] == "score":  # Ronda's scoring steps carry their lines
                        sheets.append({"items": event["items"], "totals": event["points"]})
                state = outcome.state
                mover = state.get("to_move")
                if game_id == "spite-and-malice" and mover is not None and len(views) < 40:
                    for seat in {mover, 0}:
                        view = game.view(state, seat)
                        if view["must_play"]:
                            views.append(view)
            sheets.append(game.score_sheet(state))
    return {
        "events": [event for kept in events.values() for event in kept[:KEPT]],
        "moves": [move for kept in moves.values() for move in kept[:KEPT]],
        "sheets": sheets,
        "views": views,
    }


SAY = """async ([game, found, names]) => {
  const words = await import('/play/static/play/words.js');
  const moves = await import('/play/static/play/moves.js');
  const people = await import('/play/static/play/people.js');
  const renderers = await import('/play/static/play/renderers.js');
  const renderer = await renderers.rendererFor(game);
  const who = people.teller(names);
  const text = (parts) => {
    const line = document.createElement('p');
    line.append(...[parts].flat());
    return line.textContent;
  };
  const sheet = (s) => {
    const table = words.sheetTable(game, { final: true, covers: 'deal', ...s }, 'sheet',
      { renderer, who, sideName: who.side });
    table.querySelectorAll('a.rule').forEach((link) => link.remove());
    return [...table.querySelectorAll('tbody tr')].map((row) => row.textContent);
  };
  const event = (e) => [renderer.describeEvent(e, who) !== null,
                        text(words.describeEvent(renderer, e, who))];
  const move = (m) => [renderer.describeMove(m, who) !== null,
                       moves.describeMove(renderer, m, who)];
  const mustPlay = (v) => renderer.board(v, who).querySelector('.must-play')?.textContent ?? '';
  return {
    events: found.events.map(event),
    moves: found.moves.map(move),
    items: found.sheets.flatMap((s) => s.items.map((i) => renderer.sheetItem(i, who) !== null)),
    sheets: found.sheets.map(sheet),
    boards: found.views.map(mustPlay),
  };
}"""


def said_wrong(what: str, text: str, keys: set[str]) -> list[str]:
    return [f"{what}: {raw} in {text!r}" for raw in raw_words(text, keys)]


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_every_event_move_and_sheet_line_is_in_words(live_server, context, game_id):
    found = collect(game_id)
    game = REGISTRY[game_id]
    met = {event["type"] for event in found["events"]}
    assert met == set(game.event_schemas), f"no match met {set(game.event_schemas) - met}"
    page = context.new_page()
    errors = console_errors(page)
    page.goto(f"{live_server.url}/play")
    page.wait_for_selector("#game")
    said = page.evaluate(SAY, [game_id, found, NAMES])

    wrong = []
    spoken = set()
    for event, (own, text) in zip(found["events"], said["events"], strict=True):
        if not own:
            wrong.append(f"{event['type']}: no words of the game's own for {event}")
        if text:
            spoken.add(event["type"])
        if game_id == "ronda" and event["type"] == "sweep":
            # RON-9.1: the last to take table cards takes the rest, which scores nothing.
            assert "sweep" not in text.lower() and "the last to take table cards" in text, text
        wrong += said_wrong(event["type"], text, keys_of(event))
    assert spoken == met, f"events that never say anything: {met - spoken}"
    for move, (own, text) in zip(found["moves"], said["moves"], strict=True):
        if not own:
            wrong.append(f"move {move['type']}: no words of the game's own for {move}")
        wrong += said_wrong(f"move {move['type']}", text, keys_of(move))
    assert all(said["items"]), "a sheet line without the game's own words"
    for sheet, rows in zip(found["sheets"], said["sheets"], strict=True):
        for item, text in zip(sheet["items"], rows, strict=True):
            wrong += said_wrong(f"sheet {item['item']}", text, keys_of(item))
    if game_id == "spite-and-malice":
        assert found["views"], "no view with a play that must be made"
        for text in said["boards"]:
            assert text.startswith("Must play: "), text
            wrong += said_wrong("must play", text, set())
    assert not wrong, "\n".join(sorted(set(wrong))[:40])
    assert errors == []


TABLE_SAY = """async ([game, entries, outcomes, controls, names]) => {
  const clocks = await import('/play/static/play/clocks.js');
  const moves = await import('/play/static/play/moves.js');
  const people = await import('/play/static/play/people.js');
  const renderers = await import('/play/static/play/renderers.js');
  const renderer = await renderers.rendererFor(game);
  const who = people.teller(names);
  const text = (parts) => {
    const line = document.createElement('p');
    line.append(...[parts].flat());
    return line.textContent;
  };
  const said = (e) => clocks.tableEntryWords(e, who,
    e.move ? moves.describeMove(renderer, e.move, who) : null);
  const ending = (o) => {
    const w = clocks.endingWords(o, who.seat, 0);
    return `${w.headline}. ${w.why}`;
  };
  return {
    entries: entries.map((e) => text(said(e))),
    endings: outcomes.map(ending),
    controls: controls.map((c) => `${clocks.controlWords(c)}. ${clocks.onTimeoutWords(c)}`),
  };
}"""


@pytest.mark.parametrize("game_id", sorted(REGISTRY))
def test_the_tables_own_entries_and_endings_are_in_words(live_server, context, game_id):
    """Timeouts (a bot's move on one too), resignations, aborts, pauses, the banner's endings
    and the time controls, as the table says them: no wire word among them."""
    game = REGISTRY[game_id]
    state = game.new_state(game.resolve_options(OPTIONS[game_id]), "table-words")
    mover = game.to_move(state)[0]
    listed, _ = game.moves(state)
    played = game.play(state, listed[0])
    shown, _ = game.public_record(listed[0], played.events, 0)
    entries = [
        {"type": "timeout", "player": mover, "move": None},
        {"type": "timeout", "player": mover, "move": shown, "bot": "greedy", "takeover": False},
        {"type": "timeout", "player": mover, "move": shown, "bot": "greedy", "takeover": True},
        {"type": "resignation", "player": 1, "move": None},
        {"type": "abort", "player": 0, "move": None},
        {"type": "abort", "player": None, "move": None},
        {"type": "pause", "player": None, "move": None},
        {"type": "resume", "player": None, "move": None},
    ]
    outcomes = [
        {"reason": "timeout", "seat": 1},
        {"reason": "timeout", "seat": 0},
        {"reason": "resigned", "seat": 1},
        {"reason": "aborted"},
    ]
    none = {"initial": None, "increment": 0, "per_move": None, "bot": None, "takeover_after": None}
    forfeit = {**none, "on_timeout": "forfeit"}
    controls = [
        {**forfeit, "per_move": 30},
        {**forfeit, "initial": 300, "increment": 3},
        {**forfeit, "per_move": 259200},
        {**none, "initial": 90, "per_move": 20, "on_timeout": "bot", "bot": "greedy"},
    ]
    page = context.new_page()
    errors = console_errors(page)
    page.goto(f"{live_server.url}/play")
    page.wait_for_selector("#game")
    said = page.evaluate(TABLE_SAY, [game_id, entries, outcomes, controls, NAMES])
    wrong = []
    for entry, text in zip(entries, said["entries"], strict=True):
        wrong += said_wrong(entry["type"], text, keys_of(entry))
    for outcome, text in zip(outcomes, said["endings"], strict=True):
        wrong += said_wrong(outcome["reason"], text, keys_of(outcome))
    for control, text in zip(controls, said["controls"], strict=True):
        wrong += said_wrong("clock", text, set(control))
    assert not wrong, "\n".join(wrong)
    assert said["entries"][0] == f"{NAMES[mover]} ran out of time and loses the match"
    assert said["entries"][2].startswith(
        f"{NAMES[mover]} ran out of time, so a bot moved for them and now keeps the seat: "
    )
    assert said["endings"][:3] == [
        "Bo lost on time. Bo ran out of time",
        "You lost on time. Ann ran out of time",
        "Bo resigned. Bo resigned",
    ]
    assert said["controls"][3] == (
        "90 seconds each, at most 20 seconds a move. Out of time, a bot makes the move for them."
    )
    assert errors == []
