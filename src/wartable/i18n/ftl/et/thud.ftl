# Thud – päkapikud, trollid, Thudi kivi, viskamine, lükkamine.

thud-side-dwarfs = päkapikud
thud-side-trolls = trollid
thud-phase-move = käigul: { $side }
thud-phase-offer = { $side } pakuvad lahingu lõpetamist: nõustu või keeldu
thud-end-agreement = mõlemad mängijad leppisid kokku lahingu lõpetada
thud-end-no-move = käigul oleval poolel polnud ühtegi lubatud käiku
thud-end-no-pieces = ühel poolel ei jäänud ühtegi nuppu
thud-end-quiet = vaikse käigu piiri jooksul ei võetud midagi
thud-end-ply-limit = lahing jõudis käikude piirini
thud-end-rock-home = päkapikud viisid Kalju vastasservani (Koom Valley)
thud-end-rock-taken = kolm trolli ümbritsesid Kalju (Koom Valley)
thud-outcome = lahing { $battle } lõppes: { $reason }
thud-move-battle-over = { $move }  [lahing { $battle } läbi: { $reason }; { $dwarfs ->
        [one] { $dwarfs } päkapikk
       *[other] { $dwarfs } päkapikku
    }, { $trolls ->
        [one] { $trolls } troll
       *[other] { $trolls } trolli
    }, vahe { $margin } päkapikkude kasuks]
thud-error-notation = käik { $move }: see ei ole Thudi kirjaviis (käik on nupp d või T, lähteruut, '-', sihtruut, siis x ja ruut iga võtmise kohta, näiteks dF1-F5, dF1-F4xF4, TG7-G6xF5 (R Kalju jaoks Koom Valleys); ruudud on veerud A-H, J-P ja read 1-15 laual; või offer, accept, decline)
thud-error-too-long = käik { $move }: { $length } märki, pikem kui ükski Thudi käik ({ $limit })
thud-illegal-not-now = seda ei saa praegu mängida
thud-illegal-answer-offer = { $side } pakkusid lahingu lõpetamist: vasta accept või decline
thud-illegal-agreement-off = lahingu lõpetamine kokkuleppel on välja lülitatud (valik agreement=false)
thud-illegal-offer-declined = pakkumisest on sel käigul juba keeldutud: tee käik
thud-illegal-no-offer = ükski lahingu lõpetamise pakkumine ei oota vastust
thud-illegal-stone = Thudi kivi ei liigu klassikalises Thudis kunagi (R1.3; see liigub reeglitega ruleset=kvt)
thud-illegal-turn = käigul on { $side }
thud-illegal-no-dwarf = ruudul { $square } ei ole päkapikku
thud-illegal-no-troll = ruudul { $square } ei ole trolli
thud-illegal-not-line = { $to } ei ole ruudust { $start } sirgel joonel
thud-illegal-off-board = tee läheb laualt välja
thud-illegal-blocked = tee on ruudul { $square } kinni (R3.1: üle hüpata ei saa)
thud-illegal-hurl-reach = { $n ->
        [one] { $n } päkapiku rivi viskab kõige rohkem { $n } ruudu kaugusele
       *[other] { $n } päkapiku rivi viskab kõige rohkem { $n } ruudu kaugusele
    }, { $to } on { $distance } kaugusel (R3.2)
thud-illegal-hurl-written = viskamine trollile kirjutatakse { $written } (R3.2)
thud-illegal-occupied = { $square } on hõivatud
thud-illegal-dwarf-capture = päkapikk võtab ainult trollile visates (R3.2)
thud-illegal-troll-occupied = { $square } on hõivatud (R4: trollid maanduvad tühjadele ruutudele)
thud-illegal-no-dwarf-next = ruudul { $square } ei ole päkapikku ruudu { $to } kõrval (R4.3)
thud-illegal-step-one = trolli samm võtab kõige rohkem ühe päkapiku (R4.1); mitme võtmiseks on vaja lükkamist, mis võtab kõik naaberpäkapikud (R4.2)
thud-illegal-shove-line = lükkamiseks on trolli taga vaja vähemalt { $need } trolli rivi (R4.2)
thud-illegal-shove-reach = { $n } trolli rivi lükkab kõige rohkem { $n ->
        [one] { $n } ruudu
       *[other] { $n } ruudu
    } võrra (R4.2)
thud-illegal-shove-capture = lükkamine peab võtma vähemalt ühe päkapiku (R4.2)
thud-illegal-shove-all = lükkamine võtab kõik sihtruudu kõrval olevad päkapikud (R4.2)
thud-illegal-rock = Kalju liigub ühe ruudu võrra tühjale ruudule, ainult kui selle kõrval on enne ja pärast päkapikk, ja ainult päkapikkude käigul (K4)
thud-illegal-kvt = siin ei ole see lubatud Koom Valley käik (K2: trollid liiguvad 1-3 ruutu sirgelt või hüppavad üle päkapikkude; K3: päkapikud liiguvad sirgelt, võtmised kirjutatakse ise)

# the terminal picture of a view and the notation help
thud-pic-battle = Lahing { $battle }/{ $battles }: { $dwarf_player } mängib päkapikkudega (d, alles { $dwarfs }), { $troll_player } trollidega (T, alles { $trolls }).
thud-pic-result = Lahing { $battle }: päkapikke { $dwarfs }, trolle { $trolls }, vahe { $margin } mängijale { $player } (päkapikud); { $end }.
thud-pic-totals = Kokku: { $first } { $first_score }, { $second } { $second_score }.
thud-pic-over = Matš on läbi.
thud-pic-offer = { $side } pakuvad lahingu lõpetamist: { $player }, nõustu või keeldu.
thud-pic-to-move = Käigul { $player } ({ $side }); poolkäik { $ply }, viimasest löömisest { $quiet }.
thud-help-moves = Käigud: nupp (d või T), kust, „-“, kuhu, siis „x“ ja iga löödud ruut.
thud-help-dwarf-move = päkapikk liigub nagu lipp
thud-help-hurl = päkapikk paisatakse trollile ruudul F4
thud-help-troll-step = troll astub; TG7-G6xF5 astub ja lööb päkapiku ruudul F5
thud-help-shove = troll lükatakse reast, lüües iga naabruses oleva päkapiku
thud-help-agree = lahingu lõpetamine kokkuleppel

# a position text that is not one
thud-position-bad = { $where }: { $why }
thud-where-text = seis { $text }
thud-where-position = seis
thud-where-rank = seis, rida { $line } (rida { $rank } laual) { $text }
thud-where-square = seis, rida { $line } (rida { $rank } laual), ruut { $square }
thud-where-line = seis, rida { $line } { $text }
thud-position-not-text = oodati teksti, saadi { $kind }
thud-position-too-long = { $length } märki; Thudi seisus on kõige rohkem { $limit }
thud-position-lines = { $count ->
        [one] { $count } rida
       *[other] { $count } rida
    }; oodati 15 laua rida ja käigul oleva poole rida
thud-position-line-length = { $length } märki, oodati 15
thud-position-char = { $char } pole ükski märkidest d T X . #
thud-position-off-board = väljaspool lauda, peab olema „#”
thud-position-on-board = laual, ei saa olla „#”
thud-position-stone = Thudi kivi seisab ruudul H8 ja ainult seal
thud-position-stones = { $count } Thudi kivi (X); peab olema üks
thud-position-pieces = { $dwarfs } päkapikku ja { $trolls } trolli; kõige rohkem { $max_dwarfs } päkapikku ja { $max_trolls } trolli
thud-position-side = käigul olev pool peab olema d või T
thud-position-results-many = rohkem tulemuseridu kui lahinguid ({ $battles })
thud-position-count = { $value } pole arv (ASCII numbrid 0-9, kõige rohkem { $digits })
thud-position-line-kind = oodati „battle N”, „result D T REASON”, „quiet N”, „ply N”, „offer pending|declined” või „over”
thud-position-twice = { $key } on antud kaks korda
thud-position-battle-range = lahing { $battle } pole vahemikus 1-{ $battles }
thud-position-results = lahing { $battle } vajab { $finished ->
        [one] { $finished } tulemuserida
       *[other] { $finished } tulemuserida
    }, leiti { $found }
thud-position-results-over = lahing { $battle } (läbi) vajab { $finished ->
        [one] { $finished } tulemuserida
       *[other] { $finished } tulemuserida
    }, leiti { $found }
thud-position-over-last = matš on läbi alles pärast viimast lahingut ({ $battles }), mitte pärast lahingut { $battle }
thud-position-quiet-ply = quiet { $quiet } ja ply { $ply } peavad rahuldama quiet <= ply
thud-position-over-lines = lõppenud matšis pole ridu quiet, ply ega offer
thud-position-quiet-limit = quiet { $quiet } jõuab quiet_limit { $limit } piirini, seega oleks lahing läbi (R5.4)
thud-position-ply-limit = ply { $ply } jõuab ply_limit { $limit } piirini, seega oleks lahing läbi (R5.4)
thud-position-offer-off = pakkumine on kirjas, kuid valik agreement on välja lülitatud
thud-position-last-result = viimase lahingu tulemus ({ $result_dwarfs } päkapikku, { $result_trolls } trolli) ei vasta lauale ({ $dwarfs } päkapikku, { $trolls } trolli)
thud-position-result-form = tulemus on „result D T REASON”, kus päkapikke on 0-{ $max_dwarfs } ja trolle 0-{ $max_trolls }
thud-position-result-reason = { $reason } pole nende valikutega lahingu lõpu viis ({ $allowed })
thud-position-wiped = lahing lõpeb ühe poole hävitamisega täpselt siis, kui põhjus on no-pieces (R5.3)
