"""Flatwar's action space and observation tensor (the ``encoding`` part; see
:mod:`wartable.core.encoding` and docs/rl.md).

Action space (docs/rules/flatwar.md, Notation), squares in board order a1, b1, ..., h8:

* 0-4: ``buy I``, ``buy C``, ``buy R``, ``buy S``, ``done`` (R2.4);
* 5-68: ``terrain SQ`` (R3);
* 69-324: ``place K SQ``, by unit type I, C, R, S then square (R4);
* 325-4420: steps ``A-B``, 4421-8516: melee or charge ``AxB``, 8517-12612: shots ``A*B``,
  each at ``base + 64 * A + B`` (R6, R7.3, R7.4);
* 12613-12676: ``activate SQ`` (R7.1);
* 12677-12681: ``upgrade``, ``stop``, ``end``, ``advance``, ``hold`` (R7.2, R7.6, R5.7, R8.4)
  (12682 actions in all).

Chance (``roll N``, ``draw CARD``, the terrain roll) is not in the action space: a chance node
has at most 40 outcomes (the cards), numbered in the game's outcome order.

Observation: 17 planes of 8 x 8 (rank 1 first, file a first) from the seat's view: terrain,
then the seat's I, C, R, S units and the other side's I, C, R, S units (seat 0 plays red),
squares of units that have acted this turn; then constant planes: the seat's side acts, the
phase is act, a cavalry unit is active, a combat is pending, action points / 10, cards left /
40, turns / 100 (each capped at 1). A spectator sees it as red.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from wartable.core.encoding import ListedEncoding
from wartable.core.game import Game

from .board import CELL_CHARS, SIDE_NAMES, SQUARE_INDEX, SQUARE_NAMES, TYPE_LETTERS

PLANES = 17


def _texts() -> list[str]:
    sq = SQUARE_NAMES
    texts = [f"buy {k}" for k in TYPE_LETTERS] + ["done"]
    texts += [f"terrain {s}" for s in sq]
    texts += [f"place {k} {s}" for k in TYPE_LETTERS for s in sq]
    for sep in ("-", "x", "*"):
        texts += [f"{a}{sep}{b}" for a in sq for b in sq]
    texts += [f"activate {s}" for s in sq]
    texts += ["upgrade", "stop", "end", "advance", "hold"]
    return texts


class FlatwarEncoding(ListedEncoding):
    observation_shape = (PLANES, 8, 8)
    max_chance_outcomes = 40

    def __init__(self, game: Game) -> None:
        super().__init__(game, _texts())

    def observe(self, view: Mapping[str, Any], seat: int | None) -> list[float]:
        me = 0 if seat is None else seat
        out = [0.0] * (PLANES * 64)
        for r, row in enumerate(view["board"]):
            y = 7 - r
            for x, ch in enumerate(row):
                sq = y * 8 + x
                code = CELL_CHARS.index(ch)
                if code == 1:
                    out[sq] = 1.0
                elif code >= 2:
                    side, kind = divmod(code - 2, 4)
                    plane = 1 + kind + (0 if side == me else 4)
                    out[plane * 64 + sq] = 1.0
        for name in view["used"]:
            out[9 * 64 + SQUARE_INDEX[name]] = 1.0
        flags = [
            float(view["side"] == SIDE_NAMES[me] and seat is not None),
            float(view["phase"] == "act"),
            float(view["cavalry"] is not None),
            float(view["combat"] is not None),
            min(1.0, (view["ap"] or 0) / 10),
            min(1.0, (view["deck_left"] or 0) / 40),
            min(1.0, view["turns"] / 100),
        ]
        for i, value in enumerate(flags):
            start = (10 + i) * 64
            out[start : start + 64] = [value] * 64
        return out


def encoding(game: Game) -> FlatwarEncoding:
    return FlatwarEncoding(game)


__all__ = ["FlatwarEncoding", "encoding"]
