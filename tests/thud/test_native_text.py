"""Move texts written by the C extension (games/thud/_cthud.c, ``move_texts``) are exactly
the pure-Python notation's (``ThudNotation.move_text``), in the same order: for every legal move
of many positions, under every capture option (troll steps and shoves capturing one or several
dwarfs, hurls, the agreement protocol's moves); ``ThudNotation.move_texts`` gives the same with
the C extension in use or not; Koom Valley keeps its own notation; a non-move is refused."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import wartable
from wartable.games.thud import ThudState, rules
from wartable.games.thud.board import DWARF, EMPTY, SIZE, STONE, TROLL, VALID
from wartable.games.thud.state import ACCEPT, DECLINE, K_TROLL, OFFER

if not rules.NATIVE_AVAILABLE:
    import os

    if os.environ.get("CI"):
        pytest.fail("the C move generator was not built (setup.py)", pytrace=False)
    pytest.skip("the C move generator is not built here", allow_module_level=True)

from wartable.games.thud import _cthud

OPTION_SETS: list[dict[str, object]] = [
    {},
    {"troll_move_captures": "any"},
    {"shove_captures": "choose", "single_troll_shove": True},
    {"agreement": True},
]


def python_texts(s: ThudState, moves: list[int]) -> list[str]:
    return [s.move_text(m) for m in moves]


def played(options: dict[str, object], seed: int, games: int) -> Iterator[ThudState]:
    """Every position of a few random matches."""
    game = wartable.make("thud", **options)
    rng = random.Random(seed)
    for _ in range(games):
        s = game.initial_state()
        while not s.is_over():
            assert isinstance(s, ThudState)
            yield s
            moves = s.legal_moves()
            s = s.apply(moves[rng.randrange(len(moves))])


def crowded(options: dict[str, object], seed: int, count: int) -> Iterator[ThudState]:
    """Trolls in lines among many dwarfs: shoves capturing several dwarfs at once, whose
    captures the text lists in square order."""
    game = wartable.make("thud", **options)
    rng = random.Random(seed)
    squares = [sq for sq in VALID if sq != STONE]
    for _ in range(count):
        cells = [4] * (SIZE * SIZE)
        for sq in VALID:
            cells[sq] = EMPTY
        cells[STONE] = 3
        start = rng.choice(squares)
        step = rng.choice((1, -1, SIZE, -SIZE, SIZE + 1, SIZE - 1))
        trolls = [start + k * step for k in range(rng.randint(1, 8))]
        for t in [t for t in trolls if t in VALID and t != STONE][:8] or [start]:
            cells[t] = TROLL
        free = [sq for sq in squares if cells[sq] == EMPTY]
        for d in rng.sample(free, rng.randint(8, 32)):
            cells[d] = DWARF
        text = "\n".join(
            "".join(".dTX#"[cells[y * SIZE + x]] for x in range(SIZE))
            for y in range(SIZE - 1, -1, -1)
        )
        for side in ("d", "T"):
            s = game.parse_state(text + f"\n{side}\n")
            if not s.is_over():
                assert isinstance(s, ThudState)
                yield s


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(map(str, o.values())))
def test_native_texts_equal_python_texts_in_played_positions(options: dict[str, object]) -> None:
    checked = 0
    for s in played(options, seed=3 + len(options), games=2):
        moves = s.legal_moves()
        assert _cthud.move_texts(moves) == python_texts(s, moves), s.to_text()
        checked += len(moves)
    assert checked > 10_000


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(map(str, o.values())))
def test_native_texts_equal_python_texts_with_many_captures(options: dict[str, object]) -> None:
    several = 0
    for s in crowded(options, seed=11 + len(options), count=300):
        moves = s.legal_moves()
        texts = _cthud.move_texts(moves)
        assert texts == python_texts(s, moves), s.to_text()
        several += sum(t.count("x") > 1 for t in texts)
    assert several > 100  # shoves taking two or more dwarfs were among them


def test_agreement_moves_and_any_sequence() -> None:
    s = wartable.make("thud", agreement=True).initial_state()
    assert isinstance(s, ThudState)
    protocol = [OFFER, ACCEPT, DECLINE]
    assert _cthud.move_texts(protocol) == ["offer", "accept", "decline"]
    assert _cthud.move_texts(tuple(protocol)) == python_texts(s, protocol)
    assert _cthud.move_texts([]) == []


@pytest.mark.parametrize("native", [True, False])
def test_state_move_texts_is_move_text_per_move(native: bool) -> None:
    """ThudNotation.move_texts: the same list whether the C extension is in use or not."""
    was = rules.native_in_use()
    try:
        rules.use_native(native)
        for s in played({}, seed=5, games=1):
            moves = s.legal_moves()
            assert s.move_texts(moves) == python_texts(s, moves)
    finally:
        rules.use_native(was)


def test_koom_valley_keeps_its_own_notation() -> None:
    game = wartable.make("thud", ruleset="kvt")
    rng = random.Random(2)
    s = game.initial_state()
    for _ in range(40):
        if s.is_over():
            break
        moves = s.legal_moves()
        assert s.move_texts(moves) == [s.move_text(m) for m in moves]  # type: ignore[attr-defined]
        s = s.apply(moves[rng.randrange(len(moves))])


@pytest.mark.parametrize(
    "move",
    [
        1 | 1 << 8,  # squares off the board
        230 | 100 << 8,  # beyond the 225 squares
        0x56 | 0x57 << 8 | 1 << 16,  # a dwarf move with captures
        # a troll step H2-H1 capturing to the south of H1: off the board
        22 | 7 << 8 | 0x10 << 16 | K_TROLL << 24,
        OFFER | 5,
        9 << 24,
    ],
)
def test_a_non_move_is_refused(move: int) -> None:
    with pytest.raises(ValueError, match="not a classic Thud move"):
        _cthud.move_texts([move])


def test_bad_input_is_refused() -> None:
    with pytest.raises(TypeError):
        _cthud.move_texts(5)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="not an int"):
        _cthud.move_texts(["dF1-F2"])  # type: ignore[list-item]
    with pytest.raises(OverflowError):
        _cthud.move_texts([-1])
