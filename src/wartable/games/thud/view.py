"""Thud's views: what a seat sees (everything: Thud has no hidden information) and the terminal
picture of it (docs/rules/thud.md, R9)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from wartable.core import TERMINAL
from wartable.core.messages import Said, Say, english, said

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
                "end_msg": said(f"thud-end-{r}").to_json(),
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


def render(view: Mapping[str, Any], seat_name: Callable[[int], Said], say: Say = english) -> str:
    """The terminal picture of a view (:func:`make_view`), its words told with ``say``."""
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
        say(
            said(
                "thud-pic-battle",
                battle=view["battle"],
                battles=view["battles"],
                dwarf_player=seat_name(dwarf_seat),
                dwarfs=view["dwarfs"],
                troll_player=seat_name(1 - dwarf_seat),
                trolls=view["trolls"],
            )
        )
    )
    for r in view["results"]:
        end = say(Said.from_json(r["end_msg"])) if "end_msg" in r else r["end"]
        out.append(
            say(
                said(
                    "thud-pic-result",
                    battle=r["battle"],
                    dwarfs=r["dwarfs"],
                    trolls=r["trolls"],
                    margin=f"{r['margin']:+d}",
                    player=seat_name(r["dwarf_seat"]),
                    end=end,
                )
            )
        )
    s0, s1 = view["scores"]
    if view["results"]:
        out.append(
            say(
                said(
                    "thud-pic-totals",
                    first=seat_name(0),
                    first_score=f"{s0:+d}",
                    second=seat_name(1),
                    second_score=f"{s1:+d}",
                )
            )
        )
    if view["over"]:
        out.append(say(said("thud-pic-over")))
    else:
        side = said(f"thud-side-{view['side_to_move']}")
        if view["offer"] == "pending":
            out.append(say(said("thud-pic-offer", side=side, player=seat_name(view["to_move"]))))
        else:
            out.append(
                say(
                    said(
                        "thud-pic-to-move",
                        player=seat_name(view["to_move"]),
                        side=side,
                        ply=view["ply"],
                        quiet=view["quiet"],
                    )
                )
            )
    return "\n".join(out)
