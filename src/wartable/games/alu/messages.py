"""What ALU says, as messages (issue 37): their ids and English templates.

The other languages are in the catalogues of :mod:`wartable.i18n` (``ftl/<lang>/alu.ftl``);
the Estonian one names things as the rulebook does (laager, rüüstamine, ring, ruut)."""

from __future__ import annotations

from wartable.core.messages import english_texts

TEXTS = {
    # seats (R2): the circle player and the square player
    "alu-seat-circle": "circle (C)",
    "alu-seat-square": "square (S)",
    "alu-side-circle": "circle",
    "alu-side-square": "square",
    # what a square holds (the reasons below name it)
    "alu-holds-circle-camp": "a circle camp",
    "alu-holds-square-camp": "a square camp",
    "alu-holds-raid": "a raid marker",
    "alu-holds-nothing": "nothing",
    # the actions, as the reasons below name them (A16)
    "alu-action-camp": "set up a camp on",
    "alu-action-raid": "raid",
    "alu-action-restore": "restore",
    "alu-action-camp-raided": "camp on the raided square",
    "alu-action-attack": "attack",
    # how a game ends (R7, R8)
    "alu-end-camps": "{winner} wins: {loser} lost all camps",
    "alu-end-21": "{winner} wins: controls {squares} squares (21 needed)",
    "alu-end-territory-win": (
        "{winner} wins: territory {circle}-{square} (larger territory after the final turn)"
    ),
    "alu-end-territory-draw": (
        "draw: territory {circle}-{square} (larger territory after the final turn)"
    ),
    "alu-end-passes-win": (
        "{winner} wins: territory {circle}-{square} "
        "(larger territory after two turns without action)"
    ),
    "alu-end-passes-draw": (
        "draw: territory {circle}-{square} (larger territory after two turns without action)"
    ),
    # move texts that are not ALU notation at all (A16)
    "alu-error-too-long": "move {move}: {length} characters, longer than any ALU move ({limit})",
    "alu-error-notation": (
        "move {move}: not ALU notation (expected e.g. 'C c3', 'R c3', 'U c3', 'F c3', 'X c3' "
        "or 'end')"
    ),
    "alu-error-needs-square": "move {move}: action {letter} needs a square, e.g. 'C c3'",
    "alu-error-square-form": "move {move}: a square is a file letter and a row number, e.g. c3",
    "alu-error-end-square": "move {move}: 'end' (E, end of turn) takes no square",
    "alu-error-unknown-action": "move {move}: unknown action {letter} (actions: C, R, U, F, X, E)",
    "alu-error-no-square": (
        "move {move}: no square {square} on the {width}x{height} board "
        "(files a-{last_file}, rows 1-{height})"
    ),
    # why a well-formed move is not legal (R4-R5)
    "alu-illegal-first-camp": ("your first action must be a camp (C) on a free edge square (R4.4)"),
    "alu-illegal-end-first": "the turn cannot end before your first camp (R4.4)",
    "alu-illegal-not-free": "{square} is not free (it holds {holds}) (R5.1, R5.2)",
    "alu-illegal-not-raided": "{square} is not raided (it holds {holds}) (R5.3, R5.4)",
    "alu-illegal-no-enemy-camp": "{square} holds no {enemy} camp (it holds {holds}) (R5.5)",
    "alu-illegal-first-edge": "your first camp must be on an edge square; {square} is not (R4.4)",
    "alu-illegal-not-next": "none of your camps is orthogonally next to {square} (R5.5)",
    "alu-illegal-building": "{action} needs {need} building material, you have {have} (R5)",
    "alu-illegal-iron": "{action} needs {need} iron, you have {have} (R5)",
    "alu-illegal-food": "an attack needs 1 food, you have {have} (R5.5)",
    "alu-illegal-food-pending": (
        "an attack needs 1 food, you have {have} ({pending} earned this turn, usable next "
        "turn, R3.3) (R5.5)"
    ),
    "alu-illegal-all-camps": "all your {camps} camps are on the board (R2.5)",
    "alu-illegal-tray-empty": "no raid marker is left in the tray (R2.6, A12)",
    # the terminal picture of a view (its words; the board's letters stay)
    "alu-pic-legend": "C/S camp  R raided  c/s controlled by circle/square",
    "alu-pic-pending": "(+{food} next turn)",
    "alu-pic-player": (
        "{side} ({letter}): building {building}  iron {iron}  food {food}{pending}  "
        "camps {camps}/14  territory {territory}"
    ),
    "alu-pic-tray": "raid markers in tray: {tray}/14",
    "alu-pic-over": "game over: {reason}",
    "alu-pic-final": "(final turn)",
    "alu-pic-turn": "turn {turn}{final}: {side} to act, {actions} {actions:action|actions} left",
    # the notation help
    "alu-help-squares": "Squares are named like c3 (file a-h, row 1-5 on 8x5).",
    "alu-help-camp": "set up camp (1 building)",
    "alu-help-raid": "raid a free square (1 building, +1 food usable next turn)",
    "alu-help-restore": "restore a raided square (1 building)",
    "alu-help-camp-raided": "camp on a raided square (2 building + 1 iron)",
    "alu-help-attack": "attack the enemy camp on c3 (1 iron + 1 food; needs your camp beside it)",
    "alu-help-end": "end your turn now (also E)",
    "alu-help-first": (
        "Your first action must be C on a free edge square. Board: s/c = controlled square."
    ),
    # a position text that is not one (the position's checks, docs/rules/alu.md)
    "alu-position": "alu position {text}: {why}",
    "alu-position-not-text": "expected text, got {kind}",
    "alu-position-too-long": "{length} characters; an ALU position has at most {limit}",
    "alu-position-fields": (
        "expected 6 fields '<board> <to-move> <turn>:<actions> <circle b,i,f,p> "
        "<square b,i,f,p> <flags>' (+ reason when over)"
    ),
    "alu-position-flags": "flags are '-' or a combination of L and P, got {flags}",
    "alu-position-pending-other": "only the player to move can have pending food (R3.3)",
    "alu-position-pending": (
        "{food} pending food, but only {taken} {taken:action was|actions were} taken this turn "
        "(R3.3)"
    ),
    "alu-position-flag-l": (
        "flag L (final turn) is set exactly when the other player's building material is 0 (R7)"
    ),
    "alu-position-flag-p": "flag P (previous turn passed) cannot be set on turn 1",
    "alu-position-board": (
        "the board must have {rows} rows of {squares} squares (option board={board})"
    ),
    "alu-position-square-char": "unknown square character {char} (use . R C S)",
    "alu-position-camps": "a player has more than {camps} camps (R2.5)",
    "alu-position-raids": "more than {raids} raid markers (R2.6)",
    "alu-position-reason-early": "a reason is only given when the game is over",
    "alu-position-reason-needed": "a finished game needs a reason ({reasons})",
    "alu-position-to-move": "to-move must be C or S (or #C, #S, #= when over), got {mover}",
    "alu-position-clock": (
        "turn field must be <turn>:<actions left> in digits 0-9 (at most {digits} each), "
        "got {clock}"
    ),
    "alu-position-turn-one": "the turn number starts at 1",
    "alu-position-turn-side": "turn {turn} belongs to {side}, not {mover}",
    "alu-position-actions": "actions left must be 1..{allot} on turn {turn}, got {actions}",
    "alu-position-stock": (
        "a stock is b,i,f,p (four counts in digits 0-9, at most {digits} each), got {stock}"
    ),
    "alu-position-early-camps": "{side} has camps before his first action (R4.4)",
    "alu-position-not-acted": (
        "{side} has not acted yet, so his stock is the starting {stock} (R3.1)"
    ),
    "alu-position-stock-impossible": (
        "{side}'s stock {stock} cannot be: building material starts at {building} and iron at "
        "{iron}, and there is no income but food from raids, each costing building material (R3)"
    ),
    "alu-position-no-camp": "{side} has no camp left, so the game is over (R8.1)",
    "alu-position-controls-21": "{side} controls 21 squares, so the game is over (R8.2)",
    "alu-position-reason-winner": "reason {reason} needs a winner (#C or #S), not a draw",
    "alu-position-reason-camps": "reason camps: {side} must have lost all camps (R8.1)",
    "alu-position-reason-21": "reason 21: {side} controls only {squares} squares (R8.2)",
    "alu-position-reason-territory": (
        "reason territory: the game ends so only after the final turn (flag L, R7.3)"
    ),
    "alu-position-reason-passes": (
        "reason passes: needs flag P and option double_pass_ends (R8.4)"
    ),
    "alu-position-winner": (
        "territories {circle}-{square} give {result}, not the winner written (R7.3)"
    ),
}
#: Every message ALU can produce, with its parameters' names.
MESSAGES = english_texts(TEXTS)
