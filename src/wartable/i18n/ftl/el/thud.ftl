# Thud – νάνοι, τρολ, η πέτρα Thud (Thudstone), ρίψη, σπρώξιμο.

thud-side-dwarfs = νάνοι
thud-side-trolls = τρολ
thud-phase-move = παίζουν: { $side }
thud-phase-offer = οι { $side } προτείνουν να τελειώσει η μάχη: αποδεχτείτε ή αρνηθείτε
thud-end-agreement = οι δύο παίκτες συμφώνησαν να τελειώσει η μάχη
thud-end-no-move = η πλευρά που έπαιζε δεν είχε νόμιμη κίνηση
thud-end-no-pieces = σε μια πλευρά δεν έμειναν πιόνια
thud-end-quiet = καμία αιχμαλωσία μέσα στο όριο ήσυχων κινήσεων
thud-end-ply-limit = η μάχη έφτασε το όριο κινήσεων
thud-end-rock-home = οι νάνοι έφεραν τον Βράχο στην απέναντι άκρη (Koom Valley)
thud-end-rock-taken = τρία τρολ περικύκλωσαν τον Βράχο (Koom Valley)
thud-outcome = η μάχη { $battle } τελείωσε: { $reason }
thud-move-battle-over = { $move }  [τέλος της μάχης { $battle }: { $reason }· { $dwarfs ->
        [one] { $dwarfs } νάνος
       *[other] { $dwarfs } νάνοι
    }, { $trolls } τρολ, διαφορά { $margin } υπέρ των νάνων]
thud-error-notation = κίνηση { $move }: δεν είναι γραφή του Thud (μια κίνηση είναι το πιόνι d ή T, από, '-', προς, και μετά x και ένα τετράγωνο για κάθε αιχμαλωσία, π.χ. dF1-F5, dF1-F4xF4, TG7-G6xF5 (R για τον Βράχο στο Koom Valley)· τα τετράγωνα είναι οι στήλες A-H, J-P και οι γραμμές 1-15 του πίνακα· ή offer, accept, decline)
thud-error-too-long = κίνηση { $move }: { $length } χαρακτήρες, μεγαλύτερη από κάθε κίνηση του Thud ({ $limit })
thud-illegal-not-now = δεν μπορεί να παιχτεί τώρα
thud-illegal-answer-offer = οι { $side } πρότειναν να τελειώσει η μάχη: απαντήστε accept ή decline
thud-illegal-agreement-off = το τέλος μάχης με συμφωνία είναι απενεργοποιημένο (επιλογή agreement=false)
thud-illegal-offer-declined = μια πρόταση απορρίφθηκε ήδη σε αυτόν τον γύρο: κάντε κίνηση
thud-illegal-no-offer = καμία πρόταση για τέλος της μάχης δεν εκκρεμεί
thud-illegal-stone = η πέτρα Thud δεν κινείται ποτέ στο κλασικό Thud (R1.3· κινείται με ruleset=kvt)
thud-illegal-turn = παίζουν οι { $side }
thud-illegal-no-dwarf = δεν υπάρχει νάνος στο { $square }
thud-illegal-no-troll = δεν υπάρχει τρολ στο { $square }
thud-illegal-not-line = το { $to } δεν είναι σε ευθεία γραμμή από το { $start }
thud-illegal-off-board = η διαδρομή βγαίνει από τον πίνακα
thud-illegal-blocked = η διαδρομή κλείνει στο { $square } (R3.1: δεν υπάρχει άλμα)
thud-illegal-hurl-reach = μια ρίψη από γραμμή { $n ->
        [one] { $n } νάνου φτάνει το πολύ { $n } τετράγωνο
       *[other] { $n } νάνων φτάνει το πολύ { $n } τετράγωνα
    }, το { $to } απέχει { $distance } (R3.2)
thud-illegal-hurl-written = μια ρίψη πάνω σε τρολ γράφεται { $written } (R3.2)
thud-illegal-occupied = το { $square } είναι κατειλημμένο
thud-illegal-dwarf-capture = ένας νάνος αιχμαλωτίζει μόνο με ρίψη πάνω σε τρολ (R3.2)
thud-illegal-troll-occupied = το { $square } είναι κατειλημμένο (R4: τα τρολ προσγειώνονται σε κενά τετράγωνα)
thud-illegal-no-dwarf-next = στο { $square } δεν υπάρχει νάνος δίπλα στο { $to } (R4.3)
thud-illegal-step-one = ένα βήμα τρολ αιχμαλωτίζει το πολύ έναν νάνο (R4.1)· για περισσότερους χρειάζεται σπρώξιμο που παίρνει κάθε γειτονικό νάνο (R4.2)
thud-illegal-shove-line = ένα σπρώξιμο χρειάζεται γραμμή τουλάχιστον { $need } τρολ πίσω από το τρολ (R4.2)
thud-illegal-shove-reach = μια γραμμή { $n } τρολ σπρώχνει το πολύ { $n ->
        [one] { $n } τετράγωνο
       *[other] { $n } τετράγωνα
    } (R4.2)
thud-illegal-shove-capture = ένα σπρώξιμο πρέπει να αιχμαλωτίσει τουλάχιστον έναν νάνο (R4.2)
thud-illegal-shove-all = ένα σπρώξιμο αιχμαλωτίζει κάθε νάνο δίπλα στο τετράγωνο άφιξης (R4.2)
thud-illegal-rock = ο Βράχος κινείται ένα τετράγωνο σε κενό τετράγωνο, μόνο με νάνο δίπλα του πριν και μετά, και μόνο όταν παίζουν οι νάνοι (K4)
thud-illegal-kvt = δεν είναι νόμιμη κίνηση του Koom Valley εδώ (K2: τα τρολ κινούνται 1-3 τετράγωνα σε ευθεία ή πηδούν νάνους· K3: οι νάνοι κινούνται σε ευθεία, οι αιχμαλωσίες γράφονται μόνες τους)

# the terminal picture of a view and the notation help
thud-pic-battle = Μάχη { $battle } από { $battles }: ο { $dwarf_player } παίζει τους νάνους (d, απομένουν { $dwarfs }), ο { $troll_player } τα τρολ (T, απομένουν { $trolls }).
thud-pic-result = Μάχη { $battle }: νάνοι { $dwarfs }, τρολ { $trolls }, διαφορά { $margin } για τον { $player } (νάνοι)· { $end }.
thud-pic-totals = Σύνολα: { $first } { $first_score }, { $second } { $second_score }.
thud-pic-over = Η αναμέτρηση τελείωσε.
thud-pic-offer = Οι { $side } προτείνουν να τελειώσει η μάχη: { $player }, αποδεχτείτε ή αρνηθείτε.
thud-pic-to-move = Παίζει ο { $player } ({ $side })· ημικίνηση { $ply }, { $quiet } από την τελευταία αιχμαλωσία.
thud-help-moves = Κινήσεις: πιόνι (d ή T), από, «-», προς, μετά «x» και κάθε τετράγωνο που αιχμαλωτίζεται.
thud-help-dwarf-move = ο νάνος κινείται σαν βασίλισσα
thud-help-hurl = ο νάνος ρίχνεται πάνω στο τρολ στο F4
thud-help-troll-step = το τρολ κάνει ένα βήμα· TG7-G6xF5 βήμα και αιχμαλωσία του νάνου στο F5
thud-help-shove = το τρολ σπρώχνεται από μια γραμμή και αιχμαλωτίζει κάθε γειτονικό νάνο
thud-help-agree = τέλος της μάχης με συμφωνία

# a position text that is not one
thud-position-bad = { $where }: { $why }
thud-where-text = θέση { $text }
thud-where-position = θέση
thud-where-rank = θέση, γραμμή { $line } (σειρά { $rank }) { $text }
thud-where-square = θέση, γραμμή { $line } (σειρά { $rank }), τετράγωνο { $square }
thud-where-line = θέση, γραμμή { $line } { $text }
thud-position-not-text = αναμενόταν κείμενο, ήρθε { $kind }
thud-position-too-long = { $length } χαρακτήρες· μια θέση του Thud έχει το πολύ { $limit }
thud-position-lines = { $count ->
        [one] { $count } γραμμή
       *[other] { $count } γραμμές
    }· αναμένονταν 15 γραμμές ταμπλό και μια γραμμή για την πλευρά που παίζει
thud-position-line-length = { $length } χαρακτήρες, αναμένονταν 15
thud-position-char = το { $char } δεν είναι ένα από τα d T X . #
thud-position-off-board = έξω από το ταμπλό, πρέπει να είναι «#»
thud-position-on-board = πάνω στο ταμπλό, δεν μπορεί να είναι «#»
thud-position-stone = η Πέτρα του Thud βρίσκεται στο H8 και μόνο εκεί
thud-position-stones = { $count } Πέτρες του Thud (X)· πρέπει να είναι μία
thud-position-pieces = { $dwarfs } νάνοι και { $trolls } τρολ· το πολύ { $max_dwarfs } νάνοι και { $max_trolls } τρολ
thud-position-side = η πλευρά που παίζει πρέπει να είναι d ή T
thud-position-results-many = περισσότερες γραμμές αποτελέσματος από μάχες ({ $battles })
thud-position-count = το { $value } δεν είναι αριθμός (ψηφία ASCII 0-9, το πολύ { $digits })
thud-position-line-kind = αναμενόταν «battle N», «result D T REASON», «quiet N», «ply N», «offer pending|declined» ή «over»
thud-position-twice = το { $key } δίνεται δύο φορές
thud-position-battle-range = η μάχη { $battle } δεν είναι μέσα στο 1-{ $battles }
thud-position-results = η μάχη { $battle } θέλει { $finished ->
        [one] { $finished } γραμμή αποτελέσματος
       *[other] { $finished } γραμμές αποτελέσματος
    }, βρέθηκαν { $found }
thud-position-results-over = η μάχη { $battle } (τελειωμένη) θέλει { $finished ->
        [one] { $finished } γραμμή αποτελέσματος
       *[other] { $finished } γραμμές αποτελέσματος
    }, βρέθηκαν { $found }
thud-position-over-last = η αναμέτρηση τελειώνει μόνο μετά την τελευταία της μάχη ({ $battles }), όχι μετά τη μάχη { $battle }
thud-position-quiet-ply = τα quiet { $quiet } και ply { $ply } πρέπει να ικανοποιούν quiet <= ply
thud-position-over-lines = μια τελειωμένη αναμέτρηση δεν έχει γραμμές quiet, ply ή offer
thud-position-quiet-limit = το quiet { $quiet } φτάνει το quiet_limit { $limit }, άρα η μάχη θα είχε τελειώσει (R5.4)
thud-position-ply-limit = το ply { $ply } φτάνει το ply_limit { $limit }, άρα η μάχη θα είχε τελειώσει (R5.4)
thud-position-offer-off = καταγράφεται πρόταση αλλά η επιλογή agreement είναι κλειστή
thud-position-last-result = το αποτέλεσμα της τελευταίας μάχης ({ $result_dwarfs } νάνοι, { $result_trolls } τρολ) δεν ταιριάζει με το ταμπλό ({ $dwarfs } νάνοι, { $trolls } τρολ)
thud-position-result-form = ένα αποτέλεσμα γράφεται «result D T REASON» με 0-{ $max_dwarfs } νάνους και 0-{ $max_trolls } τρολ
thud-position-result-reason = το { $reason } δεν είναι τρόπος να τελειώσει μια μάχη με αυτές τις επιλογές ({ $allowed })
thud-position-wiped = μια μάχη τελειώνει με εξόντωση μιας πλευράς ακριβώς όταν η αιτία είναι no-pieces (R5.3)
