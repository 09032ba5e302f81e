"""Issue 40: the fast paths give what the reference paths give, bit for bit.

Over seeded random playouts of all five games (and the options that change the board, the
seats or the action layout):

* actions: :meth:`Encoding.action_of` (computed on the move itself) equals
  :meth:`Encoding.text_action_of` (by the move's text, the definition) for every legal move;
  :meth:`Encoding.legal_indices` is the ascending list of those;
* observations: :meth:`Encoding.observation` and :meth:`Encoding.observe_into` (into a
  preallocated float32 array) equal the observation made from the seat's view, as float32
  arrays bit for bit, for every seat and a spectator;
* the numpy masks and observations of the adapters equal those built the old way;
* determinized states give the seat the same observation (the fast path reads nothing the
  view hides).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import numpy as np
import pytest

from wartable.core import CHANCE, State, make, sample_chance
from wartable.core.encoding import encoding_for
from wartable.games.flatwar.state import BUILD
from wartable.games.flatwar.view import hidden_sides
from wartable.rl._common import mask_array, observation_array, resolve_game

CASES: list[tuple[str, dict[str, Any]]] = [
    ("alu", {}),
    ("alu", {"board": "10x4"}),
    ("europe", {}),
    ("europe", {"players": 5}),
    ("europe", {"players": 3, "powers": "OTT,BRI,RUS", "first": "RUS"}),
    ("flatwar", {}),
    ("flatwar", {"players": 3}),
    ("flatwar", {"build": "hidden"}),
    ("flatwar", {"players": 4, "build": "hidden"}),
    ("orcwar", {}),
    ("orcwar", {"players": 5}),
    ("orcwar", {"players": 2, "lone_boss_raids": True}),
    ("orcwar", {"players": 6, "army_limit": True, "shamans_haul": False}),
    ("thud", {}),
    ("thud", {"battles": 2, "agreement": True}),
    ("thud", {"troll_move_captures": "any", "shove_captures": "choose"}),
]


def _id(case: tuple[str, dict[str, Any]]) -> str:
    name, options = case
    return name + "".join(f"-{k}={v}" for k, v in options.items())


def playout(name: str, options: dict[str, Any], seed: int, plies: int) -> Iterator[State]:
    """The states of a seeded random game (with the adapters' limits), chance included."""
    game = resolve_game(name, options)
    rng = random.Random(seed)
    state = game.initial_state()
    for _ in range(plies):
        yield state
        if state.is_over():
            return
        if state.to_move() == CHANCE:
            state = state.apply(sample_chance(state, rng))
            continue
        moves = state.legal_moves()
        state = state.apply(moves[rng.randrange(len(moves))])
    yield state


def _reference_observation(enc: Any, state: State, seat: int | None) -> np.ndarray:
    return np.asarray(enc.view_observation(state, seat), dtype=np.float32)


@pytest.mark.parametrize("case", CASES, ids=[_id(c) for c in CASES])
def test_fast_actions_and_observations_match_the_reference(
    case: tuple[str, dict[str, Any]],
) -> None:
    name, options = case
    game = resolve_game(name, options)
    enc = encoding_for(game)
    buffer = np.empty(enc.observation_size, dtype=np.float32)
    seats: list[int | None] = [*range(game.num_players), None]
    checked = 0
    for seed in range(2):
        for i, state in enumerate(playout(name, options, seed, 400)):
            moves = state.legal_moves() if state.to_move() >= 0 else []
            reference = {enc.text_action_of(state, m): m for m in moves}
            assert len(reference) == len(moves)
            for m in moves:
                assert enc.action_of(state, m) == enc.text_action_of(state, m)
            assert enc.legal_indices(state) == sorted(reference)
            assert enc.legal_actions(state) == dict(sorted(reference.items()))
            mask = mask_array(enc, state, state.to_move()) if moves else None
            if mask is not None:
                old = np.zeros(enc.num_actions, dtype=np.int8)
                old[list(reference)] = 1
                assert np.array_equal(mask, old)
            if i % 3:
                continue
            for seat in seats:
                ref = _reference_observation(enc, state, seat)
                fast = np.asarray(enc.observation(state, seat), dtype=np.float32)
                assert fast.tobytes() == ref.tobytes(), (name, seed, i, seat)
                buffer.fill(7.0)
                enc.observe_into(state, seat, buffer)
                assert buffer.tobytes() == ref.tobytes(), (name, seed, i, seat)
                adapter = observation_array(enc, state, seat)
                assert adapter.shape == enc.observation_shape
                assert adapter.tobytes() == ref.tobytes()
                checked += 1
    assert checked > 50


@pytest.mark.parametrize("name", ["orcwar", "flatwar"])
def test_determinized_states_give_the_same_fast_observation(name: str) -> None:
    """The hidden-information games: a determinized state (other hands, cups, hidden builds
    resampled) gives the seat exactly the observation of the real state."""
    options: dict[str, Any] = {"build": "hidden"} if name == "flatwar" else {"players": 3}
    enc = encoding_for(resolve_game(name, options))
    buffer = np.empty(enc.observation_size, dtype=np.float32)
    other_buffer = np.empty(enc.observation_size, dtype=np.float32)
    for i, state in enumerate(playout(name, options, 4, 300)):
        seat = state.to_move()
        if seat < 0 or i % 2:
            continue
        other = state.determinize(seat, random.Random(i))
        enc.observe_into(state, seat, buffer)
        enc.observe_into(other, seat, other_buffer)
        assert buffer.tobytes() == other_buffer.tobytes()
        assert enc.legal_indices(other) == enc.legal_indices(state)


@pytest.mark.parametrize("name", ["europe", "flatwar"])
def test_fast_observations_of_every_phase(name: str) -> None:
    """European War's and Flatwar's observations from the position equal the view's at every
    ply of seeded games, for every seat and a spectator, through every phase of the game
    (European War's combats and France's reroll, R5; Flatwar's terrain, deployment, cards,
    cavalry, combats and used squares, R3-R8)."""
    from wartable.games.europe.state import PHASE_NAMES as EUROPE_PHASES
    from wartable.games.flatwar.state import PHASE_NAMES as FLATWAR_PHASES

    enc = encoding_for(resolve_game(name, {}))
    buffer = np.empty(enc.observation_size, dtype=np.float32)
    seen: set[str] = set()
    for seed in range(4):
        for state in playout(name, {}, 10 + seed, 1200):
            view = state.view(None)
            seen.add(view["phase"])
            seen.update(k for k in ("combat", "cavalry", "used") if view.get(k))
            for seat in (*range(state.game.num_players), None):
                enc.observe_into(state, seat, buffer)
                assert buffer.tobytes() == _reference_observation(enc, state, seat).tobytes()
    phases = EUROPE_PHASES if name == "europe" else FLATWAR_PHASES
    extra = {"combat"} if name == "europe" else {"combat", "cavalry", "used"}
    assert seen >= set(phases) | extra, sorted((set(phases) | extra) - seen)


def _build_walk(players: int, seed: int) -> Iterator[State]:
    """The build phase of a seeded Flatwar game with the hidden build (R2.7): each side buys
    a unit or two one at a time (``buy K``) before it ends with an army or ``done``, so that
    partly bought reserves are hidden too."""
    game = resolve_game("flatwar", {"players": players, "build": "hidden"})
    rng = random.Random(seed)
    state = game.initial_state()
    while state.phase == BUILD:  # type: ignore[attr-defined]
        yield state
        moves = state.legal_moves()
        buys = [m for m in moves if state.move_text(m).startswith("buy")]
        if buys and rng.random() < 0.6:
            state = state.apply(buys[rng.randrange(len(buys))])
        else:
            state = state.apply(moves[rng.randrange(len(moves))])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_flatwar_hidden_builds_never_reach_the_observation(players: int) -> None:
    """Flatwar's hidden build (R2.7): states that differ only in the armies another side has
    bought (``determinize``: each drawn afresh) give every seat they are hidden from, and a
    spectator, the same observation by the fast path, and it is the view's; the states really
    differ, and only there."""
    enc = encoding_for(resolve_game("flatwar", {"players": players, "build": "hidden"}))
    buffer = np.empty(enc.observation_size, dtype=np.float32)
    other_buffer = np.empty(enc.observation_size, dtype=np.float32)
    differ = 0
    for seed in range(20):
        for state in _build_walk(players, seed):
            for seat in range(players):
                if not state.hides_from(seat):
                    continue
                reference = _reference_observation(enc, state, seat).tobytes()
                for k in range(3):
                    other = state.determinize(seat, random.Random(1000 * seed + 10 * seat + k))
                    hidden = hidden_sides(state, seat)  # type: ignore[arg-type]
                    changed = {
                        i // 4
                        for i, (a, b) in enumerate(
                            zip(state.reserve, other.reserve, strict=True)  # type: ignore[attr-defined]
                        )
                        if a != b
                    }
                    assert changed <= hidden
                    differ += bool(changed)
                    enc.observe_into(state, seat, buffer)
                    enc.observe_into(other, seat, other_buffer)
                    assert buffer.tobytes() == other_buffer.tobytes() == reference
                    assert enc.observation(other, seat) == enc.observation(state, seat)
                    assert enc.observation(other, None) == enc.observation(state, None)
                    if other.to_move() == seat:
                        assert enc.legal_indices(other) == enc.legal_indices(state)
    assert differ > 40


def test_thud_action_of_every_kind_R3_R4_R5() -> None:
    """Thud's index from the move's int: a dwarf move and a hurl (R3.1, R3.2), troll steps,
    step captures and shoves (R4.1, R4.2) and the agreement moves (R5.1) each at the index
    their text gives."""
    game = make("thud", agreement=True)
    enc = encoding_for(game)
    dwarfs = game.parse_state(
        "\n".join(
            [
                "#####.....#####",
                "####.......####",
                "###.........###",
                "##...........##",
                "#.............#",
                "...............",
                ".......d.......",
                ".......X.......",
                "......T........",
                "......d........",
                "#.....d.......#",
                "##...........##",
                "###.........###",
                "####.......####",
                "#####.....#####",
            ]
        )
        + "\nd\n"
    )
    trolls = game.parse_state(
        "\n".join(
            [
                "#####.....#####",
                "####.......####",
                "###.........###",
                "##...........##",
                "#.............#",
                "...............",
                "...............",
                ".......X.......",
                "......T.d......",
                "......T........",
                "#.....T.......#",
                "##....d.d....##",
                "###.........###",
                "####.......####",
                "#####.....#####",
            ]
        )
        + "\nT\n"
    )
    kinds = set()
    for state in (dwarfs, trolls, trolls.apply(trolls.legal_moves()[-1])):
        for m in state.legal_moves():
            assert enc.action_of(state, m) == enc.text_action_of(state, m)
            kinds.add((m >> 24, bool(m >> 16 & 0xFF)))
    assert {(0, False), (1, False), (2, False), (2, True), (3, False)} <= kinds
    offer = dwarfs.apply(next(m for m in dwarfs.legal_moves() if m >> 24 == 3))
    for m in offer.legal_moves():
        assert enc.action_of(offer, m) == enc.text_action_of(offer, m)
    assert enc.legal_indices(offer) == [enc.num_actions - 2, enc.num_actions - 1]


@pytest.mark.parametrize("name", ["orcwar", "thud"])
def test_openspiel_histories_made_lazily_equal_the_eager_ones(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bridge's information-state string is each seat's history of ``move_view`` texts,
    as when they were made at every ply (they are made only when asked, once a ply, from the
    position the move was played from); a clone shares the plies and goes its own way, and
    a clone's plies that nobody asked about have no texts made."""
    from wartable.rl import openspiel_game

    game = openspiel_game(name)
    state = game.new_initial_state()
    rng = random.Random(3)
    eager: list[list[str]] = [[] for _ in range(game.num_players())]
    for ply in range(120):
        if state.is_terminal():
            break
        if state.is_chance_node():
            actions = [a for a, _ in state.chance_outcomes()]
            action = actions[rng.randrange(len(actions))]
        else:
            legal = state.legal_actions()
            assert legal == sorted(legal)
            action = legal[rng.randrange(len(legal))]
        before = state.game_state
        move = before.chance_outcomes()[action][0] if state.is_chance_node() else None
        if move is None:
            move = state.encoding.move_of(before, action)
        for seat, log in enumerate(eager):
            log.append(before.move_view(move, seat))
        state.apply_action(action)
        if ply >= 40 and ply % 7 == 0:  # the first ask makes 40 plies' texts, then 7 at a time
            for seat in range(game.num_players()):
                text = state.information_state_string(seat)
                assert text == f"seat {seat}\n" + "\n".join(eager[seat])
    clone = state.clone()
    assert clone.information_state_string(0) == state.information_state_string(0)
    # a rollout on a clone makes no text until its history is asked for, then one per seat
    made: list[int] = []
    cls = type(state.game_state)
    move_view = cls.move_view
    monkeypatch.setattr(
        cls, "move_view", lambda self, move, seat: made.append(seat) or move_view(self, move, seat)
    )
    plies = 0
    while plies < 10 and not clone.is_terminal():
        if clone.is_chance_node():
            clone.apply_action(clone.chance_outcomes()[0][0])
        else:
            clone.apply_action(clone.legal_actions()[0])
        plies += 1
    assert made == []
    assert len(clone.seen_by(0)) == len(state.seen_by(0)) + plies
    assert len(made) == plies * game.num_players()


def test_openspiel_play_that_never_asks_keeps_no_positions() -> None:
    """MCTS never asks for an information state: its plies keep only their moves, no position
    (keeping every rollout's positions alive made MCTSBot 0.6x as fast in OrcWar); the first
    ask replays the game from its start, and from then on each ply keeps its position."""
    from wartable.rl import openspiel_game

    game = openspiel_game("orcwar")
    state = game.new_initial_state()
    rng = random.Random(4)

    def play(n: int) -> None:
        for _ in range(n):
            if state.is_chance_node():
                state.apply_action(rng.choice([a for a, _ in state.chance_outcomes()]))
            else:
                state.apply_action(rng.choice(state.legal_actions()))

    def kept() -> list[bool]:
        out = []
        ply = state._last  # noqa: SLF001 - the invariant is the bridge's own
        while ply is not None:
            out.append(ply.state is not None)
            ply = ply.before
        return out[::-1]

    play(30)
    assert kept() == [False] * 30
    assert len(state.seen_by(1)) == 30  # the first ask: a replay from the start
    play(5)
    assert kept() == [False] * 30 + [True] * 5


def test_thud_pure_python_fast_paths_match_the_reference() -> None:
    """Without the C module (``use_native(False)``), Thud's index tables and its observation
    from the position give the reference results too."""
    from wartable.games.thud import rules

    if not rules.NATIVE_AVAILABLE:
        pytest.skip("the C module is not built: the other tests cover the Python path")
    rules.use_native(False)
    try:
        for options in ({}, {"troll_move_captures": "any"}, {"agreement": True, "battles": 2}):
            enc = encoding_for(resolve_game("thud", options))
            out = np.empty(enc.observation_size, dtype=np.float32)
            for i, state in enumerate(playout("thud", options, 1, 200)):
                moves = state.legal_moves() if state.to_move() >= 0 else []
                assert enc.indices_of(state, moves) == [enc.text_action_of(state, m) for m in moves]
                if i % 4 == 0:
                    for seat in (0, 1, None):
                        enc.observe_into(state, seat, out)
                        ref = _reference_observation(enc, state, seat)
                        assert out.tobytes() == ref.tobytes()
    finally:
        rules.use_native(True)


@pytest.mark.parametrize("name", ["alu", "europe", "flatwar", "orcwar", "thud"])
def test_observe_into_takes_every_documented_buffer(name: str) -> None:
    """``observe_into`` writes into a float32 numpy array, an ``array('f')``, an
    ``array('d')`` and a list alike (:meth:`Encoding.observe_into`'s documented buffers; an
    ``array`` takes only its own type code, which once broke European War and Flatwar), and
    the generic path of the base class does too."""
    from array import array

    from wartable.core.encoding import Encoding

    enc = encoding_for(resolve_game(name, {}))
    size = enc.observation_size
    for i, state in enumerate(playout(name, {}, 3, 60)):
        if i % 10:
            continue
        for seat in (0, 1, None):
            ref = _reference_observation(enc, state, seat)
            for out in (array("f", [7.0]) * size, array("d", [7.0]) * size, [7.0] * size):
                enc.observe_into(state, seat, out)
                assert np.asarray(out, dtype=np.float32).tobytes() == ref.tobytes(), (i, seat)
                out[0] = 7.0
                Encoding.observe_into(enc, state, seat, out)  # the base class's way
                assert np.asarray(out, dtype=np.float32).tobytes() == ref.tobytes(), (i, seat)
