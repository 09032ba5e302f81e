"""Helpers for the European War tests: positions are written in the game's own notation."""

from __future__ import annotations

from typing import Any

from wartable.games.europe import EuropeGame, EuropeState


def game(**options: Any) -> EuropeGame:
    return EuropeGame(**options)


def pos(text: str, **options: Any) -> EuropeState:
    """Parse a position diagram (the notation of docs/rules/europe.md, any line breaks).

    The game's ``powers`` (and so ``players``) are taken from the diagram unless given."""
    if "powers" not in options:
        for token in text.split():
            if token.startswith("powers="):
                options["powers"] = token[len("powers=") :]
    if "powers" in options and "players" not in options:
        options["players"] = len(options["powers"].split(","))
    return game(**options).parse_state(text)


def texts(state: EuropeState) -> list[str]:
    return [state.move_text(m) for m in state.legal_moves()]


def play(state: EuropeState, *moves: str) -> EuropeState:
    for text in moves:
        state = state.play(text)
    return state


#: FRA and DUA at home, L M S in map order; FRA to act (the 'setup=fixed' start).
START_2P = """
GBR=.. BNL=.. SSC=..
FRA=FL ESP=FM NAF=FS
GER=DL AUH=DM ITA=DS
NRU=.. CRU=.. SRU=..
SBK=.. ANA=.. LEV=..
powers=FRA,DUA out=- first=FRA turn=FRA round=1 phase=action
"""
