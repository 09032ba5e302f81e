"""What Thud says, as messages (issue 37): their ids and English templates.

The other languages are in the catalogues of :mod:`wartable.i18n` (``ftl/<lang>/thud.ftl``);
the French one names things as the rulebook does (nains, trolls, la pierre de Thud)."""

from __future__ import annotations

from wartable.core.messages import english_texts

TEXTS = {
    "thud-side-dwarfs": "dwarfs",
    "thud-side-trolls": "trolls",
    "thud-phase-move": "the {side} to move",
    "thud-phase-offer": "the {side} offer to end the battle: accept or decline",
    # why a battle ended (R6, K5)
    "thud-end-agreement": "both players agreed to end the battle",
    "thud-end-no-move": "the side to move had no legal move",
    "thud-end-no-pieces": "one side had no pieces left",
    "thud-end-quiet": "no capture for the quiet-ply limit",
    "thud-end-ply-limit": "the battle reached its ply limit",
    "thud-end-rock-home": "the dwarfs brought the Rock to the far edge (Koom Valley)",
    "thud-end-rock-taken": "three trolls stood around the Rock (Koom Valley)",
    "thud-outcome": "battle {battle} ended: {reason}",
    "thud-move-battle-over": (
        "{move}  [battle {battle} over: {reason}; {dwarfs} dwarfs, {trolls} trolls, "
        "margin {margin} for the dwarfs]"
    ),
    # move texts that are not Thud notation
    "thud-error-notation": (
        "move {move}: not Thud notation (a move is the piece d or T, from, '-', to, then x and "
        "a square per capture, e.g. dF1-F5, dF1-F4xF4, TG7-G6xF5 (R for the Rock in Koom "
        "Valley); squares are files A-H, J-P and ranks 1-15 on the board; or offer, accept, "
        "decline)"
    ),
    "thud-error-too-long": "move {move}: {length} characters, longer than any Thud move ({limit})",
    # why a well-formed move is not legal (R3-R5)
    "thud-illegal-not-now": "it cannot be played now",
    "thud-illegal-answer-offer": "the {side} offered to end the battle: answer accept or decline",
    "thud-illegal-agreement-off": (
        "ending a battle by agreement is switched off (option agreement=false)"
    ),
    "thud-illegal-offer-declined": "an offer was already declined this turn: make a move",
    "thud-illegal-no-offer": "no offer to end the battle is pending",
    "thud-illegal-stone": (
        "the Thudstone never moves in classic Thud (R1.3; it moves in ruleset=kvt)"
    ),
    "thud-illegal-turn": "it is the {side}' turn",
    "thud-illegal-no-dwarf": "there is no dwarf on {square}",
    "thud-illegal-no-troll": "there is no troll on {square}",
    "thud-illegal-not-line": "{to} is not in a straight line from {start}",
    "thud-illegal-off-board": "the path leaves the board",
    "thud-illegal-blocked": "the path is blocked at {square} (R3.1: no jumping)",
    "thud-illegal-hurl-reach": (
        "a hurl from a line of {n} dwarf(s) reaches at most {n} square(s), {to} is {distance} "
        "away (R3.2)"
    ),
    "thud-illegal-hurl-written": "a hurl onto a troll is written {written} (R3.2)",
    "thud-illegal-occupied": "{square} is occupied",
    "thud-illegal-dwarf-capture": "a dwarf captures only by hurling onto a troll (R3.2)",
    "thud-illegal-troll-occupied": "{square} is occupied (R4: trolls land on empty squares)",
    "thud-illegal-no-dwarf-next": "{square} holds no dwarf next to {to} (R4.3)",
    "thud-illegal-step-one": (
        "a troll step captures at most one dwarf (R4.1); capturing several needs a shove that "
        "takes every adjacent dwarf (R4.2)"
    ),
    "thud-illegal-shove-line": (
        "a shove needs a line of at least {need} trolls behind the troll (R4.2)"
    ),
    "thud-illegal-shove-reach": "a line of {n} trolls shoves at most {n} square(s) (R4.2)",
    "thud-illegal-shove-capture": "a shove must capture at least one dwarf (R4.2)",
    "thud-illegal-shove-all": "a shove captures every dwarf next to the landing square (R4.2)",
    "thud-illegal-rock": (
        "the Rock moves one square to an empty square, only with a dwarf next to it before and "
        "after, and only on the dwarfs' turn (K4)"
    ),
    "thud-illegal-kvt": (
        "not a legal Koom Valley move here (K2: trolls move 1-3 squares in a line or jump "
        "dwarfs; K3: dwarfs move in a line, captures are written automatically)"
    ),
    # the terminal picture of a view
    "thud-pic-battle": (
        "Battle {battle} of {battles}: {dwarf_player} plays the dwarfs (d, {dwarfs} left), "
        "{troll_player} the trolls (T, {trolls} left)."
    ),
    "thud-pic-result": (
        "Battle {battle}: {dwarfs} dwarfs, {trolls} trolls, margin {margin} for {player} "
        "(dwarfs); {end}."
    ),
    "thud-pic-totals": "Totals: {first} {first_score}, {second} {second_score}.",
    "thud-pic-over": "The match is over.",
    "thud-pic-offer": "The {side} offer to end the battle: {player}, accept or decline.",
    "thud-pic-to-move": "{player} ({side}) to move; ply {ply}, {quiet} since the last capture.",
    # the notation help
    "thud-help-moves": "Moves: piece (d or T), from, '-', to, then 'x' and each captured square.",
    "thud-help-dwarf-move": "dwarf moves like a queen",
    "thud-help-hurl": "dwarf hurled onto the troll on F4",
    "thud-help-troll-step": "troll steps; TG7-G6xF5 steps and captures the dwarf on F5",
    "thud-help-shove": "troll shoved from a line, capturing every adjacent dwarf",
    "thud-help-agree": "end the battle by agreement",
}
#: Every message Thud can produce, with its parameters' names.
MESSAGES = english_texts(TEXTS)
