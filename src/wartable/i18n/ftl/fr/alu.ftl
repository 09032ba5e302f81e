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

# a position text that is not one
alu-position = position alu { $text } : { $why }
alu-position-not-text = texte attendu, reçu { $kind }
alu-position-too-long = { $length } caractères ; une position d’ALU en a au plus { $limit }
alu-position-fields = 6 champs attendus « <plateau> <au trait> <tour>:<actions> <cercle b,i,f,p> <carré b,i,f,p> <drapeaux> » (+ raison quand la partie est finie)
alu-position-flags = les drapeaux sont « - » ou une combinaison de L et P, reçu { $flags }
alu-position-pending-other = seul le joueur au trait peut avoir de la nourriture en attente (R3.3)
alu-position-pending = { $food } nourriture en attente, mais { $taken ->
        [one] { $taken } seule action a été faite
       *[other] { $taken } actions seulement ont été faites
    } ce tour-ci (R3.3)
alu-position-flag-l = le drapeau L (dernier tour) est mis exactement quand le matériau de construction de l’autre joueur est à 0 (R7)
alu-position-flag-p = le drapeau P (tour précédent passé) ne peut pas être mis au tour 1
alu-position-board = le plateau doit avoir { $rows } rangées de { $squares } cases (option board={ $board })
alu-position-square-char = caractère de case inconnu { $char } (utilisez . R C S)
alu-position-camps = un joueur a plus de { $camps } camps (R2.5)
alu-position-raids = plus de { $raids } marqueurs de pillage (R2.6)
alu-position-reason-early = une raison n’est donnée que quand la partie est finie
alu-position-reason-needed = une partie finie demande une raison ({ $reasons })
alu-position-to-move = le trait est C ou S (ou #C, #S, #= quand c’est fini), reçu { $mover }
alu-position-clock = le champ du tour est <tour>:<actions restantes> en chiffres 0-9 (au plus { $digits } chacun), reçu { $clock }
alu-position-turn-one = le numéro du tour commence à 1
alu-position-turn-side = le tour { $turn } appartient à { $side }, pas à { $mover }
alu-position-actions = les actions restantes vont de 1 à { $allot } au tour { $turn }, reçu { $actions }
alu-position-stock = une réserve s’écrit b,i,f,p (quatre nombres en chiffres 0-9, au plus { $digits } chacun), reçu { $stock }
alu-position-early-camps = { $side } a des camps avant sa première action (R4.4)
alu-position-not-acted = { $side } n’a pas encore joué, sa réserve est donc celle du départ, { $stock } (R3.1)
alu-position-stock-impossible = la réserve { $stock } de { $side } est impossible : le matériau de construction part de { $building } et le fer de { $iron }, et il n’y a pas d’autre revenu que la nourriture des pillages, qui coûtent chacun du matériau (R3)
alu-position-no-camp = { $side } n’a plus de camp, la partie est donc finie (R8.1)
alu-position-controls-21 = { $side } contrôle 21 cases, la partie est donc finie (R8.2)
alu-position-reason-winner = la raison { $reason } demande un gagnant (#C ou #S), pas un nul
alu-position-reason-camps = raison camps : { $side } doit avoir perdu tous ses camps (R8.1)
alu-position-reason-21 = raison 21 : { $side } ne contrôle que { $squares } cases (R8.2)
alu-position-reason-territory = raison territory : la partie ne finit ainsi qu’après le dernier tour (drapeau L, R7.3)
alu-position-reason-passes = raison passes : il faut le drapeau P et l’option double_pass_ends (R8.4)
alu-position-winner = les territoires { $circle }-{ $square } donnent { $result }, pas le gagnant écrit (R7.3)
