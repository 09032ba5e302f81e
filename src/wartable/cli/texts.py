"""The terminal's own words (issue 37): what ``wartable play`` says around a game, as messages.

The game's texts (its picture, moves, refusals, the end) are the game's messages; these are
the terminal's: its prompts, its help and commands, what it says when a game stops or is
saved. The other languages are in the catalogues of :mod:`wartable.i18n` (``ftl/<lang>/
cli.ftl``); the command words typed (``help``, ``undo``, ``quit``) stay as they are."""

from __future__ import annotations

from wartable.core.messages import english_texts

TEXTS = {
    # the game begins, is played, ends
    "cli-your-record": "Your record: {path}",
    "cli-host-record": "Host record (full, to resume): {path}",
    "cli-seats": "{title}: {seats}.",
    "cli-seat-you": "{seat}, you",
    "cli-seat-agent": "{seat}, {agent}",
    "cli-type-a-move": "Type a move, ? for the legal moves, help for the commands.",
    "cli-thinking": "{seat} is thinking ({agent})",
    "cli-game-over": "Game over: {reason}.",
    "cli-score": "{seat}: {score} - {result}",
    "cli-result-win": "win",
    "cli-result-loss": "loss",
    "cli-result-draw": "draw",
    "cli-records-saved": "Records saved: {path} (yours), {host} (host's).",
    "cli-refused": "Refused:",
    "cli-pass-keyboard": "Pass the keyboard to {seat} and press Enter.",
    "cli-chance": "chance",
    "cli-last-move": "Last move: {number}.",
    "cli-chance-after": "chance: {moves}",
    # how a game stops
    "cli-game-stopped": "Game stopped: {how}.",
    "cli-game-left": "Game left.",
    "cli-nobody-moved": "{first} Nobody had moved: no file written.",
    "cli-saved-resume": "{first} Saved; resume with:",
    "cli-stop-end-of-input": "end of input",
    "cli-stop-interrupted": "interrupted (Ctrl-C)",
    "cli-stop-terminated": "terminated (SIGTERM)",
    "cli-stop-hung-up": "the terminal hung up (SIGHUP)",
    # refusals of the terminal's own
    "cli-not-utf8": "the line is not UTF-8 text",
    "cli-too-long": "{length} characters; a move or command is at most {limit}",
    "cli-did-you-mean": "(did you mean the command {command}?)",
    "cli-undo-nothing-after": "undo {text}: undo takes nothing after it",
    "cli-undo-not-moved": "undo: you have not moved yet; there is nothing of yours to take back",
    "cli-undo-not-yours": (
        "undo: the last move to take back is {seat}'s, not yours; undo takes back only your "
        "own moves and the computer's answers"
    ),
    "cli-save-host-file": "save {name}: that is the host's full record; name another file",
    # the commands
    "cli-moves-count": "({listed} of {total} legal moves; '? TEXT' filters)",
    "cli-nothing-to-save": "Nobody has moved yet: nothing to save.",
    "cli-saved-to": "Saved to {path} (yours) and {host} (host's).",
    "cli-asking-hint": "Asking {agent} for a hint",
    "cli-hint-cancelled": "Hint cancelled (Ctrl-C); the game goes on.",
    "cli-hint": "Hint from {agent}: {move}",
    "cli-taken-back": "Taken back:",
    "cli-not-rerolled": (
        "Chance is not re-rolled: dice and draws taken back come out the same again."
    ),
    # help
    "cli-help-commands": "Commands:",
    "cli-help-or-moves": "? or moves",
    "cli-help-file": "FILE",
    "cli-help-agent": "AGENT",
    "cli-help-moves": "the legal moves; '? TEXT' those containing TEXT",
    "cli-help-board": "the board again",
    "cli-help-undo": (
        "take back your last move and the computer's answers (dice are not re-rolled: the "
        "same draws come out again)"
    ),
    "cli-help-hint": (
        "a suggested move from the computer ({agent} unless you name another: {names}, mcts:N)"
    ),
    "cli-help-save": "save now; with FILE, your record is kept in FILE from now on",
    "cli-help-quit": "leave (saved once anyone has moved; resume with --resume)",
    "cli-help-saving": (
        "The game is saved after every move; Ctrl-C or Ctrl-D stop it (saved). Tab completes "
        "a move and Up recalls a line where the terminal has line editing."
    ),
    "cli-seats-players": (
        "Seats are numbered from 1 (Player 1 is seat 1, as in --seat 1 and --ai {last}=NAME)."
    ),
    "cli-seats-named": "Seats are numbered from 1 ({seats}; as in --seat 1 and --ai {last}=NAME).",
    "cli-seat-number": "seat {number} {name}",
    # what is refused before a game starts (--save, --ai, --seat, --resume, -o); the reason
    # a record is damaged ({detail}) is the record checks' own text, in English
    "cli-error-save-folder": "{where}: is a folder; name a file",
    "cli-error-save-no-folder": "{where}: folder {folder} does not exist",
    "cli-error-save-folder-locked": "{where}: folder {folder} is not writable",
    "cli-error-save-file-locked": "{where}: the file is not writable",
    "cli-error-ai-seat": "--ai {spec}: seat must be 1-{players} or 'all'",
    "cli-error-resume-no-match": (
        "record {record}: a player's record without a match id cannot be resumed"
    ),
    "cli-error-resume-no-host": (
        "record {record}: a player's record of match {match}; its full record is not in this "
        "host's store ({store}), so it cannot be resumed here"
    ),
    "cli-error-resume-over": "record {record}: the game is over; nothing to resume",
    "cli-error-resume-game": "{where}: the record is a game of {recorded}, not {given}",
    "cli-error-resume-options": "{where}: the record was played with other options: {options}",
    "cli-error-resume-seed": "--seed: a resumed game keeps its seed; drop --seed",
    "cli-error-record-missing": "record {record}: no such file",
    "cli-error-record-not-file": "record {record}: not a file",
    "cli-error-record": "record {record}: {detail}",
    "cli-error-record-unsigned": (
        "record {record}: {detail}; only a record this host signed is resumed"
    ),
    "cli-error-save-host": "--save {path}: that is the host's full record; name another file",
    "cli-error-seat": "--seat {seat}: must be 1-{players}",
    "cli-error-agent-unknown": "agent {agent}: unknown (agents: {agents})",
    "cli-error-agent-long": "agent {agent}: longer than {limit} characters",
    # a rule option on the command line (-o NAME=VALUE, --players)
    "cli-error-options-many": "-o: {count} options given; at most {limit}",
    "cli-error-option-form": "option {pair}: write NAME=VALUE",
    "cli-error-option-twice": "option {name}: given twice",
    "cli-error-option-long": "option {pair}: longer than {limit} characters",
    "cli-error-players-twice": "--players and -o players=N: give the number of players once",
}
#: The terminal's messages and their parameters.
MESSAGES = english_texts(TEXTS)
