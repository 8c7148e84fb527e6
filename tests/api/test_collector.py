"""A worker's collector: long-lived objects frozen out of collections, garbage still bounded.

Each check runs in a process of its own: freezing this one's heap would change every later
test's.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

from referee.api.collector import GC_THRESHOLDS


def run(*parts: str) -> list[str]:
    """What a script made of `parts` prints, split into words."""
    return subprocess.run(
        [sys.executable, "-c", "".join(textwrap.dedent(part) for part in parts)],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    ).stdout.split()


def test_a_worker_leaves_its_app_out_of_collections_and_collects_young_objects_rarely():
    out = run(
        """
        import gc
        from referee.api.collector import GC_THRESHOLDS, Keeper

        gc.set_threshold(700, 10, 10)
        Keeper().start()
        print(gc.get_threshold() == GC_THRESHOLDS, gc.get_freeze_count() > 0)
        """
    )
    assert out == ["True", "True"], out
    assert GC_THRESHOLDS[0] > 700  # rarer than CPython's default


CYCLES = """
import gc
import weakref
from referee.api.collector import Keeper

class Node:
    pass

def cycle():
    a, b = Node(), Node()
    a.other, b.other = b, a
    return a

gc.disable()  # only the keeper collects here
keeper = Keeper()
keeper.start()
"""


def test_what_survives_a_tick_is_frozen_and_young_cyclic_garbage_is_collected():
    out = run(
        CYCLES,
        """
        young = weakref.ref(cycle())  # garbage at once, in a cycle
        kept = [cycle() for _ in range(100)]
        before = gc.get_freeze_count()
        swept = keeper.tick()
        print(young() is None, gc.get_freeze_count() >= before + 200, swept)
        """,
    )
    assert out == ["True", "True", "False"], out


def test_cyclic_garbage_among_frozen_objects_waits_for_the_sweep_the_growth_brings():
    out = run(
        CYCLES,
        """
        old = cycle()
        keeper.tick()  # frozen while alive
        gone = weakref.ref(old)
        del old
        keeper.tick()
        waiting = gone() is not None
        # Half as many objects again as the last sweep left frozen: the next tick sweeps.
        grown = [Node() for _ in range(keeper.swept // 2 + 1)]
        keeper.tick()
        print(waiting, keeper.tick(), gone() is None)
        """,
    )
    assert out == ["True", "True", "True"], out
