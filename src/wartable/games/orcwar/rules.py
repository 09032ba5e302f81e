"""OrcWar Tree rules: the handler of every task frame (see state.py for the engine).

Each frame kind has either a chance table (``CHANCES``), a deciding seat and move list
(``WHOS``/``MOVES``), and an action (``ACTS``); ``AUTOS`` handlers run before a frame is
offered and return True when they changed something. Rule numbers refer to
docs/rules/orcwar.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from wartable.core.game import Move

from . import data as D
from .state import (
    ACTS,
    AUTOS,
    CHANCES,
    F_MOVED,
    F_TUNNEL,
    MOVES,
    WHOS,
    Army,
    Caravan,
    Frame,
    Intel,
    K,
    OrcState,
    Rating,
    Truce,
    bname,
    gold_value,
    parse_boss,
    parse_seat,
    pay_text,
    payments,
    pname,
)

Outs = list[tuple[Move, float]]
DIE: Outs = [(f"roll {i}", 1 / 6) for i in range(1, 7)]
D20: Outs = [(f"d20 {i}", 1 / 20) for i in range(1, D.NUM_AREAS + 1)]


def die_roll(m: str) -> int:
    return int(m.split()[1])


def draw_kind(m: str) -> int:
    return D.KIND_INDEX[m.split()[1]]


def draw_money(m: str) -> int:
    return D.MONEY_INDEX[m.split()[1]]


ChanceFn = Callable[[OrcState, Frame], Outs]
ActFn = Callable[[OrcState, Frame, str], None]
AutoFn = Callable[[OrcState, Frame], bool]
MovesFn = Callable[[OrcState, Frame], list[Move]]
WhoFn = Callable[[OrcState, Frame], int]


def chance(kind: str) -> Callable[[ChanceFn], ChanceFn]:
    def deco(fn: ChanceFn) -> ChanceFn:
        CHANCES[kind] = fn
        return fn

    return deco


def act(kind: str) -> Callable[[ActFn], ActFn]:
    def deco(fn: ActFn) -> ActFn:
        ACTS[kind] = fn
        return fn

    return deco


def auto(kind: str) -> Callable[[AutoFn], AutoFn]:
    def deco(fn: AutoFn) -> AutoFn:
        AUTOS[kind] = fn
        return fn

    return deco


def decision(kind: str, who: WhoFn) -> Callable[[MovesFn], MovesFn]:
    def deco(fn: MovesFn) -> MovesFn:
        MOVES[kind] = fn
        WHOS[kind] = who
        return fn

    return deco


def die_frame(kind: str) -> Callable[[ActFn], ActFn]:
    """A frame that rolls one die (a chance move ``roll N``, each 1/6) and then acts on it:
    the decorated function is its act."""

    def deco(fn: ActFn) -> ActFn:
        CHANCES[kind] = _die_outcomes
        ACTS[kind] = fn
        return fn

    return deco


def _die_outcomes(s: OrcState, f: Frame) -> Outs:
    return DIE


def counted_draw(
    kind: str,
    count_at: int,
    outcomes: Callable[[OrcState], Outs],
    going_on: Callable[[OrcState, Frame], bool],
) -> Callable[[ActFn], ActFn]:
    """A frame that draws ``f[count_at]`` chips from a cup, one chance move each (the
    ``outcomes``), while ``going_on`` (its target is still there and the cup holds a chip it
    may draw); then it is popped. The decorated function takes each drawn chip, after the
    count is lowered."""

    def deco(take: ActFn) -> ActFn:
        def auto_(s: OrcState, f: Frame) -> bool:
            if f[count_at] <= 0 or not going_on(s, f):
                s.pop()
                return True
            return False

        def act_(s: OrcState, f: Frame, m: str) -> None:
            s.replace_top((*f[:count_at], f[count_at] - 1, *f[count_at + 1 :]))
            take(s, f, m)

        def chance_(s: OrcState, f: Frame) -> Outs:
            return outcomes(s)

        AUTOS[kind] = auto_
        CHANCES[kind] = chance_
        ACTS[kind] = act_
        return take

    return deco


def frame_seat(s: OrcState, f: Frame) -> int:
    return int(f[1])


def _boss_owner(s: OrcState, f: Frame) -> int:
    return s.armies[f[1]].owner


# ======================================================================================
# Setup (R2)
# ======================================================================================


@chance("setup_boss")
def _setup_boss_ch(s: OrcState, f: Frame) -> Outs:
    return s.horde_draw_outcomes(lambda k: D.BOSS0 <= k < D.SHA)


@act("setup_boss")
def _setup_boss(s: OrcState, f: Frame, m: str) -> None:
    k = draw_kind(m)
    s.hcup[k] -= 1
    b = k - D.BOSS0
    s.armies[b] = Army(f[1], 0, (), 0, (), (0, 0, 0), 0)
    s.replace_top(("setup_area", f[1], b))


@chance("setup_area")
def _setup_area_ch(s: OrcState, f: Frame) -> Outs:
    used = {a.area for a in s.armies.values()}
    free = [a for a in D.ORC_LANDS if a not in used]
    return [(f"at {a}", 1 / len(free)) for a in free]


@act("setup_area")
def _setup_area(s: OrcState, f: Frame, m: str) -> None:
    a = die_roll(m)
    s.set_army(f[2], area=a)
    s.control[a] = f[1]
    s.pop()


def _non_boss_in_hand(s: OrcState, p: int) -> int:
    return s.hand_count(p) - sum(s.hands[p][D.BOSS0 : D.SHA])


@auto("setup_hand")
def _setup_hand_auto(s: OrcState, f: Frame) -> bool:
    if _non_boss_in_hand(s, f[1]) >= 5 or not _setup_hand_ch(s, f):
        s.pop()
        return True
    return False


@chance("setup_hand")
def _setup_hand_ch(s: OrcState, f: Frame) -> Outs:
    return s.horde_draw_outcomes(lambda k: not D.BOSS0 <= k < D.SHA)


@act("setup_hand")
def _setup_hand(s: OrcState, f: Frame, m: str) -> None:
    k = draw_kind(m)
    s.hcup[k] -= 1
    s.hands[f[1]][k] += 1


@decision("swap", frame_seat)
def _swap_moves(s: OrcState, f: Frame) -> list[Move]:
    out: list[Move] = [f"swap {K[k]}" for k, c in enumerate(s.hands[f[1]]) if c]
    return [*out, "done"]


@act("swap")
def _swap(s: OrcState, f: Frame, m: str) -> None:
    if m == "done":
        s.pop()
        return
    k = D.KIND_INDEX[m.split()[1]]
    p = f[1]
    s.hands[p][k] -= 1
    s.hcup[k] += 1
    if s.mcup[0]:
        s.mcup[0] -= 1
        s.gold[p][0] += 1


# ======================================================================================
# Reinforcement (R5) and paying (R2.4)
# ======================================================================================


@auto("hdraw")
def _hdraw_auto(s: OrcState, f: Frame) -> bool:
    if not any(s.hcup):
        s.pop()
        return True
    return False


@chance("hdraw")
def _hdraw_ch(s: OrcState, f: Frame) -> Outs:
    return s.horde_draw_outcomes()


@act("hdraw")
def _hdraw(s: OrcState, f: Frame, m: str) -> None:
    k = draw_kind(m)
    s.hcup[k] -= 1
    s.hands[f[1]][k] += 1
    s.pop()


@decision("buy", frame_seat)
def _buy_moves(s: OrcState, f: Frame) -> list[Move]:
    _, p, bought, _redrawn = f
    out: list[Move] = []
    if bought < 2 and gold_value(s.gold[p]) >= 2 and any(s.hcup):
        out.append("buy")
    if p not in s.redrawn and not s.has_boss(p):
        out.append("redraw")
    out.append("done")
    return out


@act("buy")
def _buy(s: OrcState, f: Frame, m: str) -> None:
    _, p, bought, redrawn = f
    if m == "done":
        s.pop()
    elif m == "buy":
        s.replace_top(("buy", p, bought + 1, redrawn))
        s.push(("pay", p, 2), ("hdraw", p))
    elif m == "redraw":
        _redraw(s, p)


def _redraw(s: OrcState, p: int) -> None:
    """R5.3: show the hand, put every horde chip and half the gold back, draw 10."""
    h = s.hands[p]
    for k in range(D.NUM_KINDS):
        s.hcup[k] += h[k]
        h[k] = 0
    s.halve_gold(p)
    s.redrawn = (*s.redrawn, p)
    s.push(*[("hdraw", p)] * 10)


@decision("pay", frame_seat)
def _pay_moves(s: OrcState, f: Frame) -> list[Move]:
    return [pay_text(t) for t in payments(s.gold[f[1]], f[2])]


@act("pay")
def _pay(s: OrcState, f: Frame, m: str) -> None:
    p = f[1]
    for tok in m.split()[1].split("+"):
        i = int(tok) - 1
        s.gold[p][i] -= 1
        s.mcup[i] += 1
    s.pop()


# ======================================================================================
# Movement (R6)
# ======================================================================================


@chance("rolloff")
def _rolloff_ch(s: OrcState, f: Frame) -> Outs:
    return [(f"seat {pname(p)}", 1 / len(f[1])) for p in f[1]]


@act("rolloff")
def _rolloff(s: OrcState, f: Frame, m: str) -> None:
    s.replace_top(("first", parse_seat(m.split()[1])))


@decision("first", frame_seat)
def _first_moves(s: OrcState, f: Frame) -> list[Move]:
    return [f"first {pname(p)}" for p in range(s.n)]


@act("first")
def _first(s: OrcState, f: Frame, m: str) -> None:
    start = parse_seat(m.split()[1])
    s.order = tuple((start + i) % s.n for i in range(s.n))
    s.pop()
    s.push(*[("move", p) for p in s.order])


def _others_in(s: OrcState, area: int, p: int) -> bool:
    return any(a.owner != p and a.area == area for a in s.armies.values())


@decision("move", frame_seat)
def _move_moves(s: OrcState, f: Frame) -> list[Move]:
    p = f[1]
    out: list[Move] = []
    # R6.5: only an army (a boss with troops) goes underground; D15 lets a lone boss too
    lone_raids = s.game.options["lone_boss_raids"]
    mine_tunnels = s.game.options["mine_tunnels"]  # R6.5 (D20): l.138 names fortresses only
    for b in s.bosses_of(p):
        a = s.armies[b]
        area, troops, mach = a.area, a.troops, a.machines
        if not a.flags & F_MOVED:
            for d in D.ADJ[area]:
                out.append(f"{bname(b)}-{d}")
            if not troops:
                for d in D.ADJ[area]:
                    for d2 in D.ADJ[d]:
                        if d2 != area:
                            out.append(f"{bname(b)}-{d}-{d2}")
            if (
                D.IS_ORC[area]
                and s.control[area] == p
                and (s.fort[area] or (mine_tunnels and s.mine[area]))
                and (troops or lone_raids)
            ):
                out.append(f"{bname(b)} tunnel")
        if s.left[area] and s.haulers(s.armies[b]) > len(mach):
            for v in sorted(set(s.left[area])):
                out.append(f"{bname(b)} take W{v}")
    if p not in s.redrawn and not s.has_boss(p):
        out.append("redraw")
    if s.hands[p][D.SPY]:
        _spy_moves(s, p, out)
    out.append("done")
    return out


def _spy_moves(s: OrcState, p: int, out: list[Move]) -> None:
    """Add the spy's moves of seat ``p`` (R6.7) to ``out``: look, steal, kill."""
    for q in range(s.n):
        if q == p:
            continue
        out.append(f"spy {pname(q)} look")
        if s.hand_count(q) or s.gold_count(q):
            out.append(f"spy {pname(q)} steal")
        for b in s.bosses_of(q):
            out.append(f"spy {pname(q)} kill {bname(b)}")


@act("move")
def _move(s: OrcState, f: Frame, m: str) -> None:
    p = f[1]
    w = m.split()
    if m == "done":
        s.pop()
        return
    if m == "redraw":
        _redraw(s, p)
        return
    if w[0] == "spy":
        q = parse_seat(w[1])
        s.hands[p][D.SPY] -= 1
        s.hcup[D.SPY] += 1
        if w[2] == "look":
            s.intel = tuple(t for t in s.intel if (t.viewer, t.target) != (p, q)) + (
                Intel(p, q, tuple(s.hands[q]), tuple(s.gold[q])),
            )
        elif w[2] == "steal":
            s.push(("steal", p, q))
        else:
            s.push(("test", parse_boss(w[3]), Rating.AGILITY, "assassin", 0, 0))
        return
    if len(w) == 2 and w[1] == "tunnel":
        s.push(("tunnel", parse_boss(w[0]), 0))
        return
    if len(w) == 3 and w[1] == "take":
        b = parse_boss(w[0])
        v = int(w[2][1:])
        area = s.armies[b].area
        lst = list(s.left[area])
        lst.remove(v)
        s.left[area] = tuple(lst)
        s.set_army(b, machines=tuple(sorted((*s.armies[b].machines, v), reverse=True)))
        return
    path = m.split("-")
    b = parse_boss(path[0])
    d1 = int(path[1])
    s.move_army(b, d1, F_MOVED)
    if len(path) == 3:
        d2 = int(path[2])
        if _others_in(s, d1, p):
            s.push(("allow", b, d2))
        else:
            s.move_army(b, d2, F_MOVED)


@chance("tunnel")
def _tunnel_ch(s: OrcState, f: Frame) -> Outs:
    return D20


@act("tunnel")
def _tunnel(s: OrcState, f: Frame, m: str) -> None:
    d = die_roll(m)
    if f[2]:
        s.pop()
        s.move_army(f[1], d, F_MOVED | F_TUNNEL)
    else:
        s.replace_top(("tunnel_pick", f[1], d))


@decision("tunnel_pick", _boss_owner)
def _tunnel_pick_moves(s: OrcState, f: Frame) -> list[Move]:
    return ["accept", "reroll"]


@act("tunnel_pick")
def _tunnel_pick(s: OrcState, f: Frame, m: str) -> None:
    if m == "accept":
        s.pop()
        s.move_army(f[1], f[2], F_MOVED | F_TUNNEL)
    else:
        s.replace_top(("tunnel", f[1], 1))


@chance("steal")
def _steal_ch(s: OrcState, f: Frame) -> Outs:
    return DIE


@act("steal")
def _steal(s: OrcState, f: Frame, m: str) -> None:
    s.pop()
    q = f[2]
    if die_roll(m) >= 4 and (s.hand_count(q) or s.gold_count(q)):
        s.push(("steal_draw", f[1], q))


@chance("steal_draw")
def _steal_draw_ch(s: OrcState, f: Frame) -> Outs:
    q = f[2]
    h, g = s.hands[q], s.gold[q]
    tot = sum(h) + sum(g)
    out: Outs = [(f"draw {K[k]}", c / tot) for k, c in enumerate(h) if c]
    out += [(f"draw {D.MONEY_CODES[i]}", c / tot) for i, c in enumerate(g) if c]
    return out


@act("steal_draw")
def _steal_draw(s: OrcState, f: Frame, m: str) -> None:
    p, q = f[1], f[2]
    code = m.split()[1]
    if code in D.KIND_INDEX:
        k = D.KIND_INDEX[code]
        s.hands[q][k] -= 1
        s.hands[p][k] += 1
    else:
        i = D.MONEY_INDEX[code]
        s.gold[q][i] -= 1
        s.gold[p][i] += 1
    s.pop()


def _allow_who(s: OrcState, f: Frame) -> int:
    b = f[1]
    o, area = s.armies[b].owner, s.armies[b].area
    return min(a.owner for a in s.armies.values() if a.area == area and a.owner != o)


@decision("allow", _allow_who)
def _allow_moves(s: OrcState, f: Frame) -> list[Move]:
    return ["allow", "refuse"]


@act("allow")
def _allow(s: OrcState, f: Frame, m: str) -> None:
    s.pop()
    if m == "allow":
        s.move_army(f[1], f[2], F_MOVED)
    else:
        s.push(("test", f[1], Rating.AGILITY, "pass", f[2], 0))


# -- tests (R1.6) ------------------------------------------------------------------------
# ("test", boss, Rating (0 leadership / 1 agility), purpose, payload, rerolled)


@chance("test")
def _test_ch(s: OrcState, f: Frame) -> Outs:
    return DIE


@auto("test")
def _test_auto(s: OrcState, f: Frame) -> bool:
    if f[1] not in s.armies:
        s.pop()
        return True
    return False


@act("test")
def _test(s: OrcState, f: Frame, m: str) -> None:
    _, b, which, purpose, payload, rerolled = f
    rating = (D.BOSS_A if which == Rating.AGILITY else D.BOSS_L)[b]
    ok = die_roll(m) <= rating
    if not ok and not rerolled and s.armies[b].shamans > 0:
        s.replace_top(("test", b, which, purpose, payload, 1))
        return
    s.pop()
    _TEST_RESULT[purpose](s, b, payload, ok)


def _res_pass(s: OrcState, b: int, d2: Any, ok: bool) -> None:
    if ok:
        s.move_army(b, int(d2), F_MOVED)


def _res_assassin(s: OrcState, b: int, _: Any, ok: bool) -> None:
    if not ok:
        s.destroy_army(b, heroic=True, captor=-1)


def _res_truce(s: OrcState, b: int, t: Any, ok: bool) -> None:
    if not ok and tuple(t) in s.truces:
        s.truces = tuple(x for x in s.truces if x != tuple(t))
        s.broken = (*s.broken, Truce(*t))


def _res_parley(s: OrcState, b: int, pair: Any, ok: bool) -> None:
    if ok:
        s.push(("answer_parley", pair[1], pair[0]))


def _res_parley2(s: OrcState, b: int, pair: Any, ok: bool) -> None:
    if ok:
        make_peace(s, pair)


def make_peace(s: OrcState, pair: Any) -> None:
    """R8.2: the two sides of ``pair`` stop fighting each other in this battle (a truce)."""
    if s.bt is not None:
        key = (min(pair), max(pair))
        s.bt["peace"] = (*s.bt["peace"], key)


def _res_retreat(s: OrcState, b: int, side: Any, ok: bool) -> None:
    if ok:
        s.push(("retreat_to", int(side)))


def _res_escape(s: OrcState, b: int, captor: Any, ok: bool) -> None:
    s.destroy_army(b, heroic=False, captor=-2 if ok else int(captor))


_TEST_RESULT = {
    "pass": _res_pass,
    "assassin": _res_assassin,
    "truce": _res_truce,
    "parley": _res_parley,
    "parley2": _res_parley2,
    "retreat": _res_retreat,
    "escape": _res_escape,
}


# ======================================================================================
# Deployment (R7)
# ======================================================================================


@decision("deploy", frame_seat)
def _deploy_moves(s: OrcState, f: Frame) -> list[Move]:
    p = f[1]
    h = s.hands[p]
    out: list[Move] = []
    owned = [a for a in D.ORC_LANDS if s.control[a] == p]
    if not owned:
        owned = [a for a in D.ORC_LANDS if not _others_in(s, a, p)]
    for bi in range(D.NUM_BOSSES):
        if h[D.BOSS0 + bi]:
            out += [f"{bname(bi)}@{a}" for a in owned]
    limit = bool(s.game.options["army_limit"])
    gv = gold_value(s.gold[p])
    for b in s.bosses_of(p):
        a = s.armies[b]
        area, troops, sha = a.area, a.troops, a.shamans
        if not D.IS_ORC[area]:
            continue
        if not limit or len(troops) < 2 * D.BOSS_L[b]:
            out += [f"{bname(b)}+{K[k]}" for k in range(D.NUM_TROOPS) if h[k]]
        if h[D.SHA] and not sha:
            out.append(f"{bname(b)}+sha")
        if troops:
            for i, v in enumerate(D.FORT_VALUES):
                if h[D.FORT0 + i] and v >= s.fort[area] and gv >= v:
                    out.append(f"{bname(b)} fort {v}")
            for i, v in enumerate(D.MACH_VALUES):
                if h[D.MACH0 + i] and gv >= v:
                    out.append(f"{bname(b)} mach {v}")
            if h[D.MINE] and not s.mine[area] and gv >= D.MINE_COST:
                out.append(f"{bname(b)} mine")
    out.append("done")
    return out


@act("deploy")
def _deploy(s: OrcState, f: Frame, m: str) -> None:
    p = f[1]
    h = s.hands[p]
    if m == "done":
        s.pop()
        return
    if "@" in m:
        bs, a_s = m.split("@")
        b = parse_boss(bs)
        a = int(a_s)
        h[D.BOSS0 + b] -= 1
        s.armies[b] = Army(p, a, (), 0, (), (0, 0, 0), 0)
        return
    if "+" in m:
        bs, code = m.split("+")
        b = parse_boss(bs)
        k = D.KIND_INDEX[code]
        h[k] -= 1
        if k == D.SHA:
            s.set_army(b, shamans=s.armies[b].shamans + 1)
        else:
            s.set_army(b, troops=tuple(sorted((*s.armies[b].troops, k))))
        return
    w = m.split()
    b = parse_boss(w[0])
    area = s.armies[b].area
    if w[1] == "fort":
        v = int(w[2])
        h[D.FORT0 + D.FORT_VALUES.index(v)] -= 1
        if s.fort[area]:
            s.hcup[D.FORT0 + D.FORT_VALUES.index(s.fort[area])] += 1
        s.fort[area] = v
        s.push(("pay", p, v))
    elif w[1] == "mach":
        v = int(w[2])
        h[D.MACH0 + D.MACH_VALUES.index(v)] -= 1
        s.set_army(b, machines=tuple(sorted((*s.armies[b].machines, v), reverse=True)))
        s.push(("pay", p, v))
    else:
        h[D.MINE] -= 1
        s.mine[area] = 1
        s.push(("pay", p, D.MINE_COST))


# ======================================================================================
# Starting each phase (R3) and the victory check (R11)
# ======================================================================================


def next_phase(s: OrcState) -> None:
    if s.held:
        s.mcup[D.EVT] += s.held
        s.held = 0
    ph = s.phase + 1
    if ph > 8:
        ph = 1
    s.phase = ph
    if ph == 1:
        s.rnd += 1
        s.intel = ()
        _caravan_phase(s)
    elif ph == 2:
        s.redrawn = ()
        fr: list[Frame] = []
        for p in range(s.n):
            fr += [("hdraw", p)] * 3 + [("buy", p, 0, 0)]
        s.push(*fr)
    elif ph == 3:
        # the flags cleared; Army._make, not _replace (a third of its cost: every army, every round)
        s.armies = {
            b: Army._make((a.owner, a.area, a.troops, a.shamans, a.machines, a.loot, 0))
            for b, a in s.armies.items()
        }
        counts = [len(s.bosses_of(p)) for p in range(s.n)]
        low = min(counts)
        tied = tuple(p for p in range(s.n) if counts[p] == low)
        if len(tied) == 1:
            s.push(("first", tied[0]))
        else:
            s.push(("rolloff", tied))
    elif ph == 4:
        s.push(*[("deploy", p) for p in reversed(s.order)])
    elif ph == 5:
        s.broken = ()
        fr = []
        for a, b, area in s.truces:
            if a in s.units_in(area) and b in s.units_in(area):
                fr.append(
                    ("test", s.best_boss(a, area), Rating.LEADERSHIP, "truce", (a, b, area), 0)
                )
                fr.append(
                    ("test", s.best_boss(b, area), Rating.LEADERSHIP, "truce", (a, b, area), 0)
                )
        s.truces = tuple(
            t for t in s.truces if t.seat in s.units_in(t.area) and t.other in s.units_in(t.area)
        )
        fr += [("battles", p, ()) for p in s.order]
        fr.append(("control",))
        s.push(*fr)
    elif ph == 6:
        fr = [("plunder", p) for p in s.order]
        fr.append(("mining",))
        fr.append(("deposit",))
        s.push(*fr)
    elif ph == 7:
        s.push(*[("trade", p, ()) for p in range(s.n)])
    elif ph == 8:
        _victory(s)


# -- phase 1: caravans (R4.1) ---------------------------------------------------------


def _caravan_phase(s: OrcState) -> None:
    keep: list[Caravan] = []
    for c in s.caravans:
        cid, route, pos, cargo, guards, trap = c
        pos += 1
        if pos >= len(D.ROUTES[route]) - 1:
            for i in range(3):
                s.mcup[i] += cargo[i]
            s.mcup[D.CAR] += 1
            continue
        keep.append(Caravan(cid, route, pos, cargo, guards, trap))
    s.caravans = keep


# -- phase 8: victory (R11) -----------------------------------------------------------


def _victory(s: OrcState) -> None:
    g = s.game
    limit = int(g.options["max_rounds"])
    qual = []
    with_boss = [p for p in range(s.n) if s.has_boss(p)]
    for p in range(s.n):
        lands = s.lands_of(p)
        ok = lands >= 6 or (len(with_boss) == 1 and with_boss[0] == p)
        wv = int(g.options["wealth_victory"])
        if wv and gold_value(s.gold[p]) >= wv:
            ok = True
        if ok:
            qual.append(p)
    if qual:
        if g.options["victory_most_lands"]:  # O22 (rules versions 1-3)
            best = max(s.lands_of(p) for p in qual)
            qual = [p for p in qual if s.lands_of(p) == best]
        # R11.1 (l.68): "the victory of that player (or players)": every qualifier wins
        s.result = (tuple(qual), "victory goal")
    elif not with_boss and limit:
        # D1: part of the round limit; with no limit (0) nobody wins this way and the players
        # without a boss redraw (R5.3) until a victory goal is reached
        best = max(s.lands_of(p) for p in range(s.n))
        s.result = (
            tuple(p for p in range(s.n) if s.lands_of(p) == best),
            "no player has a boss left",
        )
    elif limit and s.rnd >= limit:
        best = max(s.lands_of(p) for p in range(s.n))
        s.result = (
            tuple(p for p in range(s.n) if s.lands_of(p) == best),
            f"round limit {s.rnd} reached (most orc lands)",
        )
