"""Bad input never crashes (issue 23): the position checks of R7 and bounded messages.

Each regular test is one class of silent acceptance or unbounded message found by fuzzing
``parse_state`` / ``play`` / the options (positions are text diagrams). The fuzzers themselves
(mutated positions and move texts) are the conformance suite's, with European War's hook
(tests/test_conformance.py)."""

from __future__ import annotations

import pytest
from europe_helpers import START_2P, game, pos

from wartable.core import CHANCE
from wartable.core.errors import BadOption, BadPosition, WartableError

#: placing (R3.2): FRA placed first, DUA places now
PLACING = """
GBR=.. BNL=.. SSC=..
FRA=FL ESP=FM NAF=FS
GER=.. AUH=.. ITA=..
NRU=.. CRU=.. SRU=..
SBK=.. ANA=.. LEV=..
powers=FRA,DUA out=- first=FRA turn=DUA round=1 phase=place
"""

#: the end by conquest (R6.2): FRA holds all of DUA's territory
OVER = """
GBR=.. BNL=.. SSC=..
FRA=FL ESP=FM NAF=FS
GER=FL AUH=FM ITA=FS
NRU=.. CRU=.. SRU=..
SBK=.. ANA=.. LEV=..
powers=FRA,DUA out=DUA first=FRA turn=FRA round=4 phase=over result=conquest winners=FRA
"""


def refused(text: str, why: str, **options: object) -> BadPosition:
    with pytest.raises(BadPosition, match=why) as info:
        pos(text, **options)
    assert len(str(info.value)) < 400
    return info.value


def test_r7_diagrams_are_positions() -> None:
    assert pos(START_2P).to_move() == 0
    assert pos(PLACING).to_move() == 1
    assert pos(OVER).outcome() is not None


def test_r7_1_round_is_ascii_digits_of_sane_length() -> None:
    # before: int('١') is 1 (accepted; the text did not round-trip) and a 1,500-digit
    # round was taken
    refused(START_2P.replace("round=1", "round=\u0661"), "round='١': expected a number")
    refused(START_2P.replace("round=1", "round=" + "9" * 1500), "round=.*expected a number")
    refused(START_2P.replace("round=1", "round=1_0"), "expected a number")


def test_r7_1_a_huge_position_is_refused_by_its_size_and_named_shortly() -> None:
    huge = START_2P.replace("GBR=..", "GBR=" + "X" * 100_000)
    # before: the message quoted the whole 100,000-character value
    error = refused(huge, "longer than 2,000 characters")
    assert "characters" in str(error)
    error = refused(START_2P.replace("phase=action", "phase=" + "x" * 1000), "phase=")
    assert len(str(error)) < 400


def test_r7_3_nobody_is_out_before_play() -> None:
    # before: parsed; after DUA placed, the turn passed to the eliminated FRA and the
    # position text no longer parsed (turn=FRA: that player is eliminated)
    refused(
        PLACING.replace("out=-", "out=FRA").replace("FRA=FL ESP=FM NAF=FS", "FRA=.. ESP=.. NAF=.."),
        "nobody is out yet",
    )


def test_r7_3_a_game_with_one_player_left_is_over() -> None:
    three = START_2P.replace("powers=FRA,DUA", "powers=FRA,DUA,RUS").replace("NRU=..", "NRU=RL")
    assert pos(three).to_move() == 0
    refused(
        three.replace("out=-", "out=DUA,RUS")
        .replace("GER=DL AUH=DM ITA=DS", "GER=.. AUH=.. ITA=..")
        .replace("NRU=RL", "NRU=.."),
        "fewer than two players left",
    )


def test_r7_4_setup_phases_fit_the_board_and_round() -> None:
    refused(PLACING.replace("round=1", "round=3"), "phase=place is in round 1")
    # DUA is placing, FRA has not placed although it came first
    refused(
        PLACING.replace("FRA=FL ESP=FM NAF=FS", "FRA=FL ESP=FM NAF=.."),
        "FRA has placed its L, M and S",
    )
    refused(PLACING.replace("NRU=..", "NRU=FS").replace("NAF=FS", "NAF=.."), "FRA has placed")
    first = START_2P.replace(
        "first=FRA turn=FRA round=1 phase=action", "first=- turn=- round=0 phase=first"
    )
    refused(first, "the starting board of this setup")  # setup=choose starts empty
    assert pos(first, setup="fixed").to_move() == CHANCE
    refused(first.replace("round=0", "round=2"), "round=0", setup="fixed")
    refused(START_2P.replace("round=1", "round=0"), "played from round 1 on")


def test_r7_6_the_result_fits_the_winners() -> None:
    # before: duplicate or impossible winners were taken into the outcome
    refused(OVER.replace("winners=FRA", "winners=FRA,FRA"), "named twice")
    refused(OVER.replace("winners=FRA", "winners=DUA"), "one winner still in the game")
    refused(OVER.replace("result=conquest", "result=ottoman"), "the winner is FRA")
    refused(OVER.replace("result=conquest", "result=time-draw"), "needs round= the round")
    refused(OVER.replace("result=conquest", "result=together"), "nobody is left")


def test_r7_1_move_text_is_capped_and_named_shortly() -> None:
    s = pos(START_2P)
    for bad in ("grow " + "ANA" * 5000, "9" * 5000, "place " + "GER=M " * 3000):
        with pytest.raises(WartableError) as info:
            s.play(bad)
        # before: the whole text was echoed in the message
        assert len(str(info.value)) < 400, bad[:20]


def test_options_quote_their_value_shortly() -> None:
    with pytest.raises(BadOption) as info:
        game(players=2, powers="FRA," + "X" * 10_000)
    # before: the message held all 10,000 characters
    assert len(str(info.value)) < 400
