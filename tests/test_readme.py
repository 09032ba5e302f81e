"""The README's Python example runs as written, and its first lines hold the two commands."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"


def test_readme_python_example_runs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # the example saves a record in the current folder
    text = README.read_text(encoding="utf-8")
    block = re.search(r"```python\n(.*?)```", text, re.S)
    assert block is not None
    exec(compile(block.group(1), "README.md", "exec"), {"print": lambda *a, **k: None})


def test_readme_opens_with_the_install_and_test_commands() -> None:
    lines = [line.strip() for line in README.read_text(encoding="utf-8").splitlines()[:10]]
    commands = [line for line in lines if line.startswith("python3 -m venv .venv")]
    assert len(commands) == 2
    assert "wartable serve" in commands[0]
    assert "pytest" in commands[1]
    ci = (README.parent / ".ci" / "run").read_text(encoding="utf-8")
    assert commands[1] in ci, ".ci/run must run the README's test command"
