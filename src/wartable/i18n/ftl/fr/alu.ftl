# ALU : l’île de Loki – le joueur du cercle et le joueur du carré, camps, pillage.

alu-seat-circle = cercle (C)
alu-seat-square = carré (S)
alu-side-circle = cercle
alu-side-square = carré
alu-holds-circle-camp = un camp du cercle
alu-holds-square-camp = un camp du carré
alu-holds-raid = un marqueur de pillage
alu-holds-nothing = rien
alu-action-camp = installer un camp
alu-action-raid = piller
alu-action-restore = restaurer
alu-action-camp-raided = camper sur une case pillée
alu-action-attack = attaquer
alu-end-camps = { $winner } gagne : { $loser } a perdu tous ses camps
alu-end-21 = { $winner } gagne : contrôle { $squares } cases (21 nécessaires)
alu-end-territory-win = { $winner } gagne : territoire { $circle }–{ $square } (le plus grand territoire après le dernier tour)
alu-end-territory-draw = égalité : territoire { $circle }–{ $square } (le plus grand territoire après le dernier tour)
alu-end-passes-win = { $winner } gagne : territoire { $circle }–{ $square } (le plus grand territoire après deux tours sans action)
alu-end-passes-draw = égalité : territoire { $circle }–{ $square } (le plus grand territoire après deux tours sans action)
alu-error-too-long = coup { $move } : { $length } caractères, plus long que tout coup d’ALU ({ $limit })
alu-error-notation = coup { $move } : ce n’est pas la notation d’ALU (par exemple 'C c3', 'R c3', 'U c3', 'F c3', 'X c3' ou 'end')
alu-error-needs-square = coup { $move } : l’action { $letter } demande une case, par exemple 'C c3'
alu-error-square-form = coup { $move } : une case s’écrit lettre de colonne et numéro de rangée, par exemple c3
alu-error-end-square = coup { $move } : 'end' (E, fin du tour) ne prend pas de case
alu-error-unknown-action = coup { $move } : action inconnue { $letter } (actions : C, R, U, F, X, E)
alu-error-no-square = coup { $move } : pas de case { $square } sur le plateau { $width }x{ $height } (colonnes a–{ $last_file }, rangées 1–{ $height })
alu-illegal-first-camp = votre première action doit être un camp (C) sur une case libre du bord (R4.4)
alu-illegal-end-first = le tour ne peut pas finir avant votre premier camp (R4.4)
alu-illegal-not-free = { $square } n’est pas libre (elle porte { $holds }) (R5.1, R5.2)
alu-illegal-not-raided = { $square } n’est pas pillée (elle porte { $holds }) (R5.3, R5.4)
alu-illegal-no-enemy-camp = { $square } ne porte aucun camp adverse ({ $enemy } ; elle porte { $holds }) (R5.5)
alu-illegal-first-edge = votre premier camp doit être sur une case du bord ; { $square } n’en est pas une (R4.4)
alu-illegal-not-next = aucun de vos camps n’est orthogonalement voisin de { $square } (R5.5)
alu-illegal-building = { $action } : il faut { $need } matériau de construction, vous en avez { $have } (R5)
alu-illegal-iron = { $action } : il faut { $need } fer, vous en avez { $have } (R5)
alu-illegal-food = une attaque demande 1 nourriture, vous en avez { $have } (R5.5)
alu-illegal-food-pending = une attaque demande 1 nourriture, vous en avez { $have } ({ $pending } gagnée ce tour, utilisable au tour suivant, R3.3) (R5.5)
alu-illegal-all-camps = vos { $camps } camps sont tous sur le plateau (R2.5)
alu-illegal-tray-empty = il ne reste aucun marqueur de pillage dans la réserve (R2.6, A12)

# the terminal picture of a view and the notation help
alu-pic-legend = C/S camp  R pillée  c/s contrôlée par cercle/carré
alu-pic-pending = (+{ $food } au prochain tour)
alu-pic-player = { $side } ({ $letter }) : construction { $building }  fer { $iron }  nourriture { $food }{ $pending }  camps { $camps }/14  territoire { $territory }
alu-pic-tray = marqueurs de pillage dans la réserve : { $tray }/14
alu-pic-over = partie terminée : { $reason }
alu-pic-final = (dernier tour)
alu-pic-turn = tour { $turn }{ $final } : { $side } joue, { $actions ->
        [one] { $actions } action restante
       *[other] { $actions } actions restantes
    }
alu-help-squares = Les cases se nomment comme c3 (colonne a-h, rangée 1-5 sur 8x5).
alu-help-camp = établir un camp (1 construction)
alu-help-raid = piller une case libre (1 construction, +1 nourriture utilisable au prochain tour)
alu-help-restore = restaurer une case pillée (1 construction)
alu-help-camp-raided = camper sur une case pillée (2 construction + 1 fer)
alu-help-attack = attaquer le camp ennemi en c3 (1 fer + 1 nourriture ; il faut un de vos camps à côté)
alu-help-end = finir votre tour maintenant (aussi E)
alu-help-first = Votre première action doit être C sur une case libre du bord. Plateau : s/c = case contrôlée.
