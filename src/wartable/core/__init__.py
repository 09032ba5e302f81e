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
from .match import (
    Match,
    Plan,
    SeatReplay,
    Step,
    load_record,
    record_digest,
    replay,
    replay_seat_record,
)
from .records import RecordKey, sign_record, verify_record
from .registry import game_class, game_names, make

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
    "Plan",
    "RecordKey",
    "SeatReplay",
    "State",
    "Step",
    "UnknownGame",
    "WartableError",
    "divide",
    "game_class",
    "game_names",
    "load_record",
    "make",
    "perft",
    "random_step",
    "record_digest",
    "replay",
    "replay_seat_record",
    "sample_chance",
    "shown",
    "sign_record",
    "verify_record",
]
