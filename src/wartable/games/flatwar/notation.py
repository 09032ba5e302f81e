"""Flatwar text forms: move spelling and the position text, both ways.

The formats are specified in docs/rules/flatwar.md, section "Notation".
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from wartable.core.errors import BadNotation, BadPosition, quoted, shown
from wartable.core.game import Move
from wartable.core.messages import Said, said
from wartable.core.numbers import parse_count

from . import board
from .board import (
    ARMY_INDEX,
    ARMY_POINTS,
    CARD_INDEX,
    CARD_NAMES,
    CAV,
    CELL_CHARS,
    EMPTY,
    FILES,
    PRESETS,
    RANGES,
    SIDE_NAMES,
    SQR,
    TERRAIN,
    TYPE_LETTERS,
    army_text,
    card_points,
    card_side,
    kind_of,
    piece,
    side_of,
)
from .rules import army_cost, army_legal, completion_cost
from .state import (
    ACT,
    BUILD,
    CHARGE,
    DEPLOY,
    DRAW,
    DRAWN,
    MELEE,
    NO_RESULT,
    OPEN,
    OVER,
    PHASE_NAMES,
    ROLLING,
    SHOT,
    SPENT,
    TERRAIN_PHASE,
    TROLL,
    WON,
    FlatwarState,
)

if TYPE_CHECKING:
    from .board import Geometry
    from .game import Flatwar

# -- moves --------------------------------------------------------------------------------

#: A square name on the largest board (a1-l12); a move names only squares of its board.
_SQ = r"[a-l](?:1[0-2]|[1-9])"
_UNITS = r"[ICRS][0-9]{1,2}"
_MOVE_RE = re.compile(
    rf"^(?:{_SQ}[-x*]{_SQ}|activate {_SQ}|terrain {_SQ}|place [ICRS] {_SQ}|buy [ICRS]"
    rf"|army {_UNITS}(?: {_UNITS}){{0,3}}"
    r"|roll [1-6]|draw (?:A|[2-9]|10)[CDHS]'?|done|upgrade|stop|end|advance|hold)$"
)


def _army_words(words: list[str]) -> str:
    """``army`` followed by counts in any order and spacing (``s1 i9c3 R2``) or a preset's
    name, in the canonical form ``I9 C3 R2 S1``; text that is neither is returned as given
    (upper case), for the grammar check to refuse."""
    joined = "".join(words)
    preset = PRESETS.get(joined.lower())
    if preset is not None:
        return army_text(preset)
    upper = joined.upper()
    parts = re.findall(r"([ICRS])([0-9]{1,2})", upper) if upper.isascii() else []
    kinds = [k for k, _ in parts]
    if not parts or "".join(k + n for k, n in parts) != upper or len(set(kinds)) != len(kinds):
        return " ".join(words).upper()
    counts = [0, 0, 0, 0]
    for k, n in parts:
        counts[TYPE_LETTERS.index(k)] = int(n)
    return army_text(counts) if any(counts) else " ".join(words).upper()


def move_text(s: FlatwarState, move: Move) -> str:
    """The text of a move of this position (the board's names of squares)."""
    assert isinstance(move, int)
    return board.move_text(move, s.game.geo.names)


def normalize_move(text: str) -> str:
    """The canonical spelling of move text: case, spaces (``B2 - B3`` -> ``b2-b3``), an
    army's counts in the order I C R S (``army s1 i9`` -> ``army I9 S1``)."""
    t = " ".join(text.strip().lower().split())
    t = re.sub(rf"\s*([-x*])\s*(?={_SQ}$)", r"\1", t)
    parts = t.split(" ")
    if len(parts) >= 2 and parts[0] == "army":
        return f"army {_army_words(parts[1:])}"
    if len(parts) >= 2 and parts[0] in ("buy", "place"):
        parts[1] = parts[1].upper()
    elif len(parts) == 2 and parts[0] == "draw":
        card = parts[1].upper()
        parts[1] = "A" + card[1:] if re.match(r"^1[CDHS]'?$", card) else card
    return " ".join(parts)


#: The longest move text accepted (the longest real one, ``activate b2``, has 11 characters).
MAX_MOVE_TEXT = 60
#: The longest position text accepted (a real one has at most about 600 characters).
MAX_POSITION_TEXT = 3000


def check_length(text: object) -> None:
    """Refuse an over-long move text before any parsing, quoting only its start."""
    if isinstance(text, str) and len(text) > MAX_MOVE_TEXT:
        raise BadNotation(
            said(
                "flatwar-error-too-long",
                move=quoted(text),
                length=f"{len(text):,}",
                limit=MAX_MOVE_TEXT,
            )
        )


def check_move(text: str, geo: Geometry | None = None) -> None:
    """Raise :class:`BadNotation` unless ``text`` is spelled like some Flatwar move (on the
    board ``geo``, when given: ``b9`` names no square of the 8 x 8 board)."""
    t = normalize_move(text)
    if not _MOVE_RE.match(t):
        raise BadNotation(said("flatwar-error-notation", move=quoted(text)))
    if t.startswith("army "):
        kinds = [word[0] for word in t.split(" ")[1:]]
        if len(set(kinds)) != len(kinds):
            raise BadNotation(said("flatwar-error-army-twice", move=quoted(text)))
    elif geo is not None:
        for word in re.findall(_SQ, t):
            if word not in geo.index:
                raise BadNotation(
                    said(
                        "flatwar-error-no-square",
                        move=quoted(text),
                        square=word,
                        width=geo.width,
                        first=geo.names[0],
                        last=geo.names[-1],
                    )
                )


def side_said(side: int) -> Said:
    """A side's name in a sentence (``red``), as a message."""
    return said(f"flatwar-side-{SIDE_NAMES[side]}")


def explain_illegal(state: FlatwarState, text: str) -> Said:
    """Why the well-formed move ``text`` is not legal in ``state``: a move of another phase,
    one the army building, terrain, deployment or draw refuses, one an open combat or
    cavalry activation waits on, else what is wrong with the unit's move or attack."""
    t = normalize_move(text)
    phase_name = said(f"flatwar-phase-{PHASE_NAMES[state.phase]}")
    refusal = _before_battle_refusal(state, t, phase_name)
    if refusal is not None:
        return refusal
    if state.combat is not None:
        if state.combat[3] == WON:
            return said("flatwar-illegal-advance")
        return said("flatwar-illegal-combat")
    if state.cav is not None:
        sq = state.game.geo.names[state.cav[0]]
        if state.cav[3] == ROLLING:
            return said("flatwar-illegal-cavalry-rolling", square=sq)
        return said("flatwar-illegal-cavalry-active", square=sq, points=state.cav[1])
    m = re.match(rf"^({_SQ})([-x*])({_SQ})$", t) or re.match(rf"^activate ({_SQ})$", t)
    if m:
        return _unit_refusal(state, t, m)
    if t in ("upgrade", "stop"):
        return said("flatwar-illegal-no-cavalry")
    return said("flatwar-illegal-in-phase", phase=phase_name)


def _before_battle_refusal(state: FlatwarState, t: str, phase_name: Said) -> Said | None:
    """Why the canonical move ``t`` is refused in a phase before the battle's actions (the
    building, the terrain, the deployment, a card's draw); ``None`` in the actions' phase."""
    phase = state.phase
    word = t.split(" ")[0]
    hidden = state.game.hidden_build
    expected = {
        BUILD: ("army",) if hidden else ("buy", "done", "army"),
        TROLL: ("roll",),
        TERRAIN_PHASE: ("terrain",),
        DEPLOY: ("place",),
        DRAW: ("draw",),
    }
    if phase == BUILD and hidden and word in ("buy", "done"):
        return said("flatwar-illegal-hidden-build")
    if phase in expected and word not in expected[phase]:
        return said("flatwar-illegal-phase", phase=phase_name, moves=", ".join(expected[phase]))
    if phase == BUILD:
        return _build_refusal(state, t, word)
    if phase == TERRAIN_PHASE:
        return said("flatwar-illegal-terrain")
    if phase == DEPLOY:
        return said("flatwar-illegal-deploy", side=side_said(state.side))
    if phase == DRAW:
        return said("flatwar-illegal-card-drawn")
    return None


def _build_refusal(state: FlatwarState, t: str, word: str) -> Said:
    """Why an army, a purchase or the end of the buying is refused (R2)."""
    if word == "army":
        counts = _army_counts(t)
        base = 4 * state.side
        bought = state.reserve[base : base + 4]
        if counts is None or tuple(counts) not in ARMY_INDEX:
            return said("flatwar-illegal-army", army=t[5:], points=ARMY_POINTS)
        return said("flatwar-illegal-army-bought", bought=army_text(bought))
    if word == "done":
        return said("flatwar-illegal-done")
    return said("flatwar-illegal-buy")


def _unit_refusal(state: FlatwarState, t: str, m: re.Match[str]) -> Said:
    """Why the unit's move, attack or activation ``t`` (matched as ``m``: the squares and
    the sign between them) is refused."""
    geo = state.game.geo
    off = [w for w in m.groups() if len(w) > 1 and w not in geo.index]
    if off:
        return said("flatwar-illegal-off-board", square=off[0], width=geo.width)
    frm = geo.index[m.group(1)]
    cell = state.board[frm]
    if cell < 2 or side_of(cell) != state.side:
        return said("flatwar-illegal-no-unit", side=side_said(state.side), square=m.group(1))
    kind = kind_of(cell)
    if state.used >> frm & 1:
        return said("flatwar-illegal-used", square=m.group(1))
    if t.startswith("activate"):
        return said("flatwar-illegal-not-cavalry", square=m.group(1))
    if kind == CAV:
        return said("flatwar-illegal-activate-first", square=m.group(1))
    op = m.group(2)
    if op == "-":
        return said("flatwar-illegal-step")
    if op == "x":
        return said("flatwar-illegal-melee")
    if kind in (0,):
        return said("flatwar-illegal-no-shooting")
    if state.game.line_of_sight:
        return said("flatwar-illegal-range-sight")
    return said("flatwar-illegal-range")


def _army_counts(t: str) -> list[int] | None:
    """The counts of a canonical ``army`` move text, or None."""
    counts = [0, 0, 0, 0]
    for word in t.split(" ")[1:]:
        m = re.fullmatch(r"([ICRS])([0-9]{1,2})", word)
        if not m:
            return None
        counts[TYPE_LETTERS.index(m.group(1))] = int(m.group(2))
    return counts


# -- positions ----------------------------------------------------------------------------

_KEYS = (
    "phase",
    "side",
    "reserve",
    "terrain",
    "turns",
    "drawn",
    "card",
    "ap",
    "used",
    "cavalry",
    "combat",
    "last",
    "result",
)
KIND_WORDS = ("melee", "shot", "charge")
OPS = ("x", "*", "x")


def _reserve_text(counts: tuple[int, ...]) -> str:
    text = "".join(f"{TYPE_LETTERS[k]}{n}" for k, n in enumerate(counts) if n)
    return text or "-"


def _squares_text(bits: int, names: tuple[str, ...]) -> str:
    return " ".join(names[sq] for sq in range(len(names)) if bits >> sq & 1) or "-"


def result_word(result: int) -> str:
    """``-``, the winning side's name, or ``draw``."""
    if result == NO_RESULT:
        return "-"
    return "draw" if result == DRAWN else SIDE_NAMES[result]


def _per_side(values: list[str]) -> str:
    """``red <v> black <v> ...`` for the game's sides."""
    return " ".join(f"{SIDE_NAMES[i]} {v}" for i, v in enumerate(values))


def board_lines(board: bytes, width: int) -> list[str]:
    """The board diagram: rows from the top, then the file letters."""
    lines = []
    for row in range(width - 1, -1, -1):
        cells = " ".join(CELL_CHARS[board[row * width + f]] for f in range(width))
        lines.append(f"{row + 1} {cells}")
    lines.append("  " + " ".join(FILES[:width]))
    return lines


def state_to_text(s: FlatwarState, hidden: frozenset[int] = frozenset()) -> str:
    """The position text (docs/rules/flatwar.md); the armies of the ``hidden`` sides are
    written ``?`` (a view's copy, which does not parse back)."""
    geo = s.game.geo
    names = geo.names
    lines = board_lines(s.board, geo.width)
    side = SIDE_NAMES[s.side] if s.side >= 0 else "-"
    tl = ["?" if n < 0 else str(n) for n in s.tleft]
    drawn = " ".join(CARD_NAMES[c] for c in range(80) if s.drawn >> c & 1) or "-"
    if s.cav is None:
        cav = "-"
    else:
        sq, points, c0, stage = s.cav
        name = names[sq]
        if stage == ROLLING:
            cav = f"{name} rolling"
        elif stage == OPEN:
            cav = f"{name} C={points} roll={c0} open"
        else:
            cav = f"{name} C={points} C0={c0} spent"
    if s.combat is None:
        combat = "-"
    else:
        kind, frm, to, roll = s.combat
        state = "?" if roll == 0 else ("won" if roll == WON else str(roll))
        combat = f"{KIND_WORDS[kind]} {names[frm]}{OPS[kind]}{names[to]} {state}"
    if s.last is None:
        last = "-"
    else:
        kind, frm, to, ar, av, dr, dv = s.last
        last = f"{KIND_WORDS[kind]} {names[frm]}{OPS[kind]}{names[to]} {ar}+{av} {dr}+{dv}"
    reserve = [
        "?" if i in hidden else _reserve_text(s.reserve[4 * i : 4 * i + 4])
        for i in range(len(s.tleft))
    ]
    lines += [
        f"phase {PHASE_NAMES[s.phase]}",
        f"side {side}",
        f"reserve {_per_side(reserve)}",
        f"terrain {_per_side(tl)}",
        f"turns {s.turns}",
        f"drawn {drawn}",
        f"card {CARD_NAMES[s.card] if s.card >= 0 else '-'}",
        f"ap {s.ap}",
        f"used {_squares_text(s.used, names)}",
        f"cavalry {cav}",
        f"combat {combat}",
        f"last {last}",
        f"result {result_word(s.result)}",
    ]
    return "\n".join(lines)


_DECK_HELP = {
    2: "A..10 + C, D, H, S",
    3: "A..10 + C, D, H, S; 7H' ...",
    4: "A..10 + C, D, H, S; 7H' ...",
}


def _bad(text: str, why: str, **params: Any) -> BadPosition:
    """The position refused at ``text`` (the line) for the reason ``why`` (a message id)."""
    return BadPosition(said("flatwar-pos-bad", text=shown(text), why=said(why, **params)))


def _whole(why: str, **params: Any) -> BadPosition:
    """The whole position refused for the reason ``why`` (a message id) with ``params``."""
    return BadPosition(said("flatwar-pos-whole", why=said(why, **params)))


def _side(side: int) -> Said:
    """A side's name, as a message."""
    return said(f"flatwar-side-{SIDE_NAMES[side]}")


def _square(word: str, line: str, geo: Geometry) -> int:
    sq = geo.index.get(word.lower()) if word.isascii() else None
    if sq is None:
        raise _bad(
            line, "flatwar-pos-square", value=shown(word), first=geo.names[0], last=geo.names[-1]
        )
    return sq


def _int(word: str, line: str, lo: int, hi: int) -> int:
    """A number lo..hi in ASCII digits, no more of them than ``hi`` has (read by
    :func:`~wartable.core.numbers.parse_count`: ``isdigit`` alone takes '³' and '١', and
    ``int`` refuses 5,000 digits)."""
    try:
        value: int | None = parse_count(word, len(str(hi)))
    except ValueError:
        value = None
    if value is None or not lo <= value <= hi:
        raise _bad(line, "flatwar-pos-number", value=shown(word), lo=lo, hi=hi)
    return value


def _parse_reserve(word: str, line: str) -> list[int]:
    counts = [0, 0, 0, 0]
    if word == "-":
        return counts
    parts = re.findall(r"([ICRS])([0-9]{1,2})", word.upper()) if word.isascii() else []
    if "".join(f"{k}{n}" for k, n in parts) != word.upper() or not parts:
        raise _bad(line, "flatwar-pos-reserve", value=shown(word))
    for k, n in parts:
        counts[TYPE_LETTERS.index(k)] += int(n)
    return counts


def parse_state(game: Flatwar, text: str) -> FlatwarState:
    """Parse a position (see docs/rules/flatwar.md); missing fields take empty defaults.
    Read in order: the board's rows, the named fields (each known, each once), then each
    field in the order of the text's lines; then :func:`_validate` checks the whole."""
    if not isinstance(text, str):
        raise _whole("flatwar-pos-not-text", kind=type(text).__name__)
    if len(text) > MAX_POSITION_TEXT:
        raise _bad(
            text, "flatwar-pos-too-long", length=f"{len(text):,}", limit=f"{MAX_POSITION_TEXT:,}"
        )
    geo = game.geo
    w = geo.width
    n = game.sides
    names = SIDE_NAMES[:n]
    lines = [ln.rstrip() for ln in text.strip("\n").splitlines() if ln.strip()]
    if len(lines) < w:
        raise _bad(text, "flatwar-pos-rows", rows=w)
    board = _parse_board(lines[:w], w, CELL_CHARS[: 2 + 4 * n], geo.size)
    rest = lines[w:]
    if rest and rest[0].split() == list(FILES[:w]):
        rest = rest[1:]
    fields = _parse_fields(rest)
    s = FlatwarState(game)
    s.board = board
    s.phase, s.side = _parse_phase_and_side(fields, names)
    s.reserve = _parse_reserves(fields, names)
    # a missing terrain field: '?' before the terrain rolls, 0 (all placed) after them
    rolled = s.phase not in (BUILD, TROLL)
    line = "terrain " + fields.get("terrain", _per_side(["0" if rolled else "?"] * n))
    words = line.split()
    if len(words) != 2 * n + 1 or tuple(words[1::2]) != names:
        raise _bad(line, "flatwar-pos-form", key="terrain", form=repr(_per_side(["<n|?>"] * n)))
    s.tleft = tuple(-1 if w == "?" else _int(w, line, 0, 6) for w in words[2::2])
    s.drawn = _parse_drawn(fields.get("drawn", "-"), game.deck, n)
    # a missing turns field: one turn per card drawn
    turns = fields.get("turns", str(s.drawn.bit_count()))
    s.turns = _int(turns, "turns " + turns, 0, 10**9)
    word = fields.get("card", "-")
    s.card = -1 if word == "-" else CARD_INDEX.get(word.upper(), -2) if word.isascii() else -2
    if s.card == -2 or (s.card >= 0 and not game.deck >> s.card & 1):
        raise _bad("card " + word, "flatwar-pos-card", value=shown(word))
    s.ap = _int(fields.get("ap", "0"), "ap " + fields.get("ap", "0"), 0, 16)
    s.used = 0
    for word in fields.get("used", "-").split():
        if word != "-":
            s.used |= 1 << _square(word, "used " + fields["used"], geo)
    s.cav = _parse_cavalry(fields.get("cavalry", "-"), geo)
    s.combat = _parse_combat(fields.get("combat", "-"), geo)
    s.last = _parse_last(fields.get("last", "-"), geo)
    word = fields.get("result", "-")
    results = ("-", *names, "draw")
    if word not in results:
        raise _bad("result " + word, "flatwar-pos-choice", key="result", choices=", ".join(results))
    s.result = NO_RESULT if word == "-" else DRAWN if word == "draw" else names.index(word)
    _validate(s)
    return s


def _parse_board(rows: list[str], w: int, cell_chars: str, size: int) -> bytes:
    """The board's ``w`` rows, the top one first: each its number, then a cell a square."""
    board = bytearray(size)
    for i, text in enumerate(rows):
        line = text.strip()
        row = w - i
        cells = line.split()
        if len(cells) != w + 1 or cells[0] != str(row):
            raise _bad(line, "flatwar-pos-row", row=row, width=w)
        for f, ch in enumerate(cells[1:]):
            if len(ch) != 1 or ch not in cell_chars:
                raise _bad(line, "flatwar-pos-cell", value=shown(ch), cells=cell_chars)
            board[(row - 1) * w + f] = CELL_CHARS.index(ch)
    return bytes(board)


def _parse_fields(lines: list[str]) -> dict[str, str]:
    """The lines after the board, ``key value``: each key one of :data:`_KEYS`, once."""
    fields: dict[str, str] = {}
    for line in lines:
        key, _, value = line.strip().partition(" ")
        key = key.lower()
        if key not in _KEYS:
            raise _bad(line, "flatwar-pos-unknown", key=shown(key), keys=", ".join(_KEYS))
        if key in fields:
            raise _bad(line, "flatwar-pos-twice", key=repr(key))
        fields[key] = value.strip()
    return fields


def _parse_phase_and_side(fields: dict[str, str], names: tuple[str, ...]) -> tuple[int, int]:
    """The phase (which must be given) and the side to act (-1 for ``-``, the default)."""
    if "phase" not in fields:
        raise _whole("flatwar-pos-phase-missing")
    line = "phase " + fields["phase"]
    if fields["phase"] not in PHASE_NAMES:
        raise _bad(line, "flatwar-pos-choice", key="phase", choices=", ".join(PHASE_NAMES))
    side_word = fields.get("side", "-")
    if side_word not in (*names, "-"):
        raise _bad(
            "side " + side_word, "flatwar-pos-choice", key="side", choices=", ".join((*names, "-"))
        )
    side = -1 if side_word == "-" else SIDE_NAMES.index(side_word)
    return PHASE_NAMES.index(fields["phase"]), side


def _parse_reserves(fields: dict[str, str], names: tuple[str, ...]) -> tuple[int, ...]:
    """The units each side has not deployed, four counts a side in seat order."""
    n = len(names)
    line = "reserve " + fields.get("reserve", _per_side(["-"] * n))
    words = line.split()
    if len(words) != 2 * n + 1 or tuple(words[1::2]) != names:
        raise _bad(line, "flatwar-pos-form", key="reserve", form=repr(_per_side(["<units>"] * n)))
    reserve: list[int] = []
    for word in words[2::2]:
        reserve += _parse_reserve(word, line)
    return tuple(reserve)


def _parse_drawn(value: str, deck: int, n: int) -> int:
    """The cards drawn so far (``value``, the field's words) as a set of bits, each card of
    the game's ``deck``."""
    line = "drawn " + value
    drawn = 0
    for word in value.split():
        if word == "-":
            continue
        card = CARD_INDEX.get(word.upper()) if word.isascii() else None
        if card is None or not deck >> card & 1:
            raise _bad(line, "flatwar-pos-card-deck", value=shown(word), cards=_DECK_HELP[n])
        drawn |= 1 << card
    return drawn


def _parse_cavalry(value: str, geo: Geometry) -> tuple[int, int, int, int] | None:
    line = "cavalry " + value
    if value == "-":
        return None
    words = value.split()
    if not words:
        raise _bad(line, "flatwar-pos-form", key="cavalry", form="'-' | '<square> <stage>'")
    sq = _square(words[0], line, geo)
    if words[1:] == ["rolling"]:
        return (sq, 0, 0, ROLLING)
    rest = " ".join(words[1:])
    m = re.fullmatch(r"C=([1-6]) (?:roll=([1-6]) open|C0=([1-6]) spent)", rest)
    if not m:
        raise _bad(
            line,
            "flatwar-pos-form",
            key="cavalry",
            form="'-' | 'b2 rolling' | 'b2 C=5 roll=4 open' | 'b2 C=3 C0=5 spent'",
        )
    points = int(m.group(1))
    if m.group(2) is not None:
        roll = int(m.group(2))
        if roll > points:
            raise _bad(line, "flatwar-pos-upgrades")
        return (sq, points, roll, OPEN)
    return (sq, points, int(m.group(3)), SPENT)


def _parse_attack(words: list[str], line: str, geo: Geometry) -> tuple[int, int, int]:
    if len(words) < 2 or words[0] not in KIND_WORDS:
        raise _bad(
            line,
            "flatwar-pos-form",
            key=line.split(" ", 1)[0],
            form="'<melee|shot|charge> <from><x|*><to> ...'",
        )
    kind = KIND_WORDS.index(words[0])
    m = re.fullmatch(rf"({_SQ})([x*])({_SQ})", words[1].lower())
    if not m or m.group(2) != OPS[kind]:
        raise _bad(line, "flatwar-pos-form", key=shown(words[1]), form=f"'b2{OPS[kind]}c3'")
    return kind, _square(m.group(1), line, geo), _square(m.group(3), line, geo)


def _parse_combat(value: str, geo: Geometry) -> tuple[int, int, int, int] | None:
    line = "combat " + value
    if value == "-":
        return None
    words = value.split()
    kind, frm, to = _parse_attack(words, line, geo)
    if len(words) != 3:
        raise _bad(line, "flatwar-pos-combat-end")
    state = words[2]
    roll = 0 if state == "?" else WON if state == "won" else _int(state, line, 1, 6)
    return (kind, frm, to, roll)


def _parse_last(value: str, geo: Geometry) -> tuple[int, int, int, int, int, int, int] | None:
    line = "last " + value
    if value == "-":
        return None
    words = value.split()
    kind, frm, to = _parse_attack(words, line, geo)
    if len(words) != 4:
        raise _bad(
            line,
            "flatwar-pos-form",
            key="last",
            form="'<kind> <attack> <roll>+<value> <roll>+<value>'",
        )
    nums = []
    for w in words[2:]:
        m = re.fullmatch(r"([1-6])\+([0-9]{1,2})", w)
        if not m:
            raise _bad(line, "flatwar-pos-form", key=shown(w), form="'<roll>+<value>'")
        nums += [int(m.group(1)), int(m.group(2))]
    return (kind, frm, to, nums[0], nums[1], nums[2], nums[3])


def _validate(s: FlatwarState) -> None:
    """Refuse positions the rules could never reach (docs/rules/flatwar.md, "Position text
    and its checks"): every check a numbered item there. In order: what the phase allows of
    the side, result, cavalry, combat and card; the armies; who is still in; the terrain;
    the deck and the turn count; then the phase's own checks."""
    _check_phase_fields(s)
    for side in range(s.game.sides):
        _check_army(s, side)
    _check_sides_in(s)
    _check_terrain(s)
    _check_turns(s)
    phase = s.phase
    if phase == ACT:
        _check_act(s)
    elif phase == DEPLOY:
        if not any(s.reserve[4 * s.side : 4 * s.side + 4]):
            raise _whole("flatwar-pos-nothing-to-place", side=_side(s.side))
        if all(s.board[sq] != EMPTY for sq in s.game.geo.zones[s.side]):
            raise _whole("flatwar-pos-no-free", side=_side(s.side))
    elif phase == BUILD:
        _check_build(s)
    elif phase == TROLL:
        if any((t < s.side) != (s.tleft[t] >= 1) or s.tleft[t] == 0 for t in range(s.game.sides)):
            raise _whole("flatwar-pos-terrain-rolls")
    elif phase == TERRAIN_PHASE:
        if min(s.tleft) < 0 or s.tleft[s.side] <= 0:
            raise _whole("flatwar-pos-no-terrain", side=_side(s.side))
    elif phase == OVER:
        n = s.game.sides
        squares = [piece(side, SQR) in s.board for side in range(n)]
        winner = s.result
        if winner != DRAWN and (not squares[winner] or squares.count(True) > 1):
            raise _whole(f"flatwar-pos-winner-{'2' if n == 2 else 'n'}", side=_side(winner))


def _check_phase_fields(s: FlatwarState) -> None:
    """The side to act, the result, the cavalry, the combat and the card only in the phases
    that have them."""
    phase = s.phase
    needs_side = phase in (BUILD, TROLL, TERRAIN_PHASE, DEPLOY, ACT)
    if needs_side and s.side < 0:
        raise _whole("flatwar-pos-needs-side", phase=PHASE_NAMES[phase])
    if not needs_side and s.side >= 0:
        raise _whole("flatwar-pos-no-side", phase=PHASE_NAMES[phase])
    if (phase == OVER) != (s.result != NO_RESULT):
        raise _whole("flatwar-pos-result-over")
    if phase != ACT and (s.cav is not None or s.combat is not None):
        raise _whole("flatwar-pos-act-cavalry")
    if phase not in (ACT, OVER) and (s.card >= 0 or s.ap or s.used):
        raise _whole("flatwar-pos-act-card")


def _check_army(s: FlatwarState, side: int) -> None:
    """One side's pieces: its army within 25 points (R2), on the board and in reserve as the
    phase has them (R4); terrain is not counted (test diagrams fill whole rows with it,
    and any amount works)."""
    phase = s.phase
    board = s.board
    n = s.game.sides
    on_board = [board.count(2 + 4 * side + k) for k in range(4)]
    reserve = s.reserve[4 * side : 4 * side + 4]
    total = [a + b for a, b in zip(on_board, reserve, strict=True)]
    if army_cost(total) > ARMY_POINTS:
        raise _whole("flatwar-pos-cost", side=_side(side), cost=army_cost(total), limit=ARMY_POINTS)
    if phase in (BUILD, TROLL, TERRAIN_PHASE) and any(on_board):
        raise _whole("flatwar-pos-before-deploy")
    if phase in (TROLL, TERRAIN_PHASE) and not army_legal(reserve):
        raise _whole("flatwar-pos-army-legal", side=_side(side))
    if phase == DEPLOY:
        _check_deploying_army(s, side, total, reserve)
    if phase in (DRAW, ACT, OVER) and any(reserve):
        raise _whole("flatwar-pos-reserve-after")
    if phase in (DRAW, ACT) and not on_board[SQR] and n == 2:
        raise _whole("flatwar-pos-square-over", side=_side(side))
    if phase in (DRAW, ACT, OVER) and not on_board[SQR] and n > 2 and any(on_board):
        raise _whole("flatwar-pos-square-fled", side=_side(side))


def _check_deploying_army(
    s: FlatwarState, side: int, total: list[int], reserve: tuple[int, ...]
) -> None:
    """While armies deploy (R4): a side's units in its own rows only, its Square among them,
    and room left for what it still holds back."""
    board = s.board
    geo = s.game.geo
    n = s.game.sides
    if any(
        board[sq] == 2 + 4 * side + k
        for k in range(4)
        for sq in geo.squares
        if sq not in geo.zones[side]
    ):
        raise _whole("flatwar-pos-own-rows", side=_side(side))
    if not total[SQR] and (n == 2 or any(total)):
        # with 3-4 players a side left no room for its Square is out, its units gone (X21)
        raise _whole("flatwar-pos-no-square", side=_side(side))
    if any(reserve) and all(board[sq] != EMPTY for sq in geo.zones[side]):
        raise _whole("flatwar-pos-reserve-no-room", side=_side(side))


def _check_sides_in(s: FlatwarState) -> None:
    """With 3-4 players in the battle, two sides at least still have their Square, the side
    acting among them (R10.5)."""
    n = s.game.sides
    if n > 2 and s.phase in (DRAW, ACT):
        alive = [side for side in range(n) if piece(side, SQR) in s.board]
        if len(alive) < 2:
            raise _whole("flatwar-pos-one-alive")
        if s.phase == ACT and s.side not in alive:
            raise _whole("flatwar-pos-fled-act", side=_side(s.side))


def _check_terrain(s: FlatwarState) -> None:
    """The terrain: not rolled while armies are built, none placed before its rolls, all
    placed after its phase (R3)."""
    phase = s.phase
    n = s.game.sides
    if phase == BUILD and s.tleft != (-1,) * n:
        raise _whole("flatwar-pos-terrain-build")
    if phase in (BUILD, TROLL) and s.board.count(TERRAIN):
        raise _whole("flatwar-pos-terrain-placed")
    if phase not in (BUILD, TROLL, TERRAIN_PHASE) and s.tleft != (0,) * n:
        raise _whole("flatwar-pos-terrain-all")


def _check_turns(s: FlatwarState) -> None:
    """The deck and the turn count (R5, R9.2)."""
    phase = s.phase
    drawn = s.drawn.bit_count()
    if drawn > s.turns:
        raise _whole("flatwar-pos-drawn-turns", drawn=drawn, turns=s.turns)
    if phase < DRAW and (s.turns or s.drawn or s.last is not None):
        raise _whole("flatwar-pos-before-battle")
    limit = s.game.turn_limit
    if limit and phase != OVER and (s.turns > limit or (phase == DRAW and s.turns >= limit)):
        raise _whole("flatwar-pos-turn-limit", turns=s.turns, limit=limit)


def _check_act(s: FlatwarState) -> None:
    """A side's actions (R5-R8): the card and the points left, the units used, the active
    cavalry and the combat under way."""
    board = s.board
    geo = s.game.geo
    names = geo.names
    # a test diagram may leave the card out ('card -'); a card given must fit
    if s.card >= 0:
        if not s.drawn >> s.card & 1:
            raise _whole("flatwar-pos-card-not-drawn", card=CARD_NAMES[s.card])
        if card_side(s.card) != s.side:
            raise _whole("flatwar-pos-card-other", card=CARD_NAMES[s.card])
        if s.ap > card_points(s.card):
            raise _whole("flatwar-pos-ap-card", ap=s.ap, card=CARD_NAMES[s.card])
    elif s.ap > 10:
        raise _whole("flatwar-pos-ap", ap=s.ap)
    own = [sq for sq in geo.squares if board[sq] >= 2 and side_of(board[sq]) == s.side]
    if any(s.used >> sq & 1 and sq not in own for sq in geo.squares):
        raise _whole("flatwar-pos-used")
    cav = s.cav
    if cav is not None:
        cell = board[cav[0]]
        if cell < 2 or kind_of(cell) != CAV or side_of(cell) != s.side:
            raise _whole("flatwar-pos-no-cavalry", side=_side(s.side), square=names[cav[0]])
        if not s.used >> cav[0] & 1:
            raise _whole("flatwar-pos-cavalry-used")
    if s.combat is not None:
        _check_combat(s, s.combat)
    if cav is None and s.combat is None and s.ap < 1:
        raise _whole("flatwar-pos-ap-left")


def _check_combat(s: FlatwarState, combat: tuple[int, int, int, int]) -> None:
    """The combat under way (R7, R8): the acting side's used unit attacks an enemy it can
    reach (or has beaten, in a melee or charge: the square is empty); a charge is the
    active cavalry's, once its points are spent, and is then the only attack."""
    board = s.board
    geo = s.game.geo
    names = geo.names
    cav = s.cav
    kind, frm, to, roll = combat
    a, d = board[frm], board[to]
    if a < 2 or side_of(a) != s.side:
        raise _whole("flatwar-pos-no-attacker", square=names[frm])
    if roll == WON:
        if d != EMPTY or kind == SHOT:
            raise _whole("flatwar-pos-won-empty", square=names[to])
    elif d < 2 or side_of(d) == s.side:
        raise _whole("flatwar-pos-no-enemy", square=names[to])
    if kind == SHOT:
        reach = RANGES[kind_of(a)]
        if not 0 < geo.cheb[frm][to] <= reach:
            raise _whole("flatwar-pos-range", square=names[to])
    elif geo.cheb[frm][to] != 1:
        raise _whole("flatwar-pos-adjacent")
    if kind == MELEE and kind_of(a) == CAV:
        raise _whole("flatwar-pos-cavalry-charges")
    if not s.used >> frm & 1:
        raise _whole("flatwar-pos-attacker-used", square=names[frm])
    if (kind == CHARGE) != (cav is not None and cav[0] == frm):
        raise _whole("flatwar-pos-charge-active")
    if cav is not None and kind != CHARGE:
        raise _whole("flatwar-pos-only-cavalry")
    if kind == CHARGE and cav is not None and cav[3] != SPENT:
        raise _whole("flatwar-pos-charge-spent")


def _check_build(s: FlatwarState) -> None:
    """The building of armies (R2): the side to act builds its own, can still complete it,
    hides it when the rules say so; the seats before it have built, those after not yet."""
    n = s.game.sides
    armies = s.game.armies
    if armies[s.side] != "build":
        raise _whole("flatwar-pos-takes-army", side=_side(s.side), army=armies[s.side])
    counts = s.reserve[4 * s.side : 4 * s.side + 4]
    if army_cost(counts) + completion_cost(counts) > ARMY_POINTS:
        raise _whole("flatwar-pos-cannot-complete", side=_side(s.side))
    if s.game.hidden_build and any(counts):
        raise _whole("flatwar-pos-hidden-build", side=_side(s.side))
    for t in range(n):
        other = s.reserve[4 * t : 4 * t + 4]
        if t != s.side and (
            (t > s.side and armies[t] == "build" and any(other))
            or ((t < s.side or armies[t] != "build") and not army_legal(other))
        ):
            raise _whole("flatwar-pos-seat-order", sides=", ".join(SIDE_NAMES[:n]))
