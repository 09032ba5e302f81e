"""Flatwar notation, errors, counting and random play (the Notation section, R1-R9)."""

from __future__ import annotations

import random

import pytest
from fw_helpers import INFANTRY, field, game, play, pos

from wartable.core import (
    CHANCE,
    TERMINAL,
    BadNotation,
    BadPosition,
    GameOver,
    IllegalMove,
    perft,
    sample_chance,
)
from wartable.games.flatwar import FlatwarState
from wartable.games.flatwar.board import CELL_CHARS, SQUARE_INDEX, crossed


def test_notation_spellings_are_normalized() -> None:
    """Notation: case and spaces do not matter; '1H' is the ace."""
    s = pos(INFANTRY)
    assert s.move_text(s.parse_move("C2 - C3")) == "c2-c3"
    assert s.move_text(s.parse_move("A1 * D4")) == "a1*d4"
    assert s.move_text(s.parse_move(" END ")) == "end"
    d = pos(INFANTRY.replace("phase act\nside red\ndrawn 3H\ncard 3H\nap 3", "phase draw"))
    assert d.move_text(d.parse_move("draw 1h")) == "draw AH"
    assert d.move_text(d.parse_move("Draw 10s")) == "draw 10S"
    b = game(build="open").initial_state()
    assert b.move_text(b.parse_move("buy s")) == "buy S"


@pytest.mark.parametrize("text", ["", "zz", "b2-b9", "i2-a1", "place Q a1", "roll 7", "draw 11H"])
def test_notation_garbage_is_bad_notation(text: str) -> None:
    with pytest.raises(BadNotation):
        pos(INFANTRY).parse_move(text)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("c2-d3", "infantry steps one square"),  # d3 is terrain
        ("c2*d4", "isosceles soldiers cannot shoot"),
        ("a1xd4", "melee needs an adjacent enemy"),
        ("h8-h7", "no red unit on h8"),
        ("activate a1", "not cavalry"),
        ("upgrade", "no cavalry is active"),
        ("buy S", "act phase"),
        ("roll 3", "act phase"),
    ],
)
def test_notation_illegal_moves_say_why(text: str, reason: str) -> None:
    s = pos(INFANTRY)
    with pytest.raises(IllegalMove, match=reason):
        s.parse_move(text)


def test_notation_move_after_the_end_is_game_over() -> None:
    s = play(
        pos(
            INFANTRY.replace("8 . . . . . . . s", "8 . . . . . . . .").replace(
                "4 . . . r", "4 . . . s"
            )
        ),
        "a1*d4",
        "roll 6",
        "roll 1",
    )
    assert s.to_move() == TERMINAL
    with pytest.raises(GameOver):
        s.parse_move("end")


@pytest.mark.parametrize(
    "text",
    [
        INFANTRY.replace("phase act", "phase attack"),
        INFANTRY.replace("2 . . I", "2 . . Q"),
        INFANTRY.replace("side red", "side black"),  # card 3H is red's
        INFANTRY.replace("ap 3", "ap 0"),
        INFANTRY + "cavalry c2 C=3 open\n",  # c2 is not cavalry
        INFANTRY + "used c2\ncombat melee c2xd4 ?\n",  # d4 is not adjacent to c2
        INFANTRY + "used a1\ncombat shot a1*h8 ?\n",  # h8 is out of the Square's range
        INFANTRY + "combat shot a1*d4 ?\n",  # a firer is used
        INFANTRY + "bogus 1\n",
        "\n".join(INFANTRY.strip().splitlines()[1:]),
    ],
)
def test_notation_bad_positions_are_refused(text: str) -> None:
    with pytest.raises(BadPosition):
        game().parse_state(text)


def test_notation_position_text_round_trips_in_every_phase() -> None:
    """Notation: a position's text parses back to the same text, all along a game."""
    g = game(red_army="balanced", black_army="cavalry")
    s = g.initial_state()
    rng = random.Random(11)
    seen = set()
    while not s.is_over():
        text = s.to_text()
        assert g.parse_state(text).to_text() == text
        seen.add(field(s, "phase"))
        if s.to_move() == CHANCE:
            m = sample_chance(s, rng)
        else:
            m = rng.choice(s.legal_moves())
        s = s.apply(m)
    assert seen == {"terrain-roll", "terrain", "deploy", "draw", "act"}
    assert g.parse_state(s.to_text()).to_text() == s.to_text()


def test_perft_two_counted_by_hand() -> None:
    """R5, R6: INFANTRY with 1 AP has 12 moves (see test_r6_move_count_counted_by_hand).
    Each of the 10 steps spends the last AP, so the turn ends and 39 cards can be drawn
    (3H is out): 10 x 39; the shot leads to 6 attacker rolls; 'end' to 39 draws.
    perft(2) = 390 + 6 + 39 = 435."""
    s = pos(INFANTRY.replace("ap 3", "ap 1"))
    assert perft(s, 1) == 12
    assert perft(s, 2) == 435


def test_los_table_crosses_only_insides() -> None:
    """R6.6: a1->d4 crosses b2 and c3; a1->c2 crosses b1 and b2 (half-way through each)."""
    assert sorted(crossed(SQUARE_INDEX["a1"], SQUARE_INDEX["d4"])) == [9, 18]
    assert sorted(crossed(SQUARE_INDEX["a1"], SQUARE_INDEX["c2"])) == [1, 9]
    assert crossed(SQUARE_INDEX["a1"], SQUARE_INDEX["a4"]) == (8, 16)


def _units(s: FlatwarState) -> list[int]:
    return [s.board.count(CELL_CHARS.index(c)) for c in "ICRSicrs"]


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"red_army": "guns", "black_army": "infantry", "line_of_sight": True},
        {"red_army": "cavalry", "black_army": "cavalry", "cavalry_may_stop": True},
        {"red_army": "balanced", "deployment": "auto", "turn_limit": 60},
    ],
)
def test_random_play_never_stalls_and_keeps_invariants(options: dict[str, object]) -> None:
    """R1-R9 under random play: someone always can move until a side loses its Squares;
    units are never created in battle; AP and cavalry points stay in range."""
    g = game(**options)
    for seed in range(8):
        rng = random.Random(seed)
        s = g.initial_state()
        plies = 0
        battle_units: list[int] | None = None
        while not s.is_over():
            moves = s.legal_moves()
            assert moves
            assert 0 <= s.ap <= 10
            if s.cav is not None and s.cav[3] != 0:
                assert 1 <= s.cav[1] <= 6
            if s.phase >= 4:  # draw / act: the armies are on the board
                units = _units(s)
                if battle_units is not None:
                    assert all(a <= b for a, b in zip(units, battle_units, strict=True))
                battle_units = units
                assert units[3] >= 1
                assert units[7] >= 1
            m = sample_chance(s, rng) if s.to_move() == CHANCE else rng.choice(moves)
            s = s.apply(m)
            plies += 1
            assert plies < 20_000
        out = s.outcome()
        assert out is not None
        if out.winners:
            loser = 1 - out.winners[0]
            assert _units(s)[4 * loser + 3] == 0
        else:
            assert s.turns == 60


def test_notation_the_rules_doc_example_parses() -> None:
    """Notation: the example position in docs/rules/flatwar.md is a valid position whose
    text is already canonical."""
    from pathlib import Path

    doc = Path(__file__).resolve().parents[2] / "docs" / "rules" / "flatwar.md"
    text = doc.read_text(encoding="utf-8").split("### Positions")[1].split("```")[1]
    s = game().parse_state(text)
    assert s.to_text() == text.strip("\n")
    assert field(s, "last") == "melee d2xe3 5+2 1+3"


@pytest.mark.parametrize(
    "fields",
    [
        "phase build\nside red\nreserve red R7 black -",  # 21 points, no Square possible
        "phase deploy\nside red\nreserve red - black I1S1",  # red has nothing to place
        "phase terrain-roll\nside black\nterrain red ? black ?",  # red rolls first
        "phase over\nresult -",
    ],
)
def test_notation_unreachable_setup_positions_are_refused(fields: str) -> None:
    board = "\n".join(f"{r} . . . . . . . ." for r in range(8, 0, -1))
    with pytest.raises(BadPosition):
        game().parse_state(board + "\n" + fields)


def test_perft_from_the_start_with_presets_counted_by_hand() -> None:
    """R2.5, R3: with two presets the game opens with red's die (6), black's die (6), then
    a terrain piece on any of the 64 squares; the second piece goes on one of the 63 others:
    6, 36, 36 x 64 = 2304, 2304 x 63 = 145152."""
    s = game(red_army="balanced", black_army="guns").initial_state()
    assert [perft(s, d) for d in (1, 2, 3, 4)] == [6, 36, 2304, 145152]
