"""The common game contract: every wartable game is a :class:`Game` and its :class:`State`.

The contract in one paragraph: a :class:`Game` is an immutable rule set (a game name plus
validated options, including the number of players). It makes the initial :class:`State` and
parses a position from text. A :class:`State` is immutable too: it says who decides next
(:meth:`State.to_move` returns a seat ``0..n-1``, :data:`CHANCE` or :data:`TERMINAL`), lists the
legal moves in a documented deterministic order, and :meth:`State.apply` returns a *new* state,
so a refused or abandoned move can never change anything. Chance (dice, cards, draws from a cup)
is a node whose :meth:`State.chance_outcomes` lists outcomes with probabilities; whoever drives
the game picks one with a ``random.Random`` of its own and applies it like any move. Every move
and every position has a text form that parses back to the same thing. Each seat gets a JSON
view holding only what it may see, and the game renders a view (never a state) as text, so a
screen cannot show what a view does not hold.

Moves are opaque hashable values chosen by each game for speed (usually ``int``); outside the
rules they travel as text: ``state.move_text(move)`` and ``state.parse_move(text)``.
"""

from __future__ import annotations

import importlib
import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, ClassVar, Protocol

from .errors import BadNotation, BadOption, GameOver, IllegalMove, quoted, shown
from .messages import MESSAGES, HelpLine, Said, Say, english, help_text, said
from .numbers import parse_decimal, parse_int

#: ``State.to_move()`` value when chance decides next (a die, a card, a draw).
CHANCE = -1
#: ``State.to_move()`` value when the game is over and nobody moves.
TERMINAL = -2

#: A move: any hashable value the game chooses (usually an int). Outside the rules, moves
#: travel as text.
Move = Any


@dataclass(frozen=True)
class Option:
    """One named rule option of a game, with its default and what it allows.

    ``choices`` limits the value to a set; otherwise ``minimum``/``maximum`` bound numbers.
    The value's type is the default's type (``bool``, ``int``, ``str`` ...).
    """

    name: str
    default: Any
    doc: str
    choices: tuple[Any, ...] | None = None
    minimum: int | None = None
    maximum: int | None = None

    def coerce(self, value: Any) -> Any:
        """Return ``value`` converted to this option's type, or raise :class:`BadOption`.

        Text (from a command line or a JSON record) is converted: ``"true"``/``"false"`` for a
        bool, digits for an int.
        """
        kind = type(self.default)
        if isinstance(value, str) and kind is not str:
            text = value.strip().lower()
            try:
                if kind is bool:
                    if text not in ("true", "false", "yes", "no", "1", "0", "on", "off"):
                        raise ValueError(text)
                    value = text in ("true", "yes", "1", "on")
                elif kind is int:  # ASCII digits: no '³', '1_000', 'inf' or 5,000 digits
                    value = parse_int(text)
                elif kind is float:
                    value = parse_decimal(text)
            except ValueError:
                raise BadOption(
                    said("option-type", name=self.name, value=quoted(value), kind=kind.__name__)
                ) from None
        if kind is float and isinstance(value, int) and not isinstance(value, bool):
            value = float(value)
        if type(value) is not kind:
            raise BadOption(
                said(
                    "option-type-got",
                    name=self.name,
                    value=quoted(value),
                    kind=kind.__name__,
                    got=type(value).__name__,
                )
            )
        if self.choices is not None and value not in self.choices:
            allowed = ", ".join(repr(c) for c in self.choices)
            raise BadOption(
                said("option-choice", name=self.name, value=quoted(value), allowed=allowed)
            )
        if self.minimum is not None and value < self.minimum:
            raise BadOption(
                said("option-min", name=self.name, value=quoted(value), minimum=self.minimum)
            )
        if self.maximum is not None and value > self.maximum:
            raise BadOption(
                said("option-max", name=self.name, value=quoted(value), maximum=self.maximum)
            )
        return value


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended.

    ``scores`` are the game's own points per seat (Thud's margins, ALU's territory ...);
    ``winners`` the seats that won (several may share a win; none, or all, is a draw);
    ``reason`` says why the game ended, in words a player understands; ``message`` says it
    as a message (issue 37), ``reason`` being its English (:meth:`told` makes both).
    """

    scores: tuple[float, ...]
    winners: tuple[int, ...]
    reason: str
    details: Mapping[str, Any] = field(default_factory=dict)
    message: Said | None = field(default=None, compare=False)

    @classmethod
    def told(
        cls,
        scores: tuple[float, ...],
        winners: tuple[int, ...],
        message: Said,
        details: Mapping[str, Any] | None = None,
    ) -> Outcome:
        """The outcome whose reason is ``message`` (and its English)."""
        return cls(scores, winners, message.english(), dict(details or {}), message)

    def result(self, seat: int) -> str:
        """``"win"``, ``"draw"`` or ``"loss"`` for ``seat``."""
        if not self.winners or len(self.winners) == len(self.scores):
            return "draw"
        return "win" if seat in self.winners else "loss"

    @property
    def returns(self) -> tuple[float, ...]:
        """Per-seat utility for agents and RL: 1 win, 0.5 draw, 0 loss."""
        value = {"win": 1.0, "draw": 0.5, "loss": 0.0}
        return tuple(value[self.result(s)] for s in range(len(self.scores)))

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "winners": list(self.winners),
            "reason": self.reason,
            "details": dict(self.details),
        }


class Game(ABC):
    """A game's rules with its options fixed. Subclasses set the class attributes below."""

    #: Registry name, e.g. ``"thud"``.
    name: ClassVar[str]
    #: Human title, e.g. ``"Thud"``.
    title: ClassVar[str]
    #: Rules version: bumped whenever behaviour (legal moves, outcomes, notation) changes, so
    #: a record made under other rules is refused instead of silently replaying differently.
    version: ClassVar[int]
    #: Earlier rules versions the engine still plays, each as the option values that give its
    #: rules (its defaults where they differ from today's: a version bump keeps the old
    #: behaviour as options). A record made under one of them replays under those options
    #: (:meth:`for_version`); a record of any other version is refused.
    earlier_versions: ClassVar[Mapping[int, Mapping[str, Any]]] = {}
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 2
    default_players: ClassVar[int] = 2
    #: True when some seat may not see all of the state (hands, hidden draws). A game whose
    #: options decide it (a hidden build or an open one) sets it per instance.
    has_hidden_information: bool = False
    #: The game's rule options (``players`` is added by the contract itself).
    option_specs: ClassVar[tuple[Option, ...]] = ()

    def __init__(self, **options: Any) -> None:
        specs = {spec.name: spec for spec in self.all_option_specs()}
        unknown = sorted(set(options) - set(specs))
        if unknown:
            known = ", ".join(sorted(specs))
            raise BadOption(
                said("option-unknown", game=self.name, name=quoted(unknown[0]), options=known)
            )
        values = {name: spec.default for name, spec in specs.items()}
        for name, value in options.items():
            values[name] = specs[name].coerce(value)
        self.options: Mapping[str, Any] = values
        self.num_players: int = values["players"]
        #: The rules version this instance plays: :attr:`version`, or an earlier one
        #: (:meth:`for_version`); records and position texts carry it.
        self.rules_version: int = self.version
        self.validate_options()

    @classmethod
    def for_version(cls, version: int, **options: Any) -> Game:
        """The game under the rules of ``version``: today's, or an earlier version listed in
        :attr:`earlier_versions` (its options laid under ``options``). :class:`BadOption` for
        a version the engine does not play."""
        if version == cls.version:
            return cls(**options)
        earlier = cls.earlier_versions.get(version)
        if earlier is None or isinstance(version, bool):
            playable = ", ".join(map(str, sorted({*cls.earlier_versions, cls.version})))
            raise BadOption(
                f"{cls.name}: rules version {shown(version)} is not one this engine plays "
                f"(versions {playable}; this is version {cls.version})"
            )
        game = cls(**{**earlier, **options})
        game.rules_version = version
        return game

    @classmethod
    def all_option_specs(cls) -> tuple[Option, ...]:
        """The game's options, the contract's ``players`` first."""
        players = Option(
            "players",
            cls.default_players,
            f"number of players ({cls.min_players}-{cls.max_players})",
            minimum=cls.min_players,
            maximum=cls.max_players,
        )
        return (players, *cls.option_specs)

    def validate_options(self) -> None:  # noqa: B027 (an optional hook)
        """Hook: raise :class:`BadOption` for option combinations that do not go together."""

    @classmethod
    def option_default(cls, name: str) -> Any:
        """The default value of the option ``name``."""
        for spec in cls.all_option_specs():
            if spec.name == name:
                return spec.default
        raise BadOption(f"{cls.name}: unknown option {shown(name)}")

    def non_default_options(self) -> dict[str, Any]:
        """The options that differ from their defaults (what a record needs to store)."""
        return {
            spec.name: self.options[spec.name]
            for spec in self.all_option_specs()
            if self.options[spec.name] != spec.default
        }

    # -- states ---------------------------------------------------------------------------

    @abstractmethod
    def initial_state(self) -> State:
        """The state before the first move (which may be a chance node, e.g. a shuffle)."""

    @abstractmethod
    def parse_state(self, text: str) -> State:
        """Parse the text form of a position (:meth:`State.to_text`); :class:`BadPosition`."""

    # -- presentation ---------------------------------------------------------------------

    def seat_name(self, seat: int) -> str:
        """A seat's name for players ("Player 1" unless the game knows better): the English
        of :meth:`seat_message`."""
        return self.seat_message(seat).english()

    def seat_message(self, seat: int) -> Said:
        """A seat's name as a message (issue 37), rendered in each player's language."""
        return said("seat-player", number=seat + 1)

    @property
    def messages(self) -> Mapping[str, tuple[str, ...]]:
        """Every message id this game can produce, with its parameters' names: the
        contract's own and those of the game's ``messages`` module (its ``MESSAGES``)."""
        module = self.part("messages")
        own: Mapping[str, tuple[str, ...]] = getattr(module, "MESSAGES", {}) if module else {}
        return {**MESSAGES, **own}

    @abstractmethod
    def render(self, view: Mapping[str, Any], say: Say = english) -> str:
        """Plain-text picture of a view (see :meth:`State.view`) for the terminal; its words
        are messages told with ``say`` (issue 37: English unless a language's is given)."""

    def notation_lines(self) -> list[HelpLine]:
        """The move notation explained, a line at a time (see :func:`help_text`)."""
        return []

    def notation_help(self, say: Say = english) -> str:
        """A short explanation of the move notation, shown by the terminal game, told with
        ``say`` (English unless a language's is given)."""
        return help_text(self.notation_lines(), say)

    def table(self) -> dict[str, Any]:
        """The game's table: the fixed data a board needs to be drawn and played that no view
        repeats (areas and their links, unit kinds and costs, board sizes), as JSON-ready
        values, the same on every call for the same options. A client draws from it instead
        of keeping a copy of the rules' data (issue 38). The default names the game only."""
        return {"game": self.name, "title": self.title}

    # -- the game package's optional parts ------------------------------------------------

    @classmethod
    def part(cls, role: str) -> ModuleType | None:
        """The module ``role`` of the game's package (``heuristics``, ``encoding``), or ``None``.

        Every game package has the same shape (docs/architecture.md), so the contract finds a
        game's optional parts by their role's name; nothing outside the package names them.
        """
        package = cls.__module__.rpartition(".")[0]
        name = f"{package}.{role}"
        try:
            return importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                raise
            return None

    @classmethod
    def heuristics(cls) -> ModuleType | None:
        """The game's knowledge for the agents (see :mod:`wartable.core.heuristics`)."""
        return cls.part("heuristics")

    def __repr__(self) -> str:
        opts = ", ".join(f"{k}={v!r}" for k, v in self.non_default_options().items())
        return f"{type(self).__name__}({opts})"


class State(ABC):
    """One position of a game, including who decides next. Immutable."""

    __slots__ = ()

    @property
    @abstractmethod
    def game(self) -> Game:
        """The rules this state belongs to."""

    # -- the flow of play -----------------------------------------------------------------

    @abstractmethod
    def to_move(self) -> int:
        """The seat that decides next, :data:`CHANCE`, or :data:`TERMINAL`."""

    def is_over(self) -> bool:
        return self.to_move() == TERMINAL

    @abstractmethod
    def legal_moves(self) -> list[Move]:
        """Every legal move (at a chance node, every outcome), in the game's documented order.

        Empty exactly when the game is over.
        """

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        """At a chance node, each outcome with its probability (they sum to 1)."""
        raise IllegalMove(said("error-no-chance", game=self.game.name))

    @abstractmethod
    def apply(self, move: Move) -> State:
        """The state after ``move``, which must be one of :meth:`legal_moves` (not checked
        here, for speed: use :meth:`play` or :meth:`parse_move` for untrusted input)."""

    def perft_moves(self) -> list[Move]:
        """The moves a perft counts. Usually all legal moves; a game with an agreement
        protocol (Thud's offer to end a battle) leaves those out, as published counts do."""
        return self.legal_moves()

    # -- text forms -----------------------------------------------------------------------

    @abstractmethod
    def move_text(self, move: Move) -> str:
        """The canonical text of a legal move in this position."""

    def move_texts(self, moves: Sequence[Move]) -> list[str]:
        """``[self.move_text(m) for m in moves]``, the texts of many moves of this position at
        once (the server sends a position's legal moves as text); a game may write them
        faster (Thud, in C). The conformance suite checks that both give the same list."""
        return list(map(self.move_text, moves))

    def check_notation(self, text: str) -> None:  # noqa: B027 (an optional hook)
        """Raise :class:`BadNotation` if ``text`` cannot be a move of this game at all.

        The default accepts anything; games check their grammar so that garbage is reported
        as bad notation, and well-formed text that is not legal as an illegal move."""

    def explain_illegal(self, text: str) -> Said | str:
        """Why well-formed ``text`` is not a legal move here (games give precise reasons),
        as a message."""
        return said("error-not-legal")

    def parse_move(self, text: str) -> Move:
        """The legal move whose text is ``text`` (case and surrounding space as the game's
        notation allows). Raises :class:`GameOver`, :class:`BadNotation` or
        :class:`IllegalMove`, each naming the text and the reason."""
        if not isinstance(text, str):
            raise BadNotation(said("error-not-text", move=quoted(text), kind=type(text).__name__))
        cleaned = text.strip()
        if self.is_over():
            raise GameOver(said("error-game-over", move=quoted(cleaned)))
        if not cleaned:
            raise BadNotation(said("error-empty-move"))
        index = self._move_index()
        move = index.get(cleaned)
        if move is None:
            move = index.get(self.normalize_move_text(cleaned))
        if move is not None:
            return move
        self.check_notation(cleaned)
        raise IllegalMove(
            said("error-illegal-move", move=quoted(cleaned), reason=self.explain_illegal(cleaned))
        )

    def normalize_move_text(self, text: str) -> str:
        """Map an accepted spelling of a move to its canonical text (default: unchanged)."""
        return text

    def _move_index(self) -> dict[str, Move]:
        return {self.move_text(m): m for m in self.legal_moves()}

    def play(self, text: str) -> State:
        """Parse ``text`` as a move and return the state after it."""
        return self.apply(self.parse_move(text))

    @abstractmethod
    def to_text(self) -> str:
        """The full position as text; :meth:`Game.parse_state` gives back an equal state.

        It holds everything, hidden information included: it is the server's form, never a
        player's (players get :meth:`view`)."""

    # -- outcome --------------------------------------------------------------------------

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """How the game ended, or ``None`` while it goes on."""

    # -- information ----------------------------------------------------------------------

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may see, as JSON-ready data (``None``: a spectator, public only).

        Two states that differ only in what ``seat`` cannot see give identical views."""

    def move_view(self, move: Move, seat: int | None) -> str:
        """How ``move``, played from this state, appears to ``seat`` in a log or record.

        The default is the move's text; games hide private chance outcomes (a card drawn
        into a hand) from the seats that may not see them."""
        return self.move_text(move)

    def move_message(self, move: Move, seat: int | None) -> Said:
        """:meth:`move_view` as a message (issue 37): its English is :meth:`move_view`'s text.
        The default tells the move's text; games that say more (a roll and what it decided)
        give their own message."""
        return said("move-text", move=self.move_view(move, seat))

    def phase_message(self) -> Said | None:
        """What is being decided now, as a message (``None``: the game has no phases)."""
        return None

    def determinize(self, seat: int, rng: random.Random) -> State:
        """A state consistent with everything ``seat`` can see, with everything it cannot see
        sampled afresh with ``rng``. It must use nothing hidden from ``seat``: two states with
        equal views for ``seat`` give equal results for the same ``rng`` state. Games of
        perfect information return ``self``."""
        return self

    def random_playout(self, rng: random.Random, plies: int) -> State:
        """The position after up to ``plies`` uniformly random steps from here (each one
        :func:`random_step` with ``rng``), or the end, whichever comes first. A game may play
        them faster (in place, in C) if the result is the same: the same position, and the
        same draws taken from ``rng`` (tests/thud/test_playout.py checks Thud's)."""
        state: State = self
        for _ in range(plies):
            if state.to_move() == TERMINAL:
                break
            state = random_step(state, rng)
        return state

    def hides_from(self, seat: int) -> bool:
        """Whether anything in this position, or in any position that can follow it, may be
        hidden from ``seat``. ``False`` promises that :meth:`determinize` for ``seat`` returns
        this very state here and in every later position, so a search may treat the rest of
        the game as one of perfect information (chance still comes as chance moves). The
        default is the game's :attr:`Game.has_hidden_information`; a game whose secrets are
        all revealed at some point (Flatwar's hidden build, R2.7) says ``False`` from then
        on."""
        return self.game.has_hidden_information

    # -- equality -------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State) or other.game.name != self.game.name:
            return NotImplemented
        return self.to_text() == other.to_text()

    def __hash__(self) -> int:
        return hash(self.to_text())

    def __str__(self) -> str:
        return self.game.render(self.view(None))


class SupportsRandom(Protocol):
    """Anything with ``random()`` giving a float in [0, 1): a ``random.Random``, or a match's
    :class:`wartable.core.match.ChanceStream`."""

    def random(self) -> float: ...


def sample_chance(state: State, rng: SupportsRandom) -> Move:
    """Pick one outcome of a chance node with ``rng`` (exactly one ``rng.random()`` call)."""
    outcomes = state.chance_outcomes()
    r = rng.random()
    acc = 0.0
    for move, p in outcomes:
        acc += p
        if r < acc:
            return move
    return outcomes[-1][0]


def random_step(state: State, rng: random.Random) -> State:
    """The state after one uniformly random step: a chance outcome drawn with
    :func:`sample_chance`, else a legal move picked with ``rng.randrange``."""
    if state.to_move() == CHANCE:
        return state.apply(sample_chance(state, rng))
    moves = state.legal_moves()
    return state.apply(moves[rng.randrange(len(moves))])
