"""A sampling profiler for one process, greenlets included: CPU-time signals record the stack.

`start(path)` arms ITIMER_PROF: every `interval` seconds of the process's CPU time (user
and system) the signal handler records the Python stack running then, whichever greenlet
it belongs to, and every few seconds it rewrites `path` with the functions that held the
CPU (own samples: the function itself was running; total: it was on the stack). A
deterministic profiler (cProfile) would charge each greenlet switch to whoever was on the
stack; sampling by CPU time charges only what ran.
"""

from __future__ import annotations

import gc
import os
import signal
import time
from collections import Counter


def _where(code) -> str:
    return f"{os.path.basename(code.co_filename)}:{code.co_firstlineno}:{code.co_name}"


def start(path: str, interval: float = 0.002, every: float = 1.0, reset: str = "") -> None:
    """Sample into `path`; the counts start again once, when the file `reset` appears."""
    own: Counter = Counter()
    total: Counter = Counter()
    stacks: Counter = Counter()
    samples = [0]
    written = [time.monotonic()]
    restarted: list = []
    busy: list = []
    # Per generation, each collection's pause (s) and the CPU it took (s): a pause longer
    # than its CPU is time the process waited for a core meanwhile.
    collections: dict[int, list[tuple[float, float]]] = {0: [], 1: [], 2: []}
    began = [0.0, 0.0]

    def collected(phase: str, info: dict) -> None:
        if phase == "start":
            began[:] = time.perf_counter(), time.process_time()
        else:
            collections[info["generation"]].append(
                (time.perf_counter() - began[0], time.process_time() - began[1])
            )

    gc.callbacks.append(collected)

    def write() -> None:
        lines = [f"{samples[0]} samples of {interval * 1000:g} ms CPU, pid {os.getpid()}"]
        for generation, pauses in collections.items():
            longest = max(pauses, default=(0.0, 0.0))
            lines.append(
                f"gc generation {generation}: {len(pauses)} collections, "
                f"{sum(wall for wall, _ in pauses) * 1000:.0f} ms in all "
                f"({sum(cpu for _, cpu in pauses) * 1000:.0f} ms CPU), longest "
                f"{longest[0] * 1000:.1f} ms ({longest[1] * 1000:.1f} ms CPU)"
            )
        lines.append("\n-- own --")
        lines += [
            f"{count:7d} {count / samples[0]:6.1%} {name}" for name, count in own.most_common(60)
        ]
        lines.append("\n-- total --")
        lines += [
            f"{count:7d} {count / samples[0]:6.1%} {name}" for name, count in total.most_common(100)
        ]
        lines.append("\n-- stacks (innermost 6) --")
        lines += [f"{count:7d} {stack}" for stack, count in stacks.most_common(40)]
        with open(path + ".tmp", "w") as out:
            out.write("\n".join(lines) + "\n")
        os.replace(path + ".tmp", path)

    def sample(signum, frame) -> None:
        if busy:
            return  # a signal during this handler's own writing: not a sample of the process
        samples[0] += 1
        seen = set()
        chain: list[str] = []
        while frame is not None:
            name = _where(frame.f_code)
            if not chain:
                own[name] += 1
            if len(chain) < 6:
                chain.append(name.rsplit(":", 1)[1])
            if name not in seen:
                seen.add(name)
                total[name] += 1
            frame = frame.f_back
        stacks[" < ".join(chain)] += 1
        now = time.monotonic()
        if now - written[0] > every:
            written[0] = now
            if reset and os.path.exists(reset) and not restarted:
                restarted.append(True)
                for counts in (own, total, stacks):
                    counts.clear()
                for pauses in collections.values():
                    pauses.clear()
                samples[0] = 1
            busy.append(True)
            try:
                write()
            finally:
                busy.clear()

    signal.signal(signal.SIGPROF, sample)
    signal.setitimer(signal.ITIMER_PROF, interval, interval)
