"""Types of the C move generator built from _cthud.c (see rules.py)."""

from collections.abc import Sequence

def moves(
    cells: bytes, side: int, any_step: bool, shove_min: int, shove_choose: bool, /
) -> list[int]: ...
def has_move(
    cells: bytes, side: int, any_step: bool, shove_min: int, shove_choose: bool, /
) -> bool: ...
def move_texts(moves: Sequence[int], /) -> list[str]: ...
