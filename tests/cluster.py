"""A throwaway Redis Cluster for tests: three masters and three replicas on free loopback ports."""

from __future__ import annotations

import subprocess
import time
from pathlib import Path

import redis

from tests.servers import free_port


class LocalCluster:
    """Six `redis-server --cluster-enabled yes` joined by `redis-cli --cluster create`.

    Every master has one replica, so a killed master fails over (node timeout 1 s).
    """

    NODES = 6

    def __init__(self, directory):
        self.directory = str(directory)
        self.ports = [free_port(bus=True) for _ in range(self.NODES)]
        self.processes: dict[int, subprocess.Popen] = {}

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.ports[0]}/0"

    def start_node(self, port: int) -> None:
        self.processes[port] = subprocess.Popen(
            [
                "redis-server",
                "--port",
                str(port),
                "--bind",
                "127.0.0.1",
                "--cluster-enabled",
                "yes",
                "--cluster-config-file",
                f"nodes-{port}.conf",
                "--cluster-node-timeout",
                "1000",
                # A replica whose master died long ago still takes over: on a loaded machine the
                # failure can take longer to agree on than the default data-age allowance
                # (ten node timeouts plus a ping period), after which the slots would stay down.
                "--cluster-replica-validity-factor",
                "0",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                self.directory,
                "--logfile",
                f"node-{port}.log",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )

    def start(self) -> LocalCluster:
        for port in self.ports:
            self.start_node(port)
        for port in self.ports:
            self._wait(lambda port=port: redis.Redis(host="127.0.0.1", port=port).ping())
        subprocess.run(
            [
                "redis-cli",
                "--cluster",
                "create",
                *[f"127.0.0.1:{port}" for port in self.ports],
                "--cluster-replicas",
                "1",
                "--cluster-yes",
            ],
            check=True,
            capture_output=True,
            timeout=60,
        )
        self.wait_healthy()
        return self

    def masters(self) -> list[int]:
        nodes = (
            redis.Redis(host="127.0.0.1", port=self.alive()[0])
            .execute_command("CLUSTER", "NODES")
            .decode()
        )
        return [
            int(line.split()[1].split(":")[1].split("@")[0])
            for line in nodes.splitlines()
            if "master" in line.split()[2] and "fail" not in line.split()[2]
        ]

    def master_of(self, key: str) -> int:
        """The port of the master that holds `key`'s slot now."""
        client = redis.Redis(host="127.0.0.1", port=self.alive()[0])
        slot = client.execute_command("CLUSTER", "KEYSLOT", key)
        for start, end, master, *_ in client.execute_command("CLUSTER", "SLOTS"):
            if start <= slot <= end:
                return int(master[1])
        raise LookupError(key)

    def alive(self) -> list[int]:
        return [port for port, proc in self.processes.items() if proc.poll() is None]

    def kill(self, port: int) -> None:
        self.processes[port].kill()
        self.processes[port].wait(10)

    def wait_healthy(self, seconds: float = 30) -> None:
        """Every slot served, and every replica's initial copy of its master done: a replica
        still copying would be promoted with part of the data if its master died now."""
        for port in self.alive():
            self._wait(
                lambda port=port: (
                    b"cluster_state:ok"
                    in redis.Redis(host="127.0.0.1", port=port).execute_command("CLUSTER", "INFO")
                ),
                seconds,
            )
            self._wait(lambda port=port: self._synced(port), seconds)

    @staticmethod
    def _synced(port: int) -> bool:
        info = redis.Redis(host="127.0.0.1", port=port).info("replication")
        if info["role"] == "slave":
            return info["master_link_status"] == "up" and not info.get("master_sync_in_progress")
        return all(
            value["state"] == "online"
            for key, value in info.items()
            if key.startswith("slave") and isinstance(value, dict)
        )

    def describe(self) -> str:
        """Every live node's view of the cluster, for a failure message."""
        views = []
        for port in self.alive():
            try:
                nodes = redis.Redis(host="127.0.0.1", port=port).execute_command("CLUSTER", "NODES")
                views.append(f"node {port}:\n{nodes.decode()}")
            except redis.RedisError as error:
                views.append(f"node {port}: {error}")
            log = Path(self.directory, f"node-{port}.log")
            if log.exists():
                views.append("".join(log.read_text().splitlines(True)[-8:]))
        return "\n".join(views)

    def stop(self) -> None:
        for proc in self.processes.values():
            if proc.poll() is None:
                proc.terminate()
        for proc in self.processes.values():
            proc.wait(10)

    @staticmethod
    def _wait(probe, seconds: float = 30) -> None:
        deadline = time.monotonic() + seconds
        while True:
            try:
                if probe():
                    return
            except redis.RedisError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("the Redis Cluster did not come up")
            time.sleep(0.05)
