"""Who plays which seat in ``wartable play``: the ``--ai`` settings read into an agent per
computer seat (the other seats are the humans at the terminal)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from wartable.ai import MAX_NAME, Agent, agent_names, make_agent
from wartable.core import BadOption, Game, WartableError, shown
from wartable.core.errors import quoted
from wartable.core.messages import said

from . import texts as _texts  # noqa: F401  (the terminal's English templates, registered)

_SEAT = re.compile(r"[0-9]{1,3}")


def assign_agents(game: Game, specs: Sequence[str] | None, human_seat: int) -> dict[int, Agent]:
    """``--ai NAME`` gives every seat but the human's to NAME; ``--ai 2=NAME`` one seat
    (1-based); ``--ai all=NAME`` every seat (a game between agents)."""
    agents: dict[int, Agent] = {}
    for spec in specs or ():
        target, sep, name = spec.partition("=")
        if not sep or "," in target or ":" in target:
            # no seat given (an MCTS agent's own settings also contain "=")
            name, target = spec, ""
        target = target.strip()
        agent_seats: Sequence[int]
        if target == "":
            agent_seats = [s for s in range(game.num_players) if s != human_seat]
        elif target == "all":
            agent_seats = range(game.num_players)
        else:
            if not _SEAT.fullmatch(target) or not 1 <= int(target) <= game.num_players:
                raise WartableError(
                    said("cli-error-ai-seat", spec=shown(spec), players=game.num_players)
                )
            agent_seats = [int(target) - 1]
        check_agent_name(name)
        make_agent(name, paths=True)  # refused by name even when it gets no seat
        for seat in agent_seats:
            # one agent per seat: a search keeps state; a model may be a file path (the
            # terminal's user names files on their own machine)
            agents[seat] = make_agent(name, paths=True)
    return agents


def check_agent_name(name: str) -> None:
    """Refuse, in the player's language, an agent name that is too long or names no agent
    (:class:`BadOption`); the settings after ``mcts:`` or ``model:`` are the agents' own to
    check (:func:`make_agent`)."""
    if len(name) > MAX_NAME:
        raise BadOption(said("cli-error-agent-long", agent=quoted(name, 60), limit=MAX_NAME))
    key = name.strip().lower()
    plain = [n for n in agent_names() if ":" not in n]
    if key not in plain and not key.startswith(("mcts:", "model:")):
        raise BadOption(
            said("cli-error-agent-unknown", agent=quoted(name, 60), agents=", ".join(agent_names()))
        )


__all__ = ["assign_agents", "check_agent_name"]
