"""wartable: five tabletop war games, playable and usable as AI environments.

>>> import wartable
>>> game = wartable.make("thud")
>>> state = game.initial_state()
>>> state = state.play("dF1-F5")
"""

from importlib.metadata import PackageNotFoundError
from importlib.metadata import version as _installed_version

from .core import (
    CHANCE,
    TERMINAL,
    BadNotation,
    BadOption,
    BadPosition,
    BadRecord,
    Game,
    GameOver,
    IllegalMove,
    Match,
    NotYourTurn,
    Option,
    Outcome,
    State,
    UnknownGame,
    WartableError,
    game_names,
    make,
    perft,
    replay,
)

try:  # the one statement of the version is pyproject.toml's, read from the installed metadata
    __version__ = _installed_version("wartable")
except PackageNotFoundError:  # a source tree on sys.path that was never installed
    __version__ = "0+unknown"

__all__ = [
    "CHANCE",
    "TERMINAL",
    "BadNotation",
    "BadOption",
    "BadPosition",
    "BadRecord",
    "Game",
    "GameOver",
    "IllegalMove",
    "Match",
    "NotYourTurn",
    "Option",
    "Outcome",
    "State",
    "UnknownGame",
    "WartableError",
    "game_names",
    "make",
    "perft",
    "replay",
]
