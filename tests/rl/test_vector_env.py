"""Issue 40: many games at once: gymnasium.vector (sync and async), the batched self-play
step, PettingZoo's parallel API."""

from __future__ import annotations

import random

import numpy as np
import pytest
from pettingzoo.test import parallel_api_test

from wartable.core import IllegalMove
from wartable.rl._common import mask_array, observation_array, resolve_chance, resolve_game
from wartable.rl.vector_env import BatchedGames, parallel_env, vector_env

SHORT = {
    "thud": {"battles": 1, "ply_limit": 60},
    "alu": {},
    "flatwar": {"turn_limit": 4},
    "europe": {"round_limit": 6},
    "orcwar": {"players": 2, "max_rounds": 2},
}


def _pick(mask: np.ndarray, rng: np.random.Generator) -> int:
    legal = np.flatnonzero(mask)
    return int(rng.choice(legal)) if len(legal) else 0


@pytest.mark.parametrize("name", sorted(SHORT))
def test_batched_games_are_the_games_played_one_by_one(name: str) -> None:
    """N games stepped together give, game by game, the states, observations and masks of
    the same games played alone with the same seeds and actions; a finished game reports its
    outcome's rewards and starts again."""
    n = 3
    batch = BatchedGames(name, n, **SHORT[name])
    batch.reset(seed=5)
    game = resolve_game(name, SHORT[name])
    enc = batch.encoding
    rngs = [random.Random(5 * n + i) for i in range(n)]
    alone = [resolve_chance(game.initial_state(), r) for r in rngs]
    pick = np.random.default_rng(1)
    finished = 0
    for _ in range(150):
        for i in range(n):
            seat = alone[i].to_move()
            assert batch.to_move[i] == seat
            assert batch.states[i].to_text() == alone[i].to_text()
            assert np.array_equal(batch.masks[i], mask_array(enc, alone[i], seat))
            assert (
                batch.observations[i].tobytes() == observation_array(enc, alone[i], seat).tobytes()
            )
        actions = [_pick(batch.masks[i], pick) for i in range(n)]
        rewards, done = batch.step(actions)
        for i in range(n):
            after = resolve_chance(alone[i].apply(enc.move_of(alone[i], actions[i])), rngs[i])
            if after.is_over():
                assert done[i]
                outcome = after.outcome()
                assert outcome is not None
                assert list(rewards[i]) == [2 * r - 1 for r in outcome.returns]
                finished += 1
                after = resolve_chance(game.initial_state(), rngs[i])
            else:
                assert not done[i]
                assert not rewards[i].any()
            alone[i] = after
    if name in ("thud", "flatwar"):
        assert finished > 0


def test_batched_games_refuse_a_bad_action_by_game_and_change_nothing() -> None:
    batch = BatchedGames("thud", 2, battles=1)
    with pytest.raises(IllegalMove, match="reset"):
        batch.step([0, 0])
    batch.reset(seed=0)
    before = [s.to_text() for s in batch.states]
    legal = int(np.flatnonzero(batch.masks[0])[0])
    troll = batch.encoding.index_of_text("TG7-G6")  # the dwarfs move first
    with pytest.raises(IllegalMove, match=rf"game 1: action {troll} .*not a legal move"):
        batch.step([legal, troll])
    with pytest.raises(IllegalMove, match="game 0: action -1: outside"):
        batch.step([-1, legal])
    with pytest.raises(IllegalMove, match="3 actions for 2 games"):
        batch.step([legal, legal, legal])
    assert [s.to_text() for s in batch.states] == before


def test_batched_games_truncate_at_max_plies() -> None:
    batch = BatchedGames("alu", 2, max_plies=3)
    batch.reset(seed=1)
    rng = np.random.default_rng(0)
    dones = []
    for _ in range(3):
        _, done = batch.step([_pick(m, rng) for m in batch.masks])
        dones.append(done.copy())
    assert dones[-1].all()
    assert not dones[0].any()
    assert (batch.plies == 0).all()


@pytest.mark.parametrize("asynchronous", [False, True])
def test_gymnasium_vector_env_sync_and_async(asynchronous: bool) -> None:
    env = vector_env("thud", 2, asynchronous=asynchronous, battles=1, ply_limit=30)
    try:
        obs, _ = env.reset(seed=3)
        assert obs["observation"].shape == (2, 10, 15, 15)
        assert obs["action_mask"].shape[0] == 2
        rng = np.random.default_rng(0)
        ends = 0
        for _ in range(40):
            actions = np.array([_pick(m, rng) for m in obs["action_mask"]])
            obs, _reward, term, _trunc, _ = env.step(actions)
            ends += int(term.sum())
        assert ends > 0  # 30 plies a game, the learner's and the opponent's
    finally:
        env.close()


@pytest.mark.parametrize("name", ["thud", "orcwar"])
def test_pettingzoo_parallel_api(name: str) -> None:
    parallel_api_test(parallel_env(name, **SHORT[name]), num_cycles=60)


def test_parallel_env_one_agent_acts_a_step() -> None:
    env = parallel_env("alu")
    obs, infos = env.reset(seed=2)
    movers = [a for a in env.agents if infos[a]["to_move"]]
    assert len(movers) == 1
    others = [a for a in env.agents if a not in movers]
    assert all(not obs[a]["action_mask"].any() for a in others)
    with pytest.raises(IllegalMove, match="its action is missing"):
        env.step({a: 0 for a in others})
    action = int(np.flatnonzero(obs[movers[0]]["action_mask"])[0])
    obs, rewards, terms, _, infos = env.step({movers[0]: action, **{a: 0 for a in others}})
    assert set(obs) == set(env.possible_agents)
    assert set(rewards) == set(terms) == set(infos) == set(env.possible_agents)
