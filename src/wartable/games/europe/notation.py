"""Text forms of European War: moves and positions (docs/rules/europe.md, Notation)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, NamedTuple

from wartable.core.errors import BadNotation, BadPosition, quoted, shown
from wartable.core.messages import Said, said
from wartable.core.numbers import parse_count

from .board import MAP, POWER_IDS, SIZE_LETTERS
from .rules import REASONS
from .state import (
    ADJ,
    FIDS,
    LETTERS,
    NF,
    PHASE_NAMES,
    PLACEMENTS,
    TERR,
    EuropeState,
    MoveBase,
    Phase,
    piece_owner,
    piece_size,
    piece_text,
)

if TYPE_CHECKING:
    from .game import EuropeGame

_VERBS = (
    "grow",
    "build",
    "move",
    "attack",
    "retreat",
    "pass",
    "keep",
    "reroll",
    "place",
    "first",
    "roll",
)
#: the longest position text read: a real one is about 250 characters
MAX_POSITION_TEXT = 2_000
#: the longest move text read: a real one is at most about 30 characters
MAX_MOVE_TEXT = 200
#: the highest round a position text may give (a count of ASCII digits: ``str.isdigit``
#: also accepts '³' and '١')
_MAX_ROUND = 999_999
_PAIR = re.compile(r"^([A-Za-z]{3})\s*(?:-|>|\s)\s*([A-Za-z]{3})$")
_FIELD = re.compile(r"^[A-Za-z]{3}$")


# -- moves --------------------------------------------------------------------------------


def move_text(state: EuropeState, move: int) -> str:
    kind, rest = divmod(move, 1000)
    if move == MoveBase.PASS:
        return "pass"
    if move >= MoveBase.ROLL:
        return "roll " + ",".join(str(d) for d in _digits(move - MoveBase.ROLL))
    if kind == MoveBase.GROW // 1000:
        return f"grow {FIDS[rest]}"
    if kind == MoveBase.BUILD // 1000:
        return f"build {FIDS[rest]}"
    if kind in (MoveBase.MOVE // 1000, MoveBase.ATTACK // 1000, MoveBase.RETREAT // 1000):
        src, dst = divmod(rest, 16)
        verb = {3: "move", 4: "attack", 5: "retreat"}[kind]
        return f"{verb} {FIDS[src]}-{FIDS[dst]}"
    if move == MoveBase.KEEP:
        return "keep"
    if move == MoveBase.REROLL:
        return "reroll"
    if kind == MoveBase.PLACE // 1000:
        sizes = PLACEMENTS[rest]
        power = state.game.seat_power[state.active]
        cells = [f"{FIDS[f]}={SIZE_LETTERS[s]}" for f, s in zip(TERR[power], sizes, strict=True)]
        return "place " + " ".join(cells)
    if kind == MoveBase.FIRST // 1000:
        return f"first {POWER_IDS[state.game.seat_power[rest]]}"
    raise BadNotation(f"move {shown(move)}: not a European War move code")


def _digits(code: int) -> tuple[int, ...]:
    return tuple(int(c) for c in str(code))


def _split(text: str) -> tuple[str, str]:
    parts = text.strip().split(None, 1)
    verb = parts[0].lower() if parts else ""
    rest = parts[1].strip() if len(parts) > 1 else ""
    return verb, rest


def _field(name: str, text: str) -> int:
    fid = name.upper()
    if fid not in MAP.index:
        raise BadNotation(
            said("europe-error-field", move=quoted(text), name=quoted(name), fields=" ".join(FIDS))
        )
    return MAP.index[fid]


def _parse_pair(rest: str, text: str) -> tuple[int, int]:
    m = _PAIR.match(rest)
    if not m:
        raise BadNotation(said("europe-error-pair", move=quoted(text)))
    return _field(m.group(1), text), _field(m.group(2), text)


def _parse_dice(rest: str, text: str) -> tuple[int, ...]:
    parts = [p for p in re.split(r"[\s,+]+", rest) if p]
    if not 1 <= len(parts) <= 3 or not all(p in "123456" and len(p) == 1 for p in parts):
        raise BadNotation(said("europe-error-dice", move=quoted(text)))
    return tuple(sorted((int(p) for p in parts), reverse=True))


def _parse_place(state: EuropeState | None, rest: str, text: str) -> dict[int, int]:
    cells: dict[int, int] = {}
    for token in rest.split():
        m = re.fullmatch(r"([A-Za-z]{3})[=:]([LMSlms])", token)
        if not m:
            raise BadNotation(
                said("europe-error-place-token", move=quoted(text), token=quoted(token))
            )
        f = _field(m.group(1), text)
        if f in cells:
            raise BadNotation(said("europe-error-place-twice", move=quoted(text), field=FIDS[f]))
        cells[f] = SIZE_LETTERS.index(m.group(2).upper())
    if sorted(cells.values()) != [1, 2, 3]:
        raise BadNotation(said("europe-error-place-sizes", move=quoted(text)))
    return cells


def check_notation(state: EuropeState, text: str) -> None:
    """Raise BadNotation unless ``text`` is well-formed European War move text."""
    if len(text) > MAX_MOVE_TEXT:
        raise BadNotation(said("europe-error-too-long", move=quoted(text), limit=MAX_MOVE_TEXT))
    verb, rest = _split(text)
    if verb not in _VERBS:
        raise BadNotation(
            said("europe-error-verb", move=quoted(text), verb=quoted(verb), verbs=", ".join(_VERBS))
        )
    if verb in ("pass", "keep", "reroll"):
        if rest:
            raise BadNotation(said("europe-error-nothing-after", move=quoted(text), verb=verb))
    elif verb in ("grow", "build"):
        if not _FIELD.match(rest):
            raise BadNotation(said("europe-error-one-field", move=quoted(text), verb=verb))
        _field(rest, text)
    elif verb in ("move", "attack"):
        _parse_pair(rest, text)
    elif verb == "retreat":
        if _FIELD.match(rest):
            _field(rest, text)
        else:
            _parse_pair(rest, text)
    elif verb == "roll":
        _parse_dice(rest, text)
    elif verb == "place":
        _parse_place(state, rest, text)
    elif verb == "first":
        if rest.upper() not in POWER_IDS:
            raise BadNotation(
                said("europe-error-power", move=quoted(text), powers=", ".join(POWER_IDS))
            )


def normalize(state: EuropeState, text: str) -> str:
    """The canonical spelling of accepted move text (or the text itself if malformed)."""
    try:
        check_notation(state, text)
    except BadNotation:
        return text
    verb, rest = _split(text)
    if verb in ("pass", "keep", "reroll"):
        return verb
    if verb in ("grow", "build"):
        return f"{verb} {rest.upper()}"
    if verb == "retreat" and _FIELD.match(rest):
        if state.dfd >= 0:
            return f"retreat {FIDS[state.dfd]}-{rest.upper()}"
        return text
    if verb in ("move", "attack", "retreat"):
        a, b = _parse_pair(rest, text)
        return f"{verb} {FIDS[a]}-{FIDS[b]}"
    if verb == "roll":
        return "roll " + ",".join(str(d) for d in _parse_dice(rest, text))
    if verb == "first":
        return f"first {rest.upper()}"
    if verb == "place":
        cells = _parse_place(state, rest, text)
        order = sorted(cells)
        return "place " + " ".join(f"{FIDS[f]}={SIZE_LETTERS[cells[f]]}" for f in order)
    return text


def explain_illegal(state: EuropeState, text: str) -> Said:
    """A precise reason why well-formed ``text`` is not legal in ``state``."""
    verb, rest = _split(text)
    phase = state.phase
    game = state.game
    expected = phase_said(phase)
    verbs: dict[int, tuple[str, ...]] = {
        Phase.FIRST: ("first",),
        Phase.PLACE: ("place",),
        Phase.ACTION: ("grow", "build", "move", "attack", "pass"),
        Phase.ROLL_A: ("roll",),
        Phase.ROLL_D: ("roll",),
        Phase.DECIDE: ("keep", "reroll"),
        Phase.REROLL: ("roll",),
        Phase.RETREAT: ("retreat",),
        Phase.OVER: (),
    }
    if verb not in verbs[phase]:
        return said("europe-illegal-phase", verb=verb, expected=expected)
    if phase == Phase.ACTION:
        return _action_refusal(state, verb, rest, text)
    if phase == Phase.RETREAT:
        return said("europe-illegal-retreat", field=FIDS[state.dfd])
    if phase in (Phase.ROLL_A, Phase.ROLL_D, Phase.REROLL):
        field = state.att if phase == Phase.ROLL_A else state.dfd
        n = piece_size(state.board[field])
        return said("europe-illegal-dice", field=FIDS[field], dice=n)
    if phase == Phase.PLACE:
        power = game.seat_power[state.active]
        own = " ".join(FIDS[f] for f in TERR[power])
        return said("europe-illegal-place", power=POWER_IDS[power], fields=own)
    if phase == Phase.FIRST:
        return said("europe-illegal-first")
    return expected


def _action_refusal(state: EuropeState, verb: str, rest: str, text: str) -> Said:
    """Why the action ``verb rest`` (R4) is refused: a pass while something can be done, a
    grow or build (:func:`_grow_build_refusal`), a move or an attack."""
    power = state.game.seat_power[state.active]
    if verb == "pass":
        return said("europe-illegal-pass")
    if verb in ("grow", "build"):
        return _grow_build_refusal(state, power, verb, _field(rest, text))
    pid = POWER_IDS[power]
    board = state.board
    a, b = _parse_pair(rest, text)
    code = board[a]
    if not code or piece_owner(code) != power:
        return said("europe-illegal-not-yours", field=FIDS[a], power=pid)
    if b not in ADJ[a]:
        return said("europe-illegal-not-adjacent", target=FIDS[b], start=FIDS[a])
    target = board[b]
    if verb == "move":
        return said("europe-illegal-move-occupied", target=FIDS[b])
    if not target:
        return said("europe-illegal-attack-empty", target=FIDS[b])
    return said("europe-illegal-attack-own", target=FIDS[b])


def _grow_build_refusal(state: EuropeState, power: int, verb: str, f: int) -> Said:
    """Why growing the pyramid on field ``f``, or building one there, is refused (R4.1,
    R4.2)."""
    pid = POWER_IDS[power]
    if f not in TERR[power]:
        return said("europe-illegal-not-own", field=FIDS[f], power=pid)
    code = state.board[f]
    if verb == "build":
        if code:
            return said("europe-illegal-not-empty-build", field=FIDS[f])
        return said("europe-illegal-no-small", power=pid)
    if not code or piece_owner(code) != power:
        return said("europe-illegal-no-own-pyramid", field=FIDS[f], power=pid)
    if piece_size(code) == 3:
        return said("europe-illegal-large", field=FIDS[f])
    nxt = SIZE_LETTERS[piece_size(code) + 1]
    return said("europe-illegal-no-size", power=pid, size=nxt)


#: The message of what each phase waits for (its id's last words).
_PHASE_WORDS: dict[int, str] = {
    Phase.FIRST: "first",
    Phase.PLACE: "place",
    Phase.ACTION: "action",
    Phase.ROLL_A: "roll-attacker",
    Phase.ROLL_D: "roll-defender",
    Phase.DECIDE: "decide",
    Phase.REROLL: "reroll",
    Phase.RETREAT: "retreat",
    Phase.OVER: "over",
}


def phase_said(phase: int) -> Said:
    """What the phase ``phase`` waits for, as a message."""
    return said(f"europe-phase-{_PHASE_WORDS[phase]}")


# -- positions ----------------------------------------------------------------------------


def position_text(state: EuropeState) -> str:
    game = state.game
    cells = " ".join(f"{FIDS[f]}={piece_text(state.board[f])}" for f in range(NF))
    powers = ",".join(POWER_IDS[p] for p in game.seat_power)
    out = [POWER_IDS[game.seat_power[s]] for s in range(game.num_players) if not state.alive[s]]
    phase = state.phase
    if phase == Phase.FIRST:
        first = turn = "-"
    else:
        first = POWER_IDS[game.seat_power[state.first]]
        turn = POWER_IDS[game.seat_power[state.active]]
    parts = [
        cells,
        f"powers={powers}",
        f"out={','.join(out) or '-'}",
        f"first={first}",
        f"turn={turn}",
        f"round={state.round}",
        f"phase={PHASE_NAMES[phase]}",
    ]
    if state.att >= 0:
        parts.append(f"attack={FIDS[state.att]}-{FIDS[state.dfd]}")
        parts.append(f"a={','.join(map(str, state.aroll)) or '-'}")
        parts.append(f"d={','.join(map(str, state.droll)) or '-'}")
        parts.append(f"rerolled={'yes' if state.rerolled else 'no'}")
    if phase == Phase.OVER:
        win = ",".join(POWER_IDS[game.seat_power[s]] for s in state.winners)
        parts.append(f"result={state.reason}")
        parts.append(f"winners={win or '-'}")
    return " ".join(parts)


def _bad(text: str, why: str, **params: Any) -> BadPosition:
    """The position ``text`` refused for the reason ``why`` (a message id) with ``params``."""
    return BadPosition(said("europe-pos-bad", text=shown(text, 60), why=said(why, **params)))


def parse_position(game: EuropeGame, text: str) -> EuropeState:
    """The position ``text`` writes (docs/rules/europe.md, "Position text"), every part checked
    in the order it is read: the fields, the powers, the pieces, who is out, the phase, the
    first and the active power, the round, the attack, the result, then the whole."""
    if not isinstance(text, str):
        raise BadPosition(said("europe-pos-bad", text=shown(text), why=said("europe-pos-not-text")))
    if len(text) > MAX_POSITION_TEXT:
        raise _bad(text, "europe-pos-too-long", limit=f"{MAX_POSITION_TEXT:,}")
    values = _position_values(text)
    board = _position_board(text, values)
    _check_powers(text, game, values.pop("powers", None))
    _check_pieces(text, game, board)
    alive = _position_alive(text, game, values.pop("out", "-"), board)
    phase_name = values.pop("phase", None)
    phase = _position_phase(text, phase_name, alive)
    first, active, turn_t = _position_turn(text, game, values, phase, alive)
    round_ = _position_round(text, game, values.pop("round", ""))
    combat = _position_attack(text, values)
    if (combat.att >= 0) != (phase in _COMBAT_PHASES):
        raise _bad(text, "europe-pos-attack-phase", phase=phase_name)
    if combat.att >= 0:
        _check_attack(text, game, board, phase, combat, active, turn_t)
    winners: tuple[int, ...] = ()
    reason = ""
    if phase == Phase.OVER:
        reason, winners = _position_result(text, game, values, alive, round_)
    if values:
        raise _bad(text, "europe-pos-unknown-key", key=shown(sorted(values)[0]))
    state = EuropeState(
        game,
        tuple(board),
        tuple(alive),
        active,
        first,
        phase,
        round_,
        combat.att,
        combat.dfd,
        combat.aroll,
        combat.droll,
        combat.rerolled,
        winners,
        reason,
    )
    _check_state(text, state, turn_t)
    return state


class _Combat(NamedTuple):
    """A position's attack (``attack=``, ``a=``, ``d=``, ``rerolled=``); ``att`` -1: none."""

    att: int = -1
    dfd: int = -1
    aroll: tuple[int, ...] = ()
    droll: tuple[int, ...] = ()
    rerolled: bool = False


#: The phases of an attack, from the attacker's roll to the retreat.
_COMBAT_PHASES = (Phase.ROLL_A, Phase.ROLL_D, Phase.DECIDE, Phase.REROLL, Phase.RETREAT)


def _position_values(text: str) -> dict[str, str]:
    """The ``key=value`` words of a position: a field's id in capitals, any other key in
    lower case, each at most once."""
    values: dict[str, str] = {}
    for tok in text.split():
        if "=" not in tok:
            raise _bad(text, "europe-pos-token", token=quoted(tok))
        key, value = tok.split("=", 1)
        key_u = key.upper()
        key = key_u if key_u in MAP.index else key.lower()
        if key in values:
            raise _bad(text, "europe-pos-twice", key=key)
        values[key] = value
    return values


def _position_board(text: str, values: dict[str, str]) -> list[int]:
    """The piece on every field (each field given: ``..`` or a power's letter and a size),
    taken out of ``values``."""
    board = [0] * NF
    letters = {letter: p for p, letter in enumerate(LETTERS)}
    for f, fid in enumerate(FIDS):
        if fid not in values:
            raise _bad(text, "europe-pos-field-missing", field=fid)
        cell = values.pop(fid).upper()
        if cell in ("..", "-", "."):
            continue
        if len(cell) != 2 or cell[0] not in letters or cell[1] not in "SML":
            raise _bad(text, "europe-pos-piece", field=fid, value=shown(cell))
        board[f] = letters[cell[0]] * 3 + SIZE_LETTERS.index(cell[1])
    return board


def _check_powers(text: str, game: EuropeGame, given: str | None) -> None:
    """``powers=`` names the game's powers in seat order."""
    powers = game.seat_power
    if given is None:
        raise _bad(text, "europe-pos-powers-missing")
    if given.upper().split(",") != [POWER_IDS[p] for p in powers]:
        raise _bad(
            text,
            "europe-pos-powers",
            value=shown(given),
            powers=",".join(POWER_IDS[p] for p in powers),
        )


def _check_pieces(text: str, game: EuropeGame, board: list[int]) -> None:
    """Every piece is a seated power's, at most three of each colour and size (R2.2)."""
    for code in set(board):
        if code and game.power_seat[piece_owner(code)] < 0:
            raise _bad(text, "europe-pos-nobody", letter=LETTERS[piece_owner(code)])
        if code and board.count(code) > 3:
            raise _bad(text, "europe-pos-three", piece=piece_text(code))


def _seat_of_power(text: str, game: EuropeGame, pid: str, what: str) -> int:
    """The seat of the power ``pid`` given as ``what``, which must be one of the game's."""
    pid = pid.upper()
    if pid not in POWER_IDS or game.power_seat[POWER_IDS.index(pid)] < 0:
        raise _bad(text, "europe-pos-not-power", key=what, value=shown(pid))
    return game.power_seat[POWER_IDS.index(pid)]


def _position_alive(text: str, game: EuropeGame, out: str, board: list[int]) -> list[bool]:
    """Which seats are in the game (``out=`` names those eliminated, who hold no field)."""
    alive = [True] * game.num_players
    if out != "-":
        for pid in out.split(","):
            alive[_seat_of_power(text, game, pid, "out")] = False
    for f, code in enumerate(board):
        if code and not alive[game.power_seat[piece_owner(code)]]:
            raise _bad(text, "europe-pos-eliminated-piece", field=FIDS[f])
    return alive


def _position_phase(text: str, phase_name: str | None, alive: list[bool]) -> int:
    """The phase named, which agrees with who is out (nobody before play, two left in it)."""
    if phase_name not in PHASE_NAMES:
        raise _bad(
            text,
            "europe-pos-choice",
            key="phase",
            value=shown(phase_name),
            choices=", ".join(PHASE_NAMES),
        )
    phase = PHASE_NAMES.index(phase_name)
    if phase in (Phase.FIRST, Phase.PLACE) and not all(alive):
        raise _bad(text, "europe-pos-out-before-play", phase=phase_name)
    if phase != Phase.OVER and sum(alive) < 2:
        raise _bad(text, "europe-pos-few-left")
    return phase


def _position_turn(
    text: str, game: EuropeGame, values: dict[str, str], phase: int, alive: list[bool]
) -> tuple[int, int, str]:
    """The first seat and the active one (both ``-`` before the first is drawn), and the
    active power's id as written."""
    first_t = values.pop("first", "-")
    turn_t = values.pop("turn", "-")
    if phase == Phase.FIRST:
        if first_t != "-" or turn_t != "-":
            raise _bad(text, "europe-pos-first-dash")
        return 0, 0, turn_t
    first = _seat_of_power(text, game, first_t, "first")
    active = _seat_of_power(text, game, turn_t, "turn")
    if phase != Phase.OVER and not alive[active]:
        raise _bad(text, "europe-pos-turn-out", power=turn_t)
    return first, active, turn_t


def _position_round(text: str, game: EuropeGame, round_t: str) -> int:
    """The round: a count within the game's round limit."""
    try:
        round_ = parse_count(round_t, len(str(_MAX_ROUND)))
    except ValueError:
        raise _bad(text, "europe-pos-round", value=shown(round_t), max=f"{_MAX_ROUND:,}") from None
    if game.round_limit and round_ > game.round_limit:
        raise _bad(text, "europe-pos-round-limit", round=round_)
    return round_


def _position_attack(text: str, values: dict[str, str]) -> _Combat:
    """The attack under way (``attack=A-B`` with its dice so far), or none."""
    if "attack" not in values:
        return _Combat()
    pair = values.pop("attack")
    m = _PAIR.match(pair)
    if not m or m.group(1).upper() not in MAP.index or m.group(2).upper() not in MAP.index:
        raise _bad(text, "europe-pos-attack-form", value=shown(pair))
    att, dfd = MAP.index[m.group(1).upper()], MAP.index[m.group(2).upper()]
    aroll = _pos_dice(text, values.pop("a", "-"))
    droll = _pos_dice(text, values.pop("d", "-"))
    rr = values.pop("rerolled", "no")
    if rr not in ("yes", "no"):
        raise _bad(text, "europe-pos-choice", key="rerolled", value=shown(rr), choices="yes, no")
    return _Combat(att, dfd, aroll, droll, rr == "yes")


def _check_attack(
    text: str,
    game: EuropeGame,
    board: list[int],
    phase: int,
    combat: _Combat,
    active: int,
    turn_t: str,
) -> None:
    """The attack is the active power's on an adjacent enemy (R4.4), with the dice its
    phase has seen, as many as the pyramids' sizes (R5.1, R5.3)."""
    att, dfd, aroll, droll = combat.att, combat.dfd, combat.aroll, combat.droll
    a_code, d_code = board[att], board[dfd]
    attack = f"{FIDS[att]}-{FIDS[dfd]}"
    if not a_code or game.power_seat[piece_owner(a_code)] != active:
        raise _bad(text, "europe-pos-attack-attacker", attack=attack, power=turn_t)
    if not d_code or piece_owner(d_code) == piece_owner(a_code):
        raise _bad(text, "europe-pos-attack-enemy", attack=attack)
    if dfd not in ADJ[att]:
        raise _bad(text, "europe-pos-attack-adjacent", attack=attack)
    want_a = phase != Phase.ROLL_A
    want_d = phase in (Phase.DECIDE, Phase.RETREAT) or (phase == Phase.REROLL)
    if want_a != bool(aroll) or (want_a and len(aroll) != piece_size(a_code)):
        raise _bad(text, "europe-pos-dice-attacker", value=",".join(map(str, aroll)) or "-")
    if want_d != bool(droll) or (want_d and len(droll) != piece_size(d_code)):
        raise _bad(text, "europe-pos-dice-defender", value=",".join(map(str, droll)) or "-")


def _position_result(
    text: str, game: EuropeGame, values: dict[str, str], alive: list[bool], round_: int
) -> tuple[str, tuple[int, ...]]:
    """How a finished game ended (``result=``) and its winners (``winners=``), which agree."""
    reason = values.pop("result", "")
    if reason not in REASONS:
        raise _bad(
            text,
            "europe-pos-choice",
            key="result",
            value=shown(reason),
            choices=", ".join(REASONS),
        )
    winners: tuple[int, ...] = ()
    wt = values.pop("winners", "-")
    if wt != "-":
        winners = tuple(sorted(_seat_of_power(text, game, p, "winners") for p in wt.split(",")))
    _check_result(text, game, reason, winners, alive, round_)
    return reason, winners


def _check_state(text: str, state: EuropeState, turn_t: str) -> None:
    """The whole position is one the rules reach: a retreat has a free field, the French
    home defence's reroll (R5.3) only where it applies, the setup as far as it went (R3),
    and every power in play on its home territory."""
    game = state.game
    board = state.board
    phase = state.phase
    rerolled = state.rerolled
    if phase == Phase.RETREAT and not any(board[f] == 0 for f in ADJ[state.dfd]):
        raise _bad(text, "europe-pos-retreat")
    if phase == Phase.DECIDE and (not state.is_france_home_defence() or rerolled):
        raise _bad(text, "europe-pos-decides")
    if phase == Phase.REROLL and not rerolled:
        raise _bad(text, "europe-pos-reroll")
    if rerolled and (
        phase not in (Phase.REROLL, Phase.RETREAT) or not state.is_france_home_defence()
    ):
        raise _bad(text, "europe-pos-rerolled")
    if phase == Phase.PLACE and any(board[f] for f in TERR[game.seat_power[state.active]]):
        raise _bad(text, "europe-pos-place-empty", power=turn_t)
    _check_setup(text, game, phase, list(board), state.round, state.first, state.active)
    if phase in (Phase.ACTION, *_COMBAT_PHASES):
        for s in range(game.num_players):
            if state.alive[s] and not state.home_presence(s):
                raise _bad(text, "europe-pos-home", power=POWER_IDS[game.seat_power[s]])


def _check_result(
    text: str,
    game: EuropeGame,
    reason: str,
    winners: tuple[int, ...],
    alive: list[bool],
    round_: int,
) -> None:
    """The winners of a finished game agree with the reason it ended (R6.2-R6.6)."""
    if len(set(winners)) != len(winners):
        raise _bad(text, "europe-pos-winners-twice")
    left = tuple(s for s in range(game.num_players) if alive[s])
    pid = [POWER_IDS[p] for p in game.seat_power]
    if reason in ("conquest", "ottoman", "last", "time-britain"):
        if len(winners) != 1 or not alive[winners[0]]:
            raise _bad(text, "europe-pos-one-winner", reason=reason)
        power = POWER_IDS[game.seat_power[winners[0]]]
        if reason == "ottoman" and power != "OTT":
            raise _bad(text, "europe-pos-winner-power", reason=reason, power=power, rule="R6.3")
        if reason == "time-britain" and power != "BRI":
            raise _bad(text, "europe-pos-winner-power", reason=reason, power=power, rule="R6.6")
        if reason == "last" and left != winners:
            raise _bad(text, "europe-pos-last")
    elif reason == "together":
        if left or not winners:
            raise _bad(text, "europe-pos-together")
    else:  # time-draw, time-fields
        if not winners or any(not alive[s] for s in winners):
            raise _bad(text, "europe-pos-winners-in", reason=reason)
        if reason == "time-draw" and winners != left:
            raise _bad(text, "europe-pos-time-draw", powers=",".join(pid[s] for s in left))
    if reason.startswith("time-") and (not game.round_limit or round_ != game.round_limit):
        raise _bad(text, "europe-pos-time-round", reason=reason)


def _check_setup(
    text: str,
    game: EuropeGame,
    phase: int,
    board: list[int],
    round_: int,
    first: int,
    active: int,
) -> None:
    """Before play starts (R3), the board and the round are those of the setup so far."""
    if phase == Phase.FIRST:
        if round_ != 0:
            raise _bad(text, "europe-pos-first-round")
        want = game.initial_state().board
        if tuple(board) != want:
            raise _bad(text, "europe-pos-first-board")
    elif phase == Phase.PLACE:
        if round_ != 1:
            raise _bad(text, "europe-pos-place-round")
        n = game.num_players
        placed = {(first + k) % n for k in range((active - first) % n)}
        for s in range(n):
            p = game.seat_power[s]
            sizes = sorted(board[f] - p * 3 for f in TERR[p])
            if s in placed and sizes != [1, 2, 3]:
                raise _bad(text, "europe-pos-placed", power=POWER_IDS[p])
        own = {f for s in placed for f in TERR[game.seat_power[s]]}
        if any(code and f not in own for f, code in enumerate(board)):
            raise _bad(text, "europe-pos-place-only")
    elif round_ < 1:
        raise _bad(text, "europe-pos-played-round", phase=PHASE_NAMES[phase])


def _pos_dice(text: str, value: str) -> tuple[int, ...]:
    if value == "-":
        return ()
    parts = value.split(",")
    if not 1 <= len(parts) <= 3 or not all(len(p) == 1 and p in "123456" for p in parts):
        raise _bad(text, "europe-pos-dice-form", value=shown(value))
    dice = tuple(int(p) for p in parts)
    if list(dice) != sorted(dice, reverse=True):
        raise _bad(text, "europe-pos-dice-order", value=shown(value))
    return dice
