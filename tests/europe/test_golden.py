"""Golden playthroughs: recorded games replayed move by move must reach the recorded end.

Any change of legal moves, notation or results shows up here as a diff (bump the game's
version and regenerate the file when a rule change is intended).
"""

from __future__ import annotations

from pathlib import Path

import wartable

GOLDEN = Path(__file__).with_name("golden_playthroughs.txt")


def test_golden_playthroughs_replay() -> None:
    """All rules (R3-R6) and the notation, as recorded in golden_playthroughs.txt."""
    games = 0
    state = None
    for line in GOLDEN.read_text().splitlines():
        if line.startswith("# europe"):
            players = int(line.split("players=")[1].split()[0])
            state = wartable.make("europe", players=players).initial_state()
        elif line.startswith("= "):
            assert state is not None
            assert state.is_over()
            assert state.to_text() == line[2:]
            games += 1
        elif line:
            assert state is not None
            state = state.play(line)
    assert games == 2
