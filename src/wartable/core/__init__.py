"""The common game contract, errors, registry, matches and records. Standard library only."""

from .counting import divide, perft
from .errors import (
    BadNotation,
    BadOption,
    BadPosition,
    BadRecord,
    GameOver,
    IllegalMove,
    NotYourTurn,
    UnknownGame,
    WartableError,
    shown,
)
from .game import CHANCE, TERMINAL, Game, Move, Option, Outcome, State, random_step, sample_chance
from .match import Match, load_record, record_digest, replay
from .registry import game_class, games, make

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
    "Move",
    "NotYourTurn",
    "Option",
    "Outcome",
    "State",
    "UnknownGame",
    "WartableError",
    "divide",
    "game_class",
    "games",
    "load_record",
    "make",
    "perft",
    "random_step",
    "record_digest",
    "replay",
    "sample_chance",
    "shown",
]
