"""wartable: five tabletop war games, playable and usable as AI environments.

>>> import wartable
>>> game = wartable.make("thud")
>>> state = game.initial_state()
>>> state = state.play("dF1-F5")
"""

# The games live in the subpackage ``wartable.games``; the public function ``wartable.games()``
# lists them. Importing the subpackage first keeps the function bound to the name (importing a
# subpackage later would otherwise replace the attribute with the module).
from . import games as _games_package  # noqa: F401  (must precede the next import)
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
    games,
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
    "games",
    "make",
    "perft",
    "replay",
]
