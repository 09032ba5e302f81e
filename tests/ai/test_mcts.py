"""MCTS and greedy find what a player would see at once: a free capture, a winning move."""

from __future__ import annotations

import random

import pytest

import wartable
from wartable.ai import MCTSAgent, make_agent
from wartable.ai.evaluation import Knowledge, greedy_playout, knowledge
from wartable.ai.mcts import Node
from wartable.core import BadOption

# Thud (docs/rules/thud.md notation): the dwarf on F6 may hurl itself onto the troll on F7;
# nothing else captures (R3.2).
THUD_FREE_TROLL = """\
#####.....#####
####.......####
###.........###
##...........##
#.............#
.........T.....
........T......
.......X.......
.....T.........
.....d.........
#....d........#
##d.........d##
###.........###
####d......####
#####.....#####
d
"""

# European War: France holds GBR and BNL; ESP sails to SSC, the third British field (R6.2).
EUROPE_WIN_IN_ONE = (
    "GBR=FL BNL=FM SSC=.. FRA=.. ESP=FS NAF=FS GER=DL AUH=.. ITA=DS NRU=.. CRU=.. SRU=.. "
    "SBK=DS ANA=DM LEV=.. powers=FRA,DUA out=- first=DUA turn=FRA round=3 phase=action"
)


@pytest.mark.parametrize("agent_name", ["greedy", "mcts:60", "hard"])
def test_thud_agents_take_a_free_troll(agent_name: str) -> None:
    state = wartable.make("thud").parse_state(THUD_FREE_TROLL)
    move = make_agent(agent_name).choose(state, 0, random.Random(1))
    assert state.move_text(move) == "dF6-F7xF7"


@pytest.mark.parametrize("agent_name", ["greedy", "mcts:60"])
def test_europe_agents_take_a_win_in_one(agent_name: str) -> None:
    state = wartable.make("europe").parse_state(EUROPE_WIN_IN_ONE)
    move = make_agent(agent_name).choose(state, 0, random.Random(1))
    assert state.move_text(move) == "move ESP-SSC"


def test_mcts_statistics_add_up() -> None:
    """Every iteration passes through exactly one root child; chance nodes are sampled."""
    state = wartable.make("europe").parse_state(EUROPE_WIN_IN_ONE.replace("ESP=FS", "ESP=.."))
    agent = MCTSAgent(iterations=80, prior=0)
    agent.choose(state, 0, random.Random(2))
    root = agent.last_root
    assert root is not None
    assert root.n == agent.last_iterations == 80
    assert sum(child.n for child in root.children.values()) == 80
    for child in root.children.values():
        assert 0.0 <= child.w <= child.n
    # with prior=K each root child also holds K virtual visits
    agent = MCTSAgent(iterations=80, prior=3)
    agent.choose(state, 0, random.Random(2))
    root = agent.last_root
    assert root is not None
    assert root.n == 80
    assert sum(child.n for child in root.children.values()) == 80 + 3 * len(root.children)


def test_generic_knowledge_for_a_game_without_evaluation() -> None:
    know = Knowledge("thud", None)  # what a game without heuristics gets
    assert not know.custom
    assert know.playout_depth > 12
    state = wartable.make("thud").initial_state()
    assert tuple(know.evaluate(state)) == (0.5, 0.5)


def test_search_is_reproducible() -> None:
    state = wartable.make("alu").initial_state()
    a = MCTSAgent(iterations=40).choose(state, 0, random.Random(5))
    b = MCTSAgent(iterations=40).choose(state, 0, random.Random(5))
    assert a == b


def test_agent_names_carry_mcts_settings() -> None:
    agent = make_agent("mcts:hard,c=0.25,norm=sibling,final=value,depth=3,mm=0,widen=2")
    assert isinstance(agent, MCTSAgent)
    assert (agent.iterations, agent.exploration, agent.norm, agent.final) == (
        1600,
        0.25,
        "sibling",
        "value",
    )
    assert (agent.playout_depth, agent.minimax, agent.widen) == (3, 0.0, 2.0)
    timed = make_agent("mcts:1.5s,c=0.4")
    assert isinstance(timed, MCTSAgent)
    assert timed.time_limit == 1.5
    assert timed.iterations is None


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("mcts:0", "N > 0"),
        ("mcts:lots", "not a number"),
        ("mcts:60,q=1", "'q=1'"),
        ("mcts:60,c", "'c'"),
        ("mcts:60,c=abc", "not a finite decimal number"),
        ("mcts:60,norm=wide", "norm='wide' is not one of global"),
        ("mcts:60,final=best", "final='best' is not one of visits"),
        ("mcts:60,plain=maybe", "not 0 or 1"),
        ("mcts:60,root=best", "root='best' is not one of ucb"),
        ("mcts:60,width=1", "width='1' is out of range (a whole number from 2 to 1000)"),
        ("mcts:60,floor=x", "floor='x' is not a finite decimal number"),
        ("mcts:60,chance=exact", "chance='exact' is not one of sample"),
        ("mcts:60,ensemble=0", "ensemble='0' is out of range"),
        ("mcts:1s,ensemble=2", "iteration budget"),
        ("mcts:60,tree=-1", "tree='-1' is out of range"),
        ("mcts:60,crn=sometimes", "not 0 or 1"),
    ],
)
def test_bad_mcts_settings_are_refused_by_name(name: str, words: str) -> None:
    with pytest.raises(BadOption) as err:
        make_agent(name)
    assert name in str(err.value)
    assert words in str(err.value)


@pytest.mark.parametrize(
    "setting",
    [
        "norm=sibling",
        "norm=none",
        "final=value",
        "prior=4",
        "plain=1",
        "expect=1",
        "floor=0.1",
        "root=halving",
        "root=halving,width=4",
        "root=halving,plain=1",
        "chance=stratified",
        "chance=merge",
        "ensemble=3",
        "ensemble=2,root=halving",
        "tree=1",
        "tree=2,root=halving",
    ],
)
def test_search_variants_play_legal_moves(setting: str) -> None:
    state = wartable.make("alu").initial_state()
    agent = make_agent(f"mcts:80,{setting}")
    rng = random.Random(3)
    for _ in range(4):
        move = agent.choose(state, state.to_move(), rng)
        assert move in state.legal_moves()
        state = state.apply(move)


def test_prior_starts_root_moves_at_their_one_ply_value() -> None:
    """With ``prior=k`` every root move starts with k virtual visits at its greedy value, so
    a budget smaller than the number of moves still ranks them as greedy does."""
    state = wartable.make("alu").initial_state()
    agent = MCTSAgent(iterations=3, prior=5)
    agent.choose(state, 0, random.Random(1))
    root = agent.last_root
    assert root is not None
    assert root.children
    assert all(ch.n >= 5 for ch in root.children.values())
    plain = MCTSAgent(iterations=3, prior=0)
    plain.choose(state, 0, random.Random(1))
    assert plain.last_root is not None
    assert all(ch.n < 5 for ch in plain.last_root.children.values())


def test_sequential_halving_shares_the_budget_in_rounds() -> None:
    """``root=halving``: the 8 best moves by one-ply value get 400 // (8 * 3) = 16 iterations
    each (128 in all), the best 4 of them (272 // 8) = 34 more, the best 2 the last 68 each;
    every iteration passed through exactly one root child, and the move played is the
    finalist with the better value (its mean mixed with its minimax value, ALU's MINIMAX)."""
    state = wartable.make("alu").initial_state()
    agent = MCTSAgent(iterations=400, root="halving", width=8, prior=0)
    move = agent.choose(state, 0, random.Random(5))
    root = agent.last_root
    assert root is not None
    visits = sorted((ch.n for ch in root.children.values()), reverse=True)
    assert visits == [16 + 34 + 68] * 2 + [16 + 34] * 2 + [16] * 4
    assert sum(visits) == root.n
    finalists = [m for m, ch in root.children.items() if ch.n == visits[0]]
    alpha = knowledge("alu").minimax

    def value(m: object) -> float:
        ch = root.children[m]
        return (1 - alpha) * ch.w / ch.n + alpha * ch.mm[0]

    assert move == max(finalists, key=value)
    assert alpha > 0
    assert all(root.children[m].mm for m in finalists)


def test_ensemble_searches_share_the_budget_and_vote() -> None:
    """``ensemble=3`` with 10 iterations runs searches of 3, 3 and 4 iterations; the move
    two of them choose is played even when the third gave its choice more visits."""
    state = wartable.make("alu").initial_state()
    moves = state.legal_moves()
    a, b = moves[0], moves[1]

    class Scripted(MCTSAgent):
        budgets: list[int] = []

        def search(self, state, seat, rng, moves, budget=None):  # type: ignore[no-untyped-def]
            self.budgets.append(budget)
            root = super().search(state, seat, rng, moves, budget)
            root.children.clear()
            pick = [a, b, b][len(self.budgets) - 1]
            for m, n in ((pick, 2), (a, 50 if pick == a else 1)):
                child = root.children.setdefault(m, type(root)())
                child.n += n
                child.w += 0.5 * n
            return root

    agent = Scripted(iterations=10, ensemble=3, prior=0)
    assert agent.choose(state, 0, random.Random(1)) == b
    assert agent.budgets == [3, 3, 4]
    assert agent.last_iterations == 10
    assert agent.iterations == 10


def test_a_games_ensemble_split_divides_big_budgets_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """With ``ENSEMBLE_SPLIT = 100`` a budget of 400 runs four searches of 100 and a budget of
    150 one search; an explicit ``ensemble`` setting or a time limit overrides the split."""
    monkeypatch.setattr(knowledge("alu"), "ensemble_split", 100)
    state = wartable.make("alu").initial_state()

    class Counting(MCTSAgent):
        def search(self, state, seat, rng, moves, budget=None):  # type: ignore[no-untyped-def]
            self.budgets.append(self.iterations if budget is None else budget)
            return super().search(state, seat, rng, moves, budget)

    for kwargs, budgets in (
        ({"iterations": 400}, [100] * 4),
        ({"iterations": 150}, [150]),
        ({"iterations": 400, "ensemble": 2}, [200] * 2),
        ({"iterations": None, "time_limit": 0.01}, [None]),
    ):
        agent = Counting(**kwargs)  # type: ignore[arg-type]
        agent.budgets = []  # type: ignore[attr-defined]
        agent.choose(state, 0, random.Random(1))
        assert agent.budgets == budgets, kwargs  # type: ignore[attr-defined]


def test_ensemble_still_takes_a_win_in_one() -> None:
    state = wartable.make("europe").parse_state(EUROPE_WIN_IN_ONE)
    move = make_agent("mcts:90,ensemble=3").choose(state, 0, random.Random(1))
    assert state.move_text(move) == "move ESP-SSC"


def test_sequential_halving_still_takes_a_win_in_one() -> None:
    state = wartable.make("europe").parse_state(EUROPE_WIN_IN_ONE)
    move = make_agent("mcts:60,root=halving").choose(state, 0, random.Random(1))
    assert state.move_text(move) == "move ESP-SSC"


def test_floor_keeps_tiny_value_differences_from_deciding_the_visits() -> None:
    """Sibling scaling stretches the children's values to [0, 1]. When they differ by less
    than ``floor``, the span is taken as ``floor``: the visits then spread more evenly."""
    state = wartable.make("alu").initial_state()

    def top_share(floor: float) -> float:
        agent = MCTSAgent(iterations=300, floor=floor, minimax=0.0)
        agent.choose(state, 0, random.Random(7))
        root = agent.last_root
        assert root is not None
        return max(ch.n for ch in root.children.values()) / root.n

    assert top_share(1.0) < top_share(0.0)


def test_sequential_halving_keeps_to_a_small_budget() -> None:
    """10 iterations cannot give 16 candidates one iteration a round: 4 candidates get one
    each, then the best 2 share the remaining 6."""
    state = wartable.make("alu").initial_state()
    agent = MCTSAgent(iterations=10, root="halving", prior=0)
    agent.choose(state, 0, random.Random(5))
    root = agent.last_root
    assert root is not None
    assert root.n == 10
    assert sorted(ch.n for ch in root.children.values()) == [1, 1, 4, 4]


def test_a_games_width_and_iteration_cost(monkeypatch: pytest.MonkeyPatch) -> None:
    """A game's ``WIDTH`` sets how many root moves halving weighs and its ``ITERATION_COST``
    how many budget units one iteration costs: 400 units at cost 10 are 40 iterations, shared
    by 4 candidates (5 each, then the best 2 get 10 more). An agent's own ``width`` wins."""
    know = knowledge("alu")
    monkeypatch.setattr(know, "width", 4)
    monkeypatch.setattr(know, "iteration_cost", 10)
    state = wartable.make("alu").initial_state()
    agent = MCTSAgent(iterations=400, root="halving", prior=0)
    agent.choose(state, 0, random.Random(5))
    root = agent.last_root
    assert root is not None
    assert root.n == agent.last_iterations == 40
    assert sorted(ch.n for ch in root.children.values()) == [5, 5, 15, 15]
    agent = MCTSAgent(iterations=400, root="halving", prior=0, width=2)
    agent.choose(state, 0, random.Random(5))
    assert agent.last_root is not None
    assert sorted(ch.n for ch in agent.last_root.children.values()) == [20, 20]


def _depth(node: Node) -> int:
    """Decision plies below ``node`` in a tree (ALU has no chance moves)."""
    return 1 + max((_depth(ch) for ch in node.children.values()), default=-1)


@pytest.mark.parametrize("root", ["ucb", "halving"])
def test_tree_setting_bounds_how_deep_the_search_grows(root: str) -> None:
    """``tree=1`` keeps only the root's moves in the tree (flat Monte Carlo: the playouts
    decide everything after them), ``tree=2`` one reply more, ``tree=0`` no limit."""
    state = wartable.make("alu").initial_state()
    depths = {}
    for tree in (1, 2, 0):
        agent = MCTSAgent(iterations=300, root=root, tree=tree, prior=0)
        agent.choose(state, 0, random.Random(7))
        assert agent.last_root is not None
        assert agent.last_root.n == 300
        depths[tree] = _depth(agent.last_root)
    assert depths[1] == 1
    assert depths[2] == 2
    assert depths[0] > 2


def test_greedy_playout_picks_the_movers_best_move() -> None:
    """The playout policy built from an evaluation plays the move whose position evaluates
    best for the mover, ties at random among the tied moves only."""
    state = wartable.make("alu").initial_state()
    moves = state.legal_moves()
    mover = state.to_move()
    target = moves[len(moves) // 2]
    twin = moves[len(moves) // 3]
    after = {m: state.apply(m).to_text() for m in moves}

    def evaluate(s):  # type: ignore[no-untyped-def]
        best = s.to_text() in (after[target], after[twin])
        v = 0.9 if best else 0.2
        return (v, 1 - v) if mover == 0 else (1 - v, v)

    policy = greedy_playout(evaluate)
    picks = {policy(state, moves, random.Random(i)) for i in range(40)}
    assert picks == {target, twin}
    assert policy(state, [moves[0]], random.Random(1)) == moves[0]


def test_stratified_chance_visits_outcomes_in_proportion() -> None:
    """``chance=stratified``: a chance node gives each outcome its share of the visits (dice
    and Flatwar's cards are uniform, so a node's outcome counts differ by at most one), where
    sampling leaves them uneven."""
    from wartable.core import CHANCE, random_step

    game = wartable.make("flatwar", red_army="guns", black_army="guns", deployment="auto")
    state = game.initial_state()
    rng = random.Random(2)
    while state.phase < 5 or state.to_move() == CHANCE:  # type: ignore[attr-defined]
        state = random_step(state, rng)

    def spreads(chance: str) -> list[int]:
        agent = MCTSAgent(iterations=600, chance=chance, root="ucb")
        agent.choose(state, state.to_move(), random.Random(3))
        out = []
        stack = [agent.last_root]
        while stack:
            node = stack.pop()
            assert node is not None
            kids = [ch.n for ch in node.children.values()]
            if node.turn == CHANCE and len(kids) > 1 and sum(kids) >= 12:
                out.append(max(kids) - min(kids))
            stack.extend(node.children.values())
        return out

    stratified = spreads("stratified")
    assert stratified
    assert max(stratified) <= 1
    assert max(spreads("sample")) > 1


def test_sequential_halving_with_hidden_information() -> None:
    """OrcWar (hidden hands): every iteration starts from a fresh determinization, and the
    move played is legal in the true position."""
    from wartable.core import CHANCE, random_step

    state = wartable.make("orcwar", players=2).initial_state()
    rng = random.Random(6)
    for _ in range(3):
        while state.to_move() == CHANCE:
            state = random_step(state, rng)
        seat = state.to_move()
        agent = make_agent("mcts:64,root=halving")
        move = agent.choose(state.determinize(seat, rng), seat, rng)
        assert move in state.legal_moves()
        state = state.apply(move)


@pytest.mark.parametrize("crn", [True, False])
def test_common_random_numbers_give_the_candidates_the_same_luck(
    crn: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``crn=1``: in sequential halving, the candidates' iterations on one sample of the hidden
    chips draw their chance outcomes from one stream each starting alike, so a die or a draw
    that comes at the same point of their playouts comes out the same; without it each
    iteration goes on with the search's own generator."""
    from wartable.ai import mcts as mcts_module
    from wartable.core import CHANCE, random_step

    starts: dict[int, list[float]] = {}
    samples = []  # kept alive, so that no two samples share an id
    real = mcts_module.MCTSAgent._iterate  # noqa: SLF001 (wrapped to record each iteration)

    def recording(
        self,
        root,
        s,
        rng,
        know,
        c,
        depth,
        hidden,
        forced=None,  # type: ignore[no-untyped-def]
        chance_rng=None,
    ):
        probe = random.Random()
        probe.setstate((chance_rng or rng).getstate())
        samples.append(s)
        starts.setdefault(id(s), []).append(probe.random())
        return real(self, root, s, rng, know, c, depth, hidden, forced, chance_rng)

    monkeypatch.setattr(mcts_module.MCTSAgent, "_iterate", recording)
    state = wartable.make("orcwar", players=2).initial_state()
    rng = random.Random(3)
    while state.to_move() == CHANCE or len(state.legal_moves()) < 4:
        state = random_step(state, rng)
    agent = MCTSAgent(iterations=64, root="halving", width=4, tree=1, crn=crn)
    agent.choose(state.determinize(state.to_move(), rng), state.to_move(), rng)
    # a budget of 64 is 16 playouts (ITERATION_COST 4): 2 samples for the 4 candidates, then
    # 4 samples for the better 2
    groups = list(starts.values())
    assert sorted(map(len, groups)) == [2, 2, 2, 2, 4, 4]
    if crn:
        assert all(len(set(g)) == 1 for g in groups)
        assert len({g[0] for g in groups}) == 6  # a new stream with each sample
    else:
        assert all(len(set(g)) == len(g) for g in groups)


# Flatwar, red to act with 3 AP: the Regular on d4 may melee or shoot the black soldier on e5
# (R6.3, R6.4); each attack is two dice (R8.1, R8.2) and ends in a kill or nothing (R8.3).
FLATWAR_ATTACK = """\
8 . . . . . . . s
7 . . . . . . . .
6 . . . . . . . .
5 . . . . i . . .
4 . . . R . . . .
3 . . . . . . . .
2 . . . . . . . .
1 S . . . . . . .
  a b c d e f g h
phase act
side red
card 3H
drawn 3H
ap 3
"""


def test_merged_chance_makes_a_combat_one_node_with_its_two_results() -> None:
    """``chance=merge`` (Flatwar's ``chance_key``): a combat's two dice are one chance node,
    and the 36 rolls leave 2 positions (the soldier destroyed and red to choose `advance` or
    `hold`, R8.4; or nothing changed, red to act on with 2 AP), so the node has 2 children,
    visited about as often as the odds (melee 3+d6 against 2+d6 kills 21 times in 36). With
    sampled chance the attack's node branches on the attacker's 6 rolls."""
    from wartable.core import CHANCE

    state = wartable.make("flatwar", build="open").parse_state(FLATWAR_ATTACK)
    melee = state.parse_move("d4xe5")

    def attack_node(chance: str) -> Node:
        agent = MCTSAgent(iterations=400, chance=chance, root="ucb", prior=0)
        agent.root_greedy = False  # the attack need not be the best move to be searched
        agent.choose(state, 0, random.Random(5))
        assert agent.last_root is not None
        node = agent.last_root.children[melee]
        assert node.turn == CHANCE
        assert node.n >= 30
        return node

    merged = attack_node("merge")
    assert len(merged.children) == 2
    # the key's 9th field is the combat: "won" pending after a kill, none after a miss
    kill = next(ch for key, ch in merged.children.items() if key[8] is not None)
    assert abs(kill.n / merged.n - 21 / 36) < 0.2
    assert len(attack_node("sample").children) == 6


# European War, round 2, the Dual Alliance to act: its S in ITA (1 die, +1: R5.2) may attack
# France's S in SBK (1 die), a win 21 times in 36 (R5.4).
EUROPE_DUAL = """
GBR=.. BNL=.. SSC=..  FRA=FL ESP=FM NAF=..  GER=DL AUH=DM ITA=DS
NRU=.. CRU=.. SRU=..  SBK=FS ANA=.. LEV=..
powers=FRA,DUA out=- first=FRA turn=DUA round=2 phase=action
"""


def test_merged_chance_makes_a_european_war_combat_two_results() -> None:
    """European War's ``chance_key``: the 36 rolls of the attack end in France holding (R5.4:
    nothing moves, France's turn) or beaten and choosing its retreat (R5.5), so the attack's
    node has 2 children when merged; sampled, it branches on the attacker's 6 rolls."""
    game = wartable.make("europe", players=2, powers="FRA,DUA")
    state = game.parse_state(EUROPE_DUAL)
    attack = state.parse_move("attack ITA-SBK")

    def attack_node(chance: str) -> Node:
        # a large constant on unscaled values spreads the visits over all the moves
        agent = MCTSAgent(
            iterations=600, chance=chance, root="ucb", prior=0, norm="none", exploration=10
        )
        agent.choose(state, 1, random.Random(2))
        assert agent.last_root is not None
        node = agent.last_root.children[attack]
        assert node.n >= 20
        return node

    merged = attack_node("merge")
    assert len(merged.children) == 2
    assert len(attack_node("sample").children) == 6


def test_merged_chance_without_a_game_key_keys_outcomes_by_the_position_text(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A game without ``chance_key`` keys a merged outcome by the position's whole text form,
    so only outcomes that leave the very same position share a child (European War's dice,
    its own key set aside)."""
    from wartable.ai import mcts
    from wartable.core import CHANCE, sample_chance

    state = wartable.make("europe", players=2).initial_state()
    monkeypatch.setattr(knowledge("europe"), "chance_key", None)
    agent = make_agent("mcts:200,chance=merge")
    rng = random.Random(1)
    for _ in range(6):
        while state.to_move() == CHANCE:
            state = state.apply(sample_chance(state, rng))
        state = state.apply(agent.choose(state, state.to_move(), rng))
    keys = []
    stack = [agent.last_root]
    while stack:
        node = stack.pop()
        assert node is not None
        if node.turn == CHANCE:
            keys += list(node.children)
        stack += list(node.children.values())
    assert keys
    assert all(isinstance(k, str) for k in keys)
    assert mcts._outcome_key(state) == state.to_text()  # noqa: SLF001 (the fallback key itself)
