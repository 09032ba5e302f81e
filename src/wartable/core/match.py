"""A match: one game played from start to end, with its seeded chance, history and record.

A :class:`Match` is the single authority a terminal game, a server or an arena drives: it checks
whose turn it is, parses and applies moves, resolves chance with its own seeded generator, and
writes the JSON record. A record holds the game, its rules version and options, the players, the
seed and every move as text (chance outcomes included), so it replays exactly anywhere;
:func:`replay` re-applies it move by move and refuses a corrupt or tampered record.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from .errors import BadRecord, GameOver, NotYourTurn, WartableError
from .game import CHANCE, TERMINAL, Game, Move, State, sample_chance
from .registry import make

RECORD_FORMAT = "wartable-record"
RECORD_FORMAT_VERSION = 1


class Match:
    """A game in progress: the start state, the moves so far, and the chance generator."""

    def __init__(
        self,
        game: Game,
        seed: int | None = None,
        players: Sequence[str] | None = None,
        start: State | None = None,
    ) -> None:
        self.game = game
        self.seed: int = seed if seed is not None else random.SystemRandom().randrange(2**62)
        self.players: list[str] = (
            list(players)
            if players is not None
            else [game.seat_name(s) for s in range(game.num_players)]
        )
        if len(self.players) != game.num_players:
            raise WartableError(
                f"players {self.players!r}: {game.name} with {game.num_players} players "
                f"needs {game.num_players} names"
            )
        self.custom_start = start is not None
        self.start: State = start if start is not None else game.initial_state()
        self.state: State = self.start
        self.history: list[tuple[State, Move]] = []
        self.move_texts: list[str] = []
        self.chance_rng = random.Random(self.seed)

    # -- flow -----------------------------------------------------------------------------

    def to_move(self) -> int:
        return self.state.to_move()

    def is_over(self) -> bool:
        return self.state.is_over()

    def play(self, text: str, seat: int | None = None) -> Move:
        """Parse ``text`` and play it for ``seat`` (``None``: whoever is to move).

        Raises :class:`NotYourTurn`, :class:`GameOver`, :class:`BadNotation` or
        :class:`IllegalMove`; a refused move changes nothing."""
        current = self.state.to_move()
        if current == TERMINAL:
            raise GameOver(f"move {text!r}: the game is over")
        if seat is not None and seat != current:
            who = "chance" if current == CHANCE else self.game.seat_name(current)
            raise NotYourTurn(
                f"move {text!r} by {self.game.seat_name(seat)}: it is {who}'s turn to move"
            )
        move = self.state.parse_move(text)
        self.apply(move)
        return move

    def apply(self, move: Move) -> None:
        """Apply a move known to be legal (from ``state.legal_moves()``)."""
        text = self.state.move_text(move)
        self.history.append((self.state, move))
        self.move_texts.append(text)
        self.state = self.state.apply(move)

    def resolve_chance(self) -> Move | None:
        """If chance is to move, pick an outcome with the match's generator and apply it."""
        if self.state.to_move() != CHANCE:
            return None
        move = sample_chance(self.state, self.chance_rng)
        self.apply(move)
        return move

    def undo(self) -> Move:
        """Take back the last move (chance moves included); its text is forgotten."""
        if not self.history:
            raise WartableError("undo: no move to take back")
        self.state, move = self.history.pop()
        self.move_texts.pop()
        return move

    def agent_rng(self, seat: int) -> random.Random:
        """A generator for the agent at ``seat``, derived from the match seed."""
        return random.Random(f"{self.seed}/agent/{seat}")

    def log(self, seat: int | None) -> list[str]:
        """Every move so far as ``seat`` may see it (``None``: a spectator)."""
        return [state.move_view(move, seat) for state, move in self.history]

    def outcome_json(self) -> dict[str, Any] | None:
        outcome = self.state.outcome()
        return outcome.to_json() if outcome is not None else None

    # -- records --------------------------------------------------------------------------

    def record(self, for_seat: int | None = None, *, redact: bool = False) -> dict[str, Any]:
        """The JSON record. With ``redact`` it is the record shown to ``for_seat`` (``None``:
        a spectator): moves as that seat saw them, no hidden start position, no digest, and it
        cannot be replayed. Without it, the full, replayable record (the server's)."""
        data: dict[str, Any] = {
            "format": RECORD_FORMAT,
            "format_version": RECORD_FORMAT_VERSION,
            "game": self.game.name,
            "rules_version": self.game.version,
            "options": self.game.non_default_options() | {"players": self.game.num_players},
            "players": list(self.players),
            "seed": self.seed,
        }
        if redact:
            data["redacted_for"] = for_seat
            if self.custom_start:
                data["start_view"] = self.start.view(for_seat)
            data["moves"] = self.log(for_seat)
            data["over"] = self.state.is_over()
            data["result"] = self.outcome_json()
            data["final_view"] = self.state.view(for_seat)
            return data
        if self.custom_start:
            data["start"] = self.start.to_text()
        data["moves"] = list(self.move_texts)
        data["over"] = self.state.is_over()
        data["result"] = self.outcome_json()
        data["final_position"] = self.state.to_text()
        data["digest"] = record_digest(data)
        return data

    def save(self, path: str | Path) -> Path:
        target = Path(path)
        target.write_text(json.dumps(self.record(), indent=1) + "\n", encoding="utf-8")
        return target


def record_digest(data: Mapping[str, Any]) -> str:
    """SHA-256 of the record's content (every field but the digest), canonical JSON."""
    body = {k: v for k, v in data.items() if k != "digest"}
    canonical = json.dumps(body, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def load_record(source: str | Path | Mapping[str, Any]) -> dict[str, Any]:
    """Read a record file (or take a parsed one) and check its shape; :class:`BadRecord`."""
    where = "record"
    if isinstance(source, Mapping):
        data = dict(source)
    else:
        where = f"record {str(source)!r}"
        try:
            text = Path(source).read_text(encoding="utf-8")
        except OSError as exc:
            raise BadRecord(f"{where}: cannot be read ({exc.strerror})") from None
        except UnicodeDecodeError:
            raise BadRecord(f"{where}: not UTF-8 text") from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise BadRecord(f"{where}: not valid JSON (line {exc.lineno}: {exc.msg})") from None
        if not isinstance(data, dict):
            raise BadRecord(f"{where}: expected a JSON object")
    if data.get("format") != RECORD_FORMAT:
        raise BadRecord(f"{where}: not a wartable record (format {data.get('format')!r})")
    if data.get("format_version") != RECORD_FORMAT_VERSION:
        raise BadRecord(
            f"{where}: record format version {data.get('format_version')!r} is not "
            f"{RECORD_FORMAT_VERSION}"
        )
    if "redacted_for" in data:
        raise BadRecord(
            f"{where}: this is a player's view of a game (hidden moves removed); "
            "only a full record can be replayed"
        )
    checks: list[tuple[str, type | tuple[type, ...]]] = [
        ("game", str),
        ("rules_version", int),
        ("options", dict),
        ("players", list),
        ("seed", int),
        ("moves", list),
    ]
    for key, kind in checks:
        if not isinstance(data.get(key), kind):
            raise BadRecord(f"{where}: field {key!r} is missing or of the wrong type")
    if not all(isinstance(m, str) for m in data["moves"]):
        raise BadRecord(f"{where}: every move must be text")
    if "digest" in data and data["digest"] != record_digest(data):
        raise BadRecord(f"{where}: digest does not match its content (edited or corrupt)")
    return data


def replay(
    source: str | Path | Mapping[str, Any],
    on_move: Callable[[int, str, State], None] | None = None,
) -> Match:
    """Replay a record move by move and return the finished :class:`Match`.

    Every move must be legal where it stands; the final position and result, when recorded,
    must match. ``on_move(index, text, state_after)`` is called after each move."""
    data = load_record(source)
    where = f"record {str(source)!r}" if not isinstance(source, Mapping) else "record"
    try:
        game = make(data["game"], **data["options"])
    except WartableError as exc:
        raise BadRecord(f"{where}: {exc}") from None
    if data["rules_version"] != game.version:
        raise BadRecord(
            f"{where}: made with {game.name} rules version {data['rules_version']}, "
            f"this is version {game.version}"
        )
    start = None
    if data.get("start") is not None:
        try:
            start = game.parse_state(data["start"])
        except WartableError as exc:
            raise BadRecord(f"{where}: start position: {exc}") from None
    try:
        match = Match(game, seed=data["seed"], players=data["players"], start=start)
    except WartableError as exc:
        raise BadRecord(f"{where}: {exc}") from None
    for index, text in enumerate(data["moves"]):
        try:
            match.play(text)
        except WartableError as exc:
            raise BadRecord(f"{where}: move {index + 1} {text!r}: {exc}") from None
        if on_move is not None:
            on_move(index, text, match.state)
    final = data.get("final_position")
    if final is not None and final != match.state.to_text():
        raise BadRecord(f"{where}: the moves do not lead to the recorded final position")
    if data.get("over") is not None and bool(data["over"]) != match.state.is_over():
        raise BadRecord(f"{where}: the record says over={data['over']} but replay disagrees")
    result = data.get("result")
    replayed = json.loads(json.dumps(match.outcome_json()))
    if result is not None and result != replayed:
        raise BadRecord(f"{where}: the recorded result does not match the replayed game")
    return match
