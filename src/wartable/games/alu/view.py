"""Views (JSON-ready, everything is public in ALU) and the terminal picture of a view.

The picture shows control on every square (R6.6): camps as ``C``/``S``, free squares as ``.``
or, when controlled, ``c``/``s``; raided squares as ``R`` or, when controlled, ``Rc``/``Rs``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wartable.core.messages import Said, Say, english, said

from .board import FILES
from .notation import board_rows
from .state import CAMPS_PER_PLAYER, SIDE_LETTERS, SIDE_NAMES, AluState


def control_rows(state: AluState) -> list[str]:
    """Rows (highest first) with ``c``/``s`` where a player controls the square, else ``.``."""
    geo = state.game.geo
    circle_area = state.territory_set(0)
    square_area = state.territory_set(1)
    rows = []
    for row in range(geo.height - 1, -1, -1):
        cells = []
        for col in range(geo.width):
            bit = 1 << (row * geo.width + col)
            cells.append("c" if bit & circle_area else "s" if bit & square_area else ".")
        rows.append("".join(cells))
    return rows


def make_view(state: AluState, seat: int | None = None) -> dict[str, Any]:
    """The full public position: ALU has no hidden information."""
    game = state.game
    players = []
    for seat in (0, 1):
        b, i, f, p = state.stocks[seat]
        camps = state.camps[seat].bit_count()
        players.append(
            {
                "side": SIDE_NAMES[seat],
                "letter": SIDE_LETTERS[seat],
                "building": b,
                "iron": i,
                "food": f,
                "food_pending": p,
                "camps_on_board": camps,
                "camps_in_supply": CAMPS_PER_PLAYER - camps,
                "territory": state.territory(seat),
            }
        )
    outcome = state.outcome()
    return {
        "game": game.name,
        "board": game.options["board"],
        "width": game.geo.width,
        "height": game.geo.height,
        "rows": board_rows(state),
        "control": control_rows(state),
        "to_move": None if state.result is not None else state.seat,
        "turn": state.turn,
        "actions_left": state.actions,
        "players": players,
        "tray": state.tray(),
        "final_turn": state.last_turn,
        "previous_turn_passed": state.prev_pass,
        "outcome": None if outcome is None else outcome.to_json(),
        "outcome_msg": (
            outcome.message.to_json() if outcome is not None and outcome.message else None
        ),
        "position": state.to_text(),
    }


def render_view(view: Mapping[str, Any], say: Say = english) -> str:
    """The terminal board of a view, with control marked on every square; its words told
    with ``say``."""
    width = view["width"]
    height = view["height"]
    lines = ["    " + "".join(f"{FILES[c]:<3}" for c in range(width)).rstrip()]
    for r, (row, ctl) in enumerate(zip(view["rows"], view["control"], strict=True)):
        cells = []
        for ch, mark in zip(row, ctl, strict=True):
            if ch == ".":
                cell = mark if mark != "." else "."
            elif ch == "R":
                cell = "R" + (mark if mark != "." else "")
            else:
                cell = ch
            cells.append(f"{cell:<3}")
        lines.append(f"{height - r:>2}  " + "".join(cells).rstrip())
    lines.append("    " + say(said("alu-pic-legend")))
    for pl in view["players"]:
        food = pl["food_pending"]
        pending = " " + say(said("alu-pic-pending", food=food)) if food else ""
        side = say(said(f"alu-side-{pl['side']}"))
        lines.append(
            say(
                said(
                    "alu-pic-player",
                    side=f"{side:>6}",
                    letter=pl["letter"],
                    building=f"{pl['building']:>2}",
                    iron=f"{pl['iron']:>2}",
                    food=pl["food"],
                    pending=pending,
                    camps=pl["camps_on_board"],
                    territory=pl["territory"],
                )
            )
        )
    lines.append(say(said("alu-pic-tray", tray=view["tray"])))
    outcome = view["outcome"]
    if outcome is not None:
        msg = view.get("outcome_msg")
        reason = say(Said.from_json(msg)) if msg else outcome["reason"]
        lines.append(say(said("alu-pic-over", reason=reason)))
    else:
        side = say(said(f"alu-side-{view['players'][view['to_move']]['side']}"))
        final = " " + say(said("alu-pic-final")) if view["final_turn"] else ""
        lines.append(
            say(
                said(
                    "alu-pic-turn",
                    turn=view["turn"],
                    final=final,
                    side=side,
                    actions=view["actions_left"],
                )
            )
        )
    return "\n".join(lines)
