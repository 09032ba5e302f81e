"""Match.plan works out the plies a move adds (every chance event after it included) without
changing the match; Match.extend adds them. A server stores them in between, so a change that
is not stored needs nothing taken back."""

from __future__ import annotations

import pytest

import wartable
from wartable.core import CHANCE, Match, WartableError
from wartable.core.errors import NotYourTurn


def test_plan_then_extend_is_play_then_chance() -> None:
    planned = Match(wartable.make("flatwar"), seed=5)
    played = Match(wartable.make("flatwar"), seed=5)
    saw_chance = False
    while planned.ply < 60 and not planned.is_over():
        text = planned.state.move_text(planned.state.legal_moves()[-1])
        before = (planned.ply, planned.state, planned.chance_rng.drawn)
        plan = planned.plan(text, planned.to_move())
        assert (planned.ply, planned.state, planned.chance_rng.drawn) == before  # unchanged
        planned.extend(plan)
        played.play(text)
        while played.resolve_chance() is not None:
            saw_chance = True
        assert planned.move_texts == played.move_texts
        assert planned.movers == played.movers
        assert planned.log(0) == played.log(0)
        assert planned.log(None) == played.log(None)
        assert planned.state.to_text() == played.state.to_text()
    assert saw_chance


def test_a_plan_is_refused_as_play_is_and_only_extends_where_it_was_made() -> None:
    match = Match(wartable.make("thud"), seed=1)
    with pytest.raises(NotYourTurn):
        match.plan(match.state.move_text(match.state.legal_moves()[0]), seat=1)
    first, second = (match.state.move_text(m) for m in match.state.legal_moves()[:2])
    one, two = match.plan(first, 0), match.plan(second, 0)
    match.extend(one)
    with pytest.raises(WartableError, match="made at ply 0, the match is at 1"):
        match.extend(two)
    assert match.move_texts == [first]


def test_opening_chance_alone() -> None:
    match = Match(wartable.make("europe"), seed=3)
    plan = match.plan()
    assert plan.steps
    assert all(step.mover == CHANCE for step in plan.steps)
    assert match.ply == 0
    match.extend(plan)
    assert match.to_move() >= 0
    assert match.ply == plan.end
