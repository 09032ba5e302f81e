"""Agents that play any wartable game through the common contract only.

An agent is handed a state in which everything its seat may not see has been resampled
(``state.determinize(seat, rng)``), so it cannot read another seat's hidden information even by
mistake; it returns one of that state's legal moves.

Names (:func:`make_agent`):

* ``random``: uniform among the legal moves;
* ``greedy``: one ply, the game's evaluation (:mod:`wartable.ai.evaluation`);
* ``easy``, ``medium`` (also ``mcts``), ``hard``: MCTS with 60, 400 and 1600 iterations
  per decision (a game may count an iteration as several: OrcWar's long playouts count 4);
* ``mcts:N``: MCTS with N iterations; ``mcts:Ns`` (e.g. ``mcts:2.5s``): N seconds a decision;
* ``model:PATH[,BUDGET]``: a trained network's search (:mod:`wartable.ai.puct`; trained by
  :mod:`wartable.rl.zero`); a file path only where the caller allows paths (the terminal, the
  arena), else a model's name in the models folder ``$WARTABLE_MODELS`` (the server's
  computer seats).
"""

from __future__ import annotations

import os
import random
import re
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from wartable.core import BadOption, Move, State, WartableError, shown
from wartable.core.numbers import parse_decimal, parse_int

from .agents import GreedyAgent, RandomAgent
from .mcts import CHANCES, FINALS, NORMS, ROOTS, MCTSAgent


class Agent(Protocol):
    """Something that chooses a move for ``seat`` (the seat to move in ``state``)."""

    name: str

    def choose(self, state: State, seat: int, rng: random.Random) -> Move: ...


#: MCTS iterations per decision of each strength level.
LEVELS: dict[str, int] = {"easy": 60, "medium": 400, "hard": 1600}


def _level(name: str) -> Callable[[], Agent]:
    return lambda: MCTSAgent(iterations=LEVELS[name], name=name)


_AGENTS: dict[str, Callable[[], Agent]] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "easy": _level("easy"),
    "medium": _level("medium"),
    "mcts": _level("medium"),
    "hard": _level("hard"),
}


def agent_names() -> list[str]:
    return [*_AGENTS, "mcts:N", "mcts:Ns", "mcts:LEVEL,KEY=VALUE", "model:PATH[,N|Ns]"]


#: the longest agent name accepted (the longest useful one is about 80 characters)
MAX_NAME = 300
#: the largest iteration budget of ``mcts:N`` (a million iterations: about an hour a
#: decision in Thud, far more in OrcWar) and the longest time budget of ``mcts:Ns`` (an hour)
MAX_ITERATIONS = 1_000_000
MAX_SECONDS = 3600.0


def _q(value: str, limit: int) -> str:
    """``shown(value, limit)``, also short when the text is made of escaped characters."""
    text = shown(value, limit)
    return text if len(text) <= limit + 30 else text[: limit + 28] + "…"


def flag(text: str) -> bool:
    """``1``/``true``/``yes`` or ``0``/``false``/``no``."""
    low = text.lower()
    if low in ("1", "true", "yes"):
        return True
    if low in ("0", "false", "no"):
        return False
    raise ValueError(text)


def _number(text: str, kind: type) -> float:
    """A plain decimal number (ASCII digits; no ``inf``, ``nan``, ``1_000`` or ``\u0663``)."""
    if kind is int:
        return parse_int(text, 12)
    return parse_decimal(text, 12, exponent_digits=3)


def _ranged(kind: type, low: float, high: float, low_open: bool = False) -> Callable[[str], object]:
    """A parser of an ``int`` or ``float`` setting in ``[low, high]`` (``(low, high]``)."""
    what = "a whole number" if kind is int else "a number"
    span = f"above {low:g} and at most {high:g}" if low_open else f"from {low:g} to {high:g}"

    def parse(text: str) -> object:
        try:
            value = _number(text, kind)
        except ValueError:
            plain = "a whole number" if kind is int else "a finite decimal number"
            raise ValueError(f"is not {plain}") from None
        if value < low or value > high or (low_open and value == low):
            raise ValueError(f"is out of range ({what} {span})")
        return value

    return parse


def _choice(*words: str) -> Callable[[str], object]:
    def parse(text: str) -> object:
        if text not in words:
            raise ValueError(f"is not one of {', '.join(words)}")
        return text

    return parse


def _flag(text: str) -> object:
    try:
        return flag(text)
    except ValueError:
        raise ValueError("is not 0 or 1 (or true/false, yes/no)") from None


#: settings an MCTS agent name may carry after its budget: ``mcts:400,c=0.3,final=value``;
#: each a keyword of :class:`MCTSAgent` and the parser that checks its value and range
MCTS_SETTINGS: dict[str, tuple[str, Callable[[str], object]]] = {
    "c": ("exploration", _ranged(float, 0, 100)),
    "depth": ("playout_depth", _ranged(int, 0, 10_000)),
    "widen": ("widen", _ranged(float, 0, 1000, low_open=True)),
    "mm": ("minimax", _ranged(float, 0, 1)),
    "norm": ("norm", _choice(*NORMS)),
    "final": ("final", _choice(*FINALS)),
    "plain": ("generic", _flag),
    "prior": ("prior", _ranged(int, 0, 100_000)),
    "expect": ("expect", _flag),
    "floor": ("floor", _ranged(float, 0, 1)),
    "root": ("root", _choice(*ROOTS)),
    "width": ("width", _ranged(int, 2, 1000)),
    "chance": ("chance", _choice(*CHANCES)),
    "ensemble": ("ensemble", _ranged(int, 1, 1000)),
    "tree": ("tree", _ranged(int, 0, 1000)),
    "crn": ("crn", _flag),
}


#: settings a model agent's name may carry after its budget: ``model:PATH,2s,c=0.5,norm=1``
#: (the PUCT constant, child values scaled to [0, 1] per node, and the leaves valued together
#: by one batched forward pass)
MODEL_SETTINGS: dict[str, Callable[[str], object]] = {
    "c": _ranged(float, 0, 100, low_open=True),
    "norm": _flag,
    "batch": _ranged(int, 1, 256),
}


def _budget(name: str, budget: str) -> dict[str, object]:
    """The budget of ``mcts:BUDGET``: a level, N iterations or Ns seconds, in range."""
    if budget in LEVELS:
        return {"iterations": LEVELS[budget]}
    how = (
        f"write N iterations (1 to {MAX_ITERATIONS:,}), Ns seconds (above 0, at most "
        f"{MAX_SECONDS:g}) or a level ({', '.join(LEVELS)})"
    )
    where = f"agent {_q(name, 60)}: budget {_q(budget, 24)}"
    timed = budget.endswith("s")
    try:
        number = _number(budget[:-1], float) if timed else _number(budget, int)
    except ValueError:
        raise BadOption(f"{where} is not a number; {how}") from None
    if timed:
        if not 0 < number <= MAX_SECONDS:
            raise BadOption(f"{where} is out of range; {how}")
        return {"iterations": None, "time_limit": number}
    iterations = int(number)
    if not 0 < iterations <= MAX_ITERATIONS:
        raise BadOption(f"{where} is out of range (N > 0); {how}")
    return {"iterations": iterations}


def _mcts(name: str, spec: str) -> Agent:
    """An MCTS agent from ``N`` or ``Ns`` optionally followed by ``,key=value`` settings."""
    budget, *settings = [part.strip() for part in spec.split(",")]
    kwargs = _budget(name, budget)
    given: set[str] = set()
    for item in settings:
        key, eq, value = (part.strip() for part in item.partition("="))
        if not item:
            raise BadOption(
                f"agent {_q(name, 60)}: an empty setting (two commas in a row, or one at the end)"
            )
        if not eq or key not in MCTS_SETTINGS:
            raise BadOption(
                f"agent {_q(name, 60)}: setting {_q(item, 24)} is not KEY=VALUE with "
                f"KEY one of {', '.join(MCTS_SETTINGS)}"
            )
        if key in given:
            raise BadOption(f"agent {_q(name, 60)}: setting {key} is given twice")
        given.add(key)
        attr, parse = MCTS_SETTINGS[key]
        try:
            kwargs[attr] = parse(value)
        except ValueError as exc:
            raise BadOption(f"agent {_q(name, 60)}: setting {key}={_q(value, 24)} {exc}") from None
    try:
        return MCTSAgent(name=name, **kwargs)  # type: ignore[arg-type]
    except ValueError as exc:
        raise BadOption(f"agent {_q(name, 60)}: {exc}") from None


#: the environment variable naming the folder of the models ``model:NAME`` may name where a
#: path is not allowed (the server's computer seats); unset, such callers have no models
MODELS_ENV = "WARTABLE_MODELS"
_MODEL_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,99}")


def _model_file(where: str, target: str, paths: bool) -> Path:
    """The file ``model:TARGET`` stands for: with ``paths`` a file path (or a name in the
    models folder); else only a plain name (letters, digits, ``_ . -``) of a file in the models
    folder, which the path must stay inside even through links."""
    if not target:
        raise BadOption(f"{where}: name the model (model:PATH)")
    if paths:
        path = Path(target).expanduser()
        if path.is_file():
            return path
    folder = os.environ.get(MODELS_ENV, "")
    if not _MODEL_NAME.fullmatch(target) or ".." in target:
        if paths:
            raise BadOption(f"{where}: no such model file")
        raise BadOption(
            f"{where}: a model is named here by a plain name (letters, digits, _ . -) of a "
            "file in the models folder, not a path"
        )
    if not folder:
        if paths:
            raise BadOption(f"{where}: no such model file")
        raise BadOption(f"{where}: no models here (the models folder {MODELS_ENV} is not set)")
    base = Path(folder).resolve()
    path = base / (target if target.endswith(".npz") else target + ".npz")
    real = path.resolve()
    if not real.is_relative_to(base) or not real.is_file():
        raise BadOption(f"{where}: no model called {_q(target, 40)} in the models folder")
    return real


def _model(name: str, spec: str, paths: bool) -> Agent:
    """A trained model's agent from ``TARGET[,BUDGET]`` (BUDGET as in ``mcts:``)."""
    where = f"agent {_q(name, 60)}"
    target, *settings = [part.strip() for part in spec.split(",")]
    budget: dict[str, object] = {}
    if settings and "=" not in settings[0]:
        budget = _budget(name, settings.pop(0))
    search: dict[str, object] = {}
    for item in settings:
        key, eq, value = (part.strip() for part in item.partition("="))
        if not eq or key not in MODEL_SETTINGS:
            raise BadOption(
                f"{where}: write model:PATH[,BUDGET][,KEY=VALUE...] (BUDGET N or Ns, KEY one "
                f"of {', '.join(MODEL_SETTINGS)}); not {_q(item, 24)}"
            )
        if key in search:
            raise BadOption(f"{where}: setting {key} is given twice")
        try:
            search[key] = MODEL_SETTINGS[key](value)
        except ValueError as exc:
            raise BadOption(f"{where}: setting {key}={_q(value, 24)} {exc}") from None
    path = _model_file(where, target, paths)
    try:
        from .puct import DEFAULT_SIMULATIONS, ModelAgent, cached_model
    except ImportError:
        raise BadOption(
            f"{where}: model players need numpy (pip install 'wartable[learn]')"
        ) from None
    try:
        model = cached_model(path)
    except WartableError as exc:
        raise BadOption(f"{where}: {exc}") from None
    return ModelAgent(
        model,
        simulations=budget.get("iterations", DEFAULT_SIMULATIONS),  # type: ignore[arg-type]
        time_limit=budget.get("time_limit"),  # type: ignore[arg-type]
        name=name,
        c_puct=search.get("c", 1.25),  # type: ignore[arg-type]
        norm=search.get("norm", False),  # type: ignore[arg-type]
        batch=search.get("batch", 1),  # type: ignore[arg-type]
    )


def make_agent(name: str, *, paths: bool = False) -> Agent:
    """The agent called ``name`` (see :func:`agent_names`); :class:`BadOption` naming the
    setting and the reason for anything else, checked in bounded time.

    Besides the names, ``mcts:BUDGET[,KEY=VALUE...]`` builds an MCTS agent: BUDGET is N
    iterations (1 to :data:`MAX_ITERATIONS`), Ns seconds (at most :data:`MAX_SECONDS`) or a
    level name; KEY is one of :data:`MCTS_SETTINGS`, each at most once (``c`` the UCT
    constant, 0-100; ``depth`` playout plies, 0-10000; ``widen`` progressive widening, more
    than 0 and at most 1000; ``mm`` the minimax weight, 0-1; ``norm`` global|sibling|none;
    ``final`` visits|value; ``plain=1`` no game knowledge: random playouts to the end;
    ``prior`` virtual visits at each root move's one-ply value, 0-100000; ``floor`` the
    smallest span sibling scaling divides by, 0-1; ``root`` ucb|halving; ``width`` halving's
    candidates, 2-1000; ``chance`` sample|stratified|merge; ``ensemble`` 1-1000 searches
    sharing the budget that vote on the move; ``tree`` decisions deep the tree grows, 0-1000;
    ``crn`` common random numbers). Numbers are plain decimals: ``inf``, ``nan`` and ``1e400``
    are refused.

    ``model:TARGET[,BUDGET]`` is a trained model's search (``wartable.rl.zero``; BUDGET as
    above, default 200 simulations). TARGET is a file path only with ``paths`` (callers whose
    user owns the machine: the terminal game, the arena); otherwise it must be the plain name
    of a model in the folder named by ``$WARTABLE_MODELS``, so an untrusted client (the
    server's computer seats) can never name a file."""
    if not isinstance(name, str):
        raise TypeError(f"agent name {shown(name)}: expected text")
    if len(name) > MAX_NAME:
        raise BadOption(f"agent {_q(name, 60)}: longer than {MAX_NAME} characters")
    key = name.strip().lower()
    if key.startswith("model:"):
        return _model(name.strip(), name.strip()[6:], paths)
    factory = _AGENTS.get(key)
    if factory is not None:
        return factory()
    if key.startswith("mcts:"):
        return _mcts(key, key[5:])
    raise BadOption(f"agent {_q(name, 60)}: unknown (agents: {', '.join(agent_names())})")


def agent_move(state: State, seat: int, agent: Agent, rng: random.Random) -> str:
    """Ask ``agent`` for ``seat``'s move in the true ``state`` and return the move's text.

    The agent sees only ``state.determinize(seat, rng)``; the text is then parsed against the
    true state by the caller (e.g. ``Match.play(text, seat)``), which checks it is legal."""
    sample = state.determinize(seat, rng)
    return sample.move_text(agent.choose(sample, seat, rng))


__all__ = [
    "LEVELS",
    "MAX_ITERATIONS",
    "MAX_SECONDS",
    "MCTS_SETTINGS",
    "MODELS_ENV",
    "Agent",
    "GreedyAgent",
    "MCTSAgent",
    "RandomAgent",
    "agent_move",
    "agent_names",
    "make_agent",
]
