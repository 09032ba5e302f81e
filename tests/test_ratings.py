"""Glicko-2 (wartable.ratings) against the worked example of Glickman's paper, "Example of the
Glicko-2 system" (2013), and the properties a rating system must have."""

from __future__ import annotations

import math

import pytest

from wartable.ratings import DEFAULT, Rating, expected_score, idle, rate, rate_game

# The paper's example: a player rated 1500 (RD 200, volatility 0.06) plays three games in one
# period, tau = 0.5, and ends at r' = 1464.06, RD' = 151.52, sigma' = 0.05999.
PLAYER = Rating(1500.0, 200.0, 0.06)
GAMES = [
    (Rating(1400.0, 30.0), 1.0),
    (Rating(1550.0, 100.0), 0.0),
    (Rating(1700.0, 300.0), 0.0),
]


def test_the_papers_worked_example() -> None:
    after = rate(PLAYER, GAMES, tau=0.5)
    assert after.r == pytest.approx(1464.06, abs=0.01)
    assert after.rd == pytest.approx(151.52, abs=0.01)
    assert after.sigma == pytest.approx(0.05999, abs=0.00001)


def test_the_papers_intermediate_quantities() -> None:
    # step 2 of the paper: mu and phi of the player and the opponents
    assert PLAYER.mu == 0.0
    assert PLAYER.phi == pytest.approx(1.1513, abs=0.0001)
    assert [o.mu for o, _ in GAMES] == pytest.approx([-0.5756, 0.2878, 1.1513], abs=0.0001)
    # step 3: E(mu, mu_j, phi_j) = 0.639, 0.432, 0.303
    expected = [expected_score(PLAYER, o) for o, _ in GAMES]
    assert expected == pytest.approx([0.639, 0.432, 0.303], abs=0.001)


def test_a_period_without_games_only_widens_the_deviation() -> None:
    after = rate(PLAYER, [])
    assert (after.r, after.sigma) == (PLAYER.r, PLAYER.sigma)
    assert after.rd == pytest.approx(math.sqrt(1.1513**2 + 0.06**2) * 173.7178, abs=0.01)
    assert idle(PLAYER, 0) == PLAYER
    assert idle(Rating(1500.0, 349.0), 100).rd == 350.0  # never wider than a newcomer's


def test_winning_raises_and_losing_lowers_and_both_narrow() -> None:
    a, b = rate_game([DEFAULT, DEFAULT], [1.0, 0.0])
    assert a.r > 1500 > b.r
    assert a.r - 1500 == pytest.approx(1500 - b.r)
    assert a.rd < 350
    assert b.rd < 350
    draw_a, draw_b = rate_game([Rating(1600.0, 80.0), Rating(1400.0, 80.0)], [0.5, 0.5])
    assert draw_a.r < 1600
    assert draw_b.r > 1400


def test_a_game_of_more_seats_counts_pairwise() -> None:
    after = rate_game([DEFAULT] * 3, [1.0, 0.5, 0.5])
    assert after[0].r > 1500
    assert after[1].r == pytest.approx(after[2].r)
    assert after[1].r < 1500


def test_bad_values_are_refused_by_name() -> None:
    with pytest.raises(ValueError, match="between 0 and 1"):
        rate(DEFAULT, [(DEFAULT, 2.0)])
    with pytest.raises(ValueError, match="positive"):
        Rating(1500.0, 0.0)
    with pytest.raises(ValueError, match="finite"):
        Rating(math.nan)
    with pytest.raises(ValueError, match="r, rd and sigma"):
        Rating.from_json({"r": 1500})
    with pytest.raises(ValueError, match="numbers"):
        Rating.from_json({"r": "1500", "rd": 350, "sigma": 0.06})
    with pytest.raises(ValueError, match="2 scores"):
        rate_game([DEFAULT], [1.0, 0.0])
    assert Rating.from_json(PLAYER.to_json()) == PLAYER
