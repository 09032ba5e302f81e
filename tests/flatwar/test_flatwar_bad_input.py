"""Bad input never crashes Flatwar (issue 23): mutated positions and move texts raise only
WartableError subclasses naming the input, a refused input changes nothing, and what parses
round-trips. One regular test per crash class found by fuzzing, each with its position."""

from __future__ import annotations

import random

import pytest
from fw_helpers import INFANTRY, board_rows, field, game, play, pos, texts
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wartable.core.conformance import apply_edits, check_position_text, check_refusal
from wartable.core.errors import BadNotation, BadOption, BadPosition, WartableError
from wartable.core.game import CHANCE, sample_chance

RULESETS = [
    game(),
    game(red_army="balanced", black_army="cavalry", deployment="auto", line_of_sight=True),
]


def _pool(seed: int, plies: int = 400) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """(rule set, text) of positions and move texts from random games of each rule set."""
    positions: list[tuple[int, str]] = []
    moves: list[tuple[int, str]] = []
    rng = random.Random(seed)
    for which, rules in enumerate(RULESETS):
        for _ in range(2):
            state = rules.initial_state()
            for ply in range(plies):
                if state.is_over():
                    break
                if state.to_move() == CHANCE:
                    move = sample_chance(state, rng)
                else:
                    options = state.legal_moves()
                    move = options[rng.randrange(len(options))]
                moves.append((which, state.move_text(move)))
                if ply % 9 == 0:
                    positions.append((which, state.to_text()))
                state = state.apply(move)
            positions.append((which, state.to_text()))
    return positions, moves


POSITIONS, MOVES = _pool(23)
NASTY = [
    "³",
    "١",
    "9" * 5000,
    "-1",
    "1e309",
    "\x00",
    "\ud800",
    "ſ",
    "[" * 3000,
    "\ncavalry",
    "\nphase act",
    "\nreserve red S1 black s1",
]
EDITS = st.lists(
    st.tuples(
        st.integers(0, 600),
        st.sampled_from([1, 1, 0, 2, 3]),
        st.one_of(
            st.text(max_size=6), st.sampled_from(NASTY), st.sampled_from(".#ICRSicrs0123456789")
        ),
    ),
    min_size=1,
    max_size=4,
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(POSITIONS), EDITS)
def test_mutated_positions_parse_or_raise_bad_position(
    base: tuple[int, str], edits: list[tuple[int, int, str]]
) -> None:
    """Position text and its checks: anything that parses works and round-trips."""
    check_position_text(RULESETS[base[0]], apply_edits(base[1], edits))


BOARD_CELLS = ".#ICRSicrs"


def board_edit(text: str, picks: list[tuple[int, str]]) -> str:
    """Replace board squares (only) by other board characters."""
    board = "\n".join(text.split("\n")[:8])
    spots = [i for i, ch in enumerate(board) if ch in BOARD_CELLS]
    chars = list(text)
    for at, ch in picks:
        chars[spots[at % len(spots)]] = ch
    return "".join(chars)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(POSITIONS),
    st.lists(st.tuples(st.integers(0, 300), st.sampled_from(BOARD_CELLS)), min_size=1, max_size=3),
)
def test_board_edits_parse_and_play_on_or_raise_bad_position(
    base: tuple[int, str], picks: list[tuple[int, str]]
) -> None:
    """Pieces moved, added or taken away: most such positions parse, and each plays on."""
    check_position_text(RULESETS[base[0]], board_edit(base[1], picks))


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(MOVES), st.integers(0, 10**6), EDITS)
def test_mutated_moves_are_refused_without_change_or_played(
    base: tuple[int, str], pick: int, edits: list[tuple[int, int, str]]
) -> None:
    """A refused move changes nothing; its error names the text."""
    which, move_text = base
    positions = [text for w, text in POSITIONS if w == which]
    state = RULESETS[which].parse_state(positions[pick % len(positions)])
    before = state.to_text()
    try:
        state.play(apply_edits(move_text, edits))
    except WartableError as error:  # BadNotation, IllegalMove, GameOver
        check_refusal(error)
    assert state.to_text() == before


# -- one test per crash class found by fuzzing -------------------------------------------

EMPTY_BOARD = "\n".join(f"{r} . . . . . . . ." for r in range(8, 0, -1))


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("ap 3", "ap ³"),  # isdigit() took '³', int() raised ValueError
        ("ap 3", "ap ٣"),  # int() read '٣' as 3
        ("ap 3", "ap " + "9" * 5000),  # int() of 5,000 digits raised ValueError
        ("drawn 3H", "drawn 3H\nturns ١"),
    ],
)
def test_numbers_are_ascii_digits_of_sane_length(old: str, new: str) -> None:
    """P3: a number is ASCII digits in its range."""
    with pytest.raises(BadPosition, match=r"is not a number|at most 3,000") as caught:
        pos(INFANTRY.replace(old, new))
    assert len(str(caught.value)) < 400


def test_a_huge_reserve_count_is_refused() -> None:
    """P1, P3: 'reserve red I999…' (5,000 digits) raised ValueError from int(); a count has
    at most two digits."""
    for digits, reason in ((5000, "at most 3,000"), (300, "is not a reserve")):
        text = EMPTY_BOARD + "\nphase deploy\nside red\nreserve red I" + "9" * digits
        with pytest.raises(BadPosition, match=reason):
            pos(text + "S1 black -")


def test_an_empty_cavalry_field_is_refused() -> None:
    """P8: a 'cavalry' line with no value raised IndexError."""
    with pytest.raises(BadPosition, match="cavalry must be"):
        pos(INFANTRY + "cavalry\n")


def test_cards_are_ascii() -> None:
    """P3: '7ſ'.upper() is '7S', so the long s was read as spades."""
    with pytest.raises(BadPosition, match="is not a card"):
        pos(INFANTRY.replace("drawn 3H", "drawn 3H 7ſ"))


def test_a_huge_move_text_is_refused_by_its_start() -> None:
    """A 100,000-character move was run through the notation regexes (seconds) and quoted
    whole in the error message."""
    with pytest.raises(BadNotation) as caught:
        pos(INFANTRY).parse_move("c2-" + "c" * 100_000)
    assert len(str(caught.value)) < 300 and "100,003 characters" in str(caught.value)


def test_a_missing_terrain_field_before_the_rolls_is_unrolled() -> None:
    """P6: a build position without its terrain field took 'red 0 black 0'; once the armies
    were done the terrain-roll position that followed could not be read back."""
    s = pos(EMPTY_BOARD + "\nphase build\nside black\nreserve red I2S1 black I2S1", build="open")
    s = play(s, "done")
    assert field(s, "phase") == "terrain-roll" and field(s, "terrain") == "red ? black ?"
    assert s.game.parse_state(s.to_text()).to_text() == s.to_text()


# red cavalry c2 in a melee (not a charge) with black cavalry d3
CAVALRY_MELEE = (
    INFANTRY.replace("2 . . I", "2 . . C").replace("3 . . . #", "3 . . . c")
    + "used c2\ncombat melee c2xd3 ?\n"
)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (EMPTY_BOARD + "\nphase deploy\nside black\nreserve red I2S1 black R2", "no Square"),
        (INFANTRY.replace("8 . . . . . . . s", "8 . . . . . . . ."), "no Square"),
        (INFANTRY.replace("ap 3", "ap 5"), "more than card 3H gives"),
        (INFANTRY + "used d4\n", "own units"),
        (INFANTRY.replace("phase act", "phase draw\nturns 1").replace("side red\n", ""), "act"),
        (INFANTRY.replace("drawn 3H", "drawn 3H 4H 5H\nturns 2"), "3 cards drawn in 2"),
        (CAVALRY_MELEE, "charging"),
        (EMPTY_BOARD + "\nphase build\nside red\nreserve red - black I2S1", "built"),
        (EMPTY_BOARD + "\nphase build\nside red\nterrain red 1 black ?", "rolled after"),
    ],
)
def test_positions_the_rules_cannot_reach_are_refused(text: str, reason: str) -> None:
    """P4-P9: each of these parsed before; the first played on to a battle without a Square."""
    with pytest.raises(BadPosition, match=reason):
        pos(text)


def test_a_huge_position_is_refused_by_its_size() -> None:
    with pytest.raises(BadPosition, match="at most 3,000") as caught:
        pos(INFANTRY + "\n" * 10 + "x" * 100_000)
    assert len(str(caught.value)) < 300


def test_turn_limit_is_bounded() -> None:
    """Options (R9.2): at most 1,000,000 cards, within what a position's turns field holds."""
    with pytest.raises(BadOption, match="at most 1000000"):
        game(turn_limit=10**20)


# Red cavalry d4 with 3 AP; black infantry e5 is not next to the path d4-d3-d4-e4-d4.
CAVALRY_HOME = """
8 . . . . . . . s
7 . . . . . . . .
6 . . . . . . . .
5 . . . . . . i .
4 . . . C . . . .
3 . . . . . . . .
2 . . . . . . . .
1 S . . . . . . .
phase act
side red
card 3H
drawn 3H
ap 3
"""


def test_r7_3_a_cavalry_path_that_ends_on_its_own_square_keeps_the_unit() -> None:
    """R7.3 (issue 23, the Koom Valley chain bug's class): an activation whose steps come back
    to the starting square leaves the cavalry there, still marked used, its points spent."""
    s = play(pos(CAVALRY_HOME), "activate d4", "roll 5", "d4-d3", "d3-d4")
    assert field(s, "cavalry") == "d4 C=3 C0=5 spent" and field(s, "used") == "d4"
    s = play(s, "d4-e4", "e4-d4")
    assert field(s, "cavalry") == "-" and field(s, "used") == "d4"
    assert board_rows(s)[4] == "...C...." and field(s, "ap") == "2"
    assert "activate d4" not in texts(s)
    assert s.game.parse_state(s.to_text()).to_text() == s.to_text()
