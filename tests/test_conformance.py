"""The conformance suite: every registered game, at every player count, passes the contract.

Seeds per configuration: WARTABLE_CONFORMANCE_SEEDS (default 6); a game registers itself by
existing under src/wartable/games/, so a new game is checked here without any edit.
"""

from __future__ import annotations

import os

import pytest

import wartable
from wartable.core import conformance, game_class

SEEDS = int(os.environ.get("WARTABLE_CONFORMANCE_SEEDS", "6"))


def configurations() -> list[tuple[str, int]]:
    configs = []
    for name in wartable.game_names():
        cls = game_class(name)
        for players in range(cls.min_players, cls.max_players + 1):
            configs.append((name, players))
    return configs


CONFIGS = configurations()
IDS = [f"{name}-{players}p" for name, players in CONFIGS]


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_random_playouts_end_and_keep_invariants(name: str, players: int) -> None:
    game = wartable.make(name, players=players)
    for seed in range(SEEDS):
        match = conformance.random_playout(game, seed)
        assert match.state.is_over()


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_bad_input_is_refused_and_changes_nothing(name: str, players: int) -> None:
    game = wartable.make(name, players=players)
    match = conformance.random_playout(game, 101, deep_every=10**9)
    conformance.check_bad_input(match)


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_records_replay_and_refuse_tampering(name: str, players: int) -> None:
    game = wartable.make(name, players=players)
    match = conformance.random_playout(game, 202, deep_every=10**9)
    conformance.check_record(match)


@pytest.mark.parametrize(("name", "players"), CONFIGS, ids=IDS)
def test_same_seed_same_game(name: str, players: int) -> None:
    conformance.check_determinism(wartable.make(name, players=players), 303)


@pytest.mark.parametrize("name", wartable.game_names())
def test_unknown_option_is_refused(name: str) -> None:
    with pytest.raises(wartable.BadOption, match="no_such_option"):
        wartable.make(name, no_such_option=1)


@pytest.mark.parametrize("name", wartable.game_names())
def test_earlier_rules_versions_are_option_sets_of_today(name: str) -> None:
    """An earlier rules version the engine still plays (records of it replay) is today's
    engine with options; any other version is refused by name."""
    cls = game_class(name)
    for version, options in cls.earlier_versions.items():
        assert version < cls.version
        game = cls.for_version(version)
        assert game.rules_version == version and cls.version == type(game).version
        assert {k: game.options[k] for k in options} == dict(options)
        assert game.initial_state().legal_moves()
    assert cls.for_version(cls.version).rules_version == cls.version
    with pytest.raises(wartable.BadOption, match="rules version 0 is not one"):
        cls.for_version(0)
