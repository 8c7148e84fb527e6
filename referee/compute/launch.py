"""Starting the compute pool beside gunicorn (`referee serve`, deploy/gunicorn.conf.py): a
`referee compute-pool` process on a fresh private socket, started again if it ever ends,
and stopped with the server."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time

SOCKET_ENV = "REFEREE_COMPUTE_SOCKET"
RESTART_SECONDS = 1.0  # pause before a pool that ended is started again


def private_socket() -> str:
    """A socket path in a fresh directory only this user may enter (in /dev/shm when it is
    writable: it stays so under a read-only root file system)."""
    base = "/dev/shm" if os.access("/dev/shm", os.W_OK) else None
    return os.path.join(tempfile.mkdtemp(prefix="referee-compute-", dir=base), "pool.sock")


def processes(configured: int) -> int:
    """The pool's processes: as configured, or one per core."""
    return configured if configured > 0 else (os.cpu_count() or 1)


def connectable(path: str) -> bool:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as probe:
        try:
            probe.connect(path)
        except OSError:
            return False
    return True


class PoolProcess:
    """One `referee compute-pool` on `path`, supervised: started again whenever it ends
    until `stop`."""

    def __init__(self, path: str, processes: int, queue: int, *, owns_directory: bool = False):
        self.path, self.owns_directory = path, owns_directory
        self.command = [
            sys.executable,
            "-m",
            "referee.cli",
            "compute-pool",
            "--socket",
            path,
            "--processes",
            str(processes),
            "--queue",
            str(queue),
        ]
        self._process: subprocess.Popen | None = None
        self._stopping = threading.Event()
        self._watcher: threading.Thread | None = None

    def start(self, seconds: float = 60.0) -> None:
        """Start the pool and wait until its socket answers; RuntimeError if it does not."""
        self._process = subprocess.Popen(self.command)
        deadline = time.monotonic() + seconds
        while not connectable(self.path):
            if self._process.poll() is not None or time.monotonic() > deadline:
                self._process.kill()
                raise RuntimeError(f"the compute pool did not start on {self.path}")
            time.sleep(0.05)
        self._watcher = threading.Thread(target=self._supervise, daemon=True)
        self._watcher.start()

    def _supervise(self) -> None:
        while not self._stopping.is_set():
            assert self._process is not None
            self._process.wait()
            if self._stopping.wait(RESTART_SECONDS):
                return
            print(
                f"referee: the compute pool ended ({self._process.returncode}); starting it again",
                file=sys.stderr,
            )
            self._process = subprocess.Popen(self.command)

    def stop(self) -> None:
        self._stopping.set()
        process = self._process
        if process is not None and process.poll() is None:
            process.terminate()
            try:
                process.wait(10)
            except subprocess.TimeoutExpired:
                process.kill()
        if self.owns_directory:
            shutil.rmtree(os.path.dirname(self.path), ignore_errors=True)


def start_beside(configured_processes: int, queue: int) -> PoolProcess | None:
    """In a server's master: start a pool on a private socket and name it to the workers
    (REFEREE_COMPUTE_SOCKET); None when the environment names a pool already."""
    if os.environ.get(SOCKET_ENV):
        return None
    pool = PoolProcess(
        private_socket(), processes(configured_processes), queue, owns_directory=True
    )
    try:
        pool.start()
    except RuntimeError:
        pool.stop()  # its folder goes with it
        raise
    os.environ[SOCKET_ENV] = pool.path
    return pool
