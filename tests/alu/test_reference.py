"""An independent, slow reference for control (R6, with R6.4's limit on the board sides an
enclosure touches) and the immediate ends (R8.1, R8.2), checked against the engine over random
games under both enclosure rules. The reference reads only the position text."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from alu_helpers import game

from wartable.games.alu.state import AluState

FILES = "abcdefghij"


def reference_control(text: str, max_edges: int = 2) -> dict[str, set[str]]:
    """R6 from the board field of a position text: flood fill over a grid of characters; a
    region counts only if it touches at most ``max_edges`` board sides (R6.4)."""
    rows = text.split()[0].split("/")
    height, width = len(rows), len(rows[0])
    cell = {f"{FILES[c]}{height - r}": rows[r][c] for r in range(height) for c in range(width)}

    def neighbours(name: str) -> list[str]:
        c, r = FILES.index(name[0]), int(name[1:])
        out = []
        for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            if 0 <= c + dc < width and 1 <= r + dr <= height:
                out.append(f"{FILES[c + dc]}{r + dr}")
        return out

    result = {}
    for me, enemy in (("C", "S"), ("S", "C")):
        mine = {n for n, ch in cell.items() if ch == me}
        if enemy not in cell.values():
            result[me] = mine
            continue
        seen: set[str] = set()
        area = set(mine)
        for start in cell:
            if start in mine or start in seen:
                continue
            region = {start}
            todo = [start]
            while todo:
                here = todo.pop()
                for n in neighbours(here):
                    if n not in region and cell[n] != me:
                        region.add(n)
                        todo.append(n)
            seen |= region
            sides = {
                side
                for n in region
                for side, on in (
                    ("left", n[0] == "a"),
                    ("right", n[0] == FILES[width - 1]),
                    ("bottom", n[1:] == "1"),
                    ("top", n[1:] == str(height)),
                )
                if on
            }
            if all(cell[n] != enemy for n in region) and len(sides) <= max_edges:
                area |= region
        result[me] = area
    return result


def engine_control(state: AluState) -> dict[str, set[str]]:
    names = state.game.geo.names
    out = {}
    for seat, letter in ((0, "C"), (1, "S")):
        bits = state.territory_set(seat)
        out[letter] = {names[i] for i in range(len(names)) if bits >> i & 1}
    return out


def pick(state: AluState, rng: random.Random) -> int:
    """A playout policy that builds walls: mostly the camp (or attack) among a few sampled
    ones that gives the largest own territory, sometimes any legal move."""
    moves = state.legal_moves()
    good = [m for m in moves if state.move_text(m)[0] in "CXF"]
    if not good or rng.random() < 0.15:
        return int(rng.choice(moves))
    me = state.seat

    def score(move: int) -> tuple[int, float]:
        after = state.apply(move)
        return (99 if after.is_over() else after.territory(me), rng.random())

    return max(rng.sample(good, min(8, len(good))), key=score)


@pytest.mark.parametrize("edges", [2, 4])
@pytest.mark.parametrize("board", ["8x5", "10x4"])
def test_r6_r8_engine_matches_the_reference(board: str, edges: int) -> None:
    """R6.1-R6.4 (control; R6.4 by default and with option enclosure_max_edges=4) and
    R8.1/R8.2 (immediate ends) against the slow reference."""
    g = game(board=board, enclosure_max_edges=edges)
    ends: Counter[str] = Counter()
    for seed in range(30):
        rng = random.Random(1000 + seed)
        state = g.initial_state()
        plies = 0
        while True:
            text = state.to_text()
            ref = reference_control(text, edges)
            assert engine_control(state) == ref, text
            if state.is_over():
                out = state.outcome()
                assert out is not None
                ends[out.details["reason"]] += 1
                if out.details["reason"] == "21":
                    winner = "CS"[out.winners[0]]
                    assert len(ref[winner]) >= 21
                break
            # not over: nobody has 21, and everybody who has placed still has camps
            assert len(ref["C"]) < 21, text
            assert len(ref["S"]) < 21, text
            for seat, letter in ((0, "C"), (1, "S")):
                if state.has_placed(seat):
                    assert letter in text.split()[0], text
            state = state.apply(pick(state, rng))
            plies += 1
            assert plies < 1000
    assert ends["21"] >= 1  # the 21-square end was exercised
