"""Thud's views: what a seat sees (everything: Thud has no hidden information) and the terminal
picture of it (docs/rules/thud.md, R9)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from wartable.core import TERMINAL

from .board import FILES, SIZE
from .notation import ThudNotation
from .state import END_REASONS, NO_OFFER, OFFER_DECLINED, OFFER_PENDING, SIDE_NAMES


class ThudPosition(ThudNotation):
    """A complete Thud position: its data (state.py), rules (rules.py), notation (notation.py)
    and views (here). The game's positions are of this class (or of its Koom Valley subclass)."""

    __slots__ = ()

    # -- information ----------------------------------------------------------------------

    def view(self, seat: int | None) -> dict[str, Any]:
        """Thud has no hidden information: every seat and spectators see the same."""
        board = self.to_text().splitlines()[:SIZE]
        margins = self.battle_margins()
        s0, s1 = self.scores()
        to_move = self.to_move()
        return {
            "game": "thud",
            "seat": seat,
            "board": board,
            "battle": self.battle,
            "battles": self._game.battles,
            "side_to_move": SIDE_NAMES[self.side],
            "to_move": None if to_move == TERMINAL else to_move,
            "dwarf_seat": self.dwarf_seat(),
            "dwarfs": self.dwarfs.bit_count(),
            "trolls": self.trolls.bit_count(),
            "offer": {NO_OFFER: None, OFFER_PENDING: "pending", OFFER_DECLINED: "declined"}[
                self.offer
            ],
            "quiet": self.quiet,
            "ply": self.ply,
            "results": [
                {
                    "battle": i + 1,
                    "dwarf_seat": i % 2,
                    "dwarfs": d,
                    "trolls": t,
                    "margin": margins[i],
                    "end": END_REASONS[r],
                }
                for i, (d, t, r) in enumerate(self.results)
            ],
            "scores": [s0, s1],
            "over": self.over,
        }

    def move_view(self, move: Any, seat: int | None) -> str:
        text = self.move_text(move)
        after = self.apply(move)
        if len(after.results) > len(self.results):
            d, t, reason = after.results[-1]
            margin = self.margin(d, t, reason)
            text += (
                f"  [battle {self.battle} over: {END_REASONS[reason]}; {d} dwarfs, {t} trolls, "
                f"margin {margin:+d} for the dwarfs]"
            )
        return text

    def determinize(self, seat: int, rng: random.Random) -> ThudPosition:
        return self


def render(view: Mapping[str, Any], seat_name: Callable[[int], str]) -> str:
    """The terminal picture of a view (:meth:`ThudPosition.view`)."""
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
