"""The wartable games through OpenSpiel's Python-game API (see docs/rl.md).

``openspiel_game("thud", battles=1)`` registers ``python_wartable_thud`` with pyspiel (its
parameters are the game's options) and loads it. Actions are the game's encoding indices;
chance nodes are real OpenSpiel chance nodes (outcome ``k`` is the ``k``-th of the game's
``chance_outcomes()``, with its probability). Returns are +1 win, -1 loss, 0 draw.

Observation tensor and string: the encoding's tensor and the rendered text of the player's
view. Information state: the string is the player's whole history as it saw it (every move as
``move_view`` shows it to that seat, so private draws of others stay hidden) and so has perfect
recall. The history is kept as a chain of moves shared by clones, without their texts until
someone asks for an information state: then the game is replayed from its start once to make
them, and from then on each move's texts are made as it is played (a search that never asks,
such as MCTS, makes none, and keeps no position alive). The tensor is offered for the
perfect-information games only, where it is the observation (the whole position).
``state.game_state`` is the wrapped wartable State; ``resample_from_infostate`` draws a state
consistent with the player's view (``State.determinize``), which is what ISMCTS needs.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pyspiel

from wartable.core import CHANCE, TERMINAL, Game, State, make
from wartable.core.encoding import Encoding, encoding_for

from ._common import resolve_game, rewards

#: Nominal bound on a game's length that OpenSpiel's GameInfo requires.
MAX_GAME_LENGTH = 100_000


#: The rule sets and encodings of the pyspiel games made so far, by game name and options.
_RULES: dict[tuple[str, tuple[tuple[str, Any], ...]], tuple[Game, Encoding]] = {}


def short_name(name: str) -> str:
    return f"python_wartable_{name}"


class WartableSpielGame(pyspiel.Game):
    """A pyspiel game wrapping one wartable rule set."""

    #: the wartable game's name (set by :func:`register` on a subclass per game)
    NAME = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        name = self.NAME
        game_type = _TYPES[name]
        params = dict(params or {})
        rules = make(name, **params)
        key = (name, tuple(sorted(rules.options.items())))
        if key not in _RULES:
            _RULES[key] = (rules, encoding_for(rules))
        rules, encoding = _RULES[key]
        n = rules.num_players
        info = pyspiel.GameInfo(
            num_distinct_actions=encoding.num_actions,
            max_chance_outcomes=encoding.max_chance_outcomes,
            num_players=n,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0 if n == 2 else None,
            max_game_length=MAX_GAME_LENGTH,
        )
        full = {spec.name: spec.default for spec in rules.all_option_specs()}
        full.update(rules.options)
        super().__init__(game_type, info, full)
        # Python attributes on a pyspiel game make the interpreter abort at exit when the
        # game outlives it, so the rule set and its encoding are looked up by key instead.
        self._key = key

    @property
    def rules(self) -> Game:
        return _RULES[self._key][0]

    @property
    def encoding(self) -> Encoding:
        return _RULES[self._key][1]

    def new_initial_state(self) -> WartableSpielState:
        return WartableSpielState(self, self.rules.initial_state())

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> Any:
        if params:
            raise ValueError(f"observation parameters not supported: {params}")
        perfect_recall = iig_obs_type is not None and iig_obs_type.perfect_recall
        if perfect_recall:
            return InfoStateObserver(self)
        return ViewObserver(self)


class _Shared:
    """Immutable things a state refers to: deep copies (pyspiel's ``clone``) share them."""

    __slots__ = ("encoding", "rules", "state")

    def __init__(self, rules: Game, encoding: Encoding, state: State) -> None:
        self.rules, self.encoding, self.state = rules, encoding, state

    def __deepcopy__(self, memo: dict[int, Any]) -> _Shared:
        return self


class _History:
    """What the states of one game share about its history: the position it started from,
    and whether anyone has asked for a seat's history yet (from then on each ply keeps the
    position it was played from, so its texts can be made without a replay)."""

    __slots__ = ("keep", "start")

    def __init__(self, start: State) -> None:
        self.start = start
        self.keep = False

    def __deepcopy__(self, memo: dict[int, Any]) -> _History:
        return self


class _Ply:
    """One move of a game's history and the ply before; shared by every clone that has it in
    its history. ``state`` is the position the move was played from (kept once anyone has
    asked for a history: MCTS, which never asks, keeps no rollout position alive); ``texts``
    what each seat saw of the move (``move_view``), made the first time a history that holds
    the ply is asked for, so a rollout's plies that nobody reads cost no text."""

    __slots__ = ("before", "move", "state", "texts")

    def __init__(self, before: _Ply | None, move: Any, state: State | None) -> None:
        self.before = before
        self.move = move
        self.state = state
        self.texts: list[str] | None = None

    def __deepcopy__(self, memo: dict[int, Any]) -> _Ply:
        return self


def history_texts(history: _History, last: _Ply | None, seat: int) -> list[str]:
    """What ``seat`` saw happen, move by move, up to ``last``. A ply's texts are made once,
    for every seat, from the position the move was played from: the one the ply kept, or
    (plies played before anyone asked) one replayed from the game's start."""
    plies = []
    while last is not None:
        plies.append(last)
        last = last.before
    plies.reverse()
    history.keep = True
    n = history.start.game.num_players
    if any(p.texts is None and p.state is None for p in plies):
        state = history.start
        for p in plies:
            if p.texts is None:
                p.texts = [state.move_view(p.move, o) for o in range(n)]
            state = state.apply(p.move)
    out = []
    for p in plies:
        texts = p.texts
        if texts is None:
            kept = p.state
            assert kept is not None  # a ply without a position got its texts above
            texts = p.texts = [kept.move_view(p.move, o) for o in range(n)]
        out.append(texts[seat])
    return out


class WartableSpielState(pyspiel.State):
    """A pyspiel state; ``game_state`` is the wrapped :class:`wartable.core.State`."""

    def __init__(self, game: WartableSpielGame, state: State) -> None:
        super().__init__(game)
        self._shared = _Shared(game.rules, game.encoding, state)
        self._seats = game.rules.num_players
        #: the game's start and the last move played (the history, shared with clones)
        self._history = _History(state)
        self._last: _Ply | None = None

    def seen_by(self, seat: int) -> list[str]:
        """What ``seat`` has seen happen, move by move (``State.move_view``; made once a
        ply)."""
        return history_texts(self._history, self._last, seat)

    @property
    def seen(self) -> list[list[str]]:
        """What each seat has seen happen, move by move (``State.move_view``)."""
        return [self.seen_by(seat) for seat in range(self._seats)]

    @property
    def game_state(self) -> State:
        """The wrapped wartable state."""
        return self._shared.state

    @game_state.setter
    def game_state(self, state: State) -> None:
        self._shared = _Shared(self._shared.rules, self._shared.encoding, state)

    @property
    def encoding(self) -> Encoding:
        return self._shared.encoding

    def current_player(self) -> int:
        who = self.game_state.to_move()
        if who == TERMINAL:
            return int(pyspiel.PlayerId.TERMINAL)
        if who == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        return int(who)

    def _legal_actions(self, player: int) -> list[int]:
        return self.encoding.legal_indices(self.game_state)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self.encoding.chance_outcomes(self.game_state)

    def _move(self, action: int) -> Any:
        state = self.game_state
        if state.to_move() == CHANCE:
            outcomes = state.chance_outcomes()
            if not 0 <= action < len(outcomes):
                raise ValueError(f"chance outcome {action}: not one of 0..{len(outcomes) - 1}")
            return outcomes[action][0]
        return self.encoding.move_of(state, action)

    def _apply_action(self, action: int) -> None:
        move = self._move(action)
        state = self.game_state
        self._last = _Ply(self._last, move, state if self._history.keep else None)
        self.game_state = state.apply(move)

    def _action_to_string(self, player: int, action: int) -> str:
        state = self.game_state
        try:
            return str(state.move_text(self._move(action)))
        except (ValueError, IndexError):
            if player == int(pyspiel.PlayerId.CHANCE):
                return f"chance outcome {action}"
            return self.encoding.describe(action)

    def is_terminal(self) -> bool:
        return bool(self.game_state.is_over())

    def returns(self) -> list[float]:
        return rewards(self.game_state)

    def rewards(self) -> list[float]:
        return rewards(self.game_state) if self.is_terminal() else [0.0] * self._seats

    def resample_from_infostate(self, player: int, sampler: Any = None) -> WartableSpielState:
        """A state that ``player`` cannot tell from this one (``State.determinize`` with a
        generator seeded from ``sampler``, a pyspiel probability sampler, or 0)."""
        seed = int(sampler() * 2**32) if callable(sampler) else 0
        sample = self.game_state.determinize(player, random.Random(seed))
        clone: WartableSpielState = self.clone()
        clone.game_state = sample
        return clone

    def __str__(self) -> str:
        return str(self.game_state.to_text())


class ViewObserver:
    """Observation tensor and string from the player's view."""

    def __init__(self, game: WartableSpielGame) -> None:
        self.game = game
        shape = game.encoding.observation_shape
        self.tensor = np.zeros(int(np.prod(shape)), np.float32)
        self.dict = {"observation": self.tensor.reshape(shape)}

    def set_from(self, state: WartableSpielState, player: int) -> None:
        self.game.encoding.observe_into(state.game_state, player, self.tensor)

    def string_from(self, state: WartableSpielState, player: int) -> str:
        return str(self.game.rules.render(state.game_state.view(player)))


class InfoStateObserver(ViewObserver):
    """Perfect recall: the string is the player's history; the tensor (perfect-information
    games only) is the observation of the whole position."""

    def string_from(self, state: WartableSpielState, player: int) -> str:
        history = "\n".join(state.seen_by(player))
        return f"seat {player}\n{history}"


def game_type(rules: Game) -> Any:
    perfect = not rules.has_hidden_information
    n = rules.num_players
    return pyspiel.GameType(
        short_name=short_name(rules.name),
        long_name=f"wartable {rules.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
        if encoding_for(rules).max_chance_outcomes
        else pyspiel.GameType.ChanceMode.DETERMINISTIC,
        information=pyspiel.GameType.Information.PERFECT_INFORMATION
        if perfect
        else pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM
        if n == 2
        else pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=type(rules).max_players,
        min_num_players=type(rules).min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=perfect,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={
            spec.name: spec.default for spec in type(rules).all_option_specs()
        },
    )


_REGISTERED: set[str] = set()
_TYPES: dict[str, Any] = {}


def register(name: str) -> str:
    """Register the wartable game ``name`` with pyspiel (once); returns its short name."""
    key = short_name(name)
    if name not in _REGISTERED:
        rules = make(name)
        _TYPES[name] = game_type(rules)

        # A class per game, as OpenSpiel's own Python games register (a closure kept by the
        # C++ registry makes the interpreter abort at exit).
        cls = type(f"WartableSpiel_{name}", (WartableSpielGame,), {"NAME": name})
        pyspiel.register_game(_TYPES[name], cls)
        _REGISTERED.add(name)
    return key


def openspiel_game(game: Game | str, **options: Any) -> Any:
    """The pyspiel game of ``game`` (a name or a :class:`Game`) with ``options``."""
    rules = resolve_game(game, options)
    key = register(rules.name)
    params = {**rules.non_default_options(), "players": rules.num_players}
    return pyspiel.load_game(key, params)
