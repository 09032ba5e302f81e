"""Flatwar with three and four players (R10): the 12 x 12 board, two decks, the last side with a
Square wins. Positions are text diagrams (blue F K G Q, green f k g q)."""

from __future__ import annotations

import random
import re

import pytest
from fw_helpers import field, play, pos, texts

import wartable
from wartable.ai import make_agent
from wartable.core import CHANCE, TERMINAL, BadOption, BadPosition, IllegalMove, sample_chance
from wartable.games.flatwar import FlatwarState
from wartable.games.flatwar.heuristics import evaluate

# Three players. Red's Regular on f5 has blue's only Square on f7 in range (2); blue's foot
# soldier b6 and knight c9 flee with it; black (Square f12, soldier g11) plays on.
BLUE_SQUARE_IN_RANGE = """
12 . . . . . s . . . . . .
11 . . . . . . i . . . . .
10 . . . . . . . . . . . .
9 . . K . . . . . . . . .
8 . . . . . . . . . . . .
7 . . . . . Q . . . . . .
6 . F . . . . . . . . . .
5 . . . . . R . . . . . .
4 . . . . . . . . . . . .
3 . . . . . . . . . . . .
2 . . . . . . . . . . . .
1 S . . . . . . . . . . .
  a b c d e f g h i j k l
phase act
side red
drawn 3H
card 3H
ap 3
"""

# Three players, blue already out (no unit left): red's Regular shoots black's last Square.
BLACK_SQUARE_IN_RANGE = """
12 . . . . . . . . . . . .
11 . . . . . . . . . . . .
10 . . . . . . . . . . . .
9 . . . . . . . . . . . .
8 . . . . . . . . . . . .
7 . . . . . s . . . . . .
6 . . . . . . . . . . . .
5 . . . . . R . . . . . .
4 . . . . . . . . . . . .
3 . . . . . . . . . . . .
2 . . . . . . . . . . . .
1 S . . . . . . . . . . .
  a b c d e f g h i j k l
phase act
side red
drawn 3H
card 3H
ap 3
"""


def test_r10_1_players_option_and_seats() -> None:
    """R10.1: 2-4 players; seats red, black, blue, green; a fifth is refused, and so is an
    army option for a side the game does not have."""
    game = wartable.make("flatwar", players=4)
    assert [game.seat_name(s) for s in range(4)] == ["Red", "Black", "Blue", "Green"]
    with pytest.raises(BadOption, match="players=5"):
        wartable.make("flatwar", players=5)
    with pytest.raises(BadOption, match="blue_army=guns: there is no blue side with 2 players"):
        wartable.make("flatwar", blue_army="guns")
    with pytest.raises(BadOption, match="green_army"):
        wartable.make("flatwar", players=3, green_army="guns")


def test_r10_3_the_12_by_12_board_and_the_four_edges() -> None:
    """R10.3: with 4 players each side deploys along its own edge: blue in files a-c, green
    in files j-l; red's Square on a1 takes a corner square blue could also have used, and
    the corner b2 stays open to both."""
    s = pos(
        """
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
1 S . . . . . . . . . . .
  a b c d e f g h i j k l
phase deploy
side blue
reserve red I2 black I2S1 blue I2S1 green I2S1
""",
        players=4,
    )
    squares = [t.split()[2] for t in texts(s) if t.startswith("place S")]
    files = {sq[0] for sq in squares}
    assert files == {"a", "b", "c"}
    assert len(squares) == 36 - 1
    assert "a1" not in squares
    assert "b2" in squares
    assert "c12" in squares
    s = play(s, "place S b2")
    assert field(s, "side") == "green"  # R10.7: round the table in seat order
    greens = {t.split()[2][0] for t in texts(s)}
    assert greens == {"j", "k", "l"}


def test_r10_4_two_decks() -> None:
    """R10.4: three players draw from 60 cards (the second deck's red cards are blue's, its
    black cards are left out); four players from 80 (green has the second deck's black)."""
    draw = BLUE_SQUARE_IN_RANGE.replace("side red\ndrawn 3H\ncard 3H\nap 3", "phase draw")
    draw = draw.replace("phase act\n", "")
    three = pos(draw, players=3)
    assert three.to_move() == CHANCE
    assert len(three.chance_outcomes()) == 60
    s = play(three, "draw 7H'")
    assert field(s, "side") == "blue"
    assert field(s, "ap") == "7"
    with pytest.raises(IllegalMove):
        three.parse_move("draw 7S'")
    four = pos(draw, players=4)
    assert len(four.chance_outcomes()) == 80
    assert four.move_view(four.parse_move("draw 7S'"), 0).startswith("draw 7S' (green acts")


def test_r10_5_a_side_without_a_square_flees() -> None:
    """R10.5: red shoots blue's last Square (6+3=9 against 1+4=5): blue's foot soldier and
    knight leave the board; red and black play on."""
    s = pos(BLUE_SQUARE_IN_RANGE, players=3)
    s = play(s, "f5*f7", "roll 6")
    assert s.move_view(s.parse_move("roll 1"), 1).endswith(
        "destroyed; blue has lost its last Square and flees)"
    )
    s = play(s, "roll 1")
    rows = s.to_text().splitlines()
    assert rows[3] == "9 . . . . . . . . . . . ."  # the knight on c9 is gone
    assert rows[6] == "6 . . . . . . . . . . . ."  # the foot soldier on b6 too
    assert s.outcome() is None
    assert field(s, "side") == "red"
    assert field(s, "ap") == "2"
    assert s.alive() == [0, 1]


def test_r10_5_a_fled_sides_card_is_a_pass() -> None:
    """R10.5, R5.7: blue is out; its card (the second deck's hearts) passes at once."""
    draw = BLACK_SQUARE_IN_RANGE.replace("side red\ndrawn 3H\ncard 3H\nap 3", "")
    s = pos(draw.replace("phase act", "phase draw"), players=3)
    assert s.move_view(s.parse_move("draw 5H'"), None) == (
        "draw 5H' (blue acts with 5 AP, but has no action and passes)"
    )
    assert field(play(s, "draw 5H'"), "phase") == "draw"


def test_r10_5_the_last_side_with_a_square_wins() -> None:
    """R10.5: blue is out; red shoots black's last Square: red alone has a Square and wins."""
    s = play(pos(BLACK_SQUARE_IN_RANGE, players=3), "f5*f7", "roll 6", "roll 1")
    out = s.outcome()
    assert s.to_move() == TERMINAL
    assert out is not None
    assert out.scores == (1.0, 0.0, 0.0)
    assert out.winners == (0,)
    assert out.reason == "red alone has a Square left"
    assert field(s, "result") == "red"


def test_r10_6_a_draw_is_shared_by_the_sides_standing() -> None:
    """R10.6, R9.2: turn_limit 3 reached with blue out: red and black share the draw."""
    s = pos(BLACK_SQUARE_IN_RANGE.replace("drawn 3H", "drawn 3H\nturns 3"), players=3, turn_limit=3)
    s = play(s, "end")
    out = s.outcome()
    assert out is not None
    assert out.winners == (0, 1)
    assert [out.result(seat) for seat in range(3)] == ["win", "win", "loss"]
    assert "a draw between red, black" in out.reason


def test_r10_7_terrain_goes_round_the_table_from_the_highest_roll() -> None:
    """R10.7: rolls 2, 5, 5: black (the earlier of the two fives) places first, then blue,
    red, black ...; when red's two pieces are down the others go on."""
    game = wartable.make(
        "flatwar", players=3, red_army="guns", black_army="guns", blue_army="cavalry"
    )
    start = game.initial_state()
    assert isinstance(start, FlatwarState)
    s = play(start, "roll 2", "roll 5", "roll 5")
    assert field(s, "phase") == "terrain"
    assert field(s, "terrain") == "red 2 black 5 blue 5"
    order = []
    for sq in ("f6", "f7", "f8", "g6", "g7", "g8", "h6"):
        order.append(field(s, "side"))
        s = play(s, f"terrain {sq}")
    assert order == ["black", "blue", "red", "black", "blue", "red", "black"]
    assert field(s, "side") == "blue"
    assert field(s, "terrain") == "red 0 black 2 blue 3"


@pytest.mark.parametrize("players", [3, 4])
def test_r10_the_agents_play_three_and_four_player_games(players: int) -> None:
    """The evaluation gives every side a share (they sum to 1) and greedy agents play a game
    with every side to its end (automatic deployment, a turn limit to bound the test)."""
    game = wartable.make("flatwar", players=players, deployment="auto", turn_limit=80)
    agent = make_agent("greedy")
    rng = random.Random(3)
    s = game.initial_state()
    while not s.is_over():
        if s.to_move() == CHANCE:
            s = s.apply(sample_chance(s, rng))
            continue
        values = evaluate(s)
        assert len(values) == players
        assert abs(sum(values) - 1.0) < 1e-9
        s = s.apply(agent.choose(s.determinize(s.to_move(), rng), s.to_move(), rng))
    assert isinstance(s, FlatwarState)
    assert s.outcome() is not None


@pytest.mark.parametrize(
    ("edit", "reason"),
    [
        (("7 . . . . . Q", "7 . . . . . ."), "blue has no Square, so its units have fled"),
        (("drawn 3H", "drawn 3H 7S'"), "not a card of this game's deck"),
        (("reserve", "reserve"), "reserve must be 'red <units> black <units> blue <units>'"),
        (("1 S . .", "1 S . . F"), "board row 1 must be '1' and 12 cells"),
    ],
)
def test_r10_positions_the_rules_cannot_reach_are_refused(
    edit: tuple[str, str], reason: str
) -> None:
    """P2, P3, P5 with three players (R10.4, R10.5): a side without a Square keeps no unit;
    the third player's deck has no second-deck black card; the reserve names three sides;
    a row has twelve cells."""
    text = BLUE_SQUARE_IN_RANGE.replace(*edit)
    if edit[0] == "reserve":
        text += "reserve red - black -\n"
    with pytest.raises(BadPosition, match=re.escape(reason)):
        pos(text, players=3)
