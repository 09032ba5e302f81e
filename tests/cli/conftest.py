"""Fixtures of the command-line tests: each test runs in its own folder (the default
``./GAME-DATE.json`` lands there) with its own host store (tests/conftest.py sets
``$WARTABLE_HOME``; the key file is put there too)."""

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


@pytest.fixture
def home(_private_wartable_home: Path) -> Path:
    """The host folder of this test (``$WARTABLE_HOME``)."""
    return _private_wartable_home
