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
