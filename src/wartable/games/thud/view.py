"""Thud's views: what a seat sees (everything: Thud has no hidden information) and the terminal
picture of it (docs/rules/thud.md, R9)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from wartable.core import TERMINAL
from wartable.core.messages import Said, said

from .board import FILES, SIZE
from .rules import battle_margins, scores
from .state import END_REASONS, NO_OFFER, OFFER_DECLINED, OFFER_PENDING, SIDE_NAMES, ThudState


def make_view(s: ThudState, seat: int | None) -> dict[str, Any]:
    """Thud has no hidden information: every seat and spectators see the same."""
    board = s.to_text().splitlines()[:SIZE]
    margins = battle_margins(s)
    s0, s1 = scores(s)
    to_move = s.to_move()
    return {
        "game": "thud",
        "seat": seat,
        "board": board,
        "battle": s.battle,
        "battles": s.game.battles,
        "side_to_move": SIDE_NAMES[s.side],
        "to_move": None if to_move == TERMINAL else to_move,
        "dwarf_seat": s.dwarf_seat(),
        "dwarfs": s.dwarfs.bit_count(),
        "trolls": s.trolls.bit_count(),
        "offer": {NO_OFFER: None, OFFER_PENDING: "pending", OFFER_DECLINED: "declined"}[s.offer],
        "quiet": s.quiet,
        "ply": s.ply,
        "results": [
            {
                "battle": i + 1,
                "dwarf_seat": i % 2,
                "dwarfs": d,
                "trolls": t,
                "margin": margins[i],
                "end": END_REASONS[r],
            }
            for i, (d, t, r) in enumerate(s.results)
        ],
        "scores": [s0, s1],
        "over": s.over,
    }


def narrate(s: ThudState, move: Any, seat: int | None) -> str:
    """A move as every seat sees it in the log: its text, and the battle's end it causes."""
    return narration(s, move, seat).english()


def narration(s: ThudState, move: Any, seat: int | None) -> Said:
    """:func:`narrate` as a message (issue 37)."""
    text = s.move_text(move)
    after = s.apply(move)
    if len(after.results) > len(s.results):
        d, t, reason = after.results[-1]
        margin = s.game.margin(d, t, reason)
        return said(
            "thud-move-battle-over",
            move=text,
            battle=s.battle,
            reason=said(f"thud-end-{reason}"),
            dwarfs=d,
            trolls=t,
            margin=f"{margin:+d}",
        )
    return said("move-text", move=text)


def render(view: Mapping[str, Any], seat_name: Callable[[int], str]) -> str:
    """The terminal picture of a view (:func:`make_view`)."""
    board: list[str] = view["board"]
    files = "    " + " ".join(FILES)
    out = [files]
    for row, line in enumerate(board):
        rank = SIZE - row
        cells = " ".join(" " if ch == "#" else ch for ch in line)
        out.append(f"{rank:>2}  {cells}  {rank}")
    out.append(files)
    dwarf_seat = view["dwarf_seat"]
    out.append(
        f"Battle {view['battle']} of {view['battles']}: {seat_name(dwarf_seat)} "
        f"plays the dwarfs (d, {view['dwarfs']} left), {seat_name(1 - dwarf_seat)} "
        f"the trolls (T, {view['trolls']} left)."
    )
    for r in view["results"]:
        out.append(
            f"Battle {r['battle']}: {r['dwarfs']} dwarfs, {r['trolls']} trolls, margin "
            f"{r['margin']:+d} for {seat_name(r['dwarf_seat'])} (dwarfs); {r['end']}."
        )
    s0, s1 = view["scores"]
    if view["results"]:
        out.append(f"Totals: {seat_name(0)} {s0:+d}, {seat_name(1)} {s1:+d}.")
    if view["over"]:
        out.append("The match is over.")
    else:
        if view["offer"] == "pending":
            out.append(
                f"The {view['side_to_move']} offer to end the battle: "
                f"{seat_name(view['to_move'])}, accept or decline."
            )
        else:
            out.append(
                f"{seat_name(view['to_move'])} ({view['side_to_move']}) to move; "
                f"ply {view['ply']}, {view['quiet']} since the last capture."
            )
    return "\n".join(out)
