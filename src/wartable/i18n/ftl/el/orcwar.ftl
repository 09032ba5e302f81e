# Ο πόλεμος των ορκ (OrcWar Tree) – αρχηγοί, στρατοί, μάρκες ορδής, χρυσός, καραβάνια,
# φρούρια, ορυχεία, πολεμικές μηχανές, κατάσκοποι, σαμάνοι, ανακωχή, λεηλασία, ευκινησία,
# ηγεσία. Παίκτες (P1..P6), αρχηγοί (B1..B10), μάρκες και ονόματα περιοχών μένουν κωδικοί.

orcwar-task-swap = ανταλλάξτε μάρκες με χρυσό, ή done
orcwar-task-buy = αγοράστε μάρκα με 2 χρυσά, ξανατραβήξτε (χωρίς αρχηγό), ή done
orcwar-task-pay = διαλέξτε τις μάρκες χρυσού για την πληρωμή
orcwar-task-first = διαλέξτε ποιος κινείται πρώτος
orcwar-task-move = κινήστε στρατούς και μοναχικούς αρχηγούς, παίξτε κατασκόπους, ή done
orcwar-task-tunnel-pick = δεχτείτε την έξοδο του τούνελ ή ξαναρίξτε μία φορά
orcwar-task-allow = αφήστε έναν μοναχικό αρχηγό να περάσει, ή αρνηθείτε
orcwar-task-deploy = παίξτε από το χέρι, ή done
orcwar-task-battles = ληστέψτε ένα καραβάνι, ή done
orcwar-task-battle-parley = προτείνετε ανακωχή σε έναν εχθρό ή πολεμήστε
orcwar-task-battle-shelter = προστατέψτε μονάδες στο φρούριο, μετά done
orcwar-task-battle-target = στρέψτε κάθε χτύπημα σε έναν στρατό
orcwar-task-battle-assign = διαλέξτε ποια μονάδα δέχεται τα χτυπήματα
orcwar-task-battle-retreat = δοκιμάστε να υποχωρήσετε, ή μείνετε
orcwar-task-answer-parley = δεχτείτε ή αρνηθείτε την ανακωχή
orcwar-task-fate = ο αρχηγός σας έπεσε: δοκιμάστε να δραπετεύσει, ή να πεθάνει ηρωικά
orcwar-task-retreat-to = διαλέξτε πού θα υποχωρήσετε
orcwar-task-plunder = λεηλατήστε με αρχηγό στο εξωτερικό, ή done
orcwar-task-sell = πουλήστε στρατιώτες στους δουλέμπορους, μετά done
orcwar-task-trim = πετάξτε μια μάρκα (πάνω από 10 στο χέρι)
orcwar-task-lose = διαλέξτε τον στρατιώτη που χάνεται στην κατάρρευση
orcwar-task-trade = κάντε προσφορά, εκτελέστε αιχμάλωτο, ή done
orcwar-task-build = προσθέστε απαιτήσεις στην προσφορά σας, μετά send
orcwar-task-answer = δεχτείτε ή απορρίψτε την προσφορά
orcwar-task-handover = παραδώστε τις μάρκες που υποσχεθήκατε
orcwar-task-other = { $task }
orcwar-phase-setup = προετοιμασία
orcwar-phase-caravans = καραβάνια
orcwar-phase-reinforcement = ενισχύσεις
orcwar-phase-movement = κίνηση
orcwar-phase-deployment = ανάπτυξη
orcwar-phase-battle = μάχη
orcwar-phase-plunder = λεηλασία
orcwar-phase-trade = εμπόριο
orcwar-phase-victory = νίκη
orcwar-phase-task = φάση «{ $phase }»: { $player } – { $task }
orcwar-phase-chance = φάση «{ $phase }»: αποφασίζει η τύχη
orcwar-end-victory = ο στόχος της νίκης επιτεύχθηκε
orcwar-end-no-boss = κανένας παίκτης δεν έχει πια αρχηγό
orcwar-end-round-limit = συμπληρώθηκε το όριο των { $round } γύρων (τα περισσότερα εδάφη των ορκ)
orcwar-end-other = { $reason }
orcwar-move-redraw-shows = redraw (ο { $player } δείχνει { $hand } | { $gold })
orcwar-told = { $move }: { $what }
orcwar-side-caravan = οι φρουροί του καραβανιού
orcwar-side-trap = οι αμυνόμενοι της παγίδας
orcwar-side-adventurers = οι τυχοδιώκτες
orcwar-side-defenders = οι αμυνόμενοι
orcwar-die-hit = χτύπημα
orcwar-die-one = άσος
orcwar-die-miss = αστοχία
orcwar-die = { $side }, ζάρι { $nth } από { $dice }: { $result }
orcwar-die-last = { $side }, ζάρι { $nth } από { $dice }: { $result }· συνολικά { $hits ->
        [one] { $hits } χτύπημα
       *[other] { $hits } χτυπήματα
    }
orcwar-die-last-retreat = { $side }, ζάρι { $nth } από { $dice }: { $result }· συνολικά { $hits ->
        [one] { $hits } χτύπημα
       *[other] { $hits } χτυπήματα
    }, και περισσότεροι άσοι ({ $ones }) από χτυπήματα: ο { $player } πρέπει να υποχωρήσει (R8.4)
orcwar-finish-dies = ο τραυματισμένος { $kind } του { $boss } (αποτελειώνεται με { $need }+) πεθαίνει
orcwar-finish-survives = ο τραυματισμένος { $kind } του { $boss } (αποτελειώνεται με { $need }+) επιζεί
orcwar-test-agility = ευκινησία
orcwar-test-leadership = ηγεσία
orcwar-test-passes = πετυχαίνει
orcwar-test-fails = αποτυγχάνει
orcwar-test-reroll = η δοκιμασία του { $boss } ({ $kind }, { $rating } ή λιγότερο) αποτυγχάνει· ο σαμάνος του τον αφήνει να ξαναρίξει
orcwar-test = η δοκιμασία του { $boss } ({ $kind }, { $rating } ή λιγότερο) { $verdict }
orcwar-test-then = η δοκιμασία του { $boss } ({ $kind }, { $rating } ή λιγότερο) { $verdict }: { $then }
orcwar-then-pass-ok = ο { $boss } γλιστρά και περνά
orcwar-then-pass-bad = ο { $boss } σταματά εδώ και θα δεχτεί επίθεση
orcwar-then-assassin-ok = ο { $boss } ξεφεύγει από τον κατάσκοπο
orcwar-then-assassin-bad = ο κατάσκοπος σκοτώνει τον { $boss }
orcwar-then-truce-ok = η ανακωχή κρατά από την πλευρά του { $boss }
orcwar-then-truce-bad = η ανακωχή σπάει: πάλι πόλεμος
orcwar-then-parley-ok = ο { $player } μπορεί να δεχτεί ανακωχή ή να την αρνηθεί
orcwar-then-parley-bad = καμία ανακωχή: η μάχη συνεχίζεται
orcwar-then-parley2-ok = η ανακωχή συνάπτεται
orcwar-then-parley2-bad = καμία ανακωχή: η μάχη συνεχίζεται
orcwar-then-retreat-ok = ο { $player } υποχωρεί
orcwar-then-retreat-bad = ο { $player } πρέπει να πολεμήσει έναν γύρο ακόμη
orcwar-then-escape-ok = ο { $boss } δραπετεύει στο χέρι του { $owner }
orcwar-then-escape-bad = ο { $boss } αιχμαλωτίζεται: { $captor }
orcwar-nobody = κανείς
orcwar-area = περιοχή { $area } ({ $name })
orcwar-tunnel = το τούνελ του { $boss } οδηγεί σε: { $area }
orcwar-tunnel-second = το τούνελ του { $boss } οδηγεί σε: { $area } (το δεύτερο αποτέλεσμα, που πρέπει να γίνει δεκτό)
orcwar-tunnel-lost = οι στρατοί του { $player } βγαίνουν σε: { $area } ανάμεσα σε εχθρούς και χάνονται
orcwar-tunnel-out = οι στρατοί του { $player } βγαίνουν σε: { $area }
orcwar-rolloff = ο { $player } κερδίζει τη ρίψη και διαλέγει ποιος κινείται πρώτος
orcwar-setup-area = ο πρώτος αρχηγός του { $player }, ο { $boss }, ξεκινά σε: { $area }
orcwar-steal = ο κατάσκοπος του { $player } κλέβει μια μάρκα από τον { $victim } (4+)
orcwar-steal-fails = ο κατάσκοπος του { $player } αποτυγχάνει να κλέψει (χρειάζεται 4+)
orcwar-caravan-route = ένα νέο καραβάνι παίρνει τη διαδρομή { $route }
orcwar-caravan-trap = Παγίδα! το φορτίο του καραβανιού { $caravan } χάθηκε, { $guards } φρουροί παραμονεύουν
orcwar-caravan-rumour = Ψεύτικη φήμη: το καραβάνι { $caravan } δεν υπήρξε ποτέ
orcwar-caravan-treasure = Θησαυρός: το καραβάνι { $caravan } φορτώνει 2 χρυσά ακόμη
orcwar-nothing-happens = δεν συμβαίνει τίποτα
orcwar-plunder-trap = Παγίδα! αμυνόμενοι επιτίθενται στον { $boss }
orcwar-plunder-adventurers = Τυχοδιώκτες επιτίθενται στον { $boss }
orcwar-plunder-slavers = Δουλέμποροι: ο { $boss } μπορεί να πουλήσει στρατιώτες για χρυσό
orcwar-plunder-village = ένα πλούσιο χωριό: ο { $boss } λεηλατεί κι άλλο
orcwar-plunder-recruits = Νεοσύλλεκτοι μπαίνουν στον στρατό του { $boss }
orcwar-adventurers = { $count ->
        [one] { $count } τυχοδιώκτης
       *[other] { $count } τυχοδιώκτες
    }
orcwar-adventurer-strength = κάθε τυχοδιώκτης έχει δύναμη { $strength }· επιτίθενται στον { $boss }
orcwar-mine-gold-value = ο χρυσός χάνει την αξία του: κάθε παίκτης πετά τον μισό χρυσό του
orcwar-mine-cave-in = κατάρρευση: το ορυχείο σε { $area } καταρρέει
orcwar-mine-vein = φλέβα: ο { $player } τραβά 3 χρυσά
orcwar-cave-in-loss = ο { $player } χάνει έναν στρατιώτη στην κατάρρευση
orcwar-cave-in-none = κανείς δεν θάβεται
orcwar-draw-caravan = ένα καραβάνι μπαίνει στο παιχνίδι
orcwar-draw-event = ένα γεγονός
orcwar-draw-loot = στη λεία του { $boss }
orcwar-draw-cargo-event = ένα γεγονός για το καραβάνι
orcwar-draw-cargo = φορτώνεται στο καραβάνι { $caravan }
orcwar-recruit-joins = μπαίνει στον στρατό του { $boss }
orcwar-recruit-none = δεν είναι στρατιώτης: δεν μπαίνει κανείς
orcwar-draw-mine-event = ένα γεγονός στο ορυχείο
orcwar-error-too-long = κίνηση { $move }: μεγαλύτερη από { $limit } χαρακτήρες
orcwar-error-no-boss = κίνηση { $move }: ο { $token } δεν είναι αρχηγός (οι αρχηγοί είναι B1-B{ $bosses })
orcwar-error-notation = κίνηση { $move }: δεν είναι γραφή του OrcWar: μια κίνηση αρχίζει με αρχηγό (B3-7, B3@4, B3+orc ...) ή με λέξη όπως done, buy, pay, fight, parley P2 (το 'help' τις απαριθμεί)
orcwar-illegal-over = το παιχνίδι έχει τελειώσει
orcwar-illegal-chance = τώρα αποφασίζει η τύχη (ζάρι ή τράβηγμα), όχι κάποιος παίκτης
orcwar-illegal-now = δεν επιτρέπεται τώρα: { $player } – { $task } (φάση «{ $phase }»)
orcwar-illegal-because = { $why }· { $rest }
orcwar-illegal-like = { $rest }· παρόμοιες νόμιμες κινήσεις: { $moves }
orcwar-illegal-legal-now = { $rest }· νόμιμες τώρα: { $moves }
orcwar-illegal-no-player = ο { $token } δεν είναι παίκτης: οι παίκτες είναι P1-P{ $players } (π.χ. { $example })
orcwar-illegal-no-such-player = δεν υπάρχει παίκτης { $token } σε παιχνίδι { $players } παικτών (P1-P{ $players })
orcwar-illegal-no-boss = ο { $token } δεν είναι αρχηγός (οι αρχηγοί είναι B1-B{ $bosses })
orcwar-illegal-not-in-hand = ο { $boss } δεν είναι στο χέρι σας
orcwar-illegal-not-on-map = ο { $boss } δεν είναι στον χάρτη
orcwar-illegal-not-yours = ο { $boss } ανήκει στον { $owner }, όχι σε εσάς
orcwar-illegal-moved = ο { $boss } έχει ήδη κινηθεί σε αυτόν τον γύρο
orcwar-illegal-areas = οι περιοχές αριθμούνται 1-{ $areas }
orcwar-illegal-one-area = ο { $boss } οδηγεί στρατιώτες: ένας στρατός κινείται μία περιοχή (R6.3)
orcwar-illegal-not-next = η περιοχή { $area } δεν γειτονεύει με την περιοχή { $here } (γείτονές της: { $near })
orcwar-illegal-tunnel-troops = ο { $boss } δεν έχει στρατιώτες: μόνο ένας στρατός πηγαίνει κάτω από τη γη (R6.5)
orcwar-illegal-tunnel-land = ένας στρατός πηγαίνει κάτω από τη γη από έδαφος των ορκ που ελέγχετε, με φρούριο ή ορυχείο
orcwar-chip-gob = γκόμπλιν
orcwar-chip-orc = ορκ
orcwar-chip-hob = χόμπγκόμπλιν
orcwar-chip-gnl = γκνολ
orcwar-chip-bug = αρκουδογκόμπλιν
orcwar-chip-ogr = δράκος
orcwar-chip-trl = τρολ
orcwar-chip-sha = σαμάνος
orcwar-chip-spy = κατάσκοπος
orcwar-chip-boss = αρχηγός { $boss }
orcwar-chip-fortress = φρούριο { $value }
orcwar-chip-machine = πολεμική μηχανή { $value }
orcwar-chip-mine = ορυχείο
orcwar-chip-gold = { $value } χρυσός
orcwar-chip-prisoner = αιχμάλωτος { $boss }
orcwar-ui-round = Γύρος { $round }
orcwar-ui-acts = παίζει ο { $player }
orcwar-ui-hand = Το χέρι σας
orcwar-ui-hand-empty = καμία μάρκα ορδής
orcwar-ui-gold = Ο χρυσός σας: { $total }
orcwar-ui-player = { $player }: μάρκες ορδής { $chips } · μάρκες χρυσού { $gold } · χώρες ορκ { $lands }
orcwar-ui-known = ξέρετε ότι ο { $player } έχει τουλάχιστον: { $chips }
orcwar-ui-spied = ο κατάσκοπός σας είδε το χέρι του { $player }: { $chips }
orcwar-ui-truce = ανακωχή μεταξύ { $a } και { $b } στην περιοχή { $area }
orcwar-ui-armies = Στρατοί
orcwar-ui-army = { $boss } ({ $player }) στην περιοχή { $area }: δύναμη { $strength }· { $troops }
orcwar-ui-lone = μόνος αρχηγός
orcwar-ui-hint-hand = Πατήστε μια μάρκα του χεριού σας, μετά τον στρατό ή την περιοχή όπου πηγαίνει.
orcwar-ui-hint-move = Πατήστε έναν στρατό, μετά την περιοχή όπου πηγαίνει.
orcwar-ui-hint-battle = Οι επιλογές σας είναι στον πίνακα της μάχης κάτω από τον χάρτη.
orcwar-ui-hint-trade = Οι επιλογές σας είναι στον πίνακα του εμπορίου κάτω από τον χάρτη.
orcwar-ui-trade = Εμπόριο
orcwar-ui-trade-partner = Προτείνετε εμπόριο στον:
orcwar-ui-trade-offer = Ο { $from } προτείνει στον { $to }
orcwar-ui-trade-gives = λέει ότι δίνει
orcwar-ui-trade-asks = ζητά
orcwar-ui-trade-lies = οι δηλώσεις μπορεί να είναι ψέματα: μετρούν μόνο οι μάρκες που παραδίδονται (R10.4)
orcwar-ui-trade-add-give = Προσθέστε σε όσα δίνετε:
orcwar-ui-trade-add-ask = Προσθέστε σε όσα ζητάτε:
orcwar-ui-trade-hand = Παραδώστε τις μάρκες σας μία μία:
orcwar-ui-nothing = τίποτα
orcwar-ui-battle = Μάχη στην περιοχή { $area }
orcwar-ui-battle-round = γύρος { $round }
orcwar-ui-battle-dice = ζάρια: { $dice }
orcwar-ui-battle-hits = χτυπήματα: { $hits }
orcwar-ui-battle-ones = άσοι: { $ones }
orcwar-ui-battle-take = { $boss }: χτυπήματα να δεχτεί { $hits }. Πατήστε τη μονάδα που τα δέχεται.
orcwar-ui-battle-aim = Στρέψτε το χτύπημα σε:
orcwar-ui-battle-shelter = Προστατέψτε μονάδες στο φρούριο:
orcwar-ui-defenders = αμυνόμενοι
orcwar-do-done = Τέλος
orcwar-do-buy = Αγορά μάρκας (2 χρυσά)
orcwar-do-redraw = Νέο χέρι
orcwar-do-pay = Πληρωμή { $gold }
orcwar-do-first = Ο { $player } κινείται πρώτος
orcwar-do-allow = Αφήστε τον αρχηγό να περάσει
orcwar-do-refuse = Άρνηση
orcwar-do-accept = Αποδοχή
orcwar-do-decline = Απόρριψη
orcwar-do-reroll = Ξαναρίξτε
orcwar-do-send = Αποστολή προσφοράς
orcwar-do-cancel = Απόσυρση προσφοράς
orcwar-do-fight = Μάχη
orcwar-do-retreat = Δοκιμάστε να υποχωρήσετε
orcwar-do-stay = Μείνετε και πολεμήστε
orcwar-do-escape = Δοκιμάστε να δραπετεύσετε
orcwar-do-die = Ηρωικός θάνατος
orcwar-do-to-tunnel = Υποχώρηση στις σήραγγες
orcwar-do-rob = Ληστεία του καραβανιού { $caravan }
orcwar-do-parley = Προτείνετε ανακωχή στον { $player }
orcwar-do-hit = { $boss }
orcwar-do-take-fort = Το φρούριο
orcwar-do-shelter = { $boss }: { $chip }
orcwar-do-offer = { $player }
orcwar-do-execute = Εκτέλεση του αιχμαλώτου { $boss }
orcwar-do-sell = Πώληση: { $chip }
orcwar-do-lose = Απώλεια: { $chip }
orcwar-do-discard = Απόρριψη: { $chip }
orcwar-do-swap = Ανταλλαγή { $chip } με 1 χρυσό
orcwar-do-plunder = Λεηλασία με τον { $boss }
orcwar-do-spy-look = Κατασκοπεύστε το χέρι του { $player }
orcwar-do-spy-steal = Ο κατάσκοπος κλέβει από τον { $player }
orcwar-do-spy-kill = Ο κατάσκοπος επιχειρεί να σκοτώσει τον { $boss } ({ $player })
orcwar-do-tunnel = Ο { $boss } πάει κάτω από τη γη
orcwar-do-take-machine = Ο { $boss } παίρνει: { $chip }
orcwar-do-move = { $boss } προς { $area }
orcwar-do-deploy = { $boss } στην περιοχή { $area }
orcwar-do-join = { $chip } μπαίνει στον στρατό του { $boss }
orcwar-do-build = Ο { $boss } χτίζει: { $chip }

# the terminal picture of a view and the notation help
orcwar-pic-title = Ο πόλεμος των ορκ — γύρος { $round }, φάση «{ $phase }»
orcwar-pic-over = Τέλος παιχνιδιού: { $winners } ({ $reason })
orcwar-pic-strength = δύναμη { $strength }
orcwar-pic-loot = λάφυρα { $loot }
orcwar-pic-caravan = καραβάνι { $caravan } { $route } φρουροί { $guards } φορτίο { $cargo }
orcwar-pic-areas = Περιοχές (ctl = ποιος ελέγχει, F φρούριο, M ορυχείο):
orcwar-pic-left-machines = αφημένες { $machines }
orcwar-pic-orc = των ορκ
orcwar-pic-foreign = ξένη
orcwar-pic-area = { $kind }· γείτονες { $adj }
orcwar-pic-players = Παίκτες:
orcwar-pic-player = { $horde ->
        [one] { $horde } μάρκα ορδής
       *[other] { $horde } μάρκες ορδής
    }, { $gold ->
        [one] { $gold } μάρκα χρυσού
       *[other] { $gold } μάρκες χρυσού
    }, { $lands ->
        [one] { $lands } γη των ορκ
       *[other] { $lands } γαίες των ορκ
    }
orcwar-pic-prisoners = αιχμάλωτοι { $bosses }
orcwar-pic-truce = { $first }-{ $second } στο { $area }
orcwar-pic-truces = Ανακωχές: { $truces }
orcwar-pic-npc = αμυνόμενοι { $defenders }
orcwar-pic-fortress-held = το φρούριο κρατά ο { $player }
orcwar-pic-battle = Μάχη στην περιοχή { $area }: στάδιο { $stage }, γύρος { $round }
orcwar-pic-stage-parley = διαπραγμάτευση
orcwar-pic-stage-shelter = καταφύγιο
orcwar-pic-stage-roll = ρίψη
orcwar-pic-stage-target = στόχοι
orcwar-pic-stage-assign = κατανομή χτυπημάτων
orcwar-pic-stage-retreat = υποχώρηση
orcwar-pic-stage-end = τέλος
orcwar-pic-defenders = αμυνόμενοι
orcwar-pic-rolled = { $who }: { $dice } ζάρια, έφερε 5={ $fives } 6={ $sixes } 1={ $ones }
orcwar-pic-hits-waiting = χτυπήματα σε αναμονή για { $who }: { $hits }
orcwar-pic-must-take = ο { $boss } πρέπει να δεχτεί { $hits ->
        [one] { $hits } χτύπημα
       *[other] { $hits } χτυπήματα
    }
orcwar-pic-fives = (από αυτά { $fives } πεντάρια που δεν πλήττουν μονάδες στο καταφύγιο)
orcwar-pic-sheltered = στο καταφύγιο: { $units }
orcwar-pic-offer = Προσφορά { $start } -> { $to }: δίνει { $gives }· ζητά { $asks } (οι δηλώσεις μπορεί να είναι ψέματα)
orcwar-pic-hand = Το χέρι σας ({ $player }): { $hand } | χρυσός: { $gold }
orcwar-pic-spied = κατασκοπεύτηκε ο { $player }: { $chips }
orcwar-pic-known = ξέρετε ότι ο { $player } έχει τουλάχιστον: { $chips }
orcwar-pic-to-act = { $player } πρέπει να: { $task }
orcwar-help-moves = Κινήσεις: done, buy, pay 1+1, redraw, first P1, B3-7 (στρατός στην περιοχή 7), B3-7-8 (μόνος αρχηγός, δύο περιοχές), B3 tunnel, accept, reroll, allow, refuse, spy P2 look|steal, spy P2 kill B5, B3@4 (ανάπτυξη αρχηγού), B3+orc (μια μάρκα ενώνεται με τον B3), B3 fort 2, B3 mach 3, B3 mine, B3 take W3, rob N (καραβάνι N), parley P2, fight, hit B5, hit npc, take orc, take fort, shelter B3 orc, escape, die, retreat, stay, to N, to tunnel, plunder B3, sell K, discard K, lose K, offer P2, give K, ask g2, send, cancel, accept, decline, hand K, execute B5. Οι παίκτες είναι { $seats } (ο P1 είναι η πρώτη θέση)· αρχηγοί B1-B10· μάρκες: gob orc trl ogr bug (στρατεύματα), sha spy F1-F3 W1-W3 mine, χρυσός g1 g2 g3.
orcwar-help-map = Χάρτης (γαίες των ορκ 1-10, ξένες γαίες 11-20· περιοχή: γείτονες):

## Κείμενο θέσης που δεν είναι θέση (BadPosition, R12). Οι λέξεις της μορφής της θέσης (είδη
## γραμμών, κλειδιά, είδη εργασιών, «army owner») μένουν όπως γράφονται στο κείμενο.
orcwar-pos-text = θέση του πολέμου των ορκ { $text }: { $why }
orcwar-pos-line = θέση του πολέμου των ορκ, γραμμή { $line }: { $why }
orcwar-pos-whole = θέση του πολέμου των ορκ στο σύνολό της: { $why }
orcwar-pos-not-text = αναμενόταν κείμενο, δόθηκε { $kind }
orcwar-pos-too-long = μεγαλύτερη από { $limit } χαρακτήρες
orcwar-pos-empty = κενή
orcwar-pos-too-many-lines = περισσότερες από { $limit } γραμμές
orcwar-pos-number = { $what } { $value }: αναμενόταν ακέραιος αριθμός { $lo }-{ $hi }
orcwar-pos-range = { $what } { $value }: πρέπει να είναι { $lo }-{ $hi }
orcwar-pos-chip = { $what }: το { $chip } δεν είναι μάρκα που μπορεί να βρίσκεται εδώ
orcwar-pos-count-of = { $what }: πλήθος { $code }
orcwar-pos-constant = το { $name } δεν είναι αριθμός εδώ
orcwar-pos-float = { $value }: επιτρέπονται μόνο ακέραιοι αριθμοί
orcwar-pos-deep = { $what }: εμφωλευμένο βαθύτερα από { $depth } επίπεδα
orcwar-pos-json = { $what }: δεν είναι JSON (στον χαρακτήρα { $at })
orcwar-pos-json-limit = { $what }: δεν είναι JSON (αριθμός πολύ μεγάλος για να διαβαστεί)
orcwar-pos-list = { $what } { $value }: αναμενόταν λίστα αριθμών
orcwar-pos-numbers = { $what } { $value }: { $length ->
        [one] αναμενόταν { $length } αριθμός
       *[other] αναμένονταν { $length } αριθμοί
    }
orcwar-pos-second-line = δεύτερη γραμμή { $key }
orcwar-pos-no-round = λείπει η γραμμή «round»
orcwar-pos-header = η πρώτη γραμμή πρέπει να είναι { $form }
orcwar-pos-players = η θέση είναι για { $n ->
        [one] { $n } παίκτη
       *[other] { $n } παίκτες
    }, το παιχνίδι έχει { $players }
orcwar-pos-unknown-line = άγνωστη γραμμή (γραμμές: { $lines })
orcwar-pos-round-line = αναμενόταν { $form } με P μία από τις φάσεις { $phases }
orcwar-pos-second = δεύτερη γραμμή για το { $what }
orcwar-pos-form = αναμενόταν { $form }
orcwar-pos-fort = fort={ $value }: οι τιμές των φρουρίων είναι { $values }
orcwar-pos-area-field = πεδίο περιοχής { $field } (πεδία: { $fields })
orcwar-pos-not-orc-land = η περιοχή { $area } δεν είναι γη των ορκ: κανείς δεν την ελέγχει ούτε χτίζει εκεί (R1.1)
orcwar-pos-not-machine = { $what }: το { $code } δεν είναι πολεμική μηχανή ({ $machines })
orcwar-pos-army-area = περιοχή στρατού { $value }: αναμενόταν @N
orcwar-pos-too-many-troops = περισσότερα στρατεύματα απ’ όσα έχει η ορδή
orcwar-pos-too-many-machines = περισσότερες πολεμικές μηχανές απ’ όσες έχει η ορδή
orcwar-pos-not-troop = στρατεύματα του στρατού: το { $chip } δεν είναι στράτευμα (R1.2)
orcwar-pos-fields = πεδίο { $what } { $field }: αναμένονταν τα { $keys }, το καθένα μία φορά
orcwar-pos-not-boss = { $what }: ο { $value } δεν είναι αρχηγός (B1-B{ $bosses })
orcwar-pos-second-caravan = δεύτερο καραβάνι { $caravan }
orcwar-pos-route = διαδρομή καραβανιού { $route }: οι διαδρομές είναι { $routes }
orcwar-pos-object = { $what }: αναμενόταν αντικείμενο JSON
orcwar-pos-unknown-key = { $what }: άγνωστο κλειδί { $key }
orcwar-pos-missing-key = { $what }: λείπει το κλειδί { $key }
orcwar-pos-per-seat = { $what }: αναμενόταν μία λίστα ανά θέση παίκτη ({ $seats })
orcwar-pos-every-seat = { $what } { $value }: αναμενόταν κάθε θέση παίκτη μία φορά
orcwar-pos-seat-twice = { $what }: μια θέση παίκτη αναφέρεται δύο φορές
orcwar-pos-side-twice = { $what }: μια πλευρά αναφέρεται δύο φορές
orcwar-pos-bosses = { $what } { $value }: αναμένονταν διαφορετικοί αρχηγοί με τη σειρά
orcwar-pos-truces = { $what }: αναμενόταν λίστα [θέση, θέση, περιοχή]
orcwar-pos-truce = { $what } { $value }: αναμενόταν [θέση, μεγαλύτερη θέση, περιοχή]
orcwar-pos-truce-twice = { $what }: μια ανακωχή αναφέρεται δύο φορές
orcwar-pos-intel-list = meta intel: αναμενόταν λίστα [θέση, θέση, χέρι, χρυσός]
orcwar-pos-intel-entry = meta intel { $value }: αναμενόταν [θέση, θέση, χέρι, χρυσός]
orcwar-pos-intel-pair = meta intel { $value }: μία ματιά ανά ζεύγος διαφορετικών θέσεων
orcwar-pos-intel-chips = meta intel { $value }: περισσότερες μάρκες απ’ όσες έχει το παιχνίδι
orcwar-pos-offer-form = meta offer { $value }: αναμενόταν null ή [θέση, θέση, δίνει, ζητά]
orcwar-pos-offer-self = meta offer: μια θέση δεν μπορεί να ανταλλάξει με τον εαυτό της
orcwar-pos-offer-order = meta offer { $value }: τα αντικείμενα ζητούνται με τη σειρά των αντικειμένων (R10)
orcwar-pos-result-form = meta result { $value }: αναμενόταν null ή [νικητές, αιτία]
orcwar-pos-result-winners = meta result { $value }: οι νικητές είναι διαφορετικές θέσεις με τη σειρά
orcwar-pos-known-list = meta known: αναμενόταν λίστα [θέση, θέση, πλήθη]
orcwar-pos-known-entry = meta known { $value }: αναμενόταν [θέση, θέση, πλήθη]
orcwar-pos-known-pair = meta known { $value }: μία εγγραφή ανά ζεύγος διαφορετικών θέσεων
orcwar-pos-battle-keys = battle: αναμενόταν null ή αντικείμενο με τα κλειδιά { $keys }
orcwar-pos-list-expected = { $what }: αναμενόταν λίστα
orcwar-pos-battle-ctx = battle ctx { $value }: αναμενόταν ["pvp"], ["car", αριθμός], ["trap", αρχηγός] ή ["adv", αρχηγός]
orcwar-pos-battle-side = battle defender/foe: μια θέση ή -9 (κανείς)
orcwar-pos-battle-pvp = battle: μια μάχη μεταξύ παικτών δεν έχει εχθρό ούτε μονάδες χωρίς παίκτη
orcwar-pos-battle-npc = battle: οι μονάδες χωρίς παίκτη πολεμούν έναν εχθρό, μια θέση (R8)
orcwar-pos-battle-pairs = { $what }: αναμένονταν ζεύγη [θέση, μεγαλύτερη θέση]
orcwar-pos-battle-stage = στάδιο μάχης { $value }: αναμενόταν ένα από τα { $stages }
orcwar-pos-battle-marked = battle marked: αναμένονταν ζεύγη [αρχηγός, είδος στρατεύματος]
orcwar-pos-battle-pend = battle pend: αναμενόταν [αρχηγός ή -1, πλήγματα, πλήγματα, σκοπευτής]
orcwar-pos-battle-pend-order = battle pend: μία εγγραφή ανά στόχο, με τη σειρά
orcwar-pos-battle-asg = battle asg: αναμενόταν null ή [αρχηγός, πλήγματα, πλήγματα, σκοπευτής, 0|1]
orcwar-pos-battle-lmach = battle lmach: τιμές πολεμικών μηχανών, η μεγαλύτερη πρώτη
orcwar-pos-battle-dice = battle: ένα πλήθος ζαριών και μία ρίψη ανά ρίπτη
orcwar-pos-battle-rolls = battle rolls: περισσότερα αποτελέσματα από ζάρια
orcwar-pos-battle-roller = battle: αυτός που ρίχνει τώρα πρέπει να είναι ένας από τους ρίπτες, με το πολύ τα δικά του ζάρια απομένοντα
orcwar-pos-battle-nobody = battle: κανείς δεν ρίχνει, άρα δεν απομένουν ζάρια
orcwar-pos-battle-dice-left = battle: περισσότερα ζάρια ριγμένα και απομένοντα απ’ όσα έχει ο ρίπτης
orcwar-pos-battle-rolled = battle: ένας ρίπτης μετά από αυτόν που ρίχνει τώρα έχει ήδη ρίξει (R8.3)
orcwar-pos-battle-hits = battle: ένα πλήθος πληγμάτων ανά ρίπτη
orcwar-pos-battle-hits-rolled = battle hits: περισσότερα πλήγματα από τα πεντάρια και τα εξάρια που ήρθαν
orcwar-pos-tasks-many = περισσότερες από { $limit } εκκρεμείς εργασίες
orcwar-pos-task-list = task: αναμενόταν λίστα JSON [είδος, ...]
orcwar-pos-task-unknown = άγνωστη εργασία { $task }
orcwar-pos-task-values = εργασία { $task }: { $count ->
        [one] αναμενόταν { $count } τιμή
       *[other] αναμένονταν { $count } τιμές
    } μετά το είδος
orcwar-pos-task-two-seats = εργασία { $task }: δύο διαφορετικές θέσεις
orcwar-pos-task-seats = εργασία { $task }: διαφορετικές θέσεις
orcwar-pos-task-seats-two = εργασία { $task }: διαφορετικές θέσεις, τουλάχιστον δύο
orcwar-pos-task-caravan-twice = εργασία { $task }: ένα καραβάνι αναφέρεται δύο φορές
orcwar-pos-task-test = εργασία test: αναμενόταν ["test", αρχηγός, 0|1, σκοπός, περιεχόμενο, 0|1]
orcwar-pos-test-purpose = εργασία test: σκοπός { $value }: ένας από τους { $purposes }
orcwar-pos-task-gdraw = εργασία gdraw: αναμενόταν ["gdraw", στόχος, πλήθος, "loot"|"hand"|"cargo"]
orcwar-pos-round-zero = ο γύρος 0 είναι η προετοιμασία, και η προετοιμασία είναι ο γύρος 0 (R2, R3)
orcwar-pos-round-limit = ο γύρος { $round } είναι πέρα από το όριο γύρων { $limit } (R3.2)
orcwar-pos-no-task = καμία εκκρεμής εργασία και κανένα αποτέλεσμα
orcwar-pos-next-cid = meta next_cid { $next }: το καραβάνι { $caravan } υπάρχει ήδη
orcwar-pos-army-no-area = ο στρατός { $boss } δεν έχει περιοχή (@0 μόνο όσο κληρώνεται η αρχική του περιοχή)
orcwar-pos-army-placed = ο στρατός { $boss } έχει ήδη τοποθετηθεί, αλλά η αρχική του περιοχή μένει να κληρωθεί
orcwar-pos-task-no-army = εργασία { $task }: ο { $boss } δεν έχει στρατό
orcwar-pos-bt = μια μάχη σε εξέλιξη (γραμμή battle) και η μία εργασία της «bt» πάνε μαζί
orcwar-pos-offer-task = μια προσφορά (meta offer) και η εργασία της «build»/«answer» πάνε μαζί (R10)
orcwar-pos-offer-last = μια προσφορά γίνεται και απαντιέται αμέσως: μία εργασία «build»/«answer», η τελευταία
orcwar-pos-offer-seat = εργασία { $task }: η θέση { $seat } δεν είναι αυτή που περιμένει η προσφορά
orcwar-pos-known-more = meta known: η θέση { $seat } γνωρίζει για μάρκες που ο παίκτης { $player } δεν έχει (D18)
orcwar-pos-setup-bosses = στην προετοιμασία τραβιούνται περισσότεροι αρχηγοί απ’ όσους έχει το κύπελλο (R2.1)
orcwar-pos-task-no-bt = η εργασία { $task } ανήκει σε μάχη, αλλά καμία εργασία «bt» δεν προηγείται
orcwar-pos-task-after-bt = η εργασία { $task } έρχεται μετά την εργασία «bt» της μάχης σε εξέλιξη: μόνο οι εργασίες της ίδιας της μάχης μπορούν (R8)
orcwar-pos-task-one-at-a-time = εργασία { $task }: μια μάχη αποφασίζει ένα πράγμα τη φορά· μόνο οι μοίρες μιας εξοντωμένης πλευράς περιμένουν κάτω από άλλη εργασία (R8.8)
orcwar-pos-task-last = η εργασία { $task } αποφασίζεται αμέσως: πρέπει να είναι η τελευταία εργασία
orcwar-pos-task-allow = εργασία allow: στρατός άλλου παίκτη πρέπει να στέκεται εκεί όπου περνά ο { $boss }, δίπλα στην περιοχή { $area } (R6.4)
orcwar-pos-test-army = εργασία test { $test }: ο { $boss } πρέπει να είναι στρατός του παίκτη { $player } στην περιοχή της μάχης { $area }
orcwar-pos-task-no-army-in = εργασία { $task }: ο παίκτης { $player } δεν έχει στρατό στην περιοχή { $area }
orcwar-pos-offer-claims = meta offer: ο παίκτης { $player } δεν έχει όσα δηλώνει (R10)
orcwar-pos-supply = { $count } μάρκες «{ $chip }» στο παιχνίδι: το παιχνίδι έχει μόνο { $top } (R1.2)
orcwar-pos-run-nothing = εργασία { $task }: τίποτα για τράβηγμα ή ρίψη
orcwar-pos-run-seat = εργασία { $task }: η θέση { $seat } δεν είναι στο παιχνίδι
orcwar-pos-run-stuck = εργασία { $task }: κανείς δεν μπορεί να κάνει τίποτα, κι όμως το παιχνίδι συνεχίζεται
orcwar-pos-run-error = η εκκρεμής εργασία { $task } δεν μπορεί να παιχτεί από αυτή τη θέση ({ $error })
