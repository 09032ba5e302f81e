"""Flatwar's evaluation before the battle: the army build (R2) and the deployment (R4)."""

from __future__ import annotations

import random

import wartable
from wartable.ai import make_agent
from wartable.core import State
from wartable.games.flatwar import FlatwarState
from wartable.games.flatwar.heuristics import build_potential, evaluate

# Red has bought three Squares (R2.1-R2.3): 12 of 25 points, six isosceles still owed.
RED_THREE_SQUARES = """\
8 . . . . . . . .
7 . . . . . . . .
6 . . . . . . . .
5 . . . . . . . .
4 . . . . . . . .
3 . . . . . . . .
2 . . . . . . . .
1 . . . . . . . .
  a b c d e f g h
phase build
side red
reserve red S3 black -
terrain red ? black ?
turns 0
drawn -
card -
ap 0
used -
cavalry -
combat -
last -
result -
"""

# Both armies built; red deploys first (R4.2). Terrain on d1 and e8.
RED_DEPLOYS = """\
8 . . . . # . . .
7 . . . . . . . .
6 . . . . . . . .
5 . . . . . . . .
4 . . . . . . . .
3 . . . . . . . .
2 . . . . . . . .
1 . . . # . . . .
  a b c d e f g h
phase deploy
side red
reserve red I7C1S4 black I7C1S4
terrain red 0 black 0
turns 0
drawn -
card -
ap 0
used -
cavalry -
combat -
last -
result -
"""


def test_r2_a_part_built_army_is_worth_its_best_completion() -> None:
    """R2.2/R2.3: 25 points with as many Squares as still fit. Three Squares bought leave
    room for a fourth (16 + 8 isosceles = 24 points); a Regular now would rule it out."""
    assert build_potential((0, 0, 0, 3)) == 25 + 6 * 4
    assert build_potential((0, 0, 1, 3)) == 25 + 6 * 3
    assert build_potential((0, 0, 0, 0)) == 25 + 6 * 4
    assert build_potential((9, 0, 0, 0)) == 25 + 6 * 4  # 9 + 16 = 25, 9 isosceles >= 8
    assert build_potential((10, 0, 0, 0)) == 25 + 6 * 3


def test_r2_the_build_is_even_until_a_side_gives_up_a_square() -> None:
    game = wartable.make("flatwar", build="open")
    assert evaluate(game.initial_state()) == (0.5, 0.5)
    state = game.parse_state(RED_THREE_SQUARES)
    assert evaluate(state) == (0.5, 0.5)  # red is not ahead for having bought first
    assert evaluate(state.play("buy S")) == (0.5, 0.5)
    red, black = evaluate(state.play("buy R"))
    assert red < 0.5 < black


def test_r2_agents_keep_room_for_a_fourth_square() -> None:
    """R2.2/R2.3: three Squares bought (12 points); a fourth still fits after a Square, an
    isosceles soldier or a cavalry (14 + 4 + 7 isosceles = 25), not after a Regular (15 + 4
    + 8 = 27). Whatever the agents buy, one unit or the whole army (R2.6), keeps it."""
    state = wartable.make("flatwar", build="open").parse_state(RED_THREE_SQUARES)
    assert build_potential((0, 0, 1, 3)) < build_potential((0, 1, 0, 3))
    for name in ("greedy", "mcts:200"):
        move = make_agent(name).choose(state, 0, random.Random(1))
        after = state.apply(move)
        assert isinstance(after, FlatwarState)
        assert build_potential(after.reserve[:4]) == 25 + 6 * 4, state.move_text(move)


def test_r4_5_deployment_follows_the_formation() -> None:
    """R4.5: the automatic formation puts Squares in the back row from the centre out
    (d1 holds terrain, so e1), isosceles soldiers in the front row from d3, cavalry on the
    flanks from a3; the evaluation prefers those squares, so the agents place there."""
    state = wartable.make("flatwar").parse_state(RED_DEPLOYS)
    for name in ("greedy", "mcts:200"):
        move = make_agent(name).choose(state, 0, random.Random(1))
        assert state.move_text(move) in ("place S e1", "place I d3", "place C a3"), name
    assert evaluate(state.play("place S e1"))[0] > evaluate(state.play("place S e3"))[0]


def test_the_memo_returns_what_a_fresh_evaluation_gives() -> None:
    """The memo key lists everything the evaluation reads: along random games through every
    phase, a memoised value equals the value computed afresh."""
    from wartable.core import random_step
    from wartable.games.flatwar import heuristics as eval_flatwar

    rng = random.Random(4)
    seen: list[State] = []
    for _ in range(3):
        state = wartable.make("flatwar").initial_state()
        while not state.is_over() and len(seen) < 3000:
            seen.append(state)
            evaluate(state)
            state = random_step(state, rng)
    for state in seen:
        cached = evaluate(state)
        eval_flatwar.clear_memo()
        assert evaluate(state) == cached


def test_r4_5_terrain_on_a_favoured_square_gains_the_other_side_nothing() -> None:
    """The formation bonus follows the squares that hold no terrain: a Square on e1 behind
    terrain on d1 scores what a Square on d1 scores with no terrain there, so placing terrain
    on the opponent's favoured squares (R3.3 allows any empty square) changes nothing."""
    from wartable.games.flatwar.heuristics import side_scores

    game = wartable.make("flatwar")
    behind_terrain = game.parse_state(RED_DEPLOYS).play("place S e1")
    open_board = game.parse_state(
        RED_DEPLOYS.replace("1 . . . # . . . .", "1 . . . . . . . .")
    ).play("place S d1")
    assert side_scores(behind_terrain)[0] == side_scores(open_board)[0]
