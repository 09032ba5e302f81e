# Thud – trpaslíci, trollové, kámen Thud (Thudstone), vrh, strčení.

thud-side-dwarfs = trpaslíci
thud-side-trolls = trollové
thud-phase-move = na tahu: { $side }
thud-phase-offer = { $side } navrhují ukončit bitvu: přijměte, nebo odmítněte
thud-end-agreement = oba hráči se dohodli ukončit bitvu
thud-end-no-move = strana na tahu neměla žádný platný tah
thud-end-no-pieces = jedné straně nezbyly žádné kameny
thud-end-quiet = žádné braní během limitu klidných tahů
thud-end-ply-limit = bitva dosáhla limitu tahů
thud-end-rock-home = trpaslíci dopravili Skálu na protější okraj (Koom Valley)
thud-end-rock-taken = tři trollové obklopili Skálu (Koom Valley)
thud-outcome = bitva { $battle } skončila: { $reason }
thud-move-battle-over = { $move }  [bitva { $battle } skončila: { $reason }; { $dwarfs ->
        [one] { $dwarfs } trpaslík
        [few] { $dwarfs } trpaslíci
       *[other] { $dwarfs } trpaslíků
    }, { $trolls ->
        [one] { $trolls } troll
        [few] { $trolls } trollové
       *[other] { $trolls } trollů
    }, rozdíl { $margin } pro trpaslíky]
thud-error-notation = tah { $move }: to není zápis Thudu (tah je kámen d nebo T, odkud, '-', kam, pak x a pole za každé braní, například dF1-F5, dF1-F4xF4, TG7-G6xF5 (R pro Skálu v Koom Valley); pole jsou sloupce A-H, J-P a řady 1-15 na desce; nebo offer, accept, decline)
thud-error-too-long = tah { $move }: { $length } znaků, delší než jakýkoli tah Thudu ({ $limit })
thud-illegal-not-now = teď to nelze zahrát
thud-illegal-answer-offer = { $side } navrhli ukončit bitvu: odpovězte accept, nebo decline
thud-illegal-agreement-off = ukončení bitvy dohodou je vypnuto (volba agreement=false)
thud-illegal-offer-declined = návrh už byl v tomto tahu odmítnut: táhněte
thud-illegal-no-offer = žádný návrh na ukončení bitvy nečeká
thud-illegal-stone = kámen Thud se v klasickém Thudu nikdy nehýbe (R1.3; hýbe se při ruleset=kvt)
thud-illegal-turn = na tahu jsou { $side }
thud-illegal-no-dwarf = na { $square } není trpaslík
thud-illegal-no-troll = na { $square } není troll
thud-illegal-not-line = { $to } neleží v přímce od { $start }
thud-illegal-off-board = cesta vede mimo desku
thud-illegal-blocked = cestu blokuje { $square } (R3.1: žádné přeskakování)
thud-illegal-hurl-reach = vrh z řady { $n ->
        [one] { $n } trpaslíka dosáhne nejvýš { $n } pole
       *[other] { $n } trpaslíků dosáhne nejvýš { $n } polí
    }, { $to } je vzdáleno { $distance } (R3.2)
thud-illegal-hurl-written = vrh na trolla se zapisuje { $written } (R3.2)
thud-illegal-occupied = { $square } je obsazené
thud-illegal-dwarf-capture = trpaslík bere jen vrhem na trolla (R3.2)
thud-illegal-troll-occupied = { $square } je obsazené (R4: trollové dopadají na prázdná pole)
thud-illegal-no-dwarf-next = na { $square } není trpaslík sousedící s { $to } (R4.3)
thud-illegal-step-one = krok trolla bere nejvýš jednoho trpaslíka (R4.1); brát víc jich jde jen strčením, které vezme všechny sousední trpaslíky (R4.2)
thud-illegal-shove-line = strčení potřebuje za trollem řadu aspoň { $need } trollů (R4.2)
thud-illegal-shove-reach = řada { $n } trollů strčí nejvýš o { $n ->
        [one] { $n } pole
        [few] { $n } pole
       *[other] { $n } polí
    } (R4.2)
thud-illegal-shove-capture = strčení musí vzít aspoň jednoho trpaslíka (R4.2)
thud-illegal-shove-all = strčení bere všechny trpaslíky sousedící s cílovým polem (R4.2)
thud-illegal-rock = Skála se posune o jedno pole na prázdné pole, jen se sousedním trpaslíkem před i po tahu a jen v tahu trpaslíků (K4)
thud-illegal-kvt = tady to není platný tah Koom Valley (K2: trollové táhnou o 1-3 pole v přímce nebo přeskakují trpaslíky; K3: trpaslíci táhnou v přímce, braní se zapisuje samo)

# the terminal picture of a view and the notation help
thud-pic-battle = Bitva { $battle } z { $battles }: { $dwarf_player } hraje za trpaslíky (d, zbývá { $dwarfs }), { $troll_player } za trolly (T, zbývá { $trolls }).
thud-pic-result = Bitva { $battle }: trpaslíci { $dwarfs }, trollové { $trolls }, rozdíl { $margin } pro { $player } (trpaslíci); { $end }.
thud-pic-totals = Celkem: { $first } { $first_score }, { $second } { $second_score }.
thud-pic-over = Zápas skončil.
thud-pic-offer = { $side } nabízejí ukončit bitvu: { $player }, přijměte, nebo odmítněte.
thud-pic-to-move = Na tahu { $player } ({ $side }); půltah { $ply }, od posledního braní { $quiet }.
thud-help-moves = Tahy: kámen (d nebo T), odkud, „-“, kam, pak „x“ a každé braní pole.
thud-help-dwarf-move = trpaslík táhne jako dáma
thud-help-hurl = trpaslík vržen na trolla na F4
thud-help-troll-step = troll udělá krok; TG7-G6xF5 krok a braní trpaslíka na F5
thud-help-shove = troll odstrčen z řady, bere každého sousedního trpaslíka
thud-help-agree = ukončit bitvu dohodou

# a position text that is not one
thud-position-bad = { $where }: { $why }
thud-where-text = pozice { $text }
thud-where-position = pozice
thud-where-rank = pozice, řádek { $line } (řada { $rank }) { $text }
thud-where-square = pozice, řádek { $line } (řada { $rank }), pole { $square }
thud-where-line = pozice, řádek { $line } { $text }
thud-position-not-text = očekáván text, přišlo { $kind }
thud-position-too-long = { $length } znaků; pozice Thudu má nejvýše { $limit }
thud-position-lines = { $count ->
        [one] { $count } řádek
        [few] { $count } řádky
       *[other] { $count } řádků
    }; očekáváno 15 řádků desky a řádek strany na tahu
thud-position-line-length = { $length } znaků, očekáváno 15
thud-position-char = { $char } není žádný z d T X . #
thud-position-off-board = mimo desku, musí být „#“
thud-position-on-board = na desce, nemůže být „#“
thud-position-stone = Thudův kámen stojí na H8 a jen tam
thud-position-stones = { $count } Thudových kamenů (X); musí být jeden
thud-position-pieces = { $dwarfs } trpaslíků a { $trolls } trollů; nejvýše { $max_dwarfs } trpaslíků a { $max_trolls } trollů
thud-position-side = strana na tahu musí být d nebo T
thud-position-results-many = víc řádků výsledku než bitev ({ $battles })
thud-position-count = { $value } není počet (číslice ASCII 0-9, nejvýše { $digits })
thud-position-line-kind = očekáváno „battle N“, „result D T REASON“, „quiet N“, „ply N“, „offer pending|declined“ nebo „over“
thud-position-twice = { $key } je uvedeno dvakrát
thud-position-battle-range = bitva { $battle } není v rozsahu 1-{ $battles }
thud-position-results = bitva { $battle } potřebuje { $finished ->
        [one] { $finished } řádek výsledku
        [few] { $finished } řádky výsledku
       *[other] { $finished } řádků výsledku
    }, nalezeno { $found }
thud-position-results-over = bitva { $battle } (skončená) potřebuje { $finished ->
        [one] { $finished } řádek výsledku
        [few] { $finished } řádky výsledku
       *[other] { $finished } řádků výsledku
    }, nalezeno { $found }
thud-position-over-last = zápas končí až po poslední bitvě ({ $battles }), ne po bitvě { $battle }
thud-position-quiet-ply = quiet { $quiet } a ply { $ply } musí splňovat quiet <= ply
thud-position-over-lines = skončený zápas nemá řádky quiet, ply ani offer
thud-position-quiet-limit = quiet { $quiet } dosahuje quiet_limit { $limit }, bitva by tedy skončila (R5.4)
thud-position-ply-limit = ply { $ply } dosahuje ply_limit { $limit }, bitva by tedy skončila (R5.4)
thud-position-offer-off = je zapsána nabídka, ale volba agreement je vypnutá
thud-position-last-result = výsledek poslední bitvy ({ $result_dwarfs } trpaslíků, { $result_trolls } trollů) neodpovídá desce ({ $dwarfs } trpaslíků, { $trolls } trollů)
thud-position-result-form = výsledek je „result D T REASON“ s 0-{ $max_dwarfs } trpaslíky a 0-{ $max_trolls } trolly
thud-position-result-reason = { $reason } není způsob, jak bitva končí s těmito volbami ({ $allowed })
thud-position-wiped = bitva končí vyhlazením jedné strany právě tehdy, když je důvod no-pieces (R5.3)
