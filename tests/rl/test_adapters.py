"""The PettingZoo, Gymnasium and OpenSpiel adapters (issue 28): the libraries' own checks,
``game_state``, rewards, masks and observations compared with the game itself."""

from __future__ import annotations

import random

import gymnasium
import numpy as np
import pyspiel
import pytest
from gymnasium.utils.env_checker import check_env
from open_spiel.python.algorithms import ismcts, mcts
from pettingzoo.test import api_test

import wartable.rl
from wartable.core import CHANCE, IllegalMove, make
from wartable.core.encoding import encoding_for
from wartable.rl import aec_env, gym_env, openspiel_game

#: short games, so the libraries' checks finish quickly
FAST = {
    "thud": {"battles": 1, "ply_limit": 60},
    "alu": {},
    "flatwar": {"turn_limit": 4},
    "europe": {"round_limit": 6},
    "orcwar": {"players": 2, "max_rounds": 2},
}


@pytest.mark.parametrize("name", sorted(FAST))
def test_pettingzoo_api_test(name: str) -> None:
    env = aec_env(name, **FAST[name])
    api_test(env, num_cycles=40)


@pytest.mark.parametrize("name", sorted(FAST))
def test_pettingzoo_game_state_rewards_and_masks(name: str) -> None:
    """Play to the end with masked random actions: masks are the game's legal moves, the
    observation is the encoding's tensor of the seat's view, rewards the outcome's."""
    env = aec_env(name, **FAST[name])
    env.reset(seed=3)
    raw = env.unwrapped
    enc = encoding_for(raw.rules)
    rng = np.random.default_rng(0)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter(10_000):
        obs, reward, term, trunc, _ = env.last()
        totals[agent] += reward
        state = raw.game_state
        seat = int(agent.split("_")[1])
        assert state.to_move() != CHANCE
        assert obs["observation"].ravel().tolist() == pytest.approx(enc.observation(state, seat))
        if term or trunc:
            env.step(None)
            continue
        assert state.to_move() == seat
        legal = sorted(enc.legal_actions(state))
        assert np.flatnonzero(obs["action_mask"]).tolist() == legal
        env.step(int(rng.choice(legal)))
    outcome = raw.game_state.outcome()
    assert outcome is not None
    assert [totals[a] for a in env.possible_agents] == [2 * r - 1 for r in outcome.returns]


def test_pettingzoo_illegal_action_changes_nothing() -> None:
    env = aec_env("thud", battles=1)
    env.reset(seed=0)
    before = env.unwrapped.game_state
    illegal = encoding_for(make("thud")).index_of_text("TG7-G6")
    with pytest.raises(IllegalMove, match=f"action {illegal}"):
        env.step(illegal)
    assert env.unwrapped.game_state is before


def test_pettingzoo_seeded_chance_is_reproducible() -> None:
    def play(seed: int) -> list[str]:
        env = aec_env("flatwar", turn_limit=3)
        env.reset(seed=seed)
        rng = random.Random(1)
        for _agent in env.agent_iter(400):
            obs, _, term, trunc, _ = env.last()
            if term or trunc:
                env.step(None)
                continue
            env.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
        return env.unwrapped.game_state.to_text().splitlines()

    assert play(5) == play(5)
    assert play(5) != play(6)


@pytest.mark.parametrize("name", sorted(FAST))
def test_gymnasium_check_env(name: str) -> None:
    env = gym_env(name, **FAST[name])
    check_env(env, skip_render_check=True)


def test_gymnasium_make_registered() -> None:
    assert wartable.rl is not None
    for key in (
        "wartable/Thud-v0",
        "wartable/Alu-v0",
        "wartable/Flatwar-v0",
        "wartable/Europe-v0",
        "wartable/Orcwar-v0",
    ):
        assert key in gymnasium.registry
    env = gymnasium.make("wartable/Thud-v0", battles=1, opponent="random", seat=1)
    obs, _ = env.reset(seed=1)
    state = env.unwrapped.game_state
    assert state.to_move() == 1  # the opponent (dwarfs, seat 0) has moved
    assert len(state.to_text().splitlines()) >= 16
    assert np.flatnonzero(obs["action_mask"]).tolist() == sorted(
        encoding_for(state.game).legal_actions(state)
    )


def test_gymnasium_episode_reward_is_the_outcome() -> None:
    env = gym_env("alu", opponent="greedy", seat=0)
    env.reset(seed=2)
    rng = np.random.default_rng(2)
    total, done = 0.0, False
    while not done:
        action = int(rng.choice(np.flatnonzero(env.action_masks())))
        _, reward, done, _, info = env.step(action)
        total += float(reward)
    outcome = env.game_state.outcome()
    assert outcome is not None
    assert info["reason"] == outcome.reason
    assert total == 2 * outcome.returns[0] - 1


def test_gymnasium_illegal_action() -> None:
    env = gym_env("thud", battles=1)
    env.reset(seed=0)
    before = env.game_state
    illegal = encoding_for(before.game).index_of_text("TG7-G6")
    _, reward, done, _, info = env.step(illegal)
    assert (reward, done, info) == (-1.0, True, {"illegal": True})
    assert env.game_state is before
    strict = gym_env("thud", battles=1, illegal="raise")
    strict.reset(seed=0)
    with pytest.raises(IllegalMove, match="not a legal move"):
        strict.step(illegal)


def test_openspiel_game_and_state() -> None:
    game = openspiel_game("flatwar", turn_limit=3)
    assert game.get_type().short_name == "python_wartable_flatwar"
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
    assert game.num_distinct_actions() == encoding_for(make("flatwar")).num_actions
    state = game.new_initial_state()
    rng = np.random.default_rng(4)
    chance_nodes = 0
    while not state.is_terminal():
        ws = state.game_state
        if state.is_chance_node():
            chance_nodes += 1
            outcomes = state.chance_outcomes()
            assert [p for _, p in outcomes] == [p for _, p in ws.chance_outcomes()]
            actions, probs = zip(*outcomes, strict=True)
            state.apply_action(int(rng.choice(actions, p=probs)))
            continue
        player = state.current_player()
        assert player == ws.to_move()
        assert state.observation_tensor(player) == pytest.approx(
            encoding_for(ws.game).observation(ws, player)
        )
        legal = state.legal_actions()
        assert len(legal) == len(ws.legal_moves())
        clone = state.clone()
        state.apply_action(int(rng.choice(legal)))
        assert clone.game_state is ws
        assert clone.history() != state.history()
    assert chance_nodes > 0
    outcome = state.game_state.outcome()
    assert outcome is not None
    assert state.returns() == [2 * r - 1 for r in outcome.returns]


def test_openspiel_mcts_plays() -> None:
    """OpenSpiel's MCTS bot chooses legal moves on wartable games."""
    game = openspiel_game("alu")
    state = game.new_initial_state()
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(0))
    bot = mcts.MCTSBot(game, 2.0, 30, evaluator, random_state=np.random.RandomState(1))
    action = bot.step(state)
    assert action in state.legal_actions()
    thud = openspiel_game("thud", battles=1, ply_limit=40)
    tstate = thud.new_initial_state()
    tbot = mcts.MCTSBot(thud, 2.0, 8, evaluator, random_state=np.random.RandomState(3))
    assert tbot.step(tstate) in tstate.legal_actions()


def test_openspiel_ismcts_on_orcwar() -> None:
    """ISMCTS on OrcWar, the game with hidden hands: samples come from
    ``resample_from_infostate`` (``State.determinize``); the other seats' information states
    in a sample need not match their sampled hands, hence ``allow_inconsistent_action_sets``."""
    game = openspiel_game("orcwar", players=2, max_rounds=2)
    assert game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    state = game.new_initial_state()
    rng = np.random.default_rng(0)
    while state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes(), strict=True)
        state.apply_action(int(rng.choice(actions, p=probs)))
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(0))
    bot = ismcts.ISMCTSBot(
        game,
        evaluator,
        2.0,
        20,
        random_state=np.random.RandomState(2),
        allow_inconsistent_action_sets=True,
    )
    assert bot.step(state) in state.legal_actions()
    seat = state.current_player()
    other = 1 - seat
    mine = state.information_state_string(seat)
    theirs = state.information_state_string(other)
    assert "draw ?" in theirs or "draw ?" in mine
    sample = state.resample_from_infostate(seat, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert sample.game_state.view(seat) == state.game_state.view(seat)
    assert sample.information_state_string(seat) == mine
    assert sample.observation_tensor(seat) == state.observation_tensor(seat)


def test_openspiel_information_state() -> None:
    game = openspiel_game("thud", battles=1)
    state = game.new_initial_state()
    state.apply_action(state.legal_actions()[0])
    text = state.information_state_string(1)
    assert text.splitlines() == ["seat 1", "dF1-F2"]
    assert state.information_state_tensor(0) == state.observation_tensor(0)
    resampled = state.resample_from_infostate(0, pyspiel.UniformProbabilitySampler(0.0, 1.0))
    assert resampled.game_state == state.game_state  # perfect information


def test_pettingzoo_max_plies_truncates() -> None:
    env = aec_env("thud", battles=1, max_plies=6)
    env.reset(seed=0)
    steps = 0
    for _agent in env.agent_iter(100):
        obs, _, term, trunc, _ = env.last()
        if term or trunc:
            assert trunc
            assert not term
            env.step(None)
            continue
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        steps += 1
    assert steps == 6
    assert not env.agents
    assert env.unwrapped.game_state.outcome() is None
