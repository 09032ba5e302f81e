"""How a match ends: the one place its result and final values are written."""

from __future__ import annotations

from enum import StrEnum
from typing import Any


class EndKind(StrEnum):
    """``result.end`` (docs/protocol.md)."""

    GAME = "game"  # the rules ended it: their scores, winners and reason
    RESIGNATION = "resignation"
    AGREEMENT = "agreement"
    TIME = "time"
    ABANDONED = "abandoned"


def finish(live: dict[str, Any], result: dict[str, Any]) -> dict[str, Any]:
    """The stored changes that end a match with ``result``: over, no clock running, no
    offer pending."""
    return {
        "status": "over",
        "result": result,
        "live": {**live, "turn_started": None, "draw_offer": None},
    }


def loss_of(kind: EndKind, seat: int, name: str, players: int) -> dict[str, Any]:
    """The result when ``seat`` (called ``name``) loses by ``kind`` and every other seat wins."""
    reasons = {
        EndKind.RESIGNATION: f"{name} resigned",
        EndKind.TIME: f"{name} ran out of time",
        EndKind.ABANDONED: f"{name} stayed away past the grace period",
    }
    if kind not in reasons:
        raise ValueError(f"{kind}: not an end one seat loses by")
    return {
        "scores": [0.0] * players,
        "winners": [s for s in range(players) if s != seat],
        "reason": reasons[kind],
        "details": {"loser": seat},
        "end": kind.value,
    }


def agreed_draw(players: int) -> dict[str, Any]:
    return {
        "scores": [0.0] * players,
        "winners": [],
        "reason": "draw by agreement",
        "details": {},
        "end": EndKind.AGREEMENT.value,
    }


def game_end(outcome: dict[str, Any]) -> dict[str, Any]:
    """The result of a match the rules ended (``Outcome.to_json()``)."""
    return {**outcome, "end": EndKind.GAME.value}
