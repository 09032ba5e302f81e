"""Plain-text picture of an OrcWar view (never of a state)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from wartable.core.game import Move

from . import data as D
from .notation import counts_text
from .state import PHASES, K, OrcState, army_strength, bname

if TYPE_CHECKING:
    from .game import OrcWar


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
    "battle: parley": "offer a truce (parley N) or fight",
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


def render_view(game: OrcWar, v: Mapping[str, Any]) -> str:
    n = v["players"]
    lines = [f"OrcWar Tree — round {v['round']}, {v['phase']} phase"]
    if v.get("result") is not None:
        names = ", ".join(game.seat_name(p) for p in v["result"])
        lines.append(f"Game over: {names} ({v['reason']})")
    armies_at: dict[int, list[str]] = {}
    for name, a in v["armies"].items():
        bits = [f"{name}(P{a['owner'] + 1} str {a['strength']}"]
        if a["troops"]:
            bits.append(" " + ",".join(a["troops"]))
        if a["shamans"]:
            bits.append(" +sha")
        if a["machines"]:
            bits.append(" W" + ",W".join(str(m) for m in a["machines"]))
        if any(a["loot"]):
            g = a["loot"]
            bits.append(f" loot {g[0]}/{g[1]}/{g[2]}")
        bits.append(")")
        armies_at.setdefault(a["area"], []).append("".join(bits))
    cars: dict[int, list[str]] = {}
    for c in v["caravans"]:
        g = c["cargo"]
        cars.setdefault(c["area"], []).append(
            f"caravan {c['id']} {c['route']} guards {c['guards']} cargo {g[0]}/{g[1]}/{g[2]}"
        )
    lines.append("Areas (ctl = controller, F fortress, M mine):")
    for a in range(1, D.NUM_AREAS + 1):
        ctl = v["control"][a - 1]
        tags = []
        if ctl >= 0:
            tags.append(f"ctl P{ctl + 1}")
        if v["fortress"][a - 1]:
            tags.append(f"F{v['fortress'][a - 1]}")
        if v["mine"][a - 1]:
            tags.append("M")
        if v["left_machines"][a - 1]:
            tags.append("left W" + ",W".join(str(x) for x in v["left_machines"][a - 1]))
        stuff = armies_at.get(a, []) + cars.get(a, [])
        if not tags and not stuff:
            continue
        kind = "orc" if D.IS_ORC[a] else "foreign"
        adj = ",".join(str(x) for x in D.ADJ[a])
        lines.append(
            f" {a:2} {D.AREA_NAMES[a]} ({kind}; adj {adj}) [{' '.join(tags)}] " + "; ".join(stuff)
        )
    lines.append("Players:")
    for p in range(n):
        pr = v["prisoners"][p]
        lines.append(
            f" P{p + 1}: {v['hand_counts'][p]} horde chips, {v['gold_counts'][p]} gold chips, "
            f"{v['lands'][p]} orc lands" + (f", prisoners {' '.join(pr)}" if pr else "")
        )
    if v.get("truces"):
        lines.append(
            "Truces: " + "; ".join(f"P{a + 1}-P{b + 1} in {ar}" for a, b, ar in v["truces"])
        )
    if v.get("battle"):
        bt = v["battle"]
        lines.append(
            f"Battle in area {bt['area']}: stage {bt['stage']}, round {bt['rounds'] + 1}"
            + (f", defenders {list(bt['npc'])}" if bt["npc"] else "")
            + (
                f", fortress held by P{bt['defender'] + 1}"
                if bt["defender"] >= 0 and bt["fort_ok"]
                else ""
            )
        )
        if bt["rollers"]:
            for side, dice, r in zip(bt["rollers"], bt["dice"], bt["rolls"], strict=False):
                who = "defenders" if side == -1 else f"P{side + 1}"
                lines.append(f"  {who}: {dice} dice, rolled 5s={r[0]} 6s={r[1]} 1s={r[2]}")
        for t, r, f, _ in bt["pend"]:
            lines.append(f"  hits waiting for {'defenders' if t == -1 else f'B{t + 1}'}: {r + f}")
        if bt["asg"]:
            t, r, f, _, _ = bt["asg"]
            lines.append(
                f"  B{t + 1} must take {r + f} hit(s)"
                + (f" ({r} of them 5s that cannot hit sheltered units)" if r else "")
            )
        if bt["marked"]:
            lines.append(
                "  sheltered: " + ", ".join(f"B{b + 1} {D.KIND_CODES[k]}" for b, k in bt["marked"])
            )
    if v.get("offer"):
        p, q, give, ask = v["offer"]
        codes = [*D.KIND_CODES, "g1", "g2", "g3", *(f"pB{b + 1}" for b in range(D.NUM_BOSSES))]
        lines.append(
            f"Offer P{p + 1} -> P{q + 1}: gives {' '.join(codes[i] for i in give) or '-'}"
            f"; asks {' '.join(codes[i] for i in ask) or '-'} (claims may be lies)"
        )
    seat = v.get("seat")
    if seat is not None and "hand" in v:
        hand = " ".join(f"{k}×{c}" if c > 1 else k for k, c in v["hand"].items()) or "-"
        gold = " ".join(f"{k}×{c}" if c > 1 else k for k, c in v["gold"].items()) or "-"
        lines.append(f"Your hand (P{seat + 1}): {hand} | gold: {gold}")
        for it in v.get("intel", []):
            lines.append(f" spied P{it['player'] + 1}: {it['hand']} {it['gold']}")
        for it in v.get("known", []):
            chips = [
                f"{k}×{c}" if c > 1 else k for k, c in (*it["hand"].items(), *it["gold"].items())
            ]
            lines.append(f" you know P{it['player'] + 1} holds at least: " + " ".join(chips))
    tm = v["to_move"]
    if tm >= 0 and v["task"]:
        task = v["task"][0]
        if task == "bt" and v.get("battle"):
            task = "battle: " + v["battle"]["stage"]
        lines.append(f"{game.seat_name(tm)} to act: {TASKS.get(task, task)}")
    return "\n".join(lines)


def state_view(s: OrcState, seat: int | None) -> dict[str, Any]:
    v: dict[str, Any] = {
        "game": "orcwar",
        "seat": seat,
        "players": s.n,
        "round": s.rnd,
        "phase": PHASES[s.phase],
        "to_move": s.to_move(),
        "task": list(s.stack[-1]) if s.stack and s.result is None else None,
        "hand_counts": [s.hand_count(p) for p in range(s.n)],
        "gold_counts": [s.gold_count(p) for p in range(s.n)],
        "control": s.control[1:],
        "fortress": s.fort[1:],
        "mine": s.mine[1:],
        "left_machines": [list(x) for x in s.left[1:]],
        "armies": {
            bname(b): {
                "owner": a[0],
                "area": a[1],
                "troops": [K[k] for k in a[2]],
                "shamans": a[3],
                "machines": list(a[4]),
                "loot": list(a[5]),
                "flags": a[6],
                "strength": army_strength(a),
            }
            for b, a in sorted(s.armies.items())
        },
        "caravans": [
            {
                "id": c[0],
                "route": D.ROUTE_NAMES[c[1]],
                "area": s.caravan_area(c),
                "cargo": list(c[3]),
                "guards": c[4],
                "trap": c[5],
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
    text = str(move)
    if s.result is not None or not s.stack:
        return text
    f = s.stack[-1]
    kind = f[0]
    if kind in ("hdraw", "setup_hand", "mine_draw") or (kind == "gdraw" and f[3] == "hand"):
        if kind == "mine_draw" and text in ("draw car", "draw evt"):
            return text
        return text if seat == f[1] else "draw ?"
    if kind == "steal_draw":
        return text if seat in (f[1], f[2]) else "draw ?"
    if kind == "handover":
        return text if seat in (f[1], f[2]) else "hand ?"
    if kind == "swap" and text != "done":
        return text if seat == f[1] else "swap ?"
    if kind == "trim":
        return text if seat == f[1] else "discard ?"
    if text == "redraw" and seat != f[1]:
        return redraw_text(s, f[1])
    return text


def redraw_text(s: OrcState, p: int) -> str:
    """R5.3: a redraw shows the hand (horde chips and gold) to the other players."""
    hand = counts_text(s.hands[p], K) or "-"
    gold = counts_text(s.gold[p], D.MONEY_CODES) or "-"
    return f"redraw (P{p + 1} shows {hand} | {gold})"
