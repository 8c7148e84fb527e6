"""The generated clients: clients/ holds what `bash clients/generate` makes of openapi.yaml."""

from __future__ import annotations

import filecmp
import json
import os
import pathlib
import shutil
import subprocess
import sys
import sysconfig

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


@pytest.mark.slow
def test_the_python_client_installs_with_pip_and_its_dependencies_are_declared(tmp_path):
    """`pip install ./clients/python` into a fresh virtualenv, offline: the build backend and
    the client's dependencies are this test run's, seen through a .pth file, and the package
    is installed with none of them (so that what it needs must be what it declares)."""
    source = shutil.copytree(
        CLIENTS / "python", tmp_path / "source", ignore=shutil.ignore_patterns("__pycache__")
    )
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    target = subprocess.run(
        [str(python), "-c", "import sysconfig; print(sysconfig.get_path('purelib'))"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    ours = sysconfig.get_path("purelib")
    (pathlib.Path(target) / "test_run.pth").write_text(ours + "\n", encoding="utf-8")
    subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--no-index", "--no-deps"]
        + ["--no-build-isolation", "--disable-pip-version-check", str(source)],
        check=True,
        timeout=300,
    )
    # Every module the installed packages import is of a distribution they declare, or of one
    # of those distributions' own requirements (their extras' too: httpx imports its command
    # line's libraries when they are there).
    check = """
import importlib, importlib.metadata as metadata, json, pkgutil, sys
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
before = {name.partition(".")[0] for name in sys.modules}
import card_referee_client, card_referee_follow
for module in pkgutil.walk_packages(card_referee_client.__path__, "card_referee_client."):
    importlib.import_module(module.name)
ours = {"card_referee_client", "card_referee_follow"}
loaded = {name.partition(".")[0] for name in sys.modules} - before - ours
loaded -= set(sys.stdlib_module_names)
owners = metadata.packages_distributions()
used = {canonicalize_name(dist) for name in loaded for dist in owners.get(name, [name])}
declared, unmet, todo = set(), [], ["card-referee-client"]
while todo:
    for line in metadata.requires(todo.pop()) or []:
        wanted = Requirement(line)
        name = canonicalize_name(wanted.name)
        optional = wanted.marker is not None and "extra" in str(wanted.marker)
        if name in declared or (wanted.marker and not optional and not wanted.marker.evaluate()):
            continue
        declared.add(name)
        try:
            version = metadata.version(name)
        except metadata.PackageNotFoundError:
            if not optional:
                unmet.append(line)
            continue
        todo.append(name)
        if not optional and not wanted.specifier.contains(version, prereleases=True):
            unmet.append(line)
print(json.dumps({
    "client": card_referee_client.__file__,
    "follow": card_referee_follow.__file__,
    "files": [str(f) for f in metadata.files("card-referee-client")],
    "undeclared": sorted(used - declared),
    "unmet": unmet,
}))
"""
    ran = subprocess.run(
        [str(python), "-c", check], capture_output=True, text=True, cwd=tmp_path, timeout=300
    )
    assert ran.returncode == 0, ran.stderr[-4000:]
    found = json.loads(ran.stdout)
    for module in ("client", "follow"):
        assert found[module].startswith(target), f"{found[module]} is not the installed one"
    assert "card_referee_client/py.typed" in found["files"]
    assert "card_referee_follow/py.typed" in found["files"]
    assert found["undeclared"] == [], "the client imports what it does not declare"
    assert found["unmet"] == [], "a declared dependency is not what the client runs with"
