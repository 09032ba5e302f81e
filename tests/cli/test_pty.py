"""``wartable play`` on a real terminal (a pseudo-terminal): the spinner with the computer's
seat and level while it thinks, colour unless ``NO_COLOR``, and Ctrl-C typed at the keyboard
stopping the game saved (issue 27, "Terminal"). Nothing here is timed: each step waits, with a
generous deadline, for the words it needs to see."""

from __future__ import annotations

import os
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from wartable.core import replay_seat_record

pty = pytest.importorskip("pty")
termios = pytest.importorskip("termios")
fcntl = pytest.importorskip("fcntl")

SGR = re.compile(rb"\x1b\[[0-9;]*m")
#: the longest wait for anything to appear (a loaded machine is slow, never this slow)
DEADLINE = 120.0


class Terminal:
    """A ``wartable`` process whose controlling terminal is a pseudo-terminal we type into."""

    def __init__(self, args: list[str], home: Path, env: dict[str, str] | None = None) -> None:
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, b"\x00\x32\x00\x50\x00\x00\x00\x00")  # 50x80
        environ = dict(
            os.environ,
            WARTABLE_HOME=str(home),
            WARTABLE_KEY_FILE=str(home / "record.key"),
            PYTHONIOENCODING="utf-8",
            TERM="xterm",
        )
        environ.pop("NO_COLOR", None)
        environ.update(env or {})

        def controlling_terminal() -> None:
            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        self.proc = subprocess.Popen(
            [sys.executable, "-m", "wartable.cli", *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=environ,
            preexec_fn=controlling_terminal,
            close_fds=True,
        )
        os.close(slave)
        self.master = master
        self.seen = b""

    def read_until(self, pattern: bytes) -> bytes:
        """Everything read so far once ``pattern`` has appeared in it."""
        deadline = time.monotonic() + DEADLINE
        while pattern not in self.seen:
            left = deadline - time.monotonic()
            if left <= 0:
                self.proc.kill()
                raise AssertionError(f"{pattern!r} never appeared in {self.seen[-2000:]!r}")
            ready, _, _ = select.select([self.master], [], [], min(left, 1.0))
            if ready:
                try:
                    chunk = os.read(self.master, 65536)
                except OSError:  # the process ended and closed the terminal
                    chunk = b""
                if not chunk:
                    if self.proc.poll() is not None:
                        raise AssertionError(f"ended before {pattern!r}: {self.seen[-2000:]!r}")
                    continue
                self.seen += chunk
        return self.seen

    def type(self, text: str) -> None:
        os.write(self.master, text.encode())

    def finish(self) -> int:
        with pytest.raises(AssertionError):  # read to the end
            self.read_until(b"\x00never\x00")
        code = self.proc.wait(timeout=DEADLINE)
        os.close(self.master)
        return code


def start_thinking(home: Path, tmp_path: Path, env: dict[str, str] | None = None) -> Terminal:
    """Thud against an MCTS troll with a budget of minutes: a move, then the troll thinks."""
    term = Terminal(
        [
            "play", "thud", "--ai", "2=mcts:100000", "--seed", "1",
            "--save", str(tmp_path / "mine.json"),
        ],
        home,
        env,
    )  # fmt: skip
    term.read_until(b"to move; ply 0")
    term.read_until(b"> ")
    term.type("dF1-F5\r")
    term.read_until(b"is thinking (mcts:100000)")
    return term


def test_spinner_and_colour_then_ctrl_c_while_the_computer_thinks(
    home: Path, tmp_path: Path
) -> None:
    term = start_thinking(home, tmp_path)
    seen = term.read_until(b" s\x1b[K")  # a frame of the spinner: seconds counted
    assert re.search(rb"\r\x1b\[33;1m[^\x1b]+\x1b\[0m Player 2 is thinking \(mcts:100000\)", seen)
    assert b"\x1b[36;1mPlayer 1\x1b[0m> " in seen  # the prompt in the seat's colour
    term.type("\x03")  # Ctrl-C, typed: the terminal sends SIGINT
    seen = term.read_until(b"Game stopped: interrupted (Ctrl-C).")
    assert term.finish() == 130
    assert b"Traceback" not in term.seen
    assert replay_seat_record(tmp_path / "mine.json").moves == ["dF1-F5"]


def test_no_color_keeps_the_spinner_and_drops_the_colour(home: Path, tmp_path: Path) -> None:
    term = start_thinking(home, tmp_path, {"NO_COLOR": "1"})
    term.read_until(b" s\x1b[K")
    term.type("\x03")
    term.read_until(b"Game stopped: interrupted (Ctrl-C).")
    assert term.finish() == 130
    assert not SGR.search(term.seen), term.seen[:2000]
    assert b"Player 2 is thinking (mcts:100000)" in term.seen


def test_a_pipe_gets_plain_text_and_no_spinner(home: Path, tmp_path: Path) -> None:
    env = dict(
        os.environ,
        WARTABLE_HOME=str(home),
        WARTABLE_KEY_FILE=str(home / "record.key"),
        PYTHONIOENCODING="utf-8",
        TERM="xterm",
    )
    env.pop("NO_COLOR", None)
    done = subprocess.run(
        [sys.executable, "-m", "wartable.cli", "play", "thud", "--ai", "2=mcts:200"],
        input="dF1-F5\nhlep\nquit\n",
        capture_output=True,
        text=True,
        env=env,
        timeout=DEADLINE,
    )
    assert done.returncode == 0, done.stderr
    assert "\x1b" not in done.stdout
    assert "is thinking" not in done.stdout
    assert "Refused: move 'hlep'" in done.stdout
