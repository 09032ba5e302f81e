# The terminal's own words (wartable play): prompts, help, what it says when a game stops.

cli-your-record = Sinu mängu salvestis: { $path }
cli-host-record = Hosti salvestis (täielik, jätkamiseks): { $path }
cli-seats = { $title }: { $seats }.
cli-seat-you = { $seat }, sina
cli-seat-agent = { $seat }, { $agent }
cli-type-a-move = Kirjuta käik, ? lubatud käikude jaoks, help käskude jaoks.
cli-thinking = { $seat } mõtleb ({ $agent })
cli-game-over = Mäng läbi: { $reason }.
cli-score = { $seat }: { $score } - { $result }
cli-result-win = võit
cli-result-loss = kaotus
cli-result-draw = viik
cli-records-saved = Salvestised: { $path } (sinu), { $host } (hosti).
cli-refused = Tagasi lükatud:
cli-pass-keyboard = Anna klaviatuur mängijale { $seat } ja vajuta Enter.
cli-chance = juhus
cli-last-move = Viimane käik: { $number }.
cli-chance-after = juhus: { $moves }
cli-game-stopped = Mäng peatati: { $how }.
cli-game-left = Mängust lahkuti.
cli-nobody-moved = { $first } Keegi polnud käinud: faili ei kirjutatud.
cli-saved-resume = { $first } Salvestatud; jätka käsuga:
cli-stop-end-of-input = sisendi lõpp
cli-stop-interrupted = katkestatud (Ctrl-C)
cli-stop-terminated = lõpetatud (SIGTERM)
cli-stop-hung-up = terminal katkestas ühenduse (SIGHUP)
cli-not-utf8 = rida pole UTF-8 tekst
cli-too-long = { $length } märki; käik või käsk on kõige rohkem { $limit }
cli-did-you-mean = (kas mõtlesid käsku { $command }?)
cli-undo-nothing-after = undo { $text }: undo järele ei käi midagi
cli-undo-not-moved = undo: sa pole veel käinud; pole midagi tagasi võtta
cli-undo-not-yours = undo: viimane tagasivõetav käik on mängija { $seat } oma, mitte sinu; undo võtab tagasi ainult sinu enda käigud ja arvuti vastused
cli-save-host-file = save { $name }: see on hosti täielik salvestis; vali teine fail
cli-moves-count = ({ $listed }/{ $total } lubatud käiku; „? TEKST” filtreerib)
cli-nothing-to-save = Keegi pole veel käinud: pole midagi salvestada.
cli-saved-to = Salvestatud faili { $path } (sinu) ja { $host } (hosti).
cli-asking-hint = { $agent } otsib vihjet
cli-hint-cancelled = Vihje tühistati (Ctrl-C); mäng jätkub.
cli-hint = Vihje mängijalt { $agent }: { $move }
cli-taken-back = Tagasi võetud:
cli-not-rerolled = Juhust ei veeretata uuesti: tagasi võetud täringud ja kaardid tulevad samad.
cli-help-commands = Käsud:
cli-help-or-moves = ? või moves
cli-help-file = FAIL
cli-help-agent = ARVUTI
cli-help-moves = lubatud käigud; „? TEKST” need, milles on TEKST
cli-help-board = laud uuesti
cli-help-undo = võta tagasi oma viimane käik ja arvuti vastused (täringuid ei veeretata uuesti: tulevad samad)
cli-help-hint = arvuti soovitatud käik ({ $agent }, kui sa ei nimeta teist: { $names }, mcts:N)
cli-help-save = salvesta kohe; FAILiga hoitakse sinu salvestist nüüdsest FAILis
cli-help-quit = lahku (salvestatud, kui keegi on käinud; jätka --resume abil)
cli-help-saving = Mäng salvestatakse pärast iga käiku; Ctrl-C või Ctrl-D peatab selle (salvestatud). Tab täiendab käigu ja nool üles toob rea tagasi, kui terminal toetab reatöötlust.
cli-seats-players = Kohad on nummerdatud alates 1-st (Mängija 1 on koht 1, nagu --seat 1 ja --ai { $last }=NIMI).
cli-seats-named = Kohad on nummerdatud alates 1-st ({ $seats }; nagu --seat 1 ja --ai { $last }=NIMI).
cli-seat-number = koht { $number } { $name }

## what is refused before a game starts
cli-error-save-folder = { $where }: see on kaust; andke faili nimi
cli-error-save-no-folder = { $where }: kausta { $folder } ei ole olemas
cli-error-save-folder-locked = { $where }: kausta { $folder } ei saa kirjutada
cli-error-save-file-locked = { $where }: faili ei saa kirjutada
cli-error-ai-seat = --ai { $spec }: koht peab olema 1-{ $players } või 'all'
cli-error-resume-no-match = salvestus { $record }: mängija salvestust ilma partii tunnuseta ei saa jätkata
cli-error-resume-no-host = salvestus { $record }: partii { $match } mängija salvestus; selle täielik salvestus pole selle hosti hoidlas ({ $store }), nii et siin seda jätkata ei saa
cli-error-resume-over = salvestus { $record }: mäng on läbi; pole midagi jätkata
cli-error-resume-game = { $where }: salvestus on mängust { $recorded }, mitte { $given }
cli-error-resume-options = { $where }: salvestus mängiti teiste valikutega: { $options }
cli-error-resume-seed = --seed: jätkatud mäng hoiab oma seemet; jäta --seed ära
cli-error-record-missing = salvestis { $record }: sellist faili pole
cli-error-record-not-file = salvestis { $record }: ei ole fail
cli-error-record = salvestist { $record } ei saa jätkata: { $detail }
cli-error-record-unsigned = salvestist { $record } ei saa jätkata: { $detail }; jätkatakse ainult selle hosti allkirjastatud salvestist
cli-error-save-host = --save { $path }: see on hosti täielik salvestis; vali teine fail
cli-error-seat = --seat { $seat }: koht peab olema 1-{ $players }
cli-error-agent-unknown = arvutimängija { $agent }: tundmatu (arvutimängijad: { $agents })
cli-error-agent-long = arvutimängija { $agent }: pikem kui { $limit } märki
cli-error-options-many = -o: antud { $count } valikut; kõige rohkem { $limit }
cli-error-option-form = valik { $pair }: kirjuta NIMI=VÄÄRTUS
cli-error-option-twice = valik { $name }: antud kaks korda
cli-error-option-long = valik { $pair }: pikem kui { $limit } märki
cli-error-players-twice = --players ja -o players=N: anna mängijate arv ainult üks kord
