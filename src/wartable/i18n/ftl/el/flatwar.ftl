# Επιπεδοπόλεμος (Flatwar) – οι λέξεις του ελληνικού βιβλίου κανόνων: κόκκινη και μαύρη
# παράταξη, Ισοσκελής Στρατιώτης, Ισοσκελές ιππικό, Κοινός Τριγωνικός Στρατιώτης, Τετράγωνο,
# πόντοι δράσης, πιόνια εδάφους.

flatwar-seat-red = Κόκκινοι
flatwar-seat-black = Μαύροι
flatwar-seat-blue = Μπλε
flatwar-seat-green = Πράσινοι
flatwar-side-red = κόκκινοι
flatwar-side-black = μαύροι
flatwar-side-blue = μπλε
flatwar-side-green = πράσινοι
flatwar-phase-build = επιλογή στρατού
flatwar-phase-terrain-roll = ρίψη για το έδαφος
flatwar-phase-terrain = τοποθέτηση εδάφους
flatwar-phase-deploy = ανάπτυξη
flatwar-phase-draw = τράβηγμα κάρτας
flatwar-phase-act = δράση
flatwar-phase-over = τέλος
flatwar-phase-now = φάση: { $phase }, παίζουν οι { $side }
flatwar-attack-melee = επίθεση σώμα με σώμα
flatwar-attack-shot = πυροβολισμός
flatwar-attack-charge = έφοδος
flatwar-move-hidden-army = στρατός ?
flatwar-move-draw = { $move } (οι { $side } δρουν με { $points } πόντους δράσης)
flatwar-move-draw-pass = { $move } (οι { $side } δρουν με { $points } πόντους δράσης, αλλά δεν έχουν δράση και πάνε πάσο)
flatwar-move-terrain-roll = { $move } (οι { $side } τοποθετούν { $count ->
        [one] { $count } πιόνι εδάφους
       *[other] { $count } πιόνια εδάφους
    })
flatwar-move-cavalry-roll = { $move } (το ιππικό στο { $square } έχει { $points ->
        [one] { $points } πόντο
       *[other] { $points } πόντους
    })
flatwar-move-attacker-roll = { $move } (επιτιθέμενος, { $attack } { $start }{ $op }{ $target })
flatwar-move-defender-roll = { $move } (αμυνόμενος, { $attack } { $start }{ $op }{ $target }: { $ar }+{ $av }={ $at } έναντι { $dr }+{ $dv }={ $dt }, { $effect })
flatwar-move-defender-roll-flees = { $move } (αμυνόμενος, { $attack } { $start }{ $op }{ $target }: { $ar }+{ $av }={ $at } έναντι { $dr }+{ $dv }={ $dt }, { $effect }· οι { $fled } έχασαν το τελευταίο τους Τετράγωνο και φεύγουν)
flatwar-effect-destroyed = καταστράφηκε
flatwar-effect-none = κανένα αποτέλεσμα
flatwar-end-turn-limit = κανένας νικητής μετά από { $cards } κάρτες (turn_limit)
flatwar-end-no-action = καμία παράταξη δεν μπορεί πια να δράσει
flatwar-end-no-attack = καμία μονάδα δεν μπορεί πια να επιτεθεί σε άλλη παράταξη
flatwar-end-draw-between = { $reason }: ισοπαλία ανάμεσα σε { $sides }
flatwar-end-no-square = οι { $side } δεν έχουν πια Τετράγωνο
flatwar-end-last-square = μόνο οι { $side } έχουν ακόμη Τετράγωνο
flatwar-list-2 = { $first } και { $second }
flatwar-list-3 = { $first }, { $second } και { $third }
flatwar-list-4 = { $first }, { $second }, { $third } και { $fourth }
flatwar-error-too-long = κίνηση { $move }: { $length } χαρακτήρες, μεγαλύτερη από κάθε κίνηση του Επιπεδοπολέμου ({ $limit })
flatwar-error-notation = κίνηση { $move }: δεν είναι γραφή του Επιπεδοπολέμου (π.χ. 'b2-b3', 'b2xc3', 'b2*d4', 'activate b2', 'upgrade', 'end', 'army I9 C3 R2 S1', 'buy S', 'done', 'terrain d4', 'place S b2')
flatwar-error-army-twice = κίνηση { $move }: ένας στρατός αναφέρει κάθε τύπο στρατιώτη μία φορά
flatwar-error-no-square = κίνηση { $move }: το { $square } δεν είναι τετράγωνο του ταμπλό { $width } x { $width } ({ $first }-{ $last })
flatwar-illegal-hidden-build = η επιλογή στρατού είναι κρυφή (R2.7): αγοράστε όλο τον στρατό με μία κίνηση, π.χ. 'army I9 C3 R2 S1' ή 'army balanced'
flatwar-illegal-phase = είναι η φάση «{ $phase }» (κινήσεις: { $moves })
flatwar-illegal-army = το { $army } δεν είναι νόμιμος στρατός: το πολύ { $points } πόντοι (I 1, C 2, R 3, S 4), τουλάχιστον ένα Τετράγωνο και δύο ισοσκελή (I ή C) για κάθε Τετράγωνο
flatwar-illegal-army-bought = ο στρατός πρέπει να περιέχει τις μονάδες που έχουν ήδη αγοραστεί ({ $bought })
flatwar-illegal-done = ο στρατός δεν είναι ακόμη νόμιμος: χρειάζεται ένα Τετράγωνο και δύο ισοσκελή για κάθε Τετράγωνο
flatwar-illegal-buy = αυτή η μονάδα δεν χωρά στους 25 πόντους αν ο στρατός πρέπει να μπορεί να συμπληρωθεί
flatwar-illegal-terrain = αυτό το τετράγωνο δεν είναι κενό
flatwar-illegal-deploy = οι { $side } τοποθετούν σε κενά τετράγωνα των τριών δικών τους γραμμών, μόνο μονάδες που έχουν ακόμη, και αφήνουν χώρο για ένα Τετράγωνο
flatwar-illegal-card-drawn = αυτή η κάρτα έχει ήδη τραβηχτεί από το τελευταίο ανακάτεμα
flatwar-illegal-advance = ο επιτιθέμενος πρέπει να διαλέξει 'advance' ή 'hold'
flatwar-illegal-combat = μια επίθεση κρίνεται: η τύχη ρίχνει τα ζάρια
flatwar-illegal-cavalry-rolling = το ιππικό στο { $square } ρίχνει για τους πόντους του
flatwar-illegal-cavalry-active = το ιππικό στο { $square } δρα με { $points } πόντους και πρέπει να τους ξοδέψει (βήματα: ορθογώνια 1, διαγώνια 2, ποτέ κάτω από 1· έφοδος 1)
flatwar-illegal-off-board = δεν υπάρχει τετράγωνο { $square } στο ταμπλό { $width } x { $width }
flatwar-illegal-no-unit = δεν υπάρχει μονάδα των { $side } στο { $square }
flatwar-illegal-used = η μονάδα στο { $square } έχει ήδη επιτεθεί ή ενεργοποιηθεί σε αυτόν τον γύρο
flatwar-illegal-not-cavalry = η μονάδα στο { $square } δεν είναι ιππικό
flatwar-illegal-activate-first = το ιππικό στο { $square } πρέπει πρώτα να ενεργοποιηθεί ('activate { $square }')
flatwar-illegal-step = το πεζικό κινείται ένα τετράγωνο, προς κάθε κατεύθυνση, σε κενό τετράγωνο
flatwar-illegal-melee = η επίθεση σώμα με σώμα χρειάζεται γειτονική εχθρική μονάδα
flatwar-illegal-no-shooting = οι Ισοσκελείς Στρατιώτες δεν μπορούν να πυροβολήσουν
flatwar-illegal-range = καμία εχθρική μονάδα εκεί μέσα στο βεληνεκές (Κοινός Τριγωνικός 2, Τετράγωνο 3)
flatwar-illegal-range-sight = καμία εχθρική μονάδα εκεί μέσα στο βεληνεκές (Κοινός Τριγωνικός 2, Τετράγωνο 3) και στο οπτικό πεδίο
flatwar-illegal-no-cavalry = κανένα ιππικό δεν είναι ενεργό
flatwar-illegal-in-phase = δεν είναι νόμιμη κίνηση στη φάση «{ $phase }»

# the terminal picture of a view and the notation help
flatwar-pic-legend-2 = κόκκινοι: I στρατιώτης, C ιππικό, R Κοινός Τριγωνικός, S Τετράγωνο· μαύροι με πεζά· # έδαφος
flatwar-pic-legend-first = κόκκινοι: I στρατιώτης, C ιππικό, R Κοινός Τριγωνικός, S Τετράγωνο· μαύροι: i c r s·
flatwar-pic-legend-3 = μπλε: F K G Q (στρατιώτης, ιππικό, Κοινός Τριγωνικός, Τετράγωνο)· # έδαφος
flatwar-pic-legend-4 = μπλε: F K G Q, πράσινοι: f k g q (στρατιώτης, ιππικό, Κοινός Τριγωνικός, Τετράγωνο)· # έδαφος
flatwar-pic-army-hidden = κρυφός μέχρι να φτιάξουν στρατό όλες οι παρατάξεις
flatwar-pic-army-none = κανένας
flatwar-pic-units-i = { $count ->
        [one] { $count } Ισοσκελής Στρατιώτης
       *[other] { $count } Ισοσκελείς Στρατιώτες
    }
flatwar-pic-units-c = { $count } Ισοσκελές ιππικό
flatwar-pic-units-r = { $count ->
        [one] { $count } Κοινός Τριγωνικός Στρατιώτης
       *[other] { $count } Κοινοί Τριγωνικοί Στρατιώτες
    }
flatwar-pic-units-s = { $count ->
        [one] { $count } Τετράγωνο
       *[other] { $count } Τετράγωνα
    }
flatwar-pic-build-unseen = Δημιουργία στρατού: οι { $side } διαλέγουν στρατό, κρυφά (R2.7).
flatwar-pic-build-hidden = Δημιουργία στρατού: οι { $side } διαλέγουν όλο τον στρατό τους με μία κίνηση,
flatwar-pic-build-hidden-example = π.χ. «army I9 C3 R2 S1»· οι άλλοι τον βλέπουν όταν όλες οι παρατάξεις έχουν φτιάξει στρατό.
flatwar-pic-build-open = Δημιουργία στρατού: οι { $side } αγοράζουν μονάδες (ξοδεύτηκαν { $spent } από 25 πόντους).
flatwar-pic-terrain-roll = Έδαφος: οι { $side } ρίχνουν ζάρι για τον αριθμό των πιονιών εδάφους τους.
flatwar-pic-terrain = Έδαφος: οι { $side } τοποθετούν ένα πιόνι (απομένουν: { $left }).
flatwar-pic-deploy-rows = Ανάπτυξη: οι { $side } τοποθετούν μια μονάδα στις τρεις πρώτες γραμμές τους.
flatwar-pic-deploy-red = Ανάπτυξη: οι { $side } τοποθετούν μια μονάδα στις τρεις κάτω γραμμές τους.
flatwar-pic-deploy-black = Ανάπτυξη: οι { $side } τοποθετούν μια μονάδα στις τρεις πάνω γραμμές τους.
flatwar-pic-deploy-blue = Ανάπτυξη: οι { $side } τοποθετούν μια μονάδα στις τρεις αριστερές στήλες τους.
flatwar-pic-deploy-green = Ανάπτυξη: οι { $side } τοποθετούν μια μονάδα στις τρεις δεξιές στήλες τους.
flatwar-pic-draw = Τραβιέται μια κάρτα (απομένουν { $left } στην τράπουλα).
flatwar-pic-act-card = Γύρος { $turn }: δρουν οι { $side }, κάρτα { $card } ({ $points } ΠΔ), απομένουν { $ap } ΠΔ.
flatwar-pic-act = Γύρος { $turn }: δρουν οι { $side }, απομένουν { $ap } ΠΔ.
flatwar-pic-reserve = εφεδρεία ({ $side }): { $army }
flatwar-pic-used = χρησιμοποιήθηκαν σε αυτόν τον γύρο: { $squares }
flatwar-pic-cavalry-rolling = το ιππικό { $square } ενεργοποιήθηκε: ρίχνει για τους πόντους του
flatwar-pic-may-upgrade = μπορεί να αναβαθμιστεί
flatwar-pic-cavalry = ιππικό { $square }: { $points ->
        [one] { $points } πόντος
       *[other] { $points } πόντοι
    } (έφοδος με +{ $bonus }{ $upgrade })
flatwar-pic-combat-won = { $attack }: ο στόχος καταστράφηκε· προέλαση (advance) ή παραμονή (hold);
flatwar-pic-combat-defender = { $attack }: ο επιτιθέμενος έφερε { $roll }, ρίχνει ο αμυνόμενος
flatwar-pic-combat-attacker = { $attack }: ρίχνει ο επιτιθέμενος
flatwar-pic-last = τελευταία επίθεση { $attack } { $start }{ $op }{ $target }: { $ar }+{ $av }={ $at } έναντι { $dr }+{ $dv }={ $dt }, { $effect }
flatwar-pic-draw-result = Τέλος παιχνιδιού: ισοπαλία.
flatwar-pic-wins = Τέλος παιχνιδιού: νικούν οι { $side }.
flatwar-help-title = Κινήσεις του Επιπεδοπόλεμου (τετράγωνα a1-h8, οι κόκκινοι κάτω· με 3-4 παίκτες a1-l12):
flatwar-help-army = όλος ο στρατός σας με μία κίνηση: πόσοι στρατιώτες I (1 πόντος), ιππικό C (2), Κοινοί Τριγωνικοί R (3), Τετράγωνα S (4)· το πολύ 25 πόντοι, ένα Τετράγωνο και δύο I ή C ανά Τετράγωνο· με οποιαδήποτε σειρά («army s1 i9»)· ή έτοιμος στρατός: army balanced | cavalry | guns | infantry. Με την κρυφή δημιουργία (προεπιλογή) οι άλλοι βλέπουν μόνο «army ?» μέχρι να φτιάξουν στρατό όλες οι παρατάξεις.
flatwar-help-buy = η ανοιχτή δημιουργία (επιλογή build=open): μία μονάδα τη φορά
flatwar-help-terrain = τοποθέτηση πιονιού εδάφους
flatwar-help-place = ανάπτυξη μονάδας στις τρεις πρώτες γραμμές σας
flatwar-help-step = βήμα (πεζικό 1 ΠΔ· ενεργό ιππικό: οριζόντια ή κάθετα 1 πόντος, διαγώνια 2)
flatwar-help-melee = επίθεση σώμα με σώμα (πεζικό, 1 ΠΔ)· έφοδος (ενεργό ιππικό, 1 πόντος)
flatwar-help-shoot = πυροβολισμός (Κοινός Τριγωνικός βεληνεκές 2, Τετράγωνο βεληνεκές 3· 1 ΠΔ)
flatwar-help-activate = ενεργοποίηση ιππικού (1 ΠΔ, ρίχνει για τους πόντους του)
flatwar-help-upgrade = +1 πόντος στο ιππικό που μόλις ενεργοποιήθηκε (1 ΠΔ, έως 6)
flatwar-help-stop = τέλος της ενεργοποίησης του ιππικού (όταν επιτρέπεται)
flatwar-help-advance = μετά από επίθεση σώμα με σώμα που κατέστρεψε: καταλάβετε το τετράγωνο ή μείνετε
flatwar-help-end = τέλος του γύρου σας (οι αχρησιμοποίητοι ΠΔ χάνονται)
flatwar-help-chance = Τις κινήσεις της τύχης (roll N, draw 7H· το 7H' της δεύτερης τράπουλας) τις κάνει το παιχνίδι.

## a position text that is not one
flatwar-pos-bad = θέση Flatwar: { $why } (στο { $text })
flatwar-pos-whole = θέση Flatwar: { $why }
flatwar-pos-not-text = αναμενόταν κείμενο, δόθηκε { $kind }
flatwar-pos-too-long = { $length } χαρακτήρες· μια θέση έχει το πολύ { $limit }
flatwar-pos-rows = χρειάζονται { $rows } σειρές του πίνακα ({ $rows } έως 1) και πεδία
flatwar-pos-row = η σειρά { $row } πρέπει να είναι '{ $row }' και { $width } κελιά
flatwar-pos-cell = το { $value } δεν είναι κελί (ένα από { $cells })
flatwar-pos-square = το { $value } δεν είναι τετράγωνο { $first }..{ $last }
flatwar-pos-number = το { $value } δεν είναι αριθμός { $lo }..{ $hi }
flatwar-pos-reserve = το { $value } δεν είναι εφεδρεία όπως 'I9C3R2S1' ή '-'
flatwar-pos-unknown = άγνωστο πεδίο { $key } (πεδία: { $keys })
flatwar-pos-twice = το πεδίο { $key } δίνεται δύο φορές
flatwar-pos-phase-missing = το πεδίο 'phase' είναι υποχρεωτικό
flatwar-pos-choice = το { $key } πρέπει να είναι ένα από { $choices }
flatwar-pos-form = το { $key } πρέπει να έχει τη μορφή { $form }
flatwar-pos-card-deck = το { $value } δεν είναι κάρτα της τράπουλας αυτού του παιχνιδιού ({ $cards })
flatwar-pos-card = το { $value } δεν είναι κάρτα
flatwar-pos-upgrades = οι αναβαθμίσεις μόνο ανεβάζουν τους πόντους πάνω από τη ρίψη
flatwar-pos-combat-end = το combat πρέπει να τελειώνει με '?', τη ρίψη του επιτιθέμενου 1-6 ή 'won'
flatwar-pos-needs-side = η φάση { $phase } χρειάζεται παράταξη
flatwar-pos-no-side = η φάση { $phase } έχει παράταξη '-'
flatwar-pos-result-over = αποτέλεσμα δίνεται ακριβώς όταν η φάση είναι over
flatwar-pos-act-cavalry = τα cavalry και combat ανήκουν στη φάση act
flatwar-pos-act-card = τα card, ap και used ανήκουν στη φάση act
flatwar-pos-cost = οι μονάδες των { $side } κοστίζουν { $cost } πόντους· ένας στρατός έχει το πολύ { $limit } (R2.3)
flatwar-pos-before-deploy = μονάδες βρίσκονται στον πίνακα πριν από την ανάπτυξη (R4)
flatwar-pos-army-legal = ο στρατός των { $side } δεν είναι έγκυρος στρατός (R2.2)
flatwar-pos-own-rows = οι { $side } αναπτύσσονται μόνο στις δικές τους τρεις σειρές (R4.1)
flatwar-pos-no-square = οι { $side } δεν έχουν Τετράγωνο στον πίνακα ούτε σε εφεδρεία (R2.2)
flatwar-pos-reserve-no-room = οι { $side } έχουν μονάδες σε εφεδρεία αλλά κανένα ελεύθερο τετράγωνο στις σειρές τους, άρα θα είχαν αφαιρεθεί (R4.3)
flatwar-pos-reserve-after = καμία μονάδα δεν μένει σε εφεδρεία μετά την ανάπτυξη (R4)
flatwar-pos-square-over = οι { $side } δεν έχουν Τετράγωνο, άρα το παιχνίδι θα είχε τελειώσει (R9.1)
flatwar-pos-square-fled = οι { $side } δεν έχουν Τετράγωνο, άρα οι μονάδες τους έχουν τραπεί σε φυγή (R10.5)
flatwar-pos-one-alive = μόνο μία παράταξη έχει Τετράγωνο, άρα έχει νικήσει (R10.5)
flatwar-pos-fled-act = οι { $side } έχουν τραπεί σε φυγή και δεν μπορούν να δράσουν (R10.5)
flatwar-pos-terrain-build = το έδαφος ρίχνεται αφού φτιαχτούν οι στρατοί (R3.1)
flatwar-pos-terrain-placed = το έδαφος τοποθετείται μόνο μετά τις ρίψεις εδάφους (R3)
flatwar-pos-terrain-all = όλα τα κομμάτια εδάφους τοποθετούνται πριν από την ανάπτυξη (R3)
flatwar-pos-drawn-turns = { $drawn } κάρτες τραβηγμένες σε { $turns } γύρους
flatwar-pos-before-battle = πριν από τη μάχη δεν τραβιέται κάρτα ούτε γίνεται επίθεση
flatwar-pos-turn-limit = το turns { $turns } φτάνει το turn_limit { $limit }, άρα το παιχνίδι θα είχε τελειώσει (R9.2)
flatwar-pos-card-not-drawn = η κάρτα { $card } δεν είναι ανάμεσα στις τραβηγμένες
flatwar-pos-card-other = η κάρτα { $card } ανήκει στην άλλη παράταξη
flatwar-pos-ap-card = το ap { $ap } είναι περισσότερο από όσο δίνει η κάρτα { $card } (R5.4)
flatwar-pos-ap = ap { $ap }· μια κάρτα δίνει το πολύ 10 (R5.4)
flatwar-pos-used = το used περιέχει μόνο τετράγωνα με μονάδες της ίδιας παράταξης
flatwar-pos-no-cavalry = κανένα ιππικό των { $side } στο { $square }
flatwar-pos-cavalry-used = το ενεργό ιππικό πρέπει να αναφέρεται στο used
flatwar-pos-no-attacker = κανένας επιτιθέμενος στο { $square }
flatwar-pos-won-empty = μια κερδισμένη συμπλοκή αφήνει το { $square } άδειο
flatwar-pos-no-enemy = κανένας εχθρός στο { $square }
flatwar-pos-range = το { $square } δεν είναι στο βεληνεκές αυτού που βάλλει
flatwar-pos-adjacent = συμπλοκές και έφοδοι πλήττουν μόνο γειτονικά τετράγωνα
flatwar-pos-cavalry-charges = το ιππικό επιτίθεται με έφοδο (R7)
flatwar-pos-attacker-used = ο επιτιθέμενος στο { $square } πρέπει να είναι στο used
flatwar-pos-charge-active = την έφοδο την κάνει το ενεργό ιππικό
flatwar-pos-only-cavalry = όσο ένα ιππικό είναι ενεργό, μόνο αυτό επιτίθεται (R7)
flatwar-pos-charge-spent = ένα ιππικό σε έφοδο έχει ξοδέψει τους πόντους του
flatwar-pos-ap-left = η φάση act χρειάζεται να απομένουν πόντοι δράσης
flatwar-pos-nothing-to-place = οι { $side } δεν έχουν άλλη μονάδα για τοποθέτηση
flatwar-pos-no-free = οι { $side } δεν έχουν ελεύθερο τετράγωνο για ανάπτυξη
flatwar-pos-takes-army = οι { $side } παίρνουν τον στρατό { $army } (επιλογή), δεν φτιάχνουν δικό τους
flatwar-pos-cannot-complete = ο στρατός των { $side } δεν μπορεί να ολοκληρωθεί
flatwar-pos-hidden-build = με την κρυφή δημιουργία οι { $side } αγοράζουν όλο τον στρατό τους με μία κίνηση, άρα δεν έχουν αγοράσει τίποτα ακόμη (R2.7)
flatwar-pos-seat-order = οι στρατοί φτιάχνονται (ή λαμβάνονται) με τη σειρά των θέσεων, { $sides } (R2)
flatwar-pos-terrain-rolls = οι ρίψεις εδάφους πρέπει να είναι '?' μέχρι να γίνουν, με τη σειρά των θέσεων
flatwar-pos-no-terrain = οι { $side } δεν έχουν άλλο έδαφος για τοποθέτηση
flatwar-pos-winner-2 = οι { $side } νικούν μόνο όταν το Τετράγωνό τους στέκει και της άλλης παράταξης έχει χαθεί (R9.1, R10.5)
flatwar-pos-winner-n = οι { $side } νικούν μόνο όταν το Τετράγωνό τους στέκει και των άλλων έχουν χαθεί (R9.1, R10.5)
