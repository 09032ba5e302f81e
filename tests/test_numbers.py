"""wartable.core.numbers: the one reader of numbers from text (options, agent settings, the
command line, the counts in the games' position texts)."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wartable.core.numbers import TooManyDigits, parse_count, parse_decimal, parse_int


@pytest.mark.parametrize(
    ("text", "value"), [("0", 0), ("7", 7), ("-12", -12), ("+5", 5), ("007", 7)]
)
def test_plain_whole_numbers_are_read(text: str, value: int) -> None:
    assert parse_int(text) == value


@pytest.mark.parametrize(
    "text", ["", " 5", "5 ", "³", "١", "1_000", "1.0", "0x10", "inf", "--1", "+-1", "5e3", "+"]
)
def test_anything_but_ascii_digits_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match=f"^{re.escape(text)}$") as caught:
        parse_int(text)
    assert not isinstance(caught.value, TooManyDigits)


def test_the_digits_are_counted_before_any_conversion() -> None:
    assert parse_int("9" * 7, 7) == 9_999_999
    with pytest.raises(TooManyDigits):
        parse_int("9" * 8, 7)
    with pytest.raises(TooManyDigits):
        parse_int("1" * 5000)  # int() of it would raise (or take time) past the limit


def test_a_plus_sign_only_where_allowed() -> None:
    assert parse_int("-3", plus=False) == -3
    with pytest.raises(ValueError, match=r"^\+3$") as caught:
        parse_int("+3", plus=False)
    assert not isinstance(caught.value, TooManyDigits)


@pytest.mark.parametrize(("text", "value"), [("0", 0), ("7", 7), ("007", 7), ("999", 999)])
def test_a_count_is_plain_digits(text: str, value: int) -> None:
    assert parse_count(text, 3) == value


@pytest.mark.parametrize("text", ["", "-0", "-3", "+3", " 5", "5 ", "³", "١", "1_0", "1.0", "5e1"])
def test_a_count_has_no_sign_nor_anything_else(text: str) -> None:
    with pytest.raises(ValueError, match=f"^{re.escape(text)}$") as caught:
        parse_count(text, 3)
    assert not isinstance(caught.value, TooManyDigits)


def test_a_count_has_its_digits_counted_before_any_conversion() -> None:
    assert parse_count("9" * 9, 9) == 999_999_999
    with pytest.raises(TooManyDigits, match=r"^0000$"):
        parse_count("0000", 3)  # leading zeros count too: the length alone decides
    with pytest.raises(TooManyDigits):
        parse_count("1" * 5000)


@pytest.mark.parametrize(
    ("text", "value"), [("5", 5.0), ("5.", 5.0), (".5", 0.5), ("-2.25", -2.25), ("+0", 0.0)]
)
def test_plain_decimals_are_read(text: str, value: float) -> None:
    assert parse_decimal(text) == value


@pytest.mark.parametrize("text", ["", ".", "inf", "nan", "1e3", "1_0.5", "١.5", "5..", "0x1p3"])
def test_anything_else_is_not_a_decimal(text: str) -> None:
    with pytest.raises(ValueError, match=f"^{re.escape(text)}$"):
        parse_decimal(text)


def test_an_exponent_only_when_asked_and_never_infinity() -> None:
    assert parse_decimal("2.5e-3", exponent_digits=3) == 0.0025
    with pytest.raises(ValueError, match=r"^1e1000$"):
        parse_decimal("1e1000", exponent_digits=3)  # 3 digits: too long
    with pytest.raises(ValueError, match=r"^1e999$"):
        parse_decimal("1e999", exponent_digits=3)  # overflows to infinity


@given(st.integers(min_value=-(10**18) + 1, max_value=10**18 - 1))
def test_every_whole_number_of_up_to_18_digits_reads_back(n: int) -> None:
    assert parse_int(str(n)) == n
    assert parse_decimal(str(n)) == float(n)
