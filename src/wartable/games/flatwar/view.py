"""Flatwar per-seat views, the log's text of a move and the terminal picture of a view.

The formats are specified in docs/rules/flatwar.md, section "Views and the terminal".
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .board import (
    CARD_INDEX,
    CARD_NAMES,
    CELL_CHARS,
    COSTS,
    FULL_DECK,
    SIDE_NAMES,
    SQUARE_NAMES,
    TYPE_LETTERS,
    TYPE_NAMES,
    card_points,
    card_side,
)
from .notation import KIND_WORDS, OPS, state_to_text
from .state import DRAW, NO_RESULT, OPEN, PHASE_NAMES, ROLLING, TROLL, WON, FlatwarState


def describe_move(state: FlatwarState, move: Any, seat: int | None = None) -> str:
    """A move as the log shows it: its text, and for chance what the outcome decided."""
    text = state.move_text(move)
    if not text.startswith(("roll", "draw")):
        return text
    after = state.apply(move)
    assert isinstance(after, FlatwarState)
    if text.startswith("draw"):
        card = CARD_INDEX[text[5:]]
        extra = f"{SIDE_NAMES[card_side(card)]} acts with {card_points(card)} AP"
        if after.phase == DRAW:
            extra += ", but has no action and passes"
        return f"{text} ({extra})"
    value = int(text[5:])
    if state.phase == TROLL:
        pieces = "piece" if value == 1 else "pieces"
        return f"{text} ({SIDE_NAMES[state.side]} places {value} terrain {pieces})"
    combat = state.combat
    if combat is None:
        assert state.cav is not None
        points = "point" if value == 1 else "points"
        return f"{text} (cavalry {SQUARE_NAMES[state.cav[0]]} has {value} {points})"
    attack = f"{KIND_WORDS[combat[0]]} {SQUARE_NAMES[combat[1]]}{OPS[combat[0]]}"
    attack += SQUARE_NAMES[combat[2]]
    if combat[3] == 0:
        return f"{text} (attacker, {attack})"
    assert after.last is not None
    _k, _f, _t, ar, av, dr, dv = after.last
    effect = "destroyed" if ar + av > dr + dv else "no effect"
    return f"{text} (defender, {attack}: {ar}+{av}={ar + av} against {dr}+{dv}={dr + dv}, {effect})"


def state_view(s: FlatwarState, seat: int | None) -> dict[str, Any]:
    """Everything is public in Flatwar (R5.2), so every seat gets the whole position."""
    board = [
        "".join(CELL_CHARS[s.board[row * 8 + f]] for f in range(8)) for row in range(7, -1, -1)
    ]
    remaining = FULL_DECK & ~s.drawn
    deck_left = bin(remaining).count("1") if s.drawn != FULL_DECK else 0
    cav = None
    if s.cav is not None:
        sq, points, c0, stage = s.cav
        cav = {
            "square": SQUARE_NAMES[sq],
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
            "from": SQUARE_NAMES[frm],
            "to": SQUARE_NAMES[to],
            "attacker_roll": roll if 1 <= roll <= 6 else None,
            "won": roll == WON,
        }
    last = None
    if s.last is not None:
        kind, frm, to, ar, av, dr, dv = s.last
        last = {
            "kind": KIND_WORDS[kind],
            "from": SQUARE_NAMES[frm],
            "to": SQUARE_NAMES[to],
            "attacker": [ar, av],
            "defender": [dr, dv],
            "destroyed": ar + av > dr + dv,
        }
    return {
        "game": "flatwar",
        "seat": seat,
        "board": board,
        "phase": PHASE_NAMES[s.phase],
        "side": SIDE_NAMES[s.side] if s.side >= 0 else None,
        "reserve": {
            name: {TYPE_LETTERS[k]: s.reserve[4 * i + k] for k in range(4)}
            for i, name in enumerate(SIDE_NAMES)
        },
        "terrain_left": {
            name: (None if s.tleft[i] < 0 else s.tleft[i]) for i, name in enumerate(SIDE_NAMES)
        },
        "turns": s.turns,
        "drawn": [CARD_NAMES[c] for c in range(40) if s.drawn >> c & 1],
        "deck_left": deck_left,
        "card": CARD_NAMES[s.card] if s.card >= 0 else None,
        "ap": s.ap,
        "used": [SQUARE_NAMES[sq] for sq in range(64) if s.used >> sq & 1],
        "cavalry": cav,
        "combat": combat,
        "last": last,
        "result": None if s.result == NO_RESULT else ("red", "black", "draw")[s.result],
        "position": state_to_text(s),
    }


def _army(counts: Mapping[str, int]) -> str:
    parts = [f"{n} {TYPE_NAMES[TYPE_LETTERS.index(k)]}" for k, n in counts.items() if n]
    return ", ".join(parts) or "none"


def render_view(view: Mapping[str, Any]) -> str:
    """The terminal picture of a view: the board, the card, AP left and the last roll."""
    out = ["    a b c d e f g h"]
    for i, row in enumerate(view["board"]):
        rank = 8 - i
        out.append(f" {rank}  {' '.join(row)}  {rank}")
    out.append("    a b c d e f g h")
    out.append("    red: I soldier, C cavalry, R Regular, S Square; black in lower case; # terrain")
    phase = view["phase"]
    side = view["side"]
    if phase == "build":
        counts = view["reserve"][side]
        spent = sum(COSTS[TYPE_LETTERS.index(k)] * n for k, n in counts.items())
        out.append(f"Army building: {side} buys units ({spent} of 25 points spent).")
    elif phase == "terrain-roll":
        out.append(f"Terrain: {side} rolls a die for its number of terrain pieces.")
    elif phase == "terrain":
        tl = view["terrain_left"]
        out.append(f"Terrain: {side} places a piece (left: red {tl['red']}, black {tl['black']}).")
    elif phase == "deploy":
        out.append(f"Deployment: {side} places a unit in its first three rows.")
    elif phase == "draw":
        out.append(f"A card is drawn ({view['deck_left'] or 40} left in the deck).")
    elif phase == "act":
        card = view["card"]
        card_text = f"card {card} ({card_points(CARD_INDEX[card])} AP), " if card else ""
        out.append(f"Turn {view['turns']}: {side} acts, {card_text}{view['ap']} AP left.")
    if phase in ("build", "deploy") or any(sum(c.values()) for c in view["reserve"].values()):
        for name in SIDE_NAMES:
            out.append(f"  {name} reserve: {_army(view['reserve'][name])}")
    if view["used"]:
        out.append(f"  used this turn: {' '.join(view['used'])}")
    cav = view["cavalry"]
    if cav:
        if cav["stage"] == "rolling":
            out.append(f"  cavalry {cav['square']} activated: rolling its points")
        else:
            can_upgrade = cav["stage"] == "open" and view["ap"] > 0 and cav["points"] < 6
            upgrade = ", may upgrade" if can_upgrade else ""
            out.append(
                f"  cavalry {cav['square']}: {cav['points']} points "
                f"(charges at +{cav['charge_bonus']}{upgrade})"
            )
    combat = view["combat"]
    if combat:
        op = "*" if combat["kind"] == "shot" else "x"
        what = f"{combat['kind']} {combat['from']}{op}{combat['to']}"
        if combat["won"]:
            out.append(f"  {what} destroyed the target: advance or hold?")
        elif combat["attacker_roll"]:
            out.append(f"  {what}: attacker rolled {combat['attacker_roll']}, defender rolls")
        else:
            out.append(f"  {what}: attacker rolls")
    last = view["last"]
    if last:
        op = "*" if last["kind"] == "shot" else "x"
        ar, av = last["attacker"]
        dr, dv = last["defender"]
        effect = "destroyed" if last["destroyed"] else "no effect"
        out.append(
            f"  last attack {last['kind']} {last['from']}{op}{last['to']}: "
            f"{ar}+{av}={ar + av} against {dr}+{dv}={dr + dv}, {effect}"
        )
    if view["result"]:
        result = view["result"]
        out.append("Game over: a draw." if result == "draw" else f"Game over: {result} wins.")
    return "\n".join(out)
