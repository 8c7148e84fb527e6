"""A sampling profiler for one process, greenlets included: CPU-time signals record the stack.

`start(path)` arms ITIMER_PROF: every `interval` seconds of the process's CPU time (user
and system) the signal handler records the Python stack running then, whichever greenlet
it belongs to, and every few seconds it rewrites `path` with the functions that held the
CPU (own samples: the function itself was running; total: it was on the stack). A
deterministic profiler (cProfile) would charge each greenlet switch to whoever was on the
stack; sampling by CPU time charges only what ran.
"""

from __future__ import annotations

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

    def write() -> None:
        lines = [f"{samples[0]} samples of {interval * 1000:g} ms CPU, pid {os.getpid()}"]
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
                samples[0] = 1
            write()

    signal.signal(signal.SIGPROF, sample)
    signal.setitimer(signal.ITIMER_PROF, interval, interval)
