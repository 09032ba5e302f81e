"""Koom Valley Thud (option ``ruleset=kvt``, decision T9; rules K1-K7 in docs/rules/thud.md).

Flagged as unverified: the capture rules follow the only public implementation (trolls jump
dwarfs and may chain jumps; a dwarf takes a troll by sandwiching it), not an official text.

Moves are ints as in classic Thud, with two more kinds: a troll's jump chain (the captured
squares as a bitboard above bit 32) and a Rock move. A dwarf move's captures (trolls sandwiched
next to its landing square) are a direction mask as for classic troll moves.
"""

from __future__ import annotations

from typing import Any

from wartable.core import State

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
from .state import DWARFS, K_DECLINE, K_DWARF, K_OFFER, K_TROLL, PROTOCOL_TEXT
from .view import ThudPosition

K_JUMP, K_ROCK = 6, 7


def _bits(board: int) -> list[int]:
    out = []
    while board:
        low = board & -board
        out.append(low.bit_length() - 1)
        board ^= low
    return out


class KvtState(ThudPosition):
    """A position of Koom Valley Thud."""

    __slots__ = ("_index",)

    def rock(self) -> int:
        return self.cells.index(ROCK)

    # -- move generation (K2-K4) ----------------------------------------------------------

    def has_board_move(self) -> bool:
        """K2-K4: a piece next to an empty square can step there; otherwise generate."""
        cells = self.cells
        bits = self.dwarfs if self.side == DWARFS else self.trolls
        for sq in _bits(bits):
            for _, a in ADJACENT[sq]:
                if cells[a] == EMPTY:
                    return True
        return bool(self.board_moves())

    def board_moves(self) -> list[int]:
        moves = self._moves
        if moves is None:
            moves = self._kvt_dwarf_moves() if self.side == DWARFS else self._kvt_troll_moves()
            self._moves = moves
        return moves

    def _owned_moves(self) -> list[int]:
        return list(self.board_moves())  # cached in the position: a copy

    def _kvt_dwarf_moves(self) -> list[int]:
        cells = self.cells
        out: list[int] = []
        for d in _bits(self.dwarfs):
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
        rock = self.rock()
        need = self._game.kvt_rock_dwarfs
        if sum(1 for _, a in ADJACENT[rock] if cells[a] == DWARF) >= need:
            for _, to in ADJACENT[rock]:
                if cells[to] != EMPTY:
                    continue
                after = sum(1 for _, a in ADJACENT[to] if cells[a] == DWARF)
                if after >= need:
                    out.append(rock | to << 8 | K_ROCK << 24)
        return out

    def _kvt_troll_moves(self) -> list[int]:
        cells = self.cells
        out: list[int] = []
        for t in _bits(self.trolls):
            # K2: one to three squares in a straight line over empty squares
            for ray in RAYS[t]:
                for to in ray[:3]:
                    if cells[to] != EMPTY:
                        break
                    out.append(t | to << 8 | K_TROLL << 24)
            # K3: jumps over adjacent dwarfs onto the empty square beyond, chained at will
            work = bytearray(cells)
            work[t] = EMPTY
            self._jumps(t, t, 0, work, set(), out)
        return out

    @staticmethod
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
            KvtState._jumps(start, land, new_caps, work, seen, out)
            work[over] = DWARF

    # -- applying (K3, K5) ----------------------------------------------------------------

    def _move_pieces(self, move: int, cells: bytearray) -> tuple[int, int, bool]:
        kind = move >> 24 & 0xFF
        frm = move & 0xFF
        to = move >> 8 & 0xFF
        dwarfs = self.dwarfs
        trolls = self.trolls
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

    def _decided(self, cells: bytes, dwarfs: int, trolls: int) -> str | None:
        """K5: the Rock home wins for the dwarfs, three trolls around it for the trolls; a side
        with no pieces left loses (K6)."""
        rock = cells.index(ROCK)
        if rock in GOAL:
            return "rock-home"
        if sum(1 for _, a in ADJACENT[rock] if cells[a] == TROLL) >= 3:
            return "rock-taken"
        if not dwarfs or not trolls:
            return "no-pieces"
        return None

    @staticmethod
    def margin(dwarfs: int, trolls: int, reason: str) -> int:
        """K7: +1 when the dwarfs win the battle, -1 when the trolls do, 0 for a draw."""
        if reason == "rock-home" or (reason == "no-pieces" and dwarfs):
            return 1
        if reason == "rock-taken" or (reason == "no-pieces" and trolls):
            return -1
        return 0

    # -- text -----------------------------------------------------------------------------

    def move_text(self, move: Any) -> str:
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

    def _move_index(self) -> dict[str, int]:
        index: dict[str, int] | None = getattr(self, "_index", None)
        if index is None:
            index = {self.move_text(m): m for m in self.legal_moves()}
            self._index = index
        return index

    def parse_move(self, text: str) -> Any:
        check_length(text)
        return State.parse_move(self, text)  # past classic Thud's direct decoding

    def explain_illegal(self, text: str) -> str:
        t = text.strip()
        if t[:1] in "Rr":
            return (
                "the Rock moves one square to an empty square, only with a dwarf next to it "
                "before and after, and only on the dwarfs' turn (K4)"
            )
        if (t[:1] in "dD" and self.side != DWARFS) or (t[:1] in "tT" and self.side == DWARFS):
            return f"it is the {'dwarfs' if self.side == DWARFS else 'trolls'}' turn"
        return (
            "not a legal Koom Valley move here (K2: trolls move 1-3 squares in a line or jump "
            "dwarfs; K3: dwarfs move in a line, captures are written automatically)"
        )


__all__ = ["GOAL", "KVT_DWARFS", "KVT_TROLLS", "K_JUMP", "K_ROCK", "KvtState"]
