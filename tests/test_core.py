"""The contract's own machinery: registry, options, Match, records, errors, perft, CLI."""

from __future__ import annotations

import importlib
import io
import json
import random
from pathlib import Path

import pytest

import wartable
from wartable.cli import TerminalGame, main
from wartable.cli.saving import find_host_record
from wartable.core import (
    CHANCE,
    BadOption,
    BadRecord,
    GameOver,
    IllegalMove,
    Match,
    NotYourTurn,
    Outcome,
    UnknownGame,
    WartableError,
    replay,
    replay_seat_record,
)


def test_game_names_list_the_games_and_wartable_games_is_their_package() -> None:
    assert wartable.game_names() == ["alu", "europe", "flatwar", "orcwar", "thud"]
    board = importlib.import_module("wartable.games.thud.board")
    assert wartable.games.thud.board is board  # the attribute path reaches the module


def test_unknown_game_names_the_input() -> None:
    with pytest.raises(UnknownGame, match="'chess'"):
        wartable.make("chess")
    with pytest.raises(UnknownGame):
        wartable.make("../etc")


def test_errors_are_value_errors() -> None:
    for cls in (UnknownGame, BadOption, IllegalMove, NotYourTurn, GameOver, BadRecord):
        assert issubclass(cls, WartableError)
        assert issubclass(cls, ValueError)


def test_options_are_checked_and_coerced() -> None:
    game = wartable.make("thud", quiet_limit="30", agreement="false")
    assert game.options["quiet_limit"] == 30
    assert game.options["agreement"] is False
    with pytest.raises(BadOption, match="troll_move_captures"):
        wartable.make("thud", troll_move_captures="some")
    with pytest.raises(BadOption, match="players"):
        wartable.make("thud", players=3)
    with pytest.raises(BadOption, match="expected a int"):
        wartable.make("thud", quiet_limit="many")


def test_outcome_results_and_returns() -> None:
    o = Outcome((6.0, -6.0), (0,), "x")
    assert o.result(0) == "win"
    assert o.result(1) == "loss"
    assert o.returns == (1.0, 0.0)
    draw = Outcome((0.0, 0.0), (), "x")
    assert draw.returns == (0.5, 0.5)


def test_match_turns_out_of_turn_and_refusals_change_nothing() -> None:
    match = Match(wartable.make("thud"), seed=5)
    before = match.state.to_text()
    with pytest.raises(NotYourTurn, match="Player 1's turn"):
        match.play("dF1-F5", seat=1)
    with pytest.raises(IllegalMove):
        match.play("dF1-F15", seat=0)
    assert match.state.to_text() == before
    assert not match.moves
    match.play("dF1-F5", seat=0)
    match.undo()
    assert match.state.to_text() == before


def _finished_match(seed: int = 3) -> Match:
    match = Match(wartable.make("thud", battles=1, quiet_limit=20), seed=seed)
    rng = random.Random(seed)
    while not match.is_over():
        moves = match.state.legal_moves()
        match.apply(moves[rng.randrange(len(moves))])
    return match


def test_record_round_trip_and_file(tmp_path: Path) -> None:
    match = _finished_match()
    path = match.save(tmp_path / "game.json")
    data = json.loads(path.read_text())
    assert data["game"] == "thud"
    assert data["rules_version"] == match.game.version
    assert data["seed"] == 3
    assert data["moves"] == match.move_texts
    again = replay(path)
    assert again.state.to_text() == match.state.to_text()
    assert again.outcome_json() == match.outcome_json()


def test_record_refuses_corruption_with_the_reason(tmp_path: Path) -> None:
    match = _finished_match()
    good = match.record()
    bad_json = tmp_path / "bad.json"
    bad_json.write_text("{not json")
    with pytest.raises(BadRecord, match="not valid JSON"):
        replay(bad_json)
    tampered = dict(good, moves=[*good["moves"][:-1], "dA1-A2"])
    with pytest.raises(BadRecord, match="digest"):
        replay(tampered)
    tampered.pop("digest")
    with pytest.raises(BadRecord, match=f"ply {len(good['moves'])} 'dA1-A2'"):
        replay(tampered)
    old = dict(good, rules_version=99)
    old.pop("digest")
    with pytest.raises(BadRecord, match="rules version 99"):
        replay(old)
    shorter = dict(good, moves=good["moves"][:-1])
    shorter.pop("digest")
    with pytest.raises(BadRecord, match="final position"):
        replay(shorter)
    with pytest.raises(BadRecord, match="cannot be read"):
        replay(tmp_path / "missing.json")


def test_cli_perft(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["perft", "thud", "--depth", "2"]) == 0
    assert capsys.readouterr().out.splitlines() == ["1 656", "2 22624"]


def test_cli_perft_from_a_position_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    start = wartable.make("thud").initial_state().play("dF1-F5")
    path = tmp_path / "pos.txt"
    path.write_text(start.to_text())
    assert main(["perft", "thud", "--depth", "1", "--position", str(path)]) == 0
    assert capsys.readouterr().out.strip() == f"1 {len(start.perft_moves())}"


def test_cli_errors_are_reported_not_raised(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["perft", "nosuchgame", "--depth", "1"]) == 2
    assert "unknown" in capsys.readouterr().err


def test_cli_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _finished_match().save(tmp_path / "r.json")
    assert main(["replay", str(path)]) == 0
    assert "every move legal" in capsys.readouterr().out
    data = json.loads(path.read_text())
    data["moves"][0] = "dF1-F2"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path)]) == 2
    assert "digest" in capsys.readouterr().err


def test_terminal_game_hot_seat_refuses_then_saves_and_resumes(tmp_path: Path) -> None:
    save = tmp_path / "t.json"
    lines = iter(["?", "dF1-F99", "TG7-G6", "dF1-F5", "TG7-G6", "quit"])
    out = io.StringIO()
    game = TerminalGame(Match(wartable.make("thud"), seed=1), {}, save, lambda _: next(lines), out)
    assert game.run() == 0
    text = out.getvalue()
    assert "dF1-F5" in text
    assert "Refused" in text
    assert "dwarfs' turn" in text
    record = json.loads(save.read_text())  # the players' record (hot seat: a spectator's)
    assert record["kind"] == "seat"
    assert "seed" not in record
    assert record["moves"] == ["dF1-F5", "TG7-G6"]
    host = find_host_record(record["match_id"])
    assert host is not None
    resumed = replay(host, verify=True)
    assert resumed.state.to_move() == 0
    assert resumed.seed == 1


def test_terminal_game_against_random_agent_to_the_end(tmp_path: Path) -> None:
    save = tmp_path / "ai.json"
    code = main(
        [
            "play",
            "thud",
            "--ai",
            "all=random",
            "--seed",
            "9",
            "--save",
            str(save),
            "-o",
            "quiet_limit=10",
        ]
    )
    assert code == 0
    seen = replay_seat_record(save, verify=True)
    host = find_host_record(json.loads(save.read_text())["match_id"])
    assert host is not None
    match = replay(host, verify=True)
    assert match.is_over()
    assert seen.views[-1] == match.state.view(None)


def test_option_text_is_ascii_decimal_and_errors_quote_it_cut() -> None:
    """Options from a command line or a record: no '١', '1_0', 'inf' or 5,000 digits."""
    for text in ("١", "1_0", "inf", "nan", "9" * 5000, "1e3", ""):
        with pytest.raises(BadOption, match="quiet_limit") as caught:
            wartable.make("thud", quiet_limit=text)
        assert len(str(caught.value)) < 200
    assert wartable.make("thud", quiet_limit=" 30 ").options["quiet_limit"] == 30
    with pytest.raises(UnknownGame) as unknown:
        wartable.make("x" * 5000)
    assert len(str(unknown.value)) < 250


def test_told_tells_every_ply_as_the_game_tells_it_and_undo_takes_it_back() -> None:
    """Match.told gives each ply's ``move_view`` in games without hidden information too
    (European War tells an attack's dice and result in words), the same for every seat; the
    record's log keeps the move texts."""
    match = Match(wartable.make("europe"), seed=3)
    rng = random.Random(3)
    told_dice = False
    while match.ply < 120 and not match.state.is_over():
        if match.state.to_move() == CHANCE:
            match.resolve_chance()
        else:
            moves = match.state.legal_moves()
            match.apply(moves[rng.randrange(len(moves))])
    assert match.log(None) == match.move_texts
    log = match.told(None)
    state = match.start
    for ply, move in enumerate(match.moves):
        assert log[ply] == state.move_view(move, None)
        told_dice = told_dice or log[ply] != match.move_texts[ply]
        state = state.apply(move)
    assert told_dice, "European War's move_view tells more than the move text"
    assert match.told(0) == match.told(1) == log
    match.undo()
    assert match.told(None) == log[:-1]
    with pytest.raises(NotYourTurn):
        match.told(7)
