"""The gevent worker: its garbage collector (the app's objects frozen, young collections
rare), and which requests count towards its recycling."""

from __future__ import annotations

import subprocess
import sys

import pytest

from referee.api.workers import GC_THRESHOLDS, held

SCRIPT = """
import gc
import referee.api.workers as workers

gc.set_threshold(700, 10, 10)
workers.quiet_collector()
print(gc.get_threshold() == workers.GC_THRESHOLDS, gc.get_freeze_count() > 0)
"""


def test_a_worker_leaves_its_app_out_of_collections_and_collects_young_objects_rarely():
    # In a process of its own: freezing this one's heap would change every later test's.
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True, timeout=60
    ).stdout.split()
    assert out == ["True", "True"], out
    assert GC_THRESHOLDS[0] > 700  # rarer than CPython's default


@pytest.mark.parametrize(
    ("method", "path", "query", "conditional", "expected"),
    [
        ("GET", "/v1/sessions/abc/events", "", False, True),
        ("GET", "/v1/sessions/abc/events", "token=t", False, True),
        ("GET", "/table/v1/sessions/abc/events", "", False, True),  # mounted under a prefix
        ("GET", "/v1/sessions/abc", "wait=30", True, True),
        ("GET", "/v1/sessions/abc", "token=t&wait=5", True, True),
        ("GET", "/v1/sessions/abc", "wait=30", False, False),  # answers at once: no ETag
        ("GET", "/v1/sessions/abc", "", True, False),
        ("GET", "/v1/sessions/abc", "await=5", True, False),
        ("GET", "/v1/sessions/abc/history", "wait=5", True, False),
        ("POST", "/v1/sessions/abc/moves", "", False, False),
        ("POST", "/v1/sessions/abc/events", "", False, False),
        ("GET", "/v1/games", "", False, False),
    ],
)
def test_streams_and_long_polls_are_told_from_ordinary_requests(
    method, path, query, conditional, expected
):
    headers = [("HOST", "test")] + ([("IF-NONE-MATCH", '"3"')] if conditional else [])
    assert held(method, path, query, headers) is expected
