"""Behaviour fingerprint of the rule engines and evaluations (for speed work: must not change).

    python bench/fingerprint.py [--games thud,alu] [--playouts N]

For each game (and a few option sets / player counts), seeded random playouts; every state's
to_move, legal moves (values and texts), chance outcomes with exact probabilities, position text,
views, determinizations and the AI knowledge (evaluation, priority, split, playout policy) are
hashed. Prints one digest per configuration: compare before/after a change.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random

import wartable
from wartable.ai.evaluation import knowledge
from wartable.core import CHANCE, TERMINAL, sample_chance

CONFIGS: dict[str, list[dict[str, object]]] = {
    "thud": [{}, {"ruleset": "kvt"}],
    "alu": [{}, {"board": "10x4"}],
    "europe": [{}, {"players": 3}, {"players": 5}, {"setup": "fixed"}],
    "flatwar": [{}, {"red_army": "balanced", "black_army": "guns"}],
    "orcwar": [{}, {"players": 3}, {"players": 6}],
}


def digest(name: str, options: dict[str, object], playouts: int, deep: bool) -> str:
    game = wartable.make(name, **options)
    know = knowledge(name)
    h = hashlib.sha256()
    add = lambda x: h.update(repr(x).encode())  # noqa: E731
    for seed in range(playouts):
        rng = random.Random(seed)
        side = random.Random(1000 + seed)
        state = game.initial_state()
        ply = 0
        while True:
            p = state.to_move()
            add(("to_move", p))
            if deep or ply % 5 == 0:
                add(state.to_text())
                if deep:
                    for seat in [None, *range(game.num_players)]:
                        add(json.dumps(state.view(seat), sort_keys=True))
                if game.has_hidden_information and p >= 0:
                    add(state.determinize(p, random.Random(ply)).to_text())
            if p == TERMINAL:
                add(state.outcome())
                break
            moves = state.legal_moves()
            add(moves)
            add([state.move_text(m) for m in moves])
            if p == CHANCE:
                add(state.chance_outcomes())
                m = sample_chance(state, rng)
            else:
                add(tuple(know.evaluate(state)))
                if know.priority is not None:
                    add([know.priority(state, m) for m in moves])
                if know.split is not None:
                    add(know.split(state, list(moves)))
                if know.playout is not None:
                    r = random.Random(side.random())
                    add(know.playout(state, list(moves), r))
                    add(r.random())
                m = moves[rng.randrange(len(moves))]
            add(("move", m, state.move_text(m)))
            state = state.apply(m)
            ply += 1
    return h.hexdigest()[:16]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(CONFIGS))
    parser.add_argument("--playouts", type=int, default=6)
    parser.add_argument("--deep", action="store_true", help="hash every view too (slow)")
    args = parser.parse_args()
    for name in args.games.split(","):
        for options in CONFIGS[name]:
            print(name, options, digest(name, options, args.playouts, args.deep), flush=True)


if __name__ == "__main__":
    main()
