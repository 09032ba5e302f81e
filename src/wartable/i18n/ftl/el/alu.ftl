# ALU: Το νησί του Λόκι – ο παίκτης του κύκλου και ο παίκτης του τετραγώνου, στρατόπεδα, λεηλασία.

alu-seat-circle = κύκλος (C)
alu-seat-square = τετράγωνο (S)
alu-side-circle = κύκλος
alu-side-square = τετράγωνο
alu-holds-circle-camp = στρατόπεδο του κύκλου
alu-holds-square-camp = στρατόπεδο του τετραγώνου
alu-holds-raid = δείκτη λεηλασίας
alu-holds-nothing = τίποτα
alu-action-camp = στήσιμο στρατοπέδου
alu-action-raid = λεηλασία
alu-action-restore = αποκατάσταση
alu-action-camp-raided = στρατόπεδο σε λεηλατημένο τετράγωνο
alu-action-attack = επίθεση
alu-end-camps = { $winner } κερδίζει: { $loser } έχασε όλα τα στρατόπεδα
alu-end-21 = { $winner } κερδίζει: ελέγχει { $squares } τετράγωνα (χρειάζονται 21)
alu-end-territory-win = { $winner } κερδίζει: έδαφος { $circle }–{ $square } (μεγαλύτερο έδαφος μετά τον τελευταίο γύρο)
alu-end-territory-draw = ισοπαλία: έδαφος { $circle }–{ $square } (μεγαλύτερο έδαφος μετά τον τελευταίο γύρο)
alu-end-passes-win = { $winner } κερδίζει: έδαφος { $circle }–{ $square } (μεγαλύτερο έδαφος μετά από δύο γύρους χωρίς ενέργεια)
alu-end-passes-draw = ισοπαλία: έδαφος { $circle }–{ $square } (μεγαλύτερο έδαφος μετά από δύο γύρους χωρίς ενέργεια)
alu-error-too-long = κίνηση { $move }: { $length } χαρακτήρες, μεγαλύτερη από κάθε κίνηση του ALU ({ $limit })
alu-error-notation = κίνηση { $move }: δεν είναι γραφή του ALU (για παράδειγμα 'C c3', 'R c3', 'U c3', 'F c3', 'X c3' ή 'end')
alu-error-needs-square = κίνηση { $move }: η ενέργεια { $letter } χρειάζεται τετράγωνο, για παράδειγμα 'C c3'
alu-error-square-form = κίνηση { $move }: ένα τετράγωνο γράφεται γράμμα στήλης και αριθμός γραμμής, για παράδειγμα c3
alu-error-end-square = κίνηση { $move }: το 'end' (E, τέλος γύρου) δεν παίρνει τετράγωνο
alu-error-unknown-action = κίνηση { $move }: άγνωστη ενέργεια { $letter } (ενέργειες: C, R, U, F, X, E)
alu-error-no-square = κίνηση { $move }: δεν υπάρχει τετράγωνο { $square } στον πίνακα { $width }x{ $height } (στήλες a–{ $last_file }, γραμμές 1–{ $height })
alu-illegal-first-camp = η πρώτη σας ενέργεια πρέπει να είναι στρατόπεδο (C) σε ελεύθερο τετράγωνο της άκρης (R4.4)
alu-illegal-end-first = ο γύρος δεν μπορεί να τελειώσει πριν από το πρώτο σας στρατόπεδο (R4.4)
alu-illegal-not-free = το { $square } δεν είναι ελεύθερο (έχει { $holds }) (R5.1, R5.2)
alu-illegal-not-raided = το { $square } δεν είναι λεηλατημένο (έχει { $holds }) (R5.3, R5.4)
alu-illegal-no-enemy-camp = το { $square } δεν έχει στρατόπεδο του αντιπάλου ({ $enemy }· έχει { $holds }) (R5.5)
alu-illegal-first-edge = το πρώτο σας στρατόπεδο πρέπει να είναι σε τετράγωνο της άκρης· το { $square } δεν είναι (R4.4)
alu-illegal-not-next = κανένα στρατόπεδό σας δεν είναι ορθογώνια δίπλα στο { $square } (R5.5)
alu-illegal-building = { $action }: χρειάζεται { $need } οικοδομικό υλικό, έχετε { $have } (R5)
alu-illegal-iron = { $action }: χρειάζεται { $need } σίδηρο, έχετε { $have } (R5)
alu-illegal-food = μια επίθεση χρειάζεται 1 τροφή, έχετε { $have } (R5.5)
alu-illegal-food-pending = μια επίθεση χρειάζεται 1 τροφή, έχετε { $have } ({ $pending } κερδισμένη σε αυτόν τον γύρο, χρησιμοποιείται στον επόμενο, R3.3) (R5.5)
alu-illegal-all-camps = και τα { $camps } στρατόπεδά σας είναι ήδη στον πίνακα (R2.5)
alu-illegal-tray-empty = δεν έμεινε κανένας δείκτης λεηλασίας στη θήκη (R2.6, A12)

# the terminal picture of a view and the notation help
alu-pic-legend = C/S στρατόπεδο  R λεηλατημένο  c/s ελέγχεται από κύκλο/τετράγωνο
alu-pic-pending = (+{ $food } τον επόμενο γύρο)
alu-pic-player = { $side } ({ $letter }): οικοδομικό υλικό { $building }  σίδηρος { $iron }  τροφή { $food }{ $pending }  στρατόπεδα { $camps }/14  έδαφος { $territory }
alu-pic-tray = δείκτες λεηλασίας στη θήκη: { $tray }/14
alu-pic-over = τέλος παιχνιδιού: { $reason }
alu-pic-final = (τελευταίος γύρος)
alu-pic-turn = γύρος { $turn }{ $final }: παίζει ο { $side }, { $actions ->
        [one] απομένει { $actions } ενέργεια
       *[other] απομένουν { $actions } ενέργειες
    }
alu-help-squares = Τα τετράγωνα ονομάζονται όπως c3 (στήλη a-h, σειρά 1-5 σε 8x5).
alu-help-camp = στήσιμο στρατοπέδου (1 οικοδομικό υλικό)
alu-help-raid = λεηλασία ελεύθερου τετραγώνου (1 οικοδομικό υλικό, +1 τροφή για τον επόμενο γύρο)
alu-help-restore = αποκατάσταση λεηλατημένου τετραγώνου (1 οικοδομικό υλικό)
alu-help-camp-raided = στρατόπεδο σε λεηλατημένο τετράγωνο (2 οικοδομικά υλικά + 1 σίδηρος)
alu-help-attack = επίθεση στο εχθρικό στρατόπεδο στο c3 (1 σίδηρος + 1 τροφή· χρειάζεται δικό σας στρατόπεδο δίπλα)
alu-help-end = τέλος του γύρου σας τώρα (και E)
alu-help-first = Η πρώτη σας ενέργεια πρέπει να είναι C σε ελεύθερο τετράγωνο της άκρης. Ταμπλό: s/c = τετράγωνο υπό έλεγχο.

# a position text that is not one
alu-position = θέση alu { $text }: { $why }
alu-position-not-text = αναμενόταν κείμενο, ήρθε { $kind }
alu-position-too-long = { $length } χαρακτήρες· μια θέση ALU έχει το πολύ { $limit }
alu-position-fields = αναμένονταν 6 πεδία «<ταμπλό> <σειρά> <γύρος>:<ενέργειες> <κύκλος b,i,f,p> <τετράγωνο b,i,f,p> <σημαίες>» (+ αιτία όταν τελειώσει)
alu-position-flags = οι σημαίες είναι «-» ή συνδυασμός των L και P, ήρθε { $flags }
alu-position-pending-other = μόνο ο παίκτης που παίζει μπορεί να έχει τροφή σε αναμονή (R3.3)
alu-position-pending = { $food } τροφή σε αναμονή, αλλά σε αυτόν τον γύρο έγιναν μόνο { $taken ->
        [one] { $taken } ενέργεια
       *[other] { $taken } ενέργειες
    } (R3.3)
alu-position-flag-l = η σημαία L (τελευταίος γύρος) μπαίνει ακριβώς όταν το οικοδομικό υλικό του άλλου παίκτη είναι 0 (R7)
alu-position-flag-p = η σημαία P (ο προηγούμενος γύρος πέρασε) δεν μπαίνει στον γύρο 1
alu-position-board = το ταμπλό πρέπει να έχει { $rows } σειρές των { $squares } τετραγώνων (επιλογή board={ $board })
alu-position-square-char = άγνωστος χαρακτήρας τετραγώνου { $char } (χρησιμοποιήστε . R C S)
alu-position-camps = ένας παίκτης έχει πάνω από { $camps } στρατόπεδα (R2.5)
alu-position-raids = πάνω από { $raids } δείκτες λεηλασίας (R2.6)
alu-position-reason-early = αιτία δίνεται μόνο όταν το παιχνίδι έχει τελειώσει
alu-position-reason-needed = ένα τελειωμένο παιχνίδι θέλει αιτία ({ $reasons })
alu-position-to-move = η σειρά είναι C ή S (ή #C, #S, #= στο τέλος), ήρθε { $mover }
alu-position-clock = το πεδίο του γύρου είναι <γύρος>:<ενέργειες που μένουν> με ψηφία 0-9 (το πολύ { $digits } το καθένα), ήρθε { $clock }
alu-position-turn-one = η αρίθμηση των γύρων αρχίζει από το 1
alu-position-turn-side = ο γύρος { $turn } ανήκει στον { $side }, όχι στον { $mover }
alu-position-actions = οι ενέργειες που μένουν πρέπει να είναι 1..{ $allot } στον γύρο { $turn }, ήρθε { $actions }
alu-position-stock = ένα απόθεμα γράφεται b,i,f,p (τέσσερις αριθμοί με ψηφία 0-9, το πολύ { $digits } ο καθένας), ήρθε { $stock }
alu-position-early-camps = ο { $side } έχει στρατόπεδα πριν από την πρώτη του ενέργεια (R4.4)
alu-position-not-acted = ο { $side } δεν έχει παίξει ακόμη, άρα το απόθεμά του είναι το αρχικό { $stock } (R3.1)
alu-position-stock-impossible = το απόθεμα { $stock } του { $side } δεν γίνεται: το οικοδομικό υλικό αρχίζει από { $building } και ο σίδηρος από { $iron }, και το μόνο έσοδο είναι η τροφή από λεηλασίες, που η καθεμιά κοστίζει οικοδομικό υλικό (R3)
alu-position-no-camp = ο { $side } δεν έχει στρατόπεδο, άρα το παιχνίδι τελείωσε (R8.1)
alu-position-controls-21 = ο { $side } ελέγχει 21 τετράγωνα, άρα το παιχνίδι τελείωσε (R8.2)
alu-position-reason-winner = η αιτία { $reason } θέλει νικητή (#C ή #S), όχι ισοπαλία
alu-position-reason-camps = αιτία camps: ο { $side } πρέπει να έχει χάσει όλα τα στρατόπεδα (R8.1)
alu-position-reason-21 = αιτία 21: ο { $side } ελέγχει μόνο { $squares } τετράγωνα (R8.2)
alu-position-reason-territory = αιτία territory: έτσι τελειώνει το παιχνίδι μόνο μετά τον τελευταίο γύρο (σημαία L, R7.3)
alu-position-reason-passes = αιτία passes: θέλει τη σημαία P και την επιλογή double_pass_ends (R8.4)
alu-position-winner = τα εδάφη { $circle }-{ $square } δίνουν { $result }, όχι τον νικητή που γράφτηκε (R7.3)
