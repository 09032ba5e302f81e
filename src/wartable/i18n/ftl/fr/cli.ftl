# The terminal's own words (wartable play): prompts, help, what it says when a game stops.

cli-your-record = Votre partie : { $path }
cli-host-record = Partie de l’hôte (complète, pour reprendre) : { $path }
cli-seats = { $title } : { $seats }.
cli-seat-you = { $seat }, vous
cli-seat-agent = { $seat }, { $agent }
cli-type-a-move = Tapez un coup, ? pour les coups légaux, help pour les commandes.
cli-thinking = { $seat } réfléchit ({ $agent })
cli-game-over = Partie terminée : { $reason }.
cli-score = { $seat } : { $score } - { $result }
cli-result-win = victoire
cli-result-loss = défaite
cli-result-draw = nul
cli-records-saved = Parties enregistrées : { $path } (la vôtre), { $host } (celle de l’hôte).
cli-refused = Refusé :
cli-pass-keyboard = Passez le clavier à { $seat } et appuyez sur Entrée.
cli-chance = hasard
cli-last-move = Dernier coup : { $number }.
cli-chance-after = hasard : { $moves }
cli-game-stopped = Partie arrêtée : { $how }.
cli-game-left = Partie quittée.
cli-nobody-moved = { $first } Personne n’avait joué : aucun fichier écrit.
cli-saved-resume = { $first } Enregistrée ; pour reprendre :
cli-stop-end-of-input = fin de l’entrée
cli-stop-interrupted = interrompue (Ctrl-C)
cli-stop-terminated = terminée (SIGTERM)
cli-stop-hung-up = le terminal a raccroché (SIGHUP)
cli-not-utf8 = la ligne n’est pas du texte UTF-8
cli-too-long = { $length } caractères ; un coup ou une commande en compte au plus { $limit }
cli-did-you-mean = (vouliez-vous dire la commande { $command } ?)
cli-undo-nothing-after = undo { $text } : undo ne prend rien après lui
cli-undo-not-moved = undo : vous n’avez pas encore joué ; il n’y a rien de vous à reprendre
cli-undo-not-yours = undo : le dernier coup à reprendre est celui de { $seat }, pas le vôtre ; undo ne reprend que vos propres coups et les réponses de l’ordinateur
cli-save-host-file = save { $name } : c’est la partie complète de l’hôte ; choisissez un autre fichier
cli-moves-count = ({ $listed } sur { $total } coups légaux ; « ? TEXTE » filtre)
cli-nothing-to-save = Personne n’a encore joué : rien à enregistrer.
cli-saved-to = Enregistré dans { $path } (la vôtre) et { $host } (celle de l’hôte).
cli-asking-hint = { $agent } cherche un conseil
cli-hint-cancelled = Conseil annulé (Ctrl-C) ; la partie continue.
cli-hint = Conseil de { $agent } : { $move }
cli-taken-back = Repris :
cli-not-rerolled = Le hasard n’est pas relancé : les dés et tirages repris sortent de nouveau à l’identique.
cli-help-commands = Commandes :
cli-help-or-moves = ? ou moves
cli-help-file = FICHIER
cli-help-agent = AGENT
cli-help-moves = les coups légaux ; « ? TEXTE » ceux qui contiennent TEXTE
cli-help-board = le plateau de nouveau
cli-help-undo = reprendre votre dernier coup et les réponses de l’ordinateur (les dés ne sont pas relancés : les mêmes tirages ressortent)
cli-help-hint = un coup suggéré par l’ordinateur ({ $agent } sauf si vous en nommez un autre : { $names }, mcts:N)
cli-help-save = enregistrer maintenant ; avec FICHIER, votre partie est gardée dans FICHIER désormais
cli-help-quit = partir (enregistré dès que quelqu’un a joué ; reprendre avec --resume)
cli-help-saving = La partie est enregistrée après chaque coup ; Ctrl-C ou Ctrl-D l’arrêtent (enregistrée). Tab complète un coup et Haut rappelle une ligne là où le terminal a l’édition de ligne.
cli-seats-players = Les places sont numérotées à partir de 1 (Joueur 1 est la place 1, comme dans --seat 1 et --ai { $last }=NOM).
cli-seats-named = Les places sont numérotées à partir de 1 ({ $seats } ; comme dans --seat 1 et --ai { $last }=NOM).
cli-seat-number = place { $number } { $name }

## what is refused before a game starts
cli-error-save-folder = { $where } : c’est un dossier ; nommez un fichier
cli-error-save-no-folder = { $where } : le dossier { $folder } n’existe pas
cli-error-save-folder-locked = { $where } : impossible d’écrire dans le dossier { $folder }
cli-error-save-file-locked = { $where } : impossible d’écrire dans le fichier
cli-error-ai-seat = --ai { $spec } : la place doit être 1-{ $players } ou 'all'
cli-error-resume-no-match = partie enregistrée { $record } : l’enregistrement d’un joueur sans identifiant de partie ne peut pas être repris
cli-error-resume-no-host = partie enregistrée { $record } : l’enregistrement d’un joueur de la partie { $match } ; son enregistrement complet n’est pas dans le dépôt de cet hôte ({ $store }), elle ne peut donc pas être reprise ici
cli-error-resume-over = partie enregistrée { $record } : la partie est finie ; rien à reprendre
cli-error-resume-game = { $where } : l’enregistrement est une partie de { $recorded }, pas de { $given }
cli-error-resume-options = { $where } : l’enregistrement a été joué avec d’autres options : { $options }
cli-error-resume-seed = --seed : une partie reprise garde sa graine ; retirez --seed
cli-error-record-missing = partie enregistrée { $record } : ce fichier n’existe pas
cli-error-record-not-file = partie enregistrée { $record } : ce n’est pas un fichier
cli-error-record = la partie enregistrée { $record } ne peut pas être reprise : { $detail }
cli-error-record-unsigned = la partie enregistrée { $record } ne peut pas être reprise : { $detail } ; seule une partie enregistrée signée par cet hôte est reprise
cli-error-save-host = --save { $path } : c’est la partie enregistrée complète de l’hôte ; nommez un autre fichier
cli-error-seat = --seat { $seat } : la place doit être 1-{ $players }
cli-error-agent-unknown = joueur artificiel { $agent } : inconnu (joueurs artificiels : { $agents })
cli-error-agent-long = joueur artificiel { $agent } : plus de { $limit } caractères
cli-error-options-many = -o : { $count } options données ; au plus { $limit }
cli-error-option-form = option { $pair } : écrivez NOM=VALEUR
cli-error-option-twice = option { $name } : donnée deux fois
cli-error-option-long = option { $pair } : plus de { $limit } caractères
cli-error-players-twice = --players et -o players=N : donnez le nombre de joueurs une seule fois
