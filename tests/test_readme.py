"""The README and the guides under docs/: the README opens with the two set-up commands and
leads to every guide, and every shell example prints what it says."""

from __future__ import annotations

import os
import pathlib
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Iterator

import pytest

from tests.servers import free_port, wait_ready

ROOT = pathlib.Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCUMENTED_BASE = "http://127.0.0.1:8000"
SET_UP = "python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/referee serve"
WHOLE_CHECK = "bash .ci/run"


def documents() -> list[pathlib.Path]:
    """The README and every Markdown file under docs/ (the rules pages hold no shell)."""
    return [README, *sorted((ROOT / "docs").rglob("*.md"))]


def guides() -> list[pathlib.Path]:
    """The guides a newcomer is led to: the Markdown files of docs/ itself, not of its folders."""
    return sorted((ROOT / "docs").glob("*.md"))


def sh_blocks(path: pathlib.Path = README) -> list[str]:
    return re.findall(r"```sh\n(.*?)```", path.read_text(encoding="utf-8"), re.S)


def calls_the_server(block: str) -> bool:
    return "$B" in block


def commands(block: str) -> list[str]:
    """The commands of a block, continuation lines joined, comments and blank lines left out."""
    joined = re.sub(r"\s*\\\n\s*", " ", block)
    lines = (line.strip() for line in joined.splitlines())
    return [line for line in lines if line and not line.startswith("#")]


# The commands a block that calls no server may hold: starting a server (with a variable or
# two) for the blocks after it, the generators that tests/test_rules_pages.py and
# tests/api/test_openapi.py run, and the README's set-up commands, checked below.
NOT_RUN_HERE = re.compile(
    "|".join(
        [
            r"(?:[A-Z_]+=\S+ )*\.venv/bin/referee serve\b.*",
            r"export REFEREE_[A-Z_]+=.*",
            r"\.venv/bin/referee (?:rules-docs|openapi)\b.*",
            re.escape(SET_UP),
            re.escape(WHOLE_CHECK),
        ]
    )
)


def printed(block: str) -> list[re.Pattern]:
    """The outputs a block shows as `# {...}` comments, in order; `...` elides any text."""
    shown = []
    for line in block.splitlines():
        line = line.strip()
        if line.startswith("# ") and line[2:3] in '{["':
            text = re.split(r"\s{2,}", line[2:])[0]  # drop a trailing remark
            shown.append(re.compile(re.escape(text).replace(re.escape("..."), ".*")))
    return shown


def test_readme_opens_with_the_two_set_up_commands_in_their_own_blocks():
    text = README.read_text()
    assert re.match(r"# Card Referee\n\n```sh\n", text)
    first, second = sh_blocks()[:2]
    assert first.strip() == SET_UP
    assert second.strip() == WHOLE_CHECK
    opening = text[: text.index("---")]
    assert "keeps that terminal" in opening and "another terminal" in opening


def test_the_opening_says_how_to_serve_elsewhere_with_flags_serve_takes(capsys):
    from referee.cli import main

    opening = README.read_text().split("\n---\n")[0]
    commands = re.findall(r"`\.venv/bin/referee serve ([^`]*)`", opening)
    assert commands and any("--port" in command for command in commands), opening
    with pytest.raises(SystemExit):
        main(["serve", "--help"])
    taken = capsys.readouterr().out
    for flag in re.findall(r"--[a-z-]+", " ".join(commands)):
        assert flag in taken, flag


def test_the_docs_say_what_a_restart_of_an_in_memory_server_loses():
    opening = " ".join(README.read_text().split()).split(" --- ")[0]
    assert "restart of the server ends every session" in opening
    text = " ".join((ROOT / "docs" / "operations.md").read_text().split())
    memory = text[text.index("Without `REFEREE_REDIS_URL` sessions live in the one server") :]
    memory = memory[: memory.index("What is stored")]
    assert "a restart of that server loses every session" in memory
    assert "To keep sessions across restarts, set `REFEREE_REDIS_URL`" in memory


def test_the_readme_is_short_and_leads_to_every_guide():
    text = README.read_text()
    assert len(text.splitlines()) <= 200
    assert "## A tour with curl" in text and "## Where to go next" in text
    linked = set(re.findall(r"\]\((docs/[^)#\s]+\.md)\)", text))
    assert [
        str(g.relative_to(ROOT)) for g in guides() if str(g.relative_to(ROOT)) not in linked
    ] == []


def test_every_block_that_calls_the_server_sets_its_address():
    assert any(calls_the_server(block) for block in sh_blocks())  # the README's tour
    for path in documents():
        for block in filter(calls_the_server, sh_blocks(path)):
            assert re.search(rf"^B={re.escape(DOCUMENTED_BASE)}$", block, re.M), (path, block[:80])


def test_every_block_is_run_by_a_test():
    """A block that calls no server holds only commands that a test runs elsewhere."""
    left = [
        (path.name, command)
        for path in documents()
        for block in sh_blocks(path)
        if not calls_the_server(block)
        for command in commands(block)
        if not NOT_RUN_HERE.fullmatch(command)
    ]
    assert left == []


def test_the_block_reader():
    block = 'B=x\ncurl -s $B/a \\\n     -d "{}"   # a remark\n# {"a":1}  the answer\n\n'
    assert calls_the_server(block)
    assert commands(block) == ["B=x", 'curl -s $B/a -d "{}"   # a remark']
    assert [p.pattern for p in printed(block)] == [re.escape('{"a":1}')]
    assert NOT_RUN_HERE.fullmatch("REFEREE_RATE_LIMIT_MOVES=2/minute .venv/bin/referee serve  # x")
    assert not NOT_RUN_HERE.fullmatch("curl -s http://127.0.0.1:8000/v1/games")


# The client-held states need a server with a key ring (its first key is `k2`).
KEY_RING = "k2=readme-tour-key-readme-tour-key-0001,k1=readme-tour-key-readme-tour-key-0002"


def needs_keys(block: str) -> bool:
    return "seal" in block or "opaque" in block


def tours() -> list:
    """(document, keyed) for each document with blocks to run on that kind of server."""
    return [
        pytest.param(path, keyed, id=f"{path.relative_to(ROOT)}-{'keyed' if keyed else 'plain'}")
        for path in documents()
        for keyed in (False, True)
        if any(needs_keys(block) == keyed for block in filter(calls_the_server, sh_blocks(path)))
    ]


@pytest.fixture(scope="module")
def server() -> Iterator[Callable[[bool], str]]:
    """The base URL of a `referee serve` with or without the key ring, started on first use."""
    started: dict[bool, tuple[subprocess.Popen, str]] = {}

    def base(keyed: bool) -> str:
        if keyed not in started:
            port = free_port()
            env = {key: value for key, value in os.environ.items() if key != "REFEREE_REDIS_URL"}
            if keyed:
                env["REFEREE_STATE_KEYS"] = KEY_RING
            proc = subprocess.Popen(
                [sys.executable, "-m", "referee.cli", "serve", "--port", str(port)],
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
            )
            started[keyed] = proc, f"http://127.0.0.1:{port}"
            wait_ready(proc, started[keyed][1], "referee serve")
        return started[keyed][1]

    try:
        yield base
    finally:
        for proc, _ in started.values():
            proc.terminate()
            proc.wait(15)


@pytest.mark.slow
@pytest.mark.skipif(
    not (shutil.which("curl") and shutil.which("jq")), reason="the tour is written for curl and jq"
)
@pytest.mark.parametrize(("document", "keyed"), tours())
def test_the_shell_examples_print_what_they_say(tmp_path, server, document, keyed):
    base = server(keyed)
    for block in sh_blocks(document):
        if not calls_the_server(block) or needs_keys(block) != keyed:
            continue
        run = subprocess.run(
            ["bash", "-c", block.replace(DOCUMENTED_BASE, base)],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            timeout=60,
        )
        lines = iter(run.stdout.splitlines())
        for expected in printed(block):
            # each shown output appears, in order, among the lines the block printed
            assert any(expected.fullmatch(line) for line in lines), (
                expected.pattern,
                run.stdout,
                run.stderr,
            )
