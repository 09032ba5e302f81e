"""Flatwar's army build: a whole army in one move (R2.6), the hidden simultaneous build
(R2.7), and deployment rows with terrain (R4.6)."""

from __future__ import annotations

import json
import random
import re

import pytest
from fw_helpers import field, game, play, pos, texts

from wartable.ai.mcts import MCTSAgent
from wartable.core import BadNotation, IllegalMove
from wartable.core.match import Match
from wartable.games.flatwar import FlatwarState

EMPTY_BOARD = "\n".join(f"{r} . . . . . . . ." for r in range(8, 0, -1))
CAVALRY_ARMY = "army I4 C7 R1 S1"  # the cavalry preset
GUNS_ARMY = "army I4 C2 R3 S2"  # the guns preset


def test_r2_6_a_whole_army_in_one_move() -> None:
    """R2.6: one move buys the army and ends the side's build; spellings in any order, case
    and spacing, and a preset's name, are the same move."""
    s = game().initial_state()
    moves = texts(s)
    assert len(moves) == 624
    assert all(m.startswith("army ") for m in moves)
    assert moves[0] == "army C2 S1"
    assert moves[-1] == "army I21 S1"
    for spelling in ("army s1 r1 c7 i4", "Army I4C7R1S1", "ARMY  cavalry", "army I4 C7 R1 S1"):
        assert s.move_text(s.parse_move(spelling)) == CAVALRY_ARMY
    s = play(s, CAVALRY_ARMY)
    assert field(s, "side") == "black"
    assert field(s, "phase") == "build"


def test_r2_6_an_army_that_is_not_legal_is_refused_with_its_reason() -> None:
    """R2.2/R2.3 through R2.6: two Squares need four isosceles; 26 points are too many;
    a misspelt army is bad notation."""
    s = game().initial_state()
    with pytest.raises(IllegalMove, match="I3 S2 is not a legal army"):
        s.parse_move("army S2 I3")
    with pytest.raises(IllegalMove, match="not a legal army: at most 25 points"):
        s.parse_move("army I22 S1")
    with pytest.raises(IllegalMove, match="buy the whole army in one move"):
        s.parse_move("buy S")
    for bad in ("army X9", "army I9 I3 S1", "army", "army balance"):
        with pytest.raises(BadNotation):
            s.parse_move(bad)


def test_r2_6_in_the_open_build_the_army_holds_what_was_bought() -> None:
    """R2.4/R2.6: after 'buy R' an army without a Regular is refused; one with it ends the
    build."""
    s = play(game(build="open").initial_state(), "buy R")
    with pytest.raises(IllegalMove, match=r"must hold the units already bought \(R1\)"):
        s.parse_move("army I9 C3 S1")
    s = play(s, "army I9 C3 R2 S1")
    assert field(s, "side") == "black"
    assert field(s, "reserve") == "red I9C3R2S1 black -"


def test_r2_7_the_build_is_hidden_by_default() -> None:
    """R2.7: the game has hidden information exactly when two sides or more build hidden."""
    assert game().has_hidden_information
    assert not game(build="open").has_hidden_information
    assert not game(black_army="guns").has_hidden_information
    assert game(players=3, black_army="guns").has_hidden_information


def test_r2_7_black_sees_nothing_of_reds_army_until_it_has_built() -> None:
    """R2.7: after red's army, black's view and a spectator's hide it (the reserve and the
    view's position text), both logs say 'army ?'; red sees its own. Two different red
    armies leave black's view the same, and black's moves too. Once black has built, all is
    shown."""
    start = game().initial_state()
    a = play(start, CAVALRY_ARMY)
    b = play(start, GUNS_ARMY)
    for seat in (1, None):
        assert a.view(seat) == b.view(seat)
        assert a.view(seat)["reserve"]["red"] is None
        assert "reserve red ? black " in a.view(seat)["position"]
        assert start.move_view(start.parse_move(CAVALRY_ARMY), seat) == "army ?"
    assert a.view(0)["reserve"]["red"] == {"I": 4, "C": 7, "R": 1, "S": 1}
    assert start.move_view(start.parse_move(CAVALRY_ARMY), 0) == CAVALRY_ARMY
    assert texts(a) == texts(b)
    done = play(a, GUNS_ARMY)
    assert field(done, "phase") == "terrain-roll"
    assert done.view(1)["reserve"]["red"] == {"I": 4, "C": 7, "R": 1, "S": 1}
    assert done.view(0)["reserve"]["black"] == {"I": 4, "C": 2, "R": 3, "S": 2}


def test_r2_7_a_seat_record_holds_no_hidden_army() -> None:
    """R2.7: in a match, black's seat record (moves, views) and the spectator's hold nothing of
    red's army before black has built; the full record keeps it."""
    match = Match(game(), seed=4)
    match.play("army I4 C7 R1 S1", 0)
    for seat in (1, None):
        record = json.dumps(match.seat_record(seat))
        assert "C7" not in record
        assert "I4" not in record
        assert "army ?" in record
    assert "army I4 C7 R1 S1" in json.dumps(match.record())
    assert "C7" in json.dumps(match.seat_record(0))


def test_r2_7_determinization_draws_the_hidden_army() -> None:
    """R2.7: for black, red's army is drawn afresh among the 25-point armies; black's view is
    unchanged, and the draw does not depend on red's real army."""
    start = game().initial_state()
    a = play(start, CAVALRY_ARMY)
    b = play(start, GUNS_ARMY)
    seen = set()
    for seed in range(20):
        sample = a.determinize(1, random.Random(seed))
        assert isinstance(sample, FlatwarState)
        assert sample.view(1) == a.view(1)
        assert sample.to_text() == b.determinize(1, random.Random(seed)).to_text()
        reserve = field(sample, "reserve").split()[1]
        seen.add(reserve)
        counts = dict(zip("ICRS", [0, 0, 0, 0], strict=True))
        for k, n in re.findall(r"([ICRS])([0-9]+)", reserve):
            counts[k] = int(n)
        assert counts["I"] + 2 * counts["C"] + 3 * counts["R"] + 4 * counts["S"] == 25
    assert len(seen) > 10
    assert a.determinize(0, random.Random(1)) is a  # red's own army is no secret to red


def test_r2_7_nothing_is_hidden_once_every_side_has_built() -> None:
    """R2.7: during the hidden build the state says something may be hidden from each seat
    (``hides_from``); once every side has built, nothing is, for the rest of the game, and the
    computer's search takes the perfect-information path (no availability counts, which only
    the information-set search keeps)."""
    start = game().initial_state()
    a = play(start, CAVALRY_ARMY)
    assert start.hides_from(0)
    assert start.hides_from(1)
    assert a.hides_from(0)
    assert a.hides_from(1)
    done = play(a, GUNS_ARMY)
    assert not done.hides_from(0)
    assert not done.hides_from(1)
    assert not game(build="open").initial_state().hides_from(1)
    agent = MCTSAgent(iterations=40)
    while done.to_move() < 0:  # the terrain rolls first: any outcomes
        done = done.apply(done.chance_outcomes()[0][0])
    seat = done.to_move()
    assert seat >= 0
    assert not done.hides_from(seat)
    agent.choose(done, seat, random.Random(3))
    root = agent.last_root
    assert root is not None
    assert root.children
    assert all(child.avail == 0 for child in root.children.values())
    agent.choose(a, a.to_move(), random.Random(3))
    root = agent.last_root
    assert root is not None
    assert any(child.avail for child in root.children.values())


def test_r4_6_a_terrain_piece_closes_its_square_not_its_row() -> None:
    """R4.6 (X6): terrain on a1, d2 and h3, one piece in each of red's rows: red may still
    deploy on the other 21 squares of rows 1-3, not on the three pieces."""
    s = pos(
        """
8 . . . . . . . .
7 . . . . . . . .
6 . . . . . . . .
5 . . . . . . . .
4 . . . . . . . .
3 . . . . . . . #
2 . . . # . . . .
1 # . . . . . . .
phase deploy
side red
reserve red I2S1 black I2S1
"""
    )
    squares = {t.split()[2] for t in texts(s) if t.startswith("place S")}
    assert len(squares) == 21
    assert not squares & {"a1", "d2", "h3"}
    assert {"b1", "c2", "g3"} <= squares
