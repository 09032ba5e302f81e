"""An independent, slow Thud move generator written straight from the rules text (R3, R4),
on (file, rank) coordinates and the position *text*, compared with the engine's fast generator
on positions from random games, for every combination of the capture options (T2, T3, T4)."""

from __future__ import annotations

import itertools
import random

import pytest

import wartable

FILES = "ABCDEFGHJKLMNOP"
DIRS = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)]


def name(x: int, y: int) -> str:
    return f"{FILES[x]}{y + 1}"


def read(text: str) -> tuple[dict[tuple[int, int], str], str]:
    rows = text.splitlines()
    board = {}
    for row in range(15):
        for x, ch in enumerate(rows[row]):
            if ch != "#":
                board[(x, 14 - row)] = ch
    return board, rows[15]


def reference_moves(text: str, step_any: bool, lone_shove: bool, shove_choose: bool) -> set[str]:
    board, side = read(text)

    def at(x: int, y: int) -> str | None:
        return board.get((x, y))

    def caps_text(squares: list[tuple[int, int]]) -> str:
        return "".join("x" + name(*s) for s in sorted(squares, key=lambda s: (s[1], s[0])))

    moves: set[str] = set()
    for (x, y), piece in board.items():
        if side == "d" and piece == "d":
            for dx, dy in DIRS:
                # length of the line of dwarfs behind (x, y), itself included
                line = 1
                while at(x - dx * line, y - dy * line) == "d":
                    line += 1
                dist = 1
                while True:
                    target = at(x + dx * dist, y + dy * dist)
                    if target is None:
                        break
                    if target == ".":
                        moves.add(f"d{name(x, y)}-{name(x + dx * dist, y + dy * dist)}")
                    elif target == "T":
                        if dist <= line:
                            sq = name(x + dx * dist, y + dy * dist)
                            moves.add(f"d{name(x, y)}-{sq}x{sq}")
                        break
                    else:
                        break
                    dist += 1
        if side == "T" and piece == "T":
            for dx, dy in DIRS:
                tx, ty = x + dx, y + dy
                if at(tx, ty) == ".":
                    adj = [(tx + ax, ty + ay) for ax, ay in DIRS if at(tx + ax, ty + ay) == "d"]
                    head = f"T{name(x, y)}-{name(tx, ty)}"
                    moves.add(head)
                    sizes = range(1, len(adj) + 1) if step_any else range(1, min(1, len(adj)) + 1)
                    for k in sizes:
                        for combo in itertools.combinations(adj, k):
                            moves.add(head + caps_text(list(combo)))
                line = 1
                while at(x - dx * line, y - dy * line) == "T":
                    line += 1
                if line < (1 if lone_shove else 2):
                    continue
                for dist in range(1, line + 1):
                    lx, ly = x + dx * dist, y + dy * dist
                    if at(lx, ly) != ".":
                        break
                    adj = [(lx + ax, ly + ay) for ax, ay in DIRS if at(lx + ax, ly + ay) == "d"]
                    if not adj:
                        continue
                    head = f"T{name(x, y)}-{name(lx, ly)}"
                    if shove_choose:
                        for k in range(1, len(adj) + 1):
                            for combo in itertools.combinations(adj, k):
                                moves.add(head + caps_text(list(combo)))
                    else:
                        moves.add(head + caps_text(adj))
    return moves


OPTION_SETS = [
    dict(troll_move_captures=a, single_troll_shove=b, shove_captures=c)
    for a, b, c in itertools.product(("one", "any"), (False, True), ("all", "choose"))
]


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda o: "-".join(map(str, o.values())))
def test_r3_r4_fast_generator_matches_the_reference(options: dict[str, object]) -> None:
    game = wartable.make("thud", **options)
    rng = random.Random(11)
    checked = 0
    for _ in range(3):
        state = game.initial_state()
        while not state.is_over() and checked < 400:
            if state.view(None)["offer"] is None:
                fast = [state.move_text(m) for m in state.perft_moves()]
                assert len(fast) == len(set(fast)), "a move is listed twice (R4.4)"
                slow = reference_moves(
                    state.to_text(),
                    options["troll_move_captures"] == "any",
                    bool(options["single_troll_shove"]),
                    options["shove_captures"] == "choose",
                )
                assert set(fast) == slow, state.to_text()
                checked += 1
            moves = [m for m in state.legal_moves() if state.move_text(m) != "offer"]
            # prefer captures now and then so that positions get crowded and varied
            captures = [m for m in moves if "x" in state.move_text(m)]
            pool = captures if captures and rng.random() < 0.5 else moves
            state = state.apply(pool[rng.randrange(len(pool))])
    assert checked >= 300
