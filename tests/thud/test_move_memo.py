"""Speed caches change no move (R3, R4): the piece moves memoised per position (pieces, side,
rule options), each dwarf's moves memoised per the pieces on its rays and a lone troll's per
the dwarfs near it equal a fresh generation, also when games with different capture options
share the memos and positions repeat."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from wartable.games.thud import ThudState, rules
from wartable.games.thud.game import ThudGame
from wartable.games.thud.state import DWARFS


def fresh(s: ThudState) -> list[int]:
    """The side to move's piece moves generated without any memo."""
    out: list[int] = []
    for sq in range(len(s.cells)):
        if s.side == DWARFS and s.dwarfs >> sq & 1:
            out += rules.one_dwarf_moves(s, sq)
        elif s.side != DWARFS and s.trolls >> sq & 1:
            out += rules.one_troll_moves(s, sq)
    return out


@pytest.fixture(autouse=True)
def pure_python() -> Iterator[None]:
    """The memos serve the pure-Python generator (the C one needs none): test that path."""
    was = rules.native_in_use()
    rules.use_native(False)
    yield
    rules.use_native(was)


def test_r3_r4_memoised_moves_equal_fresh_generation_across_option_sets() -> None:
    games = [
        ThudGame(),
        ThudGame(troll_move_captures="any"),
        ThudGame(shove_captures="choose", single_troll_shove=True),
    ]
    rngs = [random.Random(i) for i in range(len(games))]
    states = [g.initial_state() for g in games]
    checked = 0
    for _ in range(150):
        for i, game in enumerate(games):
            s = states[i]
            if s.is_over():
                s = states[i] = game.initial_state()
            assert isinstance(s, ThudState)
            assert rules.board_moves(s) == fresh(s)
            # the same position under the other option sets: their own moves, not these
            for other in games:
                twin = other.parse_state(s.to_text())
                assert isinstance(twin, ThudState)
                if twin.over:
                    continue
                assert rules.board_moves(twin) == fresh(twin)
                checked += 1
            moves = s.legal_moves()
            states[i] = s.apply(moves[rngs[i].randrange(len(moves))])
    assert checked > 1000
