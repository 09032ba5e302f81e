"""Beyond one machine (issue 28): the arena and self-play on Ray give exactly the local
results for the same seeds. One local Ray instance (2 CPUs) for the whole module."""

from __future__ import annotations

import argparse
import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from wartable.ai.arena import run_arena
from wartable.cli.commands import add_ray_argument, add_selfplay_parser
from wartable.core import WartableError, make, replay
from wartable.rl.selfplay import run_selfplay

ray = pytest.importorskip("ray")


@pytest.fixture(scope="module")
def local_ray() -> Iterator[None]:
    ray.init(num_cpus=2, _node_ip_address="127.0.0.1", include_dashboard=False, log_to_driver=False)
    try:
        yield
    finally:
        ray.shutdown()


def _facts(report):  # type: ignore[no-untyped-def]
    return [
        (r.index, r.seed, r.lineup, r.returns, r.scores, r.reason, r.plies) for r in report.results
    ]


def test_arena_on_ray_equals_the_local_arena(local_ray: None) -> None:
    game = make("alu")
    local = run_arena(game, ["random", "greedy"], 4, seed=9, progress=None)
    remote = run_arena(game, ["random", "greedy"], 4, seed=9, progress=None, ray="local")
    assert _facts(remote) == _facts(local)
    assert remote.summary().splitlines()[1:] == local.summary().splitlines()[1:]


def test_selfplay_on_ray_equals_local(local_ray: None, tmp_path: Path) -> None:
    game = make("flatwar", turn_limit=4)
    here = run_selfplay(game, ["random"], 3, tmp_path / "local", seed=2, progress=None)
    there = run_selfplay(game, ["random"], 3, tmp_path / "ray", seed=2, progress=None, ray="local")
    lines = here.read_text().splitlines()
    assert lines == there.read_text().splitlines()
    assert [json.loads(line)["index"] for line in lines] == [0, 1, 2]
    first = json.loads(lines[0])
    saved = tmp_path / "one.json"
    saved.write_text(json.dumps(first["record"]))
    match = replay(saved)
    assert match.ply == first["plies"]
    outcome = match.state.outcome()
    assert outcome is not None
    assert list(outcome.returns) == first["returns"]


def test_selfplay_bad_input(tmp_path: Path) -> None:
    game = make("alu")
    (tmp_path / "file").write_text("x")
    with pytest.raises(WartableError, match="not a folder"):
        run_selfplay(game, ["random"], 1, tmp_path / "file", progress=None)
    with pytest.raises(WartableError, match="--games 0"):
        run_selfplay(game, ["random"], 0, tmp_path, progress=None)


def test_command_line_arguments() -> None:
    """``--ray`` without an address means a local instance; ``selfplay`` parses its options."""
    parser = argparse.ArgumentParser()
    add_ray_argument(parser)
    assert parser.parse_args(["--ray"]).ray == "local"
    assert parser.parse_args(["--ray", "10.0.0.1:6379"]).ray == "10.0.0.1:6379"
    assert parser.parse_args([]).ray is None
    with pytest.raises(SystemExit):
        parser.parse_args(["--ray", "a b"])

    def whole(low: int, high: int):  # type: ignore[no-untyped-def]
        return int

    def game_args(p: argparse.ArgumentParser) -> None:
        p.add_argument("game")
        p.add_argument("--players", type=int)
        p.add_argument("-o", "--option", action="append")

    top = argparse.ArgumentParser()
    add_selfplay_parser(top.add_subparsers(dest="command"), game_args, whole)
    args = top.parse_args(["selfplay", "thud", "--games", "3", "--out", "d", "--ray"])
    assert (args.game, args.games, args.out, args.ray, args.agents) == (
        "thud",
        3,
        "d",
        "local",
        "random",
    )


def test_the_commands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``wartable selfplay`` writes the JSON lines; ``wartable arena --ray`` is accepted."""
    from wartable.cli import main

    assert main(["selfplay", "alu", "--games", "2", "--out", str(tmp_path), "--quiet"]) == 0
    lines = (tmp_path / "alu-0.jsonl").read_text().splitlines()
    assert len(lines) == 2
    assert main(["arena", "alu", "--agents", "random,greedy", "--games", "1", "--ray", "a b"]) == 2
    assert "Ray address" in capsys.readouterr().err
