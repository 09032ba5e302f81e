"""Messages to clients are encoded with orjson, and are the same JSON as json.dumps makes:
every game's updates, text beyond ASCII, integer keys; what orjson refuses (an int beyond 64
bits) falls back to json."""

from __future__ import annotations

import json
from typing import Any

import pytest

import wartable
from wartable.server.runtime import encode


def same_json(message: dict[str, Any]) -> None:
    text = encode(message)
    assert isinstance(text, str)
    assert json.loads(text) == json.loads(json.dumps(message))


@pytest.mark.parametrize("game", wartable.game_names())
def test_every_games_views_encode_as_json_does(game: str) -> None:
    state = wartable.make(game).initial_state()
    for seat in [None, 0, 1]:
        same_json({"type": "update", "perspectives": [{"seat": seat, "view": state.view(seat)}]})


def test_non_ascii_int_keys_floats_and_nesting() -> None:
    same_json({"name": "Zoë ⚔ 竜", "by": {0: "a", 1: [1.5, None, True]}, "deep": [[[{}]]]})


def test_an_int_beyond_64_bits_falls_back_to_json() -> None:
    message = {"n": 2**70, "s": "é"}
    assert encode(message) == json.dumps(message, separators=(",", ":"))
