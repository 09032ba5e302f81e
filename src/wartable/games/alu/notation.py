"""Text forms of ALU moves and positions (docs/rules/alu.md, "Notation").

Moves (A16): ``C c3`` camp, ``R c3`` raid, ``U c3`` restore, ``F c3`` camp on a raided square,
``X c3`` attack, ``end`` (or ``E``) end of turn.

Position, one line::

    <board> <to-move> <turn>:<actions left> <circle b,i,f,p> <square b,i,f,p> <flags> [reason]

``<board>`` lists the rows from the highest down to row 1, separated by ``/``, one character
a square: ``.`` free, ``R`` raided, ``C`` circle camp, ``S`` square camp.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from wartable.core.errors import BadNotation, BadPosition, quoted, shown
from wartable.core.messages import Said, said

from .board import FILES
from .state import (
    CAMPS_PER_PLAYER,
    END,
    KIND_LETTERS,
    RAID_MARKERS,
    REASONS,
    SIDE_LETTERS,
    SIDE_NAMES,
    START_STOCK,
    WIN_TERRITORY,
    AluState,
)

if TYPE_CHECKING:
    from .game import AluGame

#: ASCII only (``\\d`` would take '١'); a row has at most two digits.
_MOVE_RE = re.compile(r"\s*([a-zA-Z])\s*([a-zA-Z])?\s*([0-9]{1,2})?\s*", re.ASCII)
#: The longest move text accepted (a real one has at most 5 characters: ``C c3``).
MAX_MOVE_TEXT = 40
#: The longest position text accepted (a real one has about 80 characters).
MAX_POSITION_TEXT = 400
#: Counts in a position (turn, stock) have at most this many digits.
_COUNT_DIGITS = 9


def check_length(text: object) -> None:
    """Refuse an over-long move text before any parsing, quoting only its start."""
    if isinstance(text, str) and len(text) > MAX_MOVE_TEXT:
        raise BadNotation(
            said(
                "alu-error-too-long",
                move=quoted(text),
                length=f"{len(text):,}",
                limit=MAX_MOVE_TEXT,
            )
        )


def _count(word: str) -> int | None:
    """A non-negative count in ASCII digits (at most 9), else ``None`` (``isdigit`` alone
    takes '³' and '١'; ``int`` of 5,000 digits raises)."""
    if not 0 < len(word) <= _COUNT_DIGITS or not word.isascii() or not word.isdigit():
        return None
    return int(word)


_LETTER_KINDS = {"C": 0, "R": 1, "U": 2, "F": 3, "X": 4}
_KIND_WORDS = tuple(
    said(f"alu-action-{k}") for k in ("camp", "raid", "restore", "camp-raided", "attack")
)


def _split(text: str) -> tuple[str, str | None]:
    """``(action letter, square name or None)`` of a move text, or BadNotation."""
    if text.strip().lower() in ("end", "e"):
        return "E", None
    m = _MOVE_RE.fullmatch(text)
    if m is None:
        raise BadNotation(said("alu-error-notation", move=quoted(text)))
    letter = m.group(1).upper()
    if m.group(2) is None and m.group(3) is None:
        raise BadNotation(said("alu-error-needs-square", move=quoted(text), letter=repr(letter)))
    if m.group(2) is None or m.group(3) is None:
        raise BadNotation(said("alu-error-square-form", move=quoted(text)))
    if letter == "E":
        raise BadNotation(said("alu-error-end-square", move=quoted(text)))
    if letter not in _LETTER_KINDS:
        raise BadNotation(said("alu-error-unknown-action", move=quoted(text), letter=repr(letter)))
    return letter, m.group(2).lower() + str(int(m.group(3)))


def move_text(state: AluState, move: Any) -> str:
    """The text of a move code: ``C c3`` ... or ``end`` (A16)."""
    if move == END:
        return "end"
    kind, sq = divmod(move, 64)
    return f"{KIND_LETTERS[kind]} {state.game.geo.names[sq]}"


def normalize_move(text: str) -> str:
    """The canonical spelling of an accepted move text (``c  C3`` -> ``C c3``)."""
    try:
        letter, square = _split(text)
    except BadNotation:
        return text
    return "end" if square is None else f"{letter} {square}"


def check_move(game: AluGame, text: str) -> None:
    """Raise BadNotation if ``text`` cannot be an ALU move on this board."""
    _letter, square = _split(text)
    if square is not None and square not in game.geo.index_of:
        geo = game.geo
        raise BadNotation(
            said(
                "alu-error-no-square",
                move=quoted(text),
                square=square,
                width=geo.width,
                height=geo.height,
                last_file=FILES[geo.width - 1],
            )
        )


def explain_illegal(state: AluState, text: str) -> Said:
    """Why a well-formed move is not legal in ``state`` (the first rule it breaks)."""
    letter, square = _split(text)
    seat = state.seat
    geo = state.game.geo
    b, i, f, p = state.stocks[seat]
    own = state.camps[seat]
    enemy = state.camps[1 - seat]
    if not state.has_placed(seat) and letter != "C":
        return said("alu-illegal-first-camp")
    if letter == "E":
        return said("alu-illegal-end-first")
    assert square is not None
    bit = 1 << geo.index_of[square]
    kind = _LETTER_KINDS[letter]
    occupant = said(
        "alu-holds-circle-camp"
        if bit & state.camps[0]
        else "alu-holds-square-camp"
        if bit & state.camps[1]
        else "alu-holds-raid"
        if bit & state.raids
        else "alu-holds-nothing"
    )
    if kind in (0, 1) and occupant.id != "alu-holds-nothing":
        return said("alu-illegal-not-free", square=square, holds=occupant)
    if kind in (2, 3) and not bit & state.raids:
        return said("alu-illegal-not-raided", square=square, holds=occupant)
    if kind == 4 and not bit & enemy:
        enemy_side = said(f"alu-side-{SIDE_NAMES[1 - seat]}")
        return said("alu-illegal-no-enemy-camp", square=square, enemy=enemy_side, holds=occupant)
    if not state.has_placed(seat) and not bit & geo.edge:
        return said("alu-illegal-first-edge", square=square)
    if kind == 4 and not geo.spread(own) & bit:
        return said("alu-illegal-not-next", square=square)
    need_b = (1, 1, 1, 2, 0)[kind]
    need_i = (0, 0, 0, 1, 1)[kind]
    need_f = 1 if kind == 4 else 0
    if b < need_b:
        return said("alu-illegal-building", action=_KIND_WORDS[kind], need=need_b, have=b)
    if i < need_i:
        return said("alu-illegal-iron", action=_KIND_WORDS[kind], need=need_i, have=i)
    if f < need_f:
        if p:
            return said("alu-illegal-food-pending", have=f, pending=p)
        return said("alu-illegal-food", have=f)
    if kind in (0, 3) and own.bit_count() >= CAMPS_PER_PLAYER:
        return said("alu-illegal-all-camps", camps=CAMPS_PER_PLAYER)
    if kind in (1, 4) and state.tray() == 0:
        return said("alu-illegal-tray-empty")
    return said("error-not-legal")


# -- positions ----------------------------------------------------------------------------


def board_rows(state: AluState) -> list[str]:
    """The board rows from the highest row down to row 1, one character a square."""
    geo = state.game.geo
    circle, square = state.camps
    rows = []
    for row in range(geo.height - 1, -1, -1):
        cells = []
        for col in range(geo.width):
            bit = 1 << (row * geo.width + col)
            if bit & circle:
                cells.append("C")
            elif bit & square:
                cells.append("S")
            elif bit & state.raids:
                cells.append("R")
            else:
                cells.append(".")
        rows.append("".join(cells))
    return rows


def position_text(state: AluState) -> str:
    """The one-line text of ``state`` (see the module docstring)."""
    if state.result is None:
        mover = SIDE_LETTERS[state.seat]
    else:
        winners = state.result[0]
        mover = "#" + (SIDE_LETTERS[winners[0]] if winners else "=")
    flags = ("L" if state.last_turn else "") + ("P" if state.prev_pass else "")
    stocks = " ".join(",".join(str(n) for n in stock) for stock in state.stocks)
    text = (
        f"{'/'.join(board_rows(state))} {mover} {state.turn}:{state.actions} {stocks} "
        f"{flags or '-'}"
    )
    if state.result is not None:
        text += f" {state.result[1]}"
    return text


def parse_position(game: AluGame, text: str) -> AluState:
    """Parse :func:`position_text` output (BadPosition names the text and the reason).

    Every invariant of a position is checked (docs/rules/alu.md, "Position text and its
    checks"), so a position that parses is one the rules can reach."""

    def bad(why: Said) -> BadPosition:
        return BadPosition(said("alu-position", text=shown(text), why=why))

    if not isinstance(text, str):
        raise bad(said("alu-position-not-text", kind=type(text).__name__))
    if len(text) > MAX_POSITION_TEXT:
        raise bad(said("alu-position-too-long", length=f"{len(text):,}", limit=MAX_POSITION_TEXT))
    fields = text.split()
    if len(fields) not in (6, 7):
        raise bad(said("alu-position-fields"))
    board, mover, clock, cstock, sstock, flags = fields[:6]
    circle, square, raids = _parse_board(game, board, bad)
    seat, result = _parse_mover(fields, bad)
    seat, turn, actions, allot = _parse_clock(clock, seat, mover, result, bad)
    stocks = [_parse_stock(field, bad) for field in (cstock, sstock)]
    if flags != "-" and (not flags or set(flags) - {"L", "P"} or len(set(flags)) != len(flags)):
        raise bad(said("alu-position-flags", flags=shown(flags)))
    other = 1 - seat
    if stocks[other][3] != 0:
        raise bad(said("alu-position-pending-other"))
    state = AluState(
        game,
        circle,
        square,
        raids,
        seat,
        turn,
        actions,
        stocks[0],
        stocks[1],
        "L" in flags,
        "P" in flags,
        result,
    )
    for s in (0, 1):
        _check_player(state, s, stocks[s], result, bad)
    if stocks[seat][3] > allot - actions:
        raise bad(said("alu-position-pending", food=stocks[seat][3], taken=allot - actions))
    if state.last_turn != (stocks[other][0] == 0):
        raise bad(said("alu-position-flag-l"))
    if state.prev_pass and turn == 1:
        raise bad(said("alu-position-flag-p"))
    if result is not None:
        _check_result(state, result, bad)
    return state


def _parse_board(
    game: AluGame, board: str, bad: Callable[[Said], BadPosition]
) -> tuple[int, int, int]:
    """The board field's circle camps, square camps and raid markers, as bit sets."""
    geo = game.geo
    rows = board.split("/")
    if len(rows) != geo.height or any(len(r) != geo.width for r in rows):
        raise bad(
            said(
                "alu-position-board",
                rows=geo.height,
                squares=geo.width,
                board=game.options["board"],
            )
        )
    circle = square = raids = 0
    for r, row in enumerate(rows):
        rank = geo.height - 1 - r
        for col, ch in enumerate(row):
            bit = 1 << (rank * geo.width + col)
            if ch == "C":
                circle |= bit
            elif ch == "S":
                square |= bit
            elif ch == "R":
                raids |= bit
            elif ch != ".":
                raise bad(said("alu-position-square-char", char=repr(ch)))
    if circle.bit_count() > CAMPS_PER_PLAYER or square.bit_count() > CAMPS_PER_PLAYER:
        raise bad(said("alu-position-camps", camps=CAMPS_PER_PLAYER))
    if raids.bit_count() > RAID_MARKERS:
        raise bad(said("alu-position-raids", raids=RAID_MARKERS))
    return circle, square, raids


def _parse_mover(
    fields: list[str], bad: Callable[[Said], BadPosition]
) -> tuple[int, tuple[tuple[int, ...], str] | None]:
    """The seat to move (-1 when the game is over) and the result of a finished game."""
    mover = fields[1]
    if mover in SIDE_LETTERS:
        if len(fields) != 6:
            raise bad(said("alu-position-reason-early"))
        return SIDE_LETTERS.index(mover), None
    if mover in ("#C", "#S", "#="):
        if len(fields) != 7 or fields[6] not in REASONS:
            raise bad(said("alu-position-reason-needed", reasons=", ".join(REASONS)))
        winners = () if mover == "#=" else (SIDE_LETTERS.index(mover[1]),)
        return -1, (winners, fields[6])
    raise bad(said("alu-position-to-move", mover=shown(mover)))


def _parse_clock(
    clock: str,
    seat: int,
    mover: str,
    result: tuple[tuple[int, ...], str] | None,
    bad: Callable[[Said], BadPosition],
) -> tuple[int, int, int, int]:
    """The seat whose turn it is, the turn, the actions left and the turn's allotment."""
    turn_text, colon, actions_text = clock.partition(":")
    turn, actions = _count(turn_text), _count(actions_text)
    if not colon or turn is None or actions is None:
        raise bad(said("alu-position-clock", digits=_COUNT_DIGITS, clock=shown(clock)))
    if turn < 1:
        raise bad(said("alu-position-turn-one"))
    parity_seat = (turn - 1) % 2
    if seat == -1:
        seat = parity_seat
    elif seat != parity_seat:
        raise bad(
            said("alu-position-turn-side", turn=turn, side=SIDE_LETTERS[parity_seat], mover=mover)
        )
    allot = 2 if turn == 1 else 3
    if not 0 <= actions <= allot or (result is None and actions == 0):
        raise bad(said("alu-position-actions", allot=allot, turn=turn, actions=actions))
    return seat, turn, actions, allot


def _parse_stock(field: str, bad: Callable[[Said], BadPosition]) -> tuple[int, int, int, int]:
    """A stock field: building material, iron, food, pending food."""
    parts = [_count(p) for p in field.split(",")]
    if len(parts) != 4 or None in parts:
        raise bad(said("alu-position-stock", digits=_COUNT_DIGITS, stock=shown(field)))
    b, i, f, p = (n or 0 for n in parts)
    return (b, i, f, p)


def _check_player(
    state: AluState,
    s: int,
    stock: tuple[int, int, int, int],
    result: tuple[tuple[int, ...], str] | None,
    bad: Callable[[Said], BadPosition],
) -> None:
    """Seat ``s``'s camps and stock are what play can give (R3, R4.4, R8)."""
    name = SIDE_LETTERS[s]
    b, i, f, p = stock
    if not state.has_placed(s):
        if state.camps[s]:
            raise bad(said("alu-position-early-camps", side=name))
        if stock != START_STOCK:
            start = ",".join(map(str, START_STOCK))
            raise bad(said("alu-position-not-acted", side=name, stock=start))
        return
    if b > START_STOCK[0] or i > START_STOCK[1] or b + f + p > START_STOCK[0]:
        raise bad(
            said(
                "alu-position-stock-impossible",
                side=name,
                stock=f"{b},{i},{f},{p}",
                building=START_STOCK[0],
                iron=START_STOCK[1],
            )
        )
    if result is None and not state.camps[s]:
        raise bad(said("alu-position-no-camp", side=name))
    if result is None and state.territory(s) >= WIN_TERRITORY:
        raise bad(said("alu-position-controls-21", side=name))


def _check_result(
    state: AluState, result: tuple[tuple[int, ...], str], bad: Callable[[Said], BadPosition]
) -> None:
    """A finished game's winners and reason must be what the rules give (R7.3, R8)."""
    winners, reason = result
    territory = (state.territory(0), state.territory(1))
    if reason in ("camps", "21"):
        if len(winners) != 1:
            raise bad(said("alu-position-reason-winner", reason=reason))
        w = winners[0]
        loser = 1 - w
        if reason == "camps" and (state.camps[loser] or not state.has_placed(loser)):
            raise bad(said("alu-position-reason-camps", side=SIDE_LETTERS[loser]))
        if reason == "21" and territory[w] < WIN_TERRITORY:
            raise bad(said("alu-position-reason-21", side=SIDE_LETTERS[w], squares=territory[w]))
        return
    if reason == "territory" and not state.last_turn:
        raise bad(said("alu-position-reason-territory"))
    if reason == "passes" and not (state.prev_pass and state.game.double_pass_ends):
        raise bad(said("alu-position-reason-passes"))
    best = (0,) if territory[0] > territory[1] else (1,) if territory[1] > territory[0] else ()
    if winners != best:
        raise bad(
            said(
                "alu-position-winner",
                circle=territory[0],
                square=territory[1],
                result="#" + SIDE_LETTERS[best[0]] if best else "#=",
            )
        )
