"""The server's clocks, from a match's stored values and the time ``now`` passed in.

``live["clocks"]`` holds each seat's remaining milliseconds, ``live["turn_started"]`` when the
seat to move's turn was stored; ``live["absent"]`` when each absent seat left."""

from __future__ import annotations

from typing import Any

#: a day, in seconds
DAY = 86400.0


def move_seconds(clock: dict[str, Any]) -> float | None:
    """The seconds each move has under a clock that gives every move its own time: ``per_move``
    (its ``seconds``) and ``correspondence`` (its ``days``); ``None`` for the others."""
    if clock.get("type") == "per_move":
        return float(clock["seconds"])
    if clock.get("type") == "correspondence":
        return float(clock["days"]) * DAY
    return None


def deadline(
    live: dict[str, Any], config: dict[str, Any], running: int | None
) -> tuple[float, str] | None:
    """When the seat whose clock runs (``running``) runs out of time or of grace, and which
    (the earlier: ``"time"`` or ``"abandoned"``)."""
    if running is None:
        return None
    found: list[tuple[float, str]] = []
    clocks = live.get("clocks")
    started = live.get("turn_started")
    if clocks is not None and started is not None:
        found.append((float(started) + clocks[running] / 1000.0, "time"))
    grace = config.get("grace")
    absent = live.get("absent", {}).get(str(running))
    if grace is not None and absent is not None:
        found.append((float(absent) + float(grace), "abandoned"))
    return min(found) if found else None


def clock_json(
    live: dict[str, Any], config: dict[str, Any], running: int | None, now: float
) -> dict[str, Any] | None:
    """The clocks as clients see them (``update.clock``), at ``now``."""
    clocks = live.get("clocks")
    if clocks is None:
        return None
    remaining = list(clocks)
    started = live.get("turn_started")
    if running is not None and started is not None:
        remaining[running] = max(0, int(clocks[running] - (now - float(started)) * 1000))
    out = {"type": config["clock"]["type"], "remaining_ms": remaining, "running": running}
    if config["clock"]["type"] == "correspondence":
        out["days"] = config["clock"]["days"]
        if running is not None and started is not None:
            # when the move is due (seconds since the epoch): a page shows the date
            out["due"] = float(started) + clocks[running] / 1000.0
    return out


def after_move(
    live: dict[str, Any],
    config: dict[str, Any],
    seat: int,
    running: int | None,
    next_seat: int,
    now: float,
) -> dict[str, Any]:
    """``live`` after ``seat`` moved at ``now`` (its clock was ``running`` or not) and
    ``next_seat`` is to move (negative: chance or nobody): Fischer's increment, a fresh
    per-move time, the next turn's start."""
    live = dict(live)
    clocks = live.get("clocks")
    clock = config.get("clock") or {"type": "none"}
    if clocks is not None and running == seat:
        clocks = list(clocks)
        if clock["type"] == "fischer":
            spent = int((now - float(live["turn_started"])) * 1000)
            clocks[seat] = clocks[seat] - spent + int(clock["increment"] * 1000)
        live["clocks"] = clocks
    per_move = move_seconds(clock)
    if clocks is not None and per_move is not None and next_seat >= 0:
        clocks = list(live["clocks"])
        clocks[next_seat] = int(per_move * 1000)
        live["clocks"] = clocks
    live["turn_started"] = now
    return live


def after_takeback(
    live: dict[str, Any],
    config: dict[str, Any],
    running: int | None,
    seat: int,
    now: float,
) -> dict[str, Any]:
    """``live`` when plies are taken back at ``now`` and ``seat`` is to move again: the seat
    whose clock was ``running`` is charged the time it spent (Fischer, no increment); a
    per-move clock gives ``seat`` a whole move's time; ``seat``'s turn starts now."""
    live = dict(live)
    clocks = live.get("clocks")
    clock = config.get("clock") or {"type": "none"}
    if clocks is not None:
        clocks = list(clocks)
        if clock["type"] == "fischer" and running is not None and live.get("turn_started"):
            clocks[running] -= int((now - float(live["turn_started"])) * 1000)
        if clock["type"] == "per_move":
            clocks[seat] = int(clock["seconds"] * 1000)
        live["clocks"] = clocks
    live["turn_started"] = now
    return live


def returning(
    live: dict[str, Any], config: dict[str, Any], seat: int, to_move: int, now: float
) -> dict[str, Any]:
    """``live`` when ``seat``'s player is back from a computer's takeover: the seat is theirs
    again, with at least the grace period or 10 seconds (per move: a whole move's time)."""
    live = dict(live)
    live["takeover"] = [s for s in live.get("takeover", []) if s != seat]
    clocks = live.get("clocks")
    if clocks is not None:
        clocks = list(clocks)
        back = int(max(10.0, float(config.get("grace") or 0)) * 1000)
        per_move = move_seconds(config["clock"])
        if per_move is not None:
            back = int(per_move * 1000)
        clocks[seat] = max(clocks[seat], back)
        live["clocks"] = clocks
    if to_move == seat:
        live["turn_started"] = now
    return live


def taken_over(live: dict[str, Any], seat: int) -> dict[str, Any]:
    """``live`` when a computer takes ``seat`` over (the match's ``timeout`` is
    ``computer``)."""
    return {**live, "takeover": sorted(set(live.get("takeover", [])) | {seat}), "draw_offer": None}
