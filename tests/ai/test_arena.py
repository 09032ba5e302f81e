"""The arena: seat rotation, Wilson intervals, Elo, records, resuming, the command line."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

import wartable
from wartable.ai.arena import (
    ArenaReport,
    GameResult,
    elo_ratings,
    lineup_for,
    run_arena,
    unique_names,
    wilson,
)
from wartable.cli import main
from wartable.core import BadRecord, WartableError


def test_wilson_interval_known_values() -> None:
    # 9 of 10: the textbook Wilson 95% interval is [0.596, 0.982]
    lo, hi = wilson(9, 10)
    assert lo == pytest.approx(0.5958, abs=1e-3)
    assert hi == pytest.approx(0.9821, abs=1e-3)
    lo, hi = wilson(0, 20)
    assert lo == 0.0
    assert hi == pytest.approx(0.1611, abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)


def test_elo_orders_agents_and_stays_finite() -> None:
    pairs = {("a", "b"): [10.0, 10.0], ("b", "a"): [0.0, 10.0]}
    ratings = elo_ratings(["a", "b"], pairs)
    assert ratings["a"] > ratings["b"]
    assert sum(ratings.values()) == pytest.approx(3000.0)
    assert ratings["a"] - ratings["b"] < 1000  # the virtual draws keep it finite
    even = elo_ratings(["a", "b"], {("a", "b"): [5.0, 10.0], ("b", "a"): [5.0, 10.0]})
    assert even["a"] == pytest.approx(even["b"])


def test_seats_rotate() -> None:
    assert [lineup_for(["x", "y"], 2, i) for i in range(3)] == [
        ["x", "y"],
        ["y", "x"],
        ["x", "y"],
    ]
    assert lineup_for(["x", "y"], 4, 1) == ["y", "x", "y", "x"]
    assert unique_names(["mcts", "MCTS", "random"]) == ["mcts#1", "mcts#2", "random"]


def test_tallies_count_shared_wins_and_draws() -> None:
    report = ArenaReport("g", ["a", "b"], 0)
    report.results = [
        GameResult(0, 0, ["a", "b"], (1.0, 0.0), (1.0, 0.0), "", 1, 0.0),
        GameResult(1, 0, ["b", "a"], (0.5, 0.5), (0.0, 0.0), "", 1, 0.0),
        GameResult(2, 0, ["a", "b"], (0.0, 1.0), (0.0, 1.0), "", 1, 0.0),
    ]
    tally = report.tallies()
    assert (tally["a"].wins, tally["a"].draws, tally["a"].losses) == (1, 1, 1)
    assert (tally["b"].wins, tally["b"].draws, tally["b"].losses) == (1, 1, 1)
    assert "a" in report.summary()
    assert "Elo" in report.summary()


def test_arena_plays_saves_replayable_records(tmp_path: Path) -> None:
    progress = io.StringIO()
    game = wartable.make("europe")
    report = run_arena(
        game, ["greedy", "random"], 4, seed=3, save_dir=str(tmp_path), progress=progress
    )
    assert len(report.results) == 4
    assert [r.lineup for r in report.results] == [
        lineup_for(["greedy", "random"], 2, i) for i in range(4)
    ]
    assert progress.getvalue().count("\n") == 4
    records = sorted(tmp_path.glob("*.json"))
    assert len(records) == 4
    for path in records:
        data = json.loads(path.read_text())
        assert data["players"] in (["greedy", "random"], ["random", "greedy"])
        wartable.replay(path)  # every move legal, result as recorded
    again = run_arena(game, ["greedy", "random"], 4, seed=3, progress=None)
    assert [r.returns for r in again.results] == [r.returns for r in report.results]


def test_arena_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["arena", "europe", "--agents", "greedy,random", "--games", "2", "--seed", "1"])
    assert code == 0
    out, err = capsys.readouterr()
    assert "greedy" in out
    assert "random" in out
    assert "Elo" in out
    assert "[2/2]" in err
    assert main(["arena", "europe", "--agents", "greedy,nobody", "--games", "1"]) == 2
    assert "nobody" in capsys.readouterr().err


def test_paired_games_share_a_seed_and_seats_are_tallied() -> None:
    game = wartable.make("europe")
    report = run_arena(game, ["greedy", "random"], 4, seed=5, progress=None, paired=True)
    seeds = [r.seed for r in report.results]
    assert seeds[0] == seeds[1]
    assert seeds[2] == seeds[3]
    assert seeds[0] != seeds[2]
    assert [r.lineup for r in report.results][:2] == [["greedy", "random"], ["random", "greedy"]]
    unpaired = run_arena(game, ["greedy", "random"], 2, seed=5, progress=None)
    assert unpaired.results[0].seed != unpaired.results[1].seed
    seat = report.seat_scores()
    assert len(seat) == 2
    assert sum(seat) == pytest.approx(1.0)
    assert "paired seeds" in report.summary()
    assert "by seat" in report.summary()


def test_seat_scores_share_a_tied_win() -> None:
    report = ArenaReport("g", ["a", "b"], 0)
    report.results = [
        GameResult(0, 0, ["a", "b", "a"], (1.0, 0.0, 0.0), (3.0, 0.0, 0.0), "", 1, 0.0),
        GameResult(1, 0, ["b", "a", "b"], (0.5, 0.0, 0.5), (2.0, 0.0, 2.0), "", 1, 0.0),
    ]
    assert report.seat_scores() == pytest.approx([0.75, 0.0, 0.25])


def test_agent_settings_on_the_command_line() -> None:
    from wartable.cli import split_agents

    assert split_agents("mcts:hard,c=0.3,final=value,greedy, mcts:60") == [
        "mcts:hard,c=0.3,final=value",
        "greedy",
        "mcts:60",
    ]


def test_play_assigns_agents_with_settings_to_seats() -> None:
    from wartable.cli import assign_agents
    from wartable.core import WartableError

    game = wartable.make("europe", players=3)
    agents = assign_agents(game, ["2=mcts:hard,c=0.3", "3=greedy"], 0)
    assert {seat: a.name for seat, a in agents.items()} == {1: "mcts:hard,c=0.3", 2: "greedy"}
    agents = assign_agents(game, ["mcts:medium,norm=global"], 0)
    assert sorted(agents) == [1, 2]
    with pytest.raises(WartableError, match="seat must be"):
        assign_agents(game, ["4=greedy"], 0)


def test_a_game_past_the_ply_limit_is_stopped_as_a_draw() -> None:
    """European War has no round limit by default (E12), and agents may repeat moves
    forever; the arena stops such a game and says so."""
    game = wartable.make("europe")
    report = run_arena(game, ["random", "random"], 2, seed=1, progress=None, max_plies=6)
    assert all(r.plies == 6 and r.returns == (0.5, 0.5) for r in report.results)
    assert "2 game(s) stopped at the arena's ply limit" in report.summary()
    tally = report.tallies()
    assert tally["random#1"].draws == 2


def test_a_run_resumed_from_its_records_gives_the_same_figures(tmp_path: Path) -> None:
    """Stopped after 2 games and resumed to 4, a run reads the 2 saved games back (replayed,
    not played again) and ends as one uninterrupted run of 4 does."""
    game = wartable.make("europe")
    first = run_arena(
        game, ["greedy", "random"], 2, seed=3, save_dir=str(tmp_path), progress=None, paired=True
    )
    saved = {p.name: p.read_text() for p in tmp_path.glob("*.json")}
    assert len(saved) == 2
    progress = io.StringIO()
    resumed = run_arena(
        game,
        ["greedy", "random"],
        4,
        seed=3,
        save_dir=str(tmp_path),
        progress=progress,
        paired=True,
        resume=True,
    )
    whole = run_arena(game, ["greedy", "random"], 4, seed=3, progress=None, paired=True)
    assert [r.returns for r in resumed.results] == [r.returns for r in whole.results]
    assert [r.plies for r in resumed.results] == [r.plies for r in whole.results]
    assert [r.returns for r in resumed.results[:2]] == [r.returns for r in first.results]
    assert [r.resumed for r in resumed.results] == [True, True, False, False]
    lines = progress.getvalue().splitlines()
    assert lines[0].startswith("read 2 game(s) from the records in")
    assert "2 to play" in lines[0]
    assert [line.split("]")[0] for line in lines[1:]] == ["[3/4", "[4/4"]
    assert "(2 read from saved records)" in resumed.summary()
    assert {p.name: p.read_text() for p in tmp_path.glob("*.json") if p.name in saved} == saved
    again = run_arena(
        game,
        ["greedy", "random"],
        4,
        seed=3,
        save_dir=str(tmp_path),
        progress=None,
        paired=True,
        resume=True,
    )
    assert all(r.resumed for r in again.results)
    assert "none played now" in again.summary()


def test_resume_refuses_records_of_another_run(tmp_path: Path) -> None:
    """A saved game that is not this run's game (other seats, other pairing, another ply
    limit, an edited record) is refused, naming the file and the difference."""
    game = wartable.make("europe")
    run_arena(game, ["greedy", "random"], 1, seed=3, save_dir=str(tmp_path), progress=None)
    name = str(tmp_path / "europe-3-00000.json")
    with pytest.raises(
        BadRecord, match="seats held by greedy, random; game 0 of this arena seats random, greedy"
    ) as info:
        run_arena(
            game,
            ["random", "greedy"],
            1,
            seed=3,
            save_dir=str(tmp_path),
            progress=None,
            resume=True,
        )
    assert name in str(info.value)
    # game 0 has match seed 3 * 1_000_003 paired or not; game 1 does not
    run_arena(game, ["greedy", "random"], 2, seed=3, save_dir=str(tmp_path), progress=None)
    with pytest.raises(
        BadRecord,
        match=r"europe-3-00001.json.*match seed 3000010; game 1 of "
        r"this arena .* has match seed 3000009",
    ):
        run_arena(
            game,
            ["greedy", "random"],
            2,
            seed=3,
            save_dir=str(tmp_path),
            progress=None,
            paired=True,
            resume=True,
        )
    with pytest.raises(BadRecord, match="options"):
        run_arena(
            wartable.make("europe", round_limit=30),
            ["greedy", "random"],
            1,
            seed=3,
            save_dir=str(tmp_path),
            progress=None,
            resume=True,
        )
    stopped = tmp_path / "stopped"
    run_arena(
        game, ["random", "random"], 2, seed=1, save_dir=str(stopped), progress=None, max_plies=6
    )
    ok = run_arena(
        game,
        ["random", "random"],
        2,
        seed=1,
        save_dir=str(stopped),
        progress=None,
        max_plies=6,
        resume=True,
    )
    assert all(r.resumed and r.plies == 6 and r.returns == (0.5, 0.5) for r in ok.results)
    with pytest.raises(
        BadRecord, match="unfinished after 6 plies, which is not this arena's ply limit \\(8\\)"
    ):
        run_arena(
            game,
            ["random", "random"],
            2,
            seed=1,
            save_dir=str(stopped),
            progress=None,
            max_plies=8,
            resume=True,
        )
    path = tmp_path / "europe-3-00000.json"
    data = json.loads(path.read_text())
    data["moves"] = data["moves"][:-1]
    path.write_text(json.dumps(data))
    with pytest.raises(BadRecord, match="digest does not match"):
        run_arena(
            game,
            ["greedy", "random"],
            1,
            seed=3,
            save_dir=str(tmp_path),
            progress=None,
            resume=True,
        )


def test_resume_needs_the_save_directory(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(WartableError, match="--resume: name the directory"):
        run_arena(wartable.make("europe"), ["greedy", "random"], 1, progress=None, resume=True)
    code = main(["arena", "europe", "--agents", "greedy,random", "--games", "1", "--resume"])
    assert code == 2
    assert "--save DIR" in capsys.readouterr().err
