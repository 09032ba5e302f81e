# ALU: Lokin saari – ympyräpelaaja ja neliöpelaaja, leirit, ryöstö.

alu-seat-circle = ympyrä (C)
alu-seat-square = neliö (S)
alu-side-circle = ympyrä
alu-side-square = neliö
alu-holds-circle-camp = ympyrän leiri
alu-holds-square-camp = neliön leiri
alu-holds-raid = ryöstömerkki
alu-holds-nothing = ei mitään
alu-action-camp = leirin perustaminen
alu-action-raid = ryöstö
alu-action-restore = ruudun korjaaminen
alu-action-camp-raided = leiri ryöstetylle ruudulle
alu-action-attack = hyökkäys
alu-end-camps = { $winner } voittaa: { $loser } menetti kaikki leirinsä
alu-end-21 = { $winner } voittaa: hallitsee { $squares } ruutua (tarvitaan 21)
alu-end-territory-win = { $winner } voittaa: alue { $circle }–{ $square } (suurempi alue viimeisen vuoron jälkeen)
alu-end-territory-draw = tasapeli: alue { $circle }–{ $square } (suurempi alue viimeisen vuoron jälkeen)
alu-end-passes-win = { $winner } voittaa: alue { $circle }–{ $square } (suurempi alue kahden toimettoman vuoron jälkeen)
alu-end-passes-draw = tasapeli: alue { $circle }–{ $square } (suurempi alue kahden toimettoman vuoron jälkeen)
alu-error-too-long = siirto { $move }: { $length } merkkiä, pidempi kuin mikään ALU-siirto ({ $limit })
alu-error-notation = siirto { $move }: ei ole ALU-merkintää (esimerkiksi 'C c3', 'R c3', 'U c3', 'F c3', 'X c3' tai 'end')
alu-error-needs-square = siirto { $move }: toiminto { $letter } tarvitsee ruudun, esimerkiksi 'C c3'
alu-error-square-form = siirto { $move }: ruutu on sarakkeen kirjain ja rivin numero, esimerkiksi c3
alu-error-end-square = siirto { $move }: 'end' (E, vuoron loppu) ei ota ruutua
alu-error-unknown-action = siirto { $move }: tuntematon toiminto { $letter } (toiminnot: C, R, U, F, X, E)
alu-error-no-square = siirto { $move }: ruutua { $square } ei ole { $width }x{ $height }-laudalla (sarakkeet a–{ $last_file }, rivit 1–{ $height })
alu-illegal-first-camp = ensimmäisen toiminnon on oltava leiri (C) vapaalle reunaruudulle (R4.4)
alu-illegal-end-first = vuoroa ei voi lopettaa ennen ensimmäistä leiriä (R4.4)
alu-illegal-not-free = { $square } ei ole vapaa (siinä on { $holds }) (R5.1, R5.2)
alu-illegal-not-raided = { $square } ei ole ryöstetty (siinä on { $holds }) (R5.3, R5.4)
alu-illegal-no-enemy-camp = ruudussa { $square } ei ole vastustajan leiriä ({ $enemy }; siinä on { $holds }) (R5.5)
alu-illegal-first-edge = ensimmäisen leirin on oltava reunaruudussa; { $square } ei ole (R4.4)
alu-illegal-not-next = yksikään leiristäsi ei ole ruudun { $square } vieressä (R5.5)
alu-illegal-building = { $action }: tarvitaan { $need } rakennusainetta, sinulla on { $have } (R5)
alu-illegal-iron = { $action }: tarvitaan { $need } rautaa, sinulla on { $have } (R5)
alu-illegal-food = hyökkäys vaatii 1 ruoan, sinulla on { $have } (R5.5)
alu-illegal-food-pending = hyökkäys vaatii 1 ruoan, sinulla on { $have } ({ $pending } ansaittu tällä vuorolla, käytettävissä seuraavalla, R3.3) (R5.5)
alu-illegal-all-camps = kaikki { $camps } leiriäsi ovat jo laudalla (R2.5)
alu-illegal-tray-empty = varastossa ei ole enää ryöstömerkkejä (R2.6, A12)

# the terminal picture of a view and the notation help
alu-pic-legend = C/S leiri  R ryöstetty  c/s ympyrän/neliön hallussa
alu-pic-pending = (+{ $food } seuraavalla vuorolla)
alu-pic-player = { $side } ({ $letter }): rakennusaine { $building }  rauta { $iron }  ruoka { $food }{ $pending }  leirit { $camps }/14  alue { $territory }
alu-pic-tray = ryöstömerkkejä varastossa: { $tray }/14
alu-pic-over = peli päättyi: { $reason }
alu-pic-final = (viimeinen vuoro)
alu-pic-turn = vuoro { $turn }{ $final }: { $side } toimii, { $actions ->
        [one] { $actions } toiminto jäljellä
       *[other] { $actions } toimintoa jäljellä
    }
alu-help-squares = Ruudut nimetään kuten c3 (sarake a-h, rivi 1-5 laudalla 8x5).
alu-help-camp = perusta leiri (1 rakennusaine)
alu-help-raid = ryöstä vapaa ruutu (1 rakennusaine, +1 ruoka käytettävissä seuraavalla vuorolla)
alu-help-restore = korjaa ryöstetty ruutu (1 rakennusaine)
alu-help-camp-raided = leiri ryöstettyyn ruutuun (2 rakennusainetta + 1 rauta)
alu-help-attack = hyökkää vihollisen leiriin ruudussa c3 (1 rauta + 1 ruoka; vieressä oltava oma leiri)
alu-help-end = lopeta vuorosi nyt (myös E)
alu-help-first = Ensimmäisen toimintosi on oltava C vapaaseen reunaruutuun. Lauta: s/c = hallittu ruutu.

# a position text that is not one
alu-position = alu-asema { $text }: { $why }
alu-position-not-text = odotettiin tekstiä, saatiin { $kind }
alu-position-too-long = { $length } merkkiä; ALU-asemassa on enintään { $limit }
alu-position-fields = odotettiin 6 kenttää ”<lauta> <vuorossa> <vuoro>:<toiminnot> <ympyrä b,i,f,p> <neliö b,i,f,p> <liput>” (+ syy, kun peli on päättynyt)
alu-position-flags = liput ovat ”-” tai L:n ja P:n yhdistelmä, saatiin { $flags }
alu-position-pending-other = vain vuorossa olevalla pelaajalla voi olla odottavaa ruokaa (R3.3)
alu-position-pending = { $food } odottavaa ruokaa, mutta tällä vuorolla tehtiin vain { $taken ->
        [one] { $taken } toiminto
       *[other] { $taken } toimintoa
    } (R3.3)
alu-position-flag-l = lippu L (viimeinen vuoro) on asetettu täsmälleen silloin, kun toisen pelaajan rakennusaine on 0 (R7)
alu-position-flag-p = lippua P (edellinen vuoro ohitettiin) ei voi asettaa vuorolla 1
alu-position-board = laudalla on oltava { $rows } riviä, kussakin { $squares } ruutua (valinta board={ $board })
alu-position-square-char = tuntematon ruudun merkki { $char } (käytä . R C S)
alu-position-camps = pelaajalla on yli { $camps } leiriä (R2.5)
alu-position-raids = yli { $raids } ryöstömerkkiä (R2.6)
alu-position-reason-early = syy annetaan vain, kun peli on päättynyt
alu-position-reason-needed = päättynyt peli tarvitsee syyn ({ $reasons })
alu-position-to-move = vuorossa on oltava C tai S (tai #C, #S, #= lopussa), saatiin { $mover }
alu-position-clock = vuorokenttä on <vuoro>:<toimintoja jäljellä> numeroin 0-9 (kumpikin enintään { $digits }), saatiin { $clock }
alu-position-turn-one = vuorot numeroidaan 1:stä
alu-position-turn-side = vuoro { $turn } kuuluu pelaajalle { $side }, ei { $mover }
alu-position-actions = toimintoja jäljellä on oltava 1..{ $allot } vuorolla { $turn }, saatiin { $actions }
alu-position-stock = varasto on b,i,f,p (neljä lukua numeroin 0-9, kukin enintään { $digits }), saatiin { $stock }
alu-position-early-camps = pelaajalla { $side } on leirejä ennen ensimmäistä toimintoaan (R4.4)
alu-position-not-acted = { $side } ei ole vielä toiminut, joten hänen varastonsa on alun { $stock } (R3.1)
alu-position-stock-impossible = pelaajan { $side } varasto { $stock } on mahdoton: rakennusaine alkaa { $building }:stä ja rauta { $iron }:stä, eikä muuta tuloa ole kuin ryöstöjen ruoka, ja jokainen ryöstö maksaa rakennusainetta (R3)
alu-position-no-camp = pelaajalla { $side } ei ole leiriä jäljellä, joten peli on päättynyt (R8.1)
alu-position-controls-21 = { $side } hallitsee 21 ruutua, joten peli on päättynyt (R8.2)
alu-position-reason-winner = syy { $reason } vaatii voittajan (#C tai #S), ei tasapeliä
alu-position-reason-camps = syy camps: pelaajan { $side } on täytynyt menettää kaikki leirinsä (R8.1)
alu-position-reason-21 = syy 21: { $side } hallitsee vain { $squares } ruutua (R8.2)
alu-position-reason-territory = syy territory: peli päättyy näin vain viimeisen vuoron jälkeen (lippu L, R7.3)
alu-position-reason-passes = syy passes: vaatii lipun P ja valinnan double_pass_ends (R8.4)
alu-position-winner = alueet { $circle }-{ $square } antavat { $result }, eivät kirjoitettua voittajaa (R7.3)
