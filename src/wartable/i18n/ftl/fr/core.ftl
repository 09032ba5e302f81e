# Les messages du contrat commun à tous les jeux.

seat-player = Joueur { $number }
move-text = { $move }
error-game-over = coup { $move } : la partie est terminée
error-empty-move = coup '' : le texte du coup est vide
error-not-text = coup { $move } : un texte était attendu, reçu { $kind }
error-illegal-move = coup { $move } : { $reason }
error-not-legal = ce coup n’est pas légal dans cette position
error-not-your-turn = coup { $move } par { $seat } : c’est à { $current } de jouer
error-chance-to-move = coup { $move } : c’est au hasard de décider, et seul le générateur de la partie en décide
error-no-chance = { $game } : aucun tirage n’est en attente dans cette position
takeback-none = reprise : vous n’avez joué aucun coup à reprendre
takeback-chance = reprise : un coup du hasard a suivi votre dernier coup
takeback-hidden = reprise : quelque chose est caché dans cette partie depuis votre dernier coup
takeback-pending = reprise : une reprise est déjà demandée
takeback-no-request = reprise : personne n’en a demandé
takeback-own = reprise : vous l’avez demandée ; les autres acceptent
takeback-rated-computer = reprise : un joueur ordinateur n’en accorde pas dans une partie classée

# une saisie citée dans un message, réduite à son début quand elle est longue
input-long = { $text } ({ $length } caractères)
# une option de règle refusée
option-unknown = { $game } : option inconnue { $name } (options : { $options })
option-type = option { $name }={ $value } : un { $kind } est attendu
option-type-got = option { $name }={ $value } : un { $kind } est attendu, reçu { $got }
option-choice = option { $name }={ $value } : doit être l’une de ces valeurs : { $allowed }
option-min = option { $name }={ $value } : doit valoir au moins { $minimum }
option-max = option { $name }={ $value } : doit valoir au plus { $maximum }
