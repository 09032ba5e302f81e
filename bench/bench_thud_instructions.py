"""Thud's C move generator against the pure-Python one by instruction counts (callgrind), which
a loaded machine does not disturb: perft(3) from the start and 10 random matches (the same
moves both ways), each less the count of a run that only starts and warms up.

    .venv/bin/python bench/bench_thud_instructions.py          # needs valgrind; ~10 minutes
"""

from __future__ import annotations

import random
import re
import subprocess
import sys
import tempfile


def work(mode: str, what: str) -> None:
    import wartable
    from wartable.core.counting import perft
    from wartable.games.thud import rules

    rules.use_native(mode == "c")
    game = wartable.make("thud")
    if what == "perft":
        assert perft(game.initial_state(), 3) > 0
    elif what == "playouts":
        rng = random.Random(1)
        for _ in range(10):
            s = game.initial_state()
            while not s.is_over():
                moves = s.legal_moves()
                s = s.apply(moves[rng.randrange(len(moves))])


def count(mode: str, what: str) -> int:
    with tempfile.NamedTemporaryFile() as out:
        run = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={out.name}",
                sys.executable,
                __file__,
                mode,
                what,
            ],
            capture_output=True,
            text=True,
            check=True,
        )
    found = re.search(r"Collected : (\d+)", run.stderr)
    assert found, run.stderr[-500:]
    return int(found.group(1))


def main() -> None:
    if len(sys.argv) == 3:
        work(sys.argv[1], sys.argv[2])
        return
    base = {mode: count(mode, "none") for mode in ("py", "c")}
    for what, label in (("perft", "perft(3)"), ("playouts", "10 random matches")):
        py = count("py", what) - base["py"]
        c = count("c", what) - base["c"]
        print(
            f"thud {label}: pure Python {py / 1e6:,.0f} M instructions, C {c / 1e6:,.0f} M: "
            f"{py / c:.1f}x fewer"
        )


if __name__ == "__main__":
    main()
