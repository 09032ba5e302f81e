"""Types of OrcWar's C evaluation built from _corcwar.c (see heuristics.py)."""

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

def init(
    boss_strength: int,
    num_troops: int,
    boss0: int,
    num_bosses: int,
    sha: int,
    num_kinds: int,
    num_areas: int,
    f_moved: int,
    troop_strength: Sequence[int],
    hand_value: Sequence[float],
    orc_lands: Sequence[int],
    kind_index: dict[str, int],
    /,
) -> None: ...
def evaluate(
    n: int,
    armies: Iterable[tuple[Any, ...]],
    control: Sequence[int],
    hands: Sequence[Sequence[int]],
    gold: Sequence[Sequence[int]],
    /,
) -> tuple[float, ...]: ...
def greedy(
    n: int,
    armies: Mapping[int, tuple[Any, ...]],
    control: Sequence[int],
    hands: Sequence[Sequence[int]],
    gold: Sequence[Sequence[int]],
    kind: str,
    p: int,
    texts: Sequence[str],
    seat: int,
    /,
) -> list[float | None]: ...
