"""OrcWar knowledge (src/wartable/games/orcwar/heuristics.py): a chip in hand is worth what it
can become.

Positions are written in the game's text form (docs/rules/orcwar.md, "Position"); the rule
numbers are those of docs/rules/orcwar.md."""

from __future__ import annotations

import random
import textwrap

import pytest

import wartable
from wartable.ai import make_agent
from wartable.ai.evaluation import greedy_playout, knowledge
from wartable.games.orcwar import data as D
from wartable.games.orcwar import heuristics


def pos(body: str, phase: str, players: int = 2) -> wartable.State:
    text = f"orcwar v1 players {players}\nround 1 phase {phase}\n" + textwrap.dedent(body)
    return wartable.make("orcwar", players=players).parse_state(text)


# R5.2: seat 0 has drawn its 3 chips and may buy up to 2 more at 2 gold each; the horde cup
# holds every troop kind (its full count from R1.2 less what is in the hands), the money cup
# the 20 g1 of R1.2 less the 7 in the hands.
BUY = """
    hcup gob:11 orc:10 hob:7 gnl:7 bug:6 ogr:5 trl:4 sha:3 spy:4
    mcup g1:13 g2:12 g3:6 car:6 evt:6
    hand 0 gob orc hob | g1:4
    hand 1 orc gnl | g1:3
    army B1 0 @1 - sha=0 mach=- loot=- flags=0
    army B2 1 @5 - sha=0 mach=- loot=- flags=0
    area 1 ctl=0
    area 5 ctl=1
    task ["buy",0,0,0]
    """

# R10.4: seat 0 offered one horde chip for seat 1's g3 and seat 1 accepted; seat 0 now hands
# over a chip of its choice (the claim may have been a lie).
TRADE = """
    hand 0 gob trl | g1
    hand 1 orc | g3
    army B1 0 @1 - sha=0 mach=- loot=- flags=0
    army B2 1 @2 - sha=0 mach=- loot=- flags=0
    meta {"next_cid":1,"prisoners":[[],[]],"truces":[],"intel":[],"order":[0,1],"held":0,"offer":null,"result":null}
    task ["trade",1,[]]
    task ["trade",0,[]]
    """  # noqa: E501


def test_a_chip_is_worth_more_than_the_two_gold_it_costs() -> None:
    """R5.2: a chip drawn from the cup is on average worth more than the 2 gold it costs
    (gold counts 0.1 a point), and a troop is worth more the stronger it is (R1.2)."""
    counts = D.HORDE_COUNTS
    mean = sum(n * v for n, v in zip(counts, heuristics.HAND_VALUE, strict=True)) / sum(counts)
    assert mean > 0.2
    troops = heuristics.HAND_VALUE[: D.NUM_TROOPS]
    assert list(troops) == sorted(troops)
    assert troops[0] < troops[-1]


@pytest.mark.parametrize("agent_name", ["greedy", "medium"])
def test_r5_2_agents_buy_chips_they_can_afford(agent_name: str) -> None:
    """Greedy buys by the hand values; medium by its playouts (200 for each move put buying
    0.03 to 0.04 ahead, and medium bought with each of 10 seeds)."""
    state = pos(BUY, "reinforcement")
    assert [state.move_text(m) for m in state.legal_moves()] == ["buy", "done"]
    move = make_agent(agent_name).choose(state, 0, random.Random(3))
    assert state.move_text(move) == "buy"


@pytest.mark.parametrize("agent_name", ["greedy", "mcts:60"])
def test_r10_4_a_trader_hands_over_its_least_valuable_chip(agent_name: str) -> None:
    state = pos(TRADE, "trade")
    for move in ("offer P2", "give trl", "ask g3", "send", "accept"):
        state = state.play(move)
    assert [state.move_text(m) for m in state.legal_moves()] == ["hand gob", "hand trl"]
    keep_troll = heuristics.evaluate(state.play("hand gob"))[0]
    keep_goblin = heuristics.evaluate(state.play("hand trl"))[0]
    assert keep_troll > keep_goblin
    move = make_agent(agent_name).choose(state, 0, random.Random(1))
    assert state.move_text(move) == "hand gob"


def test_mcts_plays_flat_monte_carlo_with_greedy_playouts() -> None:
    """OrcWar's MCTS (heuristics.py settings): a playout costs 4 budget units, so medium's
    400 are 100 playouts; they are shared by at most the 4 best moves and the tree holds no
    decision below them. A playout is each mover's best move by the evaluation, for 60 plies."""
    state = pos(BUY, "reinforcement")
    agent = make_agent("medium")
    agent.choose(state, 0, random.Random(2))
    root = agent.last_root  # type: ignore[attr-defined]
    assert agent.last_iterations == 100  # type: ignore[attr-defined]
    assert 1 < len(root.children) <= 4
    assert root.n == 100

    def no_decision_grown(node) -> bool:  # type: ignore[no-untyped-def]
        """Below a root move only chance outcomes branch; a decision is a playout's."""
        if node.turn >= 0 and node.children:
            return False
        return all(no_decision_grown(ch) for ch in node.children.values())

    assert all(no_decision_grown(child) for child in root.children.values())
    know = knowledge("orcwar")
    assert know.playout_depth == 60
    assert know.playout is heuristics.playout
    moves = state.legal_moves()
    value = {m: heuristics.evaluate(state.apply(m))[0] for m in moves}
    for seed in range(5):
        assert value[heuristics.playout(state, moves, random.Random(seed))] == max(value.values())


def test_halving_compares_the_moves_on_one_sample_of_the_hidden_chips(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """R1.4: the others' chips are hidden, so every iteration plays on a sample of them; each
    round of halving draws one sample for all the candidates (the same deal for both moves):
    medium's 100 playouts between `buy` and `done` need 50 samples, not 100."""
    state = pos(BUY, "reinforcement")
    cls = type(state)
    drawn = []
    real = cls.determinize

    def counting(self, seat, rng):  # type: ignore[no-untyped-def]
        drawn.append(seat)
        return real(self, seat, rng)

    monkeypatch.setattr(cls, "determinize", counting)
    agent = make_agent("medium")
    agent.choose(state, 0, random.Random(4))
    assert agent.last_root.n == 100  # type: ignore[attr-defined]
    assert drawn == [0] * 50


def test_r10_playouts_pick_a_trade_claim_as_the_greedy_policy_would() -> None:
    """R10.2: while an offer is being built, a claim changes nothing the evaluation reads, so
    every move ties; the playout policy picks among them without applying them, and picks what
    the generic greedy policy picks, with the same random numbers."""
    state = pos(TRADE, "trade")
    for move in ("offer P2", "give trl"):
        state = state.play(move)
    moves = state.legal_moves()
    assert {state.move_text(m) for m in moves} >= {"give spy", "ask g3", "send", "cancel"}
    assert len({heuristics.evaluate(state.apply(m)) for m in moves}) == 1
    generic = greedy_playout(heuristics.evaluate)
    picked = set()
    for seed in range(40):
        ours, theirs = random.Random(seed), random.Random(seed)
        move = heuristics.playout(state, moves, ours)
        assert move == generic(state, moves, theirs)
        assert ours.random() == theirs.random()  # the same random numbers were drawn
        picked.add(move)
    assert len(picked) > 1
