"""The generated clients: clients/ holds what `bash clients/generate` makes of openapi.yaml."""

from __future__ import annotations

import filecmp
import os
import pathlib
import shutil
import subprocess

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
CLIENTS = ROOT / "clients"
PYTHON_GENERATOR = ROOT / ".venv" / "bin" / "openapi-python-client"
TYPESCRIPT_GENERATOR = CLIENTS / "typescript" / "node_modules" / ".bin" / "openapi-typescript"
HOW = "run `bash clients/generate` (after `referee openapi > openapi.yaml`)"


def _generators() -> None:
    generators = (PYTHON_GENERATOR, TYPESCRIPT_GENERATOR)
    missing = [str(path.relative_to(ROOT)) for path in generators if not path.exists()]
    if missing:
        # In CI a missing generator is a broken setup (.ci/run installs both), never a skip.
        message = f"{', '.join(missing)} missing: .ci/run installs them"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)


def _differences(left: pathlib.Path, right: pathlib.Path) -> list[str]:
    """Files that differ, or are only on one side, under two folders."""
    compared = filecmp.dircmp(left, right, ignore=["__pycache__"])
    out = [f"{left / name}" for name in compared.diff_files + compared.left_only]
    out += [f"{right / name}" for name in compared.right_only]
    for name in compared.common_dirs:
        out += _differences(left / name, right / name)
    return out


@pytest.mark.slow
def test_committed_clients_match_openapi_yaml(tmp_path):
    _generators()
    if shutil.which("bash") is None:
        pytest.skip("bash is needed to run clients/generate")
    subprocess.run(
        ["bash", str(CLIENTS / "generate"), str(tmp_path)], check=True, cwd=ROOT, timeout=300
    )
    python = _differences(
        CLIENTS / "python" / "card_referee_client", tmp_path / "python" / "card_referee_client"
    )
    assert python == [], f"clients/python is stale: {HOW}"
    typescript = (CLIENTS / "typescript" / "referee.d.ts").read_text(encoding="utf-8")
    assert typescript == (tmp_path / "typescript" / "referee.d.ts").read_text(encoding="utf-8"), (
        f"clients/typescript is stale: {HOW}"
    )


def test_the_python_client_names_its_calls_after_the_operation_ids():
    package = CLIENTS / "python" / "card_referee_client"
    assert (package / "api" / "games" / "list_games.py").is_file()
    assert (package / "api" / "sessions" / "play_session_move.py").is_file()
    assert (package / "models" / "cassino_moves_request.py").is_file()
    assert not list(package.glob("models/*response_200*.py"))


def test_the_python_client_plays_a_move_against_the_server(monkeypatch):
    pytest.importorskip("httpx")
    monkeypatch.syspath_prepend(str(CLIENTS / "python"))
    from card_referee_client import Client
    from card_referee_client.api.cassino import cassino_legal_moves, cassino_new_state
    from card_referee_client.api.games import list_games
    from card_referee_client.models import CassinoLegalMovesRequest, CassinoNewStateRequest

    from tests.web.pages import LiveServer

    with LiveServer() as server:
        client = Client(base_url=server.url)
        assert "cassino" in [game.id for game in list_games.sync(client=client).games]
        dealt = cassino_new_state.sync(client=client, body=CassinoNewStateRequest(seed="client"))
        listed = cassino_legal_moves.sync(
            client=client, body=CassinoLegalMovesRequest(state=dealt.state)
        )
        assert listed.moves and listed.truncated is False
