"""Flatwar deployment when a side's rows fill up (R4.3, X4, X21; issue 34). With 3-4 players
a corner square lies in two sides' rows (R10.3), so other sides can fill a side's last free
square while it still holds units. Positions are text diagrams (blue F K G Q)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from fw_helpers import field, play, pos, texts

import wartable
from wartable.core import CHANCE, TERMINAL
from wartable.core.match import Match, replay
from wartable.core.records import record_digest

# Three players (red infantry, black infantry, blue guns). Blue's rows (files a-c) are full
# but for c12, which is in black's rows too; blue has placed no Square (R3S2 in reserve).
# Black is to place.
BLUE_LAST_SQUARE_C12 = """
12 i K . . . . . . . . . .
11 i i K . . . . . . . . .
10 i i i . . . . . . . . .
9 # # # . . . . . . . . .
8 # # # . . . . . . . . .
7 # # # . . . . . . . . .
6 # # # . . . . . . . . .
5 # # # . . . . . . . . .
4 # # # . . . . . . . . .
3 I F I . . . . . . . . .
2 F I F . . . . . . . . .
1 I F I I I . . . . . . .
  a b c d e f g h i j k l
phase deploy
side black
reserve red I5R3S1 black I6R3S1 blue R3S2
"""

# The same, but blue's Square already stands on a2 (I1 R3 S1 still in reserve).
BLUE_SQUARE_PLACED = BLUE_LAST_SQUARE_C12.replace("2 F I F", "2 Q I F").replace(
    "blue R3S2", "blue I1R3S1"
)

# Three players; black and blue are out (no room was left for their Squares); red places its
# last unit.
RED_ALONE = """
12 . . . . . . . . . . . .
11 . . . . . . . . . . . .
10 . . . . . . . . . . . .
9 . . . . . . . . . . . .
8 . . . . . . . . . . . .
7 . . . . . . . . . . . .
6 . . . . . . . . . . . .
5 . . . . . . . . . . . .
4 . . . . . . . . . . . .
3 . . . . . . . . . . . .
2 . . . . . . . . . . . .
1 S I . . . . . . . . . .
  a b c d e f g h i j k l
phase deploy
side red
reserve red I1 black - blue -
"""

ISSUE_OPTIONS = {"players": 3, "red_army": "infantry", "black_army": "infantry"}
ISSUE_MOVES = (
    ["roll 6"] * 3
    + [f"terrain {f}{r}" for r in range(4, 10) for f in "abc"]
    + [
        f"place {m}"
        for m in (
            "I a1,I a10,I b1,I c1,I b10,I a2,I b2,I c10,I c2,I a3,I a11,I b3,I d1,I b11,C c11,"
            "I e1,I a12,C b12,I c3,I c12"
        ).split(",")
    ]
)


def test_r4_3_x21_a_side_left_no_room_for_its_square_is_out() -> None:
    """R4.3, X21: black fills c12, blue's last free square, before blue placed its Square:
    blue's reserve is removed, and without a Square its placed units flee (R10.5). Red places
    next; the engine's position parses back (before the fix blue was to move with no legal
    move and no outcome, and parse_state refused the position)."""
    s = play(pos(BLUE_LAST_SQUARE_C12, players=3), "place I c12")
    assert field(s, "reserve") == "red I5R3S1 black I5R3S1 blue -"
    rows = s.to_text().splitlines()
    assert rows[0] == "12 i . i . . . . . . . . ."  # blue's knights b12, c11 fled
    assert rows[11] == "1 I . I I I . . . . . . ."  # and its foot soldiers b1, a2, c2, b3
    assert field(s, "side") == "red"
    assert s.legal_moves()
    assert s.outcome() is None
    assert s.alive() == []  # no Square placed yet by anyone: the battle has not begun
    assert s.game.parse_state(s.to_text()).to_text() == s.to_text()


def test_r4_3_x21_a_side_whose_rows_fill_keeps_what_it_placed() -> None:
    """R4.3: blue's Square stands on a2; when black fills c12 blue's other units in reserve
    are removed and blue plays on with what it placed."""
    s = play(pos(BLUE_SQUARE_PLACED, players=3), "place I c12")
    assert field(s, "reserve") == "red I5R3S1 black I5R3S1 blue -"
    assert s.to_text().splitlines()[10] == "2 Q I F . . . . . . . . ."
    assert field(s, "side") == "red"
    assert s.outcome() is None


def test_r4_3_x21_the_issue_reproduction_plays_on_to_the_battle() -> None:
    """Issue 34's reproduction: after the twentieth placement blue is out and red is to move;
    red and black finish deploying and the battle begins."""
    game = wartable.make("flatwar", **ISSUE_OPTIONS, blue_army="guns")
    s = game.initial_state()
    for text in ISSUE_MOVES:
        s = s.play(text)
    assert field(s, "side") == "red"
    assert s.outcome() is None
    assert s.legal_moves()
    while field(s, "phase") == "deploy":
        assert s.legal_moves(), s.to_text()
        s = s.apply(s.legal_moves()[0])
    assert field(s, "phase") == "draw"
    assert s.alive() == [0, 1]


def test_r4_3_x21_one_side_left_with_a_square_wins_when_deployment_ends() -> None:
    """X21, R10.5: black and blue had no room for a Square; when red has placed its last unit
    red alone has a Square and wins."""
    s = pos(RED_ALONE, players=3)
    assert texts(s)[:2] == ["place I c1", "place I d1"]
    s = play(s, "place I c1")
    out = s.outcome()
    assert s.to_move() == TERMINAL
    assert out is not None
    assert out.winners == (0,)
    assert field(s, "result") == "red"
    assert s.game.parse_state(s.to_text()).to_text() == s.to_text()


def test_r4_3_a_reserve_beside_full_rows_is_refused() -> None:
    """P5: a side with units in reserve and no free square in its rows is not a position the
    engine reaches (they would have been removed, R4.3)."""
    text = BLUE_LAST_SQUARE_C12.replace("12 i K .", "12 i K i").replace("I6R3S1", "I5R3S1")
    with pytest.raises(wartable.BadPosition) as caught:
        pos(text, players=3)
    assert "blue has units in reserve but no free square" in str(caught.value)


def test_version_2_records_replay_under_their_version() -> None:
    """Rules version 3 changed only positions version 2 left without a legal move, so a
    version-2 record replays, and its replay keeps its version."""
    match = Match(wartable.make("flatwar", deployment="auto", turn_limit=30), seed=5)
    while not match.state.is_over():
        state = match.state
        if state.to_move() == CHANCE:
            match.resolve_chance()
        else:
            match.play(state.move_text(state.legal_moves()[0]), state.to_move())
    old = match.record()
    assert old["rules_version"] == 3
    old["rules_version"] = 2
    old.pop("signature", None)
    old["digest"] = record_digest(old)
    again = replay(old)
    assert again.game.rules_version == 2
    assert again.record()["rules_version"] == 2
    assert again.state.to_text() == match.state.to_text()
    old["rules_version"] = 1
    old["digest"] = record_digest(old)
    with pytest.raises(wartable.BadRecord) as caught:
        replay(old)
    assert "rules version 1 is not one this engine plays" in str(caught.value)


def test_a_record_of_the_version_2_engine_replays_under_version_2() -> None:
    """A random three-player game recorded by the version-2 engine (records/v2-3p.json)
    replays move by move to its recorded final position under version 2."""
    data = json.loads((Path(__file__).parent / "records" / "v2-3p.json").read_text())
    assert data["rules_version"] == 2
    match = replay(data)
    assert match.game.rules_version == 2
    assert match.state.to_text() == data["final_position"]
