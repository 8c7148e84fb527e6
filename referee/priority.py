"""The kernel's idle scheduling policy, for work nobody is kept waiting on by a cheaper call:
the compute pool's jobs and the bots-only matches run only where requests leave a core free.

Why idle rather than a niceness: at nice 5 a worker gets only about three times the CPU of a
busy pool process, so two pool processes searching for a second each on two cores still
hold a worker's answer back by tens of milliseconds. A thread on SCHED_IDLE weighs 3 against
a nice-0 thread's 1,024 (nice 19 weighs 15), and a nice-0 thread that wakes preempts it at
once: a worker waking to answer a request runs first. Starving the idle work is bounded
where it matters: a pool job past its budget is answered `overdue` (its caller gets a 503,
never a hang), and a bots-only turn has nobody waiting for it but its own match.
"""

from __future__ import annotations

import os

LOWEST_NICENESS = 19  # where the kernel has no idle policy


def run_idle() -> str:
    """Put the calling thread (call it where it is the process's only one, before it starts
    others, which inherit it) on the idle policy, or at the lowest niceness where there is
    none; which one it got: "idle", "nice 19", or "unchanged"."""
    try:
        os.sched_setscheduler(0, os.SCHED_IDLE, os.sched_param(0))
        return "idle"
    except (AttributeError, OSError):
        pass
    try:
        os.nice(LOWEST_NICENESS - os.nice(0))
        return f"nice {LOWEST_NICENESS}"
    except OSError:
        return "unchanged"
