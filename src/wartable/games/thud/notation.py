"""Thud notation: the text of moves and of positions, both ways (docs/rules/thud.md, "Notation"
and "Position text and its checks").

A move is the piece (``d`` or ``T``), the square it leaves, ``-``, the square it lands on, then
``x`` and each captured square: ``dF1-F5``, ``dF1-F4xF4`` (a hurl), ``TG7-G6xF5``; ``offer``,
``accept`` and ``decline`` are the agreement protocol's moves.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from wartable.core import BadNotation, BadPosition, State
from wartable.core.errors import quoted, shown
from wartable.core.messages import Said, said
from wartable.core.numbers import parse_count

from . import rules
from .board import (
    ADJACENT,
    DWARF,
    EMPTY,
    FILES,
    KVT_DWARFS,
    KVT_TROLLS,
    NEIGHBOURS,
    OFF,
    OPPOSITE,
    RAYS,
    ROCK,
    SIZE,
    SQUARE_NAMES,
    START_DWARFS,
    START_TROLLS,
    STONE,
    TROLL,
    direction_between,
    on_board,
    parse_square,
)
from .state import (
    DWARFS,
    END_REASONS,
    K_DWARF,
    K_HURL,
    K_OFFER,
    K_TROLL,
    NO_OFFER,
    OFFER_DECLINED,
    OFFER_PENDING,
    PROTOCOL,
    PROTOCOL_TEXT,
    SIDE_NAMES,
    TROLLS,
    ThudState,
)

if TYPE_CHECKING:
    from .game import ThudGame


# -- move text (classic Thud; Koom Valley's is in kvt.py) ------------------------------------


def move_text(s: ThudState, move: Any) -> str:
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
    return f"T{SQUARE_NAMES[frm]}-{SQUARE_NAMES[to]}" + "".join("x" + SQUARE_NAMES[c] for c in caps)


def move_texts(s: ThudState, moves: Sequence[Any]) -> list[str]:
    """``[s.move_text(m) for m in moves]``: the texts of many moves at once (the server sends
    a position's legal moves as text). Classic Thud's are written by the C extension when it
    is built and in use (same texts, same order: tests/thud/test_native_text.py); Koom Valley
    has its own texts (kvt.move_text)."""
    game = s.game
    native = rules.native_module()  # the C module while it is in use (rules.use_native)
    if native is not None and not game.kvt:
        texts: list[str] = native.move_texts(moves)
        return texts
    text = game.move_text
    return [text(s, m) for m in moves]


def normalize_move_text(text: str) -> str:
    """Accept any letter case and any order of captures: ``tg7-g6xf5`` = ``TG7-G6xF5``."""
    low = text.strip().lower()
    if low in PROTOCOL:
        return low
    parts = split_move(text)
    if parts is None:
        return text
    piece, frm, to, caps = parts
    names = [SQUARE_NAMES[c] for c in sorted(set(caps))]
    head = f"{piece}{SQUARE_NAMES[frm]}-{SQUARE_NAMES[to]}"
    return head + "".join("x" + n for n in names)


def parse_move(s: ThudState, text: str) -> Any:
    """Decode the text straight to a move (no scan of every legal move's text)."""
    check_length(text)
    if isinstance(text, str) and not s.over:
        parts = split_move(text)
        if parts is not None:
            piece, frm, to, caps = parts
            move = encode(s.cells, piece, frm, to, caps)
            if move is not None and move in s.legal_moves():
                return move
    return State.parse_move(s, text)  # the contract's parser: its errors, its reasons


def check_notation(text: str) -> None:
    if text.strip().lower() in PROTOCOL:
        return
    if split_move(text) is None:
        raise BadNotation(said("thud-error-notation", move=quoted(text)))


def position_text(s: ThudState) -> str:
    # the cells as characters (.dTX#) in one translation, cut into ranks, rank 15 first
    board = s.cells.translate(_CELL_CHARS).decode("ascii")
    lines = [board[y * SIZE : (y + 1) * SIZE] for y in range(SIZE - 1, -1, -1)]
    lines.append("d" if s.side == DWARFS else "T")
    if s.battle != 1:
        lines.append(f"battle {s.battle}")
    for d, t, reason in s.results:
        lines.append(f"result {d} {t} {reason}")
    if s.quiet:
        lines.append(f"quiet {s.quiet}")
    if s.ply:
        lines.append(f"ply {s.ply}")
    if s.offer == OFFER_PENDING:
        lines.append("offer pending")
    elif s.offer == OFFER_DECLINED:
        lines.append("offer declined")
    if s.over:
        lines.append("over")
    return "\n".join(lines) + "\n"


#: cell byte -> its character in position text (bytes.translate's table)
_CELL_CHARS = bytes.maketrans(bytes(range(5)), b".dTX#")

#: The longest move text accepted: the longest real one (a shove capturing all eight
#: neighbours, or a Koom Valley chain of jumps) is far shorter.
MAX_MOVE_TEXT = 160


def check_length(text: object) -> None:
    """Refuse an over-long move text before any parsing, quoting only its start."""
    if isinstance(text, str) and len(text) > MAX_MOVE_TEXT:
        raise BadNotation(
            said(
                "thud-error-too-long",
                move=quoted(text),
                length=f"{len(text):,}",
                limit=MAX_MOVE_TEXT,
            )
        )


def encode(cells: bytes, piece: str, frm: int, to: int, caps: list[int]) -> int | None:
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


def split_move(text: str) -> tuple[str, int, int, list[int]] | None:
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


def explain_illegal(state: ThudState, text: str) -> Said:
    """A precise reason why well-formed ``text`` is not legal in ``state``: an answer or an
    offer out of turn, else the first thing wrong with the board move (whose piece, where it
    stands, its line and path), then what the dwarf's or the troll's rules refuse."""
    side = said(f"thud-side-{SIDE_NAMES[state.side]}")
    refusal = _protocol_refusal(state, text.strip().lower(), side)
    if refusal is not None:
        return refusal
    parts = split_move(text)
    assert parts is not None
    piece, frm, to, caps = parts
    mover = "d" if state.side == DWARFS else "T"
    if piece == "R":
        return said("thud-illegal-stone")
    if piece != mover:
        return said("thud-illegal-turn", side=side)
    if state.cells[frm] != (DWARF if piece == "d" else TROLL):
        which = "thud-illegal-no-dwarf" if piece == "d" else "thud-illegal-no-troll"
        return said(which, square=SQUARE_NAMES[frm])
    line = direction_between(frm, to)
    if line is None:
        return said("thud-illegal-not-line", to=SQUARE_NAMES[to], start=SQUARE_NAMES[frm])
    d, dist = line
    path = RAYS[frm][d][:dist]
    if len(path) < dist or path[-1] != to:
        return said("thud-illegal-off-board")
    blocked = [sq for sq in path[:-1] if state.cells[sq] != EMPTY]
    if blocked:
        return said("thud-illegal-blocked", square=SQUARE_NAMES[blocked[0]])
    if piece == "d":
        return _dwarf_refusal(state, frm, to, d, dist, caps)
    return _troll_refusal(state, frm, to, d, dist, caps)


def _protocol_refusal(state: ThudState, low: str, side: Said) -> Said | None:
    """Why the agreement move ``low`` (or, while an offer waits, any move) is refused;
    ``None`` for a board move when no offer waits."""
    if state.offer == OFFER_PENDING:
        if low in ("accept", "decline"):
            return said("thud-illegal-not-now")
        return said("thud-illegal-answer-offer", side=side)
    if low == "offer":
        if not state.game.agreement:
            return said("thud-illegal-agreement-off")
        return said("thud-illegal-offer-declined")
    if low in ("accept", "decline"):
        return said("thud-illegal-no-offer")
    return None


def _line_behind(state: ThudState, frm: int, d: int, cell: int) -> int:
    """How long the line of ``cell`` pieces is that ends on ``frm`` (counted) and runs back
    against direction ``d``."""
    n = 1
    for b in RAYS[frm][OPPOSITE[d]]:
        if state.cells[b] != cell:
            break
        n += 1
    return n


def _dwarf_refusal(state: ThudState, frm: int, to: int, d: int, dist: int, caps: list[int]) -> Said:
    """Why a dwarf's move along a free line is refused (R3.1 move, R3.2 hurl)."""
    target = state.cells[to]
    if target == TROLL:
        n = _line_behind(state, frm, d, DWARF)
        if dist > n:
            return said("thud-illegal-hurl-reach", n=n, to=SQUARE_NAMES[to], distance=dist)
        written = f"d{SQUARE_NAMES[frm]}-{SQUARE_NAMES[to]}x{SQUARE_NAMES[to]}"
        return said("thud-illegal-hurl-written", written=written)
    if target != EMPTY:
        return said("thud-illegal-occupied", square=SQUARE_NAMES[to])
    if caps:
        return said("thud-illegal-dwarf-capture")
    return said("error-not-legal")


def _troll_refusal(state: ThudState, frm: int, to: int, d: int, dist: int, caps: list[int]) -> Said:
    """Why a troll's move along a free line is refused (R4.1 step, R4.2 shove)."""
    if state.cells[to] != EMPTY:
        return said("thud-illegal-troll-occupied", square=SQUARE_NAMES[to])
    adjacent = {a for _, a in ADJACENT[to] if state.cells[a] == DWARF}
    wrong = [c for c in caps if c not in adjacent]
    if wrong:
        return said(
            "thud-illegal-no-dwarf-next", square=SQUARE_NAMES[wrong[0]], to=SQUARE_NAMES[to]
        )
    if dist == 1 and len(caps) > 1:
        return said("thud-illegal-step-one")
    if dist > 1 or caps:
        n = _line_behind(state, frm, d, TROLL)
        need = state.game.shove_min_line
        if dist > 1 and n < need:
            return said("thud-illegal-shove-line", need=need)
        if dist > n:
            return said("thud-illegal-shove-reach", n=n)
        if not caps:
            return said("thud-illegal-shove-capture")
        if len(caps) != len(adjacent) and not state.game.shove_choose:
            return said("thud-illegal-shove-all")
    return said("error-not-legal")


# -- position text -------------------------------------------------------------------------

_CELL_OF = {".": EMPTY, "d": DWARF, "T": TROLL, "X": ROCK, "#": OFF}

#: The longest position text accepted (a real one has at most about 330 characters).
MAX_POSITION_TEXT = 2000
#: Counts (battle, quiet, ply, result) have at most this many digits.
_COUNT_DIGITS = 9


def _count(word: str) -> int | None:
    """A non-negative count written in ASCII digits (at most 9 of them), else ``None``
    (read by :func:`~wartable.core.numbers.parse_count`: ``str.isdigit`` alone would take
    '³' and '١', and ``int`` a 5,000-digit number)."""
    try:
        return parse_count(word, _COUNT_DIGITS)
    except ValueError:
        return None


def _bad(where: Said, why: str, **params: Any) -> BadPosition:
    """The position refused at ``where`` for the reason ``why`` (a message id)."""
    return BadPosition(said("thud-position-bad", where=where, why=said(why, **params)))


def _whole(why: str, **params: Any) -> BadPosition:
    """The whole position refused for the reason ``why`` (a message id)."""
    return _bad(said("thud-where-position"), why, **params)


class _Counters(NamedTuple):
    """The counters of a position's last lines, with their defaults."""

    battle: int
    quiet: int
    ply: int
    offer: int
    over: bool


def parse_position(game: ThudGame, text: str) -> ThudState:
    """Parse a position: 15 lines of 15 characters (rank 15 first; ``d`` dwarf, ``T``
    troll, ``X`` Thudstone, ``.`` empty, ``#`` off the board), a 16th line with the side to
    move (``d`` or ``T``), then optional lines ``battle N``, ``result D T REASON`` (one per
    finished battle), ``quiet N``, ``ply N``, ``offer pending|declined`` and ``over``.

    Every invariant of a position is checked (docs/rules/thud.md, "Position text and its
    checks"); anything else raises :class:`BadPosition` naming the text and the reason.
    The checks run in that order: the lines, the board square by square, the pieces, the
    side to move, the counter and result lines, then how they agree."""
    lines = _position_lines(text)
    cells, counts = _parse_board(game, lines[:SIZE])
    max_dwarfs = len(KVT_DWARFS) if game.kvt else len(START_DWARFS)
    max_trolls = len(KVT_TROLLS) if game.kvt else len(START_TROLLS)
    if counts[ROCK] != 1:
        raise _whole("thud-position-stones", count=counts[ROCK])
    if counts[DWARF] > max_dwarfs or counts[TROLL] > max_trolls:
        raise _whole(
            "thud-position-pieces",
            dwarfs=counts[DWARF],
            trolls=counts[TROLL],
            max_dwarfs=max_dwarfs,
            max_trolls=max_trolls,
        )
    side_line = lines[SIZE]
    if side_line not in ("d", "T"):
        raise _bad(said("thud-where-line", line=16, text=shown(side_line)), "thud-position-side")
    side = DWARFS if side_line == "d" else TROLLS
    fields, results = _parse_counter_lines(game, lines[SIZE + 1 :], max_dwarfs, max_trolls)
    c = _Counters(
        battle=fields.get("battle", 1),
        quiet=fields.get("quiet", 0),
        ply=fields.get("ply", 0),
        offer=fields.get("offer", NO_OFFER),
        over="over" in fields,
    )
    _check_battles(game, c, results)
    _check_counters(game, c)
    if c.over and results[-1][:2] != (counts[DWARF], counts[TROLL]):
        d, t, _reason = results[-1]
        raise _whole(
            "thud-position-last-result",
            result_dwarfs=d,
            result_trolls=t,
            dwarfs=counts[DWARF],
            trolls=counts[TROLL],
        )
    state = ThudState(
        game,
        cells,
        side,
        battle=c.battle,
        results=tuple(results),
        quiet=c.quiet,
        ply=c.ply,
        offer=c.offer,
        over=c.over,
    )
    if not c.over:
        # a position the last move would have ended is the position after that end
        reason = game.decided(state.cells, state.dwarfs, state.trolls)
        if reason is None and not game.board_moves(state):
            reason = "no-move"
        if reason is not None:
            return rules.end_battle(state, state.cells, state.dwarfs, state.trolls, reason)
    return state


def _position_lines(text: object) -> list[str]:
    """The stripped lines of a position text, without the empty ones at its end; at least
    the board's 15 and the side's."""
    if not isinstance(text, str):
        where = said("thud-where-text", text=shown(text))
        raise _bad(where, "thud-position-not-text", kind=type(text).__name__)
    at_text = said("thud-where-text", text=shown(text))
    if len(text) > MAX_POSITION_TEXT:
        raise _bad(
            at_text,
            "thud-position-too-long",
            length=f"{len(text):,}",
            limit=f"{MAX_POSITION_TEXT:,}",
        )
    lines = [line.strip() for line in text.strip("\n").splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    if len(lines) < SIZE + 1:
        raise _bad(at_text, "thud-position-lines", count=len(lines))
    return lines


def _parse_board(game: ThudGame, lines: list[str]) -> tuple[list[int], dict[int, int]]:
    """The cells of the board's 15 lines (rank 15 first), checked square by square, and how
    many dwarfs, trolls and stones stand on them."""
    cells = [OFF] * (SIZE * SIZE)
    counts = {DWARF: 0, TROLL: 0, ROCK: 0}
    for row, line in enumerate(lines):
        rank = SIZE - row
        if len(line) != SIZE:
            at_line = said("thud-where-rank", line=row + 1, rank=rank, text=shown(line))
            raise _bad(at_line, "thud-position-line-length", length=len(line))
        y = rank - 1
        for x, ch in enumerate(line):
            where = said("thud-where-square", line=row + 1, rank=rank, square=f"{FILES[x]}{rank}")
            if ch not in _CELL_OF:
                raise _bad(where, "thud-position-char", char=repr(ch))
            cell = _CELL_OF[ch]
            sq = y * SIZE + x
            if not on_board(x, y):
                if cell != OFF:
                    raise _bad(where, "thud-position-off-board")
                continue
            if cell == OFF:
                raise _bad(where, "thud-position-on-board")
            if not game.kvt and (sq == STONE) != (cell == ROCK):
                raise _bad(where, "thud-position-stone")
            if cell in counts:
                counts[cell] += 1
            cells[sq] = cell
    return cells, counts


def _parse_counter_lines(
    game: ThudGame, lines: list[str], max_dwarfs: int, max_trolls: int
) -> tuple[dict[str, int], list[tuple[int, int, str]]]:
    """The lines after the side's (numbered from 17): each counter given at most once, by
    name, and the results of the finished battles in order."""
    fields: dict[str, int] = {}
    results: list[tuple[int, int, str]] = []
    for number, line in enumerate(lines, start=SIZE + 2):
        words = line.split()
        if not words:
            continue
        at = said("thud-where-line", line=number, text=shown(line))
        key = words[0]
        if key == "result" and len(words) == 4:
            results.append(_parse_result(game, words, at, max_dwarfs, max_trolls))
            if len(results) > game.battles:
                raise _bad(at, "thud-position-results-many", battles=game.battles)
            continue
        if key in ("battle", "quiet", "ply") and len(words) == 2:
            value = _count(words[1])
            if value is None:
                raise _bad(at, "thud-position-count", value=shown(words[1]), digits=_COUNT_DIGITS)
        elif words == ["offer", "pending"] or words == ["offer", "declined"]:
            key, value = "offer", OFFER_PENDING if words[1] == "pending" else OFFER_DECLINED
        elif words == ["over"]:
            value = 1
        else:
            raise _bad(at, "thud-position-line-kind")
        if key in fields:
            raise _bad(at, "thud-position-twice", key=repr(key))
        fields[key] = value
    return fields, results


def _check_battles(game: ThudGame, c: _Counters, results: list[tuple[int, int, str]]) -> None:
    """The battle number is the game's, with one result per finished battle; ``over`` only
    after the last."""
    if not 1 <= c.battle <= game.battles:
        raise _whole("thud-position-battle-range", battle=c.battle, battles=game.battles)
    finished = c.battle if c.over else c.battle - 1
    if len(results) != finished:
        raise _whole(
            "thud-position-results-over" if c.over else "thud-position-results",
            battle=c.battle,
            finished=finished,
            found=len(results),
        )
    if c.over and c.battle != game.battles:
        raise _whole("thud-position-over-last", battles=game.battles, battle=c.battle)


def _check_counters(game: ThudGame, c: _Counters) -> None:
    """The quiet and ply counts and the offer agree with each other, the game's limits and
    options, and the end."""
    if c.quiet > c.ply:
        raise _whole("thud-position-quiet-ply", quiet=c.quiet, ply=c.ply)
    if c.over and (c.quiet or c.ply or c.offer != NO_OFFER):
        raise _whole("thud-position-over-lines")
    if not c.over and game.quiet_limit and c.quiet >= game.quiet_limit:
        raise _whole("thud-position-quiet-limit", quiet=c.quiet, limit=game.quiet_limit)
    if not c.over and game.ply_limit and c.ply >= game.ply_limit:
        raise _whole("thud-position-ply-limit", ply=c.ply, limit=game.ply_limit)
    if c.offer != NO_OFFER and not game.agreement:
        raise _whole("thud-position-offer-off")


def _parse_result(
    game: ThudGame, words: list[str], where: Said, max_dwarfs: int, max_trolls: int
) -> tuple[int, int, str]:
    """One ``result D T REASON`` line, checked against the rule set."""
    d, t, reason = _count(words[1]), _count(words[2]), words[3]
    if d is None or t is None or d > max_dwarfs or t > max_trolls:
        raise _bad(where, "thud-position-result-form", max_dwarfs=max_dwarfs, max_trolls=max_trolls)
    allowed = [
        r
        for r in END_REASONS
        if (game.kvt or not r.startswith("rock-"))
        and (r != "agreement" or game.agreement)
        and (r != "quiet" or game.quiet_limit)
        and (r != "ply-limit" or game.ply_limit)
    ]
    if reason not in allowed:
        raise _bad(
            where, "thud-position-result-reason", reason=shown(reason), allowed=", ".join(allowed)
        )
    if (reason == "no-pieces") != (d == 0 or t == 0) and reason != "rock-taken":
        raise _bad(where, "thud-position-wiped")
    return d, t, reason
