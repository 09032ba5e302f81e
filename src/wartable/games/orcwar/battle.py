"""OrcWar Tree battle (R8): phase-5 battles, caravan robbery and the plunder fights.

The running battle lives in ``state.bt`` (a dict of immutable values, copied on write); the
:class:`Fight` frame (``["bt"]``) drives it through its stages: parley -> shelter -> roll ->
target -> assign -> retreat -> (next round) ... -> end. Side ``-1`` is a non-player side (caravan
guards, village defenders, adventurers): a tuple of unit strengths, 1 hit each.
"""

from __future__ import annotations

from typing import Any

from wartable.core.game import Move

from . import data as D
from .rules import (
    D20,
    DIE,
    Outs,
    act,
    auto,
    boss_owner,
    chance,
    decision,
    die_roll,
    frame_seat,
    make_peace,
)
from .state import (
    ACTS,
    CHANCES,
    F_MOVED,
    F_TUNNEL,
    MOVES,
    WHOS,
    AnswerParley,
    Army,
    Battle,
    Battles,
    Caravan,
    Control,
    Fate,
    Fight,
    Finish,
    GoldDraw,
    K,
    OrcState,
    Rating,
    RatingTest,
    RetreatTo,
    Truce,
    TunnelRetreat,
    army_strength,
    bname,
    parse_boss,
    parse_seat,
    pname,
)


def start_battle(
    s: OrcState, area: int, npc: tuple[int, ...], ctx: tuple[Any, ...], foe: int = -9
) -> None:
    """Start a battle in ``area``; ``npc`` are the non-player units, who fight only ``foe``."""
    defender = -9
    c = s.control[area]
    if (
        s.fort[area]
        and D.IS_ORC[area]
        and any(
            a.owner == c and a.area == area and not a.flags & F_MOVED for a in s.armies.values()
        )
    ):
        defender = c  # R8.9: the controller, with an army that was there before this round
    tunnelers = tuple(
        sorted({a.owner for a in s.armies.values() if a.area == area and a.flags & F_TUNNEL})
    )
    s.bt = {
        "area": area,
        "npc": npc,
        "ctx": ctx,
        "defender": defender,
        "foe": foe,
        "fort_ok": 1 if defender >= 0 else 0,
        "tunnelers": tunnelers,
        "tried": (),
        "peace": (),
        "stage": "parley",
        "idx": 0,
        "dice": (),
        "left": 0,
        "rolls": (),
        "hits": (),
        "marked": (),
        "pend": (),
        "asg": None,
        "forced": (),
        "orphans": 0,
        "lmach": (),
        "loot": (0, 0, 0),
        "rounds": 0,
        "rollers": (),
        "asked": (),
    }
    s.push(Fight("bt"))


def sides(s: OrcState) -> list[int]:
    bt = s.bt
    assert bt is not None
    present = s.units_in(bt["area"])
    out = [p for p in s.order if p in present]
    if bt["npc"]:
        out.append(-1)
    return out


def hostile(s: OrcState, x: int, y: int) -> bool:
    bt = s.bt
    assert bt is not None
    if x == y:
        return False
    if x == -1 or y == -1:
        foe: int = bt["foe"]
        return (y if x == -1 else x) == foe
    if (min(x, y), max(x, y)) in bt["peace"]:
        return False
    return not s.truced(x, y, bt["area"])


def any_hostile(s: OrcState) -> bool:
    sd = sides(s)
    return any(hostile(s, x, y) for i, x in enumerate(sd) for y in sd[i + 1 :])


def side_strength(s: OrcState, side: int) -> int:
    bt = s.bt
    assert bt is not None
    if side == -1:
        return sum(bt["npc"])
    return sum(army_strength(s.armies[b]) for b in s.armies_at(bt["area"], side))


def side_shamans(s: OrcState, side: int) -> int:
    bt = s.bt
    assert bt is not None
    if side == -1:
        return 0
    return sum(s.armies[b].shamans for b in s.armies_at(bt["area"], side))


def fort_value(s: OrcState) -> int:
    """The fortress value after the best enemy war machine (R8.9)."""
    bt = s.bt
    assert bt is not None
    area: int = bt["area"]
    best = 0
    for a in s.armies.values():
        if a.area == area and a.owner != bt["defender"] and a.machines:
            best = max(best, a.machines[0])
    return max(0, s.fort[area] - best)


def fort_active(s: OrcState) -> bool:
    bt = s.bt
    assert bt is not None
    return bool(bt["fort_ok"]) and bt["defender"] in sides(s) and s.fort[bt["area"]] > 0


def protected(s: OrcState, shooter: int, target_owner: int) -> bool:
    bt = s.bt
    assert bt is not None
    pair = (min(shooter, target_owner), max(shooter, target_owner), bt["area"])
    return (
        target_owner == bt["defender"]
        and fort_active(s)
        and shooter not in bt["tunnelers"]
        and pair not in s.broken
    )


def dice_for(s: OrcState, rollers: list[int]) -> list[int]:
    """R8.3: ⌈S/5⌉ per side; the extra die for the strongest of sides tied on dice; +shamans."""
    strength = [side_strength(s, x) for x in rollers]
    base = [(st + 4) // 5 for st in strength]
    dice = base[:]
    top = max(strength) if strength else 0
    strongest = [i for i, st in enumerate(strength) if st == top]
    if len(strongest) == 1:
        i = strongest[0]
        if sum(1 for b in base if b == base[i]) >= 2:
            dice[i] += 1
    for i, x in enumerate(rollers):
        dice[i] += side_shamans(s, x)
    return dice


def rollers_of(s: OrcState) -> list[int]:
    sd = sides(s)
    return [x for x in sd if any(hostile(s, x, y) for y in sd)]


def targets_for(s: OrcState, shooter: int) -> list[int]:
    """Hostile armies (boss numbers) a shooter may hit; -1 stands for the non-player side."""
    bt = s.bt
    assert bt is not None
    out = []
    for x in sides(s):
        if hostile(s, shooter, x):
            if x == -1:
                out.append(-1)
            else:
                out += s.armies_at(bt["area"], x)
    return out


def _unit_counts(s: OrcState, b: int) -> dict[int, int]:
    c: dict[int, int] = {}
    for k in s.armies[b].troops:
        c[k] = c.get(k, 0) + 1
    return c


def _marked(bt: Battle, b: int, k: int) -> int:
    return sum(1 for x in bt["marked"] if x == (b, k))


def _normalize_marks(s: OrcState) -> None:
    bt = s.bt
    assert bt is not None
    out: list[tuple[int, int]] = []
    for b, k in bt["marked"]:
        if b in s.armies and s.armies[b].troops.count(k) > out.count((b, k)):
            out.append((b, k))
    bt["marked"] = tuple(out)


# -- the stage machine --------------------------------------------------------------------


def _parley_auto(s: OrcState, bt: Battle) -> bool:
    """The parley stage (R8.2): on to the next side that may offer one, then the shelter."""
    sd = sides(s)
    i = bt["idx"]
    if i >= len(sd):
        bt["stage"] = "shelter"
        bt["marked"] = ()
        return True
    if not _parley_targets(s, sd[i]):
        bt["idx"] = i + 1
        return True
    return False


def _retreat_auto(s: OrcState, bt: Battle) -> bool:
    """The retreat stage (R8.8): the next side that must retreat is asked where; when none
    is left, the next round begins with its parley."""
    x = _retreat_next(s)
    if x is None:
        bt["rounds"] = bt["rounds"] + 1
        bt["stage"] = "parley"
        bt["idx"] = 0
        bt["asked"] = ()
        return True
    if x in bt["forced"]:
        bt["asked"] = (*bt["asked"], x)
        s.push(RetreatTo("retreat_to", x))
        return True
    return False


@auto(Fight)
def _bt_auto(s: OrcState, f: Fight) -> bool:
    bt = s.bt
    assert bt is not None
    st = bt["stage"]
    # hits already rolled are always placed (combat is simultaneous); the battle can end
    # only between rounds or after the retreats
    if st in ("parley", "retreat") and not any_hostile(s):
        bt["stage"] = "end"
        return True
    if st == "parley":
        return _parley_auto(s, bt)
    if st == "shelter":
        if not fort_active(s) or fort_value(s) <= 0 or not _shelter_moves(s):
            _begin_roll(s)
            return True
        return False
    if st == "roll":
        if bt["left"] <= 0:
            rl = bt["rollers"]
            i = bt["idx"] + 1
            if i >= len(rl):
                _begin_target(s)
            else:
                bt["idx"] = i
                bt["left"] = bt["dice"][i]
            return True
        return False
    if st == "target":
        return _target_auto(s)
    if st == "assign":
        return _assign_auto(s)
    if st == "retreat":
        return _retreat_auto(s, bt)
    if st == "end":
        _end_battle(s)
        return True
    raise AssertionError(st)


def _retreat_next(s: OrcState) -> int | None:
    """The next side (in movement order) to retreat or decide whether to (R8.8)."""
    bt = s.bt
    assert bt is not None
    sd = sides(s)
    for x in sd:
        if x >= 0 and x not in bt["asked"] and any(hostile(s, x, y) for y in sd):
            return x
    return None


def _bt_who(s: OrcState, f: Fight) -> int:
    bt = s.bt
    assert bt is not None
    st = bt["stage"]
    if st == "parley":
        idx: int = bt["idx"]
        return sides(s)[idx]
    if st == "shelter":
        return int(bt["defender"])
    if st == "target":
        shooter = bt["rollers"][bt["idx"]]
        if shooter == -1:
            return s.armies[targets_for(s, -1)[0]].owner
        return int(shooter)
    if st == "assign":
        return s.armies[bt["asg"][0]].owner
    if st == "retreat":
        nxt = _retreat_next(s)
        assert nxt is not None
        return nxt
    raise AssertionError(st)


def _parley_targets(s: OrcState, side: int) -> list[int]:
    bt = s.bt
    assert bt is not None
    if side == -1 or bt["npc"]:
        return []
    return [
        y
        for y in sides(s)
        if y >= 0 and hostile(s, side, y) and (min(side, y), max(side, y)) not in bt["tried"]
    ]


def _shelter_moves(s: OrcState) -> list[Move]:
    bt = s.bt
    assert bt is not None
    room = fort_value(s) - sum(D.TROOP_STRENGTH[k] for _, k in bt["marked"])
    out: list[Move] = []
    for b in s.armies_at(bt["area"], bt["defender"]):
        for k, c in sorted(_unit_counts(s, b).items()):
            if c > _marked(bt, b, k) and D.TROOP_STRENGTH[k] <= room:
                out.append(f"shelter {bname(b)} {K[k]}")
    return out


def _bt_moves(s: OrcState, f: Fight) -> list[Move]:
    bt = s.bt
    assert bt is not None
    st = bt["stage"]
    if st == "parley":
        side = sides(s)[bt["idx"]]
        return [*(f"parley {pname(y)}" for y in _parley_targets(s, side)), "fight"]
    if st == "shelter":
        return [*_shelter_moves(s), "done"]
    if st == "target":
        shooter = bt["rollers"][bt["idx"]]
        return [("hit npc" if t == -1 else f"hit {bname(t)}") for t in targets_for(s, shooter)]
    if st == "assign":
        return _assign_moves(s)
    if st == "retreat":
        return ["retreat", "stay"]
    raise AssertionError(st)


def _bt_act(s: OrcState, f: Fight, m: str) -> None:
    bt = s.bt
    assert bt is not None
    st = bt["stage"]
    if st == "roll":
        r = die_roll(m)
        i = bt["idx"]
        rolls = list(bt["rolls"])
        n5, n6, n1 = rolls[i]
        if r == 5:
            n5 += 1
        elif r == 6:
            n6 += 1
        elif r == 1:
            n1 += 1
        rolls[i] = (n5, n6, n1)
        bt["rolls"] = tuple(rolls)
        bt["left"] = bt["left"] - 1
        return
    if st == "parley":
        side = sides(s)[bt["idx"]]
        if m == "fight":
            bt["idx"] = bt["idx"] + 1
            return
        y = parse_seat(m.split()[1])
        bt["tried"] = (*bt["tried"], (min(side, y), max(side, y)))
        boss = s.best_boss(side, bt["area"])
        s.push(RatingTest("test", boss, Rating.LEADERSHIP, "parley", (side, y), 0))
        return
    if st == "shelter":
        if m == "done":
            _begin_roll(s)
            return
        w = m.split()
        bt["marked"] = (*bt["marked"], (parse_boss(w[1]), D.KIND_INDEX[w[2]]))
        return
    if st == "target":
        t = -1 if m == "hit npc" else parse_boss(m.split()[1])
        _assign_hit(s, t)
        return
    if st == "assign":
        _take(s, m)
        return
    if st == "retreat":
        who = _retreat_next(s)
        assert who is not None
        bt["asked"] = (*bt["asked"], who)
        if m == "retreat":
            boss = s.best_boss(who, bt["area"])
            s.push(RatingTest("test", boss, Rating.LEADERSHIP, "retreat", who, 0))
        return
    raise AssertionError(st)


def _bt_chance(s: OrcState, f: Fight) -> Outs:
    return DIE


# the battle frame is a chance frame while dice are rolled, else a decision (state.chance_now)
CHANCES["bt"] = _bt_chance
WHOS["bt"] = _bt_who
MOVES["bt"] = _bt_moves
ACTS["bt"] = _bt_act


def _begin_roll(s: OrcState) -> None:
    bt = s.bt
    assert bt is not None
    rl = rollers_of(s)
    dice = dice_for(s, rl)
    bt["stage"] = "roll"
    bt["rollers"] = tuple(rl)
    bt["dice"] = tuple(dice)
    bt["rolls"] = tuple((0, 0, 0) for _ in rl)
    bt["idx"] = 0
    bt["left"] = dice[0] if dice else 0


def _begin_target(s: OrcState) -> None:
    bt = s.bt
    assert bt is not None
    bt["stage"] = "target"
    bt["idx"] = 0
    bt["hits"] = tuple((r[0], r[1]) for r in bt["rolls"])
    bt["forced"] = tuple(
        x for x, r in zip(bt["rollers"], bt["rolls"], strict=True) if x >= 0 and r[2] > r[0] + r[1]
    )
    bt["pend"] = ()


def _target_auto(s: OrcState) -> bool:
    bt = s.bt
    assert bt is not None
    rl = bt["rollers"]
    i = bt["idx"]
    if i >= len(rl):
        bt["stage"] = "assign"
        bt["asg"] = None
        return True
    h5, h6 = bt["hits"][i]
    ts = targets_for(s, rl[i])
    if h5 + h6 == 0 or not ts:
        bt["idx"] = i + 1
        return True
    if len(ts) == 1:
        while sum(bt["hits"][i]) > 0:
            _assign_hit(s, ts[0])
        return True
    return False


def _assign_hit(s: OrcState, t: int) -> None:
    """One hit of the current shooter onto target army ``t`` (R8.5, R8.9 die choice)."""
    bt = s.bt
    assert bt is not None
    i = bt["idx"]
    shooter = bt["rollers"][i]
    h5, h6 = bt["hits"][i]
    owner = -1 if t == -1 else s.armies[t].owner
    prot = t != -1 and protected(s, shooter, owner)
    restricted = 0
    if prot:
        if h6:
            h6 -= 1
        else:
            h5 -= 1
            restricted = 1
    elif h5:
        h5 -= 1
    else:
        h6 -= 1
    hits = list(bt["hits"])
    hits[i] = (h5, h6)
    bt["hits"] = tuple(hits)
    pend = dict((p[0], p[1:]) for p in bt["pend"])
    r, fr, first = pend.get(t, (0, 0, shooter))
    pend[t] = (r + restricted, fr + 1 - restricted, first)
    bt["pend"] = tuple(sorted((k, *v) for k, v in pend.items()))
    if h5 + h6 == 0:
        bt["idx"] = i + 1


def _assign_moves(s: OrcState) -> list[Move]:
    bt = s.bt
    assert bt is not None
    t, r, fr, _shooter, partial = bt["asg"]
    a = s.armies[t]
    o, troops, mach = a.owner, a.troops, a.machines
    out: list[Move] = []
    for k, c in sorted(_unit_counts(s, t).items()):
        usable = r + fr if c > _marked(bt, t, k) else fr
        cap = D.TROOP_HITS[k]
        if usable >= 1 and (not partial or usable >= cap):
            out.append(f"take {K[k]}")
    if r + fr:
        for v in sorted(set(mach)):
            out.append(f"take W{v}")
        if not troops and not mach:
            out.append(f"take {bname(t)}")
        if o == bt["defender"] and fort_active(s):
            out.append("take fort")
    return out


def _assign_auto(s: OrcState) -> bool:
    bt = s.bt
    assert bt is not None
    asg = bt["asg"]
    if asg is not None:
        t = asg[0]
        if t in s.armies and asg[1] + asg[2] > 0 and _assign_moves(s) not in ([], ["take fort"]):
            return False
        bt["asg"] = None
        return True
    if not bt["pend"]:
        bt["stage"] = "retreat"
        bt["asked"] = ()
        return True
    t, r, fr, shooter = bt["pend"][0]
    bt["pend"] = bt["pend"][1:]
    if t == -1:
        npc = bt["npc"]
        bt["npc"] = npc[: max(0, len(npc) - r - fr)]
        return True
    if t in s.armies:
        bt["asg"] = (t, r, fr, shooter, 0)
    return True


def _take(s: OrcState, m: str) -> None:
    bt = s.bt
    assert bt is not None
    t, r, fr, shooter, partial = bt["asg"]
    code = m.split()[1]
    a = s.armies[t]
    o, area, troops, mach = a.owner, a.area, a.troops, a.machines
    if code == "fort":
        if r:
            r -= 1
        else:
            fr -= 1
        bt["fort_ok"] = 0
        bt["marked"] = ()  # overrun: nobody is sheltered any more (R8.9)
        if any(a.machines for a in s.armies.values() if a.area == area and a.owner != o):
            s.hcup[D.FORT0 + D.FORT_VALUES.index(s.fort[area])] += 1
            s.fort[area] = 0
        bt["asg"] = (t, r, fr, shooter, partial)
        return
    if code[0] == "W":
        v = int(code[1:])
        if r:
            r -= 1
        else:
            fr -= 1
        lst = list(mach)
        lst.remove(v)
        s.set_army(t, machines=tuple(lst))
        s.hcup[D.MACH0 + D.MACH_VALUES.index(v)] += 1
        bt["asg"] = (t, r, fr, shooter, partial)
        return
    if code[0] == "B":
        if r:
            r -= 1
        else:
            fr -= 1
        bt["asg"] = (t, r, fr, shooter, partial)
        s.push(Fate("fate", t, shooter))
        return
    k = D.KIND_INDEX[code]
    cap = D.TROOP_HITS[k]
    unmarked = troops.count(k) > _marked(bt, t, k)
    if unmarked:
        use_r = min(r, cap)
        use_f = min(fr, cap - use_r)
    else:
        use_r = 0
        use_f = min(fr, cap)
    r -= use_r
    fr -= use_f
    amount = use_r + use_f
    if amount >= cap:
        lst = list(troops)
        lst.remove(k)
        s.set_army(t, troops=tuple(lst))
        s.hcup[k] += 1
        if not unmarked:
            mk = list(bt["marked"])
            mk.remove((t, k))
            bt["marked"] = tuple(mk)
        _normalize_marks(s)
    else:
        partial = 1
        s.push(Finish("finish", t, k, amount))
    bt["asg"] = (t, r, fr, shooter, partial)


@chance(Finish)
def _finish_ch(s: OrcState, f: Finish) -> Outs:
    return DIE


@act(Finish)
def _finish(s: OrcState, f: Finish, m: str) -> None:
    t, k, amount = f.boss, f.troop, f.hits
    s.pop()
    need = D.FINISH.get((k, amount), 7)
    if die_roll(m) >= need and t in s.armies and k in s.armies[t].troops:
        lst = list(s.armies[t].troops)
        lst.remove(k)
        s.set_army(t, troops=tuple(lst))
        s.hcup[k] += 1
        if s.bt is not None:
            _normalize_marks(s)


@decision(Fate, boss_owner)
def _fate_moves(s: OrcState, f: Fate) -> list[Move]:
    return ["escape", "die"]


@auto(Fate)
def _fate_auto(s: OrcState, f: Fate) -> bool:
    if f.boss not in s.armies:
        s.pop()
        return True
    return False


@act(Fate)
def _fate(s: OrcState, f: Fate, m: str) -> None:
    s.pop()
    if m == "die":
        s.destroy_army(f.boss, heroic=True, captor=-1)
    else:
        s.push(RatingTest("test", f.boss, Rating.AGILITY, "escape", f.captor, 0))


# -- retreat (R8.8) ---------------------------------------------------------------------


def _retreat_options(s: OrcState, side: int) -> list[Move]:
    bt = s.bt
    assert bt is not None
    area = bt["area"]
    out: list[Move] = []
    if side != bt["defender"] or not s.fort[area]:
        for d in D.ADJ[area]:
            if not any(a.owner != side and a.area == d for a in s.armies.values()):
                out.append(f"to {d}")
    if s.fort[area] or (s.mine[area] and s.game.options["mine_tunnels"]):
        out.append("to tunnel")  # fortresses have tunnels (R6.5, l.138; mines: D20 option)
    return out


@auto(RetreatTo)
def _retreat_to_auto(s: OrcState, f: RetreatTo) -> bool:
    side = f.seat
    assert s.bt is not None
    if not s.armies_at(s.bt["area"], side):
        s.pop()
        return True
    if not _retreat_options(s, side):
        s.pop()
        _wipe_side(s, side)
        return True
    return False


@decision(RetreatTo, frame_seat)
def _retreat_to_moves(s: OrcState, f: RetreatTo) -> list[Move]:
    return _retreat_options(s, f.seat)


@act(RetreatTo)
def _retreat_to(s: OrcState, f: RetreatTo, m: str) -> None:
    side = f.seat
    s.pop()
    if m == "to tunnel":
        s.push(TunnelRetreat("tunnel_retreat", side))
    else:
        _retreat_side(s, side, int(m.split()[1]))


@chance(TunnelRetreat)
def _tunnel_retreat_ch(s: OrcState, f: TunnelRetreat) -> Outs:
    return D20


@act(TunnelRetreat)
def _tunnel_retreat(s: OrcState, f: TunnelRetreat, m: str) -> None:
    side = f.seat
    d = die_roll(m)
    s.pop()
    if any(a.owner != side and a.area == d for a in s.armies.values()):
        _wipe_side(s, side)
    else:
        _retreat_side(s, side, d)


def _retreat_side(s: OrcState, side: int, dest: int) -> None:
    bt = s.bt
    assert bt is not None
    for b in s.armies_at(bt["area"], side):
        o, _area, troops, sha, mach, loot, fl = s.armies[b]
        bt["orphans"] = bt["orphans"] + sha
        bt["lmach"] = tuple(sorted(bt["lmach"] + mach, reverse=True))
        s.armies[b] = Army(o, dest, troops, 0, (), loot, fl)


def _wipe_side(s: OrcState, side: int) -> None:
    """No way out: the armies are destroyed, each boss may try to escape (R8.8)."""
    bt = s.bt
    assert bt is not None
    captors = [x for x in sides(s) if x != side and hostile(s, side, x)]
    captor = captors[0] if captors else -1
    for b in s.armies_at(bt["area"], side):
        o, area, troops, sha, mach, loot, fl = s.armies[b]
        for k in troops:
            s.hcup[k] += 1
        s.armies[b] = Army(o, area, (), sha, mach, loot, fl)
        s.push(Fate("fate", b, captor))


# -- the end of a battle ------------------------------------------------------------------


def _end_battle(s: OrcState) -> None:
    bt = s.bt
    assert bt is not None
    area = bt["area"]
    sd = sides(s)
    players = [x for x in sd if x >= 0]
    winner = -9
    if bt["ctx"][0] != "pvp":
        if bt["npc"] and bt["foe"] not in players:
            winner = -1
        elif not bt["npc"] and bt["foe"] in players:
            winner = bt["foe"]
    elif len(players) == 1:
        winner = players[0]
    first = s.armies_at(area, winner)[0] if winner >= 0 else -1
    if first >= 0 and bt["ctx"][0] == "pvp":
        a = s.armies[first]
        s.set_army(
            first,
            shamans=a.shamans + bt["orphans"],
            machines=tuple(sorted(a.machines + bt["lmach"], reverse=True)),
            loot=tuple(x + y for x, y in zip(a.loot, bt["loot"], strict=True)),
        )
    else:
        s.hcup[D.SHA] += bt["orphans"]
        s.leave_machines(area, bt["lmach"])
        if first >= 0:
            a = s.armies[first]
            s.set_army(first, loot=tuple(x + y for x, y in zip(a.loot, bt["loot"], strict=True)))
        else:
            for i in range(3):
                s.mcup[i] += bt["loot"][i]
    if bt["ctx"][0] == "pvp":
        new = tuple(Truce(a, b, area) for a, b in bt["peace"] if a in players and b in players)
        s.truces = tuple(sorted(set(s.truces) | set(new)))
    ctx = bt["ctx"]
    s.bt = None
    s.pop()
    if ctx[0] == "car":
        cid = ctx[1]
        for j, c in enumerate(s.caravans):
            if c.cid != cid:
                continue
            if winner >= 0:
                a = s.armies[first]
                s.set_army(first, loot=tuple(x + y for x, y in zip(a.loot, c.cargo, strict=True)))
                s.mcup[D.CAR] += 1
                del s.caravans[j]
            elif c.trap:  # a trap caravan that wins vanishes (R9.2)
                s.mcup[D.CAR] += 1
                del s.caravans[j]
            else:
                s.caravans[j] = Caravan(c.cid, c.route, c.stop, c.cargo, len(bt["npc"]), c.trap)
            break
    elif ctx[0] == "adv" and winner >= 0:
        s.push(GoldDraw("gdraw", ctx[1], 3, "loot"))


# -- phase 5 driver (R8.1, R8.11) ---------------------------------------------------------


@auto(Battles)
def _battles_auto(s: OrcState, f: Battles) -> bool:
    p = f.seat
    areas = sorted({a.area for a in s.armies.values() if a.owner == p})
    for area in areas:
        for q in s.units_in(area):
            if q != p and not s.truced(p, q, area):
                start_battle(s, area, (), ("pvp",))
                return True
    return False


@decision(Battles, frame_seat)
def _battles_moves(s: OrcState, f: Battles) -> list[Move]:
    p = f.seat
    # R8.1 (O4): an army, a boss with troops, robs a caravan; D15 lets a lone boss too
    lone = s.game.options["lone_boss_raids"]
    mine = {a.area for a in s.armies.values() if a.owner == p and (a.troops or lone)}
    out: list[Move] = [
        f"rob {c.cid}" for c in s.caravans if s.caravan_area(c) in mine and c.cid not in f.robbed
    ]
    return [*out, "done"]


@act(Battles)
def _battles(s: OrcState, f: Battles, m: str) -> None:
    if m == "done":
        s.pop()
        return
    cid = int(m.split()[1])
    s.replace_top(Battles("battles", f.seat, (*f.robbed, cid)))
    c = next(c for c in s.caravans if c.cid == cid)
    start_battle(s, s.caravan_area(c), (D.GUARD_STRENGTH,) * c.guards, ("car", cid), f.seat)


@auto(Control)
def _control(s: OrcState, f: Control) -> bool:
    for a in D.ORC_LANDS:
        here = s.units_in(a)
        if len(here) == 1:
            s.control[a] = next(iter(here))
    s.pop()
    return True


@decision(AnswerParley, frame_seat)
def _answer_parley_moves(s: OrcState, f: AnswerParley) -> list[Move]:
    return ["accept", "refuse"]


@act(AnswerParley)
def _answer_parley(s: OrcState, f: AnswerParley, m: str) -> None:
    s.pop()
    me, other = f.seat, f.other
    if m == "accept" and s.bt is not None:
        if s.game.options["parley_second_test"]:  # D11b
            boss = s.best_boss(me, s.bt["area"])
            s.push(RatingTest("test", boss, Rating.LEADERSHIP, "parley2", (other, me), 0))
        else:  # R8.2: the parleying side's test made the truce; accepting keeps it
            make_peace(s, (other, me))
