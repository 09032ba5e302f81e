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
