"""Nothing played is lost (issue 23): the terminal game is saved after every move, and end of
input, quit, Ctrl-C (also while the computer thinks), SIGTERM and SIGHUP stop it cleanly with
both records saved and the command to resume printed. The host's full record (the seed, every
hidden draw) goes to the host's store with mode 0600; the player keeps the seat record."""

from __future__ import annotations

import io
import json
import os
import re
import signal
import stat
import threading
from pathlib import Path

import pytest
from scripted import Script, Step, first_legal, flat, terminal

import wartable
from wartable.ai import make_agent
from wartable.cli import main
from wartable.cli.play import TerminalGame
from wartable.cli.saving import find_host_record
from wartable.core import (
    CHANCE,
    Match,
    RecordKey,
    load_record,
    replay,
    replay_seat_record,
)


def test_end_of_input_at_the_move_prompt_saves_both_records(tmp_path: Path) -> None:
    """Thud, two humans at one terminal: two moves, then Ctrl-D."""
    script = Script(["dF1-F5", "TG7-G6", EOFError])
    game, out = terminal(
        Match(wartable.make("thud"), seed=1), {}, script, tmp_path / "p.json", tmp_path / "h.json"
    )
    assert game.run() == 0
    text = out.getvalue()
    assert "Game stopped: end of input. Saved; resume with: wartable play --resume" in flat(text)
    assert "Traceback" not in text
    host = replay(tmp_path / "h.json", verify=True)
    assert host.move_texts == ["dF1-F5", "TG7-G6"]
    assert host.to_move() == 0
    seen = replay_seat_record(tmp_path / "p.json", verify=True)
    assert seen.seat is None
    assert seen.moves == ["dF1-F5", "TG7-G6"]
    assert "seed" not in json.loads((tmp_path / "p.json").read_text())


def test_end_of_input_at_orcwar_hand_over_prompt_is_a_clean_stop(tmp_path: Path) -> None:
    """OrcWar with two humans at one terminal asks to pass the keyboard before each turn;
    end of input there (a traceback before issue 23) stops the game. Nobody had moved (the
    opening draws are chance alone), so no file is written (issue 27)."""
    script = Script([EOFError])
    match = Match(wartable.make("orcwar", players=2), seed=4)
    game, out = terminal(match, {}, script, tmp_path / "p.json", tmp_path / "h.json")
    assert game.run() == 0
    assert script.prompts[0].startswith("Pass the keyboard to")
    assert match.ply > 0
    assert set(match.movers) == {CHANCE}
    assert "Game stopped: end of input. Nobody had moved: no file written." in out.getvalue()
    assert not (tmp_path / "h.json").exists()
    assert not (tmp_path / "p.json").exists()


def test_end_of_input_at_every_prompt_kind_after_moves(tmp_path: Path) -> None:
    """Hand-over prompt and move prompt, each after some moves of both seats."""
    for stop_at in range(1, 9):
        steps: list[Step] = [*[first_legal] * stop_at, EOFError]
        script = Script(steps)
        match = Match(wartable.make("orcwar", players=2), seed=7)
        save, host = tmp_path / f"p{stop_at}.json", tmp_path / f"h{stop_at}.json"
        game, out = terminal(match, {}, script, save, host)
        assert game.run() == 0
        assert "Game stopped: end of input" in out.getvalue()
        if set(match.movers) == {CHANCE}:  # only the hand-over prompt was answered
            assert not host.exists()
            assert not save.exists()
            assert stop_at == 1
            continue
        replayed = replay(host, verify=True)
        assert replayed.move_texts == match.move_texts
        assert replayed.ply > 0
        assert replay_seat_record(save).moves == match.log(None)
    kinds = {p.split()[0] for p in script.prompts}
    assert kinds == {"Pass", "Player"}, kinds


def test_the_host_record_is_saved_after_every_move(tmp_path: Path) -> None:
    """At every prompt the host's file already holds every move played so far (the game
    would resume exactly where it is)."""
    script = Script([first_legal] * 6 + ["quit"])
    save, host = tmp_path / "p.json", tmp_path / "h.json"
    match = Match(wartable.make("europe", players=2, setup="fixed", first="FRA"), seed=3)
    game, out = terminal(match, {1: make_agent("random")}, script, save, host)

    def in_step(g: TerminalGame) -> None:
        if set(g.match.movers) <= {CHANCE}:  # nobody has moved: nothing written yet
            assert not host.exists()
            assert not save.exists()
            return
        assert replay(host).move_texts == g.match.move_texts
        seat_record = load_record(save, kind="seat")
        assert len(seat_record["moves"]) == g.match.ply  # and the player's, at a prompt

    script.checks.append(in_step)
    assert game.run() == 0
    assert len(script.prompts) == 7
    assert match.ply > 6
    assert "Game left. Saved; resume with:" in flat(out.getvalue())


def test_a_signal_at_a_prompt_stops_the_game_saved(tmp_path: Path) -> None:
    for signum, code, words in (
        (signal.SIGTERM, 143, "terminated (SIGTERM)"),
        (signal.SIGHUP, 129, "the terminal hung up (SIGHUP)"),
        (signal.SIGINT, 130, "interrupted (Ctrl-C)"),
    ):

        def kill(g: TerminalGame, prompt: str, signum: int = signum) -> str:
            os.kill(os.getpid(), signum)
            return "dF1-F4"  # never played: the signal stops the game first

        script = Script(["dF1-F5", kill])
        save, host = tmp_path / f"p{signum}.json", tmp_path / f"h{signum}.json"
        game, out = terminal(Match(wartable.make("thud"), seed=1), {}, script, save, host)
        assert game.run() == code
        assert f"Game stopped: {words}. Saved; resume with:" in flat(out.getvalue())
        assert replay(host).move_texts == ["dF1-F5"]
        assert signal.getsignal(signum) != game.stops.on_signal  # handlers restored


class InterruptedThinker:
    """An agent with a budget of 100,000 iterations (minutes of search) that has Ctrl-C
    arrive 0.2 s after it starts to think: the signal always comes while the computer thinks,
    however loaded the machine (the earlier timer, started at the prompt, could fire before
    the move was played)."""

    name = "mcts:100000"

    def __init__(self) -> None:
        self.inner = make_agent(self.name)
        self.timer: threading.Timer | None = None

    def choose(self, state: object, seat: int, rng: object) -> object:
        self.timer = threading.Timer(0.2, os.kill, (os.getpid(), signal.SIGINT))
        self.timer.start()
        return self.inner.choose(state, seat, rng)  # type: ignore[arg-type]


def test_ctrl_c_while_the_computer_thinks(tmp_path: Path) -> None:
    """Ctrl-C while the computer thinks: the search is cut, the game saved as it stood (the
    human's move kept), exit 130."""
    save, host = tmp_path / "p.json", tmp_path / "h.json"
    thinker = InterruptedThinker()
    script = Script(["dF1-F5"])
    game, out = terminal(Match(wartable.make("thud"), seed=1), {1: thinker}, script, save, host)
    try:
        assert game.run() == 130
    finally:
        if thinker.timer is not None:
            thinker.timer.cancel()
    assert thinker.timer is not None  # it did think
    assert "Game stopped: interrupted (Ctrl-C)" in out.getvalue()
    assert replay(host).move_texts == ["dF1-F5"]
    assert replay_seat_record(save).moves == ["dF1-F5"]


def test_a_signal_while_a_move_is_recorded_waits_for_it(tmp_path: Path) -> None:
    """A signal arriving while a move is being recorded or a file written does not cut it:
    the game stops right after, with the move in both records."""
    save, host = tmp_path / "p.json", tmp_path / "h.json"

    def signal_inside(g: TerminalGame, prompt: str) -> str:
        def move_hit_by_a_signal() -> None:
            with g.guarded():
                g.stops.on_signal(signal.SIGTERM, None)  # as if it arrived mid-move
                g.match.play("dF1-F5", 0)

        with pytest.raises(BaseException, match="SIGTERM"):
            move_hit_by_a_signal()
        raise EOFError

    script = Script([signal_inside])
    game, _ = terminal(Match(wartable.make("thud"), seed=1), {}, script, save, host)
    assert game.run() == 0
    assert replay(host).move_texts == ["dF1-F5"]


def test_files_names_modes_and_secrets(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`wartable play orcwar --ai medium`: the player's record is in the current folder, the
    full one in the host store (mode 0600, GAME-DATE-TIME-ID8.json); both paths are printed
    at the start; the player's record holds no seed and no other seat's hidden draw."""
    answers = iter(["done", "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt: next(answers))
    out = io.StringIO()
    monkeypatch.setattr("sys.stdout", out)
    assert main(["play", "orcwar", "--players", "2", "--ai", "random", "--seed", "9"]) == 0
    lines = out.getvalue().splitlines()
    mine = Path(lines[0].removeprefix("Your record: "))
    host = Path(lines[1].removeprefix("Host record (full, to resume): "))
    assert re.fullmatch(r"orcwar-\d{8}-\d{6}\.json", str(mine))
    assert mine.exists()
    assert host.parent == home / "games"
    assert re.fullmatch(r"orcwar-\d{8}-\d{6}-[0-9a-f]{8}\.json", host.name)
    assert stat.S_IMODE(host.stat().st_mode) == 0o600
    full = json.loads(host.read_text())
    player = json.loads(mine.read_text())
    assert full["seed"] == 9
    assert full["match_id"].startswith(host.name[-13:-5])
    assert "seed" not in player
    assert player["seat"] == 0
    assert player["kind"] == "seat"
    assert find_host_record(player["match_id"]) == host
    assert "Game stopped" not in out.getvalue()
    assert "Game left. Saved; resume with:" in flat(out.getvalue())


def test_resume_from_the_players_record_finds_the_host_record(
    home: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    answers = iter(["dF1-F5", "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt: next(answers))
    assert main(["play", "thud", "--ai", "greedy", "--save", "mine.json", "--seed", "2"]) == 0
    first = capsys.readouterr().out
    assert "Your record: mine.json" in first
    assert "resume with: wartable play --resume mine.json" in first
    host = find_host_record(load_record("mine.json", kind="seat")["match_id"])
    assert host is not None
    played = replay(host).move_texts
    assert played[0] == "dF1-F5"
    assert len(played) == 2

    answers = iter(["?", EOFError])  # type: ignore[list-item]

    def read(prompt: str) -> str:
        step = next(answers)
        if step is EOFError:
            raise EOFError
        return str(step)

    monkeypatch.setattr("builtins.input", read)
    assert main(["play", "--resume", "mine.json"]) == 0  # the greedy agent is kept
    out = capsys.readouterr().out
    assert f"Host record (full, to resume): {host}" in out
    assert "Game stopped: end of input" in out
    assert replay(host).move_texts == played  # nothing lost, nothing doubled

    # the same game given by name and options is fine; others are refused by name
    monkeypatch.setattr("builtins.input", lambda prompt: "quit")
    assert main(["play", "thud", "--resume", "mine.json", "-o", "battles=2"]) == 0
    capsys.readouterr()
    assert main(["play", "alu", "--resume", "mine.json"]) == 2
    assert "a game of thud, not 'alu'" in capsys.readouterr().err
    assert main(["play", "--resume", "mine.json", "-o", "quiet_limit=9"]) == 2
    assert "quiet_limit=9 (recorded 0)" in capsys.readouterr().err

    # without the host's record (another host) the player's record cannot resume
    host.unlink()
    assert main(["play", "--resume", "mine.json"]) == 2
    assert "is not in this host's store" in capsys.readouterr().err


def test_replay_shows_a_seat_record_and_verifies_signatures(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    match = Match(wartable.make("europe", players=2, setup="fixed", first="FRA"), seed=3)
    match.play("attack FRA-ITA", seat=0)
    match.resolve_chance()
    key = RecordKey.load()
    match.save(tmp_path / "full.json", key=key)
    match.save_seat_record(tmp_path / "seat.json", 1, key=key)
    assert main(["replay", str(tmp_path / "full.json"), "--verify"]) == 0
    out = capsys.readouterr().out
    assert "signed by this host" in out
    assert "every chance outcome the seed's" in out
    assert main(["replay", str(tmp_path / "seat.json"), "--verify", "--board"]) == 0
    out = capsys.readouterr().out
    assert "the record of" in out
    assert "signed by this host" in out
    assert "    1. " in out
    assert "    2. chance: " in out
    assert match.movers == [0, CHANCE]
    other = RecordKey.load(tmp_path / "other.key")
    match.save(tmp_path / "theirs.json", key=other)
    assert main(["replay", str(tmp_path / "theirs.json")]) == 0  # integrity: fine
    capsys.readouterr()
    assert main(["replay", str(tmp_path / "theirs.json"), "--verify"]) == 2
    assert "another host's key" in capsys.readouterr().err


def test_a_long_or_undecodable_line_is_refused_and_the_game_goes_on(tmp_path: Path) -> None:
    script = Script(["d" * 5000, UnicodeDecodeError, "dF1-F5", "quit"])
    script.steps[1] = lambda g, p: b"\xff".decode("utf-8")
    game, out = terminal(
        Match(wartable.make("thud"), seed=1), {}, script, tmp_path / "p.json", tmp_path / "h.json"
    )
    assert game.run() == 0
    text = out.getvalue()
    assert "Refused: 5,000 characters; a move or command is at most 1000" in text
    assert "Refused: the line is not UTF-8 text" in text
    assert replay(tmp_path / "h.json").move_texts == ["dF1-F5"]


def test_an_unexpected_failure_still_saves_what_was_played(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bug (here an input that fails) ends the command with one line and exit 70, and the
    moves played before it are in both records."""
    answers = iter(["dF1-F5", "TG7-G6"])

    def read(prompt: str) -> str:
        for answer in answers:
            return answer
        raise RuntimeError("the keyboard broke")

    monkeypatch.setattr("builtins.input", read)
    assert main(["play", "thud", "--save", "mine.json"]) == 70
    _, err = capsys.readouterr()
    assert err == "wartable: internal error: RuntimeError: 'the keyboard broke'\n"
    assert replay_seat_record("mine.json").moves == ["dF1-F5", "TG7-G6"]


def test_a_game_between_agents_to_the_end(capsys: pytest.CaptureFixture[str]) -> None:
    """No human: the player's file is the spectator's record; both records say the game is
    over and replay to the same moves."""
    argv = ["play", "thud", "--ai", "all=random", "--seed", "9", "--save", "end.json"]
    assert main([*argv, "-o", "quiet_limit=10", "-o", "battles=1"]) == 0
    out = capsys.readouterr().out
    assert "Game over:" in out
    assert out.endswith("\n")
    seen = replay_seat_record("end.json", verify=True)
    host = find_host_record(load_record("end.json", kind="seat")["match_id"])
    assert host is not None
    full = replay(host, verify=True)
    assert full.is_over()
    assert seen.seat is None
    assert seen.moves == full.move_texts
    assert seen.result is not None
    assert seen.result == full.outcome_json()


def test_a_slow_players_record_is_written_every_few_plies(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """When the player's record takes long to write (megabytes of views in a long OrcWar
    game), it is written every SLOW_SAVE_PLIES plies before a prompt, and at the end; the
    host's record still after every move."""
    monkeypatch.setattr("wartable.cli.terminal.SLOW_SAVE", 0.0)  # every write counts as slow
    monkeypatch.setattr("wartable.cli.terminal.SLOW_SAVE_PLIES", 4)
    save, host = tmp_path / "p.json", tmp_path / "h.json"
    script = Script([first_legal] * 9 + ["quit"])
    game, _ = terminal(Match(wartable.make("thud"), seed=1), {}, script, save, host)
    seen: list[tuple[int, int]] = []
    script.checks.append(
        lambda g: seen.append(
            (len(replay(host).move_texts), len(load_record(save, kind="seat")["moves"]))
            if host.exists()
            else (0, -1)  # nobody has moved: nothing written yet
        )
    )
    assert game.run() == 0
    # written at the first move, then every 4 plies
    assert seen == [(0, -1), (1, 1), (2, 1), (3, 1), (4, 1), (5, 5), (6, 5), (7, 5), (8, 5), (9, 9)]
    assert len(load_record(save, kind="seat")["moves"]) == 9  # complete when the game stops
