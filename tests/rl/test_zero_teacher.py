"""The searching teacher of the warm start (issue 41, fourth session): an MCTS agent's root
visit shares and searched values as the targets (``MCTSAgent.analyse``,
``--warm-teacher``). Tiny positions and networks, seconds of CPU; the strength it buys is
measured by bench/bench_zero.py, not here."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

from wartable.ai import make_agent
from wartable.ai.mcts import MCTSAgent
from wartable.core import TERMINAL, WartableError, make, random_step
from wartable.core.encoding import encoding_for
from wartable.games.alu.state import END


def _search_tests() -> ModuleType:
    """tests/rl/test_zero_search.py's tree game and ALU positions (tests/rl is no package)."""
    path = Path(__file__).with_name("test_zero_search.py")
    spec = importlib.util.spec_from_file_location("zero_search_helpers", path)
    assert spec is not None
    assert spec.loader is not None
    module = sys.modules.get(spec.name) or importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


_trees = _search_tests()
alu_position, decide, end, tree_setup = (
    _trees.alu_position,
    _trees.decide,
    _trees.end,
    _trees.tree_setup,
)
torch = pytest.importorskip("torch")

from wartable.rl.zero.selfplay import SelfPlaySettings  # noqa: E402
from wartable.rl.zero.train import Trainer, TrainSettings, losses, main  # noqa: E402
from wartable.rl.zero.warm import (  # noqa: E402
    WarmSettings,
    search_teach,
    teacher_agent,
    teacher_game,
)

# seat 0 picks: "a" wins at once; "b" hands seat 1 a choice between its own win and a draw
# (a loss for seat 0 when seat 1 plays well); "c" loses at once
TREE = decide(0, a=end(0), b=decide(1, x=end(1), y=end(0, 1)), c=end(1))


def test_analyse_gives_the_root_visits_and_every_seats_searched_value() -> None:
    game, _ = tree_setup(TREE, 2)
    state = game.initial_state()
    agent = MCTSAgent(iterations=300, generic=True)
    found = agent.analyse(state, 0, random.Random(1))
    assert found.best == "a"
    assert found.iterations == 300
    assert sum(found.visits.values()) == 300  # every iteration goes through one root move
    assert set(found.visits) <= {"a", "b", "c"}
    assert found.visits["a"] > 0.6 * 300
    assert max(found.visits, key=found.visits.__getitem__) == "a"
    # the mean over the iterations: mostly the win, a few looks at the other moves
    assert 0.7 < found.values[0] <= 1.0
    assert found.values[0] + found.values[1] == pytest.approx(1.0)
    # seat 1 to move after "b": its own win
    after = state.apply("b")
    found = agent.analyse(after, 1, random.Random(2))
    assert found.best == "x"
    assert found.values[1] > 0.7 > found.values[0]


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_analyse_searches_as_choose_does(level: str) -> None:
    """The same search, the same draws: ``analyse``'s move is the move ``choose`` plays
    from the same generator, and the root priors' virtual visits are left out."""
    rng = random.Random(5)
    state = make("alu").initial_state()
    for _ in range(9):
        state = random_step(state, rng)
    seat = state.to_move()
    agent = make_agent(level)
    assert isinstance(agent, MCTSAgent)
    for seed in range(2):
        found = agent.analyse(state, seat, random.Random(seed))
        assert found.best == agent.choose(state, seat, random.Random(seed))
        assert sum(found.visits.values()) == found.iterations == agent.last_iterations
        # medium's most visited moves often tie (its visits are spread): the value decides
        assert found.visits[found.best] == max(found.visits.values())
        assert all(0.0 <= v <= 1.0 for v in found.values)


@pytest.mark.parametrize("circle_ahead", [True, False], ids=["ahead", "behind"])
def test_medium_ends_the_turn_exactly_when_that_wins(circle_ahead: bool) -> None:
    state = alu_position(prev_pass=True, circle_ahead=circle_ahead)
    assert state.apply(END).to_move() == TERMINAL
    found = make_agent("medium").analyse(state, 0, random.Random(3))  # type: ignore[attr-defined]
    assert (found.best == END) == circle_ahead
    if circle_ahead:
        assert found.visits[END] > 0.5 * found.iterations
        assert found.values[0] > 0.8


def test_search_teacher_examples_are_visit_shares_over_the_legal_actions() -> None:
    game = make("alu")
    enc = encoding_for(game)
    examples, z, plies = teacher_game(game, WarmSettings(teacher="easy"), random.Random(4))
    assert plies > 10
    assert len(examples) > 10
    assert sorted(z.tolist()) in ([0.0, 1.0], [0.5, 0.5])
    for e in examples:
        assert abs(float(e.policy.sum()) - 1.0) < 1e-5
        assert np.all(e.policy >= 0)
        assert len(e.policy) == len(e.legal)
        assert abs(float(e.value.sum()) - 1.0) < 1e-5  # ALU's values: p and 1 - p
    # the targets of one position by hand: the shares of easy's real visits, its values
    rng = random.Random(6)
    state = game.initial_state()
    for _ in range(7):
        state = random_step(state, rng)
    seat = state.to_move()
    agent = make_agent("easy")
    assert isinstance(agent, MCTSAgent)
    e, pick = search_teach(enc, agent, state, seat, random.Random(8))
    assert e.legal.tolist() == enc.legal_indices(state)
    found = agent.analyse(state, seat, random.Random(8))
    legal = enc.legal_actions(state)
    shares = np.array([found.visits.get(legal[a], 0) for a in e.legal.tolist()]) / 60
    assert np.allclose(e.policy, shares, atol=1e-6)
    assert legal[pick] == found.best
    assert np.allclose(e.value, np.roll(found.values, -seat), atol=1e-6)


def test_the_result_weight_mixes_the_games_result_into_the_value_targets() -> None:
    game = make("alu")
    settings = WarmSettings(teacher="easy", result_weight=1.0, max_plies=30)
    examples, z, _ = teacher_game(game, settings, random.Random(4))
    # a game stopped at 30 plies counts as a draw: every target is the result, 1/2 each
    assert np.allclose(z, 0.5)
    assert all(np.allclose(e.value, 0.5) for e in examples)
    # the first decisive whole game of a few seeds (which seed depends on ALU's evaluation)
    for seed in range(4, 24):
        full, z, _ = teacher_game(
            game, WarmSettings(teacher="easy", result_weight=1.0), random.Random(seed)
        )
        if not np.allclose(z, 0.5):
            break
    winner = int(np.argmax(z))
    assert z[winner] == 1.0
    # relative to the mover: value 0 is the mover's; both seats decide in a game
    assert {float(e.value[0]) for e in full} == {0.0, 1.0}


def test_unknown_teachers_are_refused_by_name(tmp_path: Path) -> None:
    assert teacher_agent("eval") is None
    assert isinstance(teacher_agent("Medium"), MCTSAgent)
    assert isinstance(teacher_agent("mcts:30"), MCTSAgent)
    for name in ("greedy", "random", "model:x.npz", "strong"):
        with pytest.raises(WartableError, match="warm teacher"):
            teacher_agent(name)
    args = ["alu", "--out", str(tmp_path / "x"), "--games", "1", "--workers", "0"]
    for bad in (
        ["--warm-teacher", "greedy"],
        ["--warm-result-weight", "1.5"],
        ["--warm-result-weight", "nan"],
        ["--warm-sample-plies", "-1"],
    ):
        assert main([*args, "--warm-games", "1", *bad], progress=None) == 2, bad
    assert not (tmp_path / "x").exists()


@pytest.mark.slow
def test_a_short_run_with_a_searching_teacher_lowers_its_loss(tmp_path: Path) -> None:
    """A few seconds of teacher games by ``easy``: the examples' policy targets are
    distributions over the legal actions, and the network's loss on them falls."""
    settings = TrainSettings(
        hidden=32,
        blocks=1,
        batch=64,
        lr=3e-3,
        checkpoint_every=2,
        selfplay=SelfPlaySettings(simulations=4, max_plies=400),
        warm_games=6,
        warm_steps_per_game=30,
        games_per_warm_task=3,
        warm=WarmSettings(teacher="easy", result_weight=0.25),
    )
    trainer = Trainer(make("alu"), tmp_path / "run", settings, seed=3)
    held = teacher_game(make("alu"), WarmSettings(teacher="easy"), random.Random(77))[0]
    with torch.no_grad():
        before = [float(x) for x in losses(trainer.net, held)]
    trainer.run(games=1, workers=0, progress=None)
    assert trainer.progress.warm_games == 6
    examples = list(trainer.buffer)
    assert len(examples) > 100
    for e in examples:
        assert len(e.policy) == len(e.legal)
        assert abs(float(e.policy.sum()) - 1.0) < 1e-5
    history = trainer.progress.history
    assert history[-1][1] < history[0][1] - 0.2, history[:3]  # the policy loss fell
    with torch.no_grad():
        after = [float(x) for x in losses(trainer.net, held)]
    # on a game it never saw the value loss falls too (its policy targets need more than six
    # games to generalise: 300 examples of a ~50-move choice)
    assert after[1] < 0.85 * before[1], (before, after)
    model = trainer.model()
    assert model.info["settings"]["warm"]["teacher"] == "easy"
