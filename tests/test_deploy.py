"""The deployment files: gunicorn's config loads, manifests parse and point at the app."""

from __future__ import annotations

import pathlib
import subprocess
import sys

import yaml

DEPLOY = pathlib.Path(__file__).resolve().parents[1] / "deploy"


def test_gunicorn_config_and_app_load():
    for env in ({}, {"REFEREE_REDIS_URL": "redis://127.0.0.1:1/0"}):
        result = subprocess.run(
            [sys.executable, "-m", "gunicorn", "-c", str(DEPLOY / "gunicorn.conf.py"),
             "--check-config", "referee.wsgi:app"],
            capture_output=True, text=True, env={**env, "PATH": "/usr/bin:/bin"})
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
    documents = [doc for path in sorted((DEPLOY / "k8s").glob("*.yaml"))
                 for doc in yaml.safe_load_all(path.read_text())]
    kinds = {doc["kind"] for doc in documents}
    assert {"Deployment", "Service", "Secret"} <= kinds
    referee = next(doc for doc in documents if doc["metadata"]["name"] == "card-referee"
                   and doc["kind"] == "Deployment")
    probes = referee["spec"]["template"]["spec"]["containers"][0]
    assert probes["readinessProbe"]["httpGet"]["path"] == "/readyz"
    assert "referee.wsgi:app" in (DEPLOY / "Dockerfile").read_text()
