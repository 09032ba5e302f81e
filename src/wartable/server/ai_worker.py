"""What a computer seat runs in the server's process pool (never on the event loop).

Only plain values cross the process boundary: the game's name and options, the position as
text (the server's full form, :meth:`State.to_text`), the seat, its level and thinking time, and
a seed for the agent's generator derived from the match's secret seed and the ply, so the same
position and seed give the same move again after a restart.
"""

from __future__ import annotations

import os
import random
import threading
import time
from functools import cache
from typing import Any

from wartable.ai import agent_move, make_agent
from wartable.core import Game, make


@cache
def _game(name: str, options: tuple[tuple[str, Any], ...]) -> Game:
    return make(name, **dict(options))


def think(
    game_name: str,
    options: dict[str, Any],
    position: str,
    seat: int,
    level: str,
    think_seconds: float | None,
    rng_seed: str,
) -> str:
    """The text of the move ``level`` chooses for ``seat`` in ``position``."""
    game = _game(game_name, tuple(sorted(options.items())))
    state = game.parse_state(position)
    agent = make_agent(level)
    if think_seconds is not None and hasattr(agent, "time_limit"):
        # the match's thinking time (never above the server's) caps each decision, whatever
        # the level asked: a time budget of its own, or iterations
        limit = agent.time_limit
        agent.time_limit = think_seconds if limit is None else min(limit, think_seconds)
    return agent_move(state, seat, agent, random.Random(rng_seed))


def watch_parent(parent: int) -> None:
    """Pool initializer: end this worker when the server that started it is gone (killed with
    ``kill -9``, its pool never shut down), instead of lingering as an orphan."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1.0)
        os._exit(0)

    threading.Thread(target=watch, name="parent-watch", daemon=True).start()


def warm() -> bool:
    """Import everything once so the first real move does not pay for it."""
    return True


def serve(conn: Any, parent: int) -> None:
    """A worker process of :class:`~wartable.server.ai_pool.AiPool`: think about each job it
    is sent and answer ``("ok", text)`` or ``("error", reason)``, until its pipe closes."""
    watch_parent(parent)
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        try:
            answer: tuple[str, str] = ("ok", think(*job))
        except Exception as exc:  # reported to the server, which logs it
            answer = ("error", f"{type(exc).__name__}: {exc}"[:300])
        try:
            conn.send(answer)
        except (BrokenPipeError, OSError):
            return
