"""The gevent worker's garbage collector: the app's objects frozen, young collections rare."""

from __future__ import annotations

import subprocess
import sys

from referee.api.workers import GC_THRESHOLDS

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
