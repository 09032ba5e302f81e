"""European War views, rendering, options through the contract, records."""

from __future__ import annotations

import json
import re

import pytest
from europe_helpers import START_2P, play, pos

import wartable
from wartable.core import Match, conformance, replay
from wartable.games.europe.board import MAP


def test_render_shows_every_field_and_occupant() -> None:
    """Notation/rendering: the map schematic names every field with its occupant."""
    s = play(pos(START_2P), "attack FRA-ITA", "roll 6,5,3", "roll 2")
    picture = str(s)
    cells = dict(re.findall(r"\[[~* ]([A-Z]{3}) (\.\.|[BFDRO][LMS])\]", picture))
    assert set(cells) == set(MAP.field_ids)
    assert cells["FRA"] == "FL"
    assert cells["ITA"] == "DS"
    assert cells["GBR"] == ".."
    assert "attacker rolled 6,5,3 = 14" in picture
    assert "DUA chooses where to retreat" in picture
    assert "-> Player 2 DUA" in picture


def test_view_is_json_and_same_for_every_seat() -> None:
    """No hidden information: every seat's view holds the same board; views are JSON."""
    s = play(pos(START_2P), "attack FRA-ITA", "roll 6,5,3")
    views = [s.view(seat) for seat in (None, 0, 1)]
    for v in views:
        json.dumps(v)
        assert v["board"] == views[0]["board"]
        assert v["combat"] == views[0]["combat"]
    assert views[0]["combat"]["attacker_dice"] == [6, 5, 3]
    assert views[0]["to_move"] == "chance"


def test_france_decision_is_rendered() -> None:
    """R5.3: the picture tells France it may keep or reroll."""
    s = pos(START_2P.replace("turn=FRA", "turn=DUA"))
    s = play(s, "attack GER-FRA", "roll 1,1,1", "roll 2,2,1")
    assert "France may 'keep' this roll or 'reroll' once" in str(s)
    assert "attacker rolled 1,1,1 +1 = 4" in str(s)


@pytest.mark.parametrize(
    "options",
    [
        {"players": 5, "round_limit": 4},
        {"players": 4, "round_limit": 3, "time_tiebreak": "fields", "powers": "DUA,FRA,RUS,OTT"},
        {"players": 2, "setup": "fixed", "first": "DUA"},
        {"players": 3, "powers": "OTT,RUS,BRI", "ottoman_enemies": "players"},
    ],
)
def test_options_pass_the_conformance_checks(options: dict[str, object]) -> None:
    """R6.6, R3.1, R3.2, R6.3 options: random playouts keep every contract invariant."""
    game = wartable.make("europe", **options)
    for seed in range(3):
        match = conformance.random_playout(game, seed, deep_every=3)
        assert match.state.is_over()
    conformance.check_record(match)


def test_round_limit_ends_random_games_on_time() -> None:
    """R6.6: with a limit of 2 rounds, games that last end on time, Britain winning."""
    game = wartable.make("europe", players=4, round_limit=2)
    codes = set()
    for seed in range(20):
        match = conformance.random_playout(game, seed, deep_every=10**9)
        out = match.state.outcome()
        assert out is not None
        codes.add(out.details["code"])
        if out.details["code"] == "time-britain":
            assert [game.seat_power[w] for w in out.winners] == [0]
    assert "time-britain" in codes


def test_record_replays() -> None:
    """Records replay move by move to the same final position."""
    match = Match(wartable.make("europe", players=3), seed=11)
    while not match.is_over():
        if match.to_move() < 0:
            match.resolve_chance()
        else:
            match.play(match.state.move_text(match.state.legal_moves()[0]))
    again = replay(match.record())
    assert again.state.to_text() == match.state.to_text()
