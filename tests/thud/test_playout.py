"""Issue 40: classic Thud's random playouts in C (``_cthud.playout`` through
``rules.random_playout``) are the pure-Python loop's to the bit: from the same position with
generators in the same state, the same position is reached (R3 dwarf moves and hurls, R4
troll moves and captures, R5 the battle's end: no pieces, no move, the quiet and ply limits,
R5.1 the agreement protocol, R6 the next battle) and the generators end in the same state.
Also the C action indices and observation planes equal encoding.py's."""

from __future__ import annotations

import os
import random
from typing import Any

import numpy as np
import pytest

from wartable.core import make
from wartable.core.encoding import encoding_for
from wartable.games.thud import rules

if not rules.NATIVE_AVAILABLE:
    if os.environ.get("CI"):
        pytest.fail("the C move generator was not built (setup.py)", pytrace=False)
    pytest.skip("the C move generator is not built here", allow_module_level=True)

from wartable.games.thud import _cthud

OPTION_SETS: list[dict[str, Any]] = [
    {"quiet_limit": 60, "ply_limit": 500},
    {"quiet_limit": 20, "ply_limit": 120, "battles": 2},
    {"agreement": True, "quiet_limit": 40, "ply_limit": 300, "battles": 2},
    {"troll_move_captures": "any", "shove_captures": "choose", "ply_limit": 200},
    {"single_troll_shove": True, "ply_limit": 150},
    {"battles": 2},  # the rulebook's: no limits, the battles end by pieces or no move
]


def _python(state: Any, rng: random.Random, plies: int) -> Any:
    """The reference: the pure-Python generator and the pure-Python loop."""
    rules.use_native(False)
    try:
        return rules.python_playout(state, rng, plies)
    finally:
        rules.use_native(True)


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(map(str, o.items())))
def test_c_playouts_are_the_python_loop_R3_R4_R5_R6(options: dict[str, Any]) -> None:
    game = make("thud", **options)
    reasons = set()
    for seed in range(6):
        start = game.initial_state()
        # from the start, and from a position some random plies in, in pieces of a playout
        for plies in (10_000, 37):
            fast_rng, slow_rng = random.Random(seed), random.Random(seed)
            fast = start.random_playout(fast_rng, plies)
            slow = _python(start, slow_rng, plies)
            assert fast.to_text() == slow.to_text()
            assert (fast.dwarfs, fast.trolls, fast.over) == (slow.dwarfs, slow.trolls, slow.over)
            assert fast_rng.getstate() == slow_rng.getstate()
            if fast.over:
                reasons.update(r for _, _, r in fast.results)
                assert fast.outcome() == slow.outcome()
            start = fast if not fast.over else start
    assert reasons


def test_c_playout_reaches_every_end_of_a_battle_R5() -> None:
    seen = set()
    for options in OPTION_SETS:
        game = make("thud", **options)
        for seed in range(4):
            end = game.initial_state().random_playout(random.Random(seed), 100_000)
            seen.update(r for _, _, r in end.results)
    assert {"quiet", "ply-limit"} <= seen
    assert seen & {"no-pieces", "no-move", "agreement"}


def test_random_playout_without_c_and_with_another_generator_is_the_python_loop() -> None:
    """A generator that is not a plain random.Random (its draws might differ) and Koom Valley
    take the Python loop."""

    class Counting(random.Random):
        pass

    game = make("thud", quiet_limit=30)
    a, b = Counting(3), random.Random(3)
    assert (
        game.initial_state().random_playout(a, 50).to_text()
        == _python(game.initial_state(), b, 50).to_text()
    )
    kvt = make("thud", ruleset="kvt", quiet_limit=30)
    end = kvt.initial_state().random_playout(random.Random(1), 40)
    assert end.to_text() == _python(kvt.initial_state(), random.Random(1), 40).to_text()


def test_c_playout_refuses_bad_arguments_by_name() -> None:
    state = make("thud").initial_state()
    args = [state.cells, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, random.Random(0).getrandbits, 5]
    with pytest.raises(TypeError, match="13 arguments"):
        _cthud.playout(*args[:-1])
    with pytest.raises(ValueError, match="side: 2"):
        _cthud.playout(args[0], 2, *args[2:])
    with pytest.raises(ValueError, match="offer: 7"):
        _cthud.playout(*args[:4], 7, *args[5:])
    with pytest.raises(TypeError, match="225 bytes"):
        _cthud.playout(b"x", *args[1:])


@pytest.mark.parametrize("options", OPTION_SETS[:4], ids=lambda o: ",".join(map(str, o.items())))
def test_c_action_indices_and_planes_are_the_encodings(options: dict[str, Any]) -> None:
    game = make("thud", **options)
    enc = encoding_for(game)
    sets = enc.sets  # type: ignore[attr-defined]
    rng = random.Random(9)
    state = game.initial_state()
    out = np.empty(enc.observation_size, dtype=np.float32)
    for i in range(300):
        if state.over:
            state = game.initial_state()
        moves = state.legal_moves()
        assert _cthud.action_indices(moves, sets) == [enc.text_action_of(state, m) for m in moves]
        if i % 5 == 0:
            for seat in (0, 1, None):
                enc.observe_into(state, seat, out)
                ref = np.asarray(enc.view_observation(state, seat), dtype=np.float32)
                assert out.tobytes() == ref.tobytes()
        state = state.apply(moves[rng.randrange(len(moves))])
    with pytest.raises(ValueError, match="not a classic Thud move"):
        _cthud.action_indices([0], False)
    with pytest.raises(TypeError, match="2,250 float32"):
        _cthud.observe_into(state.cells, 0, 0.0, np.empty(10, dtype=np.float32))


def test_generic_mcts_plays_the_same_with_c_playouts_and_without() -> None:
    """Plain MCTS (random playouts) takes Thud's C playouts; its search is the same search
    with the pure-Python loop: the same move, the same visit counts and values at the root."""
    from wartable.ai.mcts import MCTSAgent

    game = make("thud", quiet_limit=30, ply_limit=200)
    state = game.initial_state()
    for _ in range(6):
        state = state.apply(state.legal_moves()[3])

    def search() -> tuple[Any, list[tuple[int, float]]]:
        agent = MCTSAgent(iterations=60, generic=True, playout_depth=80)
        move = agent.choose(state, state.to_move(), random.Random(4))
        root = agent.last_root
        assert root is not None
        stats = sorted((ch.n, ch.w) for ch in root.children.values())
        return move, stats

    fast = search()
    rules.use_native(False)
    try:
        slow = search()
    finally:
        rules.use_native(True)
    assert fast == slow
