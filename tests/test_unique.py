"""Ids drawn without a system call each are still unique, in forked workers too."""

from __future__ import annotations

import os

from referee.unique import unique_hex


def test_ids_are_32_hex_digits_and_never_repeat():
    drawn = [unique_hex() for _ in range(10_000)]
    assert len(set(drawn)) == len(drawn)
    assert all(len(one) == 32 and int(one, 16) >= 0 for one in drawn)


def test_a_forked_worker_draws_ids_of_its_own():
    """A gunicorn worker is a fork of the master: its ids must not repeat the master's,
    nor another worker's, although each counter starts where the master's stood."""
    read_end, write_end = os.pipe()
    before = unique_hex()
    pid = os.fork()
    if pid == 0:  # the child: report its next id and leave without running pytest's exit
        os.write(write_end, unique_hex().encode())
        os._exit(0)
    os.close(write_end)
    child = os.read(read_end, 64).decode()
    os.waitpid(pid, 0)
    os.close(read_end)
    after = unique_hex()
    assert len(child) == 32 and child[:16] != before[:16], "the child drew a prefix of its own"
    assert after[:16] == before[:16] and after != before
