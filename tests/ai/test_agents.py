"""Agents on every registered game: legal moves only, own view only, names and levels."""

from __future__ import annotations

import random

import pytest

import wartable
from wartable.ai import LEVELS, MCTSAgent, agent_move, agent_names, make_agent
from wartable.ai.evaluation import knowledge
from wartable.core import CHANCE, BadOption, State, sample_chance

GAMES = wartable.game_names()
QUICK_AGENTS = ["random", "greedy", "mcts:12"]


def positions(name: str, count: int = 4, seed: int = 1) -> list[State]:
    """Decision points spread along one random playout of ``name``."""
    rng = random.Random(seed)
    state = wartable.make(name).initial_state()
    found: list[State] = []
    plies = 0
    while not state.is_over() and plies < 400:
        if state.to_move() == CHANCE:
            state = state.apply(sample_chance(state, rng))
        else:
            if plies % 25 == 3:
                found.append(state)
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])
        plies += 1
    return found[:count]


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("agent_name", QUICK_AGENTS)
def test_agents_choose_legal_moves(name: str, agent_name: str) -> None:
    agent = make_agent(agent_name)
    for i, state in enumerate(positions(name)):
        seat = state.to_move()
        text = agent_move(state, seat, agent, random.Random(i))
        state.parse_move(text)  # raises if the move is not legal in the true state


@pytest.mark.parametrize("name", GAMES)
def test_evaluation_gives_each_seat_a_value_in_range(name: str) -> None:
    know = knowledge(name)
    for state in positions(name, count=6, seed=2):
        values = know.evaluate(state)
        assert len(values) == state.game.num_players
        assert all(0.0 <= v <= 1.0 for v in values)


@pytest.mark.parametrize("name", [g for g in GAMES if wartable.make(g).has_hidden_information])
def test_agents_use_only_their_own_view(name: str) -> None:
    """Two true states that differ only in what the seat cannot see get the same move."""
    for i, state in enumerate(positions(name, count=3, seed=3)):
        seat = state.to_move()
        other_a = state.determinize(seat, random.Random(100 + i))
        other_b = state.determinize(seat, random.Random(200 + i))
        assert other_a.view(seat) == other_b.view(seat)
        for agent_name in ("greedy", "mcts:10"):
            a = agent_move(other_a, seat, make_agent(agent_name), random.Random(i))
            b = agent_move(other_b, seat, make_agent(agent_name), random.Random(i))
            assert a == b


def test_agent_names_and_levels() -> None:
    names = agent_names()
    for name in ("random", "greedy", "easy", "medium", "hard", "mcts"):
        assert name in names
        assert make_agent(name).name in (name, "medium")
    assert LEVELS["easy"] < LEVELS["medium"] < LEVELS["hard"]
    assert isinstance(make_agent("mcts:50"), MCTSAgent)
    timed = make_agent("mcts:0.5s")
    assert isinstance(timed, MCTSAgent)
    assert timed.time_limit == 0.5
    for bad in ("nobody", "mcts:", "mcts:-3", "mcts:xs"):
        with pytest.raises(BadOption, match="agent"):
            make_agent(bad)


def test_time_limit_is_respected() -> None:
    import time

    state = wartable.make("thud").initial_state()
    agent = MCTSAgent(iterations=None, time_limit=0.3)
    started = time.perf_counter()
    agent.choose(state, 0, random.Random(1))
    assert time.perf_counter() - started < 3.0  # a 0.3 s budget, with room for a loaded CI
    assert agent.last_iterations > 0


def test_time_limit_counts_from_the_start_and_is_checked_every_iteration() -> None:
    """A clock that moves 1/8 s at every reading: a 0.5 s limit read from the search's first
    line stops after the iteration that reaches it, not at the next multiple of 8 (an
    OrcWar playout iteration can take tens of milliseconds, so 8 of them overran a 0.5 s
    move by a large share of it)."""
    readings = [0]

    def clock() -> float:
        readings[0] += 1
        return readings[0] * 0.125  # exact in binary

    state = wartable.make("alu").initial_state()
    agent = MCTSAgent(iterations=None, time_limit=0.5, clock=clock)
    agent.choose(state, 0, random.Random(1))
    # the search's start is reading 1 (t = 0.125, deadline 0.625); the check after iteration
    # k is reading 1 + k, so the 4th check (t = 0.625) stops it
    assert agent.last_iterations == 4


def test_expected_values_average_chance_outcomes_exactly() -> None:
    """A position whose dice are pending is worth the probability-weighted mean of its
    outcomes (what greedy and MCTS with ``expect`` use)."""
    from wartable.ai.agents import expected_values

    know = knowledge("flatwar")
    rng = random.Random(7)
    state = wartable.make("flatwar", red_army="balanced", black_army="guns").initial_state()
    found = 0
    while not state.is_over() and found < 3:
        if state.to_move() == CHANCE:
            outcomes = state.chance_outcomes()
            if len(outcomes) <= 12:
                want = [
                    sum(p * know.evaluate(state.apply(m))[i] for m, p in outcomes) for i in range(2)
                ]
                got = expected_values(state, know, rng, chance_depth=1)
                assert got == pytest.approx(want)
                found += 1
            state = state.apply(sample_chance(state, rng))
        else:
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])
    assert found == 3
    plain = wartable.make("flatwar").initial_state()
    assert expected_values(plain, know, rng) == tuple(know.evaluate(plain))


@pytest.mark.parametrize("agent_name", ["random", "greedy", "mcts:20"])
def test_an_agent_refuses_to_choose_out_of_turn_by_name(agent_name: str) -> None:
    """Bad input gets a clear error: a European War game starts with chance (R3.1: who
    starts), and in Thud's first position only seat 0 may move (R2.3: the dwarfs first)."""
    agent = make_agent(agent_name)
    europe = wartable.make("europe", players=2).initial_state()
    assert europe.to_move() == CHANCE
    with pytest.raises(ValueError, match=r"agent .*seat 0: chance decides now"):
        agent.choose(europe, 0, random.Random(1))
    thud = wartable.make("thud").initial_state()
    with pytest.raises(ValueError, match="seat 1: seat 0 is to move"):
        agent.choose(thud, 1, random.Random(1))
