"""``wartable serve`` on the command line: its subcommand, its flags, its errors."""

from __future__ import annotations

import argparse
import subprocess
import sys

import pytest

from wartable.server.cli import add_serve_parser, cmd_serve


def test_serve_subcommand_parses() -> None:
    parser = argparse.ArgumentParser(prog="wartable")
    sub = parser.add_subparsers(dest="command", required=True)
    add_serve_parser(sub)
    args = parser.parse_args(["serve", "--port", "0", "--db", "postgresql://u@127.0.0.1/x"])
    assert args.func is cmd_serve and args.port == 0 and args.db.startswith("postgresql://")
    assert args.host == "127.0.0.1" and args.ai_workers == 2


@pytest.mark.parametrize(
    ("flags", "words"),
    [
        (["--port", "70000"], "port 70000"),
        (["--channel", "Bad Channel"], "channel 'Bad Channel'"),
        (["--ai-workers", "-1"], "ai workers -1"),
    ],
)
def test_bad_flags_are_one_line(flags: list[str], words: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "wartable.server", *flags],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert words in done.stderr and "Traceback" not in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1
