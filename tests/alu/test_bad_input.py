"""Bad input never crashes ALU (issue 23): one regular test per crash class found by fuzzing,
each with its position. The fuzzers themselves (mutated positions and move texts) are the
conformance suite's, with ALU's hook (tests/test_conformance.py)."""

from __future__ import annotations

import pytest
from alu_helpers import game, pos

from wartable.core.errors import BadNotation, BadPosition

# -- one test per crash class found by fuzzing -------------------------------------------

BOARD = """
........
..S.....
..SC....
...C....
........
"""
START = "......../......../......../......../........ C 1:2 25,10,0,0 25,10,0,0 -"


@pytest.mark.parametrize(
    ("fields", "reason"),
    [
        ({"circle": "9" * 5000 + ",5,3,0"}, "at most 400"),  # ValueError: 4300-digit limit
        ({"circle": "2³,5,3,0"}, "four counts"),  # isdigit() took '³', int() refused it
        ({"circle": "2١,5,3,0"}, "four counts"),  # int() read '٢١' as 21
        ({"clock": "9" * 5000 + ":3"}, "at most 400"),
        ({"circle": "9" * 300 + ",5,3,0"}, "four counts"),  # ValueError: 4300-digit limit
        ({"clock": "٥:3"}, "turn field"),
    ],
)
def test_numbers_are_ascii_digits_of_sane_length(fields: dict[str, str], reason: str) -> None:
    """P3: a count is ASCII digits, at most 9 of them."""
    with pytest.raises(BadPosition, match=reason) as caught:
        pos(BOARD, **fields)
    assert len(str(caught.value)) < 400


@pytest.mark.parametrize("text", ["C c" + "9" * 5000, "C c" + "9" * 3000])
def test_a_huge_row_number_is_bad_notation(text: str) -> None:
    """P1, P3: 'C c999…' with 5,000 digits crashed normalize_move with ValueError; with
    3,000 digits the message quoted it whole."""
    with pytest.raises(BadNotation) as caught:
        pos(BOARD).parse_move(text)
    assert len(str(caught.value)) < 300


def test_unicode_digits_are_not_rows() -> None:
    """Notation: '١' matched \\d and int() read it as 1, so 'C c١' was played as C c1."""
    state = game().parse_state(START)
    with pytest.raises(BadNotation):
        state.parse_move("C a١")


def test_a_draw_needs_a_reason_that_allows_a_draw() -> None:
    """P9: '#= camps' parsed and outcome() raised IndexError (winners[0] of no winners)."""
    text = "......../......../..C...../......../........ #= 4:2 22,10,0,0 23,10,0,0 - camps"
    with pytest.raises(BadPosition, match="needs a winner"):
        game().parse_state(text)


def test_a_player_who_has_not_acted_has_the_starting_stock() -> None:
    """P6 (R3.1, R4.4): square before his first action with 0 building material parsed, and
    his first camp left him -1, a position no parser accepts back."""
    text = "......../......../......../......../C....... S 2:3 24,10,0,0 0,10,0,0 L"
    with pytest.raises(BadPosition, match="starting"):
        game().parse_state(text)


@pytest.mark.parametrize(
    ("circle", "square", "flags", "reason"),
    [
        ("20,5,3,0", "0,5,3,0", "-", "flag L"),  # square spent out: circle's final turn
        ("20,11,3,0", "20,5,3,0", "-", "cannot be"),  # iron starts at 10
        ("20,5,6,0", "20,5,3,0", "-", "cannot be"),  # 20 + 6 food > 25 building material
        ("20,5,2,3", "20,5,3,0", "-", "pending food"),  # 3 raids with all 3 actions left
    ],
)
def test_stocks_and_flags_are_what_play_can_give(
    circle: str, square: str, flags: str, reason: str
) -> None:
    """P5-P7 (R3, R7): each such position parsed before and played on from an impossible
    stock."""
    with pytest.raises(BadPosition, match=reason):
        pos(BOARD, circle=circle, square=square, flags=flags)


def test_a_huge_position_is_refused_by_its_size() -> None:
    with pytest.raises(BadPosition, match="at most 400") as caught:
        game().parse_state(START + " " * 100_000)
    assert len(str(caught.value)) < 300
