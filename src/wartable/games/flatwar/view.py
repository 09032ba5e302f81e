"""Flatwar per-seat views, the log's text of a move and the terminal picture of a view.

The formats are specified in docs/rules/flatwar.md, section "Views and the terminal".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wartable.core.messages import Said, Say, english, said

from .board import (
    ARMY_POINTS,
    CARD_INDEX,
    CARD_NAMES,
    CELL_CHARS,
    COSTS,
    FILES,
    PRESETS,
    RANGES,
    RANKS,
    SHOT_BONUS,
    SIDE_NAMES,
    SUITS,
    TYPE_LETTERS,
    TYPE_NAMES,
    VALUES,
    card_points,
    card_side,
)
from .notation import KIND_WORDS, OPS, result_word, state_to_text
from .state import (
    BUILD,
    DRAW,
    NO_RESULT,
    OPEN,
    OVER,
    PHASE_NAMES,
    ROLLING,
    TROLL,
    WON,
    FlatwarState,
)


def hidden_sides(s: FlatwarState, seat: int | None) -> frozenset[int]:
    """The sides whose army ``seat`` may not see (``None``: a spectator): with the hidden
    build, every other building side's, until all have built (R2.7)."""
    game = s.game
    if s.phase != BUILD or not game.hidden_build:
        return frozenset()
    return frozenset(t for t, army in enumerate(game.armies) if army == "build" and t != seat)


def describe_move(state: FlatwarState, move: Any, seat: int | None = None) -> str:
    """A move as ``seat``'s log shows it: its text, for chance what the outcome decided, and
    for another side's hidden army only that it was bought (R2.7)."""
    return move_message(state, move, seat).english()


def _side(side: int) -> Said:
    return said(f"flatwar-side-{SIDE_NAMES[side]}")


def move_message(state: FlatwarState, move: Any, seat: int | None = None) -> Said:
    """:func:`describe_move` as a message (issue 37)."""
    text = state.move_text(move)
    if text.startswith("army") and state.side in hidden_sides(state, seat):
        return said("flatwar-move-hidden-army")
    if not text.startswith(("roll", "draw")):
        return said("move-text", move=text)
    names = state.game.geo.names
    after = state.apply(move)
    assert isinstance(after, FlatwarState)
    if text.startswith("draw"):
        card = CARD_INDEX[text[5:]]
        which = "flatwar-move-draw-pass" if after.phase == DRAW else "flatwar-move-draw"
        return said(which, move=text, side=_side(card_side(card)), points=card_points(card))
    value = int(text[5:])
    if state.phase == TROLL:
        return said("flatwar-move-terrain-roll", move=text, side=_side(state.side), count=value)
    combat = state.combat
    if combat is None:
        assert state.cav is not None
        return said(
            "flatwar-move-cavalry-roll", move=text, square=names[state.cav[0]], points=value
        )
    attack = {
        "attack": said(f"flatwar-attack-{KIND_WORDS[combat[0]]}"),
        "start": names[combat[1]],
        "op": OPS[combat[0]],
        "target": names[combat[2]],
    }
    if combat[3] == 0:
        return said("flatwar-move-attacker-roll", move=text, **attack)
    assert after.last is not None
    _k, _f, _t, ar, av, dr, dv = after.last
    effect = said("flatwar-effect-destroyed" if ar + av > dr + dv else "flatwar-effect-none")
    dice = {"ar": ar, "av": av, "at": ar + av, "dr": dr, "dv": dv, "dt": dr + dv}
    gone = [t for t in state.alive() if t not in after.alive()] if state.game.sides > 2 else []
    if gone and after.phase != OVER:
        return said(
            "flatwar-move-defender-roll-flees",
            move=text,
            effect=effect,
            fled=_side(gone[0]),
            **attack,
            **dice,
        )
    return said("flatwar-move-defender-roll", move=text, effect=effect, **attack, **dice)


def state_view(s: FlatwarState, seat: int | None) -> dict[str, Any]:
    """The whole position but, with the hidden build, the other sides' armies while the
    sides build (R2.7); the deck's order is unknown to all (R5.2)."""
    game = s.game
    geo = game.geo
    w = geo.width
    names = geo.names
    n = game.sides
    hidden = hidden_sides(s, seat)
    board = [
        "".join(CELL_CHARS[s.board[row * w + f]] for f in range(w)) for row in range(w - 1, -1, -1)
    ]
    deck = game.deck
    remaining = deck & ~s.drawn
    deck_left = remaining.bit_count() if s.drawn != deck else 0
    cav = None
    if s.cav is not None:
        sq, points, c0, stage = s.cav
        cav = {
            "square": names[sq],
            "points": points,
            "charge_bonus": s.charge_bonus() if stage != ROLLING else None,
            "roll": c0 if stage == OPEN else None,
            "stage": ("rolling", "open", "spent")[stage],
        }
    combat = None
    if s.combat is not None:
        kind, frm, to, roll = s.combat
        combat = {
            "kind": KIND_WORDS[kind],
            "from": names[frm],
            "to": names[to],
            "attacker_roll": roll if 1 <= roll <= 6 else None,
            "won": roll == WON,
        }
    last = None
    if s.last is not None:
        kind, frm, to, ar, av, dr, dv = s.last
        last = {
            "kind": KIND_WORDS[kind],
            "from": names[frm],
            "to": names[to],
            "attacker": [ar, av],
            "defender": [dr, dv],
            "destroyed": ar + av > dr + dv,
        }
    return {
        "game": "flatwar",
        "seat": seat,
        "players": n,
        "hidden_build": game.hidden_build,
        "board": board,
        "phase": PHASE_NAMES[s.phase],
        "phase_msg": said(f"flatwar-phase-{PHASE_NAMES[s.phase]}").to_json(),
        "side": SIDE_NAMES[s.side] if s.side >= 0 else None,
        "side_msg": _side(s.side).to_json() if s.side >= 0 else None,
        "reserve": {
            SIDE_NAMES[i]: None
            if i in hidden
            else {TYPE_LETTERS[k]: s.reserve[4 * i + k] for k in range(4)}
            for i in range(n)
        },
        "terrain_left": {SIDE_NAMES[i]: (None if s.tleft[i] < 0 else s.tleft[i]) for i in range(n)},
        "turns": s.turns,
        "drawn": [CARD_NAMES[c] for c in range(80) if s.drawn >> c & 1],
        "deck_size": deck.bit_count(),
        "deck_left": deck_left,
        "card": CARD_NAMES[s.card] if s.card >= 0 else None,
        "ap": s.ap,
        "used": [names[sq] for sq in geo.squares if s.used >> sq & 1],
        "cavalry": cav,
        "combat": combat,
        "last": last,
        "result": None if s.result == NO_RESULT else result_word(s.result),
        "position": state_to_text(s, hidden),
    }


def _army(counts: Mapping[str, int] | None, say: Say) -> str:
    if counts is None:
        return say(said("flatwar-pic-army-hidden"))
    parts = [say(said(f"flatwar-pic-units-{k.lower()}", count=n)) for k, n in counts.items() if n]
    return ", ".join(parts) or say(said("flatwar-pic-army-none"))


def render_view(view: Mapping[str, Any], say: Say = english) -> str:
    """The terminal picture of a view: the board, the card, AP left and the last roll; its
    words told with ``say``. Panel by panel: the board and its legend, what the phase waits
    for, the reserves, the units used, the cavalry, the combat, the last attack, the result."""
    rows = view["board"]
    w = len(rows)
    sides = list(view["reserve"])
    files = "    " + " ".join(FILES[:w])
    out = [files]
    for i, row in enumerate(rows):
        rank = w - i
        out.append(f"{rank:>2}  {' '.join(row)}  {rank}")
    out.append(files)
    legend = ["flatwar-pic-legend-2"] if len(sides) == 2 else ["flatwar-pic-legend-first"]
    if len(sides) > 2:
        legend.append(f"flatwar-pic-legend-{len(sides)}")
    out.extend("    " + say(said(part)) for part in legend)
    out.extend(_phase_lines(view, say))
    phase = view["phase"]
    reserves = view["reserve"].values()
    if phase in ("build", "deploy") or any(c and sum(c.values()) for c in reserves):
        for name in sides:
            army = _army(view["reserve"][name], say)
            side_word = say(said(f"flatwar-side-{name}"))
            out.append("  " + say(said("flatwar-pic-reserve", side=side_word, army=army)))
    if view["used"]:
        out.append("  " + say(said("flatwar-pic-used", squares=" ".join(view["used"]))))
    panels = (
        _cavalry_said(view, say),
        _combat_said(view["combat"], say),
        _last_said(view["last"]),
    )
    out.extend("  " + say(panel) for panel in panels if panel is not None)
    result = view["result"]
    if result == "draw":
        out.append(say(said("flatwar-pic-draw-result")))
    elif result:
        out.append(say(said("flatwar-pic-wins", side=said(f"flatwar-side-{result}"))))
    return "\n".join(out)


def _phase_lines(view: Mapping[str, Any], say: Say) -> list[str]:
    """What the phase waits for, and from which side."""
    phase = view["phase"]
    side_name = view["side"]
    side = say(said(f"flatwar-side-{side_name}")) if side_name else ""
    if phase == "build":
        counts = view["reserve"][side_name]
        if counts is None:
            return [say(said("flatwar-pic-build-unseen", side=side))]
        if view.get("hidden_build"):
            return [
                say(said("flatwar-pic-build-hidden", side=side)),
                "  " + say(said("flatwar-pic-build-hidden-example")),
            ]
        spent = sum(COSTS[TYPE_LETTERS.index(k)] * n for k, n in counts.items())
        return [say(said("flatwar-pic-build-open", side=side, spent=spent))]
    if phase == "terrain-roll":
        return [say(said("flatwar-pic-terrain-roll", side=side))]
    if phase == "terrain":
        tl = view["terrain_left"]
        names = list(view["reserve"])
        left = ", ".join(f"{say(said(f'flatwar-side-{name}'))} {tl[name]}" for name in names)
        return [say(said("flatwar-pic-terrain", side=side, left=left))]
    if phase == "deploy":
        zone = "rows" if len(view["board"]) == 8 else side_name
        return [say(said(f"flatwar-pic-deploy-{zone}", side=side))]
    if phase == "draw":
        return [say(said("flatwar-pic-draw", left=view["deck_left"] or view["deck_size"]))]
    if phase == "act":
        card = view["card"]
        if card:
            points = card_points(CARD_INDEX[card])
            message = said(
                "flatwar-pic-act-card",
                turn=view["turns"],
                side=side,
                card=card,
                points=points,
                ap=view["ap"],
            )
        else:
            message = said("flatwar-pic-act", turn=view["turns"], side=side, ap=view["ap"])
        return [say(message)]
    return []


def _cavalry_said(view: Mapping[str, Any], say: Say) -> Said | None:
    """The activated cavalry: rolling, or its points and charge bonus (and whether it may
    still upgrade)."""
    cav = view["cavalry"]
    if not cav:
        return None
    if cav["stage"] == "rolling":
        return said("flatwar-pic-cavalry-rolling", square=cav["square"])
    can_upgrade = cav["stage"] == "open" and view["ap"] > 0 and cav["points"] < 6
    upgrade = say(said("flatwar-pic-may-upgrade")) if can_upgrade else ""
    return said(
        "flatwar-pic-cavalry",
        square=cav["square"],
        points=cav["points"],
        bonus=cav["charge_bonus"],
        upgrade=(", " + upgrade) if upgrade else "",
    )


def _combat_said(combat: Mapping[str, Any] | None, say: Say) -> Said | None:
    """The combat under way: whose roll it waits for, or the attacker's choice after a win."""
    if not combat:
        return None
    op = "*" if combat["kind"] == "shot" else "x"
    what = say(said(f"flatwar-attack-{combat['kind']}")) + f" {combat['from']}{op}{combat['to']}"
    if combat["won"]:
        return said("flatwar-pic-combat-won", attack=what)
    if combat["attacker_roll"]:
        return said("flatwar-pic-combat-defender", attack=what, roll=combat["attacker_roll"])
    return said("flatwar-pic-combat-attacker", attack=what)


def _last_said(last: Mapping[str, Any] | None) -> Said | None:
    """The last attack's dice, values and totals, and its effect."""
    if not last:
        return None
    ar, av = last["attacker"]
    dr, dv = last["defender"]
    effect = said("flatwar-effect-destroyed" if last["destroyed"] else "flatwar-effect-none")
    return said(
        "flatwar-pic-last",
        attack=said(f"flatwar-attack-{last['kind']}"),
        start=last["from"],
        op="*" if last["kind"] == "shot" else "x",
        target=last["to"],
        ar=ar,
        av=av,
        at=ar + av,
        dr=dr,
        dv=dv,
        dt=dr + dv,
        effect=effect,
    )


def table_json(game: Any) -> dict[str, Any]:
    """What a board needs that no view repeats (``Game.table``): the board, the sides (seat
    order) with the letters of their units and their home squares, the unit kinds (R1.3),
    the army rules (R2.1-R2.3) and presets (R2.5), the cards (R5) and the dice."""
    geo = game.geo
    w = geo.width
    return {
        "game": "flatwar",
        "size": w,
        "files": FILES[:w],
        "terrain": CELL_CHARS[1],
        "sides": [
            {
                "name": SIDE_NAMES[side],
                "seat": side,
                "letters": CELL_CHARS[2 + 4 * side : 6 + 4 * side],
                "home": [geo.names[sq] for sq in geo.zones[side]],
            }
            for side in range(game.sides)
        ],
        "units": [
            {
                "letter": TYPE_LETTERS[k],
                "name": TYPE_NAMES[k],
                "cost": COSTS[k],
                "value": VALUES[k],
                "range": RANGES[k],
                "shot_bonus": SHOT_BONUS[k],
            }
            for k in range(len(TYPE_LETTERS))
        ],
        "army": {
            "points": ARMY_POINTS,
            "min_squares": 1,
            "isosceles_per_square": 2,
            "presets": {
                name: dict(zip(TYPE_LETTERS, counts, strict=True))
                for name, counts in PRESETS.items()
            },
        },
        "cards": {
            "suits": SUITS,
            "ranks": list(RANKS),
            # R5.4: a card's action points, rank by rank (ace 1 ... ten 10)
            "ap": [card_points(rank) for rank in range(len(RANKS))],
            "sides": {suit: SIDE_NAMES[0 if i in (1, 2) else 1] for i, suit in enumerate(SUITS)},
            "second_deck": {"red": SIDE_NAMES[2], "black": SIDE_NAMES[3]}
            if game.sides > 2
            else None,
        },
        "dice": 6,
    }
