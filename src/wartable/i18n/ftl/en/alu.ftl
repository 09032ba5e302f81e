# Made by `python -m wartable.i18n` from the English templates: do not edit.

alu-seat-circle = circle (C)
alu-seat-square = square (S)
alu-side-circle = circle
alu-side-square = square
alu-holds-circle-camp = a circle camp
alu-holds-square-camp = a square camp
alu-holds-raid = a raid marker
alu-holds-nothing = nothing
alu-action-camp = set up a camp on
alu-action-raid = raid
alu-action-restore = restore
alu-action-camp-raided = camp on the raided square
alu-action-attack = attack
alu-end-camps = { $winner } wins: { $loser } lost all camps
alu-end-21 = { $winner } wins: controls { $squares } squares (21 needed)
alu-end-territory-win = { $winner } wins: territory { $circle }-{ $square } (larger territory after the final turn)
alu-end-territory-draw = draw: territory { $circle }-{ $square } (larger territory after the final turn)
alu-end-passes-win = { $winner } wins: territory { $circle }-{ $square } (larger territory after two turns without action)
alu-end-passes-draw = draw: territory { $circle }-{ $square } (larger territory after two turns without action)
alu-error-too-long = move { $move }: { $length } characters, longer than any ALU move ({ $limit })
alu-error-notation = move { $move }: not ALU notation (expected e.g. 'C c3', 'R c3', 'U c3', 'F c3', 'X c3' or 'end')
alu-error-needs-square = move { $move }: action { $letter } needs a square, e.g. 'C c3'
alu-error-square-form = move { $move }: a square is a file letter and a row number, e.g. c3
alu-error-end-square = move { $move }: 'end' (E, end of turn) takes no square
alu-error-unknown-action = move { $move }: unknown action { $letter } (actions: C, R, U, F, X, E)
alu-error-no-square = move { $move }: no square { $square } on the { $width }x{ $height } board (files a-{ $last_file }, rows 1-{ $height })
alu-illegal-first-camp = your first action must be a camp (C) on a free edge square (R4.4)
alu-illegal-end-first = the turn cannot end before your first camp (R4.4)
alu-illegal-not-free = { $square } is not free (it holds { $holds }) (R5.1, R5.2)
alu-illegal-not-raided = { $square } is not raided (it holds { $holds }) (R5.3, R5.4)
alu-illegal-no-enemy-camp = { $square } holds no { $enemy } camp (it holds { $holds }) (R5.5)
alu-illegal-first-edge = your first camp must be on an edge square; { $square } is not (R4.4)
alu-illegal-not-next = none of your camps is orthogonally next to { $square } (R5.5)
alu-illegal-building = { $action } needs { $need } building material, you have { $have } (R5)
alu-illegal-iron = { $action } needs { $need } iron, you have { $have } (R5)
alu-illegal-food = an attack needs 1 food, you have { $have } (R5.5)
alu-illegal-food-pending = an attack needs 1 food, you have { $have } ({ $pending } earned this turn, usable next turn, R3.3) (R5.5)
alu-illegal-all-camps = all your { $camps } camps are on the board (R2.5)
alu-illegal-tray-empty = no raid marker is left in the tray (R2.6, A12)
alu-pic-legend = C/S camp  R raided  c/s controlled by circle/square
alu-pic-pending = (+{ $food } next turn)
alu-pic-player = { $side } ({ $letter }): building { $building }  iron { $iron }  food { $food }{ $pending }  camps { $camps }/14  territory { $territory }
alu-pic-tray = raid markers in tray: { $tray }/14
alu-pic-over = game over: { $reason }
alu-pic-final = (final turn)
alu-pic-turn = turn { $turn }{ $final }: { $side } to act, { $actions } { $actions ->
        [one] action
       *[other] actions
    } left
alu-help-squares = Squares are named like c3 (file a-h, row 1-5 on 8x5).
alu-help-camp = set up camp (1 building)
alu-help-raid = raid a free square (1 building, +1 food usable next turn)
alu-help-restore = restore a raided square (1 building)
alu-help-camp-raided = camp on a raided square (2 building + 1 iron)
alu-help-attack = attack the enemy camp on c3 (1 iron + 1 food; needs your camp beside it)
alu-help-end = end your turn now (also E)
alu-help-first = Your first action must be C on a free edge square. Board: s/c = controlled square.
