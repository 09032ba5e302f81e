"""OrcWar's AI evaluation in C (``_corcwar.c``) gives the pure-Python values to the last bit:
every position's evaluation, the playout policy's value of every march and deployment (R6.3,
R6.4, R7.2, R7.3), and so the very same playout choices, over seeded games of 2 to 6 players.
A speed measure only: no rule reads it."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Iterator

import pytest

from wartable.core import random_step
from wartable.games.orcwar import OrcWar, heuristics
from wartable.games.orcwar.state import OrcState

if not heuristics.NATIVE_AVAILABLE:
    if os.environ.get("CI"):
        pytest.fail("the C evaluation _corcwar was not built (setup.py)", pytrace=False)
    pytest.skip("the C evaluation is not built here", allow_module_level=True)


@pytest.fixture(autouse=True)
def _native_back() -> Iterator[None]:
    yield
    heuristics.use_native(heuristics.NATIVE_AVAILABLE)


def _positions(players: int, seed: int, plies: int = 1200) -> Iterator[OrcState]:
    state = OrcWar(players=players).initial_state()
    rng = random.Random(seed)
    ply = 0
    while not state.is_over() and ply < plies:
        assert isinstance(state, OrcState)
        yield state
        state = random_step(state, rng)
        ply += 1


def test_the_evaluation_is_the_python_one() -> None:
    checked = 0
    for players, seed in ((2, 4), (3, 8), (4, 5), (6, 6)):
        for i, state in enumerate(_positions(players, seed, 600)):
            if i % 3:
                continue
            for s in (state, state.determinize(i % players, random.Random(i))):
                assert isinstance(s, OrcState)
                heuristics.use_native(True)
                native = heuristics.evaluate(s)
                heuristics.use_native(False)
                assert native == heuristics.evaluate_fresh(s), i
                checked += 1
    assert checked > 500


def test_marches_and_deployments_are_valued_as_in_python() -> None:
    """Every legal move of every movement and deployment decision: the C value, where it
    gives one, is the evaluation after playing the move, for every seat."""
    valued = 0
    kinds: set[str] = set()
    for players, seed in ((2, 4), (3, 8), (4, 5), (6, 6)):
        for state in _positions(players, seed):
            top = state.stack[-1] if state.stack else ("", -1)
            if top[0] not in ("move", "deploy") or state.to_move() < 0:
                continue
            moves = state.legal_moves()
            p = top[1] if top[0] == "deploy" else -1
            played = [heuristics.evaluate_fresh(state.apply(m)) for m in moves]
            for seat in range(players):
                values = heuristics.c_module.greedy(  # type: ignore[union-attr]
                    state.n,
                    state.armies,
                    state.control,
                    state.hands,
                    state.gold,
                    top[0],
                    p,
                    moves,
                    seat,
                )
                for m, v, after in zip(moves, values, played, strict=True):
                    if v is not None:
                        assert v == after[seat], (top[0], m, seat)
                        valued += 1
                        kinds.add("@" if "@" in m else "+" if "+" in m else top[0])
    assert valued > 2000
    assert kinds == {"move", "@", "+"}


def test_the_playout_policy_chooses_the_same_moves() -> None:
    """The greedy playout policy, C or Python, picks the same move with the same random
    numbers at every decision of seeded games."""
    compared = 0
    for players, seed in ((2, 9), (4, 10), (5, 11)):
        for i, state in enumerate(_positions(players, seed, 900)):
            if state.to_move() < 0:
                continue
            moves = state.legal_moves()
            if len(moves) < 2:
                continue
            heuristics.use_native(True)
            a = random.Random(i)
            native = heuristics.playout(state, moves, a)
            heuristics.use_native(False)
            b = random.Random(i)
            assert heuristics.playout(state, moves, b) == native, (i, state.stack[-1])
            assert a.random() == b.random()  # the same random numbers were drawn
            compared += 1
    assert compared > 300


@pytest.mark.parametrize(
    "args",
    [
        ("x", [], [], [], []),
        (2, [("not", "an", "army")], [0] * 21, [[0] * 40] * 2, [[0, 0, 0]] * 2),
        (2, [], [0] * 3, [[0] * 40] * 2, [[0, 0, 0]] * 2),
        (9, [], [0] * 21, [], []),
    ],
)
def test_bad_fields_are_refused_with_an_error(args: tuple[object, ...]) -> None:
    c = heuristics.c_module
    assert c is not None
    with pytest.raises((TypeError, ValueError)):
        c.evaluate(*args)


def test_without_the_extension_the_python_evaluation_is_used() -> None:
    """Where the extension was not built, heuristics.py imports without it and evaluates the
    same: a fresh interpreter that cannot import ``_corcwar`` gives the start's values."""
    code = """
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name == "wartable.games.orcwar._corcwar":
            raise ImportError("blocked for the test")
        return None
sys.meta_path.insert(0, Block())
from wartable.games.orcwar import OrcWar, heuristics
assert not heuristics.NATIVE_AVAILABLE and not heuristics.native_in_use()
print(repr(heuristics.evaluate(OrcWar(players=3).initial_state())))
"""
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    heuristics.use_native(True)
    assert out.stdout.strip() == repr(heuristics.evaluate(OrcWar(players=3).initial_state()))
