"""Test-wide fixtures: nothing a test does touches the real home folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _private_wartable_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """Each test gets its own host folder (record key, saved games)."""
    home = tmp_path_factory.mktemp("wartable-home")
    monkeypatch.setenv("WARTABLE_HOME", str(home))
    monkeypatch.delenv("WARTABLE_KEY_FILE", raising=False)
    yield home
