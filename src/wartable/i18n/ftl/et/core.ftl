# Kõigi mängude ühise lepingu sõnumid.

seat-player = Mängija { $number }
move-text = { $move }
error-game-over = käik { $move }: mäng on läbi
error-empty-move = käik '': käigu tekst on tühi
error-not-text = käik { $move }: oodati teksti, saadi { $kind }
error-illegal-move = käik { $move }: { $reason }
error-not-legal = see ei ole selles seisus lubatud käik
error-not-your-turn = käik { $move } mängijalt { $seat }: käigul on { $current }
error-chance-to-move = käik { $move }: otsustab juhus ja seda otsustab ainult selle mängu oma generaator
error-no-chance = { $game }: selles seisus ei oota ükski juhuslik sündmus
takeback-none = käigu tagasivõtt: sa pole teinud ühtki käiku, mida tagasi võtta
takeback-chance = käigu tagasivõtt: pärast sinu viimast käiku tuli juhuse käik
takeback-hidden = käigu tagasivõtt: selles mängus on sinu viimasest käigust alates midagi peidus
takeback-pending = käigu tagasivõtt: tagasivõttu on juba palutud
takeback-no-request = käigu tagasivõtt: keegi pole seda palunud
takeback-own = käigu tagasivõtt: sina palusid seda; teised nõustuvad
takeback-rated-computer = käigu tagasivõtt: arvutimängija ei luba seda reitingumängus

# sõnumis tsiteeritud sisend, pikast ainult algus
input-long = { $text } ({ $length } märki)
# tagasi lükatud reeglivalik
option-unknown = { $game }: tundmatu valik { $name } (valikud: { $options })
option-type = valik { $name }={ $value }: oodati tüüpi { $kind }
option-type-got = valik { $name }={ $value }: oodati tüüpi { $kind }, saadi { $got }
option-choice = valik { $name }={ $value }: peab olema üks väärtustest { $allowed }
option-min = valik { $name }={ $value }: peab olema vähemalt { $minimum }
option-max = valik { $name }={ $value }: tohib olla kõige rohkem { $maximum }
