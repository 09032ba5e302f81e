"""Issue 40: classic Thud in place (games/thud/inplace.py): apply then undo restores the board
exactly, the board's moves and positions are the immutable state's (R3 dwarf moves and hurls,
R4 troll moves and captures, R5 the ends of a battle, R5.1 the agreement protocol), and a
playout in place is the plain loop's to the bit, with the C module and without."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from wartable.core import make
from wartable.games.thud import inplace, rules
from wartable.games.thud.inplace import PlayoutBoard

OPTION_SETS: list[dict[str, Any]] = [
    {"quiet_limit": 60, "ply_limit": 500},
    {"agreement": True, "quiet_limit": 12, "ply_limit": 300, "battles": 2},
    {"troll_move_captures": "any", "shove_captures": "choose", "ply_limit": 200},
]
MODES = [False, True] if rules.NATIVE_AVAILABLE else [False]


@pytest.fixture(params=MODES, ids=lambda n: "C" if n else "python")
def native(request: pytest.FixtureRequest) -> Iterator[bool]:
    rules.use_native(request.param)
    try:
        yield request.param
    finally:
        rules.use_native(rules.NATIVE_AVAILABLE)


def snapshot(board: PlayoutBoard) -> tuple[Any, ...]:
    return (
        bytes(board.cells),
        board.dwarfs,
        board.trolls,
        board.side,
        board.quiet,
        board.ply,
        board.offer,
        board.ended,
    )


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(map(str, o)))
def test_apply_then_undo_restores_the_exact_board_R3_R4_R5(
    options: dict[str, Any], native: bool
) -> None:
    game = make("thud", **options)
    rng = random.Random(2)
    kinds = set()
    ends = set()
    for _ in range(12):
        state = game.initial_state()
        for _ in range(rng.randrange(0, 80)):  # somewhere into the battle
            if state.over:
                break
            state = rules.python_playout(state, rng, 1)
        if state.over:
            continue
        board = PlayoutBoard(state)
        stack = []
        for _ in range(60):
            moves = board.legal_moves()
            if not moves:
                break
            move = moves[rng.randrange(len(moves))]
            stack.append((snapshot(board), move, board.apply(move)))
            kinds.add((move >> 24, bool(move >> 16 & 0xFF)))
            if board.ended is not None:
                ends.add(board.ended)
        while stack:
            before, move, undo = stack.pop()
            board.undo(undo)
            assert snapshot(board) == before, move
        assert board.to_state().to_text() == state.to_text()
    assert {(0, False), (2, False), (2, True)} <= kinds
    if options.get("agreement"):
        assert (3, False) in kinds  # an offer (R5.1)
        assert ends


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(map(str, o)))
def test_the_board_is_the_state_move_by_move(options: dict[str, Any], native: bool) -> None:
    game = make("thud", **options)
    rng = random.Random(5)
    state = game.initial_state()
    board = PlayoutBoard(state)
    for _ in range(400):
        if state.over:
            break
        moves = state.legal_moves()
        assert board.legal_moves() == moves
        move = moves[rng.randrange(len(moves))]
        board.apply(move)
        state = state.apply(move)
        assert board.to_state().to_text() == state.to_text()
        if board.ended is not None:
            if state.over:
                break
            board = PlayoutBoard(state)  # the next battle (R6)


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: ",".join(map(str, o)))
def test_inplace_playout_is_the_plain_loop(options: dict[str, Any], native: bool) -> None:
    game = make("thud", **options)
    for seed in range(4):
        for plies in (10**6, 45):
            a, b = random.Random(seed), random.Random(seed)
            start = game.initial_state()
            fast = inplace.inplace_playout(start, a, plies)
            slow = rules.python_playout(start, b, plies)
            assert fast.to_text() == slow.to_text()
            assert a.getstate() == b.getstate()


def test_the_board_refuses_koom_valley_and_a_finished_match() -> None:
    with pytest.raises(ValueError, match="classic rule set only"):
        PlayoutBoard(make("thud", ruleset="kvt").initial_state())
    game = make("thud", quiet_limit=5, battles=1)
    end = game.initial_state().random_playout(random.Random(0), 10**6)
    assert end.over
    with pytest.raises(ValueError, match="match is over"):
        PlayoutBoard(end)
