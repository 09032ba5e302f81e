"""bench/bench_strength.py's time budget for OpenSpiel's bots (issue 40): the bot's simulations
are set so that its moves take the bench's time on average, with a fake clock (no timing)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("open_spiel")

BENCH = Path(__file__).resolve().parents[2] / "bench" / "bench_strength.py"


def load_bench() -> Any:
    spec = importlib.util.spec_from_file_location("bench_strength_under_test", BENCH)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class FakeState:
    """A decision with ``n`` legal actions."""

    def __init__(self, n: int) -> None:
        self.n = n

    def legal_actions(self) -> list[int]:
        return list(range(self.n))


def count_simulations(bot: Any, name: str, clock: Clock) -> list[int]:
    """Wrap the bot's per-simulation method ``name``: each call moves the fake clock by 10 ms
    and appends to the returned list."""
    simulate = getattr(bot, name)
    counted: list[int] = []

    def counting(*args: Any) -> Any:
        counted.append(1)
        clock.now += 0.01
        return simulate(*args)

    setattr(bot, name, counting)
    return counted


CHOICE = FakeState(3)
FORCED = FakeState(1)


class FakeBot:
    """Spends ``cost`` seconds of the fake clock a simulation."""

    def __init__(self, clock: Clock, cost: float) -> None:
        self.clock = clock
        self.cost = cost
        self.max_simulations = 0
        self.budgets: list[int] = []

    def step(self, state: Any) -> int:
        if state is FORCED:  # as ISMCTSBot: one legal action, no search
            return 0
        self.budgets.append(self.max_simulations)
        self.clock.now += self.max_simulations * self.cost
        return 0


def test_the_bot_spends_the_benchs_time_on_average() -> None:
    bench = load_bench()
    clock = Clock()
    bot = FakeBot(clock, 0.002)  # 500 simulations a second
    timed = bench.TimedBot(bot, 0.5, clock)
    for _ in range(40):
        timed.step(CHOICE)
    assert bot.budgets[0] == 2  # uncalibrated, the first move measures the rate
    assert bot.budgets[-1] == 250  # then 0.5 s of simulations a move
    assert timed.spent / timed.moves == pytest.approx(0.5, rel=0.02)


def test_calibrated_before_the_game_the_first_move_has_its_time() -> None:
    """A short game (European War: about eight moves a side) cannot repay a first move's
    wrong guess: the rate is measured before the game, by doubling searches until one takes
    50 ms, and that time is not counted as the bot's."""
    bench = load_bench()
    clock = Clock()
    bot = FakeBot(clock, 0.002)
    timed = bench.TimedBot(bot, 0.5, clock)
    timed.calibrate(None)
    assert bot.budgets == [2, 4, 8, 16, 32]  # 32 simulations take 64 ms
    assert timed.spent == 0
    for _ in range(8):
        timed.step(CHOICE)
    assert bot.budgets[5:] == pytest.approx([250] * 8, abs=1), bot.budgets  # float rounding
    assert timed.spent / timed.moves == pytest.approx(0.5)


def test_slow_simulations_get_two_a_move() -> None:
    """Where a simulation takes longer than the bench's time (1.5 s here) the bot runs
    the fewest simulations that choose a move (two: MCTSBot's first only evaluates the root),
    not a floor of four (which made it spend seconds a move)."""
    bench = load_bench()
    clock = Clock()
    bot = FakeBot(clock, 1.5)
    timed = bench.TimedBot(bot, 0.5, clock)
    timed.calibrate(None)
    for _ in range(10):
        timed.step(CHOICE)
    assert bot.budgets == [2] + [2] * 10


@pytest.mark.parametrize("kind", ["mcts", "ismcts"])
def test_each_openspiel_bot_searches_the_budget_it_is_given(kind: str) -> None:
    """Both of OpenSpiel's bots, built as the bench builds them, run the simulations the
    budget sets and so spend the bench's time on average: each simulation moves the fake
    clock by 10 ms (ISMCTSBot reads its budget from a private attribute; setting the public
    one left it at its constructor's eight a move, a fifth of hard's time)."""
    import pyspiel

    bench = load_bench()
    clock = Clock()
    # MCTSBot's solver would end a search of Kuhn poker early; ISMCTSBot takes imperfect
    # information only
    game = pyspiel.load_game("connect_four" if kind == "mcts" else "kuhn_poker")
    timed = bench.make_bot(kind, game, 0.5, 7, clock)
    bot = timed.bot
    name = "_apply_tree_policy" if kind == "mcts" else "run_simulation"
    counted = count_simulations(bot, name, clock)
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.legal_actions()[0])
    timed.calibrate(state)
    del counted[:]
    for _ in range(6):
        timed.step(state)
    assert len(counted) == pytest.approx(6 * 50, abs=6)  # 0.5 s at 10 ms a simulation
    assert timed.spent / timed.moves == pytest.approx(0.5, rel=0.02)


def test_a_forced_move_is_not_a_search() -> None:
    """ISMCTSBot answers a state with one legal action without searching: the rate measured
    from that gave the next move a budget far beyond its time (in OrcWar, where a third of the
    decisions are forced, a game at 0.02 s a move had not ended after five minutes). A forced
    move is played without the bot, costs no time and leaves the rate as it was."""
    bench = load_bench()
    clock = Clock()
    bot = FakeBot(clock, 0.002)
    timed = bench.TimedBot(bot, 0.5, clock)
    timed.calibrate(CHOICE)
    timed.step(CHOICE)
    assert timed.step(FORCED) == 0
    timed.step(CHOICE)
    assert bot.budgets[-2:] == pytest.approx([250, 250], abs=1)
    assert timed.moves == 2


@pytest.mark.timeout(120)
def test_a_game_against_ismcts_gives_the_bot_its_time(tmp_path: Path) -> None:
    """End to end (bench.play, OrcWar against ISMCTSBot, 0.05 CPU-s a move): both sides spend
    about the time a decision; forced moves are played by the bench for either side. The
    game's record (``--records``) replays through the rules to the same end, signed by this
    host, the chance outcomes included. (At 0.02 s a move the bot's smallest budget, two
    random rollouts of OrcWar of 2-47 ms each, takes longer than its time: 0.037-0.06 s.)"""
    from wartable.core import replay

    bench = load_bench()
    record = tmp_path / "game.json"
    score, hard, bot, plies = bench.play(
        "orcwar", {"players": 2}, "ismcts", 0.05, 1, 1, "cpu", record
    )
    assert 0.0 <= score <= 1.0
    assert plies > 20
    assert 0.035 < hard < 0.065
    assert 0.035 < bot < 0.065
    match = replay(record, verify=True)
    assert match.state.is_over()
    assert match.players == ["ISMCTSBot", "hard@0.05s"]
    outcome = match.state.outcome()
    assert outcome is not None
    won = outcome.winners
    assert score == (0.5 if not won else 1.0 / len(won) if 1 in won else 0.0)
    decisions = sum(1 for mover in match.movers if mover >= 0)
    assert decisions == plies


def test_a_search_the_solver_ends_early_does_not_measure_the_rate() -> None:
    """MCTSBot's solver ends a search once it proves the root: a few simulations in no time.
    The rate measured from that gave the next moves budgets of billions of simulations (an
    OrcWar game against MCTSBot never ended). Tic-tac-toe at 10 ms a simulation of the fake
    clock: after a move the solver proves (X wins at once), the next search of the opening has
    the budget of its time (at most twice 0.5 s), not thousands of simulations.

        X X .        the position proved: X to move wins on the top row
        O O .
        . . .
    """
    import pyspiel

    bench = load_bench()
    clock = Clock()
    game = pyspiel.load_game("tic_tac_toe")
    timed = bench.make_bot("mcts", game, 0.5, 7, clock)
    bot = timed.bot
    counted = count_simulations(bot, "_apply_tree_policy", clock)
    opening = game.new_initial_state()
    proved = game.new_initial_state()
    for cell in (0, 3, 1, 4):
        proved.apply_action(cell)
    timed.calibrate(opening)
    assert timed.rate == pytest.approx(100)
    timed.step(opening)
    del counted[:]
    assert timed.step(proved) == 2
    proof = len(counted)
    assert 0 < proof < 10  # the solver's proof ended the search
    assert timed.rate == pytest.approx(100)  # not measured from the short search
    del counted[:]
    timed.step(opening)
    assert len(counted) <= 100  # twice 0.5 s at 10 ms a simulation
    del counted[:]
    timed.step(proved)
    assert timed.searched == len(counted) < 10  # what make_bot reads from MCTSBot's root


def test_the_rate_grows_at_most_fourfold_a_move() -> None:
    """Whatever one search measures, the next budget is at most four times the last rate's."""
    bench = load_bench()
    clock = Clock()
    bot = FakeBot(clock, 0.002)
    timed = bench.TimedBot(bot, 0.5, clock)
    timed.calibrate(CHOICE)
    assert timed.rate == pytest.approx(500)
    bot.cost = 0.0  # a search in no time
    timed.step(CHOICE)
    assert timed.rate == pytest.approx(2000)


def test_a_rows_code_is_marked_changed_by_code_only(tmp_path: Path) -> None:
    """A row's ``code`` gets ``+`` when ``src/`` or ``bench/`` has changes, not when results
    or docs written during the run do (rows played with an unchanged commit's code were
    marked ``b52a475+``)."""
    import shutil
    import subprocess

    def git(*args: str) -> str:
        done = subprocess.run(
            ["git", "-C", str(tmp_path), "-c", "user.name=t", "-c", "user.email=t@t", *args],
            capture_output=True,
            text=True,
            check=True,
        )
        return done.stdout.strip()

    files = {
        "src/code.py": "x = 1\n",
        "bench/results/strength.jsonl": "{}\n",
        "docs/ai.md": "# AI\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text)
    shutil.copy(BENCH, tmp_path / "bench" / "bench_strength.py")
    git("init", "-q")
    git("add", "-A")
    git("commit", "-qm", "start")
    commit = git("rev-parse", "--short", "HEAD")
    spec = importlib.util.spec_from_file_location(
        "bench_copy", tmp_path / "bench" / "bench_strength.py"
    )
    assert spec is not None
    assert spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    assert bench.code_version() == commit
    (tmp_path / "docs" / "ai.md").write_text("# AI\nmore\n")
    (tmp_path / "bench" / "results" / "strength.jsonl").write_text("{}\n{}\n")
    assert bench.code_version() == commit
    (tmp_path / "src" / "code.py").write_text("x = 2\n")
    assert bench.code_version() == commit + "+"
    git("checkout", "src/code.py")
    with (tmp_path / "bench" / "bench_strength.py").open("a") as f:
        f.write("# a change\n")
    assert bench.code_version() == commit + "+"
