"""A match: one game played from start to end, with its secret chance, its moves and records.

A :class:`Match` is the single authority a terminal game, a server or an arena drives: it checks
whose turn it is, parses and applies the seats' moves, and alone decides chance, with a generator
drawn from its secret seed (:class:`ChanceStream`). It keeps moves, not states: a state is
recomputed from the nearest checkpoint when it is needed again (undo, a record's views), so a long
match costs about a hundred bytes a ply.

Records (see :mod:`wartable.core.records`):

* :meth:`Match.record` is the *full record*, the host's: the seed and every move as text, chance
  outcomes and hidden draws included. :func:`replay` re-applies it move by move and refuses it with
  :class:`BadRecord`, naming the ply, when a move is illegal, when a chance outcome is not the one
  its seed gives, or when its final position or result differ.
* :meth:`Match.seat_record` is what one seat (or a spectator) may see: no seed, each move as that
  seat saw it. In a game without hidden information it still replays through the rules (its chance
  outcomes taken as recorded); in a game with hidden information it carries the seat's view after
  every ply, and :func:`replay_seat_record` steps through those views.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import secrets
import sys
from array import array
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .errors import BadRecord, GameOver, NotYourTurn, WartableError, quoted, shown
from .game import CHANCE, TERMINAL, Game, Move, State, sample_chance
from .messages import Said, said
from .records import (
    READABLE_VERSIONS,
    RECORD_FORMAT,
    RECORD_FORMAT_VERSION,
    RecordKey,
    read_record_file,
    record_digest,
    sign_record,
    verify_record,
    write_json_atomic,
)
from .registry import game_class

#: A state is kept every this many plies; any other is recomputed from the one before it.
CHECKPOINT_EVERY = 64
#: Seeds are integers in [0, 2**64).
SEED_LIMIT = 2**64
#: The chance generator of records made before format version 2 (Python's Mersenne Twister).
LEGACY_CHANCE = "mt19937"
#: The chance generator of format version 2: SHA-256 of the secret seed and a counter.
CHANCE_GENERATOR = "sha256-counter"
_MATCH_ID = re.compile(r"[A-Za-z0-9_.-]{1,64}$")
#: Longest move text a record may hold (no game's move is near it).
MAX_MOVE_TEXT = 2000


class ChanceStream:
    """The match's chance: the ``k``-th draw is a number in [0, 1) taken from
    SHA-256(seed, k). Seeing any number of draws tells nothing about the seed or about any
    other draw, so a seat that sees public dice cannot work out another seat's hidden draws;
    and the draw of ply ``k`` never depends on what was undone before it."""

    def __init__(self, seed: int, drawn: int = 0) -> None:
        self.seed = seed
        self.drawn = drawn

    def random(self) -> float:
        digest = hashlib.sha256(f"wartable-chance/{self.seed}/{self.drawn}".encode()).digest()
        self.drawn += 1
        return (int.from_bytes(digest[:8], "big") >> 11) / 2.0**53


class _LegacyChance:
    """Chance of format-1 records: ``random.Random(seed)``, one ``random()`` per draw."""

    def __init__(self, seed: int, drawn: int = 0) -> None:
        self.seed = seed
        self._rng = random.Random(seed)
        self.drawn = 0
        for _ in range(drawn):
            self.random()

    def random(self) -> float:
        self.drawn += 1
        return self._rng.random()


def check_seed(seed: object, where: str = "seed") -> int:
    """``seed`` if it is an integer in [0, 2**64); :class:`WartableError` otherwise."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise WartableError(f"{where} {shown(seed)}: expected an integer")
    if not 0 <= seed < SEED_LIMIT:
        raise WartableError(f"{where} {shown(seed)}: must be from 0 to 2**64-1")
    return seed


@dataclass(frozen=True)
class Step:
    """One ply worked out before it is played: the move, who made it (a seat or
    :data:`CHANCE`), its text, how each seat and a spectator saw it (``None``: as its text),
    and the state after it."""

    move: Move
    mover: int
    text: str
    seen: tuple[str, ...] | None
    after: State


@dataclass(frozen=True)
class Plan:
    """The plies a command adds to a match at ply ``start`` (:meth:`Match.plan`), and the
    chance generator after them; nothing is played until :meth:`Match.extend`."""

    start: int
    steps: tuple[Step, ...]
    chance: ChanceStream | _LegacyChance

    @property
    def end(self) -> int:
        return self.start + len(self.steps)


class Match:
    """A game in progress: the start state, the moves so far, and the secret chance."""

    def __init__(
        self,
        game: Game,
        seed: int | None = None,
        players: Sequence[str] | None = None,
        start: State | None = None,
        match_id: str | None = None,
        *,
        chance: str = CHANCE_GENERATOR,
    ) -> None:
        self.game = game
        self.seed: int = check_seed(seed) if seed is not None else secrets.randbelow(SEED_LIMIT)
        if match_id is None:
            match_id = secrets.token_hex(16)
        if not isinstance(match_id, str) or not _MATCH_ID.match(match_id):
            raise WartableError(
                f"match id {shown(match_id)}: 1-64 letters, digits, '.', '_' or '-'"
            )
        self.match_id = match_id
        self.players: list[str] = (
            list(players)
            if players is not None
            else [game.seat_name(s) for s in range(game.num_players)]
        )
        if len(self.players) != game.num_players or not all(
            isinstance(p, str) for p in self.players
        ):
            raise WartableError(
                f"players {shown(self.players)}: {game.name} with {game.num_players} players "
                f"needs {game.num_players} names"
            )
        if chance not in (CHANCE_GENERATOR, LEGACY_CHANCE):
            raise WartableError(f"chance generator {shown(chance)}: unknown")
        self.chance_generator = chance
        self.custom_start = start is not None
        self.start: State = start if start is not None else game.initial_state()
        self.state: State = self.start
        #: every move played, chance outcomes included
        self.moves: list[Move] = []
        #: their canonical texts
        self.move_texts: list[str] = []
        #: who made each ply: a seat, or CHANCE
        # who made each ply (a seat, or CHANCE), a byte each: see :attr:`movers`
        self._movers = array("b")
        # by ply, how the move looked to seats 0..n-1 and to a spectator (last), for the plies
        # where one of them did not see its plain text (sparse: most games hide nothing)
        self._seen: dict[int, tuple[str, ...]] = {}
        #: For a game without hidden information: how each ply is told (``move_view``, the
        #: same for every seat), computed when :meth:`log` first asks for it.
        self._told: list[str] = []
        # each ply told as a message (issue 37), by the seat told (None for every seat of a
        # game without hidden information), computed when first asked for
        self._said: dict[int | None, list[Said]] = {}
        self._checkpoints: dict[int, State] = {0: self.start}
        #: True once an outcome was forced (:meth:`force_chance`): the seed no longer
        #: explains the chance outcomes, so records carry none.
        self.chance_forced = False
        self.chance_rng: ChanceStream | _LegacyChance = self._chance_stream(0)

    def _chance_stream(self, drawn: int) -> ChanceStream | _LegacyChance:
        if self.chance_generator == LEGACY_CHANCE:
            return _LegacyChance(self.seed, drawn)
        return ChanceStream(self.seed, drawn)

    # -- flow -----------------------------------------------------------------------------

    @property
    def ply(self) -> int:
        """The number of plies played (chance outcomes included)."""
        return len(self.moves)

    def to_move(self) -> int:
        return self.state.to_move()

    def is_over(self) -> bool:
        return self.state.is_over()

    @property
    def movers(self) -> list[int]:
        """Who made each ply: a seat, or :data:`CHANCE` (a new list: the match keeps them as
        bytes, so a thousand finished matches fit in a few MiB)."""
        return self._movers.tolist()

    def play(self, text: str, seat: int | None = None) -> Move:
        """Parse ``text`` and play it for ``seat`` (``None``: whoever is to move).

        Raises :class:`NotYourTurn` (another seat is to move, the seat does not exist, or chance
        is to move: only the match decides chance), :class:`GameOver`, :class:`BadNotation` or
        :class:`IllegalMove`; a refused move changes nothing."""
        self._check_turn(text, seat)
        move = self.state.parse_move(text)
        self._push(move, self.state.to_move())
        return move

    def _check_turn(self, text: str, seat: int | None) -> None:
        """Refuse a move by ``seat`` now, as :meth:`play` does (the text is not parsed)."""
        current = self.state.to_move()
        if seat is not None:
            if isinstance(seat, bool) or not isinstance(seat, int):
                raise TypeError(f"seat must be an int, got {type(seat).__name__}")
            if not 0 <= seat < self.game.num_players:
                raise NotYourTurn(
                    f"move {shown(text)} by seat {seat}: no such seat ({self.game.name} with "
                    f"{self.game.num_players} players has seat numbers 0-"
                    f"{self.game.num_players - 1}, counted from 0)"
                )
        if current == TERMINAL:
            raise GameOver(said("error-game-over", move=quoted(text)))
        if current == CHANCE:
            raise NotYourTurn(said("error-chance-to-move", move=quoted(text)))
        if seat is not None and seat != current:
            raise NotYourTurn(
                said(
                    "error-not-your-turn",
                    move=quoted(text),
                    seat=self.game.seat_message(seat),
                    current=self.game.seat_message(current),
                )
            )

    def apply(self, move: Move) -> None:
        """Apply a seat's move known to be legal (one of ``state.legal_moves()``).

        Chance is not a seat's to apply: at a chance node this raises :class:`NotYourTurn`."""
        current = self.state.to_move()
        if current == CHANCE:
            raise NotYourTurn("apply: chance is to move; use resolve_chance()")
        if current == TERMINAL:
            raise GameOver("apply: the game is over")
        self._push(move, current)

    def resolve_chance(self) -> Move | None:
        """If chance is to move, draw the outcome from the match's own generator and apply it."""
        if self.state.to_move() != CHANCE:
            return None
        move = sample_chance(self.state, self.chance_rng)
        self._push(move, CHANCE)
        return move

    def force_chance(self, text: str) -> Move:
        """Apply the chance outcome ``text`` instead of drawing it: for tests, and for replays
        of records without a seed. From then on the seed no longer explains this match's
        chance, so its records carry none (``"seed": null``)."""
        if self.state.to_move() != CHANCE:
            raise NotYourTurn(f"chance outcome {shown(text)}: chance is not to move")
        move = self.state.parse_move(text)
        self.chance_forced = True
        self.chance_rng.random()  # the draw this outcome replaces, so later draws stay aligned
        self._push(move, CHANCE)
        return move

    def _play_recorded_chance(self, text: str) -> Move:
        """Replay a recorded chance outcome, which must be the one the seed gives."""
        move = self.state.parse_move(text)
        expected = sample_chance(self.state, self.chance_rng)
        if move != expected:
            raise BadRecord(
                f"chance outcome {shown(text)} is not what the record's seed gives "
                f"({self.state.move_text(expected)!r})"
            )
        self._push(move, CHANCE)
        return move

    def _push(self, move: Move, mover: int) -> None:
        self._append(self._step(self.state, move, mover))

    def _step(self, state: State, move: Move, mover: int) -> Step:
        """``move`` by ``mover`` from ``state``, worked out (nothing changes)."""
        text = state.move_text(move)
        seen = None
        if self.game.has_hidden_information:
            views = tuple(state.move_view(move, s) for s in [*range(self.game.num_players), None])
            if any(v != text for v in views):
                seen = views
        return Step(move, mover, text, seen, state.apply(move))

    def _append(self, step: Step) -> None:
        if step.seen is not None:
            self._seen[self.ply] = step.seen
        self.state = step.after
        self.moves.append(step.move)
        # a move's text is shared by every match that plays it (a few thousand distinct texts
        # in a game's whole move space), so a thousand matches in memory hold each only once
        self.move_texts.append(sys.intern(step.text))
        self._movers.append(step.mover)
        if self.ply % CHECKPOINT_EVERY == 0:
            self._checkpoints[self.ply] = self.state

    def plan(
        self, text: str | None = None, seat: int | None = None, *, move: Move | None = None
    ) -> Plan:
        """The plies that playing ``text`` (or the legal ``move``) for ``seat`` would add, with
        every chance event after it drawn from the match's generator; with neither, only the
        chance events due now. Worked out without changing the match: :meth:`extend` then
        adds them (a server stores them first). Refuses a move as :meth:`play` does."""
        state = self.state
        steps: list[Step] = []
        if move is None and text is not None:
            self._check_turn(text, seat)
            move = state.parse_move(text)
        if move is not None:
            current = state.to_move()
            if current == TERMINAL:
                raise GameOver("plan: the game is over")
            if current == CHANCE:
                raise NotYourTurn("plan: chance is to move; only the match's generator decides it")
            steps.append(self._step(state, move, current))
            state = steps[-1].after
        rng = self._chance_stream(self.chance_rng.drawn)
        while state.to_move() == CHANCE:
            steps.append(self._step(state, sample_chance(state, rng), CHANCE))
            state = steps[-1].after
        return Plan(self.ply, tuple(steps), rng)

    def plan_recorded(self, plies: Sequence[tuple[str, int]]) -> Plan:
        """The plies ``(text, mover)`` kept elsewhere (a server's storage, another server's
        notice), checked and worked out without changing the match: each seat's move must be
        legal for that seat, each chance outcome the one the seed draws. Raises
        (:class:`BadRecord` for a chance outcome, else as :meth:`play`) and changes nothing
        otherwise; :meth:`extend` then adds them."""
        state = self.state
        rng = self._chance_stream(self.chance_rng.drawn)
        steps: list[Step] = []
        for text, mover in plies:
            current = state.to_move()
            if current == CHANCE:
                step = self._step(state, sample_chance(state, rng), CHANCE)
                if step.text != text:
                    raise BadRecord(
                        f"ply {self.ply + len(steps)}: chance outcome {shown(text)} is not "
                        f"what the seed gives ({step.text!r})"
                    )
            else:
                if current == TERMINAL:
                    raise GameOver(f"move {shown(text)}: the game is over")
                if mover != current:
                    raise NotYourTurn(
                        f"ply {self.ply + len(steps)}: move {shown(text)} by seat {mover}, "
                        f"but seat {current} is to move"
                    )
                step = self._step(state, state.parse_move(text), current)
            steps.append(step)
            state = step.after
        return Plan(self.ply, tuple(steps), rng)

    def extend(self, plan: Plan) -> None:
        """Add the plies :meth:`plan` worked out, if the match is still where it was then."""
        if plan.start != self.ply:
            raise WartableError(
                f"extend: a plan made at ply {plan.start}, the match is at {self.ply}"
            )
        for step in plan.steps:
            self._append(step)
        if any(step.mover == CHANCE for step in plan.steps):
            self.chance_rng = plan.chance

    def undo(self) -> Move:
        """Take back the last ply (chance outcomes included).

        Taking back a chance outcome does not re-roll it: drawn again, it comes out the same."""
        if not self.moves:
            raise WartableError("undo: no move to take back")
        move = self.moves.pop()
        self.move_texts.pop()
        mover = self._movers.pop()
        self._seen.pop(self.ply, None)
        del self._told[self.ply :]
        for said_ in self._said.values():
            del said_[self.ply :]
        self._checkpoints.pop(self.ply + 1, None)
        self.state = self._rebuild(self.ply)
        if mover == CHANCE:
            self.chance_rng = self._chance_stream(self._movers.count(CHANCE))
        return move

    def state_at(self, ply: int) -> State:
        """The state before ply ``ply`` (0: the start; ``self.ply``: now)."""
        if not 0 <= ply <= self.ply:
            raise WartableError(f"ply {ply}: this match has plies 0-{self.ply}")
        return self.state if ply == self.ply else self._rebuild(ply)

    def _rebuild(self, ply: int) -> State:
        base = ply - ply % CHECKPOINT_EVERY
        state = self._checkpoints[base]
        for move in self.moves[base:ply]:
            state = state.apply(move)
        return state

    def states(self) -> Iterator[State]:
        """Every state from the start to now (``self.ply + 1`` of them), computed in turn."""
        state = self.start
        yield state
        for move in self.moves:
            state = state.apply(move)
            yield state

    def agent_rng(self, seat: int) -> random.Random:
        """A generator for the agent at ``seat``, derived from the match seed."""
        return random.Random(f"{self.seed}/agent/{seat}")

    def log(self, seat: int | None) -> list[str]:
        """Every ply so far as ``seat`` may see it (``None``: a spectator)."""
        return [text for _, text in self.log_since(seat, 0)]

    def log_since(self, seat: int | None, since: int) -> list[tuple[int, str]]:
        """Who made each ply from ``since`` on (a seat, or :data:`CHANCE`) and the ply as
        ``seat`` may see it (:meth:`log`'s text): the work is that of those plies only."""
        index = self._column(seat, "log")
        seen, texts, movers = self._seen, self.move_texts, self._movers
        return [
            (movers[ply], texts[ply] if ply not in seen else seen[ply][index])
            for ply in range(max(0, since), self.ply)
        ]

    def messages_since(self, seat: int | None, since: int) -> list[Said]:
        """Each ply from ``since`` on as ``seat`` is told it, as a message (issue 37): its
        :meth:`State.move_message`, whose English is the ply's ``move_view``."""
        self._column(seat, "messages")
        key = seat if self.game.has_hidden_information else None
        said_ = self._said.setdefault(key, [])
        done = len(said_)
        if done < self.ply:
            state = self.state_at(done)
            for move in self.moves[done:]:
                said_.append(state.move_message(move, key))
                state = state.apply(move)
        return said_[max(0, since) :]

    def _column(self, seat: int | None, what: str) -> int:
        """The index of ``seat``'s views in a ply's seen views (the spectator's is last)."""
        index = self.game.num_players if seat is None else seat
        if not -1 < index <= self.game.num_players:
            raise NotYourTurn(f"{what} for seat {seat}: no such seat")
        return index

    def told(self, seat: int | None) -> list[str]:
        """Every ply so far as it is told to ``seat`` on a screen: each ply's ``move_view``.

        In a game with hidden information that is :meth:`log`. In the others every seat is
        told the same, and ``move_view`` may say more than the move's text (European War tells
        an attack's dice and its result in words); records keep the text (:meth:`log`)."""
        if self.game.has_hidden_information:
            return self.log(seat)
        self._column(seat, "told")
        done = len(self._told)
        if done < self.ply:
            state = self.state_at(done)
            for move in self.moves[done:]:
                self._told.append(state.move_view(move, None))
                state = state.apply(move)
        return list(self._told)

    def outcome_json(self) -> dict[str, Any] | None:
        outcome = self.state.outcome()
        return outcome.to_json() if outcome is not None else None

    # -- records --------------------------------------------------------------------------

    def _header(self, kind: str) -> dict[str, Any]:
        return {
            "format": RECORD_FORMAT,
            "format_version": RECORD_FORMAT_VERSION,
            "kind": kind,
            "match_id": self.match_id,
            "game": self.game.name,
            "rules_version": self.game.rules_version,
            "options": self.game.non_default_options() | {"players": self.game.num_players},
            "players": list(self.players),
        }

    def record(self, for_seat: int | None = None, *, redact: bool = False) -> dict[str, Any]:
        """The full record (the host's: seed, every move; it replays exactly), or with
        ``redact`` the seat record of ``for_seat`` (see :meth:`seat_record`)."""
        if redact:
            return self.seat_record(for_seat)
        data = self._header("full")
        data["chance"] = self.chance_generator
        data["seed"] = None if self.chance_forced else self.seed
        if self.custom_start:
            data["start"] = self.start.to_text()
        data["moves"] = list(self.move_texts)
        data["over"] = self.state.is_over()
        data["result"] = self.outcome_json()
        data["final_position"] = self.state.to_text()
        data["digest"] = record_digest(data)
        return data

    def seat_record(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` (``None``: a spectator) may see of the match, and nothing else: no
        seed, each move as that seat saw it, who made each ply. In a game without hidden
        information the moves are the full moves (it replays through the rules); in a game with
        hidden information it carries the seat's view after every ply instead."""
        if seat is not None and not 0 <= seat < self.game.num_players:
            raise NotYourTurn(f"record for seat {seat}: no such seat")
        data = self._header("seat")
        data["seat"] = seat
        hidden = self.game.has_hidden_information
        if self.custom_start and not hidden:
            data["start"] = self.start.to_text()
        data["start_view"] = self.start.view(seat)
        data["moves"] = self.log(seat)
        data["movers"] = self._movers.tolist()
        if hidden:
            states = self.states()
            next(states)
            data["views"] = [state.view(seat) for state in states]
        data["over"] = self.state.is_over()
        data["result"] = self.outcome_json()
        data["final_view"] = self.state.view(seat)
        data["digest"] = record_digest(data)
        return data

    def save(self, path: str | Path, key: RecordKey | None = None) -> Path:
        """Write the full record, signed with ``key`` (default: this host's key), atomically
        and readable by its owner only (it holds the seed)."""
        signed = sign_record(self.record(), key)
        return write_json_atomic(path, signed, private=True)

    def save_seat_record(
        self, path: str | Path, seat: int | None, key: RecordKey | None = None
    ) -> Path:
        """Write ``seat``'s record, signed with ``key`` (default: this host's key), atomically."""
        return write_json_atomic(path, sign_record(self.seat_record(seat), key))


# -- reading records ------------------------------------------------------------------------


def _where(source: object) -> str:
    return "record" if isinstance(source, Mapping) else f"record {shown(str(source))}"


def _check_fields(data: Mapping[str, Any], where: str, fields: Sequence[tuple[str, Any]]) -> None:
    for key, kind in fields:
        value = data.get(key)
        if (isinstance(value, bool) and kind is not bool) or not isinstance(value, kind):
            raise BadRecord(f"{where}: field {key!r} is missing or of the wrong type")


def load_record(
    source: str | Path | Mapping[str, Any], *, kind: str | None = "full"
) -> dict[str, Any]:
    """Read a record (a file, or a parsed record) and check its shape and digest.

    ``kind`` is the kind expected: ``"full"`` (default), ``"seat"``, or ``None`` for either.
    Raises :class:`BadRecord` with the reason."""
    where = _where(source)
    if isinstance(source, Mapping):
        data = dict(source)
    elif isinstance(source, str | Path):
        data = read_record_file(source)
    else:
        raise TypeError(f"record: expected a path or a mapping, got {type(source).__name__}")
    version = _check_format(data, where)
    data["kind"] = found = _check_kind(data, where, kind)
    _check_fields(
        data,
        where,
        [("game", str), ("rules_version", int), ("options", dict), ("players", list)],
    )
    moves = _check_moves_and_names(data, where)
    if found == "full":
        _check_chance(data, where, version)
    else:
        seat = data.get("seat", data.get("redacted_for"))
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
            raise BadRecord(f"{where}: field 'seat' must be a seat number or null")
        movers = data.get("movers")
        if not isinstance(movers, list) or len(movers) != len(moves):
            raise BadRecord(f"{where}: field 'movers' must list who made each move")
    if "digest" in data and data["digest"] != record_digest(data):
        raise BadRecord(f"{where}: digest does not match its content (edited or corrupt)")
    return data


def _check_format(data: Mapping[str, Any], where: str) -> int:
    """The record's format version, one this code reads."""
    if data.get("format") != RECORD_FORMAT:
        raise BadRecord(f"{where}: not a wartable record (format {shown(data.get('format'))})")
    version = data.get("format_version")
    if isinstance(version, bool) or version not in READABLE_VERSIONS:
        raise BadRecord(
            f"{where}: record format version {shown(version)} is not one of "
            f"{', '.join(map(str, READABLE_VERSIONS))}"
        )
    return int(version)


def _check_kind(data: Mapping[str, Any], where: str, kind: str | None) -> str:
    """The record's kind (``"full"`` or ``"seat"``), the one expected when ``kind`` says."""
    found = data.get("kind", "seat" if "redacted_for" in data else "full")
    if found not in ("full", "seat"):
        raise BadRecord(f"{where}: record kind {shown(found)} is neither 'full' nor 'seat'")
    if kind == "full" and found == "seat":
        raise BadRecord(
            f"{where}: this is a player's record (what one seat saw, without the seed), not "
            "the full record: replay it with replay_seat_record (wartable replay shows it)"
        )
    if kind == "seat" and found == "full":
        raise BadRecord(f"{where}: this is a full record, not a player's record")
    return str(found)


def _check_moves_and_names(data: Mapping[str, Any], where: str) -> list[str]:
    """The record's move texts, each of a sane length; its player names and option names."""
    moves = data.get("moves")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        raise BadRecord(f"{where}: field 'moves' must be a list of move texts")
    for index, text in enumerate(moves):
        if len(text) > MAX_MOVE_TEXT:
            raise BadRecord(f"{where}: move {index + 1} is {len(text):,} characters long")
    if not all(isinstance(p, str) for p in data["players"]):
        raise BadRecord(f"{where}: field 'players' must be a list of names")
    if not all(isinstance(k, str) for k in data["options"]):
        raise BadRecord(f"{where}: field 'options' must map option names to values")
    return moves


def _check_chance(data: dict[str, Any], where: str, version: int) -> None:
    """A full record's seed and chance generator (format 1's is the legacy one)."""
    seed = data.get("seed")
    if seed is not None:
        try:
            check_seed(seed, "field 'seed'")
        except WartableError as exc:
            raise BadRecord(f"{where}: {exc}") from None
    elif version == 1:
        raise BadRecord(f"{where}: field 'seed' is missing")
    chance = data.get("chance", LEGACY_CHANCE if version == 1 else None)
    if chance not in (CHANCE_GENERATOR, LEGACY_CHANCE):
        raise BadRecord(f"{where}: chance generator {shown(chance)} is not known")
    data["chance"] = chance


def _game_of(data: Mapping[str, Any], where: str) -> Game:
    try:
        cls = game_class(data["game"])
        version = data["rules_version"]
        # a version the engine does not play: for_version says so (BadOption, below)
        game = cls.for_version(version, **data["options"])
    except WartableError as exc:
        raise BadRecord(f"{where}: {exc}") from None
    if len(data["players"]) != game.num_players:
        raise BadRecord(
            f"{where}: {len(data['players'])} player names for {game.num_players} players"
        )
    return game


def replay(
    source: str | Path | Mapping[str, Any],
    on_move: Callable[[int, str, State], None] | None = None,
    *,
    verify: bool = False,
    key: RecordKey | None = None,
) -> Match:
    """Replay a full record move by move and return the finished :class:`Match`.

    Every move must be legal where it stands, every chance outcome the one the record's seed
    gives, and the final position and result, when recorded, must match; with ``verify`` the
    record must also carry a valid signature of ``key`` (default: this host's key).
    ``on_move(index, text, state_after)`` is called after each move. :class:`BadRecord` names
    the ply that fails."""
    data = load_record(source)
    where = _where(source)
    if verify:
        try:
            verify_record(data, key)
        except BadRecord as exc:
            raise BadRecord(f"{where}: {str(exc).removeprefix('record: ')}") from None
    game = _game_of(data, where)
    start = None
    if data.get("start") is not None:
        if not isinstance(data["start"], str):
            raise BadRecord(f"{where}: field 'start' must be a position text")
        try:
            start = game.parse_state(data["start"])
        except WartableError as exc:
            raise BadRecord(f"{where}: start position: {exc}") from None
    seed = data.get("seed")
    try:
        match = Match(
            game,
            seed=seed if seed is not None else 0,
            players=data["players"],
            start=start,
            match_id=data.get("match_id"),
            chance=data["chance"],
        )
    except WartableError as exc:
        raise BadRecord(f"{where}: {exc}") from None
    for index, text in enumerate(data["moves"]):
        try:
            if match.state.to_move() != CHANCE:
                match.play(text)
            elif seed is None:
                match.force_chance(text)
            else:
                match._play_recorded_chance(text)  # noqa: SLF001 (the Match's own module)
        except WartableError as exc:
            raise BadRecord(f"{where}: ply {index + 1} {shown(text)}: {exc}") from None
        if on_move is not None:
            on_move(index, text, match.state)
    _check_end(data, match.state, match.outcome_json(), where)
    return match


def _check_end(
    data: Mapping[str, Any], state: State, outcome: dict[str, Any] | None, where: str
) -> None:
    final = data.get("final_position")
    if final is not None and final != state.to_text():
        raise BadRecord(f"{where}: the moves do not lead to the recorded final position")
    if data.get("over") is not None and data["over"] is not state.is_over():
        raise BadRecord(f"{where}: the record says over={data['over']} but replay disagrees")
    result = data.get("result")
    replayed = json.loads(json.dumps(outcome))
    if result is not None and result != replayed:
        raise BadRecord(f"{where}: the recorded result does not match the replayed game")


@dataclass
class SeatReplay:
    """A seat record, checked: the game as one seat (``None``: a spectator) saw it."""

    game: Game
    seat: int | None
    players: list[str]
    #: each ply as the seat saw it, and who made it (a seat or CHANCE)
    moves: list[str]
    movers: list[int]
    #: the seat's view at the start and after each ply (``len(moves) + 1`` views)
    views: list[dict[str, Any]] = field(default_factory=list)
    result: dict[str, Any] | None = None
    #: True when the moves were re-applied through the rules (games without hidden information)
    checked_by_rules: bool = False


def replay_seat_record(
    source: str | Path | Mapping[str, Any],
    *,
    verify: bool = False,
    key: RecordKey | None = None,
) -> SeatReplay:
    """Read a seat record and return what its seat saw, ply by ply.

    In a game without hidden information every move is re-applied through the rules (chance
    outcomes as recorded: the seed is not in a seat record) and the views computed from the
    states; in a game with hidden information the recorded views are checked for shape and
    count. With ``verify`` the signature of ``key`` (default: this host's) is checked."""
    data = load_record(source, kind="seat")
    where = _where(source)
    if verify:
        try:
            verify_record(data, key)
        except BadRecord as exc:
            raise BadRecord(f"{where}: {str(exc).removeprefix('record: ')}") from None
    game = _game_of(data, where)
    seat = data.get("seat", data.get("redacted_for"))
    if seat is not None and not 0 <= seat < game.num_players:
        raise BadRecord(f"{where}: seat {seat} does not exist")
    movers = data["movers"]
    if not all(
        isinstance(m, int)
        and not isinstance(m, bool)
        and (m == CHANCE or 0 <= m < game.num_players)
        for m in movers
    ):
        raise BadRecord(f"{where}: field 'movers' names a seat that does not exist")
    result = data.get("result")
    if result is not None and not isinstance(result, dict):
        raise BadRecord(f"{where}: field 'result' must be an object or null")
    out = SeatReplay(game, seat, list(data["players"]), list(data["moves"]), list(movers))
    out.result = result
    if not game.has_hidden_information:
        start = game.initial_state()
        if data.get("start") is not None:
            if not isinstance(data["start"], str):
                raise BadRecord(f"{where}: field 'start' must be a position text")
            try:
                start = game.parse_state(data["start"])
            except WartableError as exc:
                raise BadRecord(f"{where}: start position: {exc}") from None
        match = Match(game, players=out.players, start=start)
        out.views.append(match.state.view(seat))
        for index, (text, mover) in enumerate(zip(out.moves, movers, strict=True)):
            try:
                if match.state.to_move() == CHANCE:
                    match.force_chance(text)
                else:
                    match.play(text, mover)
            except WartableError as exc:
                raise BadRecord(f"{where}: ply {index + 1} {shown(text)}: {exc}") from None
            out.views.append(match.state.view(seat))
        _check_end(data, match.state, match.outcome_json(), where)
        out.checked_by_rules = True
        return out
    views = data.get("views")
    if not isinstance(views, list) or len(views) != len(out.moves):
        raise BadRecord(f"{where}: field 'views' must hold the seat's view after each move")
    start_view = data.get("start_view")
    if not isinstance(start_view, dict) or not all(isinstance(v, dict) for v in views):
        raise BadRecord(f"{where}: every view must be an object")
    out.views = [start_view, *views]
    return out


__all__ = [
    "CHANCE_GENERATOR",
    "CHECKPOINT_EVERY",
    "ChanceStream",
    "Match",
    "SeatReplay",
    "check_seed",
    "load_record",
    "record_digest",
    "replay",
    "replay_seat_record",
]
