"""Fixtures of the command-line tests: each test runs in its own folder (the default
``./GAME-DATE.json`` lands there) with its own host store (tests/conftest.py sets
``$WARTABLE_HOME``; the key file is put there too). The player's record counts as quick to
write (see :func:`_quick_player_record`)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _in_a_fresh_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, _private_wartable_home: Path
) -> Iterator[Path]:
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    monkeypatch.setenv("WARTABLE_KEY_FILE", str(_private_wartable_home / "record.key"))
    return work


@pytest.fixture(autouse=True)
def _quick_player_record(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whether the player's record is written before a prompt depends on how long its last
    write took by the wall clock (``SLOW_SAVE``): on a loaded machine a small record took
    longer than 0.25 s and was skipped, and a test that reads it at every prompt saw 11
    plies of 13. Every write counts as quick here; a test of the slow path sets
    ``SLOW_SAVE`` itself (test_a_slow_players_record_is_written_every_few_plies)."""
    monkeypatch.setattr("wartable.cli.terminal.SLOW_SAVE", float("inf"))


@pytest.fixture
def home(_private_wartable_home: Path) -> Path:
    """The host folder of this test (``$WARTABLE_HOME``)."""
    return _private_wartable_home
