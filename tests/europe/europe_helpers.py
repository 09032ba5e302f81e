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


# -- diagrams shared by the rules tests (R5) and the narration tests -----------------------

#: R5.2: the Dual Alliance attacks with its +1
DUAL = """
GBR=.. BNL=.. SSC=..  FRA=FL ESP=FM NAF=..  GER=DL AUH=DM ITA=DS
NRU=.. CRU=.. SRU=..  SBK=FS ANA=.. LEV=..
powers=FRA,DUA out=- first=FRA turn=DUA round=2 phase=action
"""

#: R5.2: Britain defends a landing with its +1
BRITAIN = """
GBR=BS BNL=BM SSC=BL FRA=.. ESP=.. NAF=.. GER=.. AUH=.. ITA=..
NRU=RS CRU=RM SRU=RL SBK=.. ANA=.. LEV=..
powers=BRI,RUS out=- first=RUS turn=RUS round=2 phase=action
"""

#: R5.3: France defends at home and may reroll
FRANCE = """
GBR=.. BNL=.. SSC=..  FRA=FS ESP=FM NAF=FL  GER=DL AUH=DM ITA=DS
NRU=.. CRU=.. SRU=..  SBK=.. ANA=.. LEV=.. powers=FRA,DUA out=- first=FRA turn=DUA round=1
phase=action
"""

#: R5.6: a beaten army with no retreat shrinks
SHRINK = """
GBR=.. BNL=.. SSC=..  FRA=FL ESP=.. NAF=..  GER=DL AUH=DM ITA=DS
NRU=FM CRU=FL SRU=DS  SBK=.. ANA=.. LEV=..
powers=FRA,DUA out=- first=FRA turn=DUA round=4 phase=action
"""
