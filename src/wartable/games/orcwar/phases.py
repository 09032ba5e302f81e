"""OrcWar Tree: caravans entering play (R4.2), plunder and mining with the three event
tables (R9), the hand trim, and trade (R10)."""

from __future__ import annotations

from wartable.core.game import Move

from . import data as D
from .battle import start_battle
from .rules import (
    Outs,
    act,
    auto,
    boss_owner,
    chance,
    counted_draw,
    decision,
    die_frame,
    die_roll,
    draw_kind,
    draw_money,
    frame_seat,
)
from .state import (
    F_PLUNDERED,
    Adventurers,
    AdventurerStrength,
    AnswerOffer,
    BuildOffer,
    Caravan,
    CaravanEvent,
    CaravanLoad,
    CaravanRoute,
    CaveIn,
    Deposit,
    Frame,
    GoldDraw,
    Handover,
    K,
    LoseTroop,
    MineDraw,
    MineEvent,
    Mining,
    OrcState,
    Plunder,
    PlunderDraw,
    PlunderEvent,
    Recruit,
    RichVillage,
    Sell,
    Trade,
    Trim,
    army_strength,
    bname,
    parse_boss,
    parse_seat,
    pname,
)

# ======================================================================================
# Caravans entering play (R4.2) and the caravan table (R9.2)
# ======================================================================================


@die_frame(CaravanRoute)
def _car_route(s: OrcState, f: CaravanRoute, m: str) -> None:
    route = D.ROUTE_BY_D6[die_roll(m)]
    cid = s.next_cid
    s.next_cid += 1
    s.caravans.append(Caravan(cid, route, 0, (0, 0, 0), 0, 0))
    s.replace_top(CaravanLoad("car_load", cid, 2))


def _caravan(s: OrcState, cid: int) -> int:
    for j, c in enumerate(s.caravans):
        if c.cid == cid:
            return j
    return -1


def _car_loading(s: OrcState, f: CaravanLoad) -> bool:
    j = _caravan(s, f.cid)
    return j >= 0 and not s.caravans[j].trap and bool(s.money_outcomes(no_car=True))


@counted_draw(CaravanLoad, lambda s: s.money_outcomes(no_car=True), _car_loading)
def _car_load(s: OrcState, f: CaravanLoad, m: str) -> None:
    cid = f.cid
    i = draw_money(m)
    s.mcup[i] -= 1
    if i == D.EVT:
        s.held += 1
        s.push(*s.trim_frames(), CaravanEvent("car_evt", cid))
        return
    j = _caravan(s, cid)
    c = s.caravans[j]
    cargo = list(c.cargo)
    cargo[i] += 1
    s.caravans[j] = Caravan(
        c.cid, c.route, c.stop, (cargo[0], cargo[1], cargo[2]), c.guards + 1, c.trap
    )


@die_frame(CaravanEvent)
def _car_evt(s: OrcState, f: CaravanEvent, m: str) -> None:
    s.pop()
    r = die_roll(m)
    j = _caravan(s, f.cid)
    if j < 0:
        return
    c = s.caravans[j]
    if r == 1:  # Trap!
        for i in range(3):
            s.mcup[i] += c.cargo[i]
        s.caravans[j] = Caravan(c.cid, c.route, c.stop, (0, 0, 0), D.CARAVAN_TRAP_GUARDS, 1)
    elif r == 2:  # False rumour
        for i in range(3):
            s.mcup[i] += c.cargo[i]
        s.mcup[D.CAR] += 1
        del s.caravans[j]
    elif r == 6:  # Treasure
        s.push(GoldDraw("gdraw", f.cid, 2, "cargo"))


# -- gold-only draws (R9.6) ---------------------------------------------------------------


def _gdraw_target_ok(s: OrcState, f: GoldDraw) -> bool:
    dest = f.dest
    if dest == "loot":
        return f.target in s.armies
    if dest == "cargo":
        return _caravan(s, f.target) >= 0
    return True


@counted_draw(
    GoldDraw,
    lambda s: s.money_outcomes(gold_only=True),
    lambda s, f: _gdraw_target_ok(s, f) and any(s.mcup[:3]),
)
def _gdraw(s: OrcState, f: GoldDraw, m: str) -> None:
    i = draw_money(m)
    s.mcup[i] -= 1
    _give_gold(s, f.dest, f.target, i)


def _give_gold(s: OrcState, dest: str, target: int, i: int) -> None:
    if dest == "hand":
        s.gold[target][i] += 1
    elif dest == "loot":
        a = s.armies[target]
        loot = list(a.loot)
        loot[i] += 1
        s.set_army(target, loot=(loot[0], loot[1], loot[2]))
    else:
        j = _caravan(s, target)
        c = s.caravans[j]
        cargo = list(c.cargo)
        cargo[i] += 1
        s.caravans[j] = Caravan(
            c.cid, c.route, c.stop, (cargo[0], cargo[1], cargo[2]), c.guards, c.trap
        )


# -- hand trim (R9.4) ---------------------------------------------------------------------


@auto(Trim)
def _trim_auto(s: OrcState, f: Trim) -> bool:
    if f.discards <= 0 or not s.hand_count(f.seat):
        s.pop()
        return True
    return False


@decision(Trim, frame_seat)
def _trim_moves(s: OrcState, f: Trim) -> list[Move]:
    return [f"discard {K[k]}" for k, c in enumerate(s.hands[f.seat]) if c]


@act(Trim)
def _trim(s: OrcState, f: Trim, m: str) -> None:
    k = D.KIND_INDEX[m.split()[1]]
    s.hands[f.seat][k] -= 1
    s.hcup[k] += 1
    s.replace_top(Trim("trim", f.seat, f.discards - 1))


# ======================================================================================
# Plunder (R9.1)
# ======================================================================================


@auto(Plunder)
def _plunder_auto(s: OrcState, f: Plunder) -> bool:
    if s.held:
        s.mcup[D.EVT] += s.held
        s.held = 0
        return True
    return False


@decision(Plunder, frame_seat)
def _plunder_moves(s: OrcState, f: Plunder) -> list[Move]:
    out: list[Move] = [
        f"plunder {bname(b)}"
        for b in s.bosses_of(f.seat)
        if not D.IS_ORC[s.armies[b].area] and not s.armies[b].flags & F_PLUNDERED
    ]
    return [*out, "done"]


@act(Plunder)
def _plunder(s: OrcState, f: Plunder, m: str) -> None:
    if m == "done":
        s.pop()
        return
    b = parse_boss(m.split()[1])
    a = s.armies[b]
    s.set_army(b, flags=a.flags | F_PLUNDERED)
    s.push(PlunderDraw("pl", b, a.area, 1 + army_strength(a) // 10))


def _still_there(s: OrcState, f: PlunderDraw | RichVillage) -> bool:
    """The plundering boss still stands in the area plundered."""
    b = f.boss
    return b in s.armies and s.armies[b].area == f.area


@counted_draw(
    PlunderDraw, lambda s: s.money_outcomes(), lambda s, f: _still_there(s, f) and any(s.mcup)
)
def _pl(s: OrcState, f: PlunderDraw, m: str) -> None:
    b, area = f.boss, f.area
    i = draw_money(m)
    if i == D.CAR:
        s.new_caravan()
    elif i == D.EVT:
        s.mcup[i] -= 1
        s.held += 1
        s.push(*s.trim_frames(), PlunderEvent("pl_evt", b, area))
    else:
        s.mcup[i] -= 1
        _give_gold(s, "loot", b, i)


@die_frame(PlunderEvent)
def _pl_evt(s: OrcState, f: PlunderEvent, m: str) -> None:
    b, area = f.boss, f.area
    s.pop()
    r = die_roll(m)
    if b not in s.armies:
        return
    if r == 1:  # Trap!
        start_battle(s, area, D.TRAP_UNITS, ("trap", b), s.armies[b].owner)
    elif r == 2:  # Adventurers
        s.push(Adventurers("adv_n", b))
    elif r == 4:  # Slavers
        s.push(Sell("sell", b, 0))
    elif r == 5:  # Rich village
        if s.game.options["event_draws"] == "redrawn":
            # R9.8 (D22, l.154): its draws are made because of an event: an event drawn
            # goes straight back and another chip is drawn
            s.push(RichVillage("rich", b, area, 2 + D.DIST[area]))
            return
        for j in range(len(s.stack) - 1, -1, -1):  # event_draws=played (versions 1-3)
            g = s.stack[j]
            if isinstance(g, PlunderDraw) and g.boss == b:
                s.stack[j] = PlunderDraw("pl", b, g.area, g.draws + 2 + D.DIST[area])
                break
    elif r == 6:  # Recruits
        s.push(Recruit("recruit", b, 2 + D.DIST[area] - 1))


@counted_draw(
    RichVillage,
    lambda s: s.money_outcomes(no_event=True),
    lambda s, f: _still_there(s, f) and any(s.mcup[: D.EVT]),
)
def _rich(s: OrcState, f: RichVillage, m: str) -> None:
    b = f.boss
    i = draw_money(m)
    if i == D.CAR:
        s.new_caravan()  # a caravan still enters play (l.19)
    else:
        s.mcup[i] -= 1
        _give_gold(s, "loot", b, i)


@die_frame(Adventurers)
def _adv_n(s: OrcState, f: Adventurers, m: str) -> None:
    s.replace_top(AdventurerStrength("adv_s", f.boss, die_roll(m)))


@die_frame(AdventurerStrength)
def _adv_s(s: OrcState, f: AdventurerStrength, m: str) -> None:
    s.pop()
    b = f.boss
    if b in s.armies:
        npc = (die_roll(m),) * f.adventurers
        start_battle(s, s.armies[b].area, npc, ("adv", b), s.armies[b].owner)


@decision(Sell, boss_owner)
def _sell_moves(s: OrcState, f: Sell) -> list[Move]:
    return [*(f"sell {K[k]}" for k in sorted(set(s.armies[f.boss].troops))), "done"]


@auto(Sell)
def _sell_auto(s: OrcState, f: Sell) -> bool:
    if f.boss not in s.armies:
        s.pop()
        return True
    return False


@act(Sell)
def _sell(s: OrcState, f: Sell, m: str) -> None:
    b, sold = f.boss, f.sold
    if m == "done":
        s.pop()
        if sold:
            s.push(GoldDraw("gdraw", b, (sold + 2) // 3, "loot"))
        return
    k = D.KIND_INDEX[m.split()[1]]
    lst = list(s.armies[b].troops)
    lst.remove(k)
    s.set_army(b, troops=tuple(lst))
    s.hcup[k] += 1
    s.replace_top(Sell("sell", b, sold + D.TROOP_STRENGTH[k]))


@counted_draw(
    Recruit,
    lambda s: s.horde_draw_outcomes(),
    lambda s, f: f.boss in s.armies and any(s.hcup),
)
def _recruit(s: OrcState, f: Recruit, m: str) -> None:
    b = f.boss
    k = draw_kind(m)
    if k < D.NUM_TROOPS:
        s.hcup[k] -= 1
        s.set_army(b, troops=tuple(sorted((*s.armies[b].troops, k))))


# ======================================================================================
# Mining (R9.5, R9.3) and loot (R9.7)
# ======================================================================================


@auto(Mining)
def _mining(s: OrcState, f: Mining) -> bool:
    s.pop()
    if s.held:
        s.mcup[D.EVT] += s.held
        s.held = 0
    frames: list[Frame] = []
    for area in range(1, D.NUM_AREAS + 1):
        if not s.mine[area]:
            continue
        diggers = [b for b in s.armies_at(area) if s.armies[b].troops]
        if not diggers:
            continue
        owners = [s.armies[b].owner for b in diggers]
        p = s.control[area] if s.control[area] in owners else owners[0]
        frames.append(MineDraw("mine_draw", p, area))
    s.push(*frames)
    return True


@auto(MineDraw)
def _mine_draw_auto(s: OrcState, f: MineDraw) -> bool:
    if not any(s.mcup):
        s.pop()
        return True
    return False


@chance(MineDraw)
def _mine_draw_ch(s: OrcState, f: MineDraw) -> Outs:
    return s.money_outcomes()


@act(MineDraw)
def _mine_draw(s: OrcState, f: MineDraw, m: str) -> None:
    s.pop()
    i = draw_money(m)
    if i == D.CAR:
        s.new_caravan()
        return
    s.mcup[i] -= 1
    if i == D.EVT:
        s.held += 1
        s.push(*s.trim_frames(), MineEvent("mine_evt", f.seat, f.area))
    else:
        s.gold[f.seat][i] += 1


@die_frame(MineEvent)
def _mine_evt(s: OrcState, f: MineEvent, m: str) -> None:
    s.pop()
    r = die_roll(m)
    p, area = f.seat, f.area
    if r == 1:  # gold loses value
        for q in range(s.n):
            s.halve_gold(q)
    elif r == 2:  # cave-in
        if s.mine[area]:
            s.mine[area] = 0
            s.hcup[D.MINE] += 1
        s.push(CaveIn("cavein", p, area))
    elif r == 6:  # vein
        s.push(GoldDraw("gdraw", p, 3, "hand"))


@die_frame(CaveIn)
def _cavein(s: OrcState, f: CaveIn, m: str) -> None:
    s.pop()
    if die_roll(m) >= 4:
        s.push(LoseTroop("lose", f.seat, f.area))


def _lose_moves_list(s: OrcState, f: LoseTroop) -> list[Move]:
    kinds: set[int] = set()
    for b in s.armies_at(f.area, f.seat):
        kinds.update(s.armies[b].troops)
    return [f"lose {K[k]}" for k in sorted(kinds)]


@auto(LoseTroop)
def _lose_auto(s: OrcState, f: LoseTroop) -> bool:
    if not _lose_moves_list(s, f):
        s.pop()
        return True
    return False


@decision(LoseTroop, frame_seat)
def _lose_moves(s: OrcState, f: LoseTroop) -> list[Move]:
    return _lose_moves_list(s, f)


@act(LoseTroop)
def _lose(s: OrcState, f: LoseTroop, m: str) -> None:
    s.pop()
    k = D.KIND_INDEX[m.split()[1]]
    for b in s.armies_at(f.area, f.seat):
        if k in s.armies[b].troops:
            lst = list(s.armies[b].troops)
            lst.remove(k)
            s.set_army(b, troops=tuple(lst))
            s.hcup[k] += 1
            return


@auto(Deposit)
def _deposit(s: OrcState, f: Deposit) -> bool:
    s.pop()
    for b in sorted(s.armies):
        o, area, _troops, _sha, _mach, loot, _fl = s.armies[b]
        if D.IS_ORC[area] and s.control[area] == o and any(loot):
            for i in range(3):
                s.gold[o][i] += loot[i]
            s.set_army(b, loot=(0, 0, 0))
    return True


# ======================================================================================
# Trade (R10)
# ======================================================================================

ITEM_CODES: tuple[str, ...] = (
    *D.KIND_CODES,
    "g1",
    "g2",
    "g3",
    *(f"p{bname(b)}" for b in range(D.NUM_BOSSES)),
)
ITEM_INDEX = {c: i for i, c in enumerate(ITEM_CODES)}
G0 = D.NUM_KINDS
P0 = G0 + 3


def can_trade(s: OrcState, p: int, q: int) -> bool:
    """R10.1 (D21): a boss of each on adjacent areas (l.64 "vierekkäisillä maa-alueilla");
    with the option ``trade_same_area`` (rules versions 1-3) also on the same area."""
    pa = {a.area for a in s.armies.values() if a.owner == p}
    qa = {a.area for a in s.armies.values() if a.owner == q}
    same = s.game.options["trade_same_area"]
    return any((same and x == y) or y in D.ADJ[x] for x in pa for y in qa)


@decision(Trade, frame_seat)
def _trade_moves(s: OrcState, f: Trade) -> list[Move]:
    p = f.seat
    out: list[Move] = [
        f"offer {pname(q)}"
        for q in range(s.n)
        if q != p and q not in f.offered and can_trade(s, p, q)
    ]
    out += [f"execute {bname(b)}" for b in s.prisoners[p]]
    return [*out, "done"]


@act(Trade)
def _trade(s: OrcState, f: Trade, m: str) -> None:
    p = f.seat
    w = m.split()
    if m == "done":
        s.pop()
    elif w[0] == "offer":
        q = parse_seat(w[1])
        s.replace_top(Trade("trade", p, (*f.offered, q)))
        s.offer = (p, q, (), ())
        s.push(BuildOffer("build", p))
    else:
        b = parse_boss(w[1])
        s.prisoners[p] = tuple(x for x in s.prisoners[p] if x != b)
        s.hcup[D.BOSS0 + b] += 1


def claim_counts(items: tuple[int, ...]) -> tuple[int, int, set[int]]:
    nh = sum(1 for i in items if i < G0)
    ng = sum(1 for i in items if G0 <= i < P0)
    return nh, ng, {i - P0 for i in items if i >= P0}


#: _CLAIM_TEXTS[verb][i]: the move text ``f"{verb} {ITEM_CODES[i]}"``
_CLAIM_TEXTS: dict[str, tuple[str, ...]] = {
    verb: tuple(f"{verb} {code}" for code in ITEM_CODES) for verb in ("give", "ask")
}


def _side_claim_moves(s: OrcState, who: int, items: tuple[int, ...], verb: str) -> list[Move]:
    nh, ng, pr = claim_counts(items)
    last = items[-1] if items else 0
    texts = _CLAIM_TEXTS[verb]
    out: list[Move] = []
    # items in index order from ``last``: chips (any while the hand has more), gold (likewise),
    # then prisoners not yet claimed
    if last < G0 and nh < s.hand_count(who):
        out += texts[last:G0]
    if last < P0 and ng < s.gold_count(who):
        out += texts[max(last, G0) : P0]
    prisoners = s.prisoners[who]
    for i in range(max(last, P0), len(ITEM_CODES)):
        b = i - P0
        if b in prisoners and b not in pr:
            out.append(texts[i])
    return out


@decision(BuildOffer, frame_seat)
def _build_moves(s: OrcState, f: BuildOffer) -> list[Move]:
    assert s.offer is not None
    p, q, give, ask = s.offer
    out = _side_claim_moves(s, p, give, "give") + _side_claim_moves(s, q, ask, "ask")
    if give or ask:
        out.append("send")
    out.append("cancel")
    return out


@act(BuildOffer)
def _build(s: OrcState, f: BuildOffer, m: str) -> None:
    assert s.offer is not None
    p, q, give, ask = s.offer
    w = m.split()
    if m == "cancel":
        s.offer = None
        s.pop()
    elif m == "send":
        s.replace_top(AnswerOffer("answer", q))
    elif w[0] == "give":
        s.offer = (p, q, (*give, ITEM_INDEX[w[1]]), ask)
    else:
        s.offer = (p, q, give, (*ask, ITEM_INDEX[w[1]]))


@decision(AnswerOffer, frame_seat)
def _answer_moves(s: OrcState, f: AnswerOffer) -> list[Move]:
    return ["accept", "decline"]


@act(AnswerOffer)
def _answer(s: OrcState, f: AnswerOffer, m: str) -> None:
    assert s.offer is not None
    p, q, give, ask = s.offer
    s.offer = None
    s.pop()
    if m == "decline":
        return
    gh, gg, gp = claim_counts(give)
    ah, ag, ap = claim_counts(ask)
    for b in gp:
        s.prisoners[p] = tuple(x for x in s.prisoners[p] if x != b)
        s.hands[q][D.BOSS0 + b] += 1
    for b in ap:
        s.prisoners[q] = tuple(x for x in s.prisoners[q] if x != b)
        s.hands[p][D.BOSS0 + b] += 1
    # what each side gets is computed before either hands anything over
    s.push(Handover("handover", p, q, gh, gg), Handover("handover", q, p, ah, ag))


@auto(Handover)
def _handover_auto(s: OrcState, f: Handover) -> bool:
    giver = f.giver
    nh = min(f.chips, s.hand_count(giver))
    ng = min(f.gold, s.gold_count(giver))
    if nh <= 0 and ng <= 0:
        s.pop()
        return True
    if (nh, ng) != (f.chips, f.gold):
        s.replace_top(Handover("handover", giver, f.receiver, nh, ng))
        return True
    return False


@decision(Handover, lambda s, f: f.giver)
def _handover_moves(s: OrcState, f: Handover) -> list[Move]:
    giver = f.giver
    out: list[Move] = []
    if f.chips:
        out += [f"hand {K[k]}" for k, c in enumerate(s.hands[giver]) if c]
    if f.gold:
        out += [f"hand {D.MONEY_CODES[i]}" for i, c in enumerate(s.gold[giver]) if c]
    return out


@act(Handover)
def _handover(s: OrcState, f: Handover, m: str) -> None:
    giver, recv, nh, ng = f.giver, f.receiver, f.chips, f.gold
    code = m.split()[1]
    if code in D.KIND_INDEX:
        k = D.KIND_INDEX[code]
        s.hands[giver][k] -= 1
        s.hands[recv][k] += 1
        nh -= 1
    else:
        i = D.MONEY_INDEX[code]
        s.gold[giver][i] -= 1
        s.gold[recv][i] += 1
        ng -= 1
    s.replace_top(Handover("handover", giver, recv, nh, ng))
