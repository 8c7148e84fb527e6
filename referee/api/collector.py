"""The garbage collector of a worker holding thousands of streams: long-lived objects out of it.

A worker with 10,000 watchers keeps millions of objects alive for as long as they watch.
CPython's collector walks every object of a generation it collects, so a collection of the
oldest generation stops every stream and request of the worker for as long as walking them
takes (half a second or more with 10,000 watchers; bench/RESULTS.md, "Ten thousand
watchers"). Here the objects that survive a collection are frozen (`gc.freeze`) every
FREEZE_SECONDS, so later collections walk only what was made since, and the frozen objects
are swept (unfrozen, collected, frozen again) only once they have grown by half since the
last sweep: garbage in reference cycles among frozen objects (a watcher gone whose objects
referred to each other) waits for that sweep, which bounds it by half of what was alive at
the sweep before. Garbage without cycles is freed by reference counting, frozen or not.
"""

from __future__ import annotations

import atexit
import gc
import threading
import time

# Young collections every 50,000 net allocations, not CPython's 700, and the middle
# generation every third young one: objects that die with their request die young.
GC_THRESHOLDS = (50_000, 2, 10)
# How often the survivors are frozen: a collection of what a second of requests left alive.
FREEZE_SECONDS = 1.0
# The frozen objects are swept once they number this many times those of the last sweep.
SWEEP_GROWTH = 1.5


class Keeper:
    """Freezes the survivors of each collection it makes, and sweeps the frozen ones."""

    def __init__(self, growth: float = SWEEP_GROWTH) -> None:
        self.growth = growth
        self.swept = 0  # frozen objects right after the last sweep

    def start(self) -> None:
        """The app's objects (modules, routes, schemas) frozen at once; the thresholds set."""
        self.sweep()
        # Given back before the interpreter's last collection, which finalizes what became
        # garbage meanwhile while the modules it needs are still there.
        atexit.register(gc.unfreeze)
        gc.set_threshold(*GC_THRESHOLDS)

    def sweep(self) -> None:
        """Every object collected, the frozen ones too, and what survives frozen."""
        gc.unfreeze()
        gc.collect()
        gc.freeze()
        self.swept = gc.get_freeze_count()

    def tick(self) -> bool:
        """One collection of what is not frozen, then its survivors frozen; or a sweep when
        the frozen objects have grown by half since the last. Whether it swept."""
        if gc.get_freeze_count() >= self.growth * self.swept:
            self.sweep()
            return True
        gc.collect()
        gc.freeze()
        return False

    def run(self, seconds: float = FREEZE_SECONDS) -> None:
        while True:
            time.sleep(seconds)
            self.tick()


def quiet_collector() -> Keeper:
    """Tune a worker's collector once its app is loaded, and keep it tuned: under gevent's
    monkey-patching the keeper's thread is a greenlet of the worker's loop."""
    keeper = Keeper()
    keeper.start()
    threading.Thread(target=keeper.run, name="collector", daemon=True).start()
    return keeper
