"""Koom Valley Thud (option ``ruleset=kvt``, decision T9; rules K1-K7 in docs/rules/thud.md).

Flagged as unverified: the capture rules follow the only public implementation (trolls jump
dwarfs and may chain jumps; a dwarf takes a troll by sandwiching it), not an official text.

Moves are ints as in classic Thud, with two more kinds: a troll's jump chain (the captured
squares as a bitboard above bit 32) and a Rock move. A dwarf move's captures (trolls sandwiched
next to its landing square) are a direction mask as for classic troll moves.

The functions here replace classic Thud's where Koom Valley's rules differ; game.py binds them
for ``ruleset=kvt`` (the rest, the agreement protocol, the battles and their results, is
classic Thud's, in rules.py and notation.py).
"""

from __future__ import annotations

from typing import Any

from wartable.core import State
from wartable.core.messages import Said, said

from .board import (
    ADJACENT,
    DWARF,
    EMPTY,
    GOAL,
    KVT_DWARFS,
    KVT_TROLLS,
    NEIGHBOURS,
    RAYS,
    ROCK,
    SQUARE_NAMES,
    TROLL,
)
from .notation import check_length
from .state import DWARFS, K_DECLINE, K_DWARF, K_OFFER, K_TROLL, PROTOCOL_TEXT, ThudState

K_JUMP, K_ROCK = 6, 7


def _bits(board: int) -> list[int]:
    out = []
    while board:
        low = board & -board
        out.append(low.bit_length() - 1)
        board ^= low
    return out


# -- move generation (K2-K4) ----------------------------------------------------------------


def rock(s: ThudState) -> int:
    return s.cells.index(ROCK)


def has_board_move(s: ThudState) -> bool:
    """K2-K4: a piece next to an empty square can step there; otherwise generate."""
    cells = s.cells
    bits = s.dwarfs if s.side == DWARFS else s.trolls
    for sq in _bits(bits):
        for _, a in ADJACENT[sq]:
            if cells[a] == EMPTY:
                return True
    return bool(board_moves(s))


def board_moves(s: ThudState) -> list[int]:
    """The piece moves of the side to move, kept in the position (a caller never changes
    the list)."""
    moves = s.cached_moves
    if moves is None:
        moves = _dwarf_moves(s) if s.side == DWARFS else _troll_moves(s)
        s.cached_moves = moves
    return moves


def owned_moves(s: ThudState) -> list[int]:
    return list(board_moves(s))  # cached in the position: a copy


def _dwarf_moves(s: ThudState) -> list[int]:
    cells = s.cells
    out: list[int] = []
    for d in _bits(s.dwarfs):
        for ray in RAYS[d]:
            for t in ray:
                if cells[t] != EMPTY:
                    break
                # K3: trolls sandwiched between the landing square and another dwarf
                mask = 0
                nb = NEIGHBOURS[t]
                for b in range(8):
                    n1 = nb[b]
                    if n1 >= 0 and cells[n1] == TROLL:
                        n2 = NEIGHBOURS[n1][b]
                        if n2 >= 0 and n2 != d and cells[n2] == DWARF:
                            mask |= 1 << b
                out.append(d | t << 8 | mask << 16 | K_DWARF << 24)
    # K4: the Rock moves one square, with a dwarf next to it before and after
    at = rock(s)
    need = s.game.kvt_rock_dwarfs
    if sum(1 for _, a in ADJACENT[at] if cells[a] == DWARF) >= need:
        for _, to in ADJACENT[at]:
            if cells[to] != EMPTY:
                continue
            after = sum(1 for _, a in ADJACENT[to] if cells[a] == DWARF)
            if after >= need:
                out.append(at | to << 8 | K_ROCK << 24)
    return out


def _troll_moves(s: ThudState) -> list[int]:
    cells = s.cells
    out: list[int] = []
    for t in _bits(s.trolls):
        # K2: one to three squares in a straight line over empty squares
        for ray in RAYS[t]:
            for to in ray[:3]:
                if cells[to] != EMPTY:
                    break
                out.append(t | to << 8 | K_TROLL << 24)
        # K3: jumps over adjacent dwarfs onto the empty square beyond, chained at will
        work = bytearray(cells)
        work[t] = EMPTY
        _jumps(t, t, 0, work, set(), out)
    return out


def _jumps(
    start: int, pos: int, caps: int, work: bytearray, seen: set[tuple[int, int]], out: list[int]
) -> None:
    """Append every jump chain of the troll from ``start`` now standing on ``pos``."""
    for b in range(8):
        over = NEIGHBOURS[pos][b]
        if over < 0 or work[over] != DWARF:
            continue
        land = NEIGHBOURS[over][b]
        if land < 0 or work[land] != EMPTY:
            continue
        new_caps = caps | 1 << over
        if (land, new_caps) in seen:
            continue
        seen.add((land, new_caps))
        out.append(start | land << 8 | K_JUMP << 24 | new_caps << 32)
        work[over] = EMPTY
        _jumps(start, land, new_caps, work, seen, out)
        work[over] = DWARF


# -- applying (K3, K5) ----------------------------------------------------------------------


def move_pieces(s: ThudState, move: int, cells: bytearray) -> tuple[int, int, bool]:
    kind = move >> 24 & 0xFF
    frm = move & 0xFF
    to = move >> 8 & 0xFF
    dwarfs = s.dwarfs
    trolls = s.trolls
    if kind == K_ROCK:
        cells[frm] = EMPTY
        cells[to] = ROCK
        return dwarfs, trolls, False
    if kind == K_JUMP:
        cells[frm] = EMPTY
        cells[to] = TROLL
        # K3: a chain may end on its own starting square (to == frm): the troll stays, so
        # the troll set is updated with clear-then-set (an xor of both bits removed it)
        trolls = trolls & ~(1 << frm) | 1 << to
        caps = move >> 32
        for c in _bits(caps):
            cells[c] = EMPTY
        return dwarfs ^ caps, trolls, True
    if kind == K_TROLL:
        cells[frm] = EMPTY
        cells[to] = TROLL
        return dwarfs, trolls & ~(1 << frm) | 1 << to, False
    cells[frm] = EMPTY
    cells[to] = DWARF
    dwarfs = dwarfs & ~(1 << frm) | 1 << to
    mask = move >> 16 & 0xFF
    nb = NEIGHBOURS[to]
    for b in range(8):
        if mask >> b & 1:
            cells[nb[b]] = EMPTY
            trolls ^= 1 << nb[b]
    return dwarfs, trolls, bool(mask)


def decided(cells: bytes, dwarfs: int, trolls: int) -> str | None:
    """K5: the Rock home wins for the dwarfs, three trolls around it for the trolls; a side
    with no pieces left loses (K6)."""
    at = cells.index(ROCK)
    if at in GOAL:
        return "rock-home"
    if sum(1 for _, a in ADJACENT[at] if cells[a] == TROLL) >= 3:
        return "rock-taken"
    if not dwarfs or not trolls:
        return "no-pieces"
    return None


def margin(dwarfs: int, trolls: int, reason: str) -> int:
    """K7: +1 when the dwarfs win the battle, -1 when the trolls do, 0 for a draw."""
    if reason == "rock-home" or (reason == "no-pieces" and dwarfs):
        return 1
    if reason == "rock-taken" or (reason == "no-pieces" and trolls):
        return -1
    return 0


# -- text -----------------------------------------------------------------------------------


def move_text(s: ThudState, move: Any) -> str:
    kind = move >> 24 & 0xFF
    if K_OFFER <= kind <= K_DECLINE:
        return PROTOCOL_TEXT[move]
    frm = move & 0xFF
    to = move >> 8 & 0xFF
    head = f"{SQUARE_NAMES[frm]}-{SQUARE_NAMES[to]}"
    if kind == K_ROCK:
        return "R" + head
    if kind == K_JUMP:
        caps = sorted(_bits(move >> 32))
        return "T" + head + "".join("x" + SQUARE_NAMES[c] for c in caps)
    if kind == K_TROLL:
        return "T" + head
    mask = move >> 16 & 0xFF
    caps = sorted(NEIGHBOURS[to][b] for b in range(8) if mask >> b & 1)
    return "d" + head + "".join("x" + SQUARE_NAMES[c] for c in caps)


def parse_move(s: ThudState, text: str) -> Any:
    check_length(text)
    return State.parse_move(s, text)  # by the legal moves' texts (no direct decoding)


def explain_illegal(s: ThudState, text: str) -> Said:
    t = text.strip()
    if t[:1] in "Rr":
        return said("thud-illegal-rock")
    if (t[:1] in "dD" and s.side != DWARFS) or (t[:1] in "tT" and s.side == DWARFS):
        side = said("thud-side-dwarfs" if s.side == DWARFS else "thud-side-trolls")
        return said("thud-illegal-turn", side=side)
    return said("thud-illegal-kvt")


__all__ = ["GOAL", "KVT_DWARFS", "KVT_TROLLS", "K_JUMP", "K_ROCK"]
