# Flatwar (válka v Plochozemi) – červení a černí, rovnoramenní vojáci, rovnoramenná jízda,
# pravidelné trojúhelníky, Čtverce, akční body, dílky terénu.

flatwar-seat-red = Červení
flatwar-seat-black = Černí
flatwar-seat-blue = Modří
flatwar-seat-green = Zelení
flatwar-side-red = červení
flatwar-side-black = černí
flatwar-side-blue = modří
flatwar-side-green = zelení
flatwar-phase-build = sestavení armády
flatwar-phase-terrain-roll = hod na terén
flatwar-phase-terrain = kladení terénu
flatwar-phase-deploy = rozmístění
flatwar-phase-draw = tah karty
flatwar-phase-act = akce
flatwar-phase-over = konec
flatwar-phase-now = fáze: { $phase }, hrají { $side }
flatwar-attack-melee = boj zblízka
flatwar-attack-shot = střelba
flatwar-attack-charge = výpad
flatwar-move-hidden-army = armáda ?
flatwar-move-draw = { $move } ({ $side } jednají s { $points } AB)
flatwar-move-draw-pass = { $move } ({ $side } jednají s { $points } AB, ale nemají žádnou akci a pasují)
flatwar-move-terrain-roll = { $move } ({ $side } kladou { $count ->
        [one] { $count } dílek terénu
        [few] { $count } dílky terénu
       *[other] { $count } dílků terénu
    })
flatwar-move-cavalry-roll = { $move } (jízda na { $square } má { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    })
flatwar-move-attacker-roll = { $move } (útočník, { $attack } { $start }{ $op }{ $target })
flatwar-move-defender-roll = { $move } (obránce, { $attack } { $start }{ $op }{ $target }: { $ar }+{ $av }={ $at } proti { $dr }+{ $dv }={ $dt }, { $effect })
flatwar-move-defender-roll-flees = { $move } (obránce, { $attack } { $start }{ $op }{ $target }: { $ar }+{ $av }={ $at } proti { $dr }+{ $dv }={ $dt }, { $effect }; { $fled } ztratili poslední Čtverec a prchají)
flatwar-effect-destroyed = zničena
flatwar-effect-none = bez účinku
flatwar-end-turn-limit = žádný vítěz po { $cards } kartách (turn_limit)
flatwar-end-no-action = žádná strana už nemůže jednat
flatwar-end-no-attack = žádná jednotka už nikdy nemůže zaútočit na jednotky jiné strany
flatwar-end-draw-between = { $reason }: remíza mezi { $sides }
flatwar-end-no-square = { $side } už nemají žádný Čtverec
flatwar-end-last-square = jen { $side } ještě mají Čtverec
flatwar-list-2 = { $first } a { $second }
flatwar-list-3 = { $first }, { $second } a { $third }
flatwar-list-4 = { $first }, { $second }, { $third } a { $fourth }
flatwar-error-too-long = tah { $move }: { $length } znaků, delší než jakýkoli tah Flatwaru ({ $limit })
flatwar-error-notation = tah { $move }: to není zápis Flatwaru (např. 'b2-b3', 'b2xc3', 'b2*d4', 'activate b2', 'upgrade', 'end', 'army I9 C3 R2 S1', 'buy S', 'done', 'terrain d4', 'place S b2')
flatwar-error-army-twice = tah { $move }: armáda uvádí každý typ jednotky jen jednou
flatwar-error-no-square = tah { $move }: { $square } není pole desky { $width } x { $width } ({ $first }-{ $last })
flatwar-illegal-hidden-build = armáda se sestavuje skrytě (R2.7): kupte celou armádu jedním tahem, např. 'army I9 C3 R2 S1' nebo 'army balanced'
flatwar-illegal-phase = je fáze „{ $phase }“ (tahy: { $moves })
flatwar-illegal-army = { $army } není platná armáda: nejvýš { $points } bodů (I 1, C 2, R 3, S 4), aspoň jeden Čtverec a dva rovnoramenné (I nebo C) na každý Čtverec
flatwar-illegal-army-bought = armáda musí obsahovat už koupené jednotky ({ $bought })
flatwar-illegal-done = armáda ještě není platná: potřebuje Čtverec a dva rovnoramenné na každý Čtverec
flatwar-illegal-buy = tato jednotka se nevejde do 25 bodů tak, aby šla armáda doplnit
flatwar-illegal-terrain = toto pole není prázdné
flatwar-illegal-deploy = { $side } kladou na prázdná pole svých tří řad, jen jednotky, které jim zbývají, a nechávají místo pro Čtverec
flatwar-illegal-card-drawn = tato karta už byla od posledního míchání tažena
flatwar-illegal-advance = útočník musí zvolit 'advance', nebo 'hold'
flatwar-illegal-combat = probíhá útok: kostky hází náhoda
flatwar-illegal-cavalry-rolling = jízda na { $square } hází své body
flatwar-illegal-cavalry-active = jízda na { $square } je aktivní s { $points } body a musí je utratit (kroky: pravoúhle 1, šikmo 2, nikdy pod 1; výpad 1)
flatwar-illegal-off-board = na desce { $width } x { $width } není pole { $square }
flatwar-illegal-no-unit = na { $square } není jednotka, za kterou hrají { $side }
flatwar-illegal-used = jednotka na { $square } už v tomto kole útočila nebo byla aktivována
flatwar-illegal-not-cavalry = jednotka na { $square } není jízda
flatwar-illegal-activate-first = jízdu na { $square } je nejprve třeba aktivovat ('activate { $square }')
flatwar-illegal-step = pěchota jde o jedno pole libovolným směrem na prázdné pole
flatwar-illegal-melee = boj zblízka potřebuje sousední nepřátelskou jednotku
flatwar-illegal-no-shooting = rovnoramenní vojáci nemohou střílet
flatwar-illegal-range = tam není žádná nepřátelská jednotka na dostřel (pravidelný 2, Čtverec 3)
flatwar-illegal-range-sight = tam není žádná nepřátelská jednotka na dostřel (pravidelný 2, Čtverec 3) a na dohled
flatwar-illegal-no-cavalry = žádná jízda není aktivní
flatwar-illegal-in-phase = ve fázi „{ $phase }“ to není platný tah

# the terminal picture of a view and the notation help
flatwar-pic-legend-2 = červení: I voják, C jízda, R pravidelný, S Čtverec; černí malými písmeny; # terén
flatwar-pic-legend-first = červení: I voják, C jízda, R pravidelný, S Čtverec; černí: i c r s;
flatwar-pic-legend-3 = modří: F K G Q (voják, jízda, pravidelný, Čtverec); # terén
flatwar-pic-legend-4 = modří: F K G Q, zelení: f k g q (voják, jízda, pravidelný, Čtverec); # terén
flatwar-pic-army-hidden = skrytá, dokud všechny strany nepostaví armádu
flatwar-pic-army-none = nic
flatwar-pic-units-i = { $count ->
        [one] { $count } rovnoramenný voják
        [few] { $count } rovnoramenní vojáci
       *[other] { $count } rovnoramenných vojáků
    }
flatwar-pic-units-c = { $count } rovnoramenná jízda
flatwar-pic-units-r = { $count ->
        [one] { $count } pravidelný trojúhelník
        [few] { $count } pravidelné trojúhelníky
       *[other] { $count } pravidelných trojúhelníků
    }
flatwar-pic-units-s = { $count ->
        [one] { $count } Čtverec
        [few] { $count } Čtverce
       *[other] { $count } Čtverců
    }
flatwar-pic-build-unseen = Stavba armády: { $side } volí armádu, skrytě (R2.7).
flatwar-pic-build-hidden = Stavba armády: { $side } volí celou armádu jedním tahem,
flatwar-pic-build-hidden-example = např. „army I9 C3 R2 S1“; ostatní ji uvidí, až armádu postaví všechny strany.
flatwar-pic-build-open = Stavba armády: { $side } kupují jednotky (utraceno { $spent } z 25 bodů).
flatwar-pic-terrain-roll = Terén: { $side } házejí kostkou o počet kusů terénu.
flatwar-pic-terrain = Terén: { $side } pokládají kus (zbývá: { $left }).
flatwar-pic-deploy-rows = Rozestavení: { $side } staví jednotku do svých prvních tří řad.
flatwar-pic-deploy-red = Rozestavení: { $side } staví jednotku do svých tří spodních řad.
flatwar-pic-deploy-black = Rozestavení: { $side } staví jednotku do svých tří horních řad.
flatwar-pic-deploy-blue = Rozestavení: { $side } staví jednotku do svých tří levých sloupců.
flatwar-pic-deploy-green = Rozestavení: { $side } staví jednotku do svých tří pravých sloupců.
flatwar-pic-draw = Táhne se karta (v balíčku zbývá { $left }).
flatwar-pic-act-card = Tah { $turn }: jednají { $side }, karta { $card } ({ $points } AB), zbývá { $ap } AB.
flatwar-pic-act = Tah { $turn }: jednají { $side }, zbývá { $ap } AB.
flatwar-pic-reserve = záloha ({ $side }): { $army }
flatwar-pic-used = použito v tomto tahu: { $squares }
flatwar-pic-cavalry-rolling = jízda { $square } aktivována: hází o své body
flatwar-pic-may-upgrade = lze posílit
flatwar-pic-cavalry = jízda { $square }: { $points ->
        [one] { $points } bod
        [few] { $points } body
       *[other] { $points } bodů
    } (výpad za +{ $bonus }{ $upgrade })
flatwar-pic-combat-won = { $attack } zničil cíl: postoupit (advance), nebo zůstat (hold)?
flatwar-pic-combat-defender = { $attack }: útočník hodil { $roll }, hází obránce
flatwar-pic-combat-attacker = { $attack }: hází útočník
flatwar-pic-last = poslední útok { $attack } { $start }{ $op }{ $target }: { $ar }+{ $av }={ $at } proti { $dr }+{ $dv }={ $dt }, { $effect }
flatwar-pic-draw-result = Konec hry: remíza.
flatwar-pic-wins = Konec hry: vyhrávají { $side }.
flatwar-help-title = Tahy Flatwaru (pole a1-h8, červení dole; při 3-4 hráčích a1-l12):
flatwar-help-army = celá armáda jedním tahem: kolik vojáků I (1 bod), jízdy C (2), pravidelných R (3), Čtverců S (4); nejvýše 25 bodů, Čtverec a dva I nebo C na každý Čtverec; v libovolném pořadí („army s1 i9“); nebo hotová sestava: army balanced | cavalry | guns | infantry. Se skrytou stavbou (výchozí) ostatní vidí jen „army ?“, dokud armádu nepostaví všechny strany.
flatwar-help-buy = otevřená stavba (volba build=open): jedna jednotka po druhé
flatwar-help-terrain = položit kus terénu
flatwar-help-place = postavit jednotku do svých prvních tří řad
flatwar-help-step = krok (pěchota 1 AB; aktivní jízda: kolmo 1 bod, šikmo 2)
flatwar-help-melee = boj zblízka (pěchota, 1 AB); výpad (aktivní jízda, 1 bod)
flatwar-help-shoot = střelba (pravidelný dostřel 2, Čtverec dostřel 3; 1 AB)
flatwar-help-activate = aktivovat jízdu (1 AB, hází o své body)
flatwar-help-upgrade = +1 bod právě aktivované jízdě (1 AB, nejvýše 6)
flatwar-help-stop = ukončit aktivaci jízdy (když je to dovoleno)
flatwar-help-advance = po boji zblízka, který ničil: obsadit pole, nebo zůstat
flatwar-help-end = ukončit tah (nevyužité AB propadají)
flatwar-help-chance = Tahy náhody (roll N, draw 7H; 7H' z druhého balíčku) dělá hra.

## a position text that is not one
flatwar-pos-bad = pozice Flatwar: { $why } (v { $text })
flatwar-pos-whole = pozice Flatwar: { $why }
flatwar-pos-not-text = očekáván text, přišlo { $kind }
flatwar-pos-too-long = { $length } znaků; pozice jich má nejvýše { $limit }
flatwar-pos-rows = potřebuje { $rows } řad desky ({ $rows } až 1) a pole
flatwar-pos-row = řada { $row } musí být '{ $row }' a { $width } políček
flatwar-pos-cell = { $value } není políčko (jedno z { $cells })
flatwar-pos-square = { $value } není pole { $first }..{ $last }
flatwar-pos-number = { $value } není číslo { $lo }..{ $hi }
flatwar-pos-reserve = { $value } není záloha jako 'I9C3R2S1' nebo '-'
flatwar-pos-unknown = neznámé pole { $key } (pole: { $keys })
flatwar-pos-twice = pole { $key } je uvedeno dvakrát
flatwar-pos-phase-missing = pole 'phase' je povinné
flatwar-pos-choice = { $key } musí být jedna z hodnot { $choices }
flatwar-pos-form = { $key } musí mít tvar { $form }
flatwar-pos-card-deck = { $value } není karta balíčku této hry ({ $cards })
flatwar-pos-card = { $value } není karta
flatwar-pos-upgrades = vylepšení jen zvyšují body nad hod
flatwar-pos-combat-end = combat musí končit '?', hodem útočníka 1-6 nebo 'won'
flatwar-pos-needs-side = fáze { $phase } potřebuje stranu
flatwar-pos-no-side = fáze { $phase } má stranu '-'
flatwar-pos-result-over = výsledek se uvádí právě tehdy, když je fáze over
flatwar-pos-act-cavalry = cavalry a combat patří do fáze act
flatwar-pos-act-card = card, ap a used patří do fáze act
flatwar-pos-cost = jednotky strany { $side } stojí { $cost } bodů; armáda má nejvýše { $limit } (R2.3)
flatwar-pos-before-deploy = jednotky stojí na desce před rozmístěním (R4)
flatwar-pos-army-legal = armáda strany { $side } není platná armáda (R2.2)
flatwar-pos-own-rows = strana { $side } rozmisťuje jen ve svých třech řadách (R4.1)
flatwar-pos-no-square = strana { $side } nemá Čtverec na desce ani v záloze (R2.2)
flatwar-pos-reserve-no-room = strana { $side } má jednotky v záloze, ale žádné volné pole ve svých řadách, takže by byly odstraněny (R4.3)
flatwar-pos-reserve-after = po rozmístění nezůstává v záloze žádná jednotka (R4)
flatwar-pos-square-over = strana { $side } nemá Čtverec, takže by hra skončila (R9.1)
flatwar-pos-square-fled = strana { $side } nemá Čtverec, takže její jednotky uprchly (R10.5)
flatwar-pos-one-alive = Čtverec má jen jedna strana, takže vyhrála (R10.5)
flatwar-pos-fled-act = strana { $side } uprchla a nemůže jednat (R10.5)
flatwar-pos-terrain-build = terén se hází až po sestavení armád (R3.1)
flatwar-pos-terrain-placed = terén se umisťuje až po hodech na terén (R3)
flatwar-pos-terrain-all = všechen terén je umístěn před rozmístěním (R3)
flatwar-pos-drawn-turns = { $drawn } tažených karet za { $turns } kol
flatwar-pos-before-battle = před bitvou se netáhne karta ani neútočí
flatwar-pos-turn-limit = turns { $turns } dosahuje turn_limit { $limit }, takže by hra skončila (R9.2)
flatwar-pos-card-not-drawn = karta { $card } není mezi taženými
flatwar-pos-card-other = karta { $card } patří druhé straně
flatwar-pos-ap-card = ap { $ap } je víc, než dává karta { $card } (R5.4)
flatwar-pos-ap = ap { $ap }; karta dává nejvýše 10 (R5.4)
flatwar-pos-used = used uvádí jen pole vlastních jednotek strany
flatwar-pos-no-cavalry = na { $square } není jízda strany { $side }
flatwar-pos-cavalry-used = aktivní jízda musí být uvedena v used
flatwar-pos-no-attacker = na { $square } není útočník
flatwar-pos-won-empty = vyhraný boj zblízka nechává { $square } prázdné
flatwar-pos-no-enemy = na { $square } není nepřítel
flatwar-pos-range = { $square } není v dostřelu střelce
flatwar-pos-adjacent = boj zblízka a útok jízdy zasahují jen sousední pole
flatwar-pos-cavalry-charges = jízda útočí výpadem (R7)
flatwar-pos-attacker-used = útočník na { $square } musí být v used
flatwar-pos-charge-active = výpad provádí aktivní jízda
flatwar-pos-only-cavalry = dokud je jízda aktivní, útočí jen ona (R7)
flatwar-pos-charge-spent = útočící jízda má body vyčerpané
flatwar-pos-ap-left = fáze act potřebuje zbývající akční body
flatwar-pos-nothing-to-place = strana { $side } nemá žádnou jednotku k rozmístění
flatwar-pos-no-free = strana { $side } nemá volné pole k rozmístění
flatwar-pos-takes-army = strana { $side } bere armádu { $army } (volba), žádnou nesestavuje
flatwar-pos-cannot-complete = armádu strany { $side } nelze dokončit
flatwar-pos-hidden-build = při skrytém sestavení kupuje strana { $side } celou armádu jedním tahem, takže zatím nekoupila nic (R2.7)
flatwar-pos-seat-order = armády se sestavují (nebo berou) v pořadí míst, { $sides } (R2)
flatwar-pos-terrain-rolls = hody na terén musí být '?', dokud se nehodí, v pořadí míst
flatwar-pos-no-terrain = strana { $side } nemá žádný terén k umístění
flatwar-pos-winner-2 = strana { $side } vyhrává, jen když její Čtverec stojí a Čtverec druhé strany je pryč (R9.1, R10.5)
flatwar-pos-winner-n = strana { $side } vyhrává, jen když její Čtverec stojí a Čtverce ostatních jsou pryč (R9.1, R10.5)
