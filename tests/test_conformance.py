"""The conformance suite: every registered game, at every player count, passes the contract.

Seeds per configuration: WARTABLE_CONFORMANCE_SEEDS (default 6); a game registers itself by
existing under src/wartable/games/, so a new game is checked here without any edit.

The text fuzzers (issue 23; one copy for every game since issue 35): hypothesis mutates real
positions and move texts from seeded random games; whatever comes of it must be refused with a
typed error that names the input shortly, changing nothing, or parse to a position that
round-trips, renders and plays on. What differs between games (rule sets, the inputs that once
fooled its parsers, the characters of its texts, where its board is) is its hook in ``HOOKS``;
a game without one is fuzzed with the defaults.
"""

from __future__ import annotations

import functools
import os
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import wartable
from wartable.core import Option, conformance, game_class
from wartable.core.conformance import FuzzHook

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


def marked(slow: set[str]) -> list[object]:
    """CONFIGS as parameters, ``slow`` on those named in ``slow`` (``"flatwar"`` for every
    player count, ``"orcwar-4p"`` for one): the ones whose test takes seconds (pytest
    --durations), which ``-m 'not slow'`` leaves to the full run."""
    return [
        pytest.param(name, players, id=id_, marks=[pytest.mark.slow] if {name, id_} & slow else [])
        for (name, players), id_ in zip(CONFIGS, IDS, strict=True)
    ]


@pytest.mark.parametrize(("name", "players"), marked({"flatwar", "orcwar"}))
def test_random_playouts_end_and_keep_invariants(name: str, players: int) -> None:
    game = wartable.make(name, players=players)
    for seed in range(SEEDS):
        match = conformance.random_playout(game, seed)
        assert match.state.is_over()


def other_values(spec: Option) -> list[Any]:
    """An option's values other than its default that a playout tries: every other choice, a
    flipped switch, and for a number a small one (a limit switched on or tightened: 0 or
    a default of 1,000 becomes 5; another default its minimum, else one more). A free text
    option (European War's `powers`) is left to the game's own tests."""
    if spec.choices is not None:
        return [c for c in spec.choices if c != spec.default]
    if isinstance(spec.default, bool):
        return [not spec.default]
    if isinstance(spec.default, int):
        if spec.default == 0 or spec.default >= 1000:
            value = 5
        elif spec.minimum is not None and spec.minimum != spec.default:
            value = spec.minimum
        else:
            value = spec.default + 1
        if spec.maximum is not None:
            value = min(value, spec.maximum)
        return [value] if value != spec.default else []
    return []


def option_configurations() -> list[tuple[str, int, dict[str, Any]]]:
    """Every game, player count and option set other than the defaults: each option's other
    values one at a time (combinations an option refuses, such as Flatwar's blue army with two
    players, are left out)."""
    configs = []
    for name, players in CONFIGS:
        cls = game_class(name)
        # the defaults are test_random_playouts_end_and_keep_invariants' (every state deep)
        sets = [{spec.name: v} for spec in cls.option_specs for v in other_values(spec)]
        for options in sets:
            try:
                wartable.make(name, players=players, **options)
            except wartable.BadOption:
                continue
            configs.append((name, players, options))
    return configs


OPTION_CONFIGS = option_configurations()
OPTION_IDS = [
    f"{name}-{players}p-" + ",".join(f"{k}={v}" for k, v in o.items())
    for name, players, o in OPTION_CONFIGS
]
#: Playouts per game, player count and option set: WARTABLE_OPTION_SEEDS (default 2)
OPTION_SEEDS = int(os.environ.get("WARTABLE_OPTION_SEEDS", "2"))


@pytest.mark.slow  # 147 configurations, about 220 s of CPU: the full run's
@pytest.mark.parametrize(("name", "players", "options"), OPTION_CONFIGS, ids=OPTION_IDS)
def test_no_legal_move_only_when_the_game_is_over(
    name: str, players: int, options: dict[str, Any]
) -> None:
    """The contract's rule that a state with no legal move is over (and has an outcome), and
    an over state has none, in seeded random playouts of every option set (issue 34: Flatwar's
    3-4 player deployment had a dead end no default playout met). Every state is checked
    (check_state); every 60th also round-trips through its text (parse_state accepts what
    the engine reaches)."""
    game = wartable.make(name, players=players, **options)
    for seed in range(OPTION_SEEDS):
        match = conformance.random_playout(game, 1000 + seed, deep_every=60)
        assert match.state.is_over()
        assert match.state.outcome() is not None
        assert not match.state.legal_moves()


@pytest.mark.parametrize(("name", "players"), marked({"flatwar", "orcwar-5p", "orcwar-6p"}))
def test_bad_input_is_refused_and_changes_nothing(name: str, players: int) -> None:
    game = wartable.make(name, players=players)
    match = conformance.random_playout(game, 101, deep_every=10**9)
    conformance.check_bad_input(match)


@pytest.mark.parametrize(("name", "players"), marked({"flatwar", "orcwar"}))
def test_records_replay_and_refuse_tampering(name: str, players: int) -> None:
    game = wartable.make(name, players=players)
    match = conformance.random_playout(game, 202, deep_every=10**9)
    conformance.check_record(match)


@pytest.mark.parametrize(
    ("name", "players"), marked({"flatwar", "orcwar-4p", "orcwar-5p", "orcwar-6p"})
)
def test_same_seed_same_game(name: str, players: int) -> None:
    conformance.check_determinism(wartable.make(name, players=players), 303)


@pytest.mark.parametrize(("name", "players"), marked({"flatwar", "orcwar-5p", "orcwar-6p"}))
def test_table_is_json_and_stable(name: str, players: int) -> None:
    """Game.table() (issue 38: a board draws from it, never from a copy): JSON, the game's
    name, the same for the same options and after play."""
    conformance.check_table(wartable.make(name, players=players), 404)


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
        assert game.rules_version == version
        assert cls.version == type(game).version
        assert {k: game.options[k] for k in options} == dict(options)
        assert game.initial_state().legal_moves()
    assert cls.for_version(cls.version).rules_version == cls.version
    with pytest.raises(wartable.BadOption, match="rules version 0 is not one"):
        cls.for_version(0)


# -- the text fuzzers ---------------------------------------------------------------------


def _thud_board(text: str) -> str:
    return text[: text.index("\n", 15 * 16 - 1)]  # 15 rows of 15 squares


def _flatwar_board(text: str) -> str:
    return "\n".join(text.split("\n")[:8])  # rows 8 to 1


def _alu_board(text: str) -> str:
    return text.split()[0]  # rows joined by '/'


#: Per game: what its fuzzing needs that differs from the defaults (see FuzzHook).
HOOKS: dict[str, FuzzHook] = {
    "thud": FuzzHook(
        (wartable.make("thud"), wartable.make("thud", ruleset="kvt", battles=1)),
        nasty=("over", "battle 2", "result 3 1 quiet", "offer pending"),
        alphabet=".dT0123456789",
        board=_thud_board,
        board_cells=".dT",
        max_plies=160,
        every=7,
    ),
    "alu": FuzzHook(
        (
            wartable.make("alu"),
            wartable.make("alu", board="10x4", enclosure_max_edges=2, attack_without_marker=True),
        ),
        nasty=("#=", ",", ":", "L"),
        alphabet=".RCS0123456789",
        board=_alu_board,
        board_cells=".RCS",
        playouts=3,
        every=5,
    ),
    "flatwar": FuzzHook(
        (
            wartable.make("flatwar"),
            wartable.make(
                "flatwar",
                red_army="balanced",
                black_army="cavalry",
                deployment="auto",
                line_of_sight=True,
            ),
        ),
        nasty=("\ncavalry", "\nphase act", "\nreserve red S1 black s1"),
        alphabet=".#ICRSicrs0123456789",
        board=_flatwar_board,
        board_cells=".#ICRSicrs",
        playouts=2,
        every=9,
    ),
    "europe": FuzzHook(
        tuple(wartable.make("europe", players=n) for n in (2, 3, 5)),
        nasty=("..", "XL", "FRA", "over", "=", "-"),
        alphabet=".=,-FLMS0123456789",
        every=3,
    ),
    "orcwar": FuzzHook(
        tuple(wartable.make("orcwar", players=n) for n in (2, 4)),
        nasty=("99", "0", "[" * 50),
        alphabet="0123456789:|, ",
        every=9,
    ),
}


@functools.cache
def fuzzing(name: str) -> tuple[FuzzHook, list[tuple[int, str]], list[tuple[int, str]]]:
    """The game's hook and its pool of ``(rule set, text)`` positions and move texts."""
    hook = HOOKS.get(name) or FuzzHook((wartable.make(name),))
    return (hook, *conformance.text_pool(hook, 23))


def edits(hook: FuzzHook) -> st.SearchStrategy[list[tuple[int, int, str]]]:
    """1-4 ``(at, cut, insert)`` edits: any text, a nasty input or a character of the game."""
    inserted = st.one_of(
        st.text(max_size=6), st.sampled_from(hook.inputs), st.sampled_from(hook.alphabet)
    )
    edit = st.tuples(st.integers(0, 600), st.sampled_from([1, 1, 0, 2, 3]), inserted)
    return st.lists(edit, min_size=1, max_size=4)


NAMES = wartable.game_names()
FUZZ = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: each fuzzer takes seconds: they are the full run's, not -m 'not slow''s
slow_fuzzer = pytest.mark.slow


@slow_fuzzer
@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(data=st.data())
def test_mutated_positions_parse_or_raise_bad_position(name: str, data: st.DataObject) -> None:
    """Position texts with characters cut and inserted: anything that parses works."""
    hook, positions, _ = fuzzing(name)
    which, text = data.draw(st.sampled_from(positions))
    mutated = conformance.apply_edits(text, data.draw(edits(hook)))
    conformance.check_position_text(hook.games[which], mutated)


@slow_fuzzer
@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(data=st.data())
def test_lines_doubled_or_dropped_parse_or_raise_bad_position(
    name: str, data: st.DataObject
) -> None:
    """Position texts with whole lines doubled or dropped (a field twice, a field missing)."""
    hook, positions, _ = fuzzing(name)
    which, text = data.draw(st.sampled_from(positions))
    picks = data.draw(
        st.lists(st.tuples(st.integers(0, 60), st.booleans()), min_size=1, max_size=3)
    )
    conformance.check_position_text(hook.games[which], conformance.line_edit(text, picks))


@slow_fuzzer
@pytest.mark.parametrize("name", [n for n in NAMES if n in HOOKS and HOOKS[n].board])
@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_board_edits_parse_and_play_on_or_raise_bad_position(
    name: str, data: st.DataObject
) -> None:
    """Pieces moved, added or taken away: most such positions parse, and each plays on."""
    hook, positions, _ = fuzzing(name)
    which, text = data.draw(st.sampled_from(positions))
    cells = st.tuples(st.integers(0, 300), st.sampled_from(hook.board_cells))
    picks = data.draw(st.lists(cells, min_size=1, max_size=3))
    conformance.check_position_text(hook.games[which], conformance.board_edit(hook, text, picks))


@slow_fuzzer
@pytest.mark.parametrize("name", NAMES)
@FUZZ
@given(data=st.data())
def test_mutated_moves_are_refused_without_change_or_played(name: str, data: st.DataObject) -> None:
    """A move text with characters cut and inserted, played in a position of its rule set:
    played, or refused with a short message naming it; the state is unchanged."""
    hook, positions, moves = fuzzing(name)
    which, move = data.draw(st.sampled_from(moves))
    position = data.draw(st.sampled_from([text for w, text in positions if w == which]))
    mutated = conformance.apply_edits(move, data.draw(edits(hook)))
    conformance.check_move_text(hook.games[which], position, mutated)


@pytest.mark.parametrize(("name", "players"), marked({"orcwar"}))
def test_everything_a_game_says_is_a_message_in_every_language(name: str, players: int) -> None:
    """Issue 37: moves, chance outcomes, ends, refusals, phases and seat names are messages
    the game lists (their English the text it shows), and every catalogue has each of them
    with the same variables."""
    from wartable.i18n import LANGS, message_variables

    game = wartable.make(name, players=players)
    seen: set[Any] = set()
    for seed in range(min(SEEDS, 3)):
        seen |= conformance.check_messages(game, seed)
    missing = []
    for lang in LANGS:
        for message in sorted(seen, key=lambda m: m.id):
            variables = message_variables(lang, message.id)
            if variables is None:
                missing.append(f"{lang}: {message.id} is missing")
            elif variables != set(message.param_names()):
                missing.append(f"{lang}: {message.id} has variables {sorted(variables)}")
    assert not missing, "\n".join(sorted(set(missing)))
