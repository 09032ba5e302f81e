"""The game's texts in the player's language at the terminal (issue 37): ``wartable play
--lang fi``, or $LC_ALL / $LC_MESSAGES / $LANG: the narration, the end and the refusals come
from the catalogues; English stays the default and the game's own text."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from scripted import Script, flat

import wartable
from wartable.cli import main
from wartable.cli.play import TerminalGame
from wartable.core import Match


def _play(tmp_path: Path, lang: str, steps: list[str]) -> str:
    match = Match(wartable.make("thud", battles=1), seed=1)
    script = Script([*steps, "quit"])
    out = io.StringIO()
    game = TerminalGame(
        match, {}, tmp_path / "p.json", script, out, host_path=tmp_path / "h.json", lang=lang
    )
    script.game = game
    game.run()
    return flat(out.getvalue())


def test_refusals_narration_and_the_end_in_finnish(tmp_path: Path) -> None:
    """Thud (R3.1, T6a): a refused move, two moves, an agreed end, told in Finnish."""
    out = _play(tmp_path, "fi", ["dF1-F1", "dF1-F5", "offer", "accept"])
    assert "siirto 'dF1-F1': F1 ei ole suoralla linjalla ruudusta F1" in out
    assert "Pelaaja 1" in out
    assert "taistelu 1 päättyi: molemmat pelaajat sopivat taistelun lopettamisesta" in out
    assert "is not in a straight line" not in out
    english = _play(tmp_path / "en", "en", ["dF1-F1"])
    assert "move 'dF1-F1': F1 is not in a straight line from F1" in english


def test_the_picture_help_and_the_terminals_words_in_finnish(tmp_path: Path) -> None:
    """The picture's words, the notation help, the commands' help, "Refused:", the prompt
    to type a move and the stop are all Finnish; English stays as it was."""
    out = _play(tmp_path, "fi", ["help", "xyz"])
    for finnish in (
        "Taistelu 1/1: Pelaaja 1 pelaa kääpiöillä (d, jäljellä 32)",
        "Vuorossa Pelaaja 1 (kääpiöt); puolisiirto 0",
        "Kirjoita siirto, ? sallitut siirrot, help komennot.",
        "Siirrot: nappula (d tai T)",
        "kääpiö liikkuu kuin kuningatar",
        "Komennot:",
        "lauta uudelleen",
        "Hylätty: siirto 'xyz'",
        "Pelitallenteesi:",
        "Pelistä poistuttiin.",
    ):
        assert finnish in out, finnish
    for english_word in ("Battle", "to move", "Commands:", "Refused:", "Type a move", "Game left"):
        assert english_word not in out, english_word
    english = _play(tmp_path / "en", "en", ["help", "xyz"])
    for words in (
        "Battle 1 of 1: Player 1 plays the dwarfs (d, 32 left)",
        "Commands:",
        "? or moves the legal moves; '? TEXT' those containing TEXT",
        "Refused: move 'xyz'",
        "dF1-F5 dwarf moves like a queen",
    ):
        assert words in english, words


def test_lang_option_and_posix_variables_choose_the_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("WARTABLE_HOME", str(tmp_path / "home"))
    lines = iter(["dF1-F1", "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(lines))
    monkeypatch.setenv("LANG", "el_GR.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    main(["play", "thud", "--ai", "random"])
    said = flat(capsys.readouterr().out)
    assert "κίνηση 'dF1-F1': το F1 δεν είναι σε ευθεία γραμμή από το F1" in said
    lines = iter(["dF1-F1", "quit"])
    main(["play", "thud", "--ai", "random", "--lang", "cs"])
    assert "tah 'dF1-F1': F1 neleží v přímce od F1" in flat(capsys.readouterr().out)
    assert main(["play", "thud", "--lang", "xx"]) != 0
    assert "'xx'" in capsys.readouterr().err


def _files(*folders: Path) -> list[str]:
    """Every file under ``folders`` (what a refused command must not have added)."""
    return sorted(str(p) for folder in folders for p in folder.rglob("*") if p.is_file())


def _records(home: Path) -> list[str]:
    """The records a command could have written: in the current folder and the host's store
    (the host's key, made at the first ``play``, is not a record)."""
    return _files(Path.cwd(), home / "games")


@pytest.mark.parametrize("lang", ["fi", "el"])
def test_early_refusals_are_said_in_the_players_language_and_change_nothing(
    lang: str, tmp_path: Path, home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 37: a bad --seat, an unknown or too long agent name, a record that is not there,
    not a file or does not load, a bad -o option (its form, twice, too long, unknown, a bad
    value; --players with -o players) and --seed with --resume are said from cli.ftl and
    core.ftl in the --lang language, a long input's size note too; each exits 2 and writes
    no file."""
    from wartable.ai import agent_names
    from wartable.cli import one_line
    from wartable.core import BadOption
    from wartable.core.errors import quoted
    from wartable.core.messages import Said, said
    from wartable.i18n import render

    missing = tmp_path / "missing.json"
    folder = tmp_path / "a-folder"
    folder.mkdir()
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    huge = "quiet_limit=" + "9" * 5000
    with pytest.raises(BadOption) as unknown:
        wartable.make("thud", nosuch=1)
    with pytest.raises(BadOption) as value:
        wartable.make("thud", battles="abc")
    assert unknown.value.msg is not None
    assert value.value.msg is not None
    cases: list[tuple[list[str], Said]] = [
        (["--seat", "5"], said("cli-error-seat", seat=5, players=2)),
        (
            ["--ai", "nosuch"],
            said("cli-error-agent-unknown", agent="'nosuch'", agents=", ".join(agent_names())),
        ),
        (["--ai", "z" * 400], said("cli-error-agent-long", agent=quoted("z" * 400, 60), limit=300)),
        (["--resume", str(missing)], said("cli-error-record-missing", record=quoted(str(missing)))),
        (["--resume", str(folder)], said("cli-error-record-not-file", record=quoted(str(folder)))),
        (["--resume", str(missing), "--seed", "4"], said("cli-error-resume-seed")),
        (["-o", "noequals"], said("cli-error-option-form", pair="'noequals'")),
        (["-o", "battles=1", "-o", "battles=2"], said("cli-error-option-twice", name="'battles'")),
        (["-o", huge], said("cli-error-option-long", pair=quoted(huge, 60), limit=200)),
        (["--players", "2", "-o", "players=2"], said("cli-error-players-twice")),
        (["-o", "nosuch=1"], unknown.value.msg),
        (["-o", "battles=abc"], value.value.msg),
    ]
    before = _records(home)
    for argv, msg in cases:
        assert main(["play", "thud", *argv, "--lang", lang]) == 2, argv
        err = capsys.readouterr().err
        said_there = render(msg, lang)
        assert said_there != msg.english()
        assert err == f"wartable: {one_line(said_there)}\n", argv
        assert "characters" not in err, argv
        assert _records(home) == before, argv
    # a record that does not load: the frame in the language, the record check's reason
    assert main(["play", "thud", "--resume", str(broken), "--lang", lang]) == 2
    err = capsys.readouterr().err
    frame = render(said("cli-error-record", record=quoted(str(broken)), detail="@"), lang)
    start = frame.split("@")[0]
    assert err.startswith(f"wartable: {start}")
    assert "not valid JSON" in err
    assert not err.startswith("wartable: record ")
    assert _records(home) == before


def test_early_refusals_keep_their_english(capsys: pytest.CaptureFixture[str]) -> None:
    """In English the refusals read as they always did (the game's own text)."""
    for argv, text in (
        (["--seat", "5"], "--seat 5: must be 1-2"),
        (["-o", "quiet_limit=" + "9" * 5000], "(5,012 characters): longer than 200"),
        (["-o", "nosuch=1"], "thud: unknown option 'nosuch' (options: "),
        (["--ai", "nosuch"], "agent 'nosuch': unknown (agents: "),
    ):
        assert main(["play", "thud", *argv, "--lang", "en"]) == 2
        assert text in capsys.readouterr().err
