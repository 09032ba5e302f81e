"""Action spaces and observation tensors for learning agents (a game's ``encoding`` part).

A game package may hold a module ``encoding.py`` defining ``encoding(game) -> Encoding``;
:func:`encoding_for` finds it through :meth:`Game.part`, so nothing outside the package names
it. An :class:`Encoding` fixes, for one rule set (a :class:`Game` with its options):

* an **action space**: every move the rules can ever produce has one index in
  ``range(num_actions)``, the same in every position. The index is defined by the move's
  text (``state.move_text(move)``: :meth:`Encoding.index_of_text`), so it follows the game's
  documented notation and nothing private; a game's encoding computes it straight from the
  move's own representation (:meth:`Encoding.action_of`, tables built once from the texts),
  so that masks and legal actions never make a text (``tests/rl/test_fast_paths.py`` checks
  the two agree). Two legal moves of one position never share an index
  (:meth:`Encoding.legal_actions` checks it);
* **chance outcomes** as OpenSpiel wants them: outcome ``k`` of a chance node is its position
  in ``state.chance_outcomes()`` (the game's documented order), below ``max_chance_outcomes``;
* an **observation**: a flat list of floats of shape ``observation_shape`` computed from a
  seat's view dict (:meth:`State.view`) and nothing else, so an observation can never hold
  what the view hides. :meth:`Encoding.observation` may take a faster way for a game whose
  state hides nothing (the same floats, from the state's own data); :meth:`Encoding.observe_into`
  writes them into a preallocated buffer.

Standard library only, like all of core: the numpy/PettingZoo/Gymnasium/OpenSpiel adapters
live in :mod:`wartable.rl`.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from array import array
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .errors import IllegalMove, WartableError, shown
from .game import CHANCE, Game, Move, State


class Encoding(ABC):
    """A game's fixed action space and observation layout for one rule set."""

    #: Size of the action space (indices ``0 .. num_actions - 1``).
    num_actions: int
    #: Shape of :meth:`observe`'s tensor (row-major; the list is flat).
    observation_shape: tuple[int, ...]
    #: Bound on the number of outcomes of any chance node (0 for games without chance).
    max_chance_outcomes: int = 0

    def __init__(self, game: Game) -> None:
        self.game = game
        #: the last state asked about and its legal actions (states are immutable)
        self._last: tuple[State, dict[int, Move]] | None = None

    # -- actions ----------------------------------------------------------------------------

    @abstractmethod
    def index_of_text(self, text: str) -> int:
        """The index of the move whose canonical text is ``text``; :class:`WartableError`
        naming the text if it is outside the action space."""

    @abstractmethod
    def describe(self, action: int) -> str:
        """What index ``action`` stands for, in words (the move's text where it is fixed)."""

    def check_action(self, action: Any) -> int:
        """``action`` as an int in the action space, or :class:`IllegalMove` naming it."""
        if isinstance(action, bool):
            raise IllegalMove(f"action {shown(action)}: expected an integer")
        if not isinstance(action, int):
            try:
                as_int = int(action)
            except (TypeError, ValueError):
                raise IllegalMove(f"action {shown(action)}: expected an integer") from None
            if as_int != action:
                raise IllegalMove(f"action {shown(action)}: expected an integer")
            action = as_int
        if not 0 <= action < self.num_actions:
            raise IllegalMove(
                f"action {action}: outside the action space 0..{self.num_actions - 1} "
                f"of {self.game.name}"
            )
        return int(action)

    def action_of(self, state: State, move: Move) -> int:
        """The index of ``move``, a legal move of ``state``. This default goes through the
        move's text; a game's encoding overrides it with a computation on the move itself
        that gives the same index (:meth:`text_action_of` stays the reference)."""
        return self.index_of_text(state.move_text(move))

    def text_action_of(self, state: State, move: Move) -> int:
        """The index of ``move`` by its text: the definition :meth:`action_of` must match."""
        return self.index_of_text(state.move_text(move))

    def indices_of(self, state: State, moves: Sequence[Move]) -> list[int]:
        """``[action_of(state, m) for m in moves]`` (a game may do it in one loop)."""
        action_of = self.action_of
        return [action_of(state, m) for m in moves]

    def _legal(self, state: State) -> dict[int, Move]:
        """The legal moves by index, ascending (remembered for the last state asked)."""
        last = self._last
        if last is not None and last[0] is state:
            return last[1]
        if state.to_move() < 0:
            result: dict[int, Move] = {}
        else:
            moves = state.legal_moves()
            indices = self.indices_of(state, moves)
            out = dict(zip(indices, moves, strict=True))
            if len(out) != len(moves):
                self._shared_index(state, moves)
            indices.sort()
            result = out if list(out) == indices else {i: out[i] for i in indices}
        self._last = (state, result)
        return result

    def _shared_index(self, state: State, moves: Sequence[Move]) -> None:
        seen: dict[int, Move] = {}
        for move in moves:
            index = self.action_of(state, move)
            if index in seen:
                raise WartableError(
                    f"{self.game.name} encoding: moves {state.move_text(seen[index])!r} and "
                    f"{state.move_text(move)!r} share action {index}"
                )
            seen[index] = move

    def legal_actions(self, state: State) -> dict[int, Move]:
        """The legal moves of the seat to move, by index (ascending). Empty at a chance node
        or at the end."""
        return dict(self._legal(state))

    def legal_indices(self, state: State) -> list[int]:
        """The indices of the legal moves of the seat to move, ascending (what a mask has
        set); empty at a chance node or at the end."""
        return list(self._legal(state))

    def action_mask(self, state: State) -> list[int]:
        """1 at the index of every legal move, 0 elsewhere (length ``num_actions``)."""
        mask = [0] * self.num_actions
        for index in self._legal(state):
            mask[index] = 1
        return mask

    def move_of(self, state: State, action: Any) -> Move:
        """The legal move of ``state`` with index ``action``; :class:`IllegalMove` naming the
        action and the reason otherwise (the state is never changed)."""
        action = self.check_action(action)
        legal = self._legal(state)
        if action not in legal:
            who = "nobody may move" if state.to_move() < 0 else "it is not a legal move here"
            raise IllegalMove(f"action {action} ({self.describe(action)}): {who}")
        return legal[action]

    # -- chance -----------------------------------------------------------------------------

    def chance_outcomes(self, state: State) -> list[tuple[int, float]]:
        """The chance node's outcomes as ``(k, probability)``, ``k`` the outcome's position in
        ``state.chance_outcomes()``."""
        if state.to_move() != CHANCE:
            return []
        outcomes = state.chance_outcomes()
        if len(outcomes) > self.max_chance_outcomes:
            raise WartableError(
                f"{self.game.name} encoding: {len(outcomes)} chance outcomes, more than the "
                f"declared bound {self.max_chance_outcomes}"
            )
        return [(k, p) for k, (_, p) in enumerate(outcomes)]

    # -- observations -----------------------------------------------------------------------

    @property
    def observation_size(self) -> int:
        return math.prod(self.observation_shape)

    @abstractmethod
    def observe(self, view: Mapping[str, Any], seat: int | None) -> list[float]:
        """The observation tensor (flat, row-major, ``observation_size`` floats) of ``view``,
        the view of ``seat`` (``None``: a spectator). Uses ``view`` and ``seat`` only."""

    def observation(self, state: State, seat: int | None) -> list[float]:
        """``observe(state.view(seat), seat)``: the seat's observation of ``state``. A game's
        encoding may compute the same floats another way (from the state's data where the
        state hides nothing from the seat); :meth:`view_observation` stays the reference."""
        return self.observe(state.view(seat), seat)

    def view_observation(self, state: State, seat: int | None) -> list[float]:
        """The observation by way of the seat's view: the definition :meth:`observation`
        must match."""
        return self.observe(state.view(seat), seat)

    def observe_into(self, state: State, seat: int | None, out: Any) -> None:
        """Write the seat's observation of ``state`` into ``out``, a preallocated flat buffer
        of ``observation_size`` numbers that takes slice assignment (a list, an
        ``array('f')``, a flat numpy array): no new tensor per step."""
        fill(out, self.observation(state, seat))


def fill(out: Any, values: Sequence[float]) -> None:
    """``out[:] = values`` for every buffer :meth:`Encoding.observe_into` takes: an
    ``array`` takes only an array of its own type code, so the values are turned into one."""
    if isinstance(out, array) and not (
        isinstance(values, array) and values.typecode == out.typecode
    ):
        values = array(out.typecode, values)
    out[:] = values


class ListedEncoding(Encoding):
    """An action space given as the list of every move text the rules can produce: index
    ``i`` is the ``i``-th text. For games whose moves are a few thousand fixed texts."""

    def __init__(self, game: Game, texts: Iterable[str]) -> None:
        super().__init__(game)
        self.texts: tuple[str, ...] = tuple(texts)
        self.index: dict[str, int] = {}
        for i, text in enumerate(self.texts):
            if text in self.index:
                raise WartableError(f"{game.name} encoding: move text {text!r} listed twice")
            self.index[text] = i
        self.num_actions = len(self.texts)

    def index_of_text(self, text: str) -> int:
        index = self.index.get(text)
        if index is None:
            raise WartableError(
                f"{self.game.name} encoding: move {shown(text)} is outside the action space"
            )
        return index

    def describe(self, action: int) -> str:
        return self.texts[self.check_action(action)]


class Features:
    """A helper to build an observation: planes and scalars appended in a fixed order."""

    def __init__(self) -> None:
        self.values: list[float] = []

    def add(self, value: float) -> None:
        self.values.append(float(value))

    def one_hot(self, value: Any, choices: Sequence[Any]) -> None:
        """One slot per choice, 1.0 at ``value``'s (all 0 when it is none of them)."""
        self.values.extend(1.0 if value == c else 0.0 for c in choices)

    def extend(self, values: Iterable[float]) -> None:
        self.values.extend(float(v) for v in values)


def encoding_for(game: Game) -> Encoding:
    """The encoding of ``game``'s rule set, from the game's ``encoding`` part;
    :class:`WartableError` if the game has none (or none for these options)."""
    module = game.part("encoding")
    if module is None:
        raise WartableError(f"{game.name}: no encoding (no action space defined for it yet)")
    result: Encoding = module.encoding(game)
    return result


__all__ = ["Encoding", "Features", "ListedEncoding", "encoding_for"]
