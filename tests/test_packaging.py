"""The built wheel carries what an installed wartable needs outside its Python modules: the
numbered rules of every game (``wartable serve``'s rules page reads them), the web client's
files, the games' data, the type marker; and an installed wheel's server finds the rules. The
version is stated once, in pyproject.toml."""

from __future__ import annotations

import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

import wartable
from wartable.cli import main

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(out), str(ROOT)],
        check=True,
        capture_output=True,
        timeout=600,
    )
    (built,) = out.glob("wartable-*.whl")
    return built


@pytest.mark.slow
def test_the_wheel_carries_the_rules_the_client_and_the_data(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for game in wartable.game_names():
        assert f"wartable/docs/rules/{game}.md" in names, game
    for static in (
        "index.html",
        "app.js",
        "ui.js",
        "state.js",
        "connection.js",
        "home.js",
        "match.js",
        "replay.js",
        "pages.js",
        "account.js",
        "boards.js",
        "i18n.js",
        "sound.js",
        "style.css",
        "boards/europe.js",
        "boards/flatwar.js",
        "boards/thud.js",
        "boards/alu.js",
        "boards/words.js",
        "chat.js",
        "lobby.js",
        "social-words.js",
    ):
        assert f"wartable/server/static/{static}" in names, static
    assert "wartable/py.typed" in names
    # the games' texts in every language (issue 37): the catalogues the server sends
    for lang in ("en", "fr", "cs", "et", "el", "fi"):
        for part in ("core", *wartable.game_names()):
            assert f"wartable/i18n/ftl/{lang}/{part}.ftl" in names, (lang, part)
    assert any(n.startswith("wartable/games/") and n.endswith(".json") for n in names)


@pytest.mark.slow
def test_an_installed_wheels_server_serves_the_rules(wheel: Path, tmp_path: Path) -> None:
    """The rules page of a wheel install (no source tree around it) reads the packaged copy,
    the same text as docs/rules."""
    zipfile.ZipFile(wheel).extractall(tmp_path)
    found = subprocess.run(
        [
            sys.executable,
            "-c",
            "from wartable.server.app import rules_file; print(rules_file('orcwar'))",
        ],
        check=True,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tmp_path), "PATH": "/usr/bin:/bin"},
        cwd=tmp_path,
        timeout=120,
    ).stdout.strip()
    assert Path(found).is_relative_to(tmp_path), found
    assert Path(found).read_text(encoding="utf-8") == (ROOT / "docs/rules/orcwar.md").read_text(
        encoding="utf-8"
    )


def test_the_version_is_stated_once_in_pyproject(capsys: pytest.CaptureFixture[str]) -> None:
    """``wartable.__version__`` and ``wartable --version`` read the installed metadata, which
    pyproject.toml's version sets; no other file states it."""
    with (ROOT / "pyproject.toml").open("rb") as f:
        stated = tomllib.load(f)["project"]["version"]
    assert wartable.__version__ == stated
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"wartable {stated}"
