"""Random command lines (hypothesis): whatever the arguments, the command answers with exit
0 or 2, never the internal-error status, in at most two short lines on stderr. Games,
arenas and move counts are not run (their start is replaced): this is about the arguments."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import wartable.cli.commands as commands
from wartable.cli import EXIT_INTERNAL, main
from wartable.cli.play import TerminalGame

WORDS = st.sampled_from(
    [
        "play", "replay", "perft", "arena", "games", "show", "thud", "orcwar", "europe",
        "alu", "flatwar", "--players", "-o", "--ai", "--seat", "--seed", "--save", "--resume",
        "--delay", "--depth", "--divide", "--position", "--agents", "--games", "--jobs",
        "--max-plies", "--verify", "--board", "--options", "--paired", "--quiet", "-1", "0",
        "1", "2", "3", "99", "nan", "inf", "1e999", "\u00b3", "9" * 50, "", " ", "=",
        "random", "greedy", "mcts:60", "mcts:inf", "mcts:60,c=nan", "all=greedy", "2=greedy",
        "players=3", "battles=1", "quiet_limit=x", "missing.json", ".", "/", "a,b", "random,greedy",
    ]
)  # fmt: skip
ARGV = st.lists(st.one_of(WORDS, st.text(max_size=12)), max_size=8)


@settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(argv=ARGV)
def test_random_command_lines(
    argv: list[str], capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(TerminalGame, "run", lambda self: 0)
    monkeypatch.setattr(commands, "perft", lambda state, depth: 0)
    monkeypatch.setattr(commands, "divide", lambda state, depth: [])
    monkeypatch.setattr("wartable.ai.arena.run_arena", _no_arena)
    code = main(argv)
    out, err = capsys.readouterr()
    assert code in (0, 2), (argv, code, err)
    assert code != EXIT_INTERNAL
    assert "Traceback" not in err
    lines = err.splitlines()
    assert len(lines) <= 2, err
    assert all(len(line) <= 300 for line in lines), err
    assert err == "" or err.endswith("\n")
    assert out == "" or out.endswith("\n")
    for path in Path.cwd().glob("*.json"):  # a game "played" saves files: start afresh
        path.unlink()


def _no_arena(*args: object, **kwargs: object) -> object:
    class Report:
        def summary(self) -> str:
            return "no arena in this test"

    return Report()
