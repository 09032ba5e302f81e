"""wartable: five tabletop war games, playable and usable as AI environments.

>>> import wartable
>>> game = wartable.make("thud")
>>> state = game.initial_state()
>>> state = state.play("dF1-F5")
"""

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

__version__ = "0.1.0"

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
