"""Thud positions, legal moves and their application (docs/rules/thud.md, R1-R9).

Moves are ints: ``from | to << 8 | captures << 16 | kind << 24``. ``captures`` is an 8-bit mask
of directions *from the landing square* (bit d set: the neighbour in direction d is taken).
Kinds: dwarf move, hurl, troll move (a step or a shove: the two are one move when from, to and
captures agree, so a troll move is identified by exactly those), and the three moves of the
agreement protocol (offer, accept, decline) that end a battle by consent (R6.1).

Legal move order (documented, deterministic): the pieces of the side to move by square
(rank 1 first, files A to P); for each piece the directions N, NE, E, SE, S, SW, W, NW; in a
direction by distance. For a troll, at a landing square the capture-free step comes first, then
step captures (by direction from the landing square), then shoves. ``offer`` comes last.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from wartable.core import TERMINAL, BadNotation, Outcome, State
from wartable.core.errors import shown

from .board import (
    ADJ_BITS,
    ADJACENT,
    DWARF,
    DWARF_DIRS,
    EMPTY,
    NEAR2_BITS,
    NEIGHBOURS,
    OPPOSITE,
    QUEEN_BITS,
    RAYS,
    SINGLES,
    SIZE,
    SQUARE_NAMES,
    STONE_BIT,
    TROLL,
    TROLL_RAYS,
    direction_between,
    parse_square,
    subsets_of,
)

if TYPE_CHECKING:
    from .game import ThudGame

K_DWARF, K_HURL, K_TROLL, K_OFFER, K_ACCEPT, K_DECLINE = range(6)
assert K_TROLL == 2  # board.TROLL_RAYS builds troll moves with kind 2
OFFER = K_OFFER << 24
ACCEPT = K_ACCEPT << 24
DECLINE = K_DECLINE << 24
PROTOCOL = {"offer": OFFER, "accept": ACCEPT, "decline": DECLINE}
PROTOCOL_TEXT = {OFFER: "offer", ACCEPT: "accept", DECLINE: "decline"}

# side to move
DWARFS, TROLLS = 0, 1
SIDE_NAMES = ("dwarfs", "trolls")

# offer state
NO_OFFER, OFFER_PENDING, OFFER_DECLINED = 0, 1, 2

#: Why a battle ended: token (position text) -> words.
END_REASONS = {
    "agreement": "both players agreed to end the battle",
    "no-move": "the side to move had no legal move",
    "no-pieces": "one side had no pieces left",
    "quiet": "no capture for the quiet-ply limit",
    "ply-limit": "the battle reached its ply limit",
    "rock-home": "the dwarfs brought the Rock to the far edge (Koom Valley)",
    "rock-taken": "three trolls stood around the Rock (Koom Valley)",
}


def subsets(mask: int) -> list[int]:
    """Every non-empty sub-mask of ``mask``, in increasing order."""
    return [m for m in range(1, mask + 1) if m & mask == m]


#: board_moves() memo: (dwarfs, trolls, side, game) -> the piece moves (classic Thud)
_MOVES: dict[tuple[int, int, int, ThudGame], list[int]] = {}
_MOVES_LIMIT = 8192
#: _one_dwarf_moves() memo: (square, dwarfs on its rays, trolls on its rays) -> its moves
_DWARF_MOVES: dict[tuple[int, int, int], tuple[int, ...]] = {}
_DWARF_MOVES_LIMIT = 32768
#: _one_troll_moves() memo for a troll with no troll next to it: (square, dwarfs within two
#: squares, game) -> its moves
_TROLL_MOVES: dict[tuple[int, int, ThudGame], tuple[int, ...]] = {}
_TROLL_MOVES_LIMIT = 32768


class ThudState(State):
    """A Thud position within a match of one or more battles."""

    __slots__ = (
        "_game",
        "cells",
        "dwarfs",
        "trolls",
        "side",
        "battle",
        "results",
        "quiet",
        "ply",
        "offer",
        "over",
        "_moves",
    )

    def __init__(
        self,
        game: ThudGame,
        cells: list[int],
        side: int,
        battle: int = 1,
        results: tuple[tuple[int, int, str], ...] = (),
        quiet: int = 0,
        ply: int = 0,
        offer: int = NO_OFFER,
        over: bool = False,
    ) -> None:
        self._game = game
        self.cells = cells
        d = t = 0
        for sq, c in enumerate(cells):
            if c == DWARF:
                d |= 1 << sq
            elif c == TROLL:
                t |= 1 << sq
        self.dwarfs = d
        self.trolls = t
        self.side = side
        self.battle = battle
        self.results = results
        self.quiet = quiet
        self.ply = ply
        self.offer = offer
        self.over = over
        self._moves: list[int] | None = None

    @property
    def game(self) -> ThudGame:
        return self._game

    # -- who moves ------------------------------------------------------------------------

    def dwarf_seat(self) -> int:
        """The seat playing the dwarfs in the current battle (R6.3: sides swap)."""
        return (self.battle - 1) % 2

    def seat_of(self, side: int) -> int:
        return (self.battle - 1 + side) % 2

    def to_move(self) -> int:
        if self.over:
            return TERMINAL
        side = self.side ^ 1 if self.offer == OFFER_PENDING else self.side
        return self.seat_of(side)

    # -- move generation ------------------------------------------------------------------

    def board_moves(self) -> list[int]:
        """The piece moves of the side to move (cached; shared between equal positions, so
        never to be changed by a caller); no agreement moves."""
        moves = self._moves
        if moves is None:
            # the moves depend on the pieces, the side and the rule options only (the stone
            # stays on H8): a search meets the same positions again and again
            key = (self.dwarfs, self.trolls, self.side, self._game)
            moves = _MOVES.get(key)
            if moves is None:
                moves = self._dwarf_moves() if self.side == DWARFS else self._troll_moves()
                if len(_MOVES) >= _MOVES_LIMIT:
                    _MOVES.clear()
                _MOVES[key] = moves
            self._moves = moves
        return moves

    def has_board_move(self) -> bool:
        """Whether the side to move has a piece move (R5.2), usually without generating them:
        a piece next to an empty square can always step there, and a dwarf next to a troll can
        always hurl onto it (a line of one)."""
        cells = self.cells
        bits = self.dwarfs if self.side == DWARFS else self.trolls
        targets = (EMPTY, TROLL) if self.side == DWARFS else (EMPTY,)
        while bits:
            low = bits & -bits
            bits ^= low
            for _, a in ADJACENT[low.bit_length() - 1]:
                if cells[a] in targets:
                    return True
        return bool(self.board_moves())

    def _dwarf_moves(self) -> list[int]:
        # A dwarf's moves depend only on the pieces on its eight rays (the stone stays on H8;
        # no rule option changes dwarf moves): they are memoised per (square, dwarfs and
        # trolls on its rays). In a search 4 dwarfs in 5 find their moves there.
        dwarfs = self.dwarfs
        trolls = self.trolls
        memo = _DWARF_MOVES
        out: list[int] = []
        bits = dwarfs
        while bits:
            low = bits & -bits
            d = low.bit_length() - 1
            bits ^= low
            q = QUEEN_BITS[d]
            key = (d, dwarfs & q, trolls & q)
            moves = memo.get(key)
            if moves is None:
                moves = self._one_dwarf_moves(d)
                if len(memo) >= _DWARF_MOVES_LIMIT:
                    memo.clear()
                memo[key] = moves
            out += moves
        return out

    def _one_dwarf_moves(self, d: int) -> tuple[int, ...]:
        """The moves of the dwarf on ``d``: per direction, the nearest occupied square is found
        on bit sets; the empty squares before it are a slice of the ray's plain moves."""
        cells = self.cells
        occupied = self.dwarfs | self.trolls | STONE_BIT
        out: list[int] = []
        extend = out.extend
        append = out.append
        for first, ray_bits, forward, step, plain, back in DWARF_DIRS[d]:
            c = cells[first]
            if c:  # blocked next door: only a hurl from the line behind (k = 0 always fits)
                if c == TROLL:
                    append(d | first << 8 | K_HURL << 24)
                continue
            block = occupied & ray_bits
            if not block:
                extend(plain)
                continue
            t = (block & -block).bit_length() - 1 if forward else block.bit_length() - 1
            k = (t - d) // step - 1  # empty squares passed (at least one here)
            extend(plain[:k])
            if cells[t] == TROLL:
                # R3.2 hurl: travel k + 1 <= line length, i.e. k dwarfs stand behind d
                n = 0
                for b in back:
                    if n >= k or cells[b] != DWARF:
                        break
                    n += 1
                if n >= k:
                    append(d | t << 8 | K_HURL << 24)
        return tuple(out)

    def _troll_moves(self) -> list[int]:
        # A troll with no troll next to it cannot shove further than its step square, so its
        # moves depend only on the dwarfs within two squares (and the rule options): they are
        # memoised per (square, those dwarfs, game). In a search 9 such trolls in 10 find their
        # moves there. A troll in a line is generated afresh.
        dwarfs = self.dwarfs
        trolls = self.trolls
        game = self._game
        memo = _TROLL_MOVES
        out: list[int] = []
        bits = trolls
        while bits:
            low = bits & -bits
            t = low.bit_length() - 1
            bits ^= low
            if trolls & ADJ_BITS[t]:
                out += self._one_troll_moves(t)
                continue
            key = (t, dwarfs & NEAR2_BITS[t], game)
            moves = memo.get(key)
            if moves is None:
                moves = self._one_troll_moves(t)
                if len(memo) >= _TROLL_MOVES_LIMIT:
                    memo.clear()
                memo[key] = moves
            out += moves
        return out

    def _one_troll_moves(self, t: int) -> tuple[int, ...]:
        """The moves of the troll on ``t`` (R4.1 steps, R4.2 shoves), in the documented order."""
        game = self._game
        any_step = game.step_captures_any
        shove_min = game.shove_min_line
        shove_choose = game.shove_choose
        cells = self.cells
        dwarfs = self.dwarfs
        trolls = self.trolls
        out: list[int] = []
        append = out.append
        for s, step, ray, back_bit, back in TROLL_RAYS[t]:
            if cells[s]:
                continue
            # R4.1 step (the troll leaves t, so t holds no dwarf)
            mask = 0
            if dwarfs & ADJ_BITS[s]:
                for ad, a in ADJACENT[s]:
                    if cells[a] == DWARF:
                        mask |= 1 << ad
            append(step)
            step_masks: tuple[int, ...] = ()
            if mask:
                step_masks = subsets_of(mask) if any_step else SINGLES[mask]
                for m in step_masks:
                    append(step | m << 16)
            # R4.2 shove: line length n behind t (t included), up to n squares
            if trolls & back_bit:
                n = 1
                for b in back:
                    if cells[b] != TROLL:
                        break
                    n += 1
            else:
                n = 1
            if n < shove_min:
                continue
            base = step & ~0xFF00
            for k in range(n):
                if k >= len(ray):
                    break
                land = ray[k]
                if cells[land]:
                    break
                if k == 0:
                    lmask = mask
                elif dwarfs & ADJ_BITS[land]:
                    lmask = 0
                    for ad, a in ADJACENT[land]:
                        if cells[a] == DWARF:
                            lmask |= 1 << ad
                else:
                    continue
                if not lmask:
                    continue
                shove_masks = subsets_of(lmask) if shove_choose else (lmask,)
                for m in shove_masks:
                    if k == 0 and m in step_masks:
                        continue  # the same move as a step that captures the same
                    append(base | land << 8 | m << 16)
        return tuple(out)

    def legal_moves(self) -> list[int]:
        if self.over:
            return []
        if self.offer == OFFER_PENDING:
            return [ACCEPT, DECLINE]
        moves = self.board_moves()
        if self.offer == NO_OFFER and self._game.agreement:
            return [*moves, OFFER]
        return list(moves)

    def perft_moves(self) -> list[int]:
        if self.over or self.offer == OFFER_PENDING:
            return []
        return list(self.board_moves())

    # -- applying -------------------------------------------------------------------------

    def _child(self, cells: list[int], side: int, quiet: int, ply: int, offer: int) -> ThudState:
        cls = type(self)
        new = cls.__new__(cls)
        new._game = self._game
        new.cells = cells
        new.dwarfs = self.dwarfs
        new.trolls = self.trolls
        new.side = side
        new.battle = self.battle
        new.results = self.results
        new.quiet = quiet
        new.ply = ply
        new.offer = offer
        new.over = False
        new._moves = None
        return new

    def apply(self, move: Any) -> ThudState:
        kind = move >> 24 & 0xFF
        if K_OFFER <= kind <= K_DECLINE:
            if kind == K_OFFER:
                return self._child(self.cells, self.side, self.quiet, self.ply, OFFER_PENDING)
            if kind == K_DECLINE:
                child = self._child(self.cells, self.side, self.quiet, self.ply, OFFER_DECLINED)
                child._moves = self._moves
                return child
            return self._end_battle(self.cells, self.dwarfs, self.trolls, "agreement")
        cells = self.cells.copy()
        dwarfs, trolls, captured = self._move_pieces(move, cells)
        quiet = 0 if captured else self.quiet + 1
        ply = self.ply + 1
        game = self._game
        reason = self._decided(cells, dwarfs, trolls)
        if reason is not None:
            return self._end_battle(cells, dwarfs, trolls, reason)
        if game.quiet_limit and quiet >= game.quiet_limit:
            return self._end_battle(cells, dwarfs, trolls, "quiet")
        if game.ply_limit and ply >= game.ply_limit:
            return self._end_battle(cells, dwarfs, trolls, "ply-limit")
        child = self._child(cells, self.side ^ 1, quiet, ply, NO_OFFER)
        child.dwarfs = dwarfs
        child.trolls = trolls
        if not child.has_board_move():
            return self._end_battle(cells, dwarfs, trolls, "no-move")
        return child

    def _move_pieces(self, move: int, cells: list[int]) -> tuple[int, int, bool]:
        """Play a piece move on ``cells`` (a copy); the new dwarf and troll sets, and whether
        anything was captured."""
        kind = move >> 24
        frm = move & 0xFF
        to = move >> 8 & 0xFF
        dwarfs = self.dwarfs
        trolls = self.trolls
        captured = False
        if kind == K_TROLL:
            cells[frm] = EMPTY
            cells[to] = TROLL
            trolls = trolls & ~(1 << frm) | 1 << to  # not ^: right even if to == frm
            mask = move >> 16 & 0xFF
            if mask:
                captured = True
                nb = NEIGHBOURS[to]
                for b in range(8):
                    if mask >> b & 1:
                        v = nb[b]
                        cells[v] = EMPTY
                        dwarfs ^= 1 << v
        else:
            if kind == K_HURL:
                trolls ^= 1 << to
                captured = True
            cells[frm] = EMPTY
            cells[to] = DWARF
            dwarfs = dwarfs & ~(1 << frm) | 1 << to
        return dwarfs, trolls, captured

    def _decided(self, cells: list[int], dwarfs: int, trolls: int) -> str | None:
        """The reason the battle ends right after a piece move, if the pieces decide it (R5.3)."""
        if not dwarfs or not trolls:
            return "no-pieces"
        return None

    def _end_battle(self, cells: list[int], dwarfs: int, trolls: int, reason: str) -> ThudState:
        """R6: score the battle; start the next one with sides swapped, or end the match."""
        result = (dwarfs.bit_count(), trolls.bit_count(), reason)
        results = (*self.results, result)
        game = self._game
        cls = type(self)
        if len(results) < game.battles:
            start = game.start_cells()
            return cls(game, start, DWARFS, battle=self.battle + 1, results=results)
        return cls(game, cells, self.side, battle=self.battle, results=results, over=True)

    # -- results --------------------------------------------------------------------------

    @staticmethod
    def margin(dwarfs: int, trolls: int, reason: str) -> int:
        """R6.1: a battle's margin from its dwarf player's view: dwarfs - 4 x trolls."""
        return dwarfs - 4 * trolls

    def battle_margins(self) -> list[int]:
        """Each finished battle's margin from its dwarf player's view."""
        return [self.margin(d, t, r) for d, t, r in self.results]

    def scores(self) -> tuple[int, int]:
        """R6.3 / T7: each seat's total over the finished battles."""
        totals = [0, 0]
        for index, margin in enumerate(self.battle_margins()):
            dwarf_seat = index % 2
            totals[dwarf_seat] += margin
            totals[1 - dwarf_seat] -= margin
        return totals[0], totals[1]

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        s0, s1 = self.scores()
        winners = (0,) if s0 > s1 else (1,) if s1 > s0 else ()
        last = self.results[-1][2]
        details = {
            "battles": [
                {"dwarf_seat": i % 2, "dwarfs": d, "trolls": t, "margin": m, "end": r}
                for i, ((d, t, r), m) in enumerate(
                    zip(self.results, self.battle_margins(), strict=True)
                )
            ]
        }
        return Outcome(
            (float(s0), float(s1)),
            winners,
            f"battle {self.battle} ended: {END_REASONS[last]}",
            details,
        )

    # -- text -----------------------------------------------------------------------------

    def move_text(self, move: Any) -> str:
        kind = move >> 24
        if kind >= K_OFFER:
            return PROTOCOL_TEXT[move]
        frm = move & 0xFF
        to = move >> 8 & 0xFF
        if kind == K_DWARF:
            return f"d{SQUARE_NAMES[frm]}-{SQUARE_NAMES[to]}"
        if kind == K_HURL:
            return f"d{SQUARE_NAMES[frm]}-{SQUARE_NAMES[to]}x{SQUARE_NAMES[to]}"
        mask = move >> 16 & 0xFF
        caps = sorted(NEIGHBOURS[to][b] for b in range(8) if mask >> b & 1)
        return f"T{SQUARE_NAMES[frm]}-{SQUARE_NAMES[to]}" + "".join(
            "x" + SQUARE_NAMES[c] for c in caps
        )

    def normalize_move_text(self, text: str) -> str:
        """Accept any letter case and any order of captures: ``tg7-g6xf5`` = ``TG7-G6xF5``."""
        low = text.strip().lower()
        if low in PROTOCOL:
            return low
        parts = _split_move(text)
        if parts is None:
            return text
        piece, frm, to, caps = parts
        names = [SQUARE_NAMES[c] for c in sorted(set(caps))]
        head = f"{piece}{SQUARE_NAMES[frm]}-{SQUARE_NAMES[to]}"
        return head + "".join("x" + n for n in names)

    def _move_index(self) -> dict[str, int]:
        return {self.move_text(m): m for m in self.legal_moves()}

    def parse_move(self, text: str) -> Any:
        """Decode the text straight to a move (no scan of every legal move's text)."""
        check_length(text)
        if isinstance(text, str) and not self.over:
            parts = _split_move(text)
            if parts is not None:
                piece, frm, to, caps = parts
                move = encode(self.cells, piece, frm, to, caps)
                if move is not None and move in self.legal_moves():
                    return move
        return super().parse_move(text)

    def check_notation(self, text: str) -> None:
        if text.strip().lower() in PROTOCOL:
            return
        if _split_move(text) is None:
            raise BadNotation(
                f"move {shown(text)}: not Thud notation (a move is the piece d or T, from, '-', "
                "to, then x and a square per capture, e.g. dF1-F5, dF1-F4xF4, TG7-G6xF5 (R for the "
                "Rock in Koom Valley); squares are files A-H, J-P and ranks 1-15 on the board; "
                "or offer, accept, decline)"
            )

    def explain_illegal(self, text: str) -> str:
        return explain(self, text)

    def to_text(self) -> str:
        lines = []
        for y in range(SIZE - 1, -1, -1):
            lines.append("".join(".dTX#"[self.cells[y * SIZE + x]] for x in range(SIZE)))
        lines.append("d" if self.side == DWARFS else "T")
        if self.battle != 1:
            lines.append(f"battle {self.battle}")
        for d, t, reason in self.results:
            lines.append(f"result {d} {t} {reason}")
        if self.quiet:
            lines.append(f"quiet {self.quiet}")
        if self.ply:
            lines.append(f"ply {self.ply}")
        if self.offer == OFFER_PENDING:
            lines.append("offer pending")
        elif self.offer == OFFER_DECLINED:
            lines.append("offer declined")
        if self.over:
            lines.append("over")
        return "\n".join(lines) + "\n"

    # -- information ----------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        """Thud has no hidden information: every seat and spectators see the same."""
        board = self.to_text().splitlines()[:SIZE]
        margins = self.battle_margins()
        s0, s1 = self.scores()
        to_move = self.to_move()
        return {
            "game": "thud",
            "seat": seat,
            "board": board,
            "battle": self.battle,
            "battles": self._game.battles,
            "side_to_move": SIDE_NAMES[self.side],
            "to_move": None if to_move == TERMINAL else to_move,
            "dwarf_seat": self.dwarf_seat(),
            "dwarfs": self.dwarfs.bit_count(),
            "trolls": self.trolls.bit_count(),
            "offer": {NO_OFFER: None, OFFER_PENDING: "pending", OFFER_DECLINED: "declined"}[
                self.offer
            ],
            "quiet": self.quiet,
            "ply": self.ply,
            "results": [
                {
                    "battle": i + 1,
                    "dwarf_seat": i % 2,
                    "dwarfs": d,
                    "trolls": t,
                    "margin": margins[i],
                    "end": END_REASONS[r],
                }
                for i, (d, t, r) in enumerate(self.results)
            ],
            "scores": [s0, s1],
            "over": self.over,
        }

    def move_view(self, move: Any, seat: int | None) -> str:
        text = self.move_text(move)
        after = self.apply(move)
        if len(after.results) > len(self.results):
            d, t, reason = after.results[-1]
            margin = self.margin(d, t, reason)
            text += (
                f"  [battle {self.battle} over: {END_REASONS[reason]}; {d} dwarfs, {t} trolls, "
                f"margin {margin:+d} for the dwarfs]"
            )
        return text

    def determinize(self, seat: int, rng: random.Random) -> ThudState:
        return self


#: The longest move text accepted: the longest real one (a shove capturing all eight
#: neighbours, or a Koom Valley chain of jumps) is far shorter.
MAX_MOVE_TEXT = 160


def check_length(text: object) -> None:
    """Refuse an over-long move text before any parsing, quoting only its start."""
    if isinstance(text, str) and len(text) > MAX_MOVE_TEXT:
        raise BadNotation(
            f"move {shown(text)}: {len(text):,} characters, longer than any Thud move "
            f"({MAX_MOVE_TEXT})"
        )


def encode(cells: list[int], piece: str, frm: int, to: int, caps: list[int]) -> int | None:
    """The move int for parsed text, or ``None`` when the text cannot name a move."""
    if piece == "d":
        if caps:
            if caps != [to] or cells[to] != TROLL:
                return None
            return frm | to << 8 | K_HURL << 24
        return frm | to << 8
    mask = 0
    nb = NEIGHBOURS[to]
    for c in caps:
        if c not in nb:
            return None
        mask |= 1 << nb.index(c)
    if len(caps) != len(set(caps)):
        return None
    return frm | to << 8 | mask << 16 | K_TROLL << 24


def _split_move(text: str) -> tuple[str, int, int, list[int]] | None:
    """``(piece, from, to, captures)`` of well-formed move text, or ``None``."""
    t = text.strip()
    if len(t) < 5 or t[0] not in "dDtTrR" or "-" not in t:
        return None
    piece = "d" if t[0] in "dD" else "R" if t[0] in "rR" else "T"
    head, _, rest = t[1:].partition("-")
    pieces = rest.split("x") if "x" in rest else rest.split("X")
    frm = parse_square(head)
    to = parse_square(pieces[0])
    caps = [parse_square(p) for p in pieces[1:]]
    if frm is None or to is None or any(c is None for c in caps):
        return None
    return piece, frm, to, [c for c in caps if c is not None]


def explain(state: ThudState, text: str) -> str:
    """A precise reason why well-formed ``text`` is not legal in ``state``."""
    low = text.strip().lower()
    side = SIDE_NAMES[state.side]
    if state.offer == OFFER_PENDING:
        if low in ("accept", "decline"):
            return "it cannot be played now"
        return f"the {SIDE_NAMES[state.side]} offered to end the battle: answer accept or decline"
    if low == "offer":
        if not state.game.agreement:
            return "ending a battle by agreement is switched off (option agreement=false)"
        return "an offer was already declined this turn: make a move"
    if low in ("accept", "decline"):
        return "no offer to end the battle is pending"
    parts = _split_move(text)
    assert parts is not None
    piece, frm, to, caps = parts
    mover = "d" if state.side == DWARFS else "T"
    if piece == "R":
        return "the Thudstone never moves in classic Thud (R1.3; it moves in ruleset=kvt)"
    if piece != mover:
        return f"it is the {side}' turn"
    cell = state.cells[frm]
    if cell != (DWARF if piece == "d" else TROLL):
        return f"there is no {'dwarf' if piece == 'd' else 'troll'} on {SQUARE_NAMES[frm]}"
    line = direction_between(frm, to)
    if line is None:
        return f"{SQUARE_NAMES[to]} is not in a straight line from {SQUARE_NAMES[frm]}"
    d, dist = line
    path = RAYS[frm][d][:dist]
    if len(path) < dist or path[-1] != to:
        return "the path leaves the board"
    blocked = [sq for sq in path[:-1] if state.cells[sq] != EMPTY]
    if blocked:
        return f"the path is blocked at {SQUARE_NAMES[blocked[0]]} (R3.1: no jumping)"
    target = state.cells[to]
    if piece == "d":
        if target == TROLL:
            n = 1
            for b in RAYS[frm][OPPOSITE[d]]:
                if state.cells[b] != DWARF:
                    break
                n += 1
            if dist > n:
                return (
                    f"a hurl from a line of {n} dwarf(s) reaches at most {n} square(s), "
                    f"{SQUARE_NAMES[to]} is {dist} away (R3.2)"
                )
            return (
                f"a hurl onto a troll is written d{SQUARE_NAMES[frm]}-{SQUARE_NAMES[to]}x"
                f"{SQUARE_NAMES[to]} (R3.2)"
            )
        if target != EMPTY:
            return f"{SQUARE_NAMES[to]} is occupied"
        if caps:
            return "a dwarf captures only by hurling onto a troll (R3.2)"
        return "it is not a legal move in this position"
    if target != EMPTY:
        return f"{SQUARE_NAMES[to]} is occupied (R4: trolls land on empty squares)"
    adjacent = {a for _, a in ADJACENT[to] if state.cells[a] == DWARF}
    wrong = [c for c in caps if c not in adjacent]
    if wrong:
        return f"{SQUARE_NAMES[wrong[0]]} holds no dwarf next to {SQUARE_NAMES[to]} (R4.3)"
    if dist == 1 and len(caps) > 1:
        return (
            "a troll step captures at most one dwarf (R4.1); capturing several needs a shove "
            "that takes every adjacent dwarf (R4.2)"
        )
    if dist > 1 or caps:
        n = 1
        for b in RAYS[frm][OPPOSITE[d]]:
            if state.cells[b] != TROLL:
                break
            n += 1
        need = state.game.shove_min_line
        if dist > 1 and n < need:
            return f"a shove needs a line of at least {need} trolls behind the troll (R4.2)"
        if dist > n:
            return f"a line of {n} trolls shoves at most {n} square(s) (R4.2)"
        if not caps:
            return "a shove must capture at least one dwarf (R4.2)"
        if len(caps) != len(adjacent) and not state.game.shove_choose:
            return "a shove captures every dwarf next to the landing square (R4.2)"
    return "it is not a legal move in this position"
