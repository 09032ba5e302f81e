"""OrcWar Tree rules: the handler of every task frame (see state.py for the engine).

Each frame kind has either a chance table (``CHANCES``), a deciding seat and move list
(``WHOS``/``MOVES``), and an action (``ACTS``); ``AUTOS`` handlers run before a frame is
offered and return True when they changed something. A handler is registered for its
frame's class (``@act(Trim)``) and takes frames of that class, read by field (``f.seat``).
Rule numbers refer to docs/rules/orcwar.md.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeAlias, TypeVar

from wartable.core.game import Move

from . import data as D
from .state import (
    ACTS,
    AUTOS,
    CHANCES,
    F_MOVED,
    F_TUNNEL,
    FRAMES,
    MOVES,
    WHOS,
    Allow,
    AnswerParley,
    Army,
    Battles,
    Buy,
    Caravan,
    CaravanLoad,
    ChooseFirst,
    Control,
    Deploy,
    Deposit,
    Frame,
    GoldDraw,
    HordeDraw,
    Intel,
    K,
    Mining,
    Movement,
    OrcState,
    Pay,
    Plunder,
    PlunderDraw,
    Rating,
    RatingTest,
    Recruit,
    RetreatTo,
    RichVillage,
    Rolloff,
    SetupArea,
    SetupBoss,
    SetupHand,
    Steal,
    StealDraw,
    Swap,
    Trade,
    Truce,
    Tunnel,
    TunnelPick,
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


#: a frame class: the handlers of a kind take its frames
F = TypeVar("F", bound=Frame)
#: the frames that draw a number of chips, one a step (:func:`counted_draw`)
C = TypeVar("C", CaravanLoad, GoldDraw, PlunderDraw, RichVillage, Recruit)
ChanceFn: TypeAlias = Callable[[OrcState, F], Outs]
ActFn: TypeAlias = Callable[[OrcState, F, str], None]
AutoFn: TypeAlias = Callable[[OrcState, F], bool]
MovesFn: TypeAlias = Callable[[OrcState, F], list[Move]]
WhoFn: TypeAlias = Callable[[OrcState, F], int]

#: the kind of each frame class (the tables are keyed by kind)
KIND_OF: dict[type[Any], str] = {cls: kind for kind, cls in FRAMES.items()}


def chance(cls: type[F]) -> Callable[[ChanceFn[F]], ChanceFn[F]]:
    def deco(fn: ChanceFn[F]) -> ChanceFn[F]:
        CHANCES[KIND_OF[cls]] = fn
        return fn

    return deco


def act(cls: type[F]) -> Callable[[ActFn[F]], ActFn[F]]:
    def deco(fn: ActFn[F]) -> ActFn[F]:
        ACTS[KIND_OF[cls]] = fn
        return fn

    return deco


def auto(cls: type[F]) -> Callable[[AutoFn[F]], AutoFn[F]]:
    def deco(fn: AutoFn[F]) -> AutoFn[F]:
        AUTOS[KIND_OF[cls]] = fn
        return fn

    return deco


def decision(cls: type[F], who: WhoFn[F]) -> Callable[[MovesFn[F]], MovesFn[F]]:
    def deco(fn: MovesFn[F]) -> MovesFn[F]:
        MOVES[KIND_OF[cls]] = fn
        WHOS[KIND_OF[cls]] = who
        return fn

    return deco


def die_frame(cls: type[F]) -> Callable[[ActFn[F]], ActFn[F]]:
    """A frame that rolls one die (a chance move ``roll N``, each 1/6) and then acts on it:
    the decorated function is its act."""

    def deco(fn: ActFn[F]) -> ActFn[F]:
        CHANCES[KIND_OF[cls]] = _die_outcomes
        ACTS[KIND_OF[cls]] = fn
        return fn

    return deco


def _die_outcomes(s: OrcState, f: Frame) -> Outs:
    return DIE


def counted_draw(
    cls: type[C],
    outcomes: Callable[[OrcState], Outs],
    going_on: Callable[[OrcState, C], bool],
) -> Callable[[ActFn[C]], ActFn[C]]:
    """A frame that draws ``f.draws`` chips from a cup, one chance move each (the
    ``outcomes``), while ``going_on`` (its target is still there and the cup holds a chip it
    may draw); then it is popped. The decorated function takes each drawn chip, after the
    count is lowered."""

    def deco(take: ActFn[C]) -> ActFn[C]:
        def auto_(s: OrcState, f: C) -> bool:
            if f.draws <= 0 or not going_on(s, f):
                s.pop()
                return True
            return False

        def act_(s: OrcState, f: C, m: str) -> None:
            s.replace_top(f._replace(draws=f.draws - 1))
            take(s, f, m)

        def chance_(s: OrcState, f: C) -> Outs:
            return outcomes(s)

        kind = KIND_OF[cls]
        AUTOS[kind] = auto_
        CHANCES[kind] = chance_
        ACTS[kind] = act_
        return take

    return deco


class Seated(Protocol):
    """A frame with the seat that decides it (most decision frames)."""

    @property
    def seat(self) -> int: ...


def frame_seat(s: OrcState, f: Seated) -> int:
    return f.seat


class _Bossed(Protocol):
    @property
    def boss(self) -> int: ...


def boss_owner(s: OrcState, f: _Bossed) -> int:
    """The seat that decides a frame of a boss: the boss's owner."""
    return s.armies[f.boss].owner


# ======================================================================================
# Setup (R2)
# ======================================================================================


@chance(SetupBoss)
def _setup_boss_ch(s: OrcState, f: SetupBoss) -> Outs:
    return s.horde_draw_outcomes(lambda k: D.BOSS0 <= k < D.SHA)


@act(SetupBoss)
def _setup_boss(s: OrcState, f: SetupBoss, m: str) -> None:
    k = draw_kind(m)
    s.hcup[k] -= 1
    b = k - D.BOSS0
    s.armies[b] = Army(f.seat, 0, (), 0, (), (0, 0, 0), 0)
    s.replace_top(SetupArea("setup_area", f.seat, b))


@chance(SetupArea)
def _setup_area_ch(s: OrcState, f: SetupArea) -> Outs:
    used = {a.area for a in s.armies.values()}
    free = [a for a in D.ORC_LANDS if a not in used]
    return [(f"at {a}", 1 / len(free)) for a in free]


@act(SetupArea)
def _setup_area(s: OrcState, f: SetupArea, m: str) -> None:
    a = die_roll(m)
    s.set_army(f.boss, area=a)
    s.control[a] = f.seat
    s.pop()


def _non_boss_in_hand(s: OrcState, p: int) -> int:
    return s.hand_count(p) - sum(s.hands[p][D.BOSS0 : D.SHA])


@auto(SetupHand)
def _setup_hand_auto(s: OrcState, f: SetupHand) -> bool:
    if _non_boss_in_hand(s, f.seat) >= 5 or not _setup_hand_ch(s, f):
        s.pop()
        return True
    return False


@chance(SetupHand)
def _setup_hand_ch(s: OrcState, f: SetupHand) -> Outs:
    return s.horde_draw_outcomes(lambda k: not D.BOSS0 <= k < D.SHA)


@act(SetupHand)
def _setup_hand(s: OrcState, f: SetupHand, m: str) -> None:
    k = draw_kind(m)
    s.hcup[k] -= 1
    s.hands[f.seat][k] += 1


@decision(Swap, frame_seat)
def _swap_moves(s: OrcState, f: Swap) -> list[Move]:
    out: list[Move] = [f"swap {K[k]}" for k, c in enumerate(s.hands[f.seat]) if c]
    return [*out, "done"]


@act(Swap)
def _swap(s: OrcState, f: Swap, m: str) -> None:
    if m == "done":
        s.pop()
        return
    k = D.KIND_INDEX[m.split()[1]]
    p = f.seat
    s.hands[p][k] -= 1
    s.hcup[k] += 1
    if s.mcup[0]:
        s.mcup[0] -= 1
        s.gold[p][0] += 1


# ======================================================================================
# Reinforcement (R5) and paying (R2.4)
# ======================================================================================


@auto(HordeDraw)
def _hdraw_auto(s: OrcState, f: HordeDraw) -> bool:
    if not any(s.hcup):
        s.pop()
        return True
    return False


@chance(HordeDraw)
def _hdraw_ch(s: OrcState, f: HordeDraw) -> Outs:
    return s.horde_draw_outcomes()


@act(HordeDraw)
def _hdraw(s: OrcState, f: HordeDraw, m: str) -> None:
    k = draw_kind(m)
    s.hcup[k] -= 1
    s.hands[f.seat][k] += 1
    s.pop()


@decision(Buy, frame_seat)
def _buy_moves(s: OrcState, f: Buy) -> list[Move]:
    p = f.seat
    out: list[Move] = []
    if f.bought < 2 and gold_value(s.gold[p]) >= 2 and any(s.hcup):
        out.append("buy")
    if p not in s.redrawn and not s.has_boss(p):
        out.append("redraw")
    out.append("done")
    return out


@act(Buy)
def _buy(s: OrcState, f: Buy, m: str) -> None:
    p = f.seat
    if m == "done":
        s.pop()
    elif m == "buy":
        s.replace_top(Buy("buy", p, f.bought + 1, f.redrawn))
        s.push(Pay("pay", p, 2), HordeDraw("hdraw", p))
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
    s.push(*[HordeDraw("hdraw", p)] * 10)


@decision(Pay, frame_seat)
def _pay_moves(s: OrcState, f: Pay) -> list[Move]:
    return [pay_text(t) for t in payments(s.gold[f.seat], f.price)]


@act(Pay)
def _pay(s: OrcState, f: Pay, m: str) -> None:
    p = f.seat
    for tok in m.split()[1].split("+"):
        i = int(tok) - 1
        s.gold[p][i] -= 1
        s.mcup[i] += 1
    s.pop()


# ======================================================================================
# Movement (R6)
# ======================================================================================


@chance(Rolloff)
def _rolloff_ch(s: OrcState, f: Rolloff) -> Outs:
    return [(f"seat {pname(p)}", 1 / len(f.seats)) for p in f.seats]


@act(Rolloff)
def _rolloff(s: OrcState, f: Rolloff, m: str) -> None:
    s.replace_top(ChooseFirst("first", parse_seat(m.split()[1])))


@decision(ChooseFirst, frame_seat)
def _first_moves(s: OrcState, f: ChooseFirst) -> list[Move]:
    return [f"first {pname(p)}" for p in range(s.n)]


@act(ChooseFirst)
def _first(s: OrcState, f: ChooseFirst, m: str) -> None:
    start = parse_seat(m.split()[1])
    s.order = tuple((start + i) % s.n for i in range(s.n))
    s.pop()
    s.push(*[Movement("move", p) for p in s.order])


def _others_in(s: OrcState, area: int, p: int) -> bool:
    return any(a.owner != p and a.area == area for a in s.armies.values())


@decision(Movement, frame_seat)
def _move_moves(s: OrcState, f: Movement) -> list[Move]:
    p = f.seat
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


@act(Movement)
def _move(s: OrcState, f: Movement, m: str) -> None:
    p = f.seat
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
            s.push(Steal("steal", p, q))
        else:
            s.push(RatingTest("test", parse_boss(w[3]), Rating.AGILITY, "assassin", 0, 0))
        return
    if len(w) == 2 and w[1] == "tunnel":
        s.push(Tunnel("tunnel", parse_boss(w[0]), 0))
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
            s.push(Allow("allow", b, d2))
        else:
            s.move_army(b, d2, F_MOVED)


@chance(Tunnel)
def _tunnel_ch(s: OrcState, f: Tunnel) -> Outs:
    return D20


@act(Tunnel)
def _tunnel(s: OrcState, f: Tunnel, m: str) -> None:
    d = die_roll(m)
    if f.rerolled:
        s.pop()
        s.move_army(f.boss, d, F_MOVED | F_TUNNEL)
    else:
        s.replace_top(TunnelPick("tunnel_pick", f.boss, d))


@decision(TunnelPick, boss_owner)
def _tunnel_pick_moves(s: OrcState, f: TunnelPick) -> list[Move]:
    return ["accept", "reroll"]


@act(TunnelPick)
def _tunnel_pick(s: OrcState, f: TunnelPick, m: str) -> None:
    if m == "accept":
        s.pop()
        s.move_army(f.boss, f.area, F_MOVED | F_TUNNEL)
    else:
        s.replace_top(Tunnel("tunnel", f.boss, 1))


@chance(Steal)
def _steal_ch(s: OrcState, f: Steal) -> Outs:
    return DIE


@act(Steal)
def _steal(s: OrcState, f: Steal, m: str) -> None:
    s.pop()
    q = f.victim
    if die_roll(m) >= 4 and (s.hand_count(q) or s.gold_count(q)):
        s.push(StealDraw("steal_draw", f.seat, q))


@chance(StealDraw)
def _steal_draw_ch(s: OrcState, f: StealDraw) -> Outs:
    q = f.victim
    h, g = s.hands[q], s.gold[q]
    tot = sum(h) + sum(g)
    out: Outs = [(f"draw {K[k]}", c / tot) for k, c in enumerate(h) if c]
    out += [(f"draw {D.MONEY_CODES[i]}", c / tot) for i, c in enumerate(g) if c]
    return out


@act(StealDraw)
def _steal_draw(s: OrcState, f: StealDraw, m: str) -> None:
    p, q = f.seat, f.victim
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


def _allow_who(s: OrcState, f: Allow) -> int:
    b = f.boss
    o, area = s.armies[b].owner, s.armies[b].area
    return min(a.owner for a in s.armies.values() if a.area == area and a.owner != o)


@decision(Allow, _allow_who)
def _allow_moves(s: OrcState, f: Allow) -> list[Move]:
    return ["allow", "refuse"]


@act(Allow)
def _allow(s: OrcState, f: Allow, m: str) -> None:
    s.pop()
    if m == "allow":
        s.move_army(f.boss, f.area, F_MOVED)
    else:
        s.push(RatingTest("test", f.boss, Rating.AGILITY, "pass", f.area, 0))


# -- tests (R1.6) ------------------------------------------------------------------------


@chance(RatingTest)
def _test_ch(s: OrcState, f: RatingTest) -> Outs:
    return DIE


@auto(RatingTest)
def _test_auto(s: OrcState, f: RatingTest) -> bool:
    if f.boss not in s.armies:
        s.pop()
        return True
    return False


@act(RatingTest)
def _test(s: OrcState, f: RatingTest, m: str) -> None:
    b = f.boss
    rating = (D.BOSS_A if f.rating == Rating.AGILITY else D.BOSS_L)[b]
    ok = die_roll(m) <= rating
    if not ok and not f.rerolled and s.armies[b].shamans > 0:
        s.replace_top(RatingTest("test", b, f.rating, f.purpose, f.payload, 1))
        return
    s.pop()
    _TEST_RESULT[f.purpose](s, b, f.payload, ok)


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
        s.push(AnswerParley("answer_parley", pair[1], pair[0]))


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
        s.push(RetreatTo("retreat_to", int(side)))


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


@decision(Deploy, frame_seat)
def _deploy_moves(s: OrcState, f: Deploy) -> list[Move]:
    p = f.seat
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


@act(Deploy)
def _deploy(s: OrcState, f: Deploy, m: str) -> None:
    p = f.seat
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
        s.push(Pay("pay", p, v))
    elif w[1] == "mach":
        v = int(w[2])
        h[D.MACH0 + D.MACH_VALUES.index(v)] -= 1
        s.set_army(b, machines=tuple(sorted((*s.armies[b].machines, v), reverse=True)))
        s.push(Pay("pay", p, v))
    else:
        h[D.MINE] -= 1
        s.mine[area] = 1
        s.push(Pay("pay", p, D.MINE_COST))


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
            fr += [HordeDraw("hdraw", p)] * 3 + [Buy("buy", p, 0, 0)]
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
            s.push(ChooseFirst("first", tied[0]))
        else:
            s.push(Rolloff("rolloff", tied))
    elif ph == 4:
        s.push(*[Deploy("deploy", p) for p in reversed(s.order)])
    elif ph == 5:
        s.broken = ()
        fr = []
        for a, b, area in s.truces:
            if a in s.units_in(area) and b in s.units_in(area):
                truce = (a, b, area)
                lead_a, lead_b = s.best_boss(a, area), s.best_boss(b, area)
                fr.append(RatingTest("test", lead_a, Rating.LEADERSHIP, "truce", truce, 0))
                fr.append(RatingTest("test", lead_b, Rating.LEADERSHIP, "truce", truce, 0))
        s.truces = tuple(
            t for t in s.truces if t.seat in s.units_in(t.area) and t.other in s.units_in(t.area)
        )
        fr += [Battles("battles", p, ()) for p in s.order]
        fr.append(Control("control"))
        s.push(*fr)
    elif ph == 6:
        fr = [Plunder("plunder", p) for p in s.order]
        fr.append(Mining("mining"))
        fr.append(Deposit("deposit"))
        s.push(*fr)
    elif ph == 7:
        s.push(*[Trade("trade", p, ()) for p in range(s.n)])
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
