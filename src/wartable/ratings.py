"""Glicko-2 ratings, written from Mark Glickman's paper "Example of the Glicko-2 system"
(Boston University, 2013; http://www.glicko.net/glicko/glicko2.pdf), with its worked example as a
test (``tests/test_ratings.py``).

A player has a rating ``r`` (1500 for a newcomer), a rating deviation ``rd`` (how uncertain the
rating is: 350 for a newcomer) and a volatility ``sigma`` (how erratic the player's results are:
0.06). :func:`rate` gives the player's values after one rating period from the games played in
it; a period with no games only widens the deviation (:func:`idle`). The server treats each
rated game as one period for both players (as lichess does), so a rating moves after every game.

Standard library only: the server and the arena use it, and the tests check it against the
paper's numbers.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

__all__ = [
    "DEFAULT",
    "SCALE",
    "Rating",
    "expected_score",
    "idle",
    "rate",
    "rate_game",
]

SCALE = 173.7178
"""The factor between the Glicko scale (ratings around 1500) and the Glicko-2 scale (around 0)."""

TAU = 0.5
"""The system constant: how much the volatility may change in one period (the paper suggests
0.3 to 1.2; smaller values keep the volatility steadier)."""

EPSILON = 0.000001
"""The convergence tolerance of the volatility's iteration (step 5 of the paper)."""

MAX_RD = 350.0
"""A deviation never grows beyond a newcomer's."""


@dataclass(frozen=True, slots=True)
class Rating:
    """A player's Glicko-2 values on the familiar Glicko scale."""

    r: float = 1500.0
    rd: float = 350.0
    sigma: float = 0.06

    def __post_init__(self) -> None:
        if not (math.isfinite(self.r) and math.isfinite(self.rd) and math.isfinite(self.sigma)):
            raise ValueError(f"rating values must be finite numbers, not {self!r}")
        if self.rd <= 0 or self.sigma <= 0:
            raise ValueError(f"a rating's deviation and volatility must be positive: {self!r}")

    @property
    def mu(self) -> float:
        return (self.r - 1500.0) / SCALE

    @property
    def phi(self) -> float:
        return self.rd / SCALE

    @property
    def provisional(self) -> bool:
        """True while the deviation is wide (lichess marks such ratings with a "?")."""
        return self.rd > 110.0

    def interval(self) -> tuple[float, float]:
        """The 95% interval of the player's true strength: r +- 1.96 rd."""
        return (self.r - 1.96 * self.rd, self.r + 1.96 * self.rd)

    def to_json(self) -> dict[str, float]:
        return {"r": self.r, "rd": self.rd, "sigma": self.sigma}

    @classmethod
    def from_json(cls, data: object) -> Rating:
        if not isinstance(data, dict) or set(data) != {"r", "rd", "sigma"}:
            raise ValueError(f"a rating is an object with r, rd and sigma, not {data!r}")
        values = [data["r"], data["rd"], data["sigma"]]
        if not all(isinstance(v, int | float) and not isinstance(v, bool) for v in values):
            raise ValueError(f"a rating's r, rd and sigma are numbers, not {data!r}")
        return cls(float(values[0]), float(values[1]), float(values[2]))


DEFAULT = Rating()


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _e(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def expected_score(player: Rating, opponent: Rating) -> float:
    """The score ``player`` is expected to make against ``opponent`` (0 to 1), counting the
    opponent's uncertainty as Glicko-2 does."""
    return _e(player.mu, opponent.mu, opponent.phi)


def _new_sigma(sigma: float, phi: float, v: float, delta: float, tau: float) -> float:
    """Step 5: the new volatility, the root of f by the Illinois algorithm."""
    a = math.log(sigma * sigma)
    delta2 = delta * delta
    phi2 = phi * phi

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta2 - phi2 - v - ex) / (2.0 * (phi2 + v + ex) ** 2) - (x - a) / (tau * tau)

    big_a = a
    if delta2 > phi2 + v:
        big_b = math.log(delta2 - phi2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def idle(player: Rating, periods: int = 1) -> Rating:
    """The player's values after ``periods`` rating periods without a game: the deviation widens
    (step 6 of the paper, applied once per period), never beyond a newcomer's."""
    if periods < 0:
        raise ValueError(f"periods must be 0 or more, not {periods}")
    phi2 = player.phi**2 + periods * player.sigma**2
    return Rating(player.r, min(MAX_RD, math.sqrt(phi2) * SCALE), player.sigma)


def rate(player: Rating, results: Iterable[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """The player's values after one rating period in which they scored ``score`` (1 a win,
    0.5 a draw, 0 a loss) against each ``(opponent, score)`` of ``results``; the opponents'
    values are those they had at the start of the period."""
    games = list(results)
    for _, score in games:
        if not 0.0 <= score <= 1.0:
            raise ValueError(f"a game's score is between 0 and 1, not {score!r}")
    if not games:
        return idle(player)
    mu, phi = player.mu, player.phi
    inv_v = 0.0
    total = 0.0
    for opponent, score in games:
        g = _g(opponent.phi)
        e = _e(mu, opponent.mu, opponent.phi)
        inv_v += g * g * e * (1.0 - e)
        total += g * (score - e)
    v = 1.0 / inv_v
    delta = v * total
    sigma = _new_sigma(player.sigma, phi, v, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    new_phi = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    new_mu = mu + new_phi * new_phi * total
    return Rating(new_mu * SCALE + 1500.0, min(MAX_RD, new_phi * SCALE), sigma)


def rate_game(ratings: list[Rating], scores: list[float], tau: float = TAU) -> list[Rating]:
    """New values for every seat of one finished game, each seat rated against every other
    seat with the pairwise score its result gives (more points than the other: 1, equal: 0.5,
    fewer: 0), as one rating period. Two seats is the usual case; a game of three or more
    seats counts as the pairwise games it contains."""
    if len(ratings) != len(scores):
        raise ValueError(f"{len(ratings)} ratings but {len(scores)} scores")
    if len(ratings) < 2:
        raise ValueError("a rated game has two or more seats")
    out = []
    for i, mine in enumerate(ratings):
        results = []
        for j, theirs in enumerate(ratings):
            if i == j:
                continue
            pair = 1.0 if scores[i] > scores[j] else 0.5 if scores[i] == scores[j] else 0.0
            results.append((theirs, pair))
        out.append(rate(mine, results, tau))
    return out
