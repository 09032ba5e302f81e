"""Bad input never crashes Thud (issue 23): mutated positions and move texts raise only
WartableError subclasses naming the input, a refused input changes nothing, and what parses
round-trips. One regular test per crash class found by fuzzing, each with its position."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import wartable
from wartable.core.conformance import apply_edits, check_position_text, check_refusal
from wartable.core.errors import BadNotation, BadOption, BadPosition, WartableError
from wartable.games.thud import ThudState

RULESETS = [wartable.make("thud"), wartable.make("thud", ruleset="kvt", battles=1)]


def _pool(seed: int, plies: int = 160) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """(rule set, text) of positions and move texts from a short random game of each."""
    positions: list[tuple[int, str]] = []
    moves: list[tuple[int, str]] = []
    rng = random.Random(seed)
    for which, game in enumerate(RULESETS):
        state = game.initial_state()
        for ply in range(plies):
            if state.is_over():
                break
            options = state.legal_moves()
            move = options[rng.randrange(len(options))]
            moves.append((which, state.move_text(move)))
            if ply % 7 == 0:
                positions.append((which, state.to_text()))
            state = state.apply(move)
        positions.append((which, state.to_text()))
    return positions, moves


POSITIONS, MOVES = _pool(23)
#: Inputs that crashed or fooled some parser once: unicode digits, huge and negative
#: numbers, the Kelvin sign (upper() of it is itself, not K), NUL, a lone surrogate.
NASTY = [
    "³",
    "١",
    "9" * 5000,
    "-1",
    "1e309",
    "\u212a",
    "\x00",
    "\ud800",
    "[" * 3000,
    "\n",
    "over",
    "battle 2",
    "result 3 1 quiet",
    "offer pending",
]
EDITS = st.lists(
    st.tuples(
        st.integers(0, 400),
        st.sampled_from([1, 1, 0, 2, 3]),
        st.one_of(st.text(max_size=6), st.sampled_from(NASTY), st.sampled_from(".dT0123456789")),
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


BOARD_CELLS = ".dT"


def board_edit(text: str, picks: list[tuple[int, str]]) -> str:
    """Replace board squares (only) by other board characters."""
    board = text[: text.index("\n", 15 * 16 - 1)]
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

MIDGAME = """\
#####dd.dd#####
####d.....d####
###d.......d###
##d.........d##
#d...........d#
d.............d
d.....TTT.....d
......TXT......
d.....TTT.....d
d.............d
#d...........d#
##d.........d##
###d.......d###
####d.....d####
#####dd.dd#####
d
"""


def start() -> ThudState:
    state = wartable.make("thud").parse_state(MIDGAME)
    assert isinstance(state, ThudState)
    return state


@pytest.mark.parametrize("text", ["dF1-\u212a5", "T\u212a7-K6", "d\u212a1-K2"])
def test_kelvin_sign_is_bad_notation_not_value_error(text: str) -> None:
    """The Kelvin sign matched [A-HJ-P] under IGNORECASE and FILES.index(its upper case)
    raised ValueError; squares are now ASCII only (Notation)."""
    with pytest.raises(BadNotation, match="not Thud notation"):
        start().parse_move(text)


@pytest.mark.parametrize("text", ["dF١-F5", "dF1-F٥"])
def test_unicode_digits_are_not_ranks(text: str) -> None:
    """'١' matched \\d and int() read it as 1: 'dF١-F5' was played as dF1-F5."""
    with pytest.raises(BadNotation):
        start().parse_move(text)


def test_a_huge_move_text_is_refused_by_its_start() -> None:
    """A 100,000-character move was quoted whole in the error message."""
    text = "dF1-F5" + "x" * 100_000
    with pytest.raises(BadNotation) as caught:
        start().parse_move(text)
    assert len(str(caught.value)) < 300 and "100,006 characters" in str(caught.value)


@pytest.mark.parametrize(
    ("extra", "reason"),
    [
        ("battle ١", "not a count"),
        ("battle " + "9" * 5000, "characters"),
        ("quiet ³", "not a count"),
        ("ply -1", "not a count"),
        ("quiet 60\nply 70", "quiet_limit"),
        ("ply 500", "ply_limit"),
        ("quiet 1\nquiet 2", "given twice"),
        ("result 3 1 agreement\nover", "last battle"),
        ("battle 2\nresult 33 1 agreement", "0-32 dwarfs"),
        ("battle 2\nresult 5 0 agreement", "no-pieces"),
        ("battle 2\nresult 5 2 rock-home", "not a way a battle ends"),
        ("result 32 8 no-move\nover", "only after its last battle"),
    ],
)
def test_position_fields_are_checked(extra: str, reason: str) -> None:
    """P3-P8 (Position text and its checks): counts are ASCII digits of sane length,
    the limits and results fit the options, a finished match matches its last result.
    Before, '³' and 5,000 digits were caught only by luck, '١' and '-1' were accepted, and
    a match over after battle 1 of 2 or a battle past its quiet limit parsed."""
    with pytest.raises(BadPosition, match=reason) as caught:
        wartable.make("thud").parse_state(MIDGAME + extra + "\n")
    assert len(str(caught.value)) < 400


def test_a_huge_position_is_refused_by_its_size() -> None:
    with pytest.raises(BadPosition, match="at most 2,000") as caught:
        wartable.make("thud").parse_state(MIDGAME + "quiet 0\n" * 100_000)
    assert len(str(caught.value)) < 300


def test_kvt_counts_its_own_pieces() -> None:
    """P2: Koom Valley has 16 dwarfs, not classic's 32."""
    crowded = MIDGAME.replace("#####dd.dd#####", "#####ddddd#####", 1)
    with pytest.raises(BadPosition, match="at most 16 dwarfs"):
        wartable.make("thud", ruleset="kvt").parse_state(crowded)


@pytest.mark.parametrize("option", ["quiet_limit", "ply_limit"])
def test_limits_are_bounded(option: str) -> None:
    """Options: a limit is at most 1,000,000 plies, so every ply count a battle reaches fits
    the nine digits a position allows (P3, P6)."""
    with pytest.raises(BadOption, match="at most 1000000"):
        wartable.make("thud", **{option: 10**30})
