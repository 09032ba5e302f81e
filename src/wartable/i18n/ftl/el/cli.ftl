# The terminal's own words (wartable play): prompts, help, what it says when a game stops.

cli-your-record = Η καταγραφή σας: { $path }
cli-host-record = Καταγραφή του οικοδεσπότη (πλήρης, για συνέχιση): { $path }
cli-seats = { $title }: { $seats }.
cli-seat-you = { $seat }, εσείς
cli-seat-agent = { $seat }, { $agent }
cli-type-a-move = Γράψτε μια κίνηση, ? για τις επιτρεπτές κινήσεις, help για τις εντολές.
cli-thinking = Ο { $seat } σκέφτεται ({ $agent })
cli-game-over = Τέλος παιχνιδιού: { $reason }.
cli-score = { $seat }: { $score } - { $result }
cli-result-win = νίκη
cli-result-loss = ήττα
cli-result-draw = ισοπαλία
cli-records-saved = Οι καταγραφές αποθηκεύτηκαν: { $path } (δική σας), { $host } (του οικοδεσπότη).
cli-refused = Απορρίφθηκε:
cli-pass-keyboard = Δώστε το πληκτρολόγιο στον { $seat } και πατήστε Enter.
cli-chance = τύχη
cli-last-move = Τελευταία κίνηση: { $number }.
cli-chance-after = τύχη: { $moves }
cli-game-stopped = Το παιχνίδι σταμάτησε: { $how }.
cli-game-left = Αποχωρήσατε από το παιχνίδι.
cli-nobody-moved = { $first } Κανείς δεν είχε παίξει: δεν γράφτηκε αρχείο.
cli-saved-resume = { $first } Αποθηκεύτηκε· συνέχεια με:
cli-stop-end-of-input = τέλος της εισόδου
cli-stop-interrupted = διακόπηκε (Ctrl-C)
cli-stop-terminated = τερματίστηκε (SIGTERM)
cli-stop-hung-up = το τερματικό έκλεισε (SIGHUP)
cli-not-utf8 = η γραμμή δεν είναι κείμενο UTF-8
cli-too-long = { $length } χαρακτήρες· μια κίνηση ή εντολή έχει το πολύ { $limit }
cli-did-you-mean = (μήπως εννοούσατε την εντολή { $command };)
cli-undo-nothing-after = undo { $text }: το undo δεν παίρνει τίποτα μετά
cli-undo-not-moved = undo: δεν έχετε παίξει ακόμη· δεν υπάρχει τίποτα δικό σας να πάρετε πίσω
cli-undo-not-yours = undo: η τελευταία κίνηση για να παρθεί πίσω είναι του { $seat }, όχι δική σας· το undo παίρνει πίσω μόνο τις δικές σας κινήσεις και τις απαντήσεις του υπολογιστή
cli-save-host-file = save { $name }: αυτή είναι η πλήρης καταγραφή του οικοδεσπότη· διαλέξτε άλλο αρχείο
cli-moves-count = ({ $listed } από { $total } επιτρεπτές κινήσεις· «? ΚΕΙΜΕΝΟ» φιλτράρει)
cli-nothing-to-save = Κανείς δεν έχει παίξει ακόμη: τίποτα για αποθήκευση.
cli-saved-to = Αποθηκεύτηκε στο { $path } (δική σας) και στο { $host } (του οικοδεσπότη).
cli-asking-hint = Ο { $agent } ψάχνει μια συμβουλή
cli-hint-cancelled = Η συμβουλή ακυρώθηκε (Ctrl-C)· το παιχνίδι συνεχίζεται.
cli-hint = Συμβουλή από { $agent }: { $move }
cli-taken-back = Πάρθηκαν πίσω:
cli-not-rerolled = Η τύχη δεν ξαναρίχνεται: τα ζάρια και οι κάρτες που πάρθηκαν πίσω βγαίνουν ξανά ίδια.
cli-help-commands = Εντολές:
cli-help-or-moves = ? ή moves
cli-help-file = ΑΡΧΕΙΟ
cli-help-agent = ΠΑΙΚΤΗΣ
cli-help-moves = οι επιτρεπτές κινήσεις· «? ΚΕΙΜΕΝΟ» όσες περιέχουν το ΚΕΙΜΕΝΟ
cli-help-board = το ταμπλό ξανά
cli-help-undo = πάρτε πίσω την τελευταία σας κίνηση και τις απαντήσεις του υπολογιστή (τα ζάρια δεν ξαναρίχνονται: βγαίνουν τα ίδια)
cli-help-hint = μια προτεινόμενη κίνηση από τον υπολογιστή ({ $agent } αν δεν ονομάσετε άλλον: { $names }, mcts:N)
cli-help-save = αποθήκευση τώρα· με ΑΡΧΕΙΟ, η καταγραφή σας κρατιέται στο ΑΡΧΕΙΟ από εδώ και πέρα
cli-help-quit = αποχώρηση (αποθηκεύεται μόλις κάποιος παίξει· συνέχεια με --resume)
cli-help-saving = Το παιχνίδι αποθηκεύεται μετά από κάθε κίνηση· τα Ctrl-C ή Ctrl-D το σταματούν (αποθηκευμένο). Το Tab συμπληρώνει μια κίνηση και το πάνω βέλος φέρνει πίσω μια γραμμή όπου το τερματικό έχει επεξεργασία γραμμής.
cli-seats-players = Οι θέσεις αριθμούνται από το 1 (ο Παίκτης 1 είναι η θέση 1, όπως στο --seat 1 και --ai { $last }=ΟΝΟΜΑ).
cli-seats-named = Οι θέσεις αριθμούνται από το 1 ({ $seats }· όπως στο --seat 1 και --ai { $last }=ΟΝΟΜΑ).
cli-seat-number = θέση { $number } { $name }

## what is refused before a game starts
cli-error-save-folder = { $where }: είναι φάκελος· δώστε ένα αρχείο
cli-error-save-no-folder = { $where }: ο φάκελος { $folder } δεν υπάρχει
cli-error-save-folder-locked = { $where }: δεν επιτρέπεται η εγγραφή στον φάκελο { $folder }
cli-error-save-file-locked = { $where }: δεν επιτρέπεται η εγγραφή στο αρχείο
cli-error-ai-seat = --ai { $spec }: η θέση πρέπει να είναι 1-{ $players } ή 'all'
cli-error-resume-no-match = καταγραφή { $record }: η καταγραφή παίκτη χωρίς αναγνωριστικό αγώνα δεν μπορεί να συνεχιστεί
cli-error-resume-no-host = καταγραφή { $record }: καταγραφή παίκτη του αγώνα { $match }· η πλήρης καταγραφή του δεν είναι στην αποθήκη αυτού του υπολογιστή ({ $store }), οπότε δεν μπορεί να συνεχιστεί εδώ
cli-error-resume-over = καταγραφή { $record }: το παιχνίδι έχει τελειώσει· δεν υπάρχει τίποτα για συνέχιση
cli-error-resume-game = { $where }: η καταγραφή είναι παιχνίδι { $recorded }, όχι { $given }
cli-error-resume-options = { $where }: η καταγραφή παίχτηκε με άλλες επιλογές: { $options }
cli-error-resume-seed = --seed: ένα παιχνίδι που συνεχίζεται κρατά τον σπόρο του· αφαιρέστε το --seed
cli-error-record-missing = καταγραφή { $record }: δεν υπάρχει τέτοιο αρχείο
cli-error-record-not-file = καταγραφή { $record }: δεν είναι αρχείο
cli-error-record = η καταγραφή { $record } δεν μπορεί να συνεχιστεί: { $detail }
cli-error-record-unsigned = η καταγραφή { $record } δεν μπορεί να συνεχιστεί: { $detail }· συνεχίζεται μόνο καταγραφή υπογεγραμμένη από αυτόν τον κεντρικό υπολογιστή
cli-error-save-host = --save { $path }: αυτή είναι η πλήρης καταγραφή του οικοδεσπότη· δώστε άλλο αρχείο
cli-error-seat = --seat { $seat }: η θέση πρέπει να είναι 1-{ $players }
cli-error-agent-unknown = παίκτης υπολογιστή { $agent }: άγνωστος (παίκτες υπολογιστή: { $agents })
cli-error-agent-long = παίκτης υπολογιστή { $agent }: μεγαλύτερος από { $limit } χαρακτήρες
cli-error-options-many = -o: δόθηκαν { $count } επιλογές· το πολύ { $limit }
cli-error-option-form = επιλογή { $pair }: γράψτε ΟΝΟΜΑ=ΤΙΜΗ
cli-error-option-twice = επιλογή { $name }: δόθηκε δύο φορές
cli-error-option-long = επιλογή { $pair }: μεγαλύτερη από { $limit } χαρακτήρες
cli-error-players-twice = --players και -o players=N: δώστε τον αριθμό των παικτών μόνο μία φορά
