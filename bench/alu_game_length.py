"""How long ALU games last against the computer, under each enclosure rule (R6.4, issue 27).

Plays ``--games`` games per line-up and rule (seats alternate, fixed seeds) and prints, for each,
the mean and median length in turns and plies, the reasons the games ended and how many ended
by 21 squares (R8.2) within the first five turns. The line-ups: the computer (``medium``)
against ``greedy``; and against a new player, modelled as ``random`` (any legal move) and as
``corner+greedy`` and ``corner+random`` (open in a corner, as a human often does, then play
like greedy or random).

    python bench/alu_game_length.py [--games N] [--computer medium] [--rules 4,2]
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections import Counter

import wartable
from wartable.ai import make_agent
from wartable.core.game import Move, State

CORNERS = ("C a1", "C h1", "C a5", "C h5")


class CornerOpener:
    """Opens with a camp in a corner (R4.4 allows any free edge square), then plays as the
    agent ``then``."""

    def __init__(self, then: str) -> None:
        self.name = f"corner+{then}"
        self.then = make_agent(then)

    def choose(self, state: State, seat: int, rng: random.Random) -> Move:
        if state.turn <= 2 and state.camps[seat] == 0:  # type: ignore[attr-defined]
            free = [c for c in CORNERS if c in {state.move_text(m) for m in state.legal_moves()}]
            if free:
                return state.parse_move(rng.choice(free))
        return self.then.choose(state, seat, rng)


def agent(name: str) -> object:
    if name.startswith("corner+"):
        return CornerOpener(name.partition("+")[2])
    return make_agent(name)


def play(edges: int, lineup: tuple[str, str], seed: int) -> tuple[int, int, str, tuple[int, ...]]:
    """(plies, turns, end reason keyword, winners) of one game."""
    state = wartable.make("alu", enclosure_max_edges=edges).initial_state()
    agents = [agent(name) for name in lineup]
    rng = random.Random(seed)
    plies = 0
    while not state.is_over():
        seat = state.to_move()
        state = state.apply(agents[seat].choose(state, seat, rng))  # type: ignore[attr-defined]
        plies += 1
    outcome = state.outcome()
    assert outcome is not None
    return plies, state.turn, outcome.details["reason"], outcome.winners  # type: ignore[attr-defined]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--computer", default="medium")
    parser.add_argument("--rules", default="4,2", help="enclosure_max_edges values to compare")
    parser.add_argument("--opponents", default="greedy,random,corner+greedy,corner+random")
    args = parser.parse_args()
    for opponent in args.opponents.split(","):
        for edges in (int(e) for e in args.rules.split(",")):
            lengths = []
            turns = []
            reasons: Counter[str] = Counter()
            quick = 0
            computer_wins = 0
            for g in range(args.games):
                lineup = (args.computer, opponent) if g % 2 == 0 else (opponent, args.computer)
                plies, turn, reason, winners = play(edges, lineup, 1000 + g)
                computer_wins += winners == (lineup.index(args.computer),)
                lengths.append(plies)
                turns.append(turn)
                reasons[reason] += 1
                quick += reason == "21" and turn <= 5
            print(
                f"{args.computer} vs {opponent}, enclosure_max_edges={edges}: {args.games} games, "
                f"turns mean {statistics.mean(turns):.1f} median {statistics.median(turns):g} "
                f"(min {min(turns)}), plies mean {statistics.mean(lengths):.1f}; "
                f"ended by {dict(sorted(reasons.items()))}; by 21 squares within 5 turns: {quick}; "
                f"{args.computer} won {computer_wins}",
                flush=True,
            )


if __name__ == "__main__":
    main()
