"""The deployment files: gunicorn boots under a read-only root, manifests agree, Redis persists."""

from __future__ import annotations

import os
import pathlib
import re
import shutil
import subprocess
import sys
import tomllib

import pytest
import requests
import yaml
from werkzeug.test import TestResponse

from referee import __version__
from referee.api import create_app
from referee.api.config import Settings
from tests.servers import free_port, wait_ready

DEPLOY = pathlib.Path(__file__).resolve().parents[1] / "deploy"


def test_gunicorn_config_and_app_load():
    for env in ({}, {"REFEREE_REDIS_URL": "redis://127.0.0.1:1/0"}):
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "gunicorn",
                "-c",
                str(DEPLOY / "gunicorn.conf.py"),
                "--check-config",
                "referee.wsgi:app",
            ],
            capture_output=True,
            text=True,
            env={**env, "PATH": "/usr/bin:/bin"},
        )
        assert result.returncode == 0, result.stderr


def test_gunicorn_config_keeps_one_worker_without_redis(monkeypatch):
    def load(env):
        for key, value in env.items():
            monkeypatch.setenv(key, value)
        namespace: dict = {}
        exec((DEPLOY / "gunicorn.conf.py").read_text(), namespace)
        return namespace

    monkeypatch.delenv("REFEREE_REDIS_URL", raising=False)
    assert load({})["workers"] == 1
    assert load({"REFEREE_REDIS_URL": "redis://r:6379/0", "REFEREE_WORKERS": "6"})["workers"] == 6


def test_manifests_parse_and_run_the_wsgi_app():
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    assert compose["services"]["referee"]["environment"]["REFEREE_REDIS_URL"].startswith("redis://")
    documents = _k8s_documents()
    kinds = {doc["kind"] for doc in documents}
    assert {"Deployment", "Service", "Secret"} <= kinds
    referee = next(
        doc
        for doc in documents
        if doc["metadata"]["name"] == "card-referee" and doc["kind"] == "Deployment"
    )
    probes = referee["spec"]["template"]["spec"]["containers"][0]
    assert probes["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert "referee.wsgi:app" in (DEPLOY / "Dockerfile").read_text()


def _k8s_documents() -> list[dict]:
    return [
        doc
        for path in sorted((DEPLOY / "k8s").glob("*.yaml"))
        for doc in yaml.safe_load_all(path.read_text())
    ]


def _read_only_root_works() -> bool:
    if shutil.which("unshare") is None:
        return False
    probe = subprocess.run(
        [
            "unshare",
            "-m",
            "--propagation",
            "private",
            "sh",
            "-c",
            "mount -o remount,bind,ro / && ! touch /.referee-probe 2>/dev/null",
        ],
        capture_output=True,
    )
    return probe.returncode == 0


@pytest.mark.slow
@pytest.mark.skipif(
    not _read_only_root_works(),
    reason="needs a private mount namespace (unshare -m) to make / read-only",
)
def test_gunicorn_config_boots_a_worker_under_a_read_only_root(tmp_path):
    # As deploy/k8s runs it: readOnlyRootFilesystem, so no writable /tmp, TMPDIR or home;
    # only /dev/shm (a separate tmpfs) stays writable.
    port = free_port()
    env = {
        **os.environ,
        "REFEREE_BIND": f"127.0.0.1:{port}",
        "TMPDIR": str(tmp_path),
        "HOME": str(tmp_path),
    }
    env.pop("REFEREE_REDIS_URL", None)
    command = [
        sys.executable,
        "-m",
        "gunicorn",
        "-c",
        str(DEPLOY / "gunicorn.conf.py"),
        "referee.wsgi:app",
    ]
    proc = subprocess.Popen(
        [
            "unshare",
            "-m",
            "--propagation",
            "private",
            "sh",
            "-c",
            'mount -o remount,bind,ro / && exec "$@"',
            "sh",
            *command,
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_ready(proc, base, "gunicorn under a read-only root", seconds=20)
        dealt = requests.post(f"{base}/v1/games/cassino/states", json={"seed": "ro"}, timeout=5)
        assert dealt.status_code == 200
    finally:
        proc.terminate()
        log = proc.communicate(timeout=15)[1]
    assert "Booting worker" in log
    assert "[ERROR]" not in log and "Traceback" not in log, log


def test_k8s_runs_a_read_only_root_and_the_image_the_dockerfile_documents():
    referee = next(
        doc
        for doc in _k8s_documents()
        if doc["kind"] == "Deployment" and doc["metadata"]["name"] == "card-referee"
    )
    container = referee["spec"]["template"]["spec"]["containers"][0]
    assert container["securityContext"]["readOnlyRootFilesystem"] is True
    tag = f"card-referee:{__version__}"
    documented = re.search(r"docker build .*-t (\S+) \.", (DEPLOY / "Dockerfile").read_text())
    assert documented is not None, "the Dockerfile documents its build command"
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    assert (
        container["image"] == documented.group(1) == compose["services"]["referee"]["image"] == tag
    )


def test_the_image_build_copies_every_file_the_package_build_reads():
    project = tomllib.loads((DEPLOY.parent / "pyproject.toml").read_text())["project"]
    needed = {"pyproject.toml", project["readme"], *project["license-files"]}
    copied = {
        name.rstrip("/")
        for line in (DEPLOY / "Dockerfile").read_text().splitlines()
        if line.startswith("COPY ") and "--from" not in line
        for name in line.split()[1:-1]
    }
    assert needed <= copied, needed - copied
    # .dockerignore leaves everything out of the build context but what it lets back in.
    ignore = (DEPLOY.parent / ".dockerignore").read_text().splitlines()
    let_in = {line[1:].rstrip("/") for line in ignore if line.startswith("!")}
    assert "*" in ignore and copied <= let_in, copied - let_in


def _deployed_redis_config(where: str) -> tuple[str, ...]:
    """The redis-server arguments deploy/ runs: compose's command, the k8s container's args."""
    if where == "compose":
        command = yaml.safe_load((DEPLOY / "compose.yaml").read_text())["services"]["redis"][
            "command"
        ]
        assert command[0] == "redis-server"
        return tuple(command[1:])
    redis = next(
        doc
        for doc in _k8s_documents()
        if doc["kind"] == "Deployment" and doc["metadata"]["name"] == "referee-redis"
    )
    return tuple(redis["spec"]["template"]["spec"]["containers"][0]["args"])


def test_deployed_redis_keeps_its_data_on_a_volume():
    compose = yaml.safe_load((DEPLOY / "compose.yaml").read_text())
    assert any(volume.endswith(":/data") for volume in compose["services"]["redis"]["volumes"])
    redis = next(
        doc
        for doc in _k8s_documents()
        if doc["kind"] == "Deployment" and doc["metadata"]["name"] == "referee-redis"
    )
    spec = redis["spec"]["template"]["spec"]
    claim = spec["volumes"][0]["persistentVolumeClaim"]["claimName"]
    assert {"name": spec["volumes"][0]["name"], "mountPath": "/data"} in spec["containers"][0][
        "volumeMounts"
    ]
    assert any(
        doc["kind"] == "PersistentVolumeClaim" and doc["metadata"]["name"] == claim
        for doc in _k8s_documents()
    )
    for where in ("compose", "k8s"):
        config = " ".join(_deployed_redis_config(where))
        assert "--maxmemory-policy noeviction" in config, where  # never drop a live session


def _json(answer: TestResponse) -> dict:
    body = answer.get_json()
    assert isinstance(body, dict), answer.get_data(as_text=True)
    return body


@pytest.mark.slow
@pytest.mark.parametrize("where", ["compose", "k8s"])
def test_sessions_survive_a_restart_of_the_deployed_redis(redis_server_factory, where):
    server = redis_server_factory(config=_deployed_redis_config(where))
    try:
        client = create_app(Settings(redis_url=server.url)).test_client()
        created = _json(client.post("/v1/sessions", json={"game": "cassino", "seed": "restart"}))
        url = f"/v1/sessions/{created['id']}"
        mover = _json(client.get(url))["view"]["to_move"]
        auth = {"Authorization": f"Bearer {created['seats'][mover]['token']}"}
        move = _json(client.get(f"{url}/legal-moves", headers=auth))["moves"][0]
        assert _json(client.post(f"{url}/moves", json={"move": move}, headers=auth))["legal"]
        server.stop()  # SIGTERM, as when its pod or container is restarted
        server.start()
        client = create_app(Settings(redis_url=server.url)).test_client()
        answer = client.get(url, headers=auth)
        assert answer.status_code == 200, answer.get_data(as_text=True)
        assert _json(answer)["version"] == 1
    finally:
        server.stop()


def test_the_build_context_leaves_out_environments_repositories_and_caches(tmp_path):
    """.dockerignore, read as Docker reads it for these paths: the last matching line wins."""
    from fnmatch import fnmatch

    lines = [
        line.strip()
        for line in (DEPLOY.parent / ".dockerignore").read_text().splitlines()
        if line.strip() and not line.startswith("#")
    ]

    def sent(path: str) -> bool:
        verdict = True
        for line in lines:
            pattern = line.lstrip("!").rstrip("/")
            parts = path.split("/")
            prefixes = ["/".join(parts[: n + 1]) for n in range(len(parts))]
            anywhere = pattern.removeprefix("**/")
            if any(fnmatch(p, pattern) for p in prefixes) or (
                pattern.startswith("**/") and any(fnmatch(part, anywhere) for part in parts)
            ):
                verdict = line.startswith("!")
        return verdict

    for left_out in (
        ".venv/bin/python",
        ".git/HEAD",
        "clients/typescript/node_modules/openapi-typescript/package.json",
        "referee/__pycache__/cli.cpython-311.pyc",
        "referee/api/.mypy_cache/x.json",
        ".pytest_cache/v/cache",
        ".ruff_cache/x",
        "tests/test_deploy.py",
    ):
        assert not sent(left_out), left_out
    for let_in in ("pyproject.toml", "constraints.txt", "referee/cli.py", "LICENSE"):
        assert sent(let_in), let_in


def test_the_image_and_ci_install_the_pinned_versions():
    root = DEPLOY.parent
    pins = {
        line.split("==")[0].lower()
        for line in (root / "constraints.txt").read_text().splitlines()
        if line and not line.startswith("#")
    }
    assert all(
        "==" in line
        for line in (root / "constraints.txt").read_text().splitlines()
        if line and not line.startswith("#")
    )
    project = tomllib.loads((root / "pyproject.toml").read_text())["project"]
    wanted = [*project["dependencies"], *project["optional-dependencies"]["test"]]
    names = {
        re.match(r"[A-Za-z0-9_.-]+", spec).group(0).lower().replace("_", "-") for spec in wanted
    }
    assert names <= {pin.replace("_", "-") for pin in pins}, names - pins
    dockerfile = (DEPLOY / "Dockerfile").read_text()
    assert re.search(r"^RUN pip wheel .*-c constraints\.txt", dockerfile, re.MULTILINE)
    assert re.search(r"^COPY .*constraints\.txt", dockerfile, re.MULTILINE)
    assert "-c constraints.txt -e '.[test]'" in (root / ".ci" / "run").read_text()


def test_the_deployed_redis_has_a_maxmemory_for_noeviction_to_refuse_at():
    for where in ("compose", "k8s"):
        config = _deployed_redis_config(where)
        assert "--maxmemory" in config, where
        assert re.fullmatch(r"\d+[kmg]b", config[config.index("--maxmemory") + 1]), where


def test_k8s_takes_the_key_ring_and_the_admin_token_from_a_secret():
    referee = next(
        doc
        for doc in _k8s_documents()
        if doc["kind"] == "Deployment" and doc["metadata"]["name"] == "card-referee"
    )
    env = {
        item["name"]: item for item in referee["spec"]["template"]["spec"]["containers"][0]["env"]
    }
    for name in ("REFEREE_STATE_KEYS", "REFEREE_ADMIN_TOKEN"):
        assert "value" not in env[name], name
        assert env[name]["valueFrom"]["secretKeyRef"]["name"] == "referee-secrets", name
    # The Secret holds secrets: the manifests never carry one.
    assert not any(
        doc["kind"] == "Secret" and doc["metadata"]["name"] == "referee-secrets"
        for doc in _k8s_documents()
    )
