"""Bad input never crashes Thud (issue 23): one regular test per crash class found by
fuzzing, each with its position. The fuzzers themselves (mutated positions and move texts) are
the conformance suite's, with Thud's hook (tests/test_conformance.py)."""

from __future__ import annotations

import pytest

import wartable
from wartable.core.errors import BadNotation, BadOption, BadPosition
from wartable.games.thud import ThudState

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
    assert len(str(caught.value)) < 300
    assert "100,006 characters" in str(caught.value)


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
    game = wartable.make("thud", quiet_limit=60, ply_limit=500)  # R5.4's limits switched on
    with pytest.raises(BadPosition, match=reason) as caught:
        game.parse_state(MIDGAME + extra + "\n")
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
