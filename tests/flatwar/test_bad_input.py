"""Bad input never crashes Flatwar (issue 23): one regular test per crash class found by
fuzzing, each with its position. The fuzzers themselves (mutated positions and move texts) are
the conformance suite's, with Flatwar's hook (tests/test_conformance.py)."""

from __future__ import annotations

import pytest
from fw_helpers import INFANTRY, board_rows, field, game, play, pos, texts

from wartable.core.errors import BadNotation, BadOption, BadPosition

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
    assert len(str(caught.value)) < 300
    assert "100,003 characters" in str(caught.value)


def test_a_missing_terrain_field_before_the_rolls_is_unrolled() -> None:
    """P6: a build position without its terrain field took 'red 0 black 0'; once the armies
    were done the terrain-roll position that followed could not be read back."""
    s = pos(EMPTY_BOARD + "\nphase build\nside black\nreserve red I2S1 black I2S1", build="open")
    s = play(s, "done")
    assert field(s, "phase") == "terrain-roll"
    assert field(s, "terrain") == "red ? black ?"
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
    assert field(s, "cavalry") == "d4 C=3 C0=5 spent"
    assert field(s, "used") == "d4"
    s = play(s, "d4-e4", "e4-d4")
    assert field(s, "cavalry") == "-"
    assert field(s, "used") == "d4"
    assert board_rows(s)[4] == "...C...."
    assert field(s, "ap") == "2"
    assert "activate d4" not in texts(s)
    assert s.game.parse_state(s.to_text()).to_text() == s.to_text()
