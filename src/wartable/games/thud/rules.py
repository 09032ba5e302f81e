"""Thud's legal moves, applying a move and the outcome (docs/rules/thud.md, R3-R6).

Legal move order (documented, deterministic): the pieces of the side to move by square
(rank 1 first, files A to P); for each piece the directions N, NE, E, SE, S, SW, W, NW; in a
direction by distance. For a troll, at a landing square the capture-free step comes first, then
step captures (by direction from the landing square), then shoves. ``offer`` comes last.

Classic Thud's piece moves come from the C generator ``_cthud`` (built from ``_cthud.c`` at
install when a compiler is there) or, without it, from the pure-Python generator below: the
same moves in the same order (tests/thud/test_native.py); :func:`use_native` switches.

The functions take the position first; game.py binds them as the behaviour of
:class:`~.state.ThudState`. Where Koom Valley's rules differ (kvt.py), the game binds its
functions instead, and the functions here that use them call them through the game
(``game.move_pieces``, ``game.decided``, ``game.has_board_move``, ``game.owned_moves``,
``game.margin``).
"""

from __future__ import annotations

import importlib
import random
from types import ModuleType
from typing import TYPE_CHECKING, Any

from wartable.core import Outcome
from wartable.core.messages import said

from .board import (
    ADJ_BITS,
    ADJACENT,
    DWARF,
    DWARF_DIRS,
    EMPTY,
    NEAR2_BITS,
    NEIGHBOURS,
    QUEEN_BITS,
    SINGLES,
    STONE_BIT,
    TROLL,
    TROLL_RAYS,
    subsets_of,
)
from .state import (
    ACCEPT,
    DECLINE,
    DWARFS,
    END_REASONS,
    K_DECLINE,
    K_HURL,
    K_OFFER,
    K_TROLL,
    NO_OFFER,
    OFFER,
    OFFER_DECLINED,
    OFFER_PENDING,
    ThudState,
)

if TYPE_CHECKING:
    from .game import ThudGame


def _load_c_module() -> ModuleType | None:
    """The C move generator, or ``None`` where it was not built (setup.py: no compiler at
    install). Loaded by name: it is no Python module, so an import statement would read, to
    the import-graph test (tests/test_architecture.py), as an import of this package's
    ``__init__``; the extension itself imports nothing of ours."""
    try:
        return importlib.import_module(f"{__package__}._cthud")
    except ImportError:  # pragma: no cover - depends on the install
        return None


_c_module = _load_c_module()

#: Whether the C move generator was built and imports.
NATIVE_AVAILABLE = _c_module is not None
#: The generator in use: the C module, or ``None`` for the pure-Python one.
_native: ModuleType | None = _c_module


def use_native(enabled: bool) -> None:
    """Generate classic Thud's moves in C (``True``, the default when it is built) or in pure
    Python (``False``: benchmarks and the tests that compare the two). The results are the
    same."""
    global _native
    if enabled and _c_module is None:
        raise RuntimeError("the C move generator wartable.games.thud._cthud is not built")
    _native = _c_module if enabled else None


def native_in_use() -> bool:
    """Whether classic Thud's moves come from the C generator now."""
    return _native is not None


def native_module() -> ModuleType | None:
    """The C module while it is in use (:func:`use_native`), else ``None``."""
    return _native


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


def clear_memos() -> None:
    """Empty the pure-Python generator's memos (benchmarks that time generation afresh)."""
    _MOVES.clear()
    _DWARF_MOVES.clear()
    _TROLL_MOVES.clear()


# -- move generation (classic Thud) ----------------------------------------------------------


def board_moves(s: ThudState) -> list[int]:
    """The piece moves of the side to move; no agreement moves. The C generator makes them
    afresh at each call (a few microseconds; a position then keeps no list, which keeps
    finished matches small); the pure-Python one caches them in the position and shares
    them between equal positions, so a caller never changes the list."""
    moves = s.cached_moves
    if moves is None:
        native = _native
        if native is not None:
            game = s.game
            made: list[int] = native.moves(
                s.cells,
                s.side,
                game.step_captures_any,
                game.shove_min_line,
                game.shove_choose,
            )
            return made
        # the moves depend on the pieces, the side and the rule options only (the stone
        # stays on H8): a search meets the same positions again and again
        key = (s.dwarfs, s.trolls, s.side, s.game)
        moves = _MOVES.get(key)
        if moves is None:
            moves = _dwarf_moves(s) if s.side == DWARFS else _troll_moves(s)
            if len(_MOVES) >= _MOVES_LIMIT:
                _MOVES.clear()
            _MOVES[key] = moves
        s.cached_moves = moves
    return moves


def owned_moves(s: ThudState) -> list[int]:
    """The piece moves as a list the caller may change: the C generator's, new at each
    call, as it is (no copy: perft and playouts make one such list a position); the
    pure-Python generator's cached one copied."""
    native = _native
    if native is not None and s.cached_moves is None:
        game = s.game
        moves: list[int] = native.moves(
            s.cells, s.side, game.step_captures_any, game.shove_min_line, game.shove_choose
        )
        return moves
    return list(board_moves(s))


def has_board_move(s: ThudState) -> bool:
    """Whether the side to move has a piece move (R5.2), usually without generating them:
    a piece next to an empty square can always step there, and a dwarf next to a troll can
    always hurl onto it (a line of one)."""
    native = _native
    if native is not None:
        game = s.game
        found: bool = native.has_move(
            s.cells,
            s.side,
            game.step_captures_any,
            game.shove_min_line,
            game.shove_choose,
        )
        return found
    cells = s.cells
    bits = s.dwarfs if s.side == DWARFS else s.trolls
    targets = (EMPTY, TROLL) if s.side == DWARFS else (EMPTY,)
    while bits:
        low = bits & -bits
        bits ^= low
        for _, a in ADJACENT[low.bit_length() - 1]:
            if cells[a] in targets:
                return True
    return bool(board_moves(s))


def _dwarf_moves(s: ThudState) -> list[int]:
    # A dwarf's moves depend only on the pieces on its eight rays (the stone stays on H8;
    # no rule option changes dwarf moves): they are memoised per (square, dwarfs and
    # trolls on its rays). In a search 4 dwarfs in 5 find their moves there.
    dwarfs = s.dwarfs
    trolls = s.trolls
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
            moves = one_dwarf_moves(s, d)
            if len(memo) >= _DWARF_MOVES_LIMIT:
                memo.clear()
            memo[key] = moves
        out += moves
    return out


def one_dwarf_moves(s: ThudState, d: int) -> tuple[int, ...]:
    """The moves of the dwarf on ``d``: per direction, the nearest occupied square is found
    on bit sets; the empty squares before it are a slice of the ray's plain moves."""
    cells = s.cells
    occupied = s.dwarfs | s.trolls | STONE_BIT
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


def _troll_moves(s: ThudState) -> list[int]:
    # A troll with no troll next to it cannot shove further than its step square, so its
    # moves depend only on the dwarfs within two squares (and the rule options): they are
    # memoised per (square, those dwarfs, game). In a search 9 such trolls in 10 find their
    # moves there. A troll in a line is generated afresh.
    dwarfs = s.dwarfs
    trolls = s.trolls
    game = s.game
    memo = _TROLL_MOVES
    out: list[int] = []
    bits = trolls
    while bits:
        low = bits & -bits
        t = low.bit_length() - 1
        bits ^= low
        if trolls & ADJ_BITS[t]:
            out += one_troll_moves(s, t)
            continue
        key = (t, dwarfs & NEAR2_BITS[t], game)
        moves = memo.get(key)
        if moves is None:
            moves = one_troll_moves(s, t)
            if len(memo) >= _TROLL_MOVES_LIMIT:
                memo.clear()
            memo[key] = moves
        out += moves
    return out


def _dwarfs_next_to(cells: bytes, sq: int) -> int:
    """The capture mask of the dwarfs next to ``sq`` (bit ``d`` for direction ``d``)."""
    mask = 0
    for ad, a in ADJACENT[sq]:
        if cells[a] == DWARF:
            mask |= 1 << ad
    return mask


def _trolls_in_line(cells: bytes, back: tuple[int, ...]) -> int:
    """How many trolls stand in a line on the squares ``back``, from the first on."""
    n = 0
    for b in back:
        if cells[b] != TROLL:
            break
        n += 1
    return n


def one_troll_moves(s: ThudState, t: int) -> tuple[int, ...]:
    """The moves of the troll on ``t`` (R4.1 steps, R4.2 shoves), in the documented order."""
    game = s.game
    any_step = game.step_captures_any
    shove_min = game.shove_min_line
    shove_choose = game.shove_choose
    cells = s.cells
    dwarfs = s.dwarfs
    trolls = s.trolls
    out: list[int] = []
    append = out.append
    for sq, step, ray, back_bit, back in TROLL_RAYS[t]:
        if cells[sq]:
            continue
        # R4.1 step (the troll leaves t, so t holds no dwarf)
        mask = _dwarfs_next_to(cells, sq) if dwarfs & ADJ_BITS[sq] else 0
        append(step)
        step_masks: tuple[int, ...] = ()
        if mask:
            step_masks = subsets_of(mask) if any_step else SINGLES[mask]
            for m in step_masks:
                append(step | m << 16)
        # R4.2 shove: line length n behind t (t included), up to n squares
        n = 1 + _trolls_in_line(cells, back) if trolls & back_bit else 1
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
                lmask = _dwarfs_next_to(cells, land)
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


# -- the legal moves (both rule sets) ----------------------------------------------------------


def legal_moves(s: ThudState) -> list[int]:
    if s.over:
        return []
    if s.offer == OFFER_PENDING:
        return [ACCEPT, DECLINE]
    game = s.game
    native = _native
    if native is not None and s.cached_moves is None and not game.kvt:
        # owned_moves() inlined: the C generator's new list (a hot path: one call less)
        moves: list[int] = native.moves(
            s.cells, s.side, game.step_captures_any, game.shove_min_line, game.shove_choose
        )
    else:
        moves = game.owned_moves(s)
    if s.offer == NO_OFFER and game.agreement:
        moves.append(OFFER)
    return moves


def perft_moves(s: ThudState) -> list[int]:
    if s.over or s.offer == OFFER_PENDING:
        return []
    game = s.game
    native = _native
    if native is not None and s.cached_moves is None and not game.kvt:
        # owned_moves() inlined, as in legal_moves()
        moves: list[int] = native.moves(
            s.cells, s.side, game.step_captures_any, game.shove_min_line, game.shove_choose
        )
        return moves
    return game.owned_moves(s)


# -- random playouts (classic Thud in C) ------------------------------------------------------


def random_playout(s: ThudState, rng: random.Random, plies: int) -> ThudState:
    """``State.random_playout``: up to ``plies`` uniformly random legal moves, each
    ``moves[rng.randrange(len(moves))]``, stopping at the end of the match. Classic Thud plays
    each battle in C (``_cthud.playout``) when the generator is a plain ``random.Random``: the
    C code draws through ``rng.getrandbits`` exactly as ``randrange`` does, so the position and
    the generator's state afterwards are those of the pure-Python loop (without the C module,
    or for Koom Valley, that loop runs)."""
    native = _native
    game = s.game
    if native is None or game.kvt or type(rng) is not random.Random:
        return python_playout(s, rng, plies)
    getrandbits = rng.getrandbits
    left = plies
    while left > 0 and not s.over:
        cells, side, quiet, ply, offer, done, reason = native.playout(
            s.cells,
            s.side,
            s.quiet,
            s.ply,
            s.offer,
            game.quiet_limit,
            game.ply_limit,
            game.agreement,
            game.step_captures_any,
            game.shove_min_line,
            game.shove_choose,
            getrandbits,
            left,
        )
        if done == 0:  # no legal move here: the Python loop says why (it fails the same way)
            return python_playout(s, rng, left)
        left -= done
        if reason is None:
            return type(s)(game, cells, side, s.battle, s.results, quiet, ply, offer)
        before = type(s)(game, s.cells, side, s.battle, s.results, quiet, ply, offer)
        after = ThudState(game, cells, side)
        s = end_battle(before, cells, after.dwarfs, after.trolls, reason)
    return s


def python_playout(s: ThudState, rng: random.Random, plies: int) -> ThudState:
    """The pure-Python loop of :func:`random_playout` (the reference)."""
    for _ in range(plies):
        if s.over:
            break
        moves = s.legal_moves()
        s = s.apply(moves[rng.randrange(len(moves))])
    return s


# -- applying (both rule sets) -----------------------------------------------------------------


def apply_move(s: ThudState, move: Any) -> ThudState:
    kind = move >> 24 & 0xFF
    if K_OFFER <= kind <= K_DECLINE:
        if kind == K_OFFER:
            return s.child(s.cells, s.side, s.quiet, s.ply, OFFER_PENDING)
        if kind == K_DECLINE:
            child = s.child(s.cells, s.side, s.quiet, s.ply, OFFER_DECLINED)
            child.cached_moves = s.cached_moves
            return child
        return end_battle(s, s.cells, s.dwarfs, s.trolls, "agreement")
    game = s.game
    work = bytearray(s.cells)
    dwarfs, trolls, captured = game.move_pieces(s, move, work)
    cells = bytes(work)
    quiet = 0 if captured else s.quiet + 1
    ply = s.ply + 1
    reason = game.decided(cells, dwarfs, trolls)
    if reason is not None:
        return end_battle(s, cells, dwarfs, trolls, reason)
    if game.quiet_limit and quiet >= game.quiet_limit:
        return end_battle(s, cells, dwarfs, trolls, "quiet")
    if game.ply_limit and ply >= game.ply_limit:
        return end_battle(s, cells, dwarfs, trolls, "ply-limit")
    child = s.child(cells, s.side ^ 1, quiet, ply, NO_OFFER)
    child.dwarfs = dwarfs
    child.trolls = trolls
    native = _native
    if native is not None and not game.kvt:
        # has_board_move() inlined (a hot path: one call less)
        has_move: bool = native.has_move(
            cells, child.side, game.step_captures_any, game.shove_min_line, game.shove_choose
        )
    else:
        has_move = game.has_board_move(child)
    if not has_move:
        return end_battle(s, cells, dwarfs, trolls, "no-move")
    return child


def move_pieces(s: ThudState, move: int, cells: bytearray) -> tuple[int, int, bool]:
    """Play a piece move on ``cells`` (a working copy); the new dwarf and troll sets, and
    whether anything was captured."""
    kind = move >> 24
    frm = move & 0xFF
    to = move >> 8 & 0xFF
    dwarfs = s.dwarfs
    trolls = s.trolls
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


def decided(cells: bytes, dwarfs: int, trolls: int) -> str | None:
    """The reason the battle ends right after a piece move, if the pieces decide it (R5.3)."""
    if not dwarfs or not trolls:
        return "no-pieces"
    return None


def end_battle(s: ThudState, cells: bytes, dwarfs: int, trolls: int, reason: str) -> ThudState:
    """R6: score the battle; start the next one with sides swapped, or end the match."""
    result = (dwarfs.bit_count(), trolls.bit_count(), reason)
    results = (*s.results, result)
    game = s.game
    if len(results) < game.battles:
        start = game.start_cells()
        return ThudState(game, start, DWARFS, battle=s.battle + 1, results=results)
    return ThudState(game, cells, s.side, battle=s.battle, results=results, over=True)


# -- results (both rule sets) ------------------------------------------------------------------


def margin(dwarfs: int, trolls: int, reason: str) -> int:
    """R6.1: a battle's margin from its dwarf player's view: dwarfs - 4 x trolls."""
    return dwarfs - 4 * trolls


def battle_margins(s: ThudState) -> list[int]:
    """Each finished battle's margin from its dwarf player's view (the rule set's margin)."""
    of = s.game.margin
    return [of(d, t, r) for d, t, r in s.results]


def scores(s: ThudState) -> tuple[int, int]:
    """R6.3 / T7: each seat's total over the finished battles."""
    totals = [0, 0]
    for index, m in enumerate(battle_margins(s)):
        dwarf_seat = index % 2
        totals[dwarf_seat] += m
        totals[1 - dwarf_seat] -= m
    return totals[0], totals[1]


def outcome(s: ThudState) -> Outcome | None:
    if not s.over:
        return None
    s0, s1 = scores(s)
    winners = (0,) if s0 > s1 else (1,) if s1 > s0 else ()
    last = s.results[-1][2]
    details = {
        "battles": [
            {"dwarf_seat": i % 2, "dwarfs": d, "trolls": t, "margin": m, "end": r}
            for i, ((d, t, r), m) in enumerate(zip(s.results, battle_margins(s), strict=True))
        ]
    }
    assert last in END_REASONS
    reason = said("thud-outcome", battle=s.battle, reason=said(f"thud-end-{last}"))
    return Outcome.told((float(s0), float(s1)), winners, reason, details)
