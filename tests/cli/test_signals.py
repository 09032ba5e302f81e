"""A real ``wartable play`` process stopped by SIGTERM, SIGHUP and SIGINT while the computer
thinks (a search of 100,000 iterations), and by end of input at OrcWar's hand-over prompt:
a clean exit (128 + the signal; no traceback), and both records on disk replay (issue 23,
"Nothing played is lost")."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from wartable.core import RecordKey, replay, replay_seat_record


def start(
    args: list[str], home: Path, stdin: int | None = subprocess.DEVNULL
) -> subprocess.Popen[str]:
    env = dict(
        os.environ,
        WARTABLE_HOME=str(home),
        WARTABLE_KEY_FILE=str(home / "record.key"),
        PYTHONIOENCODING="utf-8",
    )
    return subprocess.Popen(
        [sys.executable, "-m", "wartable.cli", *args],
        stdin=stdin,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )


def wait_for_plies(home: Path, plies: int, proc: subprocess.Popen[str]) -> Path:
    """The host's record in the store once it holds ``plies`` plies."""
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        assert proc.poll() is None, proc.communicate()
        for path in (home / "games").glob("*.json"):
            try:
                if replay(path).ply >= plies:
                    return path
            except Exception:  # being written: the rename is atomic, so rarely
                pass
        time.sleep(0.1)
    proc.kill()
    raise AssertionError("the game did not get going")


@pytest.mark.parametrize(
    ("signum", "words"),
    [
        (signal.SIGTERM, "terminated (SIGTERM)"),
        (signal.SIGHUP, "the terminal hung up (SIGHUP)"),
        (signal.SIGINT, "interrupted (Ctrl-C)"),
    ],
)
def test_a_signal_while_the_computer_thinks(
    signum: int, words: str, home: Path, tmp_path: Path
) -> None:
    save = tmp_path / "mine.json"
    proc = start(
        [
            "play", "thud", "--ai", "1=random", "--ai", "2=mcts:100000",
            "--seed", "1", "--save", str(save),
        ],
        home,
    )  # fmt: skip
    host = wait_for_plies(home, 1, proc)  # the random dwarf moved: the troll is thinking
    time.sleep(0.5)
    assert proc.poll() is None
    proc.send_signal(signum)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 128 + signum, (out, err)
    assert err == ""
    assert "Traceback" not in out
    said = " ".join(out.split())  # a long resume command goes on a line of its own
    assert f"Game stopped: {words}. Saved; resume with: wartable play --resume {save}" in said
    assert out.endswith("\n")
    key = RecordKey.load(home / "record.key")
    full = replay(host, verify=True, key=key)
    assert full.ply == 1
    assert full.players == ["random", "mcts:100000"]
    seen = replay_seat_record(save, verify=True, key=key)
    assert seen.moves == full.move_texts
    assert seen.seat is None


def test_a_signal_at_a_human_prompt(home: Path, tmp_path: Path) -> None:
    save = tmp_path / "mine.json"
    proc = start(
        ["play", "thud", "--ai", "greedy", "--seed", "3", "--save", str(save)],
        home,
        stdin=subprocess.PIPE,
    )
    assert proc.stdin is not None
    proc.stdin.write("dF1-F5\n")
    proc.stdin.flush()
    host = wait_for_plies(home, 2, proc)  # the move and the greedy troll's answer
    time.sleep(0.3)
    proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 143
    assert err == ""
    assert "Game stopped: terminated" in out
    assert replay(host).move_texts[0] == "dF1-F5"
    assert replay_seat_record(save).moves == replay(host).move_texts


def test_end_of_input_at_orcwar_hand_over_prompt(home: Path, tmp_path: Path) -> None:
    """Before anyone moved (OrcWar's opening draws are chance alone) nothing is written."""
    save = tmp_path / "mine.json"
    proc = start(["play", "orcwar", "--players", "2", "--save", str(save)], home)
    out, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err
    assert err == ""
    assert "Pass the keyboard to" in out
    assert "Game stopped: end of input. Nobody had moved: no file written." in out
    assert not save.exists()
    assert not list(home.glob("games/*"))


def test_end_of_input_at_orcwar_hand_over_prompt_after_a_move(home: Path, tmp_path: Path) -> None:
    save = tmp_path / "mine.json"
    proc = start(
        ["play", "orcwar", "--players", "2", "--save", str(save), "--seed", "3"],
        home,
        stdin=subprocess.PIPE,
    )
    out, err = proc.communicate("\ndone\n", timeout=60)  # Enter at the hand-over, a move
    assert proc.returncode == 0, err
    assert err == ""
    assert " ".join(out.split()).count("Pass the keyboard to") == 2
    assert "Game stopped: end of input. Saved; resume with:" in " ".join(out.split())
    assert replay_seat_record(save).moves[-1] == "done"
    assert len(list((home / "games").glob("orcwar-*.json"))) == 1
