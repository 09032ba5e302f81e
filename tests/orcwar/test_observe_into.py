"""Issue 40: OrcWar's observation from the position (``OrcWarEncoding.observe_into``,
``observation``) is the observation of the seat's view (``observe(state.view(seat), seat)``,
the reference) bit for bit, at every ply of seeded games of 2 to 6 players under the options
that change what happens, for every seat, a spectator and a seat with no player; and it holds
nothing the view hides (R1.4, R1.5): a determinized state gives the seat the same floats.

Standard library only (the float32 buffer is an ``array('f')``), so it runs with the rules'
tests; tests/rl/test_fast_paths.py checks the numpy buffers of the adapters."""

from __future__ import annotations

import random
from array import array
from collections.abc import Iterator
from typing import Any

import pytest

from wartable.core import CHANCE, make, sample_chance
from wartable.core.encoding import encoding_for
from wartable.games.orcwar import data as D
from wartable.games.orcwar.encoding import OrcWarEncoding
from wartable.games.orcwar.state import Army, OrcState

#: players and options: the round limit ends each game; the others change the armies (O11,
#: D19), raids and tunnels (D15, D20), parleys (D11b), trade (D21), events (D22) and the end
#: (D23, O22)
CASES: list[tuple[int, dict[str, Any]]] = [
    (2, {"max_rounds": 8}),
    (3, {"max_rounds": 6, "army_limit": True, "lone_boss_raids": True}),
    (4, {"max_rounds": 5, "shamans_haul": False, "trade_same_area": True}),
    (5, {"max_rounds": 4, "event_draws": "played", "mine_tunnels": True}),
    (6, {"max_rounds": 4, "parley_second_test": True, "victory_most_lands": True}),
    (4, {"max_rounds": 6, "wealth_victory": 12}),
]


def _encoding(players: int, **options: Any) -> OrcWarEncoding:
    enc = encoding_for(make("orcwar", players=players, **options))
    assert isinstance(enc, OrcWarEncoding)
    return enc


def _game_states(players: int, options: dict[str, Any], seed: int) -> Iterator[OrcState]:
    """Every state of a seeded random game to its end (chance plies included)."""
    rng = random.Random(seed)
    state = make("orcwar", players=players, **options).initial_state()
    for _ in range(20_000):
        assert isinstance(state, OrcState)
        yield state
        if state.is_over():
            return
        if state.to_move() == CHANCE:
            state = state.apply(sample_chance(state, rng))
        else:
            moves = state.legal_moves()
            state = state.apply(moves[rng.randrange(len(moves))])
    raise AssertionError("the game did not end")


def _check(enc: OrcWarEncoding, state: OrcState, seat: int | None) -> bytes:
    """The fast paths against the view's observation, as float64 and float32 bytes; the
    float32 bytes."""
    reference = enc.observe(state.view(seat), seat)
    fast = enc.observation(state, seat)
    assert len(fast) == enc.observation_size
    assert array("d", fast).tobytes() == array("d", reference).tobytes()
    buffer = array("f", [7.0]) * enc.observation_size
    enc.observe_into(state, seat, buffer)
    expected = array("f", reference).tobytes()
    assert buffer.tobytes() == expected
    listed = [7.0] * enc.observation_size
    enc.observe_into(state, seat, listed)
    assert listed == reference
    return expected


@pytest.mark.parametrize(("players", "options"), CASES)
def test_the_observation_from_the_position_is_the_views_at_every_ply(
    players: int, options: dict[str, Any]
) -> None:
    enc = _encoding(players, **options)
    seats: list[int | None] = [*range(players), None, players]
    phases: set[str] = set()
    seen: set[str] = set()
    plies = 0
    for state in _game_states(players, options, seed=100 + players):
        plies += 1
        phases.add(D.PHASES[state.phase])
        seen.update(
            what
            for what, there in (
                ("battle", state.bt is not None),
                ("offer", state.offer is not None),
                ("prisoner", any(state.prisoners)),
                ("fortress", any(state.fort)),
                ("mine", any(state.mine)),
                ("machines left", any(state.left)),
                ("over", state.is_over()),
            )
            if there
        )
        for seat in seats:
            _check(enc, state, seat)
    assert plies > 300
    # the caravans phase (R4) has a ply of its own only when a caravan chip was drawn
    assert phases >= set(D.PHASES) - {"caravans"}, sorted(set(D.PHASES) - phases)
    assert seen >= {"battle", "over"}, sorted(seen)


def test_the_capped_numbers_are_the_views() -> None:
    """Every number past its cap (hands, gold, armies, cups, the round) and the flags set:
    both paths cap it at 1 alike; fortresses, mines and war machines left (which the random
    games above seldom have) below their caps and above."""
    enc = _encoding(3)
    states = list(_game_states(3, {"max_rounds": 3}, seed=7))
    state = next(s for s in states if len(s.armies) >= 3 and s.to_move() >= 0).clone()
    state.rnd = 33
    state.hands[0] = [6] * D.NUM_KINDS
    state.hands[1][0] = 25
    state.gold[0] = [9, 12, 1]
    state.gold[2] = [30, 0, 0]
    state.prisoners[1] = (0, 1, 2, 3)
    state.hcup = [60] * 3
    state.mcup = [90, 20, 0, 0, 0]
    state.fort[4] = 5
    state.left[5] = (2, 3, 4, 4)
    state.mine[6] = 1
    state.fort[7], state.left[7], state.mine[7] = 2, (3,), 1
    for b in list(state.armies)[:2]:
        arm = state.armies[b]
        state.armies[b] = Army(arm.owner, 6, (3,) * 12, 5, (4, 4, 4, 3), (3, 3, 3), 7)
    state.offer = (0, 1, (), ())
    for seat in (0, 1, 2, None):
        _check(enc, state, seat)
    ones = [i for i, x in enumerate(enc.observation(state, 0)) if x == 1.0]
    assert len(ones) > 40


def test_a_determinized_state_gives_the_seat_the_same_observation() -> None:
    """R1.4, R1.5: the other hands and the cups resampled (``determinize``) change nothing in
    the seat's observation, at every ply and for every seat; and the seat's own hand does
    reach it (changing it changes the floats)."""
    players = 4
    enc = _encoding(players, max_rounds=4)
    differ = own = 0
    for i, state in enumerate(_game_states(players, {"max_rounds": 4}, seed=11)):
        if state.is_over() or i % 2:
            continue
        for seat in range(players):
            expected = _check(enc, state, seat)
            other = state.determinize(seat, random.Random(i * 10 + seat))
            differ += other.hands != state.hands or other.gold != state.gold
            buffer = array("f", [7.0]) * enc.observation_size
            enc.observe_into(other, seat, buffer)
            assert buffer.tobytes() == expected, (i, seat)
            assert enc.observation(other, None) == enc.observation(state, None)
            if any(state.hands[seat]) and i % 20 == 0:
                changed = state.clone()
                k = state.hands[seat].index(max(state.hands[seat]))
                changed.hands[seat][k] -= 1
                changed.hands[seat][(k + 1) % D.NUM_KINDS] += 1
                assert enc.observation(changed, seat) != enc.observation(state, seat)
                own += 1
    assert differ > 100
    assert own > 5
