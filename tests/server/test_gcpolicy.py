"""The server process's garbage-collection policy (server/gcpolicy.py): it freezes the
collector's generations on its interval and hands them back on the longer one; its settings
are checked. Run in a fresh interpreter, so that the test process's own collector is left
alone."""

from __future__ import annotations

import subprocess
import sys

import pytest

from wartable.core import BadOption
from wartable.server.config import Settings
from wartable.server.gcpolicy import GcPolicy

SCRIPT = """
import gc
from wartable.server.gcpolicy import GcPolicy
now = [0.0]
policy = GcPolicy(1.0, 10.0, clock=lambda: now[0])
kept = [[i] for i in range(1000)]  # objects the collector tracks
assert gc.get_freeze_count() == 0
steps = []
for t in (1.0, 2.0, 10.0, 11.0):
    now[0] = t
    steps.append((policy.step(), gc.get_freeze_count() > 0))
policy.stop()
print(steps, gc.get_freeze_count())
"""


def test_it_freezes_on_its_interval_and_hands_back_on_the_refresh() -> None:
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, check=True, timeout=60
    ).stdout.split("]")
    assert out[0] + "]" == (
        "[('freeze', True), ('freeze', True), ('refresh', False), ('freeze', True)]"
    )
    assert out[1].strip() == "0"  # stop() hands everything back


def test_a_server_runs_with_it_and_without_it() -> None:
    """The thread starts and stops (with the server process's lifetime in cmd_serve)."""
    policy = GcPolicy(0.01, 0.05)
    policy.start()
    policy.stop()
    assert policy.thread is not None
    assert not policy.thread.is_alive()


@pytest.mark.parametrize(
    ("freeze", "refresh"), [(-1.0, 600.0), (5000.0, 6000.0), (2.0, 1.0), (1.0, 100000.0)]
)
def test_bad_settings_are_refused(freeze: float, refresh: float) -> None:
    with pytest.raises(BadOption, match="gc"):
        Settings(gc_freeze=freeze, gc_refresh=refresh).check()


def test_the_policy_can_be_turned_off() -> None:
    Settings(gc_freeze=0.0, gc_refresh=1.0).check()  # off: the refresh is not used
    Settings().check()


def test_the_policy_refuses_intervals_out_of_order() -> None:
    with pytest.raises(ValueError, match="freeze_every"):
        GcPolicy(0.0, 1.0)
    with pytest.raises(ValueError, match="refresh_every"):
        GcPolicy(2.0, 1.0)
