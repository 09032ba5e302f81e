"""The registry of games: every package ``wartable.games.<name>`` that exports ``GAME``.

A game is imported only when it is asked for, so using one game never loads the others.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from functools import cache
from typing import Any

from .errors import UnknownGame, shown
from .game import Game

_NAME = re.compile(r"[a-z][a-z0-9_]*$")


@cache
def game_names() -> list[str]:
    """The names of all registered games, sorted."""
    package = importlib.import_module("wartable.games")
    names = []
    for info in pkgutil.iter_modules(package.__path__):
        if info.ispkg and _NAME.match(info.name):
            names.append(info.name)
    return sorted(n for n in names if _load(n) is not None)


@cache
def _load(name: str) -> type[Game] | None:
    module = importlib.import_module(f"wartable.games.{name}")
    cls = getattr(module, "GAME", None)
    if cls is not None and cls.name != name:
        raise RuntimeError(f"wartable.games.{name} registers a game named {cls.name!r}")
    return cls


def game_class(name: str) -> type[Game]:
    """The class of the game ``name``; :class:`UnknownGame` if there is none."""
    key = name.strip().lower() if isinstance(name, str) else ""
    cls = None
    if _NAME.match(key):
        try:
            cls = _load(key)
        except ModuleNotFoundError as exc:
            if exc.name != f"wartable.games.{key}":
                raise
    if cls is None:
        raise UnknownGame(f"game {shown(name)}: unknown (games: {', '.join(game_names())})")
    return cls


def make(name: str, **options: Any) -> Game:
    """The game ``name`` with ``options`` (each checked; unknown ones are refused)."""
    return game_class(name)(**options)
