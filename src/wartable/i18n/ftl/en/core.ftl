# Made by `python -m wartable.i18n` from the English templates: do not edit.

seat-player = Player { $number }
move-text = { $move }
error-game-over = move { $move }: the game is over
error-empty-move = move '': empty move text
error-not-text = move { $move }: expected text, got { $kind }
error-illegal-move = move { $move }: { $reason }
error-not-legal = it is not a legal move in this position
error-not-your-turn = move { $move } by { $seat }: it is { $current }'s turn to move
error-chance-to-move = move { $move }: chance is to move, and only the match's own generator decides it
error-no-chance = { $game }: no chance event is pending in this position
