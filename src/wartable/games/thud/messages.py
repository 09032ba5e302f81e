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
    # a position text that is not one (docs/rules/thud.md, "Position text and its checks")
    "thud-position-bad": "{where}: {why}",
    "thud-where-text": "position {text}",
    "thud-where-position": "position",
    "thud-where-rank": "position line {line} (rank {rank}) {text}",
    "thud-where-square": "position line {line} (rank {rank}), square {square}",
    "thud-where-line": "position line {line} {text}",
    "thud-position-not-text": "expected text, got {kind}",
    "thud-position-too-long": "{length} characters; a Thud position has at most {limit}",
    "thud-position-lines": (
        "{count} {count:line|lines}; expected 15 board lines and a side-to-move line"
    ),
    "thud-position-line-length": "{length} characters, expected 15",
    "thud-position-char": "{char} is not one of d T X . #",
    "thud-position-off-board": "off the board, must be '#'",
    "thud-position-on-board": "on the board, cannot be '#'",
    "thud-position-stone": "the Thudstone stands on H8 and only there",
    "thud-position-stones": "{count} Thudstones (X); there must be one",
    "thud-position-pieces": (
        "{dwarfs} dwarfs and {trolls} trolls; at most {max_dwarfs} dwarfs and {max_trolls} trolls"
    ),
    "thud-position-side": "side to move must be d or T",
    "thud-position-results-many": "more result lines than battles ({battles})",
    "thud-position-count": ("{value} is not a count (ASCII digits 0-9, at most {digits} of them)"),
    "thud-position-line-kind": (
        "expected 'battle N', 'result D T REASON', 'quiet N', 'ply N', "
        "'offer pending|declined' or 'over'"
    ),
    "thud-position-twice": "{key} is given twice",
    "thud-position-battle-range": "battle {battle} is not within 1-{battles}",
    "thud-position-results": (
        "battle {battle} needs {finished} result {finished:line|lines}, found {found}"
    ),
    "thud-position-results-over": (
        "battle {battle} (over) needs {finished} result {finished:line|lines}, found {found}"
    ),
    "thud-position-over-last": (
        "the match is over only after its last battle ({battles}), not after battle {battle}"
    ),
    "thud-position-quiet-ply": "quiet {quiet} and ply {ply} must satisfy quiet <= ply",
    "thud-position-over-lines": "a finished match has no quiet, ply or offer lines",
    "thud-position-quiet-limit": (
        "quiet {quiet} reaches quiet_limit {limit}, so the battle would be over (R5.4)"
    ),
    "thud-position-ply-limit": (
        "ply {ply} reaches ply_limit {limit}, so the battle would be over (R5.4)"
    ),
    "thud-position-offer-off": "an offer is recorded but option agreement is off",
    "thud-position-last-result": (
        "the last battle's result ({result_dwarfs} dwarfs, {result_trolls} trolls) does not "
        "match the board ({dwarfs} dwarfs, {trolls} trolls)"
    ),
    "thud-position-result-form": (
        "a result is 'result D T REASON' with 0-{max_dwarfs} dwarfs and 0-{max_trolls} trolls"
    ),
    "thud-position-result-reason": (
        "{reason} is not a way a battle ends under these options ({allowed})"
    ),
    "thud-position-wiped": (
        "a battle ends with a side wiped out exactly when its reason is no-pieces (R5.3)"
    ),
}
#: Every message Thud can produce, with its parameters' names.
MESSAGES = english_texts(TEXTS)
