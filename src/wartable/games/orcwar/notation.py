"""OrcWar Tree: the move notation (docs/rules/orcwar.md, "Notation"): the words a move may
start with, the steps a seat is at, the help text with the map, and what a refused move text
says was wrong (R13.1, R13.4). Positions are read and written in :mod:`.position`.
"""

from __future__ import annotations

from wartable.core.errors import BadNotation, shown
from wartable.core.game import CHANCE

from . import data as D
from .state import (
    F_MOVED,
    MAX_MOVE_TEXT,
    PHASES,
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

#: what the seat to act does at each step, in words
TASKS = {
    "swap": "swap chips for gold, or done",
    "buy": "buy a chip for 2 gold, redraw (no boss), or done",
    "pay": "choose the gold chips to pay with",
    "first": "choose who moves first",
    "move": "move armies and lone bosses, play spies, or done",
    "tunnel_pick": "accept the tunnel's exit or reroll once",
    "allow": "let a lone boss pass through, or refuse",
    "deploy": "deploy from hand, or done",
    "battles": "rob a caravan, or done",
    "battle: parley": "offer a truce (parley P2) or fight",
    "battle: shelter": "shelter units in the fortress, then done",
    "battle: target": "aim each hit at an army",
    "battle: assign": "choose which unit takes the hits",
    "battle: retreat": "try to retreat, or stay",
    "answer_parley": "accept or refuse the truce",
    "fate": "your boss is down: try to escape, or die heroically",
    "retreat_to": "choose where to retreat",
    "plunder": "plunder with a boss abroad, or done",
    "sell": "sell troops to the slavers, then done",
    "trim": "discard a chip (hand over 10)",
    "lose": "choose the troop lost in the cave-in",
    "trade": "make an offer, execute a prisoner, or done",
    "build": "add claims to your offer, then send",
    "answer": "accept or decline the offer",
    "handover": "hand over the promised chips",
}


def task_name(s: OrcState) -> str:
    """The step the top task stands for, as :data:`TASKS` names it."""
    task = s.stack[-1][0] if s.stack else ""
    if task == "bt" and s.bt is not None:
        task = "battle: " + s.bt["stage"]
    return str(task)


def map_text() -> str:
    """The map (R1.1, data/map.json): each area, orc land or foreign, and its neighbours."""
    lines = ["Map (orc lands 1-10, foreign lands 11-20; area: neighbours):"]
    for a in range(1, D.NUM_AREAS + 1):
        kind = "orc" if D.IS_ORC[a] else "foreign"
        adj = ",".join(str(x) for x in D.ADJ[a])
        lines.append(f" {a:2} {D.AREA_NAMES[a]} ({kind}): {adj}")
    return "\n".join(lines)


def help_text(players: int) -> str:
    seats = ", ".join(pname(p) for p in range(players))
    return (
        "Moves: done, buy, pay 1+1, redraw, first P1, B3-7 (army to area 7), B3-7-8 (a lone "
        "boss, two areas), B3 tunnel, accept, reroll, allow, refuse, spy P2 look|steal, "
        "spy P2 kill B5, B3@4 (deploy a boss), B3+orc (a chip joins B3), B3 fort 2, B3 mach 3, "
        "B3 mine, B3 take W3, rob N (caravan N), parley P2, fight, hit B5, hit npc, take orc, "
        "take fort, shelter B3 orc, escape, die, retreat, stay, to N, to tunnel, plunder B3, "
        "sell K, discard K, lose K, offer P2, give K, ask g2, send, cancel, accept, decline, "
        f"hand K, execute B5. Players are {seats} (P1 is the first seat); bosses B1-B10; "
        "chips: gob orc trl ogr bug (troops), sha spy F1-F3 W1-W3 mine, gold g1 g2 g3. "
        "See docs/rules/orcwar.md.\n" + map_text()
    )


def _seat_problem(s: OrcState, words: list[str]) -> str | None:
    at = SEAT_WORD.get(words[0])
    if at is None or len(words) <= at:
        return None
    tok = words[at]
    try:
        p = parse_seat(tok)
    except ValueError:
        example = " ".join([*words[:at], "P2", *words[at + 1 :]])
        return f"{shown(tok)} is no player: players are P1-P{s.n} (e.g. {example!r})"
    if not 0 <= p < s.n:
        return f"there is no player {shown(tok)} in a game of {s.n} (P1-P{s.n})"
    return None


def _boss_problem(s: OrcState, words: list[str], mover: int) -> str | None:
    head = words[0]
    if not head.startswith("B"):
        return None
    token = head.split("-")[0].split("@")[0].split("+")[0]
    try:
        b = parse_boss(token)
    except ValueError:
        return f"{shown(token)} is no boss (bosses are B1-B{D.NUM_BOSSES})"
    if "@" in head:
        if s.hands[mover][D.BOSS0 + b] == 0:
            return f"{bname(b)} is not in your hand"
        return None
    army = s.armies.get(b)
    if army is None:
        return f"{bname(b)} is not on the map"
    if army[0] != mover:
        return f"{bname(b)} is {pname(army[0])}'s, not yours"
    if "-" in head and s.stack and s.stack[-1][0] == "move":
        if army[6] & F_MOVED:
            return f"{bname(b)} has already moved this round"
        path = head.split("-")[1:]
        if not all(x.isdigit() and 1 <= int(x) <= D.NUM_AREAS for x in path):
            return f"areas are numbered 1-{D.NUM_AREAS}"
        here = army[1]
        if len(path) > 1 and army[2]:
            return f"{bname(b)} leads troops: an army moves one area (R6.3)"
        for x in map(int, path):
            if x not in D.ADJ[here]:
                near = ", ".join(str(a) for a in D.ADJ[here])
                return f"area {x} is not next to area {here} (its neighbours: {near})"
            here = x
    if head == token and len(words) == 2 and words[1] == "tunnel":
        area = army[1]
        if not army[2] and not s.game.options["lone_boss_raids"]:
            return f"{bname(b)} has no troops: only an army goes underground (R6.5)"
        if not (D.IS_ORC[area] and s.control[area] == mover and (s.fort[area] or s.mine[area])):
            return "an army goes underground from an orc land you control with a fortress or mine"
    return None


def check_notation(s: OrcState, text: str) -> None:
    if len(text) > MAX_MOVE_TEXT:
        raise BadNotation(f"move {shown(text)}: longer than {MAX_MOVE_TEXT} characters")
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
                f"move {shown(text)}: {shown(token)} is no boss (bosses are B1-B{D.NUM_BOSSES})"
            ) from None
    raise BadNotation(
        f"move {shown(text)}: not OrcWar notation: a move starts with a boss (B3-7, B3@4, "
        "B3+orc ...) or a word such as done, buy, pay, fight, parley P2 ('help' lists them)"
    )


def explain_illegal(s: OrcState, text: str) -> str:
    """Why ``text`` is not a legal move now, in words: whose turn and what step it is, what
    is wrong with the move where that can be told (a player or boss that does not exist or
    is not yours, an area out of reach), and the legal moves like it."""
    if s.result is not None:
        return "the game is over"
    if s.to_move() == CHANCE:
        return "chance decides now (a die or a draw), not a player"
    mover = s.to_move()
    words = text.split()
    step = TASKS.get(task_name(s), task_name(s))
    why = _seat_problem(s, words) or _boss_problem(s, words, mover)
    legal = [str(m) for m in s.legal_moves()]
    like = [m for m in legal if m.split()[0] == words[0]] or [
        m for m in legal if words[0].startswith("B") and m.startswith(words[0].split("-")[0])
    ]
    out = f"not legal now: {pname(mover)} is to {step} ({PHASES[s.phase]} phase)"
    if why:
        out = f"{why}; {out}"
    if like:
        shown_like = ", ".join(like[:8]) + (", ..." if len(like) > 8 else "")
        out += f"; legal moves like it: {shown_like}"
    elif len(legal) <= 8:
        out += f"; legal now: {', '.join(legal)}"
    return out
