"""Test-wide fixtures and marks: nothing a test does touches the real home folder; the
markers registered in pyproject.toml (``slow``, ``browser``, ``postgres``) are set here by
folder and fixture, so a test file need not say them (single slow tests say ``slow``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
#: Fixtures that need the PostgreSQL server (tests/server/conftest.py).
POSTGRES_FIXTURES = {"pg_db"}
#: Fixtures that start something heavy: a Ray cluster, a wartable server process.
SLOW_FIXTURES = {"local_ray", "spawn_server"}
#: Folders whose every test is slow: the browser tests, the research adapters (numpy, Ray,
#: OpenSpiel).
SLOW_FOLDERS = {"web", "rl"}
#: Single slow tests (seconds each by ``pytest --durations``), by test name, with the
#: parameters' id for one case only: named here rather than marked in their files, so the
#: files' authors' edits and renames do not meet this list's.
SLOW_TESTS = {
    # tests/ai, tests/cli
    "test_any_setting_string_builds_a_bounded_agent_or_is_refused",
    "test_random_command_lines",
    "test_flatwar_hot_seat_passes_the_keyboard_only_while_something_is_hidden",
    "test_a_signal_while_the_computer_thinks",
    "test_end_of_input_at_orcwar_hand_over_prompt",
    "test_end_of_input_at_orcwar_hand_over_prompt_after_a_move",
    "test_through_a_real_process",
    "test_search_variants_play_legal_moves",
    # tests/alu, tests/europe, tests/thud
    "test_r6_r8_engine_matches_the_reference",
    "test_every_move_is_told_the_same_to_every_seat[3]",
    "test_every_move_is_told_the_same_to_every_seat[5]",
    "test_k_random_games_end_and_round_trip",
    "test_r5_1_medium_does_not_offer_on_its_first_move",
    "test_r3_r4_memoised_moves_equal_fresh_generation_across_option_sets",
    "test_r3_r4_r5_2_native_moves_equal_python_moves_in_scattered_positions",
    "test_native_texts_equal_python_texts_with_many_captures",
    "test_r3_r4_fast_generator_matches_the_reference",
    "test_r4_r5_5_moves_match_independent_generator",
    # tests/flatwar, tests/orcwar
    "test_r10_the_agents_play_three_and_four_player_games",
    "test_marches_and_deployments_are_valued_as_if_played",
    "test_determinize_deals_as_the_plain_deal",
    # tests/server
    "test_bad_flags_are_one_line",
    "test_thinking_does_not_block_the_server",
}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """``browser``: every test in tests/web (Chromium); ``postgres``: a test that uses a
    PostgreSQL database; ``slow``: the tests of SLOW_FOLDERS, those of SLOW_TESTS, the
    PostgreSQL ones (their SQLite variants stay in the fast run), and those that use a fixture
    starting a Ray cluster or a server process."""
    for item in items:
        where = item.path.relative_to(TESTS).parts
        fixtures = set(getattr(item, "fixturenames", ()))
        params = getattr(getattr(item, "callspec", None), "params", {})
        if where[0] == "web":
            item.add_marker(pytest.mark.browser)
        if (
            where[0] in SLOW_FOLDERS
            or getattr(item, "originalname", item.name) in SLOW_TESTS
            or item.name in SLOW_TESTS
        ):
            item.add_marker(pytest.mark.slow)
        if fixtures & POSTGRES_FIXTURES or params.get("database") == "postgres":
            item.add_marker(pytest.mark.postgres)
            item.add_marker(pytest.mark.slow)  # the fast run plays the SQLite variant
        if fixtures & SLOW_FIXTURES:
            item.add_marker(pytest.mark.slow)


@pytest.fixture(autouse=True)
def _private_wartable_home(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Iterator[Path]:
    """Each test gets its own host folder (record key, saved games)."""
    home = tmp_path_factory.mktemp("wartable-home")
    monkeypatch.setenv("WARTABLE_HOME", str(home))
    monkeypatch.delenv("WARTABLE_KEY_FILE", raising=False)
    return home
