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
takeback-none = takeback: you have made no move to take back
takeback-chance = takeback: a chance move came after your last move
takeback-hidden = takeback: something is hidden in this game since your last move
takeback-pending = takeback: a takeback is already asked for
takeback-no-request = takeback: nobody asked for one
takeback-own = takeback: you asked for it; the others accept
takeback-rated-computer = takeback: a computer player does not grant one in a rated match
input-long = { $text } ({ $length } characters)
option-unknown = { $game }: unknown option { $name } (options: { $options })
option-type = option { $name }={ $value }: expected a { $kind }
option-type-got = option { $name }={ $value }: expected a { $kind }, got { $got }
option-choice = option { $name }={ $value }: must be one of { $allowed }
option-min = option { $name }={ $value }: must be at least { $minimum }
option-max = option { $name }={ $value }: must be at most { $maximum }
