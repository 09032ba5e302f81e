"""The C move generator (games/thud/_cthud.c) gives exactly the pure-Python generator's moves,
in the same order (R3 dwarf moves and hurls, R4 troll steps, captures and shoves, R5.2 whether
a side can move), under every capture option; perft counts are the same both ways; without
the extension the pure-Python path is used on its own."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Iterator

import pytest

import wartable
from wartable.core.counting import perft
from wartable.games.thud import ThudState, rules
from wartable.games.thud.board import DWARF, EMPTY, SIZE, STONE, TROLL, VALID

if not rules.NATIVE_AVAILABLE:
    if os.environ.get("CI"):
        pytest.fail("the C move generator was not built (setup.py)", pytrace=False)
    pytest.skip("the C move generator is not built here", allow_module_level=True)

from wartable.games.thud import _cthud

OPTION_SETS: list[dict[str, object]] = [
    {},
    {"troll_move_captures": "any"},
    {"shove_captures": "choose", "single_troll_shove": True},
    {"troll_move_captures": "any", "shove_captures": "choose"},
    {"single_troll_shove": True},
]


def python_moves(s: ThudState) -> list[int]:
    """The pure-Python generator's piece moves, past every memo."""
    out: list[int] = []
    for sq in range(SIZE * SIZE):
        if s.side == 0 and s.dwarfs >> sq & 1:
            out += rules.one_dwarf_moves(s, sq)
        elif s.side == 1 and s.trolls >> sq & 1:
            out += rules.one_troll_moves(s, sq)
    return out


def native_moves(s: ThudState) -> list[int]:
    g = s.game
    return _cthud.moves(s.cells, s.side, g.step_captures_any, g.shove_min_line, g.shove_choose)


def native_has_move(s: ThudState) -> bool:
    g = s.game
    return _cthud.has_move(s.cells, s.side, g.step_captures_any, g.shove_min_line, g.shove_choose)


def played_positions(options: dict[str, object], seed: int, games: int) -> Iterator[ThudState]:
    """Every position of a few random matches (pure-Python moves choose the path)."""
    game = wartable.make("thud", **options)
    rng = random.Random(seed)
    for _ in range(games):
        s = game.initial_state()
        while not s.is_over():
            assert isinstance(s, ThudState)
            if s.offer == 0:
                yield s
            moves = s.perft_moves() or s.legal_moves()
            s = s.apply(moves[rng.randrange(len(moves))])


def scattered_positions(options: dict[str, object], seed: int, count: int) -> Iterator[ThudState]:
    """Positions no game reaches as often: trolls in lines and clumps among many dwarfs (long
    shoves, several captures at once, hurls from long lines)."""
    game = wartable.make("thud", **options)
    rng = random.Random(seed)
    squares = [sq for sq in VALID if sq != STONE]
    for _ in range(count):
        cells = [4] * (SIZE * SIZE)
        for sq in VALID:
            cells[sq] = EMPTY
        cells[STONE] = 3
        trolls = rng.sample(squares, rng.randint(1, 8))
        if rng.random() < 0.5:  # a line of trolls
            start = rng.choice(squares)
            step = rng.choice((1, -1, SIZE, -SIZE, SIZE + 1, SIZE - 1))
            trolls = [start + k * step for k in range(rng.randint(2, 8))]
            trolls = [t for t in trolls if t in VALID and t != STONE][:8]
        for t in trolls:
            cells[t] = TROLL
        free = [sq for sq in squares if cells[sq] == EMPTY]
        for d in rng.sample(free, rng.randint(1, 32)):
            cells[d] = DWARF
        for side in ("d", "T"):
            text = "\n".join(
                "".join(".dTX#"[cells[y * SIZE + x]] for x in range(SIZE))
                for y in range(SIZE - 1, -1, -1)
            )
            s = game.parse_state(text + f"\n{side}\n")
            if not s.is_over() and s.offer == 0:
                assert isinstance(s, ThudState)
                yield s


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(map(str, o.values())))
def test_r3_r4_native_moves_equal_python_moves_in_played_positions(
    options: dict[str, object],
) -> None:
    """R3, R4: the same moves in the same order in every position of random matches."""
    checked = 0
    for s in played_positions(options, seed=len(options), games=3):
        assert native_moves(s) == python_moves(s), s.to_text()
        checked += 1
    assert checked > 300


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(map(str, o.values())))
def test_r3_r4_r5_2_native_moves_equal_python_moves_in_scattered_positions(
    options: dict[str, object],
) -> None:
    """R3, R4: the same moves in the same order in positions with troll lines and clumps;
    R5.2: the same answer to whether the side to move can move."""
    checked = 0
    for s in scattered_positions(options, seed=7 + len(options), count=400):
        expected = python_moves(s)
        assert native_moves(s) == expected, s.to_text()
        assert native_has_move(s) == bool(expected), s.to_text()
        checked += 1
    assert checked > 400


BOXED_TROLL = """\
#####.....#####
####.......####
###.........###
##...........##
#.............#
...............
...............
.......X.......
...............
...............
#.............#
##...........##
###.........###
####..ddd..####
#####.dTd.#####
"""


def test_r5_2_a_boxed_in_troll_has_no_move_both_ways() -> None:
    """R5.2: the only troll, on H1, has dwarfs on G1, J1, G2, H2 and J2 and the board edge
    below: no step and no shove. Both generators say so; the battle ends (no-move)."""
    game = wartable.make("thud")
    s = ThudState(game, game.parse_state(BOXED_TROLL + "d\n").cells, 1)
    assert python_moves(s) == []
    assert native_moves(s) == []
    assert native_has_move(s) is False
    ended = game.parse_state(BOXED_TROLL + "T\n")
    assert ended.results[-1][2] == "no-move"


@pytest.mark.parametrize("options", OPTION_SETS[:3], ids=lambda o: ",".join(map(str, o.values())))
def test_perft_2_is_the_same_with_and_without_the_c_generator(options: dict[str, object]) -> None:
    """Perft (docs/rules/thud.md, "Perft") counts the same with either generator; the
    default rules give the published 656 and 22,624."""
    counts = []
    for native in (True, False):
        rules.use_native(native)
        try:
            start = wartable.make("thud", **options).initial_state()
            counts.append((perft(start, 1), perft(start, 2)))
        finally:
            rules.use_native(True)
    assert counts[0] == counts[1]
    if not options:
        assert counts[0] == (656, 22624)


def test_the_c_generator_refuses_what_is_not_a_position() -> None:
    """Bad input to the C functions raises a clear error naming it and changes nothing."""
    start = wartable.make("thud").initial_state()
    assert isinstance(start, ThudState)
    with pytest.raises(TypeError, match="225 bytes"):
        _cthud.moves(list(start.cells), 0, False, 2, False)
    with pytest.raises(TypeError, match="225 bytes"):
        _cthud.moves(start.cells[:-1], 0, False, 2, False)
    with pytest.raises(ValueError, match=r"cells\[0\]: 9 is not a cell"):
        _cthud.has_move(b"\x09" + start.cells[1:], 0, False, 2, False)
    with pytest.raises(ValueError, match=r"cells\[100\]: 200 is not a cell"):
        _cthud.moves(start.cells[:100] + b"\xc8" + start.cells[101:], 0, False, 2, False)
    with pytest.raises(ValueError, match="side: 2 is not 0"):
        _cthud.moves(start.cells, 2, False, 2, False)
    with pytest.raises(TypeError, match="expected 5 arguments"):
        _cthud.has_move(start.cells, 0)
    assert native_moves(start) == python_moves(start)


def test_without_the_extension_the_pure_python_generator_is_used() -> None:
    """Where the extension was not built, rules.py imports without it and plays the same:
    a fresh interpreter that cannot import ``_cthud`` counts perft 2 = 22,624."""
    code = """
import sys
class Block:
    def find_spec(self, name, path=None, target=None):
        if name == "wartable.games.thud._cthud":
            raise ImportError("blocked for the test")
        return None
sys.meta_path.insert(0, Block())
import wartable
from wartable.core.counting import perft
from wartable.games.thud import rules
assert not rules.NATIVE_AVAILABLE and not rules.native_in_use()
print(perft(wartable.make("thud").initial_state(), 2))
"""
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert out.stdout.split() == ["22624"]
