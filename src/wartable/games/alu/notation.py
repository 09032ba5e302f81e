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
from typing import TYPE_CHECKING

from wartable.core.errors import BadNotation, BadPosition

from .board import FILES

if TYPE_CHECKING:
    from .rules import AluGame, AluState

_MOVE_RE = re.compile(r"^\s*([a-zA-Z])\s*([a-zA-Z])?\s*(\d+)?\s*$")

_LETTER_KINDS = {"C": 0, "R": 1, "U": 2, "F": 3, "X": 4}
_KIND_WORDS = ("set up a camp on", "raid", "restore", "camp on the raided square", "attack")


def _split(text: str) -> tuple[str, str | None]:
    """``(action letter, square name or None)`` of a move text, or BadNotation."""
    if text.strip().lower() in ("end", "e"):
        return "E", None
    m = _MOVE_RE.match(text)
    if m is None:
        raise BadNotation(
            f"move {text!r}: not ALU notation (expected e.g. 'C c3', 'R c3', 'U c3', "
            "'F c3', 'X c3' or 'end')"
        )
    letter = m.group(1).upper()
    if m.group(2) is None and m.group(3) is None:
        raise BadNotation(f"move {text!r}: action {letter!r} needs a square, e.g. 'C c3'")
    if m.group(2) is None or m.group(3) is None:
        raise BadNotation(f"move {text!r}: a square is a file letter and a row number, e.g. c3")
    if letter == "E":
        raise BadNotation(f"move {text!r}: 'end' (E, end of turn) takes no square")
    if letter not in _LETTER_KINDS:
        raise BadNotation(f"move {text!r}: unknown action {letter!r} (actions: C, R, U, F, X, E)")
    return letter, m.group(2).lower() + str(int(m.group(3)))


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
            f"move {text!r}: no square {square} on the {geo.width}x{geo.height} board "
            f"(files a-{FILES[geo.width - 1]}, rows 1-{geo.height})"
        )


def explain_illegal(state: AluState, text: str) -> str:
    """Why a well-formed move is not legal in ``state`` (the first rule it breaks)."""
    from .rules import CAMPS_PER_PLAYER, SIDE_NAMES

    letter, square = _split(text)
    seat = state.seat
    geo = state.game.geo
    b, i, f, p = state.stocks[seat]
    own = state.camps[seat]
    enemy = state.camps[1 - seat]
    if not state.has_placed(seat) and letter != "C":
        return "your first action must be a camp (C) on a free edge square (R4.4)"
    if letter == "E":
        return "the turn cannot end before your first camp (R4.4)"
    assert square is not None
    bit = 1 << geo.index_of[square]
    kind = _LETTER_KINDS[letter]
    occupant = (
        "a circle camp"
        if bit & state.camps[0]
        else "a square camp"
        if bit & state.camps[1]
        else "a raid marker"
        if bit & state.raids
        else "nothing"
    )
    if kind in (0, 1) and occupant != "nothing":
        return f"{square} is not free (it holds {occupant}) (R5.1, R5.2)"
    if kind in (2, 3) and not bit & state.raids:
        return f"{square} is not raided (it holds {occupant}) (R5.3, R5.4)"
    if kind == 4 and not bit & enemy:
        return f"{square} holds no {SIDE_NAMES[1 - seat]} camp (it holds {occupant}) (R5.5)"
    if not state.has_placed(seat) and not bit & geo.edge:
        return f"your first camp must be on an edge square; {square} is not (R4.4)"
    if kind == 4 and not geo.spread(own) & bit:
        return f"none of your camps is orthogonally next to {square} (R5.5)"
    need_b = (1, 1, 1, 2, 0)[kind]
    need_i = (0, 0, 0, 1, 1)[kind]
    need_f = 1 if kind == 4 else 0
    if b < need_b:
        return f"{_KIND_WORDS[kind]} needs {need_b} building material, you have {b} (R5)"
    if i < need_i:
        return f"{_KIND_WORDS[kind]} needs {need_i} iron, you have {i} (R5)"
    if f < need_f:
        extra = f" ({p} earned this turn, usable next turn, R3.3)" if p else ""
        return f"an attack needs 1 food, you have {f}{extra} (R5.5)"
    if kind in (0, 3) and own.bit_count() >= CAMPS_PER_PLAYER:
        return f"all your {CAMPS_PER_PLAYER} camps are on the board (R2.5)"
    if kind in (1, 4) and state.tray() == 0:
        return "no raid marker is left in the tray (R2.6, A12)"
    return "it is not a legal move in this position"


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
    from .rules import SIDE_LETTERS

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
    """Parse :func:`position_text` output (BadPosition names the text and the reason)."""
    from .rules import (
        CAMPS_PER_PLAYER,
        RAID_MARKERS,
        REASONS,
        SIDE_LETTERS,
        WIN_TERRITORY,
        AluState,
    )

    def bad(why: str) -> BadPosition:
        return BadPosition(f"alu position {text!r}: {why}")

    if not isinstance(text, str):
        raise BadPosition(f"alu position {text!r}: expected text")
    fields = text.split()
    if len(fields) not in (6, 7):
        raise bad(
            "expected 6 fields '<board> <to-move> <turn>:<actions> <circle b,i,f,p> "
            "<square b,i,f,p> <flags>' (+ reason when over)"
        )
    board, mover, clock, cstock, sstock, flags = fields[:6]
    geo = game.geo
    rows = board.split("/")
    if len(rows) != geo.height or any(len(r) != geo.width for r in rows):
        raise bad(
            f"the board must have {geo.height} rows of {geo.width} squares "
            f"(option board={game.options['board']})"
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
                raise bad(f"unknown square character {ch!r} (use . R C S)")
    if circle.bit_count() > CAMPS_PER_PLAYER or square.bit_count() > CAMPS_PER_PLAYER:
        raise bad(f"a player has more than {CAMPS_PER_PLAYER} camps (R2.5)")
    if raids.bit_count() > RAID_MARKERS:
        raise bad(f"more than {RAID_MARKERS} raid markers (R2.6)")
    result: tuple[tuple[int, ...], str] | None = None
    if mover in SIDE_LETTERS:
        seat = SIDE_LETTERS.index(mover)
        if len(fields) != 6:
            raise bad("a reason is only given when the game is over")
    elif mover in ("#C", "#S", "#="):
        if len(fields) != 7 or fields[6] not in REASONS:
            raise bad(f"a finished game needs a reason ({', '.join(REASONS)})")
        winners = () if mover == "#=" else (SIDE_LETTERS.index(mover[1]),)
        result = (winners, fields[6])
        seat = -1
    else:
        raise bad(f"to-move must be C or S (or #C, #S, #= when over), got {mover!r}")
    m = re.fullmatch(r"(\d+):(\d+)", clock)
    if m is None:
        raise bad(f"turn field must be <turn>:<actions left>, got {clock!r}")
    turn, actions = int(m.group(1)), int(m.group(2))
    if turn < 1:
        raise bad("the turn number starts at 1")
    parity_seat = (turn - 1) % 2
    if seat == -1:
        seat = parity_seat
    elif seat != parity_seat:
        raise bad(f"turn {turn} belongs to {SIDE_LETTERS[parity_seat]}, not {mover}")
    allot = 2 if turn == 1 else 3
    if not 0 <= actions <= allot or (result is None and actions == 0):
        raise bad(f"actions left must be 1..{allot} on turn {turn}, got {actions}")
    stocks = []
    for field in (cstock, sstock):
        parts = field.split(",")
        if len(parts) != 4 or not all(p.isdigit() for p in parts):
            raise bad(f"a stock is b,i,f,p (four numbers), got {field!r}")
        stocks.append((int(parts[0]), int(parts[1]), int(parts[2]), int(parts[3])))
    if flags != "-" and (not flags or set(flags) - {"L", "P"} or len(set(flags)) != len(flags)):
        raise bad(f"flags are '-' or a combination of L and P, got {flags!r}")
    other = 1 - seat
    if stocks[other][3] != 0:
        raise bad("only the player to move can have pending food (R3.3)")
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
    if state.last_turn and stocks[other][0] != 0:
        raise bad("flag L (final turn) needs the other player's building material at 0 (R7)")
    if state.prev_pass and turn == 1:
        raise bad("flag P (previous turn passed) cannot be set on turn 1")
    for s in (0, 1):
        if not state.has_placed(s) and state.camps[s]:
            raise bad(f"{SIDE_LETTERS[s]} has camps before his first action (R4.4)")
        if result is None and state.has_placed(s) and not state.camps[s]:
            raise bad(f"{SIDE_LETTERS[s]} has no camp left, so the game is over (R8.1)")
        if result is None and state.territory(s) >= WIN_TERRITORY:
            raise bad(f"{SIDE_LETTERS[s]} controls 21 squares, so the game is over (R8.2)")
    return state
