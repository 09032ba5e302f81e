# Kaikkien pelien yhteisen sopimuksen viestit.

seat-player = Pelaaja { $number }
move-text = { $move }
error-game-over = siirto { $move }: peli on päättynyt
error-empty-move = siirto '': tyhjä siirto
error-not-text = siirto { $move }: odotettiin tekstiä, saatiin { $kind }
error-illegal-move = siirto { $move }: { $reason }
error-not-legal = siirto ei ole sallittu tässä asemassa
error-not-your-turn = siirto { $move }, siirtäjänä { $seat }: nyt on vuorossa { $current }
error-chance-to-move = siirto { $move }: vuorossa on sattuma, ja siitä päättää vain ottelun oma generaattori
error-no-chance = { $game }: tässä asemassa ei odoteta heittoa eikä nostoa
takeback-none = siirron peruutus: et ole tehnyt siirtoa, jonka voisi perua
takeback-chance = siirron peruutus: viimeisen siirtosi jälkeen tuli sattuman siirto
takeback-hidden = siirron peruutus: tässä pelissä on jotain piilossa viimeisen siirtosi jälkeen
takeback-pending = siirron peruutus: peruutusta on jo pyydetty
takeback-no-request = siirron peruutus: kukaan ei pyytänyt sitä
takeback-own = siirron peruutus: pyysit sitä itse; muut hyväksyvät
takeback-rated-computer = siirron peruutus: tietokonepelaaja ei myönnä sitä pisteytetyssä ottelussa

# syöte lainattuna viestissä, pitkästä vain alku
input-long = { $text } ({ $length } merkkiä)
# hylätty sääntövalinta
option-unknown = { $game }: tuntematon valinta { $name } (valinnat: { $options })
option-type = valinta { $name }={ $value }: odotettiin tyyppiä { $kind }
option-type-got = valinta { $name }={ $value }: odotettiin tyyppiä { $kind }, saatiin { $got }
option-choice = valinta { $name }={ $value }: oltava jokin näistä: { $allowed }
option-min = valinta { $name }={ $value }: oltava vähintään { $minimum }
option-max = valinta { $name }={ $value }: saa olla enintään { $maximum }
