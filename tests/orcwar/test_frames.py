"""OrcWar's frames (the pending tasks of ``OrcState.stack``) are NamedTuples, one class per
kind: each class names its kind, the position text's task line has its items, and every frame
the rules push, and every frame a position text gives, is of its kind's class. An army's flags
(bits of the IntEnum ``ArmyFlag``) stay a plain int."""

from __future__ import annotations

import random
from typing import get_args, get_type_hints

import pytest

from wartable.core import random_step
from wartable.games.orcwar import OrcWar
from wartable.games.orcwar import state as S
from wartable.games.orcwar.state import FRAMES, Frame, OrcState


@pytest.mark.parametrize("kind", sorted(FRAMES))
def test_each_class_names_its_kind(kind: str) -> None:
    cls = FRAMES[kind]
    assert cls._fields[0] == "kind"
    assert get_args(get_type_hints(cls, vars(S))["kind"]) == (kind,)


def test_one_class_for_each_kind_the_rules_handle() -> None:
    """Each kind has a class, and each class's kind is handled: it is decided, drawn or run."""
    handled = set(S.WHOS) | set(S.CHANCES) | set(S.AUTOS)
    assert set(FRAMES) == handled
    assert set(S.MOVES) == set(S.WHOS)
    assert set(S.ACTS) <= set(FRAMES)
    assert set(get_args(Frame)) == set(FRAMES.values())


def _of_their_class(s: OrcState) -> list[str]:
    return [f"{f!r}" for f in s.stack if type(f) is not FRAMES[f[0]]]


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (6, 4)])
def test_played_and_read_frames_are_of_their_kinds_class(players: int, seed: int) -> None:
    """Random games: every frame on the stack is its kind's NamedTuple (no plain tuple), and
    the position text gives back the same frames, of the same classes."""
    game = OrcWar(players=players)
    rng = random.Random(seed)
    s = game.initial_state()
    kinds: set[str] = set()
    for ply in range(3000):
        if s.is_over():
            break
        assert not _of_their_class(s), (ply, _of_their_class(s))
        # ArmyFlag's bits combine into plain ints (the text writes flags=3, not a member)
        assert all(type(a.flags) is int for a in s.armies.values())
        kinds.update(f.kind for f in s.stack)
        if ply % 7 == 0:
            back = game.parse_state(s.to_text())
            assert back.stack == s.stack
            assert [type(f) for f in back.stack] == [type(f) for f in s.stack]
        s = random_step(s, rng)
    assert len(kinds) >= 25, sorted(kinds)


def test_a_frame_writes_and_compares_as_the_tuple_it_was() -> None:
    f = S.PlunderDraw("pl", 0, 12, 2)
    assert f == ("pl", 0, 12, 2)
    assert hash(f) == hash(("pl", 0, 12, 2))
    assert (f.boss, f.area, f.draws) == (0, 12, 2)
    t = S.RatingTest("test", 3, S.Rating.AGILITY, "pass", 7, 0)
    s = OrcWar(players=2).initial_state()
    s.stack.append(t)
    assert s.to_text().endswith('task ["test",3,1,"pass",7,0]\n')
