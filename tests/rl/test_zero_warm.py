"""The AlphaZero-style learner's warm start (issue 41): teacher games labelled by the game's
own evaluation before self-play (src/wartable/rl/zero/warm.py). Tiny networks, seconds of CPU;
the strength it buys is measured by bench/bench_zero.py, not here."""

from __future__ import annotations

import dataclasses
import random
from pathlib import Path

import numpy as np
import pytest

from wartable.ai.agents import greedy_scores
from wartable.ai.evaluation import Knowledge, knowledge
from wartable.ai.network import load_model
from wartable.core import CHANCE, WartableError, make, random_step
from wartable.core.encoding import encoding_for

torch = pytest.importorskip("torch")

from wartable.rl.zero import warm  # noqa: E402
from wartable.rl.zero.selfplay import Example, SelfPlaySettings  # noqa: E402
from wartable.rl.zero.train import Trainer, TrainSettings, losses, main  # noqa: E402
from wartable.rl.zero.warm import (  # noqa: E402
    WarmSettings,
    policy_target,
    teach,
    teacher_game,
)

TINY = TrainSettings(
    hidden=32,
    blocks=1,
    batch=64,
    lr=3e-3,
    steps_per_game=4,
    checkpoint_every=2,
    selfplay=SelfPlaySettings(simulations=4, max_plies=400),
    warm_games=12,
    warm_steps_per_game=25,
    games_per_warm_task=4,
)


def value_error(model_values: np.ndarray, examples: list[Example]) -> float:
    return float(np.mean([(v - e.value) ** 2 for v, e in zip(model_values, examples, strict=True)]))


def test_the_policy_target_is_a_softmax_of_the_one_ply_log_odds() -> None:
    p = policy_target([0.5, 0.5 / (0.5 + 0.5 * np.e**-1), 0.2], 1.0)
    assert abs(float(p.sum()) - 1.0) < 1e-6
    # log-odds 0, 1 and log(1/4): shares in the ratio 1 : e : 1/4
    assert p[1] / p[0] == pytest.approx(np.e, rel=1e-4)
    assert p[2] / p[0] == pytest.approx(0.25, rel=1e-4)
    sharper = policy_target([0.5, 0.5 / (0.5 + 0.5 * np.e**-1), 0.2], 0.5)
    assert sharper[1] > p[1]
    assert policy_target([1.0, 0.0], 1.0)[0] > 0.99  # certain values stay finite


def test_teacher_examples_carry_the_evaluation_and_its_one_ply_values() -> None:
    game = make("alu")
    enc = encoding_for(game)
    know = knowledge("alu")
    examples, z, plies = teacher_game(game, WarmSettings(), random.Random(4))
    assert plies > 10
    assert len(examples) > 10
    assert sorted(z.tolist()) in ([0.0, 1.0], [0.5, 0.5])
    # replay the first positions and check their targets
    rng = random.Random(11)
    state = game.initial_state()
    for _ in range(8):
        seat = state.to_move()
        e = teach(enc, know, state, seat, 0.5, rng)
        assert e.legal.tolist() == enc.legal_indices(state)
        values = np.asarray(know.evaluate(state))
        assert np.allclose(e.value, np.roll(values, -seat), atol=1e-6)  # mover's value first
        scores = greedy_scores(state, seat, know, rng, list(enc.legal_actions(state).values()))
        assert np.allclose(e.policy, policy_target(scores, 0.5), atol=1e-6)
        assert int(np.argmax(e.policy)) == int(np.argmax(scores))
        state = state.apply(enc.legal_actions(state)[int(e.legal[int(np.argmax(e.policy))])])


@pytest.mark.parametrize(
    ("name", "plies", "options"),
    [("orcwar", 40, {"players": 3}), ("flatwar", 1, {"build": "hidden"})],
)
def test_the_teacher_reads_only_the_seats_view(
    name: str, plies: int, options: dict[str, object]
) -> None:
    """Two states that differ only in what the seat to move cannot see give the same
    example: the teacher evaluates its own sample of the hidden parts."""
    rng = random.Random(4)
    state = make(name, **options).initial_state()
    for _ in range(plies):
        state = random_step(state, rng)
    while state.to_move() == CHANCE:
        state = random_step(state, rng)
    seat = state.to_move()
    assert state.hides_from(seat)
    other = state.determinize(seat, random.Random(99))
    enc = encoding_for(state.game)
    a, b = (teach(enc, knowledge(name), s, seat, 0.5, random.Random(7)) for s in (state, other))
    for field in ("obs", "legal", "policy", "value"):
        assert np.array_equal(getattr(a, field), getattr(b, field)), field


def test_a_game_without_an_evaluation_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(warm, "knowledge", lambda name: Knowledge(name))
    with pytest.raises(WartableError, match="no evaluation of its own"):
        Trainer(make("alu"), tmp_path / "w", TINY)
    assert not (tmp_path / "w").exists()


def test_the_warm_start_teaches_the_value_head_the_evaluation(tmp_path: Path) -> None:
    """After the teacher games the value head's error on the evaluation of positions it never
    saw has fallen well below the untrained network's; the warm model is checkpointed on its
    own (model-0000000.npz) before self-play starts, and the run carries on with self-play."""
    held_out: list[Example] = []
    rng = random.Random(123)
    while len(held_out) < 150:
        held_out.extend(teacher_game(make("alu"), WarmSettings(), rng)[0])
    # 48 teacher games (12 were enough for the evaluation before ALU's stock terms, which a
    # tiny network learns from more positions: the value error fell to 0.93 of the untrained
    # network's after 12 games, to 0.52 after 48)
    settings = dataclasses.replace(TINY, warm_games=48, warm_steps_per_game=10)
    trainer = Trainer(make("alu"), tmp_path / "warm", settings, seed=4)

    def error() -> tuple[float, float]:
        """The value head's squared error on the evaluation's targets, and the policy's
        cross-entropy with the one-ply targets, on the held-out positions."""
        model = trainer.model()
        outs = [model.evaluate(e.obs, e.legal.tolist())[1] for e in held_out]
        with torch.no_grad():
            policy_loss, _ = losses(trainer.net, held_out)
        return value_error(np.array(outs), held_out), float(policy_loss)

    before, policy_before = error()
    trainer.run(games=2, workers=0, progress=None)
    p = trainer.progress
    assert p.warm_games == 48
    assert p.games >= 2
    assert 0 < p.warm_seconds <= p.seconds
    warm_model = load_model(tmp_path / "warm" / "model-0000000.npz")
    assert warm_model.info["games"] == 0
    assert warm_model.info["warm_games"] == 48
    trainer.net.load_model(warm_model)
    after, policy_after = error()
    assert after < 0.7 * before, (before, after)
    assert policy_after < policy_before - 0.1, (policy_before, policy_after)


def test_a_stopped_warm_start_resumes_where_it_stopped(tmp_path: Path) -> None:
    out = tmp_path / "run"
    first = Trainer(make("alu"), out, TINY, seed=5)
    first.run(seconds=1e-9, workers=0, progress=None)  # one task back, then the time is up
    assert first.progress.warm_games == 4
    assert first.progress.games == 0
    again = Trainer(make("alu"), out, None, seed=5, resume=True)
    assert again.progress.warm_games == 4
    assert len(again.buffer) == len(first.buffer)
    again.run(games=1, workers=0, progress=None)
    assert again.progress.warm_games == 12
    assert again.progress.games >= 1


def test_the_command_line_takes_and_checks_the_warm_start(tmp_path: Path) -> None:
    out = tmp_path / "cli"
    args = ["alu", "--out", str(out), "--games", "1", "--workers", "0", "--simulations", "4"]
    tiny = ["--hidden", "8", "--blocks", "0", "--warm-games", "2", "--warm-temperature", "0.3"]
    assert main([*args, *tiny], progress=None) == 0
    model = load_model(out / "latest.npz")
    assert model.info["warm_games"] == 2
    assert model.info["settings"]["warm"]["temperature"] == 0.3
    for bad in (
        ["--warm-games", "-1"],
        ["--warm-temperature", "0"],
        ["--warm-temperature", "nan"],
        ["--warm-explore", "1.5"],
        ["--warm-steps-per-game", "-2"],
    ):
        assert main([*args[:2], str(tmp_path / "x"), *args[3:], *bad], progress=None) == 2, bad
    assert not (tmp_path / "x").exists()


def test_playout_value_targets_are_medium_s_leaf_values() -> None:
    """``playouts=N``: the value target is the mean of N leaf values as MCTS takes them (the
    evaluation mixed with the evaluation after the game's playout policy)."""
    game = make("alu")
    enc = encoding_for(game)
    know = knowledge("alu")
    rng = random.Random(3)
    state = game.initial_state()
    for _ in range(12):
        state = random_step(state, rng)
    seat = state.to_move()
    static = np.asarray(know.evaluate(state))
    e = teach(enc, know, state, seat, 0.1, random.Random(5), playouts=8)
    assert abs(float(e.value.sum()) - 1.0) < 1e-5
    assert np.all((e.value >= 0) & (e.value <= 1))
    # the same draws by hand: greedy_scores takes none in ALU (no chance), then 8 leaf values
    draws = random.Random(5)
    leaves = [warm.leaf_value(state, know, draws) for _ in range(8)]
    assert np.allclose(e.value, np.roll(np.mean(leaves, axis=0), -seat), atol=1e-6)
    # a leaf value mixes the evaluation with the playout's end (ALU: half and half)
    for leaf in leaves:
        assert know.playout_mix == 0.5
        end = 2 * leaf - static
        assert np.all((end >= -1e-9) & (end <= 1 + 1e-9))
    assert not all(np.allclose(leaf, static) for leaf in leaves)  # the playouts moved it
