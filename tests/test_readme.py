"""The README: it opens with the two set-up commands, and its tour prints what it says."""

from __future__ import annotations

import os
import pathlib
import re
import shutil
import subprocess
import sys

import pytest

from tests.servers import free_port, wait_ready

README = pathlib.Path(__file__).resolve().parents[1] / "README.md"
DOCUMENTED_BASE = "http://127.0.0.1:8000"


def sh_blocks() -> list[str]:
    return re.findall(r"```sh\n(.*?)```", README.read_text(), re.S)


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
    assert first.strip() == (
        "python3 -m venv .venv && .venv/bin/pip install -e . && .venv/bin/referee serve"
    )
    assert second.strip() == "bash .ci/run"
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


def test_the_readme_says_what_a_restart_of_an_in_memory_server_loses():
    text = " ".join(README.read_text().split())
    opening = text.split(" --- ")[0]
    assert "restart of the server ends every session" in opening
    memory = text[text.index("Without `REFEREE_REDIS_URL` sessions live in the one server") :]
    memory = memory[: memory.index("What is stored")]
    assert "a restart of that server loses every session" in memory
    assert "To keep sessions across restarts, set `REFEREE_REDIS_URL`" in memory


def test_every_block_that_calls_the_server_sets_its_address():
    calling = [block for block in sh_blocks() if "$B" in block]
    assert len(calling) >= 2
    for block in calling:
        assert re.search(rf"^B={re.escape(DOCUMENTED_BASE)}$", block, re.M), block[:80]


# The README's client-held states need a server with a key ring (its first key is `k2`).
KEY_RING = "k2=readme-tour-key-readme-tour-key-0001,k1=readme-tour-key-readme-tour-key-0002"


def needs_keys(block: str) -> bool:
    return "seal" in block or "token" in block


@pytest.mark.slow
@pytest.mark.skipif(
    not (shutil.which("curl") and shutil.which("jq")), reason="the tour is written for curl and jq"
)
@pytest.mark.parametrize("keyed", [False, True], ids=["plain", "keyed"])
def test_the_tour_prints_what_it_says(tmp_path, keyed):
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
    base = f"http://127.0.0.1:{port}"
    try:
        wait_ready(proc, base, "referee serve")
        for block in (
            block for block in sh_blocks() if "$B" in block and needs_keys(block) == keyed
        ):
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
    finally:
        proc.terminate()
        proc.wait(15)
