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
