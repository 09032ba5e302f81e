"""Plain-text picture of an OrcWar view (never of a state)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from wartable.core.game import Move
from wartable.core.messages import Said, Say, english, said

from . import data as D
from .notation import phase_said, task_name, task_said
from .position import counts_text
from .state import (
    PHASES,
    Adventurers,
    AdventurerStrength,
    Buy,
    CaravanEvent,
    CaravanLoad,
    CaravanRoute,
    CaveIn,
    Fight,
    Finish,
    GoldDraw,
    Handover,
    HordeDraw,
    K,
    MineDraw,
    MineEvent,
    Movement,
    OrcState,
    PlunderDraw,
    PlunderEvent,
    RatingTest,
    Recruit,
    RichVillage,
    Rolloff,
    SetupArea,
    SetupHand,
    Steal,
    StealDraw,
    Swap,
    Trim,
    Tunnel,
    TunnelRetreat,
    army_strength,
    bname,
    pname,
)

if TYPE_CHECKING:
    from .game import OrcWar


#: A battle's stages (battle.py), each with a word in the picture.
STAGES = ("parley", "shelter", "roll", "target", "assign", "retreat", "end")


def render_view(game: OrcWar, v: Mapping[str, Any], say: Say = english) -> str:
    """The terminal picture of a view, its words told with ``say`` (the codes stay). Panel by
    panel: the round and phase (and the result), the areas with what stands in them, the
    players, the truces, the battle, the offer, the seat's own chips, who is to act."""

    def t(message_id: str, **params: Any) -> str:
        return say(said(message_id, **params))

    phase = say(Said.from_json(v["phase_msg"])) if v.get("phase_msg") else v["phase"]
    lines = [t("orcwar-pic-title", round=v["round"], phase=phase)]
    if v.get("result") is not None:
        names = ", ".join(say(game.seat_message(p)) for p in v["result"])
        msg = v.get("reason_msg")
        reason = say(Said.from_json(msg)) if msg else v["reason"]
        lines.append(t("orcwar-pic-over", winners=names, reason=reason))
    lines += _area_lines(v, say)
    lines += _player_lines(v, say)
    if v.get("truces"):
        truces = "; ".join(
            t("orcwar-pic-truce", first=f"P{a + 1}", second=f"P{b + 1}", area=ar)
            for a, b, ar in v["truces"]
        )
        lines.append(t("orcwar-pic-truces", truces=truces))
    if v.get("battle"):
        lines += _battle_lines(v["battle"], say)
    if v.get("offer"):
        p, q, give, ask = v["offer"]
        codes = [*D.KIND_CODES, "g1", "g2", "g3", *(f"pB{b + 1}" for b in range(D.NUM_BOSSES))]
        lines.append(
            t(
                "orcwar-pic-offer",
                start=f"P{p + 1}",
                to=f"P{q + 1}",
                gives=" ".join(codes[i] for i in give) or "-",
                asks=" ".join(codes[i] for i in ask) or "-",
            )
        )
    seat = v.get("seat")
    if seat is not None and "hand" in v:
        lines += _hand_lines(v, seat, say)
    tm = v["to_move"]
    if tm >= 0 and v["task"]:
        task = v["task"][0]
        if task == "bt" and v.get("battle"):
            task = "battle: " + v["battle"]["stage"]
        lines.append(t("orcwar-pic-to-act", player=game.seat_message(tm), task=task_said(task)))
    return "\n".join(lines)


def _army_text(name: str, a: Mapping[str, Any], say: Say) -> str:
    """An army in an area's line: its name, owner and strength, troops, shamans, war
    machines and loot."""
    strength = say(said("orcwar-pic-strength", strength=a["strength"]))
    bits = [f"{name}(P{a['owner'] + 1} " + strength]
    if a["troops"]:
        bits.append(" " + ",".join(a["troops"]))
    if a["shamans"]:
        bits.append(" +sha")
    if a["machines"]:
        bits.append(" W" + ",W".join(str(m) for m in a["machines"]))
    if any(a["loot"]):
        g = a["loot"]
        bits.append(" " + say(said("orcwar-pic-loot", loot=f"{g[0]}/{g[1]}/{g[2]}")))
    bits.append(")")
    return "".join(bits)


def _area_lines(v: Mapping[str, Any], say: Say) -> list[str]:
    """The areas panel: each area with a controller, a fortress, a mine, machines left,
    armies or caravans, with its kind and neighbours."""
    stuff_at: dict[int, list[str]] = {}
    for name, a in v["armies"].items():
        stuff_at.setdefault(a["area"], []).append(_army_text(name, a, say))
    cars: dict[int, list[str]] = {}
    for c in v["caravans"]:
        g = c["cargo"]
        caravan = said(
            "orcwar-pic-caravan",
            caravan=c["id"],
            route=c["route"],
            guards=c["guards"],
            cargo=f"{g[0]}/{g[1]}/{g[2]}",
        )
        cars.setdefault(c["area"], []).append(say(caravan))
    lines = [say(said("orcwar-pic-areas"))]
    for a in range(1, D.NUM_AREAS + 1):
        tags = _area_tags(v, a, say)
        stuff = stuff_at.get(a, []) + cars.get(a, [])
        if not tags and not stuff:
            continue
        kind = say(said("orcwar-pic-orc" if D.IS_ORC[a] else "orcwar-pic-foreign"))
        adj = ",".join(str(x) for x in D.ADJ[a])
        where = say(said("orcwar-pic-area", kind=kind, adj=adj))
        lines.append(f" {a:2} {D.AREA_NAMES[a]} ({where}) [{' '.join(tags)}] " + "; ".join(stuff))
    return lines


def _area_tags(v: Mapping[str, Any], a: int, say: Say) -> list[str]:
    """The marks of area ``a``: its controller, fortress, mine and war machines left."""
    ctl = v["control"][a - 1]
    tags = []
    if ctl >= 0:
        tags.append(f"ctl P{ctl + 1}")
    if v["fortress"][a - 1]:
        tags.append(f"F{v['fortress'][a - 1]}")
    if v["mine"][a - 1]:
        tags.append("M")
    if v["left_machines"][a - 1]:
        machines = "W" + ",W".join(str(x) for x in v["left_machines"][a - 1])
        tags.append(say(said("orcwar-pic-left-machines", machines=machines)))
    return tags


def _player_lines(v: Mapping[str, Any], say: Say) -> list[str]:
    """The players panel: each player's horde and gold counts, lands and prisoners."""
    lines = [say(said("orcwar-pic-players"))]
    for p in range(v["players"]):
        pr = v["prisoners"][p]
        prisoners = ", " + say(said("orcwar-pic-prisoners", bosses=" ".join(pr))) if pr else ""
        player = said(
            "orcwar-pic-player",
            horde=v["hand_counts"][p],
            gold=v["gold_counts"][p],
            lands=v["lands"][p],
        )
        lines.append(f" P{p + 1}: " + say(player) + prisoners)
    return lines


def _battle_lines(bt: Mapping[str, Any], say: Say) -> list[str]:
    """The battle panel: where, its stage and round, the dice rolled, the hits waiting and
    to be taken, the units sheltered."""

    def t(message_id: str, **params: Any) -> str:
        return say(said(message_id, **params))

    more = ""
    if bt["npc"]:
        more += ", " + t("orcwar-pic-npc", defenders=str(list(bt["npc"])))
    if bt["defender"] >= 0 and bt["fort_ok"]:
        more += ", " + t("orcwar-pic-fortress-held", player=f"P{bt['defender'] + 1}")
    stage = t(f"orcwar-pic-stage-{bt['stage']}") if bt["stage"] in STAGES else bt["stage"]
    lines = [t("orcwar-pic-battle", area=bt["area"], stage=stage, round=bt["rounds"] + 1) + more]
    for side, dice, r in zip(bt["rollers"], bt["dice"], bt["rolls"], strict=False):
        who = t("orcwar-pic-defenders") if side == -1 else f"P{side + 1}"
        rolled = t("orcwar-pic-rolled", who=who, dice=dice, fives=r[0], sixes=r[1], ones=r[2])
        lines.append("  " + rolled)
    for tg, r, f, _ in bt["pend"]:
        who = t("orcwar-pic-defenders") if tg == -1 else f"B{tg + 1}"
        lines.append("  " + t("orcwar-pic-hits-waiting", who=who, hits=r + f))
    if bt["asg"]:
        tg, r, f, _, _ = bt["asg"]
        sheltered = " " + t("orcwar-pic-fives", fives=r) if r else ""
        lines.append("  " + t("orcwar-pic-must-take", boss=f"B{tg + 1}", hits=r + f) + sheltered)
    if bt["marked"]:
        units = ", ".join(f"B{b + 1} {D.KIND_CODES[k]}" for b, k in bt["marked"])
        lines.append("  " + t("orcwar-pic-sheltered", units=units))
    return lines


def _hand_lines(v: Mapping[str, Any], seat: int, say: Say) -> list[str]:
    """The seat's own chips and gold, and what it knows of other hands (a spy's look, the
    chips it saw change hands)."""
    hand = " ".join(f"{k}×{c}" if c > 1 else k for k, c in v["hand"].items()) or "-"
    gold = " ".join(f"{k}×{c}" if c > 1 else k for k, c in v["gold"].items()) or "-"
    lines = [say(said("orcwar-pic-hand", player=f"P{seat + 1}", hand=hand, gold=gold))]
    for it in v.get("intel", []):
        chips = f"{it['hand']} {it['gold']}"
        spied = said("orcwar-pic-spied", player=f"P{it['player'] + 1}", chips=chips)
        lines.append(" " + say(spied))
    for it in v.get("known", []):
        chips = " ".join(
            f"{k}×{c}" if c > 1 else k for k, c in (*it["hand"].items(), *it["gold"].items())
        )
        known = said("orcwar-pic-known", player=f"P{it['player'] + 1}", chips=chips)
        lines.append(" " + say(known))
    return lines


def _reason_msg(s: OrcState) -> dict[str, Any] | None:
    """How the game ended, as a message (``None`` while it goes on)."""
    outcome = s.outcome()
    return outcome.message.to_json() if outcome is not None and outcome.message else None


def state_view(s: OrcState, seat: int | None) -> dict[str, Any]:
    v: dict[str, Any] = {
        "game": "orcwar",
        "seat": seat,
        "players": s.n,
        "round": s.rnd,
        "phase": PHASES[s.phase],
        "phase_msg": phase_said(s.phase).to_json(),
        "to_move": s.to_move(),
        "task": list(s.stack[-1]) if s.stack and s.result is None else None,
        "task_msg": (
            task_said(task_name(s)).to_json()
            if s.stack and s.result is None and s.to_move() >= 0
            else None
        ),
        "hand_counts": [s.hand_count(p) for p in range(s.n)],
        "gold_counts": [s.gold_count(p) for p in range(s.n)],
        "control": s.control[1:],
        "fortress": s.fort[1:],
        "mine": s.mine[1:],
        "left_machines": [list(x) for x in s.left[1:]],
        "armies": {
            bname(b): {
                "owner": a.owner,
                "area": a.area,
                "troops": [K[k] for k in a.troops],
                "shamans": a.shamans,
                "machines": list(a.machines),
                "loot": list(a.loot),
                "flags": a.flags,
                "strength": army_strength(a),
            }
            for b, a in sorted(s.armies.items())
        },
        "caravans": [
            {
                "id": c.cid,
                "route": D.ROUTE_NAMES[c.route],
                "area": s.caravan_area(c),
                "cargo": list(c.cargo),
                "guards": c.guards,
                "trap": c.trap,
            }
            for c in s.caravans
        ],
        "prisoners": [[bname(b) for b in pr] for pr in s.prisoners],
        "truces": [list(t) for t in s.truces],
        "broken_truces": [list(t) for t in s.broken],
        "redrawn": list(s.redrawn),
        "order": list(s.order),
        "battle": s.bt,
        "offer": s.offer,
        "stack_depth": len(s.stack),
        "lands": [s.lands_of(p) for p in range(s.n)],
        "result": list(s.result[0]) if s.result else None,
        "reason": s.result[1] if s.result else None,
        "reason_msg": _reason_msg(s),
        "hcup_size": sum(s.hcup),
        "mcup_size": sum(s.mcup),
    }
    if seat is not None and 0 <= seat < s.n:
        v["hand"] = {K[k]: c for k, c in enumerate(s.hands[seat]) if c}
        v["gold"] = {D.MONEY_CODES[i]: c for i, c in enumerate(s.gold[seat]) if c}
        v["intel"] = [
            {
                "player": t,
                "hand": {K[k]: c for k, c in enumerate(h) if c},
                "gold": {D.MONEY_CODES[i]: c for i, c in enumerate(g) if c},
            }
            for viewer, t, h, g in s.intel
            if viewer == seat
        ]
        v["known"] = [
            {
                "player": p,
                "hand": {K[k]: c for k, c in enumerate(row[: D.NUM_KINDS]) if c},
                "gold": {D.MONEY_CODES[i]: c for i, c in enumerate(row[D.NUM_KINDS :]) if c},
            }
            for p, row in enumerate(s.known[seat])
            if any(row)
        ]
    return v


def move_view(s: OrcState, move: Move, seat: int | None) -> str:
    """How ``move`` appears to ``seat`` in a log: its text, hidden parts hidden
    (:func:`move_seen`), and for chance moves what happened, in plain words, from public
    information only (a die's meaning: hits, tests passed or failed, retreats, tables)."""
    return move_message(s, move, seat).english()


def move_message(s: OrcState, move: Move, seat: int | None) -> Said:
    """:func:`move_view` as a message (issue 37)."""
    text = str(move)
    seen = move_seen(s, text, seat)
    if seen != text or s.result is not None or not s.stack:
        top = s.stack[-1] if s.stack else None
        if text == "redraw" and seen != text and isinstance(top, (Buy, Movement)):
            return _redraw_said(s, top.seat)
        return said("move-text", move=seen)
    f = s.stack[-1]
    tell = _NARRATE.get(f.kind)
    if tell is None or not s.chance_now(f):
        return said("move-text", move=text)
    words = tell(s, f, text)
    return said("orcwar-told", move=text, what=words) if words else said("move-text", move=text)


#: the kinds of frame whose moves other seats may not see in full (R1.4, R1.5)
_HIDING = frozenset(
    ("hdraw", "setup_hand", "mine_draw", "gdraw", "steal_draw", "handover", "swap", "trim")
)


def move_seen(s: OrcState, text: str, seat: int | None) -> str:
    """``text`` as ``seat`` may see it (R1.4, R1.5): a private draw is ``draw ?`` to the
    others, a chip handed over ``hand ?`` ...; what the knowledge of the hands (D18) learns
    from."""
    if s.result is not None or not s.stack:
        return text
    f = s.stack[-1]
    if f.kind not in _HIDING:  # most frames: one look (learn_move asks for every seat)
        if text == "redraw" and isinstance(f, (Buy, Movement)) and seat != f.seat:
            return redraw_text(s, f.seat)
        return text
    if isinstance(f, (HordeDraw, SetupHand, MineDraw)):
        if isinstance(f, MineDraw) and text in ("draw car", "draw evt"):
            return text
        return text if seat == f.seat else "draw ?"
    if isinstance(f, GoldDraw):
        return text if f.dest != "hand" or seat == f.target else "draw ?"
    if isinstance(f, StealDraw):
        return text if seat in (f.seat, f.victim) else "draw ?"
    if isinstance(f, Handover):
        return text if seat in (f.giver, f.receiver) else "hand ?"
    if isinstance(f, Swap) and text != "done":
        return text if seat == f.seat else "swap ?"
    if isinstance(f, Trim):
        return text if seat == f.seat else "discard ?"
    return text


def redraw_text(s: OrcState, p: int) -> str:
    """R5.3: a redraw shows the hand (horde chips and gold) to the other players."""
    return _redraw_said(s, p).english()


def _redraw_said(s: OrcState, p: int) -> Said:
    hand = counts_text(s.hands[p], K) or "-"
    gold = counts_text(s.gold[p], D.MONEY_CODES) or "-"
    return said("orcwar-move-redraw-shows", player=pname(p), hand=hand, gold=gold)


# -- narration of chance moves (public information only) ----------------------------------


def _face(text: str) -> int:
    return int(text.split()[1])


def _area_name(a: int) -> Said:
    return said("orcwar-area", area=a, name=D.AREA_NAMES[a])


def _side_name(s: OrcState, side: int) -> Said | str:
    if side >= 0:
        return pname(side)
    bt = s.bt
    ctx = bt["ctx"][0] if bt is not None else ""
    word = {"car": "caravan", "trap": "trap", "adv": "adventurers"}.get(ctx, "defenders")
    return said(f"orcwar-side-{word}")


def _battle_roll(s: OrcState, f: Fight, text: str) -> Said:
    bt = s.bt
    assert bt is not None
    i = bt["idx"]
    side = bt["rollers"][i]
    dice = bt["dice"][i]
    nth = dice - bt["left"] + 1
    r = _face(text)
    what = said("orcwar-die-hit" if r >= 5 else ("orcwar-die-one" if r == 1 else "orcwar-die-miss"))
    n5, n6, n1 = bt["rolls"][i]
    hits = n5 + n6 + (r >= 5)
    ones = n1 + (r == 1)
    die = {"side": _side_name(s, side), "nth": nth, "dice": dice, "result": what}
    if nth == dice:
        if side >= 0 and ones > hits:
            return said("orcwar-die-last-retreat", hits=hits, ones=ones, player=pname(side), **die)
        return said("orcwar-die-last", hits=hits, **die)
    return said("orcwar-die", **die)


def _finish(s: OrcState, f: Finish, text: str) -> Said:
    t, k, amount = f.boss, f.troop, f.hits
    need = D.FINISH.get((k, amount), 7)
    dies = _face(text) >= need and t in s.armies and k in s.armies[t].troops
    which = "orcwar-finish-dies" if dies else "orcwar-finish-survives"
    return said(which, boss=bname(t), kind=D.KIND_CODES[k], need=need)


#: what a passed or failed test brings, by its purpose: the parameters each message takes
_TEST_PARAMS: dict[str, tuple[str, ...]] = {
    "pass": ("boss",),
    "assassin": ("boss",),
    "truce": ("boss",),
    "parley": ("player",),
    "parley2": (),
    "retreat": ("player",),
    "escape": ("boss", "owner", "captor"),
}


def _test(s: OrcState, f: RatingTest, text: str) -> Said | None:
    b, which, purpose, payload, rerolled = f.boss, f.rating, f.purpose, f.payload, f.rerolled
    if b not in s.armies:
        return None
    rating = (D.BOSS_A if which else D.BOSS_L)[b]
    r = _face(text)
    ok = r <= rating
    kind = said("orcwar-test-agility" if which else "orcwar-test-leadership")
    head = {"boss": bname(b), "kind": kind, "rating": rating}
    if not ok and not rerolled and s.armies[b].shamans > 0:
        return said("orcwar-test-reroll", **head)
    verdict = said("orcwar-test-passes" if ok else "orcwar-test-fails")
    names = _TEST_PARAMS.get(purpose)
    if names is None:
        return said("orcwar-test", verdict=verdict, **head)
    owner = s.armies[b].owner
    values: dict[str, Any] = {"boss": bname(b), "owner": pname(owner)}
    if purpose == "parley":
        values["player"] = pname(payload[1])
    elif purpose == "retreat":
        values["player"] = pname(int(payload))
    elif purpose == "escape":
        values["captor"] = pname(int(payload)) if int(payload) >= 0 else said("orcwar-nobody")
    if not ok and purpose in ("truce", "parley", "parley2"):
        names = ()
    if not ok and purpose == "escape":
        names = ("boss", "captor")
    if ok and purpose == "escape":
        names = ("boss", "owner")
    then = said(f"orcwar-then-{purpose}-{'ok' if ok else 'bad'}", **{k: values[k] for k in names})
    return said("orcwar-test-then", verdict=verdict, then=then, **head)


def _tunnel(s: OrcState, f: Tunnel, text: str) -> Said:
    d = _face(text)
    which = "orcwar-tunnel-second" if f.rerolled else "orcwar-tunnel"
    return said(which, boss=bname(f.boss), area=_area_name(d))


def _tunnel_retreat(s: OrcState, f: TunnelRetreat, text: str) -> Said:
    d = _face(text)
    side = f.seat
    if any(a.owner != side and a.area == d for a in s.armies.values()):
        return said("orcwar-tunnel-lost", player=pname(side), area=_area_name(d))
    return said("orcwar-tunnel-out", player=pname(side), area=_area_name(d))


def _rolloff(s: OrcState, f: Rolloff, text: str) -> Said:
    return said("orcwar-rolloff", player=text.split()[1])


def _setup_area(s: OrcState, f: SetupArea, text: str) -> Said:
    return said(
        "orcwar-setup-area", player=pname(f.seat), boss=bname(f.boss), area=_area_name(_face(text))
    )


def _steal(s: OrcState, f: Steal, text: str) -> Said:
    if _face(text) >= 4:
        return said("orcwar-steal", player=pname(f.seat), victim=pname(f.victim))
    return said("orcwar-steal-fails", player=pname(f.seat))


def _car_route(s: OrcState, f: CaravanRoute, text: str) -> Said:
    route = D.ROUTE_BY_D6[_face(text)]
    return said("orcwar-caravan-route", route=D.ROUTE_NAMES[route])


def _car_evt(s: OrcState, f: CaravanEvent, text: str) -> Said:
    face = _face(text)
    if face == 1:
        return said("orcwar-caravan-trap", caravan=f.cid, guards=D.CARAVAN_TRAP_GUARDS)
    if face == 2:
        return said("orcwar-caravan-rumour", caravan=f.cid)
    if face == 6:
        return said("orcwar-caravan-treasure", caravan=f.cid)
    return said("orcwar-nothing-happens")


_PLUNDER_EVENTS = {1: "trap", 2: "adventurers", 4: "slavers", 5: "village", 6: "recruits"}


def _pl_evt(s: OrcState, f: PlunderEvent, text: str) -> Said:
    event = _PLUNDER_EVENTS.get(_face(text))
    if event is None:
        return said("orcwar-nothing-happens")
    return said(f"orcwar-plunder-{event}", boss=bname(f.boss))


def _adv_n(s: OrcState, f: Adventurers, text: str) -> Said:
    return said("orcwar-adventurers", count=_face(text))


def _adv_s(s: OrcState, f: AdventurerStrength, text: str) -> Said:
    return said("orcwar-adventurer-strength", strength=_face(text), boss=bname(f.boss))


def _mine_evt(s: OrcState, f: MineEvent, text: str) -> Said:
    face = _face(text)
    if face == 1:
        return said("orcwar-mine-gold-value")
    if face == 2:
        return said("orcwar-mine-cave-in", area=_area_name(f.area))
    if face == 6:
        return said("orcwar-mine-vein", player=pname(f.seat))
    return said("orcwar-nothing-happens")


def _cavein(s: OrcState, f: CaveIn, text: str) -> Said:
    if _face(text) >= 4:
        return said("orcwar-cave-in-loss", player=pname(f.seat))
    return said("orcwar-cave-in-none")


def _loot_draw(s: OrcState, f: PlunderDraw | RichVillage, text: str) -> Said:
    code = text.split()[1]
    if code == "car":
        return said("orcwar-draw-caravan")
    if code == "evt":
        return said("orcwar-draw-event")
    return said("orcwar-draw-loot", boss=bname(f.boss))


def _cargo_draw(s: OrcState, f: CaravanLoad, text: str) -> Said:
    code = text.split()[1]
    if code == "evt":
        return said("orcwar-draw-cargo-event")
    return said("orcwar-draw-cargo", caravan=f.cid)


def _gold_draw(s: OrcState, f: GoldDraw, text: str) -> Said | None:
    if f.dest == "loot":
        return said("orcwar-draw-loot", boss=bname(f.target))
    if f.dest == "cargo":
        return said("orcwar-draw-cargo", caravan=f.target)
    return None


def _recruit(s: OrcState, f: Recruit, text: str) -> Said:
    k = D.KIND_INDEX[text.split()[1]]
    if k < D.NUM_TROOPS:
        return said("orcwar-recruit-joins", boss=bname(f.boss))
    return said("orcwar-recruit-none")


def _mine_draw(s: OrcState, f: MineDraw, text: str) -> Said | None:
    code = text.split()[1]
    if code == "car":
        return said("orcwar-draw-caravan")
    if code == "evt":
        return said("orcwar-draw-mine-event")
    return None


#: what a chance move says, by the kind of its frame (each takes its kind's frame)
_NARRATE: dict[str, Callable[[OrcState, Any, str], Said | None]] = {
    "bt": _battle_roll,
    "finish": _finish,
    "test": _test,
    "tunnel": _tunnel,
    "tunnel_retreat": _tunnel_retreat,
    "rolloff": _rolloff,
    "setup_area": _setup_area,
    "steal": _steal,
    "car_route": _car_route,
    "car_evt": _car_evt,
    "pl_evt": _pl_evt,
    "adv_n": _adv_n,
    "adv_s": _adv_s,
    "mine_evt": _mine_evt,
    "cavein": _cavein,
    "pl": _loot_draw,
    "rich": _loot_draw,
    "car_load": _cargo_draw,
    "gdraw": _gold_draw,
    "recruit": _recruit,
    "mine_draw": _mine_draw,
}
