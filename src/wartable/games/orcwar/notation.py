"""OrcWar Tree: the move notation (docs/rules/orcwar.md, "Notation"): the words a move may
start with, the steps a seat is at, the help text with the map, and what a refused move text
says was wrong (R13.1, R13.4). Positions are read and written in :mod:`.position`.
"""

from __future__ import annotations

from wartable.core.errors import BadNotation, quoted
from wartable.core.game import CHANCE
from wartable.core.messages import HelpLine, Said, Say, english, said
from wartable.core.messages import help_text as help_text_of

from . import data as D
from .messages import PHASE_WORDS, TASK_TEXTS, task_id
from .state import (
    F_MOVED,
    MAX_MOVE_TEXT,
    Army,
    OrcState,
    bname,
    parse_boss,
    parse_seat,
    pname,
)

# -- information ----------------------------------------------------------------------


#: the words a move starts with (besides a boss, ``B3...``)
MOVE_WORDS = frozenset(
    "swap done buy pay redraw first accept reroll spy rob parley refuse fight hit take escape "
    "die retreat stay to shelter plunder sell discard lose offer give ask send decline hand "
    "execute draw roll d20 seat at cancel allow".split()
)
#: moves that name a player (``P1``..``P6``), and where in the move
SEAT_WORD = {"first": 1, "spy": 1, "parley": 1, "offer": 1, "seat": 1}

#: what the seat to act does at each step, in words (their messages: messages.py)
TASKS = TASK_TEXTS


def task_name(s: OrcState) -> str:
    """The step the top task stands for, as :data:`TASKS` names it."""
    task: str = s.stack[-1].kind if s.stack else ""
    if task == "bt" and s.bt is not None:
        task = "battle: " + s.bt["stage"]
    return str(task)


def map_text(say: Say = english) -> str:
    """The map (R1.1, data/map.json): each area, orc land or foreign, and its neighbours."""
    lines = [say(said("orcwar-help-map"))]
    for a in range(1, D.NUM_AREAS + 1):
        kind = say(said("orcwar-pic-orc" if D.IS_ORC[a] else "orcwar-pic-foreign"))
        adj = ",".join(str(x) for x in D.ADJ[a])
        lines.append(f" {a:2} {D.AREA_NAMES[a]} ({kind}): {adj}")
    return "\n".join(lines)


def help_lines(players: int) -> list[HelpLine]:
    """The notation help's prose (the map follows it in :func:`help_text`)."""
    seats = ", ".join(pname(p) for p in range(players))
    return [("", said("orcwar-help-moves", seats=seats))]


def help_text(players: int, say: Say = english) -> str:
    return help_text_of(help_lines(players), say) + "\n" + map_text(say)


def task_said(task: str) -> Said:
    """A step's task as a message (a step without words: its name)."""
    return said(task_id(task)) if task in TASK_TEXTS else said("orcwar-task-other", task=task)


def phase_said(phase: int) -> Said:
    return said(f"orcwar-phase-{PHASE_WORDS[phase]}")


def _seat_problem(s: OrcState, words: list[str]) -> Said | None:
    at = SEAT_WORD.get(words[0])
    if at is None or len(words) <= at:
        return None
    tok = words[at]
    try:
        p = parse_seat(tok)
    except ValueError:
        example = " ".join([*words[:at], "P2", *words[at + 1 :]])
        return said(
            "orcwar-illegal-no-player", token=quoted(tok), players=s.n, example=repr(example)
        )
    if not 0 <= p < s.n:
        return said("orcwar-illegal-no-such-player", token=quoted(tok), players=s.n)
    return None


def _march_problem(army: Army, b: int, path: list[str]) -> Said | None:
    """What is wrong with boss ``b``'s march along the areas ``path`` (R6.3, R6.4), if
    anything."""
    if army.flags & F_MOVED:
        return said("orcwar-illegal-moved", boss=bname(b))
    if not all(x.isdigit() and 1 <= int(x) <= D.NUM_AREAS for x in path):
        return said("orcwar-illegal-areas", areas=D.NUM_AREAS)
    here = army.area
    if len(path) > 1 and army.troops:
        return said("orcwar-illegal-one-area", boss=bname(b))
    for x in map(int, path):
        if x not in D.ADJ[here]:
            near = ", ".join(str(a) for a in D.ADJ[here])
            return said("orcwar-illegal-not-next", area=x, here=here, near=near)
        here = x
    return None


def _boss_problem(s: OrcState, words: list[str], mover: int) -> Said | None:
    head = words[0]
    if not head.startswith("B"):
        return None
    token = head.split("-")[0].split("@")[0].split("+")[0]
    try:
        b = parse_boss(token)
    except ValueError:
        return said("orcwar-illegal-no-boss", token=quoted(token), bosses=D.NUM_BOSSES)
    if "@" in head:
        if s.hands[mover][D.BOSS0 + b] == 0:
            return said("orcwar-illegal-not-in-hand", boss=bname(b))
        return None
    army = s.armies.get(b)
    if army is None:
        return said("orcwar-illegal-not-on-map", boss=bname(b))
    if army.owner != mover:
        return said("orcwar-illegal-not-yours", boss=bname(b), owner=pname(army.owner))
    if "-" in head and s.stack and s.stack[-1].kind == "move":
        problem = _march_problem(army, b, head.split("-")[1:])
        if problem is not None:
            return problem
    if head == token and len(words) == 2 and words[1] == "tunnel":
        area = army.area
        if not army.troops and not s.game.options["lone_boss_raids"]:
            return said("orcwar-illegal-tunnel-troops", boss=bname(b))
        if not (D.IS_ORC[area] and s.control[area] == mover and (s.fort[area] or s.mine[area])):
            return said("orcwar-illegal-tunnel-land")
    return None


def check_notation(s: OrcState, text: str) -> None:
    if len(text) > MAX_MOVE_TEXT:
        raise BadNotation(said("orcwar-error-too-long", move=quoted(text), limit=MAX_MOVE_TEXT))
    words = text.split()
    head = words[0]
    if head in MOVE_WORDS:
        return
    if head[0] == "B" and ("-" in head or "@" in head or "+" in head or len(words) > 1):
        token = head.split("-")[0].split("@")[0].split("+")[0]
        try:
            parse_boss(token)
            return
        except ValueError:
            raise BadNotation(
                said(
                    "orcwar-error-no-boss",
                    move=quoted(text),
                    token=quoted(token),
                    bosses=D.NUM_BOSSES,
                )
            ) from None
    raise BadNotation(said("orcwar-error-notation", move=quoted(text)))


def explain_illegal(s: OrcState, text: str) -> Said:
    """Why ``text`` is not a legal move now, in words: whose turn and what step it is, what
    is wrong with the move where that can be told (a player or boss that does not exist or
    is not yours, an area out of reach), and the legal moves like it."""
    if s.result is not None:
        return said("orcwar-illegal-over")
    if s.to_move() == CHANCE:
        return said("orcwar-illegal-chance")
    mover = s.to_move()
    words = text.split()
    step = task_said(task_name(s))
    why = _seat_problem(s, words) or _boss_problem(s, words, mover)
    legal = [str(m) for m in s.legal_moves()]
    like = [m for m in legal if m.split()[0] == words[0]] or [
        m for m in legal if words[0].startswith("B") and m.startswith(words[0].split("-")[0])
    ]
    out = said("orcwar-illegal-now", player=pname(mover), task=step, phase=phase_said(s.phase))
    if why:
        out = said("orcwar-illegal-because", why=why, rest=out)
    if like:
        shown_like = ", ".join(like[:8]) + (", ..." if len(like) > 8 else "")
        out = said("orcwar-illegal-like", rest=out, moves=shown_like)
    elif len(legal) <= 8:
        out = said("orcwar-illegal-legal-now", rest=out, moves=", ".join(legal))
    return out
