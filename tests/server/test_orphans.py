"""A server killed with ``kill -9`` leaves no computer-player process behind: each worker of
the pool ends itself once its server is gone (they used to linger as orphans)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from .conftest import ServerProcess, child_pids, pid_alive

pytestmark = [pytest.mark.slow, pytest.mark.timeout(120)]


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="needs /proc to find the workers")
def test_computer_workers_end_when_their_server_is_killed(
    tmp_path: Path, spawn_server: Callable[..., ServerProcess]
) -> None:
    server = spawn_server(
        f"sqlite:///{tmp_path / 's.sqlite3'}", "wartable_events", "--ai-workers", "2"
    )
    deadline = time.monotonic() + 30
    workers: list[int] = []
    while time.monotonic() < deadline:
        # the pool's workers (and multiprocessing's resource tracker) are the server's children
        workers = [
            p
            for p in child_pids(server.proc.pid)
            if b"spawn_main" in (Path("/proc") / str(p) / "cmdline").read_bytes()
        ]
        if len(workers) >= 1:
            break
        time.sleep(0.2)
    assert workers, "the server started no worker"
    server.kill9()
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and any(pid_alive(p) for p in workers):
        time.sleep(0.2)
    left = [p for p in workers if pid_alive(p)]
    for p in left:  # do not leave them behind even when the test fails
        os.kill(p, 9)
    assert not left, f"workers {left} outlived their server"
