# Ευρωπαϊκός πόλεμος – δυνάμεις, πυραμίδες (μεγάλη, μεσαία, μικρή), ανάπτυξη, χτίσιμο,
# κίνηση, επίθεση, απόβαση, Διπλή Συμμαχία. Οι δυνάμεις κρατούν τους κωδικούς του χάρτη (BRI,
# FRA, DUA, RUS, OTT).

europe-seat = Παίκτης { $number } ({ $power })
europe-then = { $first }· { $second }
europe-size-small = μικρή
europe-size-medium = μεσαία
europe-size-large = μεγάλη
europe-size-nothing = τίποτα
europe-pyramid = η { $size } πυραμίδα της { $power }
europe-move-first = η { $power } παίζει πρώτη (R3.1)
europe-move-attack = { $move }: { $attacker } στο { $start } επιτίθεται σε { $defender } στο { $target } ({ $details })
europe-dice-against = { $attack ->
        [one] { $attack } ζάρι
       *[other] { $attack } ζάρια
    } έναντι { $defence }
europe-bonus-dual = Διπλή Συμμαχία +1
europe-landing = απόβαση
europe-landing-britain = απόβαση: Βρετανία +1
europe-france-home = η Γαλλία αμύνεται στο έδαφός της και μπορεί να ξαναρίξει
europe-total = { $dice }
europe-total-bonus = { $dice }, +{ $bonus } ({ $why }) = { $total }
europe-why-dual = επίθεση της Διπλής Συμμαχίας
europe-why-britain = η Βρετανία έναντι απόβασης
europe-rolls = η { $power } ρίχνει { $total }
europe-rolls-again = η { $power } ξαναρίχνει { $total }
europe-result-decide = { $defence } έναντι { $attack }: η Γαλλία μπορεί να κρατήσει αυτή τη ρίψη ή να ξαναρίξει μία φορά (R5.3)
europe-result-retreat = η { $attacker } νικά με { $attack } προς { $defence }: { $pyramid } πρέπει να υποχωρήσει από το { $field } σε κενό γειτονικό πεδίο, η { $defender } διαλέγει ποιο (R5.5)
europe-result-hold = η { $defender } κρατά το { $field }, { $defence } προς { $attack } (R5.4): τίποτα δεν κινείται
europe-result-hold-tie = η { $defender } κρατά το { $field }, { $defence } προς { $attack }, η ισοπαλία πάει στον αμυνόμενο (R5.4): τίποτα δεν κινείται
europe-result-shrink = η { $attacker } νικά με { $attack } προς { $defence } και η { $defender } δεν έχει κενό πεδίο για υποχώρηση (R5.6): { $pyramid } στο { $field } μικραίνει σε: { $size }
europe-result-destroyed = η { $attacker } νικά με { $attack } προς { $defence } και η { $defender } δεν έχει κενό πεδίο για υποχώρηση (R5.6): { $pyramid } στο { $field } καταστρέφεται και { $winner } μπαίνει από το { $start }
europe-eliminated = η { $power } έχασε την παρουσία στο έδαφός της (R6.1) και αποκλείεται (R6.5)
europe-game-over = τέλος του παιχνιδιού: { $reason }
europe-move-reroll = { $move }: η Γαλλία ξαναρίχνει όλα τα ζάρια της· ισχύει η δεύτερη ρίψη (R5.3)
europe-move-keep = { $move }: η Γαλλία κρατά τη ρίψη της· { $result }
europe-move-retreat = { $move }: { $pyramid } υποχωρεί από το { $start } στο { $target } και { $winner } μπαίνει από το { $origin } (R5.5)
europe-end-conquest = η { $who } κατέχει όλο το έδαφος μιας άλλης δύναμης (R6.2)
europe-end-ottoman = η { $who } έχει πυραμίδα στο έδαφος κάθε εχθρικής δύναμης (R6.3)
europe-end-last = η { $who } είναι ο τελευταίος παίκτης που έμεινε (R6.5)
europe-end-together = οι τελευταίοι παίκτες αποκλείστηκαν με την ίδια ενέργεια: ισοπαλία μεταξύ τους (R6.5)
europe-end-time-britain = το όριο γύρων συμπληρώθηκε: η Βρετανία νικά στον χρόνο (R6.6)
europe-end-time-draw = το όριο γύρων συμπληρώθηκε: ισοπαλία μεταξύ των παικτών που έμειναν (R6.6)
europe-end-time-fields = το όριο γύρων συμπληρώθηκε: η { $who } κατείχε τα περισσότερα πεδία (R6.6)
europe-phase-first = το παιχνίδι περιμένει τη ρίψη για τον πρώτο παίκτη (τύχη)
europe-phase-place = ο ενεργός παίκτης πρέπει να τοποθετήσει τις πυραμίδες του ('place ...')
europe-phase-action = ο ενεργός παίκτης πρέπει να διαλέξει ενέργεια (grow, build, move, attack)
europe-phase-roll-attacker = ρίχνονται τα ζάρια του επιτιθέμενου (τύχη)
europe-phase-roll-defender = ρίχνονται τα ζάρια του αμυνόμενου (τύχη)
europe-phase-decide = η Γαλλία πρέπει να διαλέξει 'keep' ή 'reroll'
europe-phase-reroll = ρίχνεται η δεύτερη ρίψη της Γαλλίας (τύχη)
europe-phase-retreat = ο ηττημένος αμυνόμενος πρέπει να διαλέξει υποχώρηση ('retreat ...')
europe-phase-over = το παιχνίδι έχει τελειώσει
europe-error-too-long = κίνηση { $move }: μεγαλύτερη από { $limit } χαρακτήρες
europe-error-verb = κίνηση { $move }: άγνωστο ρήμα { $verb } (ρήματα: { $verbs })
europe-error-nothing-after = κίνηση { $move }: τίποτα δεν ακολουθεί το '{ $verb }'
europe-error-one-field = κίνηση { $move }: αναμενόταν ένα πεδίο, όπως '{ $verb } GER'
europe-error-power = κίνηση { $move }: αναμενόταν δύναμη ({ $powers })
europe-error-field = κίνηση { $move }: το { $name } δεν είναι πεδίο (πεδία: { $fields })
europe-error-pair = κίνηση { $move }: αναμένονταν δύο πεδία, όπως GER-FRA
europe-error-dice = κίνηση { $move }: αναμένονταν ένα έως τρία ζάρια 1-6, όπως 'roll 6,5,3'
europe-error-place-token = κίνηση { $move }: αναμενόταν ΠΕΔΙΟ=L, ΠΕΔΙΟ=M, ΠΕΔΙΟ=S, δόθηκε { $token }
europe-error-place-twice = κίνηση { $move }: το πεδίο { $field } αναφέρεται δύο φορές
europe-error-place-sizes = κίνηση { $move }: η τοποθέτηση χρειάζεται ακριβώς μία L, μία M και μία S
europe-illegal-phase = το '{ $verb }' δεν είναι δυνατό τώρα: { $expected }
europe-illegal-pass = το pass επιτρέπεται μόνο όταν καμία ενέργεια δεν είναι δυνατή (R4.5)
europe-illegal-not-own = το { $field } δεν είναι πεδίο του εδάφους της { $power } (R4.1, R4.2)
europe-illegal-not-empty-build = το { $field } δεν είναι κενό (R4.2)
europe-illegal-no-small = η { $power } δεν έχει πια μικρή πυραμίδα στο απόθεμα (R4.2, E13)
europe-illegal-no-own-pyramid = στο { $field } δεν υπάρχει πυραμίδα της { $power } (R4.1)
europe-illegal-large = η πυραμίδα στο { $field } είναι ήδη μεγάλη (R4.1)
europe-illegal-no-size = η { $power } δεν έχει πια πυραμίδα { $size } στο απόθεμα (R4.1, E13)
europe-illegal-not-yours = στο { $field } δεν υπάρχει πυραμίδα της { $power }
europe-illegal-not-adjacent = το { $target } δεν γειτονεύει με το { $start } ούτε από ξηρά ούτε από θάλασσα (R1.4)
europe-illegal-move-occupied = το { $target } δεν είναι κενό (R4.3)· για μάχη χρησιμοποιήστε 'attack'
europe-illegal-attack-empty = το { $target } είναι κενό: χρησιμοποιήστε 'move' (R4.4)
europe-illegal-attack-own = στο { $target } βρίσκεται δική σας πυραμίδα (R4.4)
europe-illegal-retreat = ο αμυνόμενος στο { $field } μπορεί να υποχωρήσει μόνο σε κενό πεδίο που γειτονεύει από ξηρά ή θάλασσα (R5.5)
europe-illegal-dice = η πυραμίδα στο { $field } ρίχνει ακριβώς { $dice ->
        [one] { $dice } ζάρι
       *[other] { $dice } ζάρια
    } (R5.1)
europe-illegal-place = η { $power } τοποθετεί στα δικά της πεδία { $fields } (R3.2)
europe-illegal-first = μόνο μια δύναμη που παίζει μπορεί να ξεκινήσει (R3.1)
europe-power-bri = Βρετανία και σύμμαχοι
europe-power-fra = Γαλλία και σύμμαχοι
europe-power-dua = Διπλή Συμμαχία
europe-power-rus = Ρωσία
europe-power-ott = Οθωμανική Αυτοκρατορία
europe-stage-first = πρώτος παίκτης
europe-stage-place = τοποθέτηση
europe-stage-action = ενέργεια
europe-stage-attack-roll = ρίψη του επιτιθέμενου
europe-stage-defence-roll = ρίψη του αμυνόμενου
europe-stage-france-decides = η Γαλλία αποφασίζει
europe-stage-france-reroll = δεύτερη ρίψη της Γαλλίας
europe-stage-retreat = υποχώρηση
europe-stage-over = τέλος

# the terminal picture of a view and the notation help
europe-pic-title = Ευρωπαϊκός Πόλεμος - { $head }
europe-pic-over = Τέλος παιχνιδιού μετά τον γύρο { $round }: { $reason }
europe-pic-first = Ρίψη για τον πρώτο παίκτη
europe-pic-round = Γύρος { $round }· παίζει η { $power }
europe-pic-round-of = Γύρος { $round } από { $limit }· παίζει η { $power }
europe-pic-port = { $mark } λιμάνι ({ $sea })
europe-pic-ports = { $marks } (ένα πλοίο κινείται ανάμεσα σε δύο οποιαδήποτε λιμάνια της ίδιας θάλασσας)
europe-sea-atlantic = Ατλαντικός
europe-sea-mediterranean = Μεσόγειος
europe-pic-pieces = Πυραμίδα = γράμμα δύναμης + μέγεθος: L μεγάλη (3 ζάρια), M μεσαία (2), S μικρή (1)· .. κενό
europe-pic-territories = Εδάφη:
europe-pic-not-played = (δεν παίζει)
europe-pic-eliminated = ΕΚΤΟΣ
europe-pic-player = Παίκτης { $number } { $power } { $name } απόθεμα L{ $large } M{ $medium } S{ $small }  πεδία { $fields }
europe-pic-attacking = Μάχη: { $attacker } { $attacker_size } στο { $start } επιτίθεται στο { $defender } { $defender_size } στο { $to }
europe-pic-landing = Μάχη: { $attacker } { $attacker_size } στο { $start } κάνει απόβαση στο { $defender } { $defender_size } στο { $to }
europe-pic-attacker-rolled = ο επιτιθέμενος έφερε { $dice } = { $total }
europe-pic-defender-rolled = ο αμυνόμενος έφερε { $dice } = { $total }
europe-pic-rerolled = (η Γαλλία ξαναέριξε)
europe-pic-france-decides = η Γαλλία μπορεί να κρατήσει τη ρίψη (keep) ή να ξαναρίξει μία φορά (reroll)
europe-pic-retreat = ο επιτιθέμενος κέρδισε: η { $defender } διαλέγει πού θα υποχωρήσει
europe-field-gbr = Μεγάλη Βρετανία
europe-field-bnl = Μπενελούξ
europe-field-ssc = Νότια Σκανδιναβία
europe-field-fra = Γαλλία
europe-field-esp = Ισπανία
europe-field-naf = Βόρεια Αφρική
europe-field-ger = Γερμανία
europe-field-auh = Αυστροουγγαρία
europe-field-ita = Ιταλία
europe-field-nru = Βόρεια Ρωσία
europe-field-cru = Κεντρική Ρωσία
europe-field-sru = Νότια Ρωσία
europe-field-sbk = Νότια Βαλκάνια
europe-field-ana = Ανατολία
europe-field-lev = Λεβάντε
europe-help-moves = Κινήσεις (μία ενέργεια ανά γύρο):
europe-help-grow = μεγάλωσε κατά ένα μέγεθος την πυραμίδα σου στο δικό σου πεδίο GER
europe-help-build = βάλε μια νέα μικρή πυραμίδα στο άδειο δικό σου πεδίο ESP
europe-help-move = μετακίνησε μια πυραμίδα σε γειτονικό άδειο πεδίο (από ξηρά, ή από θάλασσα ανάμεσα σε δύο λιμάνια της ίδιας θάλασσας: ~ Ατλαντικός, * Μεσόγειος)
europe-help-attack = επίθεση σε γειτονική εχθρική πυραμίδα
europe-help-pass = μόνο όταν καμία ενέργεια δεν είναι δυνατή
europe-help-decisions = Αποφάσεις κατά το παιχνίδι:
europe-help-place = στήσιμο: ποιο από τα πεδία σου παίρνει τη μεγάλη, τη μεσαία, τη μικρή
europe-help-retreat = ηττημένος αμυνόμενος: υποχώρηση από το ITA στο άδειο πεδίο SBK
europe-help-keep = η Γαλλία αμύνεται στο έδαφός της: κρατά τη ρίψη ή ξαναρίχνει μία φορά
europe-help-chance = Τύχη (ρίχνει το παιχνίδι): first FRA, roll 6,5,3

## a position text that is not one
europe-pos-bad = θέση { $text }: { $why }
europe-pos-not-text = αναμενόταν κείμενο
europe-pos-too-long = μεγαλύτερη από { $limit } χαρακτήρες: δεν είναι θέση
europe-pos-token = το στοιχείο { $token } δεν είναι της μορφής ΚΛΕΙΔΙ=ΤΙΜΗ
europe-pos-twice = το { $key } δίνεται δύο φορές
europe-pos-field-missing = λείπει το πεδίο { $field }
europe-pos-powers-missing = λείπει το powers=...
europe-pos-piece = { $field }={ $value }: μια πυραμίδα γράφεται με το γράμμα της δύναμης και ένα μέγεθος, όπως DL
europe-pos-powers = το powers={ $value } δεν ταιριάζει με τις δυνάμεις αυτού του παιχνιδιού { $powers }
europe-pos-not-power = { $key }={ $value }: δεν είναι δύναμη αυτού του παιχνιδιού
europe-pos-nobody = πυραμίδες { $letter }: κανείς δεν παίζει αυτή τη δύναμη
europe-pos-three = περισσότερες από τρεις πυραμίδες { $piece } (R2.2)
europe-pos-eliminated-piece = στο { $field } υπάρχει πυραμίδα αποκλεισμένου παίκτη (R6.5)
europe-pos-choice = { $key }={ $value }: αναμενόταν μία από τις τιμές { $choices }
europe-pos-out-before-play = το phase={ $phase } είναι πριν από το παιχνίδι: κανείς δεν έχει αποκλειστεί ακόμη (R3, R6.5)
europe-pos-few-left = απομένουν λιγότεροι από δύο παίκτες αλλά το παιχνίδι δεν έχει τελειώσει (R6.5)
europe-pos-first-dash = πριν από την πρώτη ρίψη, first=- και turn=-
europe-pos-turn-out = turn={ $power }: αυτός ο παίκτης έχει αποκλειστεί
europe-pos-round = round={ $value }: αναμενόταν αριθμός 0-{ $max }
europe-pos-round-limit = το round={ $round } είναι εκτός του ορίου γύρων
europe-pos-attack-form = attack={ $value }: αναμένονταν δύο πεδία, όπως GER-FRA
europe-pos-attack-phase = το phase={ $phase } και το attack= δεν ταιριάζουν μαζί
europe-pos-attack-attacker = attack={ $attack }: δεν υπάρχει εκεί επιτιθέμενος του { $power }
europe-pos-attack-enemy = attack={ $attack }: δεν υπάρχει εχθρική πυραμίδα για επίθεση
europe-pos-attack-adjacent = attack={ $attack }: τα πεδία δεν είναι γειτονικά
europe-pos-dice-attacker = a={ $value }: λάθος ζάρια επιτιθέμενου για αυτή τη φάση
europe-pos-dice-defender = d={ $value }: λάθος ζάρια αμυνόμενου για αυτή τη φάση
europe-pos-dice-form = ζάρια { $value }: αναμένονταν ένα έως τρία ζάρια 1-6, το μεγαλύτερο πρώτο
europe-pos-dice-order = ζάρια { $value }: γράψτε πρώτα το μεγαλύτερο ζάρι
europe-pos-unknown-key = άγνωστο κλειδί { $key }
europe-pos-retreat = phase=retreat αλλά ο αμυνόμενος δεν έχει κενό πεδίο για να υποχωρήσει
europe-pos-decides = το phase=france-decides χρειάζεται Γάλλο αμυνόμενο στο έδαφός του, που δεν έχει ξαναρίξει
europe-pos-reroll = το phase=france-reroll χρειάζεται rerolled=yes
europe-pos-rerolled = rerolled=yes μόνο αφού η Γαλλία ξαναρίξει αμυνόμενη στο έδαφός της (R5.3)
europe-pos-place-empty = phase=place αλλά το έδαφος του { $power } δεν είναι άδειο (R3.2)
europe-pos-home = το { $power } δεν έχει πυραμίδα στο έδαφός του αλλά δεν έχει αποκλειστεί (R6.1, R6.5)
europe-pos-winners-twice = winners=: μια δύναμη αναφέρεται δύο φορές
europe-pos-one-winner = το result={ $reason } χρειάζεται ακριβώς έναν νικητή που είναι ακόμη στο παιχνίδι
europe-pos-winner-power = result={ $reason } αλλά νικητής είναι το { $power } ({ $rule })
europe-pos-last = result=last αλλά άλλοι παίκτες είναι ακόμη στο παιχνίδι (R6.5)
europe-pos-together = result=together: δεν απομένει κανείς και οι τελευταίοι παίκτες μοιράζονται (R6.5)
europe-pos-winners-in = result={ $reason }: οι νικητές πρέπει να είναι παίκτες που είναι ακόμη στο παιχνίδι
europe-pos-time-draw = result=time-draw: νικητές είναι όλοι οι παίκτες που απομένουν ({ $powers })
europe-pos-time-round = το result={ $reason } χρειάζεται round= ίσο με το όριο γύρων (R6.6, E12)
europe-pos-first-round = το phase=first είναι πριν από τον γύρο 1: round=0
europe-pos-first-board = phase=first: ο χάρτης πρέπει να είναι ο αρχικός αυτής της διάταξης
europe-pos-place-round = το phase=place γίνεται στον γύρο 1 (R3.2)
europe-pos-placed = phase=place: το { $power } έχει τοποθετήσει τις L, M και S του (R3.2)
europe-pos-place-only = phase=place: πυραμίδες έχουν μόνο οι δυνάμεις που έχουν τοποθετήσει (R3.2)
europe-pos-played-round = το phase={ $phase } παίζεται από τον γύρο 1 και μετά
