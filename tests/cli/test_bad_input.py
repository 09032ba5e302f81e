"""The command never shows a traceback for bad input (issue 23, "Bad input never crashes").

Every case below is a command line a person (or a script) could type with a mistake in it: a
missing, unreadable, non-UTF-8 or folder file, deep or malformed JSON, a negative or NaN number,
a save into a missing folder, a bad agent setting or rule option, an unknown game. Each must end
with a non-zero exit status that is not the internal-error status (70), at most two lines on
stderr of at most 300 characters each, ending with a newline, no traceback and no megabyte
echoed, words naming the reason, and no game started (nothing saved)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import wartable
from wartable.cli import EXIT_INTERNAL, main
from wartable.cli.play import TerminalGame
from wartable.core import Match, RecordKey, record_digest, sign_record

MEGA = "x" * 1_000_000
DIGITS = "9" * 5000


def make_files(folder: Path, home: Path) -> dict[str, str]:
    """The files the cases name, by placeholder."""
    files: dict[str, str] = {}

    def put(name: str, content: str | bytes) -> None:
        path = folder / name
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        files[name] = str(path)

    (folder / "adir").mkdir()
    files["adir"] = str(folder / "adir")
    files["missing"] = str(folder / "missing.json")
    files["nofolder"] = str(folder / "no" / "such" / "folder" / "game.json")
    put("latin1.json", '{"format": "wartable-record", "game": "caf\xe9"}'.encode("latin-1"))
    put("deep.json", "[" * 100_000 + "]" * 100_000)
    put("deepobj.json", '{"a":' * 100_000 + "1" + "}" * 100_000)
    put("broken.json", '{"format": "wartable-record", ')
    put("array.json", "[1, 2, 3]")
    put("empty.json", "")
    put("bignum.json", '{"format": "wartable-record", "seed": ' + DIGITS + "}")
    put("huge.json", '"' + "x" * 2_000_000 + '"')
    put("other.json", '{"format": "chess-pgn"}')
    put("garbage.txt", "this is not a position\n" * 3)
    put("hugepos.txt", "d" * 2_000_000)
    put("nul.txt", "\x00" * 500)
    key = RecordKey.load()
    match = Match(wartable.make("thud"), seed=5)
    match.play("dF1-F5", seat=0)
    full = match.record()
    tampered = dict(full, moves=["dF1-F4"])
    put("tampered.json", json.dumps(tampered))
    put("unsigned.json", json.dumps(full))
    forged = sign_record(full, key)
    forged["players"] = ["mallory", "bob"]
    forged["digest"] = record_digest(forged)
    put("forged.json", json.dumps(forged))
    other = RecordKey.load(folder / "other.key")
    put("otherhost.json", json.dumps(sign_record(full, other)))
    put("thud.json", json.dumps(sign_record(full, key)))
    put("seat.json", json.dumps(sign_record(match.seat_record(0), key)))  # host record absent
    ended = Match(wartable.make("thud", battles=1, quiet_limit=1), seed=5)
    while not ended.is_over():
        ended.play(ended.state.move_text(ended.state.legal_moves()[0]))
    put("ended.json", json.dumps(sign_record(ended.record(), key)))
    put("afile", "not a folder")
    (home / "games").mkdir(exist_ok=True)
    kept = Match(wartable.make("thud"), seed=6)  # a game in the host's store
    kept.play("dF1-F5", seat=0)
    stored = home / "games" / f"thud-20260101-000000-{kept.match_id[:8]}.json"
    kept.save(stored, key=key)
    files["stored"] = str(stored)
    return files


# (argv with {placeholders}, words stderr must hold)
CASES: list[tuple[list[str], str]] = [
    # -- files: replay
    (["replay", "{missing}"], "cannot be read"),
    (["replay", "{adir}"], "not a file"),
    (["replay", "{latin1.json}"], "not UTF-8"),
    (["replay", "{deep.json}"], "nested deeper"),
    (["replay", "{deepobj.json}"], "nested deeper"),
    (["replay", "{broken.json}"], "not valid JSON"),
    (["replay", "{array.json}"], "expected a JSON object"),
    (["replay", "{empty.json}"], "not valid JSON"),
    (["replay", "{bignum.json}"], "not valid JSON"),
    (["replay", "{huge.json}"], "expected a JSON object"),
    (["replay", "{other.json}"], "not a wartable record"),
    (["replay", "{tampered.json}"], "digest does not match"),
    (["replay", "--verify", "{unsigned.json}"], "not signed"),
    (["replay", "--verify", "{forged.json}"], "changed after signing"),
    (["replay", "--verify", "{otherhost.json}"], "another host's key"),
    (["replay", "{garbage.txt}"], "not valid JSON"),
    # -- files: resume
    (["play", "--resume", "{missing}"], "no such file"),
    (["play", "--resume", "{adir}"], "not a file"),
    (["play", "--resume", "{latin1.json}"], "not UTF-8"),
    (["play", "--resume", "{deep.json}"], "nested deeper"),
    (["play", "--resume", "{broken.json}"], "not valid JSON"),
    (["play", "--resume", "{seat.json}"], "not in this host's store"),
    (["play", "--resume", "{forged.json}"], "changed after signing"),
    (["play", "--resume", "{otherhost.json}"], "another host's key"),
    (["play", "--resume", "{ended.json}"], "the game is over"),
    (["play", "europe", "--resume", "{thud.json}"], "a game of thud, not 'europe'"),
    (
        ["play", "--resume", "{thud.json}", "-o", "battles=1"],
        "other options: battles=1 (recorded 2)",
    ),
    (
        ["play", "--resume", "{thud.json}", "--players", "3"],
        "the record's game refuses option players=3",
    ),
    (["play", "--resume", "{thud.json}", "--seed", "4"], "keeps its seed"),
    # -- files: positions
    (["perft", "thud", "--depth", "1", "--position", "{missing}"], "no such file"),
    (["perft", "thud", "--depth", "1", "--position", "{adir}"], "not a file"),
    (["perft", "thud", "--depth", "1", "--position", "{latin1.json}"], "not UTF-8"),
    (["perft", "thud", "--depth", "1", "--position", "{garbage.txt}"], "position file"),
    (["perft", "thud", "--depth", "1", "--position", "{hugepos.txt}"], "is at most"),
    (["show", "thud", "--position", "{nul.txt}"], "position file"),
    (["show", "orcwar", "--position", "{garbage.txt}"], "position file"),
    # -- numbers
    (["play", "--delay", "-1"], "--delay: '-1' is out of range"),
    (["play", "--delay", "nan"], "--delay: 'nan' is not a number"),
    (["play", "--delay", "inf"], "'inf' is not a number"),
    (["play", "--delay", "1e999"], "'1e999' is not a number"),
    (["play", "--delay", "soon"], "'soon' is not a number"),
    (["perft", "thud", "--depth", "-1"], "--depth: '-1' is out of range"),
    (["perft", "thud", "--depth", "0", "--divide"], "--depth: '0' is out of range"),
    (["perft", "thud", "--depth", "0"], "is out of range"),
    (["perft", "thud", "--depth", "999"], "from 1 to 20"),
    (["perft", "thud", "--depth", "\u00b3"], "is not a whole number"),
    (["perft", "thud", "--depth", DIGITS], "(5,000 characters) is out of range"),
    (["arena", "alu", "--agents", "random,greedy", "--max-plies", "-5"], "--max-plies"),
    (["arena", "alu", "--agents", "random,greedy", "--jobs", "-3"], "--jobs: '-3'"),
    (["arena", "alu", "--agents", "random,greedy", "--jobs", "0"], "--jobs: '0'"),
    (["arena", "alu", "--agents", "random,greedy", "--games", "0"], "--games: '0'"),
    (["arena", "alu", "--agents", "random,greedy", "--games", "-1"], "--games"),
    (["arena", "alu", "--agents", "random,greedy", "--seed", "1" + "0" * 20], "--seed"),
    (["play", "--players", "99"], "players=99"),
    (["play", "--players", "0"], "--players: '0'"),
    (["play", "europe", "--players", "-2"], "--players: '-2'"),
    (["perft", "thud", "--depth", "1", "--players", "3"], "players=3"),
    (
        ["play", "--seed", "1" + "0" * 30],
        "--seed: '1000000000000000000000000000000' is out of range",
    ),
    (["play", "--seed", "-1"], "--seed: '-1'"),
    (["play", "--seed", DIGITS], "(5,000 characters) is out of range"),
    (["play", "--seat", "0"], "--seat: '0'"),
    (["play", "--seat", "5"], "--seat 5: must be 1-2"),
    # -- saving
    (["play", "--save", "{nofolder}"], "does not exist"),
    (["play", "--save", "{adir}"], "is a folder"),
    (["play", "--resume", "{stored}", "--save", "{stored}"], "that is the host's full record"),
    (["arena", "alu", "--agents", "random,greedy", "--save", "{afile}"], "not a folder"),
    # -- agents
    (["play", "--ai", "mcts:60,prior=-5"], "prior='-5' is out of range"),
    (["play", "--ai", "mcts:60,widen=nan"], "widen='nan' is not a finite decimal number"),
    (["play", "--ai", "mcts:60,widen=-1"], "widen='-1' is out of range"),
    (["play", "--ai", "mcts:60,c=inf"], "c='inf' is not a finite decimal number"),
    (["play", "--ai", "mcts:infs"], "budget 'infs' is not a number"),
    (["play", "--ai", "mcts:inf"], "budget 'inf' is not a number"),
    (["play", "--ai", "mcts:1e400"], "budget '1e400' is not a number"),
    (["play", "--ai", "mcts:99999999999"], "is out of range"),
    (["play", "--ai", "mcts:60,c=1,c=2"], "given twice"),
    (["play", "--ai", "mcts:60,,c=1"], "empty setting"),
    (["play", "--ai", "9=greedy"], "seat must be 1-2"),
    (["play", "--ai", "\u00b3=greedy"], "seat must be 1-2"),
    (["play", "--ai", "nobody"], "'nobody': unknown"),
    (["play", "--ai", MEGA], "longer than 300 characters"),
    (["arena", "alu", "--agents", "greedy,mcts:60,widen=-1"], "widen='-1'"),
    (["arena", "alu", "--agents", "greedy"], "at least two agents"),
    (["arena", "alu", "--agents", MEGA], "too long"),
    # -- rule options and games
    (["play", "-o", "nosuch=1"], "unknown option 'nosuch'"),
    (["play", "-o", "quiet_limit=abc"], "quiet_limit"),
    (["play", "-o", "noequals"], "write NAME=VALUE"),
    (["play", "-o", "=5"], "write NAME=VALUE"),
    (["play", "-o", "quiet_limit=" + DIGITS], "(5,012 characters): longer than 200"),
    (["play", "-o", "quiet_limit=1", "-o", "quiet_limit=2"], "given twice"),
    (["play", "--players", "2", "-o", "players=2"], "number of players once"),
    (["play", "nosuchgame"], "unknown"),
    (["perft", MEGA, "--depth", "1"], "unknown"),
    (["show", ""], "unknown"),
    # -- usage
    ([], "the following arguments are required"),
    (["fly"], "invalid choice"),
    (["play", "--nosuch"], "unrecognized arguments"),
    (["perft", "thud"], "--depth"),
    (["replay"], "the following arguments are required"),
    (["play", "--" + MEGA], "(1,000,002 characters)"),
    (["replay", "a", "b", "c", MEGA], "unrecognized arguments"),
]


def _fill(argv: list[str], files: dict[str, str]) -> list[str]:
    out = []
    for arg in argv:
        if arg.startswith("{") and arg.endswith("}") and arg[1:-1] in files:
            arg = files[arg[1:-1]]
        out.append(arg)
    return out


def check_output(code: int, out: str, err: str) -> None:
    """The contract for bad input: non-zero, not internal, one or two short lines."""
    assert code != 0, (code, err)
    assert code != EXIT_INTERNAL, (code, err)
    assert "Traceback" not in err
    assert "Traceback" not in out
    lines = err.splitlines()
    assert 1 <= len(lines) <= 2, err[:1000]
    assert all(len(line) <= 300 for line in lines), err[:1000]
    assert err.endswith("\n")
    assert out == "" or out.endswith("\n")
    assert len(out) < 10_000


@pytest.mark.parametrize(("argv", "words"), CASES, ids=[f"{i}" for i in range(len(CASES))])
def test_bad_input_gets_a_short_clear_error(
    argv: list[str],
    words: str,
    home: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    files = make_files(Path.cwd(), home)
    capsys.readouterr()

    def started(self: TerminalGame) -> int:
        pytest.fail("the game started despite the bad input")

    monkeypatch.setattr(TerminalGame, "run", started)
    before = set(Path.cwd().iterdir())
    games = home / "games"
    stored = set(games.iterdir()) if games.exists() else set()
    code = main(_fill(argv, files))
    out, err = capsys.readouterr()
    check_output(code, out, err)
    assert words in err, err
    assert set(Path.cwd().iterdir()) == before  # nothing saved: refused before the game
    assert (set(games.iterdir()) if games.exists() else set()) == stored


def test_the_table_is_large() -> None:
    assert len(CASES) >= 60


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads any file")
def test_an_unreadable_file(capsys: pytest.CaptureFixture[str]) -> None:
    path = Path("secret.json")
    path.write_text("{}")
    path.chmod(0)
    for argv in (["replay", str(path)], ["perft", "thud", "--depth", "1", "--position", str(path)]):
        code = main(argv)
        out, err = capsys.readouterr()
        check_output(code, out, err)
        assert "cannot be read" in err


def test_an_unexpected_error_is_one_line_internal_error_never_a_traceback(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The catch-all: a bug (here a forced one) is exit 70 and one line; the cases above show
    that no bad input takes this path."""
    import wartable.cli.commands as commands

    def broken(name: str) -> type:
        raise RuntimeError("a bug " + "y" * 5000)

    monkeypatch.setattr(commands, "game_class", broken)
    code = main(["games"])
    _, err = capsys.readouterr()
    assert code == EXIT_INTERNAL
    assert err.startswith("wartable: internal error: RuntimeError: 'a bug yyy")
    assert len(err.splitlines()) == 1
    assert len(err) <= 301
    assert "Traceback" not in err


def test_help_still_exits_zero(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--help"]) == 0
    assert "play" in capsys.readouterr().out
    assert main(["play", "--help"]) == 0
    assert "--resume" in capsys.readouterr().out


SUBPROCESS_CASES = [
    (["play", "--delay", "nan"], "--delay"),
    (["replay", "{deep.json}"], "nested deeper"),
    (["play", "--ai", "mcts:infs"], "infs"),
    (["play", "--save", "{nofolder}"], "does not exist"),
    (["replay", "{latin1.json}"], "not UTF-8"),
    (["replay", "\udcff.json"], "cannot be read"),  # a file name that is not UTF-8
]


@pytest.mark.parametrize(("argv", "words"), SUBPROCESS_CASES)
def test_through_a_real_process(argv: list[str], words: str, home: Path) -> None:
    files = make_files(Path.cwd(), home)
    args = [os.fsencode(a) for a in _fill(argv, files)]
    proc = subprocess.run(
        [sys.executable.encode(), b"-m", b"wartable.cli", *args],
        capture_output=True,
        stdin=subprocess.DEVNULL,
        timeout=120,
        env=dict(os.environ, PYTHONIOENCODING="utf-8"),
    )
    err = proc.stderr.decode("utf-8")
    check_output(proc.returncode, proc.stdout.decode("utf-8"), err)
    assert words in err
