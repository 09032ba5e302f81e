# The terminal's own words (wartable play): prompts, help, what it says when a game stops.

cli-your-record = Pelitallenteesi: { $path }
cli-host-record = Isännän tallenne (täysi, jatkamista varten): { $path }
cli-seats = { $title }: { $seats }.
cli-seat-you = { $seat }, sinä
cli-seat-agent = { $seat }, { $agent }
cli-type-a-move = Kirjoita siirto, ? sallitut siirrot, help komennot.
cli-thinking = { $seat } miettii ({ $agent })
cli-game-over = Peli päättyi: { $reason }.
cli-score = { $seat }: { $score } - { $result }
cli-result-win = voitto
cli-result-loss = tappio
cli-result-draw = tasapeli
cli-records-saved = Tallenteet tallennettu: { $path } (sinun), { $host } (isännän).
cli-refused = Hylätty:
cli-pass-keyboard = Anna näppäimistö pelaajalle { $seat } ja paina Enter.
cli-chance = sattuma
cli-last-move = Viimeisin siirto: { $number }.
cli-chance-after = sattuma: { $moves }
cli-game-stopped = Peli pysäytettiin: { $how }.
cli-game-left = Pelistä poistuttiin.
cli-nobody-moved = { $first } Kukaan ei ollut siirtänyt: tiedostoa ei kirjoitettu.
cli-saved-resume = { $first } Tallennettu; jatka komennolla:
cli-stop-end-of-input = syöte loppui
cli-stop-interrupted = keskeytetty (Ctrl-C)
cli-stop-terminated = lopetettu (SIGTERM)
cli-stop-hung-up = pääte katkaisi yhteyden (SIGHUP)
cli-not-utf8 = rivi ei ole UTF-8-tekstiä
cli-too-long = { $length } merkkiä; siirto tai komento on enintään { $limit }
cli-did-you-mean = (tarkoititko komentoa { $command }?)
cli-undo-nothing-after = undo { $text }: undon perään ei tule mitään
cli-undo-not-moved = undo: et ole vielä siirtänyt; sinulta ei ole mitään perumista
cli-undo-not-yours = undo: viimeinen peruttava siirto on pelaajan { $seat }, ei sinun; undo perii vain omat siirtosi ja tietokoneen vastaukset
cli-save-host-file = save { $name }: se on isännän täysi tallenne; valitse toinen tiedosto
cli-moves-count = ({ $listed }/{ $total } sallittua siirtoa; ”? TEKSTI” suodattaa)
cli-nothing-to-save = Kukaan ei ole vielä siirtänyt: ei mitään tallennettavaa.
cli-saved-to = Tallennettu tiedostoihin { $path } (sinun) ja { $host } (isännän).
cli-asking-hint = { $agent } etsii vihjettä
cli-hint-cancelled = Vihje peruttu (Ctrl-C); peli jatkuu.
cli-hint = Vihje ({ $agent }): { $move }
cli-taken-back = Peruttu:
cli-not-rerolled = Sattumaa ei heitetä uudelleen: perutut nopat ja nostot tulevat samoina uudelleen.
cli-help-commands = Komennot:
cli-help-or-moves = ? tai moves
cli-help-file = TIEDOSTO
cli-help-agent = AGENTTI
cli-help-moves = sallitut siirrot; ”? TEKSTI” ne, joissa on TEKSTI
cli-help-board = lauta uudelleen
cli-help-undo = peru viimeisin siirtosi ja tietokoneen vastaukset (noppia ei heitetä uudelleen: samat tulevat)
cli-help-hint = tietokoneen ehdottama siirto ({ $agent }, ellet nimeä toista: { $names }, mcts:N)
cli-help-save = tallenna nyt; TIEDOSTOn kanssa tallenteesi pidetään tästä lähtien TIEDOSTOssa
cli-help-quit = poistu (tallennettu, kun joku on siirtänyt; jatka --resume-valinnalla)
cli-help-saving = Peli tallennetaan jokaisen siirron jälkeen; Ctrl-C tai Ctrl-D pysäyttää sen (tallennettu). Sarkain täydentää siirron ja nuoli ylös palauttaa rivin, jos päätteessä on rivinmuokkaus.
cli-seats-players = Paikat numeroidaan 1:stä (Pelaaja 1 on paikka 1, kuten --seat 1 ja --ai { $last }=NIMI).
cli-seats-named = Paikat numeroidaan 1:stä ({ $seats }; kuten --seat 1 ja --ai { $last }=NIMI).
cli-seat-number = paikka { $number } { $name }

## what is refused before a game starts
cli-error-save-folder = { $where }: on kansio; anna tiedoston nimi
cli-error-save-no-folder = { $where }: kansiota { $folder } ei ole
cli-error-save-folder-locked = { $where }: kansioon { $folder } ei voi kirjoittaa
cli-error-save-file-locked = { $where }: tiedostoon ei voi kirjoittaa
cli-error-ai-seat = --ai { $spec }: paikan on oltava 1-{ $players } tai 'all'
cli-error-resume-no-match = tallenne { $record }: pelaajan tallennetta ilman ottelun tunnusta ei voi jatkaa
cli-error-resume-no-host = tallenne { $record }: ottelun { $match } pelaajan tallenne; sen täysi tallenne ei ole tämän isännän varastossa ({ $store }), joten sitä ei voi jatkaa täällä
cli-error-resume-over = tallenne { $record }: peli on päättynyt; ei mitään jatkettavaa
cli-error-resume-game = { $where }: tallenne on pelistä { $recorded }, ei { $given }
cli-error-resume-options = { $where }: tallenne pelattiin eri asetuksilla: { $options }
cli-error-resume-seed = --seed: jatkettu peli pitää siemenensä; jätä --seed pois
cli-error-record-missing = tallenne { $record }: tiedostoa ei ole
cli-error-record-not-file = tallenne { $record }: ei ole tiedosto
cli-error-record = tallennetta { $record } ei voi jatkaa: { $detail }
cli-error-record-unsigned = tallennetta { $record } ei voi jatkaa: { $detail }; vain tämän isännän allekirjoittamaa tallennetta jatketaan
cli-error-save-host = --save { $path }: se on isännän täysi tallenne; valitse toinen tiedosto
cli-error-seat = --seat { $seat }: paikan on oltava 1-{ $players }
cli-error-agent-unknown = tekoäly { $agent }: tuntematon (tekoälyt: { $agents })
cli-error-agent-long = tekoäly { $agent }: pidempi kuin { $limit } merkkiä
cli-error-options-many = -o: annettu { $count } valintaa; enintään { $limit }
cli-error-option-form = valinta { $pair }: kirjoita NIMI=ARVO
cli-error-option-twice = valinta { $name }: annettu kahdesti
cli-error-option-long = valinta { $pair }: pidempi kuin { $limit } merkkiä
cli-error-players-twice = --players ja -o players=N: anna pelaajien määrä vain kerran
