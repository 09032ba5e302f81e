"""Views (what a seat sees: everything, the game has no hidden information) and rendering."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from wartable.core.game import CHANCE, TERMINAL

from .board import MAP, POWER_IDS, SIZE_LETTERS
from .state import (
    FIDS,
    NF,
    P_OVER,
    PHASE_NAMES,
    TERR,
    EuropeState,
    piece_owner,
    piece_size,
    piece_text,
)

_CELL = re.compile(r"\{([A-Z]{3})\}\.*")


def make_view(state: EuropeState, seat: int | None) -> dict[str, Any]:
    game = state.game
    board = state.board
    to_move = state.to_move()
    players = []
    for s in range(game.num_players):
        p = game.seat_power[s]
        players.append(
            {
                "seat": s,
                "power": POWER_IDS[p],
                "name": MAP.power_names[p],
                "alive": state.alive[s],
                "stash": {SIZE_LETTERS[z]: state.stash(p, z) for z in (3, 2, 1)},
                "fields": sum(1 for c in board if c and piece_owner(c) == p),
            }
        )
    combat = None
    if state.att >= 0:
        a_code, d_code = board[state.att], board[state.dfd]
        combat = {
            "from": FIDS[state.att],
            "to": FIDS[state.dfd],
            "attacker": POWER_IDS[piece_owner(a_code)],
            "defender": POWER_IDS[piece_owner(d_code)],
            "attacker_dice": list(state.aroll),
            "defender_dice": list(state.droll),
            "attacker_bonus": state.attack_bonus(),
            "defender_bonus": state.defence_bonus(),
            "landing": MAP.is_landing(state.att, state.dfd),
            "france_home": state.is_france_home_defence(),
            "rerolled": state.rerolled,
            "attacker_size": SIZE_LETTERS[piece_size(a_code)],
            "defender_size": SIZE_LETTERS[piece_size(d_code)],
        }
    outcome = state.outcome()
    return {
        "game": game.name,
        "seat": seat,
        "board": {FIDS[f]: (piece_text(board[f]) if board[f] else None) for f in range(NF)},
        "players": players,
        "phase": PHASE_NAMES[state.phase],
        "to_move": ("chance" if to_move == CHANCE else None if to_move == TERMINAL else to_move),
        "active": POWER_IDS[game.seat_power[state.active]] if state.phase != 0 else None,
        "round": state.round,
        "round_limit": game.round_limit,
        "combat": combat,
        "outcome": outcome.to_json() if outcome is not None else None,
        "over": state.phase == P_OVER,
    }


def _cell(fid: str, piece: str | None, width: int) -> str:
    sea = MAP.field_sea[MAP.index[fid]]
    mark = MAP.sea_marks[sea] if sea else " "
    text = f"[{mark}{fid} {piece or '..'}]"
    return text.ljust(width)[: max(width, len(text))]


def render_map(board: Mapping[str, str | None]) -> str:
    """The map schematic with every field's occupant."""
    lines = []
    for line in MAP.diagram:
        lines.append(
            _CELL.sub(lambda m: _cell(m.group(1), board.get(m.group(1)), len(m.group(0))), line)
        )
    return "\n".join(lines)


def render_view(view: Mapping[str, Any]) -> str:
    out: list[str] = []
    players = view["players"]
    if view["outcome"] is not None:
        head = f"Game over after round {view['round']}: {view['outcome']['reason']}"
    elif view["phase"] == "first":
        head = "Rolling for the first player"
    else:
        limit = f" of {view['round_limit']}" if view["round_limit"] else ""
        head = f"Round {view['round']}{limit}; {view['active']} to act"
    out.append(f"European War - {head}")
    out.append("")
    out.append(render_map(view["board"]))
    out.append("")
    marks = "  ".join(f"{mark} {MAP.sea_names[sea]} port" for sea, mark in MAP.sea_marks.items())
    out.append(f"{marks} (a ship moves between any two ports of one sea)")
    out.append("Piece = power letter + size: L large (3 dice), M medium (2), S small (1); .. empty")
    out.append("Territories:")
    played = {pl["power"] for pl in players}
    for p, pid in enumerate(POWER_IDS):
        names = ", ".join(f"{FIDS[f]} {MAP.field_names[f]}" for f in TERR[p])
        unused = "" if pid in played else "  (not played)"
        out.append(f"  {pid} ({MAP.power_letters[p]}) {MAP.power_names[p]}: {names}{unused}")
    out.append("")
    to_move = view["to_move"]
    for pl in players:
        st = pl["stash"]
        status = "" if pl["alive"] else "  ELIMINATED"
        arrow = "->" if to_move == pl["seat"] else "  "
        out.append(
            f"{arrow} Player {pl['seat'] + 1} {pl['power']} {pl['name']:<17} "
            f"stash L{st['L']} M{st['M']} S{st['S']}  fields {pl['fields']}{status}"
        )
    combat = view["combat"]
    if combat is not None:
        out.append("")
        kind = "landing on" if combat["landing"] else "attacking"
        out.append(
            f"Combat: {combat['attacker']} {combat['attacker_size']} on {combat['from']} "
            f"{kind} {combat['defender']} {combat['defender_size']} on {combat['to']}"
        )
        for side in ("attacker", "defender"):
            dice = combat[f"{side}_dice"]
            bonus = combat[f"{side}_bonus"]
            if dice:
                total = sum(dice) + bonus
                plus = f" +{bonus}" if bonus else ""
                out.append(f"  {side} rolled {','.join(map(str, dice))}{plus} = {total}")
        if combat["rerolled"]:
            out.append("  (France rerolled)")
        phase = view["phase"]
        if phase == "france-decides":
            out.append("  France may 'keep' this roll or 'reroll' once")
        elif phase == "retreat":
            out.append(f"  the attacker won: {combat['defender']} chooses where to retreat")
    return "\n".join(out)
