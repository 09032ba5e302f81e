"""Bad input never crashes ALU (issue 23): mutated positions and move texts raise only
WartableError subclasses naming the input, a refused input changes nothing, and what parses
round-trips. One regular test per crash class found by fuzzing, each with its position."""

from __future__ import annotations

import random

import pytest
from alu_helpers import game, pos
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wartable.core.conformance import apply_edits, check_position_text, check_refusal
from wartable.core.errors import BadNotation, BadPosition, WartableError

RULESETS = [game(), game(board="10x4", enclosure_max_edges=2, attack_without_marker=True)]


def _pool(seed: int) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """(rule set, text) of positions and move texts from random games of each rule set."""
    positions: list[tuple[int, str]] = []
    moves: list[tuple[int, str]] = []
    rng = random.Random(seed)
    for which, rules in enumerate(RULESETS):
        for _ in range(3):
            state = rules.initial_state()
            ply = 0
            while not state.is_over():
                options = state.legal_moves()
                move = options[rng.randrange(len(options))]
                moves.append((which, state.move_text(move)))
                if ply % 5 == 0:
                    positions.append((which, state.to_text()))
                state = state.apply(move)
                ply += 1
            positions.append((which, state.to_text()))
    return positions, moves


POSITIONS, MOVES = _pool(23)
NASTY = ["³", "١", "9" * 5000, "-1", "1e309", "\x00", "\ud800", "[" * 3000, "#=", ",", ":", "L"]
EDITS = st.lists(
    st.tuples(
        st.integers(0, 120),
        st.sampled_from([1, 1, 0, 2, 3]),
        st.one_of(st.text(max_size=6), st.sampled_from(NASTY), st.sampled_from(".RCS0123456789")),
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


BOARD_CELLS = ".RCS"


def board_edit(text: str, picks: list[tuple[int, str]]) -> str:
    """Replace board squares (only) by other board characters."""
    board = text.split()[0]
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
