"""Computer players that learn (issue 41): AlphaZero-style self-play on a tiny network.

The training runs here last seconds (ALU, a 16-unit network, 8 simulations a move, self-play
in the test's own process); the long runs are bench/bench_zero.py."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from wartable.ai import MODELS_ENV, make_agent
from wartable.ai.arena import run_arena
from wartable.ai.network import load_model, random_model
from wartable.ai.puct import ModelAgent, Search
from wartable.core import CHANCE, BadOption, WartableError, make, random_step
from wartable.core.encoding import encoding_for

torch = pytest.importorskip("torch")

from wartable.rl.zero.selfplay import SelfPlaySettings, play_game  # noqa: E402
from wartable.rl.zero.train import Trainer, TrainSettings, losses, main  # noqa: E402

TINY = TrainSettings(
    hidden=16,
    blocks=1,
    batch=32,
    lr=3e-3,
    steps_per_game=8,
    checkpoint_every=2,
    selfplay=SelfPlaySettings(simulations=8, max_plies=400),
)


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Trainer, Path]:
    out = tmp_path_factory.mktemp("zero") / "alu"
    trainer = Trainer(make("alu"), out, TINY, seed=3)
    trainer.run(games=4, workers=0, progress=None)
    return trainer, out


def test_training_lowers_the_loss_on_its_replay_buffer(run: tuple[Trainer, Path]) -> None:
    trainer, _ = run
    batch = list(trainer.buffer)
    assert len(batch) > 50

    def loss() -> float:
        with torch.no_grad():
            p, v = losses(trainer.net, batch)
        return float(p + v)

    before = loss()
    for _ in range(60):
        trainer.step()
    after = loss()
    assert after < before - 0.05, (before, after)
    # and over the run itself: the loss of the last steps is below that of the first
    history = trainer.progress.history
    assert history[-1][1] + history[-1][2] < history[0][1] + history[0][2]


def test_a_checkpoint_loads_and_plays_legal_games_in_the_arena(run: tuple[Trainer, Path]) -> None:
    _, out = run
    files = sorted(p.name for p in out.iterdir())
    assert {"latest.npz", "model-0000002.npz", "model-0000004.npz", "trainer.pt"} <= set(files)
    model = load_model(out / "latest.npz")
    assert model.game == "alu"
    assert model.info["games"] == 4
    spec = f"model:{out / 'latest.npz'},8"
    report = run_arena(make("alu"), [spec, "random"], 2, seed=1, progress=None)
    assert len(report.results) == 2  # the arena's Match refuses any illegal move
    assert all(r.plies > 10 and not r.reason.startswith("stopped") for r in report.results)
    assert report.tallies()[spec].games == 2


def test_resume_carries_on_the_run(tmp_path: Path) -> None:
    out = tmp_path / "run"
    first = Trainer(make("alu"), out, TINY, seed=5)
    first.run(games=2, workers=0, progress=None)
    buffered, steps = len(first.buffer), first.progress.steps
    again = Trainer(make("alu"), out, None, seed=5, resume=True)
    assert (again.progress.games, again.progress.steps, len(again.buffer)) == (2, steps, buffered)
    for name, w in again.net.state_dict().items():
        assert np.array_equal(w.numpy(), first.net.state_dict()[name].numpy()), name
    again.run(games=2, workers=0, progress=None)
    assert again.progress.games == 4
    assert again.progress.steps > steps
    with pytest.raises(WartableError, match="holds a run already"):
        Trainer(make("alu"), out, TINY)
    with pytest.raises(WartableError, match="no run to resume"):
        Trainer(make("alu"), tmp_path / "none", TINY, resume=True)


def test_the_command_line_trains_and_refuses_bad_settings(tmp_path: Path) -> None:
    out = tmp_path / "cli"
    assert (
        main(
            [
                "alu",
                "--out",
                str(out),
                "--games",
                "1",
                "--workers",
                "0",
                "--simulations",
                "4",
                "--hidden",
                "8",
                "--blocks",
                "0",
            ],
            progress=None,
        )
        == 0
    )
    assert (out / "latest.npz").is_file()
    for bad in (
        ["--games", "1", "--simulations", "0"],
        ["--minutes", "nan"],
        ["--games", "0"],
        [],
        ["--games", "1", "--lr", "-1"],
        ["--games", "1", "-o", "board=9x9"],
    ):
        assert main(["alu", "--out", str(tmp_path / "x"), *bad], progress=None) == 2, bad
    assert not (tmp_path / "x").exists()


def test_self_play_examples_hold_visit_shares_and_mover_relative_results() -> None:
    game = make("alu")
    enc = encoding_for(game)
    model = random_model(enc, 16, 1, seed=0)
    settings = SelfPlaySettings(simulations=6, max_plies=400)
    examples, z, plies = play_game(model, game, settings, random.Random(2))
    assert plies > 10
    assert examples
    assert sorted(z.tolist()) in ([0.0, 1.0], [0.5, 0.5])
    for e in examples:
        assert e.obs.shape == (enc.observation_size,)
        assert abs(float(e.policy.sum()) - 1.0) < 1e-5
        assert np.all(e.legal[:-1] < e.legal[1:])  # legal actions, ascending
        assert sorted(e.value.tolist()) == sorted(z.tolist())


def _hidden_position(name: str, plies: int, seed: int, **options: object):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    state = make(name, **options).initial_state()
    for _ in range(plies):
        if state.is_over():
            break
        state = random_step(state, rng)
    while state.to_move() == CHANCE:
        state = random_step(state, rng)
    return state


@pytest.mark.parametrize(
    ("name", "plies", "options"),
    [("orcwar", 40, {"players": 3}), ("flatwar", 1, {"build": "hidden"})],
)
def test_hidden_information_search_uses_the_seats_view_only(
    name: str, plies: int, options: dict[str, object]
) -> None:
    """OrcWar's hands and cups, Flatwar's hidden builds: two states that differ only in what
    the seat to move cannot see (``determinize``) get the same search, visit for visit."""
    state = _hidden_position(name, plies, 4, **options)
    seat = state.to_move()
    assert seat >= 0
    assert state.hides_from(seat)
    other = state.determinize(seat, random.Random(99))
    enc = encoding_for(state.game)
    model = random_model(enc, 16, 1, seed=1)
    roots = [Search(model, enc).run(s, seat, random.Random(7), 40) for s in (state, other)]
    visits = [{a: ch.n for a, ch in r.children.items()} for r in roots]
    assert visits[0] == visits[1]
    assert sum(visits[0].values()) == 39


def test_chance_is_sampled_in_the_search() -> None:
    """European War's dice: the search runs through chance nodes (open loop) to the network."""
    state = _hidden_position("europe", 12, 2)
    seat = state.to_move()
    assert seat >= 0
    enc = encoding_for(state.game)
    agent = ModelAgent(random_model(enc, 16, 1, seed=2), simulations=30)
    move = agent.choose(state, seat, random.Random(0))
    assert move in state.legal_moves()


def test_model_agent_names_where_paths_are_not_allowed(
    run: tuple[Trainer, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The server's computer seats (no ``paths``) name a model only by a plain name in the
    models folder; a path, ``..`` or a link out of the folder is refused, and so is any model
    while no folder is configured."""
    _, out = run
    latest = str(out / "latest.npz")
    monkeypatch.delenv(MODELS_ENV, raising=False)
    assert isinstance(make_agent(f"model:{latest}", paths=True), ModelAgent)
    for name in (f"model:{latest}", "model:latest"):
        with pytest.raises(BadOption, match=r"no models here|not a path"):
            make_agent(name)
    folder = tmp_path / "models"
    folder.mkdir()
    (folder / "alu1.npz").write_bytes((out / "latest.npz").read_bytes())
    (folder / "escape.npz").symlink_to(out / "latest.npz")
    (folder / "junk.npz").write_bytes(b"not a model")
    monkeypatch.setenv(MODELS_ENV, str(folder))
    assert isinstance(make_agent("model:alu1"), ModelAgent)
    assert make_agent("model:alu1.npz,12").iterations == 12  # type: ignore[attr-defined]
    for bad, why in [
        (f"model:{latest}", "not a path"),
        ("model:../alu/latest", "not a path"),
        ("model:.hidden", "not a path"),
        ("model:escape", "no model called"),
        ("model:missing", "no model called"),
        ("model:junk", "not a wartable model"),
        ("model:alu1,0", "out of range"),
        ("model:", "name the model"),
    ]:
        with pytest.raises(BadOption, match=why):
            make_agent(bad)


def test_a_model_refuses_another_games_positions(run: tuple[Trainer, Path]) -> None:
    _, out = run
    agent = make_agent(f"model:{out / 'latest.npz'}", paths=True)
    for game in (make("thud"), make("alu", board="10x4")):
        state = game.initial_state()
        while state.to_move() == CHANCE:
            state = random_step(state, random.Random(0))
        with pytest.raises(WartableError, match="model for alu"):
            agent.choose(state, state.to_move(), random.Random(0))


def test_wartable_play_seats_a_model(
    run: tuple[Trainer, Path],
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``wartable play alu --ai all=model:PATH,4``: a game between two model seats, to the end."""
    from wartable.cli import main as cli

    _, out = run
    monkeypatch.chdir(tmp_path)
    spec = f"model:{out / 'latest.npz'},4"
    assert cli(["play", "alu", "--ai", f"all={spec}", "--seed", "3"]) == 0
    assert "Game over:" in capsys.readouterr().out


def test_the_servers_computer_seat_plays_a_model_from_the_models_folder_only(
    run: tuple[Trainer, Path], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The server's worker (``think``) takes the client's level: a model's plain name in
    ``$WARTABLE_MODELS`` plays, under the match's thinking time; a path is refused."""
    from wartable.server.ai_worker import think

    _, out = run
    folder = tmp_path / "models"
    folder.mkdir()
    (folder / "alu-tiny.npz").write_bytes((out / "latest.npz").read_bytes())
    monkeypatch.setenv(MODELS_ENV, str(folder))
    state = make("alu").initial_state()
    text = think("alu", {}, state.to_text(), 0, "model:alu-tiny,8", 0.5, "seed")
    assert text in state.move_texts(state.legal_moves())
    with pytest.raises(BadOption, match="not a path"):
        think("alu", {}, state.to_text(), 0, f"model:{out / 'latest.npz'}", 0.5, "seed")


@pytest.mark.slow
def test_training_on_ray(tmp_path: Path) -> None:
    """``--ray local``: the self-play tasks run on a local Ray of two CPUs."""
    pytest.importorskip("ray")
    import ray

    trainer = Trainer(make("alu"), tmp_path / "ray", TINY, seed=1)
    try:
        trainer.run(games=4, workers=2, ray="local", progress=None)
    finally:
        ray.shutdown()
    assert trainer.progress.games >= 4
    assert load_model(tmp_path / "ray" / "latest.npz").info["games"] == trainer.progress.games


@pytest.mark.slow
def test_training_with_worker_processes(tmp_path: Path) -> None:
    trainer = Trainer(make("alu"), tmp_path / "procs", TINY, seed=2)
    trainer.run(games=4, workers=2, progress=None)
    assert trainer.progress.games >= 4
    assert trainer.progress.steps > 0


def test_wartable_arena_takes_a_model_with_its_budget(
    run: tuple[Trainer, Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from wartable.cli import main as cli
    from wartable.cli.commands import split_agents

    _, out = run
    path = out / "latest.npz"
    assert split_agents(f"model:{path},8,random") == [f"model:{path},8", "random"]
    assert split_agents(f"model:{path},mcts:60,c=0.3") == [f"model:{path}", "mcts:60,c=0.3"]
    assert cli(["arena", "alu", "--agents", f"model:{path},8,random", "--games", "2"]) == 0
    assert f"model:{path},8" in capsys.readouterr().out


def _pass_positions(count: int, seed: int) -> list[tuple[object, int]]:
    """ALU positions one ``end`` from the finish: the other seat passed its last turn, so
    ending this turn without action ends the game (R8.4) and the larger territory wins. Camps
    at random, stocks at random; each with the mover's result of ending now (no draws)."""
    from wartable.games.alu.state import END, AluState

    rng = random.Random(seed)
    base = make("alu").initial_state()
    assert isinstance(base, AluState)
    g = base.game
    area = len(g.geo.names)
    out: list[tuple[object, int]] = []
    while len(out) < count:
        squares = rng.sample(range(area), rng.randint(4, 16))
        cut = rng.randint(1, len(squares) - 1)
        circle = sum(1 << q for q in squares[:cut])
        square = sum(1 << q for q in squares[cut:])
        seat = rng.randrange(2)
        stock = lambda: (rng.randint(1, 20), rng.randint(0, 9), rng.randint(0, 5), 0)  # noqa: E731
        state = AluState(g, circle, square, 0, seat, 7 + seat, 3, stock(), stock(), False, True)
        winners = state.apply(END).outcome().winners  # type: ignore[union-attr]
        if len(winners) == 1:
            out.append((state, int(winners[0] == seat)))
    return out


def test_a_tiny_network_learns_the_value_of_positions_one_move_from_the_end() -> None:
    """A sanity check of the learner (network, loss, masks, the values' seat order): trained
    for a few seconds on positions where the mover's turn-ending ``end`` finishes the game,
    with that result as the mover's value target and ``end`` as the policy target, a 32-unit
    network predicts who wins on positions it never saw and puts ``end`` first."""
    from wartable.ai.network import NetShape
    from wartable.rl.zero.selfplay import Example
    from wartable.rl.zero.train import PolicyValueNet

    game = make("alu")
    enc = encoding_for(game)
    end_action = enc.index_of_text("end")

    def examples(seed: int, count: int) -> list[tuple[Example, int]]:
        out = []
        for state, won in _pass_positions(count, seed):
            seat = state.to_move()  # type: ignore[attr-defined]
            legal = np.asarray(enc.legal_indices(state), np.int32)  # type: ignore[arg-type]
            policy = (legal == end_action).astype(np.float32)
            value = np.array([won, 1 - won], np.float32)  # the mover's, then the other's
            obs = np.asarray(enc.observation(state, seat), np.float32)  # type: ignore[arg-type]
            out.append((Example(obs, legal, policy, value), won))
        return out

    train, held_out = examples(1, 400), examples(2, 200)
    torch.set_num_threads(1)
    torch.manual_seed(0)
    net = PolicyValueNet(NetShape(enc.observation_size, enc.num_actions, 2, 32, 1))
    opt = torch.optim.Adam(net.parameters(), lr=3e-3)
    batch_rng = np.random.default_rng(0)
    for _ in range(200):
        batch = [train[int(i)][0] for i in batch_rng.integers(0, len(train), 64)]
        p, v = losses(net, batch)
        opt.zero_grad()
        (p + v).backward()  # type: ignore[no-untyped-call]
        opt.step()
    model = net.to_model("alu", {"players": 2}, {})
    right = 0
    for e, won in held_out:
        probs, values = model.evaluate(e.obs, e.legal.tolist())
        right += (values[0] > 0.5) == bool(won)
        assert e.legal.tolist()[int(np.argmax(probs))] == end_action
        assert abs(values[0] + values[1] - 1.0) < 0.2  # two seats, one winner
    assert right / len(held_out) >= 0.85, right
