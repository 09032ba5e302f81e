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
