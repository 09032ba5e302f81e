"""The documentation site builds from docs/ with warnings as errors (a broken link, a page left
out of the navigation, an API reference that names a module or docstring that does not resolve
fails), and every page under docs/ is in its navigation."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.slow  # a site build: 15-60 s


def test_every_page_is_in_the_navigation() -> None:
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    pages = sorted(p.relative_to(ROOT / "docs").as_posix() for p in (ROOT / "docs").rglob("*.md"))
    assert pages
    missing = [page for page in pages if f" {page}" not in config]
    assert not missing, f"pages not in mkdocs.yml's nav: {missing}"


def test_the_site_builds_strictly(tmp_path: Path) -> None:
    site = tmp_path / "site"
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--quiet", "--site-dir", str(site)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
        env={**os.environ, "NO_MKDOCS_2_WARNING": "1"},
    )
    assert done.returncode == 0, done.stderr[-4000:]
    api = (site / "api" / "index.html").read_text(encoding="utf-8")
    # the reference is made from the docstrings: the contract's classes and their methods
    for name in ("wartable.core.game.State.legal_moves", "wartable.core.match.Match"):
        assert f'id="{name}"' in api, name
    assert "Keep a Changelog" in (site / "changelog" / "index.html").read_text(encoding="utf-8")
