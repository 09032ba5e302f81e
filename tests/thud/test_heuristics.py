"""Thud's heuristics (games/thud/heuristics.py): the agents' evaluation, offers to end a battle
(R5.1) among them. Positions are text diagrams (docs/rules/thud.md, "Position text")."""

from __future__ import annotations

import random

import pytest

import wartable
from wartable.ai import make_agent
from wartable.games.thud import ThudState, heuristics

# Battle 2, trolls (seat 0) to move, 59 plies without a capture (quiet_limit 60): every troll
# move ends the battle, and seat 0 loses the match however it ends. Ending it by agreement
# gains nothing. Taken from an arena game where medium offered here (5 seeds of 5 before the
# fix).
NOTHING_TO_GAIN = """\
#####T....#####
####.....dd####
###.........###
##...........##
#.d...........#
dddd.....T.....
dddd....TT.....
ddd....X......d
dddd......T....
dddd.....T.....
#dd.....T.....#
##...........##
###.........###
####.......####
#####.....#####
T
battle 2
result 17 6 quiet
quiet 59
ply 93
"""

# Battle 2, dwarfs (seat 1) to move: seat 1 leads the match (battle 1: 26 - 4 x 5 = +6 for
# seat 0; now 33 dwarfs against 4 trolls, +17 for seat 1), so ending the battle now would win
# it the match, and the trolls (seat 0) decline such an offer.
ENDING_WINS = """\
#####.....#####
####.......####
###........d###
##.........dd##
#...........dd#
.............d.
.....T..T......
.......X....ddd
dd......T....dd
ddd..........dd
#dd.d........d#
##d.....T....##
###.........###
####.......####
#####.....#####
d
battle 2
result 26 5 agreement
quiet 32
ply 80
"""


def position(text: str) -> ThudState:
    # the limits the arena and the agents' games set (rules version 3: off by default, R5.4)
    state = wartable.make("thud", quiet_limit=60, ply_limit=500).parse_state(text)
    assert isinstance(state, ThudState)
    return state


def first_moves(state: ThudState, seeds: range, level: str = "medium") -> list[str]:
    return [
        state.move_text(make_agent(level).choose(state, state.to_move(), random.Random(seed)))
        for seed in seeds
    ]


def test_r5_1_medium_does_not_offer_on_its_first_move() -> None:
    """R5.1 (issue 27): from the start, medium playing the dwarfs, and playing the trolls
    after a quiet dwarf opening, does not offer to end the battle."""
    start = wartable.make("thud").initial_state()
    assert isinstance(start, ThudState)
    assert "offer" not in first_moves(start, range(5))
    quiet = [
        m
        for m in start.perft_moves()
        if not any(x >> 16 & 0xFF for x in start.apply(m).perft_moves())
    ]
    for seed, m in enumerate(quiet[::40][:5]):
        after = start.apply(m)
        assert "offer" not in first_moves(after, range(seed, seed + 1)), start.move_text(m)


def test_r5_1_medium_does_not_offer_when_ending_the_battle_gains_nothing() -> None:
    """R5.1: every move ends the battle (quiet limit) and loses the match: an offer to end it
    gains nothing, and medium makes none (before the fix it offered with every seed)."""
    state = position(NOTHING_TO_GAIN)
    assert "offer" in [state.move_text(m) for m in state.legal_moves()]
    assert "offer" not in first_moves(state, range(5))


def test_r5_1_medium_does_not_offer_when_the_responder_would_decline() -> None:
    """R5.1: ending the battle now would win seat 1 the match, so the trolls would decline:
    the offer gains nothing, and medium plays on."""
    assert "offer" not in first_moves(position(ENDING_WINS), range(5))


@pytest.mark.parametrize(("offering", "answer"), [("T", "accept"), ("d", "decline")])
def test_r5_1_medium_accepts_an_offer_only_when_ending_is_better_for_it(
    offering: str, answer: str
) -> None:
    """R5.1: in ENDING_WINS, ending the battle now wins seat 1 (the dwarfs) the match: offered
    by the trolls, medium (the dwarfs) accepts; offered by the dwarfs, medium (the trolls)
    declines."""
    diagram = ENDING_WINS.replace("\nd\nbattle 2", f"\n{offering}\nbattle 2")
    state = position(diagram + "offer pending\n")
    assert sorted(state.move_text(m) for m in state.legal_moves()) == ["accept", "decline"]
    assert state.to_move() == (1 if offering == "T" else 0)
    assert set(first_moves(state, range(3))) == {answer}


def test_r5_1_offer_value_is_what_the_responder_leaves_less_an_edge() -> None:
    """R5.1: a pending offer is worth the lesser of ending now and the offering side's best
    move (one ply), less an edge: never more than that move less the edge."""
    for diagram in (NOTHING_TO_GAIN, ENDING_WINS):
        state = position(diagram)
        seat = state.to_move()
        best = max(heuristics.value(state.apply(m))[seat] for m in state.perft_moves())
        offered = state.apply(state.parse_move("offer"))
        end_now = heuristics.value(offered.apply(offered.parse_move("accept")))[seat]
        value = heuristics.evaluate(offered)[seat]
        edge = heuristics.OFFER_EDGE
        assert value == pytest.approx(max(0.0, min(best, end_now) - edge))
        assert value <= max(0.0, best - edge)


def test_r6_a_battle_about_to_begin_counts_zero() -> None:
    """R6 (the evaluation's premise): a battle still to be played counts 0, and so does one at
    its start position: the start is an even match (before the fix, the dwarfs' cohesion at
    the start counted for the seat playing them, so ending battle 1 at once looked like a gain
    for the trolls)."""
    game = wartable.make("thud")
    start = game.initial_state()
    assert heuristics.evaluate(start) == pytest.approx((0.5, 0.5))
    battle2 = game.parse_state(game.initial_state().to_text() + "battle 2\nresult 32 8 agreement\n")
    assert heuristics.evaluate(battle2) == pytest.approx((0.5, 0.5))
